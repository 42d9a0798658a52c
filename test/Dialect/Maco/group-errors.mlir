// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Groups: the `grid` symbol must name a `shard.grid` and `grid_axes` must be
// distinct, in-range axes of it. Checked for collectives (blocking and
// started, tensor and memref forms) and for maco.rank / maco.group_size.

func.func @unknown_grid(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op unknown grid symbol @nope}}
  %r = maco.all_reduce %x on @nope grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @not_a_grid(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_gather' op symbol @not_a_grid is not a 'shard.grid'}}
  %r = maco.all_gather %x on @not_a_grid grid_axes = [0] gather_axis = 0 : tensor<4xf32> -> tensor<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @axis_out_of_range(%x: tensor<8xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op grid axis 2 is out of range for grid @grid of rank 2}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [2] scatter_axis = 0 : tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @axis_negative(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast' op grid axis -1 is out of range for grid @grid of rank 2}}
  %r = maco.broadcast %x on @grid grid_axes = [-1] root = 0 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @axis_repeated(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op grid axis 1 appears more than once}}
  %r = maco.all_reduce %x on @grid grid_axes = [1, 0, 1] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @line(shape = 8)

func.func @axis_out_of_range_1d(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op grid axis 1 is out of range for grid @line of rank 1}}
  %r = maco.all_to_all %x on @line grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<1x16xf32>
  return
}

// -----

func.func @start_unknown_grid(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute_start' op unknown grid symbol @missing}}
  %f = maco.permute_start %x on @missing grid_axes = [0] pairs = [[0, 1]] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_repeated_axis(%m: memref<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.send' op grid axis 0 appears more than once}}
  maco.send %m to %p on @grid grid_axes = [0, 0] : memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_start_axis(%p: index) {
  // expected-error @+1 {{'maco.recv_start' op grid axis 3 is out of range for grid @grid of rank 2}}
  %f = maco.recv_start from %p on @grid grid_axes = [3] : -> !maco.future<tensor<4xf32>>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

// A grid nested in another symbol table is not visible from outside it.
module @inner {
  shard.grid @hidden(shape = 2)
}

func.func @nested_grid(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op unknown grid symbol @hidden}}
  %r = maco.all_reduce %x on @hidden grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @grid_attr_not_symbol(%x: tensor<4xf32>) {
  // expected-error @+1 {{invalid properties {grid = "grid", grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>} for op maco.all_reduce: Invalid attribute `grid` in property conversion: "grid"}}
  %r = "maco.all_reduce"(%x) <{grid = "grid", grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @grid_axes_wrong_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{Invalid attribute `grid_axes` in property conversion: array<i64: 0>}}
  %r = "maco.all_reduce"(%x) <{grid = @grid, grid_axes = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// rank / group_size
//===----------------------------------------------------------------------===//

func.func @rank_unknown_grid() -> index {
  // expected-error @+1 {{'maco.rank' op unknown grid symbol @nope}}
  %r = maco.rank on @nope grid_axes = [0]
  return %r : index
}

// -----

func.func @group_size_unknown_grid() -> index {
  // expected-error @+1 {{'maco.group_size' op unknown grid symbol @nope}}
  %r = maco.group_size on @nope
  return %r : index
}

// -----

func.func @rank_not_a_grid() -> index {
  // expected-error @+1 {{'maco.rank' op symbol @rank_not_a_grid is not a 'shard.grid'}}
  %r = maco.rank on @rank_not_a_grid grid_axes = [0]
  return %r : index
}

// -----

func.func private @f()

func.func @group_size_not_a_grid() -> index {
  // expected-error @+1 {{'maco.group_size' op symbol @f is not a 'shard.grid'}}
  %r = maco.group_size on @f grid_axes = [0]
  return %r : index
}

// -----

shard.grid @grid(shape = 2x4)

func.func @rank_axis_out_of_range() -> index {
  // expected-error @+1 {{'maco.rank' op grid axis 2 is out of range for grid @grid of rank 2}}
  %r = maco.rank on @grid grid_axes = [0, 2]
  return %r : index
}

// -----

shard.grid @grid(shape = 2x4)

func.func @group_size_axis_negative() -> index {
  // expected-error @+1 {{'maco.group_size' op grid axis -3 is out of range for grid @grid of rank 2}}
  %r = maco.group_size on @grid grid_axes = [-3]
  return %r : index
}

// -----

shard.grid @grid(shape = 2x4)

func.func @rank_axis_repeated() -> index {
  // expected-error @+1 {{'maco.rank' op grid axis 0 appears more than once}}
  %r = maco.rank on @grid grid_axes = [0, 0]
  return %r : index
}

// -----

shard.grid @grid(shape = 2x4)

func.func @group_size_axis_repeated() -> index {
  // expected-error @+1 {{'maco.group_size' op grid axis 1 appears more than once}}
  %r = maco.group_size on @grid grid_axes = [1, 0, 1]
  return %r : index
}

// -----

// Upstream accepts a zero-sized grid axis; maco rejects it before any shape
// computation divides by the group size (this was a SIGFPE in the verifiers
// of reduce_scatter and all_to_all, blocking and started).
shard.grid @zero(shape = 3x0)

func.func @zero_reduce_scatter(%x: tensor<8x4xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op grid @zero has size 0 along axis 1; every grid axis must have a positive size}}
  %0 = maco.reduce_scatter %x on @zero grid_axes = [1] scatter_axis = 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  return
}

// -----

shard.grid @zero(shape = 0)

func.func @zero_reduce_scatter_start(%x: tensor<8x4xf32>) {
  // expected-error @+1 {{'maco.reduce_scatter_start' op grid @zero has size 0 along axis 0}}
  %f = maco.reduce_scatter_start %x on @zero grid_axes = [0] scatter_axis = 0 : tensor<8x4xf32> -> !maco.future<tensor<2x4xf32>>
  %w = maco.wait %f : !maco.future<tensor<2x4xf32>>
  return
}

// -----

shard.grid @zero(shape = 0)

func.func @zero_all_to_all(%x: tensor<8x4xf32>) {
  // expected-error @+1 {{'maco.all_to_all' op grid @zero has size 0 along axis 0}}
  %0 = maco.all_to_all %x on @zero grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<8x4xf32> -> tensor<8x4xf32>
  return
}

// -----

shard.grid @zero(shape = 0)

func.func @zero_all_to_all_start(%x: tensor<8x4xf32>) {
  // expected-error @+1 {{'maco.all_to_all_start' op grid @zero has size 0 along axis 0}}
  %f = maco.all_to_all_start %x on @zero grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<8x4xf32> -> !maco.future<tensor<8x4xf32>>
  %w = maco.wait %f : !maco.future<tensor<8x4xf32>>
  return
}

// -----

// Every collective and query on such a grid is rejected, also along the
// other axes (group_size would fold to 0).
shard.grid @zero(shape = 4x0)

func.func @zero_other_axis(%x: tensor<8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op grid @zero has size 0 along axis 1}}
  %0 = maco.all_reduce %x on @zero grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return
}

// -----

shard.grid @zero(shape = 4x0)

func.func @zero_group_size() -> index {
  // expected-error @+1 {{'maco.group_size' op grid @zero has size 0 along axis 1}}
  %n = maco.group_size on @zero grid_axes = [0]
  return %n : index
}
