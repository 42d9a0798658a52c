// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{target=cpu-local remarks}))' -split-input-file -verify-diagnostics -o /dev/null

// With `remarks`, every all-reduce says whether it was decomposed and why.

shard.grid @g(shape = 4)
#id = affine_map<(i, j) -> (i, j)>

func.func @decomposed(%x: tensor<1024x256xf32>, %b: tensor<1024x256xf32>) -> tensor<1024x256xf32> {
  // expected-remark @+1 {{decomposed into reduce-scatter + all-gather: predicted 704.1 us instead of 906.5 us (1 element-wise op(s) on 1/4 of the data, 1 all-gather(s))}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1024x256xf32> -> tensor<1024x256xf32>
  %e = tensor.empty() : tensor<1024x256xf32>
  %y = linalg.add ins(%r, %b : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%e : tensor<1024x256xf32>) -> tensor<1024x256xf32>
  return %y : tensor<1024x256xf32>
}

func.func @slower(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @+1 {{not decomposed: predicted 0.7 us instead of 0.5 us (1 element-wise op(s) on 1/4 of the data, 1 all-gather(s))}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.add ins(%r, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

func.func @no_consumer(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @+1 {{not decomposed: no element-wise consumer to shard}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A body that reads its position is not element-wise on slices.
func.func @index_body(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @+1 {{not decomposed: no element-wise consumer to shard}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.addf %a, %f : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

func.func @also_used(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // expected-remark @+1 {{not decomposed: the reduced value itself is also used by an op that is not element-wise}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.add ins(%r, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y, %r : tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @indivisible(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  // expected-remark @+1 {{not decomposed: no dimension of tensor<3x5xf32> is divisible by the group size 4}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<3x5xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-remark @+1 {{not decomposed: the shape is not static (or of rank 0)}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @variadic(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-remark @+1 {{not decomposed: only a single-operand tensor-form all-reduce is}}
  %r:2 = maco.all_reduce %x, %y on @g grid_axes = [0] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>, tensor<4xf32>
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
