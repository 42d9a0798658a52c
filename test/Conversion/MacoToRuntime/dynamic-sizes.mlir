// RUN: maco-opt %s -convert-maco-to-runtime -split-input-file | FileCheck %s

// A destination whose size along a dimension is known only at run time is
// checked against its operand's before the collective's call
// (maco_cg_check_dim: group, MACO_CG_OP_*, operand #, dimension, operand
// size, destination size, MACO_CG_DIM_* mode, line, column); the verifier
// has checked the static ones. Without the check the runtime would move
// the operand's count into a buffer of another size.

shard.grid @g(shape = 2x1)

// A group of one along axis 1 (the fuzzer's case): the destination has 54
// elements, the operand a number known at run time; mode 1 (gathered).
// CHECK-LABEL: func.func @gather_dynamic_operand
//  CHECK-SAME: (%[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<54xf32>)
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//   CHECK-DAG: %[[OP:.*]] = arith.constant 1 : i32
//   CHECK-DAG: %[[IN:.*]] = memref.dim %[[X]], %
//   CHECK-DAG: %[[IN64:.*]] = arith.index_cast %[[IN]] : index to i64
//   CHECK-DAG: %[[OUT:.*]] = memref.dim %[[Y]], %
//   CHECK-DAG: %[[OUT64:.*]] = arith.index_cast %[[OUT]] : index to i64
//   CHECK-DAG: %[[MODE:.*]] = arith.constant 1 : i32
//   CHECK-DAG: %[[LINE:.*]] = arith.constant [[#@LINE+5]] : i64
//   CHECK-DAG: %[[COL:.*]] = arith.constant 3 : i64
//       CHECK: call @maco_cg_check_dim(%[[COMM]], %[[OP]], %{{.*}}, %{{.*}}, %[[IN64]], %[[OUT64]], %[[MODE]], %[[LINE]], %[[COL]])
//       CHECK: call @maco_cg_all_gather(
func.func @gather_dynamic_operand(%x: memref<?xf32>, %y: memref<54xf32>) {
  maco.all_gather %x into %y on @g grid_axes = [1] gather_axis = 0 : memref<?xf32> into memref<54xf32>
  return
}

// -----

shard.grid @g(shape = 2)

// Only the dynamic dimension is checked; same-shape collectives use mode 0,
// scatters mode 2.
// CHECK-LABEL: func.func @some_dims
//       CHECK: arith.constant 0 : i32
//       CHECK: %[[D1:.*]] = arith.constant 1 : i64
//       CHECK: call @maco_cg_check_dim(%{{.*}}, %{{.*}}, %{{.*}}, %[[D1]],
//   CHECK-NOT: maco_cg_check_dim
//       CHECK: call @maco_cg_all_reduce(
//       CHECK: %[[RS:.*]] = arith.constant 2 : i32
//       CHECK: %[[SCATTERED:.*]] = arith.constant 2 : i32
//       CHECK: call @maco_cg_check_dim(%{{.*}}, %[[RS]], {{.*}}, %[[SCATTERED]],
//   CHECK-NOT: maco_cg_check_dim
//       CHECK: call @maco_cg_reduce_scatter(
func.func @some_dims(%x: memref<4x?xf32>, %y: memref<4x8xf32>, %z: memref<?x3xf32>, %w: memref<2x3xf32>) {
  maco.all_reduce %x into %y on @g grid_axes = [0] : memref<4x?xf32> into memref<4x8xf32>
  maco.reduce_scatter %z into %w on @g grid_axes = [0] scatter_axis = 0 : memref<?x3xf32> into memref<2x3xf32>
  return
}

// -----

shard.grid @g(shape = 2)

// Static sizes (the verifier's business), send/recv and in-place
// collectives on one buffer need no check.
// CHECK-LABEL: func.func @no_checks
//   CHECK-NOT: maco_cg_check_dim
//       CHECK: return
func.func @no_checks(%x: memref<4xf32>, %y: memref<8xf32>, %d: memref<?xf32>, %p: index) {
  maco.all_gather %x into %y on @g grid_axes = [0] gather_axis = 0 : memref<4xf32> into memref<8xf32>
  maco.send %d to %p on @g grid_axes = [0] : memref<?xf32>
  maco.all_reduce %d into %d on @g grid_axes = [0] : memref<?xf32> into memref<?xf32>
  return
}

// -----

shard.grid @g(shape = ?)

// Over a dynamic group, a scattered operand's static size is checked
// against the group at run time (divisible, and the quotient).
// CHECK-LABEL: func.func @dynamic_group
//       CHECK: call @maco_cg_check_dim(
//       CHECK: call @maco_cg_reduce_scatter(
func.func @dynamic_group(%z: memref<6x3xf32>, %w: memref<?x3xf32>) {
  maco.reduce_scatter %z into %w on @g grid_axes = [0] scatter_axis = 0 : memref<6x3xf32> into memref<?x3xf32>
  return
}
