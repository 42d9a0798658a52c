// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Element types: every collective accepts exactly f16, bf16, f32, f64 and
// the signless integers i8, i32, i64 (operands and results alike), and the
// avg reduction only floating-point ones. One case per collective kind and
// form; all_reduce has more in all-reduce-errors.mlir.

shard.grid @grid(shape = 2x4)

func.func @all_gather_i16(%x: tensor<2xi16>) {
  // expected-error @+1 {{'maco.all_gather' op unsupported element type 'i16'; expected f16, bf16, f32, f64, i8, i32 or i64}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2xi16> -> tensor<4xi16>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @reduce_scatter_si32(%x: tensor<8xsi32>) {
  // expected-error @+1 {{'maco.reduce_scatter' op unsupported element type 'si32'}}
  %r = maco.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 0 : tensor<8xsi32> -> tensor<4xsi32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @broadcast_tf32(%x: tensor<4xtf32>) {
  // expected-error @+1 {{'maco.broadcast' op unsupported element type 'tf32'}}
  %r = maco.broadcast %x on @grid grid_axes = [0] root = 0 : tensor<4xtf32> -> tensor<4xtf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_to_all_i4(%x: tensor<8xi4>) {
  // expected-error @+1 {{'maco.all_to_all' op unsupported element type 'i4'}}
  %r = maco.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 0 : tensor<8xi4> -> tensor<8xi4>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @permute_f8(%x: memref<4xf8E5M2>, %y: memref<4xf8E5M2>) {
  // expected-error @+1 {{'maco.permute' op unsupported element type 'f8E5M2'}}
  maco.permute %x into %y on @grid grid_axes = [0] pairs = [[0, 1]] : memref<4xf8E5M2> into memref<4xf8E5M2>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_start_i128(%p: index) {
  // expected-error @+1 {{'maco.recv_start' op unsupported element type 'i128'}}
  %f = maco.recv_start from %p on @grid grid_axes = [0] : -> !maco.future<tensor<4xi128>>
  %r = maco.wait %f : !maco.future<tensor<4xi128>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @all_gather_start_result_type(%x: tensor<2xf16>) {
  // expected-error @+1 {{'maco.all_gather_start' op result #0 element type 'bf16' differs from operand element type 'f16'}}
  %f = maco.all_gather_start %x on @grid grid_axes = [0] gather_axis = 0 : tensor<2xf16> -> !maco.future<tensor<4xbf16>>
  %r = maco.wait %f : !maco.future<tensor<4xbf16>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_element_type_mismatch(%a: memref<4xf32>, %b: memref<4xf64>) {
  // expected-error @+1 {{'maco.all_reduce' op result #0 element type 'f64' differs from operand element type 'f32'}}
  maco.all_reduce %a into %b on @grid grid_axes = [0] : memref<4xf32> into memref<4xf64>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @avg_i8_start(%x: tensor<8xi8>) {
  // expected-error @+1 {{'maco.reduce_scatter_start' op reduction 'avg' needs a floating-point element type, got 'i8'}}
  %f = maco.reduce_scatter_start %x on @grid grid_axes = [0] scatter_axis = 0 reduction = avg : tensor<8xi8> -> !maco.future<tensor<4xi8>>
  %r = maco.wait %f : !maco.future<tensor<4xi8>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_non_tensor_result(%f: !maco.future<i32>) {
  // maco.wait yields ranked tensors only.
  // expected-error @+1 {{'maco.wait' op result #0 must be variadic of ranked tensor of any type values, but got 'i32'}}
  %r = maco.wait %f : !maco.future<i32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @start_returns_non_future(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op result #0 must be future of a started collective, but got 'tensor<4xf32>'}}
  %f = "maco.all_reduce_start"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>, reduction = #maco<reduction sum>, stream = 1 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
