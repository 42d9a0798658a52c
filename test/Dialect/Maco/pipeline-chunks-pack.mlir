// The cost model's chunk count with and without gemm-pack-bandwidth: every
// chunk's GEMM re-packs the weight it does not slice, so the slow packing
// of pack-slow.target makes fewer, larger chunks pay more (2) than on the
// same machine without the packing term (8). The x-chunk operand is
// sliced and is not charged per chunk.
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/pack-none.target}))' | FileCheck %s --check-prefix=NONE
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/pack-slow.target}))' | FileCheck %s --check-prefix=SLOW
// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/pack-none.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST-NONE
// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/pack-slow.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST-SLOW

shard.grid @world(shape = 2)

// NONE-LABEL: func.func @mlp
// NONE-COUNT-8: linalg.matmul ins({{.*}} : tensor<64x1024xf32>, tensor<1024x2048xf32>)
// NONE-NOT: linalg.matmul ins({{.*}} : tensor<64x1024xf32>, tensor<1024x2048xf32>)
// SLOW-LABEL: func.func @mlp
// SLOW-COUNT-2: linalg.matmul ins({{.*}} : tensor<256x1024xf32>, tensor<1024x2048xf32>)
// SLOW-NOT: linalg.matmul ins({{.*}} : tensor<256x1024xf32>, tensor<1024x2048xf32>)
// The estimate of the first matmul (after a 645.3 us fill): 2 * 512 *
// 1024 * 2048 flop at 1.2e11 = 17895.7 us, plus packing 2 MiB + 8 MiB at
// 3.4e9 = 3084.0 us.
// EST-NONE: 645.3 18541.0 linalg.matmul
// EST-SLOW: 645.3 21625.0 linalg.matmul
func.func @mlp(%x: tensor<512x1024xf32>, %w1: tensor<1024x2048xf32>,
               %w2: tensor<2048x1024xf32>) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<512x2048xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<512x2048xf32>) -> tensor<512x2048xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<512x1024xf32>, tensor<1024x2048xf32>) outs(%zh : tensor<512x2048xf32>) -> tensor<512x2048xf32>
  %ey = tensor.empty() : tensor<512x1024xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<512x2048xf32>, tensor<2048x1024xf32>) outs(%zy : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %r = maco.all_reduce %y on @world grid_axes = [0] : tensor<512x1024xf32> -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}
