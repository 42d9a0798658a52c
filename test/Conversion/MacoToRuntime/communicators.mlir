// RUN: maco-opt %s -convert-maco-to-runtime | FileCheck %s

// Communicators are made where every rank gets, in the same order on every
// rank: every function that is not private (an entry into the module) sets
// up every group of the module, then every (group, stream) pair of its
// started collectives, in module order (maco_cg_comm_prepare, the last
// argument the stream, 0 for none), even a function without maco ops; then
// each function gets the handles of its own groups (maco_cg_comm) and binds
// its own pairs. A private function is reached only through an entry: it
// only gets its own handles. So a stage that only some ranks call (@stage)
// never makes a communicator that the other ranks do not make.

shard.grid @g(shape = 2x2)
shard.grid @h(shape = ?)

// CHECK-LABEL: func.func @main
//       CHECK: call @maco_cg_require_abi(
//       CHECK: call @maco_cg_configure(
// @g axis 0 (main's), @g axis 1 (@stage's), @h (@helper's), then the pair
// (@g axis 1, stream 3) of @stage:
//       CHECK: call @maco_cg_comm_prepare(%c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, {{.*}}, %c0_i64{{[_0-9]*}}) :
//       CHECK: call @maco_cg_comm_prepare(%c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, {{.*}}, %c0_i64{{[_0-9]*}}) :
//       CHECK: call @maco_cg_comm_prepare(%c1_i64{{[_0-9]*}}, %c-1_i64{{[_0-9]*}}, {{.*}}, %c0_i64{{[_0-9]*}}) :
//       CHECK: call @maco_cg_comm_prepare(%c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, %c2_i64{{[_0-9]*}}, {{.*}}, %c3_i64) :
//   CHECK-NOT: maco_cg_comm_prepare
//       CHECK: %[[C:.*]] = call @maco_cg_comm(
//   CHECK-NOT: call @maco_cg_comm(
//       CHECK: call @maco_cg_comm_rank(%[[C]])
//       CHECK: scf.if
//       CHECK: call @stage(
func.func @main(%x: memref<4xf32>) {
  %r = maco.rank on @g grid_axes = [0]
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    func.call @stage(%x) : (memref<4xf32>) -> ()
  }
  return
}

// An entry too (public), called on some ranks only: the same prepares, its
// own handle, its own bind.
// CHECK-LABEL: func.func @stage
//       CHECK: call @maco_cg_configure(
// CHECK-COUNT-4: call @maco_cg_comm_prepare(
//   CHECK-NOT: maco_cg_comm_prepare
//       CHECK: %[[C:.*]] = call @maco_cg_comm(
//       CHECK: call @maco_cg_stream_bind(%[[C]], %{{.*}})
func.func @stage(%x: memref<4xf32>) {
  %f = maco.all_reduce_start %x into %x on @g grid_axes = [1] reduction = sum stream = 3 : memref<4xf32> into memref<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// A public function without maco ops still sets everything up.
// CHECK-LABEL: func.func @nothing
//       CHECK: call @maco_cg_require_abi(
//       CHECK: call @maco_cg_configure(
// CHECK-COUNT-4: call @maco_cg_comm_prepare(
//   CHECK-NOT: call @maco_cg_comm(
//       CHECK: return
func.func @nothing() {
  return
}

// A private function: its own handle only.
// CHECK-LABEL: func.func private @helper
//       CHECK: call @maco_cg_configure(
//   CHECK-NOT: maco_cg_comm_prepare
//       CHECK: call @maco_cg_comm(
//       CHECK: call @maco_cg_all_reduce(
func.func private @helper(%x: memref<4xf32>) {
  maco.all_reduce %x into %x on @h grid_axes = [0] : memref<4xf32> into memref<4xf32>
  return
}

//       CHECK: func.func private @maco_cg_comm_prepare(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
