// RUN: maco-opt %s | maco-opt | FileCheck %s
// RUN: maco-opt %s --mlir-print-op-generic | maco-opt | FileCheck %s

// Round trip of every maco op in its tensor (value) form, blocking and
// started, over one-, two- and three-axis groups, with every supported
// element type and reduction. The memref forms are in ops-memref.mlir and
// the async forms in more detail in ops-async.mlir.

// CHECK: shard.grid @grid(shape = 2x4)
// CHECK: shard.grid @cube(shape = 2x2x2)
// CHECK: shard.grid @dyn(shape = ?x4)
shard.grid @grid(shape = 2x4)
shard.grid @cube(shape = 2x2x2)
shard.grid @dyn(shape = ?x4)

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @all_reduce_default
func.func @all_reduce_default(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // The default reduction (sum) is elided when printing.
  // CHECK: %[[R:.*]] = maco.all_reduce %{{.*}} on @grid grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %r = maco.all_reduce %x on @grid grid_axes = [0] reduction = sum
         : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: return %[[R]]
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @all_reduce_reductions
func.func @all_reduce_reductions(%x: tensor<16xf32>) {
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [1] : tensor<16xf32> -> tensor<16xf32>
  %0 = maco.all_reduce %x on @grid grid_axes = [1] : tensor<16xf32> -> tensor<16xf32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [1] reduction = prod : tensor<16xf32> -> tensor<16xf32>
  %1 = maco.all_reduce %x on @grid grid_axes = [1] reduction = prod : tensor<16xf32> -> tensor<16xf32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [1] reduction = max : tensor<16xf32> -> tensor<16xf32>
  %2 = maco.all_reduce %x on @grid grid_axes = [1] reduction = max : tensor<16xf32> -> tensor<16xf32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [1] reduction = min : tensor<16xf32> -> tensor<16xf32>
  %3 = maco.all_reduce %x on @grid grid_axes = [1] reduction = min : tensor<16xf32> -> tensor<16xf32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [1] reduction = avg : tensor<16xf32> -> tensor<16xf32>
  %4 = maco.all_reduce %x on @grid grid_axes = [1] reduction = avg : tensor<16xf32> -> tensor<16xf32>
  return
}

// A combined (bucketed) all-reduce: one op over several tensors of
// different shapes and element types.
// CHECK-LABEL: func.func @all_reduce_variadic
func.func @all_reduce_variadic(%a: tensor<16xf32>, %b: tensor<8x8xbf16>, %c: tensor<2x3x4xf16>)
    -> (tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16>) {
  // CHECK: %[[R:.*]]:3 = maco.all_reduce %{{.*}}, %{{.*}}, %{{.*}} on @grid grid_axes = [0, 1] reduction = avg : tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16> -> tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16>
  %r:3 = maco.all_reduce %a, %b, %c on @grid grid_axes = [0, 1] reduction = avg
       : tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16>
       -> tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16>
  // CHECK: return %[[R]]#0, %[[R]]#1, %[[R]]#2
  return %r#0, %r#1, %r#2 : tensor<16xf32>, tensor<8x8xbf16>, tensor<2x3x4xf16>
}

// CHECK-LABEL: func.func @all_reduce_element_types
func.func @all_reduce_element_types(%f16: tensor<4xf16>, %bf16: tensor<4xbf16>,
    %f32: tensor<4xf32>, %f64: tensor<4xf64>, %i8: tensor<4xi8>,
    %i32: tensor<4xi32>, %i64: tensor<4xi64>) {
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = avg : tensor<4xf16> -> tensor<4xf16>
  %0 = maco.all_reduce %f16 on @grid grid_axes = [0] reduction = avg : tensor<4xf16> -> tensor<4xf16>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = avg : tensor<4xbf16> -> tensor<4xbf16>
  %1 = maco.all_reduce %bf16 on @grid grid_axes = [0] reduction = avg : tensor<4xbf16> -> tensor<4xbf16>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = avg : tensor<4xf32> -> tensor<4xf32>
  %2 = maco.all_reduce %f32 on @grid grid_axes = [0] reduction = avg : tensor<4xf32> -> tensor<4xf32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = avg : tensor<4xf64> -> tensor<4xf64>
  %3 = maco.all_reduce %f64 on @grid grid_axes = [0] reduction = avg : tensor<4xf64> -> tensor<4xf64>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = max : tensor<4xi8> -> tensor<4xi8>
  %4 = maco.all_reduce %i8 on @grid grid_axes = [0] reduction = max : tensor<4xi8> -> tensor<4xi8>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = prod : tensor<4xi32> -> tensor<4xi32>
  %5 = maco.all_reduce %i32 on @grid grid_axes = [0] reduction = prod : tensor<4xi32> -> tensor<4xi32>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = min : tensor<4xi64> -> tensor<4xi64>
  %6 = maco.all_reduce %i64 on @grid grid_axes = [0] reduction = min : tensor<4xi64> -> tensor<4xi64>
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] : tensor<4xi64> -> tensor<4xi64>
  %7 = maco.all_reduce %i64 on @grid grid_axes = [0] : tensor<4xi64> -> tensor<4xi64>
  return
}

// Scalars (rank-0 tensors), no axes (a group of one), all axes of a 3-D grid.
// CHECK-LABEL: func.func @all_reduce_groups
func.func @all_reduce_groups(%s: tensor<f32>, %x: tensor<8xi32>) {
  // CHECK: maco.all_reduce %{{.*}} on @grid : tensor<f32> -> tensor<f32>
  %0 = maco.all_reduce %s on @grid : tensor<f32> -> tensor<f32>
  // CHECK: maco.all_reduce %{{.*}} on @cube grid_axes = [2, 0, 1] : tensor<8xi32> -> tensor<8xi32>
  %1 = maco.all_reduce %x on @cube grid_axes = [2, 0, 1] : tensor<8xi32> -> tensor<8xi32>
  // An explicitly empty axis list is the default and is elided.
  // CHECK: maco.all_reduce %{{.*}} on @cube : tensor<8xi32> -> tensor<8xi32>
  %2 = maco.all_reduce %x on @cube grid_axes = [] : tensor<8xi32> -> tensor<8xi32>
  return
}

//===----------------------------------------------------------------------===//
// all_gather / reduce_scatter / all_to_all
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%x: tensor<2x8xf32>, %y: tensor<3x5xi8>) {
  // Group of 2 along axis 0: dim 0 doubles.
  // CHECK: maco.all_gather %{{.*}} on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %0 = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  // Group of 4 along axis 1, gathering the last dimension.
  // CHECK: maco.all_gather %{{.*}} on @grid grid_axes = [1] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x32xf32>
  %1 = maco.all_gather %x on @grid grid_axes = [1] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x32xf32>
  // Group of 8 over both axes.
  // CHECK: maco.all_gather %{{.*}} on @grid grid_axes = [1, 0] gather_axis = 0 : tensor<3x5xi8> -> tensor<24x5xi8>
  %2 = maco.all_gather %y on @grid grid_axes = [1, 0] gather_axis = 0 : tensor<3x5xi8> -> tensor<24x5xi8>
  return
}

// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%x: tensor<8x8xf32>, %y: tensor<16xi64>) {
  // CHECK: maco.reduce_scatter %{{.*}} on @grid grid_axes = [0] scatter_axis = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
  %0 = maco.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 0 reduction = sum
         : tensor<8x8xf32> -> tensor<4x8xf32>
  // CHECK: maco.reduce_scatter %{{.*}} on @grid grid_axes = [1] scatter_axis = 1 reduction = avg : tensor<8x8xf32> -> tensor<8x2xf32>
  %1 = maco.reduce_scatter %x on @grid grid_axes = [1] scatter_axis = 1 reduction = avg
         : tensor<8x8xf32> -> tensor<8x2xf32>
  // CHECK: maco.reduce_scatter %{{.*}} on @grid grid_axes = [0, 1] scatter_axis = 0 reduction = max : tensor<16xi64> -> tensor<2xi64>
  %2 = maco.reduce_scatter %y on @grid grid_axes = [0, 1] scatter_axis = 0 reduction = max
         : tensor<16xi64> -> tensor<2xi64>
  return
}

// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%x: tensor<8x2xf32>, %y: tensor<8xf16>) {
  // CHECK: maco.all_to_all %{{.*}} on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  %0 = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 1
         : tensor<8x2xf32> -> tensor<2x8xf32>
  // Same split and concat axis: the shape is unchanged.
  // CHECK: maco.all_to_all %{{.*}} on @grid grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<8xf16> -> tensor<8xf16>
  %1 = maco.all_to_all %y on @grid grid_axes = [0] split_axis = 0 concat_axis = 0
         : tensor<8xf16> -> tensor<8xf16>
  return
}

//===----------------------------------------------------------------------===//
// broadcast / permute
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%x: tensor<4xbf16>, %y: tensor<2x2xi8>) {
  // CHECK: maco.broadcast %{{.*}} on @grid grid_axes = [0] root = 0 : tensor<4xbf16> -> tensor<4xbf16>
  %0 = maco.broadcast %x on @grid grid_axes = [0] root = 0 : tensor<4xbf16> -> tensor<4xbf16>
  // CHECK: maco.broadcast %{{.*}} on @grid grid_axes = [0, 1] root = 7 : tensor<2x2xi8> -> tensor<2x2xi8>
  %1 = maco.broadcast %y on @grid grid_axes = [0, 1] root = 7 : tensor<2x2xi8> -> tensor<2x2xi8>
  return
}

// CHECK-LABEL: func.func @permute
func.func @permute(%x: tensor<4x8xf32>) {
  // A ring shift by one over the 4 ranks of axis 1.
  // CHECK: maco.permute %{{.*}} on @grid grid_axes = [1] pairs = {{\[}}[0, 1], [1, 2], [2, 3], [3, 0]] : tensor<4x8xf32> -> tensor<4x8xf32>
  %0 = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]]
         : tensor<4x8xf32> -> tensor<4x8xf32>
  // A swap and a partial permutation (ranks 2 and 3 receive zeros).
  // CHECK: maco.permute %{{.*}} on @grid grid_axes = [0] pairs = {{\[}}[0, 1], [1, 0]] : tensor<4x8xf32> -> tensor<4x8xf32>
  %1 = maco.permute %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]]
         : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: maco.permute %{{.*}} on @grid grid_axes = [1] pairs = {{\[}}[0, 3]] : tensor<4x8xf32> -> tensor<4x8xf32>
  %2 = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 3]]
         : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: maco.permute %{{.*}} on @grid grid_axes = [1] pairs = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  %3 = maco.permute %x on @grid grid_axes = [1] pairs = []
         : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// send / recv
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @send_recv
func.func @send_recv(%x: tensor<4xf32>, %peer: index) -> tensor<4xf32> {
  // CHECK: maco.send %{{.*}} to %{{.*}} on @grid grid_axes = [0] tag = 3 : tensor<4xf32>
  maco.send %x to %peer on @grid grid_axes = [0] tag = 3 : tensor<4xf32>
  // The default tag (0) is elided.
  // CHECK: maco.send %{{.*}} to %{{.*}} on @grid grid_axes = [0] : tensor<4xf32>
  maco.send %x to %peer on @grid grid_axes = [0] tag = 0 : tensor<4xf32>
  // CHECK: %[[R:.*]] = maco.recv from %{{.*}} on @grid grid_axes = [0] tag = 3 : -> tensor<4xf32>
  %r = maco.recv from %peer on @grid grid_axes = [0] tag = 3 : -> tensor<4xf32>
  // CHECK: return %[[R]]
  return %r : tensor<4xf32>
}

// The peer is an SSA value, so a pipeline stage can compute its neighbour.
// CHECK-LABEL: func.func @send_recv_computed_peer
func.func @send_recv_computed_peer(%x: tensor<2x2xi32>) -> tensor<2x2xi32> {
  // CHECK: %[[RANK:.*]] = maco.rank on @grid grid_axes = [1]
  // CHECK: %[[SIZE:.*]] = maco.group_size on @grid grid_axes = [1]
  // CHECK: %[[NEXT:.*]] = arith.remui
  // CHECK: maco.send %{{.*}} to %[[NEXT]] on @grid grid_axes = [1] : tensor<2x2xi32>
  // CHECK: maco.recv from %{{.*}} on @grid grid_axes = [1] : -> tensor<2x2xi32>
  %rank = maco.rank on @grid grid_axes = [1]
  %size = maco.group_size on @grid grid_axes = [1]
  %c1 = arith.constant 1 : index
  %plus = arith.addi %rank, %c1 : index
  %next = arith.remui %plus, %size : index
  %minus = arith.addi %rank, %size : index
  %minus1 = arith.subi %minus, %c1 : index
  %prev = arith.remui %minus1, %size : index
  maco.send %x to %next on @grid grid_axes = [1] : tensor<2x2xi32>
  %r = maco.recv from %prev on @grid grid_axes = [1] : -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

//===----------------------------------------------------------------------===//
// Started forms (tensor) and maco.wait
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @start_wait_all_kinds
func.func @start_wait_all_kinds(%x: tensor<8x8xf32>, %peer: index) {
  // CHECK: %[[F0:.*]] = maco.all_reduce_start %{{.*}} on @grid grid_axes = [0] reduction = max stream = 2 : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  // CHECK: maco.wait %[[F0]] : !maco.future<tensor<8x8xf32>>
  %f0 = maco.all_reduce_start %x on @grid grid_axes = [0] reduction = max stream = 2
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r0 = maco.wait %f0 : !maco.future<tensor<8x8xf32>>
  // The default stream (1) is elided.
  // CHECK: %[[F1:.*]] = maco.all_gather_start %{{.*}} on @grid grid_axes = [1] gather_axis = 1 : tensor<8x8xf32> -> !maco.future<tensor<8x32xf32>>
  // CHECK: maco.wait %[[F1]] : !maco.future<tensor<8x32xf32>>
  %f1 = maco.all_gather_start %x on @grid grid_axes = [1] gather_axis = 1 stream = 1
          : tensor<8x8xf32> -> !maco.future<tensor<8x32xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8x32xf32>>
  // CHECK: %[[F2:.*]] = maco.reduce_scatter_start %{{.*}} on @grid grid_axes = [1] scatter_axis = 0 reduction = avg stream = 3 : tensor<8x8xf32> -> !maco.future<tensor<2x8xf32>>
  // CHECK: maco.wait %[[F2]] : !maco.future<tensor<2x8xf32>>
  %f2 = maco.reduce_scatter_start %x on @grid grid_axes = [1] scatter_axis = 0 reduction = avg stream = 3
          : tensor<8x8xf32> -> !maco.future<tensor<2x8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<2x8xf32>>
  // CHECK: %[[F3:.*]] = maco.broadcast_start %{{.*}} on @grid grid_axes = [0] root = 1 stream = 4 : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  // CHECK: maco.wait %[[F3]] : !maco.future<tensor<8x8xf32>>
  %f3 = maco.broadcast_start %x on @grid grid_axes = [0] root = 1 stream = 4
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r3 = maco.wait %f3 : !maco.future<tensor<8x8xf32>>
  // CHECK: %[[F4:.*]] = maco.all_to_all_start %{{.*}} on @grid grid_axes = [1] split_axis = 1 concat_axis = 0 stream = 2 : tensor<8x8xf32> -> !maco.future<tensor<32x2xf32>>
  // CHECK: maco.wait %[[F4]] : !maco.future<tensor<32x2xf32>>
  %f4 = maco.all_to_all_start %x on @grid grid_axes = [1] split_axis = 1 concat_axis = 0 stream = 2
          : tensor<8x8xf32> -> !maco.future<tensor<32x2xf32>>
  %r4 = maco.wait %f4 : !maco.future<tensor<32x2xf32>>
  // CHECK: %[[F5:.*]] = maco.permute_start %{{.*}} on @grid grid_axes = [0] pairs = {{\[}}[0, 1], [1, 0]] stream = 5 : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  // CHECK: maco.wait %[[F5]] : !maco.future<tensor<8x8xf32>>
  %f5 = maco.permute_start %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]] stream = 5
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r5 = maco.wait %f5 : !maco.future<tensor<8x8xf32>>
  // CHECK: %[[F6:.*]] = maco.send_start %{{.*}} to %{{.*}} on @grid grid_axes = [0] tag = 7 stream = 2 : tensor<8x8xf32> -> !maco.future<>
  // CHECK: maco.wait %[[F6]] : !maco.future<>
  %f6 = maco.send_start %x to %peer on @grid grid_axes = [0] tag = 7 stream = 2
          : tensor<8x8xf32> -> !maco.future<>
  maco.wait %f6 : !maco.future<>
  // CHECK: %[[F7:.*]] = maco.recv_start from %{{.*}} on @grid grid_axes = [0] tag = 7 stream = 3 : -> !maco.future<tensor<8x8xf32>>
  // CHECK: maco.wait %[[F7]] : !maco.future<tensor<8x8xf32>>
  %f7 = maco.recv_start from %peer on @grid grid_axes = [0] tag = 7 stream = 3
          : -> !maco.future<tensor<8x8xf32>>
  %r7 = maco.wait %f7 : !maco.future<tensor<8x8xf32>>
  return
}

// A bucketed all-reduce started as one collective: the future carries every
// result type and the wait yields them all.
// CHECK-LABEL: func.func @start_variadic
func.func @start_variadic(%a: tensor<16xf32>, %b: tensor<4x4xf16>) -> (tensor<16xf32>, tensor<4x4xf16>) {
  // CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}}, %{{.*}} on @grid grid_axes = [0, 1] reduction = avg : tensor<16xf32>, tensor<4x4xf16> -> !maco.future<tensor<16xf32>, tensor<4x4xf16>>
  // CHECK: %[[W:.*]]:2 = maco.wait %[[F]] : !maco.future<tensor<16xf32>, tensor<4x4xf16>>
  // CHECK: return %[[W]]#0, %[[W]]#1
  %f = maco.all_reduce_start %a, %b on @grid grid_axes = [0, 1] reduction = avg
         : tensor<16xf32>, tensor<4x4xf16> -> !maco.future<tensor<16xf32>, tensor<4x4xf16>>
  %w:2 = maco.wait %f : !maco.future<tensor<16xf32>, tensor<4x4xf16>>
  return %w#0, %w#1 : tensor<16xf32>, tensor<4x4xf16>
}

//===----------------------------------------------------------------------===//
// Dynamic shapes and dynamic grids
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dynamic_dims
func.func @dynamic_dims(%x: tensor<?x8xf32>, %y: tensor<4x?xf32>) {
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0] : tensor<?x8xf32> -> tensor<?x8xf32>
  %0 = maco.all_reduce %x on @grid grid_axes = [0] : tensor<?x8xf32> -> tensor<?x8xf32>
  // A dynamic gathered dimension stays dynamic.
  // CHECK: maco.all_gather %{{.*}} on @grid grid_axes = [1] gather_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  %1 = maco.all_gather %x on @grid grid_axes = [1] gather_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  // A static result may refine a dynamic operand dimension.
  // CHECK: maco.all_gather %{{.*}} on @grid grid_axes = [1] gather_axis = 1 : tensor<4x?xf32> -> tensor<4x16xf32>
  %2 = maco.all_gather %y on @grid grid_axes = [1] gather_axis = 1 : tensor<4x?xf32> -> tensor<4x16xf32>
  // A result may also be less static than the verifier could infer.
  // CHECK: maco.reduce_scatter %{{.*}} on @grid grid_axes = [1] scatter_axis = 1 : tensor<?x8xf32> -> tensor<?x?xf32>
  %3 = maco.reduce_scatter %x on @grid grid_axes = [1] scatter_axis = 1 : tensor<?x8xf32> -> tensor<?x?xf32>
  // CHECK: maco.all_to_all %{{.*}} on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<?x8xf32> -> tensor<?x32xf32>
  %4 = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<?x8xf32> -> tensor<?x32xf32>
  return
}

// Over a dynamic grid dimension the group size is unknown: the gathered/
// scattered dimension is dynamic.
// CHECK-LABEL: func.func @dynamic_grid
func.func @dynamic_grid(%x: tensor<8x8xf32>) {
  // CHECK: maco.all_gather %{{.*}} on @dyn grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<?x8xf32>
  %0 = maco.all_gather %x on @dyn grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<?x8xf32>
  // CHECK: maco.reduce_scatter %{{.*}} on @dyn grid_axes = [0, 1] scatter_axis = 1 : tensor<8x8xf32> -> tensor<8x?xf32>
  %1 = maco.reduce_scatter %x on @dyn grid_axes = [0, 1] scatter_axis = 1 : tensor<8x8xf32> -> tensor<8x?xf32>
  // Root and pairs can only be checked against a static group size here;
  // the runtime checks them (convert-maco-to-runtime, maco_cg_permute_check).
  // CHECK: maco.broadcast %{{.*}} on @dyn grid_axes = [0] root = 100 : tensor<8x8xf32> -> tensor<8x8xf32>
  %2 = maco.broadcast %x on @dyn grid_axes = [0] root = 100 : tensor<8x8xf32> -> tensor<8x8xf32>
  // CHECK: maco.permute %{{.*}} on @dyn grid_axes = [0] pairs = {{\[}}[0, 9], [9, 0]] : tensor<8x8xf32> -> tensor<8x8xf32>
  %3 = maco.permute %x on @dyn grid_axes = [0] pairs = [[0, 9], [9, 0]] : tensor<8x8xf32> -> tensor<8x8xf32>
  // The static axis 1 alone is a group of 4.
  // CHECK: maco.all_gather %{{.*}} on @dyn grid_axes = [1] gather_axis = 1 : tensor<8x8xf32> -> tensor<8x32xf32>
  %4 = maco.all_gather %x on @dyn grid_axes = [1] gather_axis = 1 : tensor<8x8xf32> -> tensor<8x32xf32>
  return
}

//===----------------------------------------------------------------------===//
// rank / group_size
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @queries
func.func @queries() -> (index, index, index, index, index) {
  // CHECK: maco.rank on @grid grid_axes = [1]
  %0 = maco.rank on @grid grid_axes = [1]
  // CHECK: maco.rank on @cube grid_axes = [2, 0]
  %1 = maco.rank on @cube grid_axes = [2, 0]
  // CHECK: maco.group_size on @grid grid_axes = [0, 1]
  %2 = maco.group_size on @grid grid_axes = [0, 1]
  // CHECK: maco.group_size on @grid{{$}}
  %3 = maco.group_size on @grid
  // CHECK: maco.group_size on @dyn grid_axes = [0]
  %4 = maco.group_size on @dyn grid_axes = [0]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// Over a group of dynamic size, the dimensions the group size scales are
// dynamic in the result; the others keep their static sizes.
// CHECK-LABEL: func.func @dynamic_group
//       CHECK: maco.all_gather %{{.*}} on @dyn grid_axes = [0] gather_axis = 0 : tensor<3x8xf32> -> tensor<?x8xf32>
//       CHECK: maco.reduce_scatter %{{.*}} on @dyn grid_axes = [0] scatter_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
//       CHECK: maco.all_to_all %{{.*}} on @dyn grid_axes = [0] split_axis = 1 concat_axis = 1 : tensor<?x8xf32> -> tensor<?x8xf32>
//       CHECK: maco.permute %{{.*}} on @dyn grid_axes = [0] pairs = {{\[}}[0, 5]] : tensor<3x8xf32> -> tensor<3x8xf32>
func.func @dynamic_group(%x: tensor<3x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<3x8xf32>) {
  %g = maco.all_gather %x on @dyn grid_axes = [0] gather_axis = 0 : tensor<3x8xf32> -> tensor<?x8xf32>
  %s = maco.reduce_scatter %g on @dyn grid_axes = [0] scatter_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  %a = maco.all_to_all %s on @dyn grid_axes = [0] split_axis = 1 concat_axis = 1 : tensor<?x8xf32> -> tensor<?x8xf32>
  %p = maco.permute %x on @dyn grid_axes = [0] pairs = [[0, 5]] : tensor<3x8xf32> -> tensor<3x8xf32>
  return %s, %a, %p : tensor<?x8xf32>, tensor<?x8xf32>, tensor<3x8xf32>
}
