// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-collective-matmul{target=cpu-local remarks}))' -verify-diagnostics -o /dev/null

// With `remarks`, every all-gather feeding a matmul says whether it became
// a ring and why.

shard.grid @g(shape = 4)

func.func @ring(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @+1 {{ring of permutes: predicted 12169.2 us instead of 12382.2 us (4 steps of a 2949.8 us matmul beside a 194.5 us permute)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<256x512xf32> -> tensor<1024x512xf32>
  %y = linalg.matmul ins(%g, %w : tensor<1024x512xf32>, tensor<512x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}

func.func @slower(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-remark-re @+1 {{not a ring: predicted {{.*}} us instead of {{.*}} us (4 steps of a {{.*}} us matmul beside a {{.*}} us permute)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

func.func @other_use(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %c: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  // expected-remark @+1 {{not a ring: the gathered tensor has other uses}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y, %g : tensor<8x4xf32>, tensor<8x4xf32>
}

func.func @columns(%x: tensor<8x1xf32>, %w: tensor<4x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-remark @+1 {{not a ring: the all-gather is not along dimension 0 (the matmul's rows)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 1 : tensor<8x1xf32> -> tensor<8x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

func.func @dynamic(%x: tensor<?x4xf32>, %w: tensor<4x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-remark @+1 {{not a ring: shapes or the group size are not static}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<?x4xf32> -> tensor<?x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<?x4xf32>, tensor<4x4xf32>) outs(%c : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}

func.func @max_scatter(%x: tensor<8x4xf32>, %w: tensor<4x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{not a ring: only a sum reduce-scatter accumulates partial products}}
  %r = maco.reduce_scatter %p on @g grid_axes = [0] scatter_axis = 0 reduction = max : tensor<8x4xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @init_not_zero(%x: tensor<8x4xf32>, %w: tensor<4x4xf32>, %c: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{not a ring: the matmul's init is not a fill with zero}}
  %r = maco.reduce_scatter %p on @g grid_axes = [0] scatter_axis = 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
