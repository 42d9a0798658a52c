// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{remarks}))' -split-input-file -verify-diagnostics

shard.grid @g(shape = 4)

func.func @used_right_away(%x: tensor<8xf32>) -> tensor<32xf32> {
  // expected-remark @+1 {{'maco.all_reduce_start' overlaps no computation: its result is used right away by 'maco.all_gather_start'}}
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  // expected-remark @+1 {{'maco.all_gather_start' overlaps no computation: its result is used right away by 'func.return'}}
  %g = maco.all_gather_start %r on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> !maco.future<tensor<32xf32>>
  %w = maco.wait %g : !maco.future<tensor<32xf32>>
  return %w : tensor<32xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @side_effect(%x: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  // expected-remark @+1 {{'maco.all_reduce_start' overlaps no computation: 'vector.print' has side effects and is not moved across}}
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  vector.print %v : f32
  return %r : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// No remark when compute overlaps the collective.
func.func @overlapped(%x: tensor<8xf32>, %a: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<64x64xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  return %r, %m : tensor<8xf32>, tensor<64x64xf32>
}


// -----

shard.grid @g(shape = 4)

// Some compute overlaps the collective, but the cost model (cpu-local:
// 4 KiB ring all-reduce over 4 ranks = 0.1 + 6 x 0.2 + 1.5 x 4096 / 2.7e3
// = 3.6 us; 8x8x8 matmul = 768 B / 13 GB/s x 1.6 = 0.1 us) predicts most
// of it exposed.
func.func @mostly_exposed(%x: tensor<1024xf32>, %a: tensor<8x8xf32>) -> (tensor<1024xf32>, tensor<8x8xf32>) {
  // expected-remark @+1 {{'maco.all_reduce_start' is mostly exposed: the cost model predicts 0.1 us of its 3.5 us hidden by computation}}
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<1024xf32> -> !maco.future<tensor<1024xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.wait %f : !maco.future<tensor<1024xf32>>
  return %r, %m : tensor<1024xf32>, tensor<8x8xf32>
}
