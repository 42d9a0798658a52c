// RUN: maco-opt %s -maco-consistent-p2p -split-input-file | FileCheck %s

shard.grid @g(shape = 2x2)

// The recv of @g axis 0 was started on stream 1 (maco-async-collectives,
// maco-schedule) while the send it matches on the other rank stayed
// blocking (canonicalize folded its start/wait pair): the send becomes a
// start on stream 1 (the default, not printed) and its wait, and the sends and recvs of the other
// group (@g axis 1), all blocking, are left alone.
// CHECK-LABEL: func.func @stages
//       CHECK: scf.if
//       CHECK:   %[[F:.*]] = maco.send_start %{{.*}} to %{{.*}} on @g grid_axes = [0] : tensor<4xf32> -> !maco.future<>
//  CHECK-NEXT:   maco.wait %[[F]] : !maco.future<>
//       CHECK:   maco.send %{{.*}} on @g grid_axes = [1]
//       CHECK: } else {
//       CHECK:   maco.recv_start from %{{.*}} on @g grid_axes = [0] :
//       CHECK:   maco.recv from %{{.*}} on @g grid_axes = [1]
func.func @stages(%first: i1, %x: tensor<4xf32>, %p: index) -> tensor<4xf32> {
  %r = scf.if %first -> tensor<4xf32> {
    maco.send %x to %p on @g grid_axes = [0] : tensor<4xf32>
    maco.send %x to %p on @g grid_axes = [1] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %f = maco.recv_start from %p on @g grid_axes = [0] stream = 1 : -> !maco.future<tensor<4xf32>>
    %y = maco.recv from %p on @g grid_axes = [1] : -> tensor<4xf32>
    %z = maco.wait %f : !maco.future<tensor<4xf32>>
    scf.yield %z : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

// Across functions (maco-keep-if-faster keeps each function's form on its
// own), and starts on several streams, one of which overlaps something
// (the addi): all on the lowest, 2; memref form.
// CHECK-LABEL: func.func @send_side
//       CHECK: maco.send_start %{{.*}} to %{{.*}} on @g grid_axes = [0] stream = 2 : memref<4xf32> -> !maco.future<>
//       CHECK: maco.send_start {{.*}} stream = 2
// CHECK-LABEL: func.func @recv_side
//       CHECK: maco.recv_start {{.*}} stream = 2
func.func @send_side(%b: memref<4xf32>, %p: index) {
  maco.send %b to %p on @g grid_axes = [0] : memref<4xf32>
  %f = maco.send_start %b to %p on @g grid_axes = [0] stream = 3 : memref<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}
func.func @recv_side(%b: memref<4xf32>, %p: index) -> index {
  %f = maco.recv_start into %b from %p on @g grid_axes = [0] stream = 2 : into memref<4xf32> -> !maco.future<>
  %q = arith.addi %p, %p : index
  maco.wait %f : !maco.future<>
  return %q : index
}

// -----

shard.grid @g(shape = 4)

// All blocking: nothing changes.
// CHECK-LABEL: func.func @blocking
//       CHECK: maco.send %
//       CHECK: maco.recv from
//   CHECK-NOT: _start
func.func @blocking(%x: tensor<4xf32>, %p: index) -> tensor<4xf32> {
  maco.send %x to %p on @g grid_axes = [0] : tensor<4xf32>
  %r = maco.recv from %p on @g grid_axes = [0] : -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

// Starts that overlap nothing (each waited at once; canonicalize leaves
// send and recv to this pass): the whole group becomes blocking.
// CHECK-LABEL: func.func @nothing_overlapped
//       CHECK: maco.send %{{.*}} to %{{.*}} on @g grid_axes = [0] tag = 3 : tensor<4xf32>
//       CHECK: maco.recv from %{{.*}} on @g grid_axes = [0] tag = 3 : -> tensor<4xf32>
//   CHECK-NOT: _start
//   CHECK-NOT: maco.wait
func.func @nothing_overlapped(%x: tensor<4xf32>, %p: index) -> tensor<4xf32> {
  %f = maco.send_start %x to %p on @g grid_axes = [0] tag = 3 stream = 2 : tensor<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  %g = maco.recv_start from %p on @g grid_axes = [0] tag = 3 : -> !maco.future<tensor<4xf32>>
  %r = maco.wait %g : !maco.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}
