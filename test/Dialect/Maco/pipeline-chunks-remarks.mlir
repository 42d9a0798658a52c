// RUN: maco-opt %s -maco-pipeline-chunks="chunks=4 remarks" -split-input-file -verify-diagnostics
// RUN: maco-opt %s -maco-pipeline-chunks="remarks" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODEL

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
