// RUN: maco-opt %s -split-input-file -verify-diagnostics

// KNOWN BUG: the "buffer used before its 'maco.wait'" check in verifyFuture
// only runs when the started op has `into` buffers (`outs`). A memref-form
// maco.send_start has none, so writing the buffer it is still sending is
// not diagnosed. Remove the XFAIL line once the check also covers memref
// inputs without `into` buffers.

shard.grid @grid(shape = 2x4)

func.func @send_buffer_written(%m: memref<4xf32>, %p: index) {
  // expected-note @+1 {{collective started here}}
  %f = maco.send_start %m to %p on @grid grid_axes = [0] : memref<4xf32> -> !maco.future<>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  // expected-error @+1 {{buffer of the in-flight 'maco.send_start' is used before its 'maco.wait'}}
  memref.store %v, %m[%c0] : memref<4xf32>
  maco.wait %f : !maco.future<>
  return
}
