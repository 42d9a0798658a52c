// RUN: maco-opt %s -convert-maco-to-runtime -split-input-file | FileCheck %s

// Grids of any size: the `?` of a grid is passed to maco_cg_comm as -1
// (MACO_RT_GRID_DYNAMIC), which the runtime sizes from the number of
// ranks; static dimensions are passed as they are.
shard.grid @g(shape = ?x2)

// CHECK-LABEL: func.func @comm
//       CHECK: %[[PRANK:.*]] = arith.constant 2 : i64
//  CHECK-NEXT: %[[PDYN:.*]] = arith.constant -1 : i64
//  CHECK-NEXT: %[[PTWO:.*]] = arith.constant 2 : i64
//       CHECK: call @maco_cg_comm_prepare(%[[PRANK]], %[[PDYN]], %[[PTWO]],
//       CHECK: %[[RANK:.*]] = arith.constant 2 : i64
//  CHECK-NEXT: %[[DYN:.*]] = arith.constant -1 : i64
//  CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i64
//       CHECK: call @maco_cg_comm(%[[RANK]], %[[DYN]], %[[TWO]],
func.func @comm(%x: memref<4xf32>) {
  maco.all_reduce %x into %x on @g grid_axes = [0] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = ?)

// maco.group_size over a dynamic group is the communicator's size.
// CHECK-LABEL: func.func @group_size
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//       CHECK: %[[N:.*]] = call @maco_cg_comm_size(%[[COMM]]) : (index) -> i64
//       CHECK: %[[I:.*]] = arith.index_cast %[[N]] : i64 to index
//       CHECK: return %[[I]] : index
func.func @group_size() -> index {
  %n = maco.group_size on @g grid_axes = [0]
  return %n : index
}

// -----

shard.grid @g(shape = ?)

// A permute over a dynamic group checks its pairs against the group size
// at run time (largest rank named: 3) before it picks its peers.
// CHECK-LABEL: func.func @permute
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//       CHECK: %[[MAX:.*]] = arith.constant 3 : i64
//       CHECK: call @maco_cg_permute_check(%[[COMM]], %[[MAX]]) : (index, i64) -> ()
//       CHECK: call @maco_cg_comm_rank(%[[COMM]])
//       CHECK: call @maco_cg_permute(
func.func @permute(%x: memref<4xf32>, %y: memref<4xf32>) {
  maco.permute %x into %y on @g grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = 4)

// Over a static group the verifier has checked the pairs: no run-time check.
// CHECK-LABEL: func.func @permute_static
//   CHECK-NOT: maco_cg_permute_check
//       CHECK: call @maco_cg_permute(
func.func @permute_static(%x: memref<4xf32>, %y: memref<4xf32>) {
  maco.permute %x into %y on @g grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = ?)

// A gather along a non-leading axis is staged through a [n, ...] buffer
// whose n, and the copy loop's bound, are the communicator's size.
// CHECK-LABEL: func.func @gather_staged
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//       CHECK: %[[N64:.*]] = call @maco_cg_comm_size(%[[COMM]]) : (index) -> i64
//       CHECK: %[[N:.*]] = arith.index_cast %[[N64]] : i64 to index
//       CHECK: %[[ST:.*]] = memref.alloc(%[[N]]) : memref<?x4x3xf32>
//       CHECK: call @maco_cg_all_gather(
//       CHECK: scf.for %{{.*}} = %{{.*}} to %[[N]] step
//       CHECK: memref.dealloc %[[ST]]
func.func @gather_staged(%x: memref<4x3xf32>, %y: memref<4x?xf32>) {
  maco.all_gather %x into %y on @g grid_axes = [0] gather_axis = 1 : memref<4x3xf32> into memref<4x?xf32>
  return
}

// -----

shard.grid @g(shape = ?)

// Ranks beyond any MPI group (checked only at run time over a dynamic
// group) keep the select chain: no shift arithmetic that could overflow.
// CHECK-LABEL: func.func @permute_huge_rank
//   CHECK-NOT: arith.remsi
//       CHECK: arith.cmpi eq
//       CHECK: call @maco_cg_permute(
func.func @permute_huge_rank(%x: memref<4xf32>, %y: memref<4xf32>) {
  maco.permute %x into %y on @g grid_axes = [0] pairs = [[0, 9223372036854775807], [9223372036854775807, 0]] : memref<4xf32> into memref<4xf32>
  return
}
