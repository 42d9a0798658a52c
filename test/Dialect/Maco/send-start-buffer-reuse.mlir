// RUN: maco-opt %s -split-input-file -verify-diagnostics

// The buffer of an in-flight memref send_start must not be used before
// its wait.

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
