// RUN: maco-opt %s -convert-maco-to-runtime -split-input-file -verify-diagnostics

shard.grid @g(shape = 4)

func.func @tensor_form(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{convert-maco-to-runtime expects the memref form; run one-shot-bufferize first}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

shard.grid @g(shape = ?x?)

func.func @two_dynamic_dims(%x: memref<4xf32>) {
  // expected-error @+1 {{grid @g has more than one dynamic dimension; the runtime sizes at most one from the number of ranks}}
  maco.all_reduce %x into %x on @g grid_axes = [0] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = 1x1x1x1x2)

func.func @rank5_grid(%x: memref<4xf32>) {
  // expected-error @+1 {{grids of rank > 4 are not supported by the runtime lowering}}
  maco.all_reduce %x into %x on @g grid_axes = [4] : memref<4xf32> into memref<4xf32>
  return
}
