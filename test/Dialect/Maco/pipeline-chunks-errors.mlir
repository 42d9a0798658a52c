// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=-1}))' 2>&1 | FileCheck %s --check-prefix=CHUNKS
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{max-chunks=0}))' 2>&1 | FileCheck %s --check-prefix=MAX
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=nowhere}))' 2>&1 | FileCheck %s --check-prefix=TARGET

// CHUNKS: for the --chunks option: '-1' value invalid for uint argument!
// MAX: maco-pipeline-chunks: max-chunks must be >= 1, got 0
// TARGET: error: maco: target option 'nowhere' is neither a built-in target

shard.grid @g(shape = 4)
func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
