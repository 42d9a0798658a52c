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

// Other uses after the consumer get the gathered tensor assembled during
// the ring. Its copies count in the prediction: the same matmul as @ring
// is no longer predicted faster as a ring. Before the consumer: no ring.
func.func @other_use(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>, %c: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x512xf32>) {
  // expected-remark @+1 {{not a ring: predicted 12491.9 us instead of 12382.2 us (4 steps of a 2949.8 us matmul beside a 194.5 us permute)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<256x512xf32> -> tensor<1024x512xf32>
  %y = linalg.matmul ins(%g, %w : tensor<1024x512xf32>, tensor<512x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %y, %g : tensor<1024x1024xf32>, tensor<1024x512xf32>
}

func.func @used_before(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %c: tensor<8x4xf32>) -> (tensor<8x4xf32>, f32) {
  // expected-remark @+1 {{not a ring: its first use does not compute its result from the rows of the gathered tensor (and nothing else)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %g[%c0, %c0] : tensor<8x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y, %v : tensor<8x4xf32>, f32
}

// Gathered along the rows of a matmul's right operand (its reduction):
// not a row-wise consumer; a consumer that reads its row index neither.
func.func @rhs(%x: tensor<1x4xf32>, %a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{not a ring: its first use does not compute its result from the rows of the gathered tensor (and nothing else)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<1x4xf32> -> tensor<4x4xf32>
  %y = linalg.matmul ins(%a, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

func.func @row_index(%x: tensor<1x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{not a ring: its first use does not compute its result}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<1x4xf32> -> tensor<4x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %s = arith.addf %v, %f : f32
      linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
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

// Zero-sized dimensions: nothing to overlap, and no block of them can be
// sliced (upstream rejects every static offset into a dimension of size 0).
func.func @empty_columns(%x: tensor<256x1024xi8>, %w: tensor<1024x0xi8>, %c: tensor<1024x0xi8>) -> tensor<1024x0xi8> {
  // expected-remark @+1 {{not a ring: a tensor of the all-gather or its matmul has no elements}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<256x1024xi8> -> tensor<1024x1024xi8>
  %y = linalg.matmul ins(%g, %w : tensor<1024x1024xi8>, tensor<1024x0xi8>) outs(%c : tensor<1024x0xi8>) -> tensor<1024x0xi8>
  return %y : tensor<1024x0xi8>
}

func.func @empty_shards(%x: tensor<2x0xf32>, %w: tensor<0x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-remark @+1 {{not a ring: a tensor of the all-gather or its matmul has no elements}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x0xf32> -> tensor<8x0xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x0xf32>, tensor<0x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

func.func @empty_scatter(%x: tensor<8x4xf32>, %w: tensor<4x0xf32>) -> tensor<2x0xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x0xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x0xf32>) -> tensor<8x0xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x0xf32>) outs(%z : tensor<8x0xf32>) -> tensor<8x0xf32>
  // expected-remark @+1 {{not a ring: a tensor of the matmul or the reduce-scatter has no elements}}
  %r = maco.reduce_scatter %p on @g grid_axes = [0] scatter_axis = 0 : tensor<8x0xf32> -> tensor<2x0xf32>
  return %r : tensor<2x0xf32>
}
