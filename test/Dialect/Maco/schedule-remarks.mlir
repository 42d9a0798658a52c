// RUN: maco-opt %s -maco-schedule=remarks -split-input-file -verify-diagnostics

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
func.func @overlapped(%x: tensor<8xf32>, %a: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  return %r, %m : tensor<8xf32>, tensor<8x8xf32>
}

