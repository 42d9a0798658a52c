// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Verifier errors of maco.all_gather, maco.reduce_scatter and
// maco.all_to_all (blocking and started, tensor and memref forms): operand
// counts, axes, and the shape rules that depend on the group size.

shard.grid @grid(shape = 2x4)

func.func @gather_two_operands(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_gather' op expects 1 data operand(s), got 2}}
  %r = "maco.all_gather"(%x, %x) <{gather_axis = 0 : i64, grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 2, 0>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_missing_axis(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_gather' op requires attribute 'gather_axis'}}
  %r = "maco.all_gather"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_axis_out_of_range(%x: tensor<2x8xf32>) {
  // expected-error @+1 {{'maco.all_gather' op gather_axis 2 is out of range for an operand of rank 2}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 2 : tensor<2x8xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_axis_negative(%x: tensor<2x8xf32>) {
  // expected-error @+1 {{'maco.all_gather' op gather_axis -1 is out of range for an operand of rank 2}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = -1 : tensor<2x8xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_scalar(%x: tensor<f32>) {
  // expected-error @+1 {{'maco.all_gather' op gather_axis 0 is out of range for an operand of rank 0}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<f32> -> tensor<f32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_size(%x: tensor<2x8xf32>) {
  // The gathered dimension is multiplied by the group size (2 here).
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 2x8 but all_gather of operand shape 2x8 over a group of 2 gives 4x8}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_other_dim(%x: tensor<2x8xf32>) {
  // The dimensions that are not gathered are checked without the grid.
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 4x9 but all_gather of operand shape 2x8 gives ?x8}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<4x9xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_wrong_size(%x: tensor<2x8xf32>) {
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 2x16 but all_gather of operand shape 2x8 over a group of 4 gives 2x32}}
  %r = maco.all_gather %x on @grid grid_axes = [1] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x16xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_multi_axis(%x: tensor<3xi8>) {
  // Over both axes the group has 8 ranks.
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 12 but all_gather of operand shape 3 over a group of 8 gives 24}}
  %r = maco.all_gather %x on @grid grid_axes = [0, 1] gather_axis = 0 : tensor<3xi8> -> tensor<12xi8>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_memref(%x: memref<2xf32>, %y: memref<6xf32>) {
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 6 but all_gather of operand shape 2 over a group of 4 gives 8}}
  maco.all_gather %x into %y on @grid grid_axes = [1] gather_axis = 0 : memref<2xf32> into memref<6xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_memref_no_into(%x: memref<2xf32>) {
  // expected-error @+1 {{'maco.all_gather' op memref form expects 1 'into' buffer(s), got 0}}
  maco.all_gather %x on @grid grid_axes = [1] gather_axis = 0 : memref<2xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_start(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.all_gather_start' op result #0 has shape 2 but all_gather of operand shape 2 over a group of 2 gives 4}}
  %f = maco.all_gather_start %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2xf32> -> !maco.future<tensor<2xf32>>
  %r = maco.wait %f : !maco.future<tensor<2xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @gather_element_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.all_gather' op result #0 element type 'f64' differs from operand element type 'f32'}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2xf32> -> tensor<4xf64>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_axis_out_of_range(%x: tensor<8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op scatter_axis 1 is out of range for an operand of rank 1}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 1 : tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_not_divisible(%x: tensor<6x8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op scattered dimension 0 of size 6 is not divisible by the group size 4}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [1] scatter_axis = 0 : tensor<6x8xf32> -> tensor<1x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_size(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op result #0 has shape 8x4 but reduce_scatter of operand shape 8x8 over a group of 4 gives 8x2}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [1] scatter_axis = 1 : tensor<8x8xf32> -> tensor<8x4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_in_place(%m: memref<8xf32>) {
  // A reduce-scatter cannot be in place: the result is smaller.
  // expected-error @+1 {{'maco.reduce_scatter' op result #0 has shape 8 but reduce_scatter of operand shape 8 over a group of 2 gives 4}}
  maco.reduce_scatter %m into %m on @grid grid_axes = [0] scatter_axis = 0 : memref<8xf32> into memref<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_avg_integer(%x: tensor<8xi32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op reduction 'avg' needs a floating-point element type, got 'i32'}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 0 reduction = avg : tensor<8xi32> -> tensor<4xi32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_start_not_divisible(%m: memref<7xf32>, %o: memref<1xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter_start' op scattered dimension 0 of size 7 is not divisible by the group size 2}}
  %f = maco.reduce_scatter_start %m into %o on @grid grid_axes = [0] scatter_axis = 0 : memref<7xf32> into memref<1xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scatter_two_results(%x: tensor<8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op expects 1 result(s), got 2}}
  %r:2 = "maco.reduce_scatter"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>, reduction = #maco<reduction sum>, scatter_axis = 0 : i64}> : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_split_out_of_range(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op split_axis 2 is out of range for an operand of rank 2}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 2 concat_axis = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_concat_out_of_range(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op concat_axis -3 is out of range for an operand of rank 2}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = -3 : tensor<8x2xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_not_divisible(%x: tensor<6x2xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op split dimension 0 of size 6 is not divisible by the group size 4}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<6x2xf32> -> tensor<2x8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_shape(%x: tensor<8x2xf32>) {
  // Split axis 0 by 4, concatenate along axis 1 times 4: 2x8, not 8x2.
  // expected-error @+1 {{'maco.all_to_all' op result #0 has shape 8x2 but all_to_all of operand shape 8x2 over a group of 4 gives 2x8}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<8x2xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_rank(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op result #0 has rank 1 but the operand has rank 2}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<16xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_start_memref_into(%x: memref<8xf32>) {
  // expected-error @+1 {{'maco.all_to_all_start' op memref form expects 1 'into' buffer(s), got 2}}
  %f = maco.all_to_all_start %x into %x, %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 0 : memref<8xf32> into memref<8xf32>, memref<8xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

// Over a group whose size the grid leaves dynamic, a dimension the group
// size scales has no static size: the result must say `?` there.
shard.grid @dyn(shape = ?)

func.func @gather_static_over_dynamic_group(%x: tensor<3x8xf32>) {
  // expected-error @+1 {{'maco.all_gather' op result #0 has static size 12 along the gathered dimension 0, but the group size of grid @dyn along grid_axes [0] is dynamic; that dimension must be dynamic ('?')}}
  %r = maco.all_gather %x on @dyn grid_axes = [0] gather_axis = 0 : tensor<3x8xf32> -> tensor<12x8xf32>
  return
}

// -----

shard.grid @dyn(shape = 2x?)

func.func @reduce_scatter_start_static_over_dynamic_group(%x: tensor<?x8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter_start' op result #0 has static size 3 along the scattered dimension 0, but the group size of grid @dyn along grid_axes [1, 0] is dynamic; that dimension must be dynamic ('?')}}
  %f = maco.reduce_scatter_start %x on @dyn grid_axes = [1, 0] scatter_axis = 0 : tensor<?x8xf32> -> !maco.future<tensor<3x8xf32>>
  %r = maco.wait %f : !maco.future<tensor<3x8xf32>>
  return
}

// -----

shard.grid @dyn(shape = ?x2)

func.func @all_to_all_memref_static_over_dynamic_group(%x: memref<8x4xf32>, %y: memref<?x8xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op result #0 has static size 8 along the concatenated dimension 1, but the group size of grid @dyn along grid_axes [0] is dynamic; that dimension must be dynamic ('?')}}
  maco.all_to_all %x into %y on @dyn grid_axes = [0] split_axis = 0 concat_axis = 1 : memref<8x4xf32> into memref<?x8xf32>
  return
}

// -----

// The same over the static axis of that grid: the group has 2 ranks.
shard.grid @dyn(shape = ?x2)

func.func @static_axis_of_dynamic_grid(%x: tensor<3x8xf32>) {
  // expected-error @+1 {{'maco.all_gather' op result #0 has shape 12x8 but all_gather of operand shape 3x8 over a group of 2 gives 6x8}}
  %r = maco.all_gather %x on @dyn grid_axes = [1] gather_axis = 0 : tensor<3x8xf32> -> tensor<12x8xf32>
  return
}
