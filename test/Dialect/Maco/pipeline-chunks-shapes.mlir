// Chunks of unequal sizes chosen by the cost model. On compute-bound.target
// the MLP's compute (≈ 36 ms) outweighs its 2 MiB all-reduce (≈ 10 ms), so
// the chunks shrink: each chunk's all-reduce hides under the next chunk's
// compute, and the last (exposed) one is small, with 3 GEMM pairs instead
// of 8. On comm-bound.target (the all-reduce ≈ 170 ms) they grow: the first
// chunk, computed before any communication, is small. `uniform` restricts
// the choice to equal chunks (8 here), and `chunks=K` always splits
// equally. maco-estimate predicts the unequal chunks faster than the equal
// ones, and both faster than the whole program.
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/compute-bound.target}))' | FileCheck %s --check-prefix=DOWN
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/compute-bound.target uniform}))' | FileCheck %s --check-prefix=EQUAL
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/compute-bound.target chunks=4}))' | FileCheck %s --check-prefix=FORCED
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/comm-bound.target}))' | FileCheck %s --check-prefix=UP
// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/compute-bound.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST-WHOLE
// RUN: maco-opt %s -maco-optimize="target=%S/Inputs/compute-bound.target guard=false" | maco-opt -maco-estimate="target=%S/Inputs/compute-bound.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST-DOWN
// RUN: maco-opt %s -maco-optimize="target=%S/Inputs/compute-bound.target guard=false uniform-chunks" | maco-opt -maco-estimate="target=%S/Inputs/compute-bound.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST-EQUAL

shard.grid @world(shape = 2)

// DOWN-LABEL: func.func @mlp
// DOWN: tensor.extract_slice %arg0[0, 0] [384, 1024]
// DOWN: maco.all_reduce {{.*}} : tensor<384x1024xf32>
// DOWN: tensor.extract_slice %arg0[384, 0] [96, 1024]
// DOWN: maco.all_reduce {{.*}} : tensor<96x1024xf32>
// DOWN: tensor.extract_slice %arg0[480, 0] [32, 1024]
// DOWN: maco.all_reduce {{.*}} : tensor<32x1024xf32>
// DOWN-NOT: maco.all_reduce
// DOWN: tensor.insert_slice {{.*}}[0, 0] [384, 1024]
// DOWN: tensor.insert_slice {{.*}}[384, 0] [96, 1024]
// DOWN: tensor.insert_slice {{.*}}[480, 0] [32, 1024]

// EQUAL-LABEL: func.func @mlp
// EQUAL-COUNT-8: maco.all_reduce {{.*}} : tensor<64x1024xf32>
// EQUAL-NOT: maco.all_reduce

// FORCED-LABEL: func.func @mlp
// FORCED-COUNT-4: maco.all_reduce {{.*}} : tensor<128x1024xf32>
// FORCED-NOT: maco.all_reduce

// UP-LABEL: func.func @mlp
// UP: maco.all_reduce {{.*}} : tensor<16x1024xf32>
// UP: maco.all_reduce {{.*}} : tensor<32x1024xf32>
// UP: maco.all_reduce {{.*}} : tensor<64x1024xf32>
// UP: maco.all_reduce {{.*}} : tensor<128x1024xf32>
// UP: maco.all_reduce {{.*}} : tensor<272x1024xf32>
// UP-NOT: maco.all_reduce

// EST-WHOLE: predicted: sequential 47295.1 us, scheduled 47295.1 us
// EST-DOWN: scheduled 38917.2 us
// EST-EQUAL: scheduled 41341.2 us
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
