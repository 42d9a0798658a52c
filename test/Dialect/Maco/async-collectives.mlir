// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-async-collectives))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-async-collectives{stream=3 exclude=send,recv}))' -split-input-file | FileCheck %s --check-prefix=OPTS

shard.grid @g(shape = 4)

// Every blocking collective becomes a start (stream 1) immediately followed
// by its wait; attributes are kept and uses are rewired to the wait.
// CHECK-LABEL: func.func @tensor_form
//       CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}} on @g grid_axes = [0] reduction = max : tensor<8xf32> -> !maco.future<tensor<8xf32>>
//  CHECK-NEXT: %[[R:.*]] = maco.wait %[[F]] : !maco.future<tensor<8xf32>>
//       CHECK: %[[G:.*]] = maco.all_gather_start %[[R]] on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> !maco.future<tensor<32xf32>>
//  CHECK-NEXT: %[[W:.*]] = maco.wait %[[G]]
//       CHECK: return %[[W]]
// OPTS-LABEL: func.func @tensor_form
//       OPTS: maco.all_reduce_start {{.*}} stream = 3
func.func @tensor_form(%x: tensor<8xf32>) -> tensor<32xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  %g = maco.all_gather %r on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> tensor<32xf32>
  return %g : tensor<32xf32>
}

// -----

shard.grid @g(shape = 4)

// Memref form and point-to-point; `exclude` keeps the listed kinds blocking.
// CHECK-LABEL: func.func @memref_and_p2p
//       CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}} into %{{.*}} on @g grid_axes = [0] : memref<8xf32> into memref<8xf32> -> !maco.future<>
//  CHECK-NEXT: maco.wait %[[F]] : !maco.future<>
//       CHECK: maco.send_start
//       CHECK: maco.recv_start
// OPTS-LABEL: func.func @memref_and_p2p
//       OPTS: maco.all_reduce_start
//       OPTS: maco.send %
//       OPTS: maco.recv from
func.func @memref_and_p2p(%b: memref<8xf32>, %x: tensor<4xf32>, %p: index) -> tensor<4xf32> {
  maco.all_reduce %b into %b on @g grid_axes = [0] : memref<8xf32> into memref<8xf32>
  maco.send %x to %p on @g grid_axes = [0] : tensor<4xf32>
  %r = maco.recv from %p on @g grid_axes = [0] : -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

// Already-started collectives are left alone.
// CHECK-LABEL: func.func @already_async
//       CHECK: maco.all_reduce_start {{.*}} stream = 2
//   CHECK-NOT: maco.all_reduce_start
func.func @already_async(%x: tensor<8xf32>) -> tensor<8xf32> {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] stream = 2 : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  return %r : tensor<8xf32>
}
