// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives{remarks threshold-bytes=16}))' -verify-diagnostics

shard.grid @g(shape = 4)

func.func @why(%a: tensor<8xf32>, %b: tensor<2xf32>, %d: tensor<?xf32>, %v: f32) -> (tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<?xf32>) {
  // expected-remark @+1 {{'maco.all_reduce' not combined: its size is over the threshold}}
  %r1 = maco.all_reduce %a on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not combined: its result is used before another all-reduce could join it}}
  %r2 = maco.all_reduce %b on @g grid_axes = [0] : tensor<2xf32> -> tensor<2xf32>
  %u = arith.addf %r2, %r2 : tensor<2xf32>
  // expected-remark @+1 {{'maco.all_reduce' not combined: its shape is not static}}
  %r4 = maco.all_reduce %d on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  // expected-remark @+1 {{'maco.all_reduce' not combined: an operation with side effects follows it}}
  %r3 = maco.all_reduce %u on @g grid_axes = [0] : tensor<2xf32> -> tensor<2xf32>
  vector.print %v : f32
  return %r1, %r2, %r3, %r4 : tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<?xf32>
}
