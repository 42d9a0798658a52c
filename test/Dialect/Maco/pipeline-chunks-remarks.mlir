// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=4 remarks}))' -split-input-file -verify-diagnostics
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{remarks}))' -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=1 remarks}))' -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: remark: 'maco.all_reduce' not chunked: chunks=1

shard.grid @g(shape = 4)

func.func @other_users(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: its producer 'linalg.matmul' has other users}}
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r, %m : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @dynamic(%a: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-remark @+1 {{'maco.all_reduce' not chunked: dynamic shape}}
  %r = maco.all_reduce %a on @g grid_axes = [0] : tensor<?x8xf32> -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @not_linalg(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = arith.addf %a, %a : tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: its operand is not the result of a linalg op on tensors}}
  %r = maco.all_reduce %s on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @several(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-remark @+1 {{'maco.all_reduce' not chunked: it combines several tensors}}
  %r:2 = maco.all_reduce %a, %b on @g grid_axes = [0] : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>, tensor<8xf32>
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// 6 rows and 6 columns: no parallel dimension divides into 4.
func.func @indivisible(%a: tensor<6x8xf32>, %b: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: no parallel dimension of 'linalg.matmul' is divisible by 4}}
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<6x6xf32> -> tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}

// -----

shard.grid @g(shape = 4)

// A reduction (row sums): its only parallel dimension is the scatter axis.
func.func @scatter_axis_only(%a: tensor<16x8xf32>, %c: tensor<16xf32>) -> tensor<4xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<16x8xf32>) outs(%c : tensor<16xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %y = arith.addf %x, %acc : f32
      linalg.yield %y : f32
  } -> tensor<16xf32>
  // expected-remark @+1 {{'maco.reduce_scatter' not chunked: no parallel dimension of 'linalg.generic' is divisible by 4}}
  %r = maco.reduce_scatter %s on @g grid_axes = [0] scatter_axis = 0 : tensor<16xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @gather_several_users(%x: tensor<8x8xf32>) -> (tensor<32x8xf32>, tensor<32x8xf32>) {
  // expected-remark @+1 {{'maco.all_gather' not chunked: its result has several users}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %s = arith.addf %g, %g : tensor<32x8xf32>
  return %g, %s : tensor<32x8xf32>, tensor<32x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @gather_not_linalg(%x: tensor<8x8xf32>) -> tensor<32x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: its result is not an input of a linalg op on tensors}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %s = arith.negf %g : tensor<32x8xf32>
  return %s : tensor<32x8xf32>
}

// -----

shard.grid @g(shape = 4)

// The gathered axis is the contraction dimension of the matmul.
func.func @gather_reduction(%x: tensor<8x2xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: the gathered axis is a reduction of the consumer}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 1 : tensor<8x2xf32> -> tensor<8x8xf32>
  %m = linalg.matmul ins(%g, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%w : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @gather_init(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %c: tensor<32x8xf32>) -> tensor<32x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: the consumer's init is neither tensor.empty nor a fill of one}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %m = linalg.matmul ins(%g, %w : tensor<32x8xf32>, tensor<8x8xf32>) outs(%c : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %m : tensor<32x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Chunked with chunks=4; the cost model (cpu-local) keeps it whole.
// MODEL: remark: 'maco.all_reduce' not chunked: the cost model chooses 1 chunk (compute {{.*}} us, communication {{.*}} us)
func.func @small(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @index_semantics(%c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%c : tensor<8x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: its producer 'linalg.generic' reads loop indices (linalg.index)}}
  %r = maco.all_reduce %t on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @producer_other_block(%a: tensor<8x8xf32>, %p: i1) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = scf.if %p -> tensor<8x8xf32> {
    // expected-remark @+1 {{'maco.all_reduce' not chunked: its producer is in another block}}
    %x = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
    scf.yield %x : tensor<8x8xf32>
  } else {
    scf.yield %a : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// The producer's operands are dynamic although its result is not.
func.func @dynamic_producer(%a: tensor<8x?xf32>, %b: tensor<?x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<8x?xf32>, tensor<?x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: dynamic shape}}
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// A full reduction to a scalar has no parallel loop at all.
// MODEL: remark: 'maco.all_reduce' not chunked: 'linalg.generic' has no parallel dimension that can be split
func.func @scalar(%a: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %s = linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%a : tensor<8xf32>) outs(%c : tensor<f32>) {
    ^bb0(%x: f32, %acc: f32):
      %y = arith.addf %x, %acc : f32
      linalg.yield %y : f32
  } -> tensor<f32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: no parallel dimension of 'linalg.generic' is divisible by 4}}
  %r = maco.all_reduce %s on @g grid_axes = [0] : tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}

// -----

shard.grid @dyn(shape = ?)

// A grid of unknown size: chunks=4 needs no group size for an all-reduce
// (no remark), the cost model does.
// MODEL: remark: 'maco.all_reduce' not chunked: the group size is unknown
func.func @unknown_group(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.all_reduce %m on @dyn grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @dyn(shape = ?)

// The all-gather needs the group size to place the chunks.
// MODEL: remark: 'maco.all_gather' not chunked: the group size is unknown
func.func @gather_unknown_group(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %e: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: the group size is unknown}}
  %g = maco.all_gather %x on @dyn grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<?x8xf32>
  %m = linalg.matmul ins(%g, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %m : tensor<?x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @gather_dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: dynamic shape}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  return %g : tensor<?x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @gather_other_block(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %y: tensor<32x8xf32>, %p: i1) -> tensor<32x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: its consumer is in another block}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %r = scf.if %p -> tensor<32x8xf32> {
    %e = tensor.empty() : tensor<32x8xf32>
    %m = linalg.matmul ins(%g, %w : tensor<32x8xf32>, tensor<8x8xf32>) outs(%e : tensor<32x8xf32>) -> tensor<32x8xf32>
    scf.yield %m : tensor<32x8xf32>
  } else {
    scf.yield %y : tensor<32x8xf32>
  }
  return %r : tensor<32x8xf32>
}

// -----

shard.grid @g(shape = 4)

// The gathered value is added to another full-size input: that input would
// need the same rank-interleaved chunks.
func.func @gather_other_input(%x: tensor<8x8xf32>, %y: tensor<32x8xf32>) -> tensor<32x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: another input of the consumer is indexed along the gathered axis}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %e = tensor.empty() : tensor<32x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<32x8xf32>, tensor<32x8xf32>) outs(%e : tensor<32x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
  } -> tensor<32x8xf32>
  return %s : tensor<32x8xf32>
}

// -----

shard.grid @g(shape = 4)

// A convolution reads the gathered axis at i + k.
func.func @gather_compound(%x: tensor<8xf32>, %f: tensor<4xf32>) -> tensor<29xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: 'linalg.conv_1d' does not index the gathered axis by a loop}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> tensor<32xf32>
  %e = tensor.empty() : tensor<29xf32>
  %c = linalg.conv_1d ins(%g, %f : tensor<32xf32>, tensor<4xf32>) outs(%e : tensor<29xf32>) -> tensor<29xf32>
  return %c : tensor<29xf32>
}

// -----

shard.grid @g(shape = 4)

// The gathered rows do not appear in the result.
func.func @gather_not_in_result(%x: tensor<8x8xf32>) -> tensor<8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: the gathered axis does not map to one result axis}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<32x8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// Memref and start/wait forms are not candidates: no remark.
func.func @not_candidates(%a: memref<8x8xf32>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  linalg.matmul ins(%a, %a : memref<8x8xf32>, memref<8x8xf32>) outs(%a : memref<8x8xf32>)
  maco.all_reduce %a into %a on @g grid_axes = [0] : memref<8x8xf32> into memref<8x8xf32>
  %m = linalg.matmul ins(%t, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = maco.all_reduce_start %m on @g grid_axes = [0] : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8x8xf32>>
  return %r : tensor<8x8xf32>
}

// -----

// Zero-element tensors: nothing to split (slices of them would be out of
// bounds, which was invalid IR).
shard.grid @g(shape = 4)

func.func @no_elements(%a: tensor<0x0xf32>, %b: tensor<8x0xf32>, %c: tensor<0x8xf32>, %d: tensor<8x8xf32>) -> (tensor<0x0xf32>, tensor<8x8xf32>) {
  %m = linalg.matmul ins(%a, %a : tensor<0x0xf32>, tensor<0x0xf32>) outs(%a : tensor<0x0xf32>) -> tensor<0x0xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: a tensor of the chain has no elements}}
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<0x0xf32> -> tensor<0x0xf32>
  // A non-empty result of an empty contraction.
  %n = linalg.matmul ins(%b, %c : tensor<8x0xf32>, tensor<0x8xf32>) outs(%d : tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-remark @+1 {{'maco.all_reduce' not chunked: a tensor of the chain has no elements}}
  %s = maco.all_reduce %n on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r, %s : tensor<0x0xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @no_elements_gather(%x: tensor<2x0xf32>, %w: tensor<0x8xf32>) -> tensor<8x8xf32> {
  // expected-remark @+1 {{'maco.all_gather' not chunked: a tensor of the gather or its consumer has no elements}}
  %y = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x0xf32> -> tensor<8x0xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %m = linalg.matmul ins(%y, %w : tensor<8x0xf32>, tensor<0x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}
