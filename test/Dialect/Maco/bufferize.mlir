// RUN: maco-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file | FileCheck %s

shard.grid @g(shape = 4)

// all_reduce is in place when its operand's buffer may be overwritten
// (function arguments are writable under bufferize-function-boundaries)...
// CHECK-LABEL: func.func @all_reduce_arg
//  CHECK-SAME: (%[[X:.*]]: memref<8xf32>)
//   CHECK-NOT: memref.copy
//       CHECK: maco.all_reduce %[[X]] into %[[X]] on @g grid_axes = [0] : memref<8xf32> into memref<8xf32>
//       CHECK: return %[[X]]
func.func @all_reduce_arg(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// ... and copied first when the operand is still read afterwards.
// CHECK-LABEL: func.func @all_reduce_still_read
//  CHECK-SAME: (%[[X:.*]]: memref<8xf32>)
//       CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK: memref.copy %[[X]], %[[B]]
//       CHECK: maco.all_reduce %[[B]] into %[[B]]
//       CHECK: return %[[B]], %[[X]]
func.func @all_reduce_still_read(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %r, %x : tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// A freshly computed tensor is reduced in place, without a copy.
// CHECK-LABEL: func.func @all_reduce_in_place
//       CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK: linalg.fill {{.*}} outs(%[[B]] : memref<8xf32>)
//   CHECK-NOT: memref.copy
//       CHECK: maco.all_reduce %[[B]] into %[[B]]
func.func @all_reduce_in_place(%v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %x = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = maco.all_reduce %x on @g grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// Shape-changing collectives allocate their result.
// CHECK-LABEL: func.func @gather_scatter
//  CHECK-SAME: (%[[X:.*]]: memref<4x8xf32>)
//       CHECK: %[[G:.*]] = memref.alloc() {{.*}} : memref<16x8xf32>
//       CHECK: maco.all_gather %[[X]] into %[[G]] on @g grid_axes = [0] gather_axis = 0
//       CHECK: %[[S:.*]] = memref.alloc() {{.*}} : memref<4x2xf32>
//       CHECK: maco.reduce_scatter %[[X]] into %[[S]] on @g grid_axes = [0] scatter_axis = 1
//       CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<1x32xf32>
//       CHECK: maco.all_to_all %[[X]] into %[[A]]
func.func @gather_scatter(%x: tensor<4x8xf32>) -> (tensor<16x8xf32>, tensor<4x2xf32>, tensor<1x32xf32>) {
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %s = maco.reduce_scatter %x on @g grid_axes = [0] scatter_axis = 1 : tensor<4x8xf32> -> tensor<4x2xf32>
  %a = maco.all_to_all %x on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<4x8xf32> -> tensor<1x32xf32>
  return %g, %s, %a : tensor<16x8xf32>, tensor<4x2xf32>, tensor<1x32xf32>
}

// -----

shard.grid @g(shape = 4)

// A started collective works on a private copy of its operand, so the
// overlapped compute may reuse the operand's buffer; the wait yields it.
// CHECK-LABEL: func.func @start_wait
//  CHECK-SAME: (%[[X:.*]]: memref<8xf32>
//       CHECK: %[[P:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK: memref.copy %[[X]], %[[P]]
//       CHECK: %[[F:.*]] = maco.all_reduce_start %[[P]] into %[[P]] on @g grid_axes = [0] stream = 2 : memref<8xf32> into memref<8xf32> -> !maco.future<>
//       CHECK: linalg.fill
//       CHECK: maco.wait %[[F]] : !maco.future<>
//       CHECK: return %[[P]]
func.func @start_wait(%x: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] stream = 2 : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  return %r, %y : tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// send reads its operand; recv (blocking or started) allocates its result.
// CHECK-LABEL: func.func @p2p
//       CHECK: maco.send %{{.*}} to %{{.*}} on @g grid_axes = [0] : memref<4xf32>
//       CHECK: %[[R:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       CHECK: maco.recv into %[[R]] from
//       CHECK: %[[R2:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       CHECK: maco.recv_start into %[[R2]] from
//       CHECK: maco.wait
func.func @p2p(%x: tensor<4xf32>, %p: index) -> (tensor<4xf32>, tensor<4xf32>) {
  maco.send %x to %p on @g grid_axes = [0] : tensor<4xf32>
  %r = maco.recv from %p on @g grid_axes = [0] : -> tensor<4xf32>
  %f = maco.recv_start from %p on @g grid_axes = [0] : -> !maco.future<tensor<4xf32>>
  %r2 = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r, %r2 : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

// A dynamic gathered dimension is the operand's size times the group size.
// CHECK-LABEL: func.func @dynamic_gather
//       CHECK: %[[C4:.*]] = arith.constant 4 : index
//       CHECK: %[[N:.*]] = arith.muli %{{.*}}, %[[C4]] : index
//       CHECK: memref.alloc(%[[N]]) {{.*}} : memref<?x3xf32>
func.func @dynamic_gather(%x: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x3xf32> -> tensor<?x3xf32>
  return %g : tensor<?x3xf32>
}

// -----

shard.grid @g(shape = 2x?)

// Over a group of dynamic size, the gathered (scattered) dimension is the
// operand's size times (over) the group size that maco.group_size queries
// at run time.
// CHECK-LABEL: func.func @dynamic_group
//       CHECK: %[[N:.*]] = maco.group_size on @g grid_axes = [1]
//       CHECK: %[[S:.*]] = arith.muli %{{.*}}, %[[N]] : index
//       CHECK: %[[G:.*]] = memref.alloc(%[[S]]) {{.*}} : memref<?x4xf32>
//       CHECK: maco.all_gather %{{.*}} into %[[G]] on @g grid_axes = [1]
//       CHECK: %[[M:.*]] = maco.group_size on @g grid_axes = [0, 1]
//       CHECK: %[[Q:.*]] = arith.divui %{{.*}}, %[[M]] : index
//       CHECK: %[[R:.*]] = memref.alloc(%[[Q]]) {{.*}} : memref<?x4xf32>
//       CHECK: maco.reduce_scatter_start %{{.*}} into %[[R]] on @g grid_axes = [0, 1]
func.func @dynamic_group(%x: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %g = maco.all_gather %x on @g grid_axes = [1] gather_axis = 0
      : tensor<3x4xf32> -> tensor<?x4xf32>
  %f = maco.reduce_scatter_start %g on @g grid_axes = [0, 1] scatter_axis = 0
      : tensor<?x4xf32> -> !maco.future<tensor<?x4xf32>>
  %r = maco.wait %f : !maco.future<tensor<?x4xf32>>
  return %r : tensor<?x4xf32>
}
