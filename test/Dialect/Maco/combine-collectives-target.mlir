// Combining keeps overlap: a merge that would start the first all-reduce
// later by more compute than it saves is not done.
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives))' | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives{target=%S/Inputs/slow-compute.target}))' | FileCheck %s --check-prefix=SLOW
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives{target=%S/Inputs/slow-compute.target remarks}))' -verify-diagnostics -o /dev/null

shard.grid @g(shape = 4)

// cpu-local: the 8x8x8 matmul (0.06 us) delays the first all-reduce by less
// than the 0.3 us one call saves: combined.
// CHECK-LABEL: func.func @step
//       CHECK: linalg.matmul
//       CHECK: maco.all_reduce %{{.*}}, %{{.*}} on @g
// slow-compute: the matmul takes 1024 us, more than the 1 us saved (one-shot all-reduce, 1 step of 1 us): apart.
// SLOW-LABEL: func.func @step
//       SLOW: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
//       SLOW: linalg.matmul
//       SLOW: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
func.func @step(%x: tensor<4xf32>, %y: tensor<4xf32>, %a: tensor<8x8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8x8xf32>) {
  // expected-remark @+1 {{'maco.all_reduce' not combined: merging it with the next compatible all-reduce would start it 1024.0 us later, more than the 1.0 us combining saves}}
  %r1 = maco.all_reduce %x on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not combined: no compatible all-reduce follows it}}
  %r2 = maco.all_reduce %y on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %r1, %r2, %m : tensor<4xf32>, tensor<4xf32>, tensor<8x8xf32>
}
