// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Verifier errors of maco.broadcast and maco.permute: roots, source/target
// pairs (checked without and then against the group size) and shapes.

shard.grid @grid(shape = 2x4)

func.func @root_negative(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast' op root -1 must be non-negative}}
  %r = maco.broadcast %x on @grid grid_axes = [0] root = -1 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @root_out_of_range(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast' op root 2 is out of range for a group of size 2}}
  %r = maco.broadcast %x on @grid grid_axes = [0] root = 2 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @root_no_axes(%x: tensor<4xf32>) {
  // Without grid axes the group is the calling rank alone: only root 0.
  // expected-error @+1 {{'maco.broadcast' op root 1 is out of range for a group of size 1}}
  %r = maco.broadcast %x on @grid root = 1 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @root_out_of_range_start(%m: memref<4xf32>) {
  // expected-error @+1 {{'maco.broadcast_start' op root 8 is out of range for a group of size 8}}
  %f = maco.broadcast_start %m into %m on @grid grid_axes = [0, 1] root = 8 : memref<4xf32> into memref<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @broadcast_shape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast' op result #0 has shape 8 but broadcast of operand shape 4 gives 4}}
  %r = maco.broadcast %x on @grid grid_axes = [0] root = 0 : tensor<4xf32> -> tensor<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @broadcast_element_type(%x: tensor<4xbf16>) {
  // expected-error @+1 {{'maco.broadcast' op result #0 element type 'f16' differs from operand element type 'bf16'}}
  %r = maco.broadcast %x on @grid grid_axes = [0] root = 0 : tensor<4xbf16> -> tensor<4xf16>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @broadcast_missing_root(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast' op requires attribute 'root'}}
  %r = "maco.broadcast"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @broadcast_no_operand() {
  // expected-error @+1 {{'maco.broadcast' op expects 1 data operand(s), got 0}}
  %r = "maco.broadcast"() <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 0, 0>, root = 0 : i64}> : () -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_odd(%x: tensor<4xf32>) {
  // The custom syntax cannot express an odd number of values; the generic
  // form can.
  // expected-error @+1 {{'maco.permute' op pairs must hold [source, target] pairs, got an odd number of values}}
  %r = "maco.permute"(%x) <{grid = @grid, grid_axes = array<i16: 1>, operandSegmentSizes = array<i32: 1, 0>, pairs = array<i64: 0, 1, 2>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_negative(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute' op pair [0, -1] has a negative rank}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, -1]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_negative_source(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute' op pair [-2, 0] has a negative rank}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 1], [-2, 0]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_repeated_source(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute' op source 0 appears in more than one pair}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 1], [0, 2]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_repeated_target(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute' op target 3 appears in more than one pair}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 3], [1, 3]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_out_of_range(%x: tensor<4xf32>) {
  // A ring of 4 over an axis of size 2.
  // expected-error @+1 {{'maco.permute' op pair [1, 2] is out of range for a group of size 2}}
  %r = maco.permute %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_out_of_range_target(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'maco.permute_start' op pair [1, 4] is out of range for a group of size 4}}
  %f = maco.permute_start %x into %y on @grid grid_axes = [1] pairs = [[1, 4]] : memref<4xf32> into memref<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @pairs_syntax(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected ','}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0 1]] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @permute_shape(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'maco.permute' op result #0 has shape 8x4 but permute of operand shape 4x8 gives 4x8}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 1], [1, 0]] : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}
