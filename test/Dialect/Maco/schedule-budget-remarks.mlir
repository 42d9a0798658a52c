// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{remarks memory-budget=100}))' -split-input-file -verify-diagnostics
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{memory-budget=100}))' -split-input-file | FileCheck %s --check-prefix=IR
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{remarks max-in-flight=1}))' -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUND

// Each start keeps 64 bytes alive (private 8 x f32 operand copy + result):
// two do not fit a 100-byte budget, so the first is waited for before the
// second starts, although the matmul could have overlapped both.

shard.grid @g(shape = 4)

// BOUND: 14:9: remark: 'maco.all_reduce_start' overlaps no computation: the max-in-flight bound (1) is reached
func.func @budget(%x: tensor<8xf32>, %y: tensor<8xf32>, %a: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<64x64xf32>) {
  // expected-remark @+1 {{'maco.all_reduce_start' overlaps no computation: the memory budget (100 bytes) would be exceeded (128 bytes in flight)}}
  %f1 = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8xf32>>
  %f2 = maco.all_reduce_start %y on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r1, %r2, %m : tensor<8xf32>, tensor<8xf32>, tensor<64x64xf32>
}

// -----

shard.grid @g(shape = 4)

// A single collective larger than the budget still runs: the budget bounds
// what is in flight together, not one collective.
func.func @alone(%x: tensor<64xf32>, %a: tensor<64x64xf32>) -> (tensor<64xf32>, tensor<64x64xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<64xf32> -> !maco.future<tensor<64xf32>>
  %r = maco.wait %f : !maco.future<tensor<64xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r, %m : tensor<64xf32>, tensor<64x64xf32>
}

// -----

shard.grid @g(shape = 4)

// The first collective overlaps the first matmul but is waited for before
// the second starts, instead of overlapping the second matmul too.
// While the second collective cannot start, work that does not feed it
// (the first matmul) runs first; once the first collective is predicted
// done, the scale that feeds the second runs, and the second matmul
// overlaps the second collective.
// IR-LABEL: func.func @early
//       IR: %[[F1:.*]] = maco.all_reduce_start
//  IR-NEXT: %[[M:.*]] = linalg.matmul
//  IR-NEXT: linalg.generic
//       IR: maco.wait %[[F1]]
//  IR-NEXT: %[[F2:.*]] = maco.all_reduce_start
//  IR-NEXT: linalg.matmul ins(%[[M]]
//  IR-NEXT: maco.wait %[[F2]]
// BOUND: remark: 'maco.all_reduce_start' is waited for early: the max-in-flight bound (1) is reached
func.func @early(%x: tensor<8xf32>, %a: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<64x64xf32>) {
  // expected-remark @+1 {{'maco.all_reduce_start' is waited for early: the memory budget (100 bytes) would be exceeded (128 bytes in flight)}}
  %f1 = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%x : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %f2 = maco.all_reduce_start %y on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %m2 = linalg.matmul ins(%m, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r1 = maco.wait %f1 : !maco.future<tensor<8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<8xf32>>
  return %r1, %r2, %m2 : tensor<8xf32>, tensor<8xf32>, tensor<64x64xf32>
}
