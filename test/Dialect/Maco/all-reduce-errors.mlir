// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Verifier errors of maco.all_reduce and maco.all_reduce_start: operand and
// result counts, tensor/memref form, element types, reductions, shapes.

shard.grid @grid(shape = 2x4)

func.func @no_operand() {
  // expected-error @+1 {{'maco.all_reduce' op expects at least one operand}}
  maco.all_reduce on @grid grid_axes = [0] :
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @result_count(%x: tensor<4xf32>, %y: tensor<8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op expects 2 result(s), got 1}}
  %r = maco.all_reduce %x, %y on @grid grid_axes = [0] : tensor<4xf32>, tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @no_result(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op expects 1 result(s), got 0}}
  maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @mixed_forms(%x: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op operands must be all ranked tensors (tensor form) or all memrefs (memref form), got 'tensor<4xf32>'}}
  maco.all_reduce %x, %m into %m, %m on @grid grid_axes = [0] : tensor<4xf32>, memref<4xf32> into memref<4xf32>, memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @tensor_with_into(%x: tensor<4xf32>, %m: memref<4xf32>) {
  // A tensor operand with an `into` buffer is neither form.
  // expected-error @+1 {{'maco.all_reduce' op operands must be all ranked tensors (tensor form) or all memrefs (memref form), got 'tensor<4xf32>'}}
  maco.all_reduce %x into %m on @grid grid_axes = [0] : tensor<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @unranked(%x: tensor<*xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op operands must be all ranked tensors (tensor form) or all memrefs (memref form), got 'tensor<*xf32>'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<*xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @vector_operand(%x: vector<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op operands must be all ranked tensors (tensor form) or all memrefs (memref form), got 'vector<4xf32>'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : vector<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @tensor_into(%x: tensor<4xf32>) {
  // `into` buffers must be memrefs.
  // expected-error @+1 {{'maco.all_reduce' op operand #1 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  "maco.all_reduce"(%x, %x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 1>, reduction = #maco<reduction sum>}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_with_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op memref form must not produce values, got 1}}
  %r = maco.all_reduce %m into %m on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_into_count(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op memref form expects 2 'into' buffer(s), got 1}}
  maco.all_reduce %a, %b into %a on @grid grid_axes = [0] : memref<4xf32>, memref<8xf32> into memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_no_into(%a: memref<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op memref form expects 1 'into' buffer(s), got 0}}
  maco.all_reduce %a on @grid grid_axes = [0] : memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @memref_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op result #0 has shape 8 but all_reduce of operand shape 4 gives 4}}
  maco.all_reduce %a into %b on @grid grid_axes = [0] : memref<4xf32> into memref<8xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_i16(%x: tensor<4xi16>) {
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'i16'; expected f16, bf16, f32, f64, i8, i32 or i64}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xi16> -> tensor<4xi16>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_unsigned(%x: tensor<4xui32>) {
  // Only signless integers are supported.
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'ui32'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xui32> -> tensor<4xui32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_f8(%x: tensor<4xf8E4M3FN>) {
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'f8E4M3FN'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf8E4M3FN> -> tensor<4xf8E4M3FN>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_complex(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'complex<f32>'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_index(%m: memref<4xindex>) {
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'index'}}
  maco.all_reduce %m into %m on @grid grid_axes = [0] : memref<4xindex> into memref<4xindex>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @unsupported_result_element_type(%x: tensor<4xf32>) {
  // The result's element type is checked too (before the two are compared).
  // expected-error @+1 {{'maco.all_reduce' op unsupported element type 'i1'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xi1>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @avg_on_integer(%x: tensor<4xi32>) {
  // expected-error @+1 {{'maco.all_reduce' op reduction 'avg' needs a floating-point element type, got 'i32'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] reduction = avg : tensor<4xi32> -> tensor<4xi32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @avg_on_integer_in_bucket(%x: tensor<4xf32>, %y: tensor<4xi8>) {
  // One integer tensor in a bucket is enough to reject avg.
  // expected-error @+1 {{'maco.all_reduce' op reduction 'avg' needs a floating-point element type, got 'i8'}}
  %r:2 = maco.all_reduce %x, %y on @grid grid_axes = [0] reduction = avg : tensor<4xf32>, tensor<4xi8> -> tensor<4xf32>, tensor<4xi8>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @avg_on_integer_start(%m: memref<4xi64>) {
  // expected-error @+1 {{'maco.all_reduce_start' op reduction 'avg' needs a floating-point element type, got 'i64'}}
  %f = maco.all_reduce_start %m into %m on @grid grid_axes = [0] reduction = avg : memref<4xi64> into memref<4xi64> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @unknown_reduction(%x: tensor<4xf32>) {
  // expected-error @+1 {{unknown reduction 'mean'; expected sum, prod, max, min or avg}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] reduction = mean : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @element_type_mismatch(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op result #0 element type 'f16' differs from operand element type 'f32'}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf16>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @rank_mismatch(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op result #0 has rank 1 but the operand has rank 2}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4x8xf32> -> tensor<32xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @shape_mismatch_second(%x: tensor<4xf32>, %y: tensor<4x8xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op result #1 has shape 4x9 but all_reduce of operand shape 4x8 gives 4x8}}
  %r:2 = maco.all_reduce %x, %y on @grid grid_axes = [0] : tensor<4xf32>, tensor<4x8xf32> -> tensor<4xf32>, tensor<4x9xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @swapped_results(%x: tensor<4xf32>, %y: tensor<8xf32>) {
  // Results are matched to operands by position.
  // expected-error @+1 {{'maco.all_reduce' op result #0 has shape 8 but all_reduce of operand shape 4 gives 4}}
  %r:2 = maco.all_reduce %x, %y on @grid grid_axes = [0] : tensor<4xf32>, tensor<8xf32> -> tensor<8xf32>, tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @scalar_shape(%x: tensor<f32>) {
  // expected-error @+1 {{'maco.all_reduce' op result #0 has rank 1 but the operand has rank 0}}
  %r = maco.all_reduce %x on @grid grid_axes = [0] : tensor<f32> -> tensor<1xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @bad_segment_sizes(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %r = "maco.all_reduce"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 1>, reduction = #maco<reduction sum>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @missing_grid(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce' op requires attribute 'grid'}}
  %r = "maco.all_reduce"(%x) <{grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @start_future_count(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op expects 1 future value(s), got 0}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @start_memref_future_values(%m: memref<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op memref form must not produce values, got 1}}
  %f = maco.all_reduce_start %m into %m on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32> -> !maco.future<tensor<4xf32>>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @start_future_of_memref(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op produced values must be ranked tensors, got 'memref<4xf32>'}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<memref<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @start_shape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op result #0 has shape 5 but all_reduce of operand shape 4 gives 4}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<5xf32>>
  %r = maco.wait %f : !maco.future<tensor<5xf32>>
  return
}
