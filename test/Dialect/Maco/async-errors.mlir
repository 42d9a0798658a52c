// RUN: maco-opt %s -split-input-file -verify-diagnostics

// The future rules of started collectives: every future is consumed by
// exactly one `maco.wait`, in the block of its start and after it; nothing
// else may use a future; in the memref form the buffers of an in-flight
// collective are not touched before its wait; started collectives run on a
// communication stream (>= 1).

shard.grid @grid(shape = 2x4)

func.func @never_waited(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op future is never waited; every started collective needs exactly one 'maco.wait'}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @never_waited_memref(%m: memref<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.send_start' op future is never waited}}
  %f = maco.send_start %m to %p on @grid grid_axes = [0] : memref<4xf32> -> !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @waited_twice(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_gather_start' op future is waited or used more than once}}
  %f = maco.all_gather_start %x on @grid grid_axes = [0] gather_axis = 0 : tensor<4xf32> -> !maco.future<tensor<8xf32>>
  %a = maco.wait %f : !maco.future<tensor<8xf32>>
  %b = maco.wait %f : !maco.future<tensor<8xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func private @consume(!maco.future<tensor<4xf32>>)

func.func @waited_and_passed(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.broadcast_start' op future is waited or used more than once}}
  %f = maco.broadcast_start %x on @grid grid_axes = [0] root = 0 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  func.call @consume(%f) : (!maco.future<tensor<4xf32>>) -> ()
  %a = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @returned(%x: tensor<4xf32>) -> !maco.future<tensor<4xf32>> {
  // A future cannot escape its block (here: its function).
  // expected-error @+1 {{'maco.all_reduce_start' op future is passed to 'func.return': a future cannot leave its block}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  return %f : !maco.future<tensor<4xf32>>
}

// -----

shard.grid @grid(shape = 2x4)

func.func private @consume(!maco.future<tensor<4xf32>>)

func.func @passed_to_call(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.permute_start' op future is passed to 'func.call': a future cannot leave its block}}
  %f = maco.permute_start %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  func.call @consume(%f) : (!maco.future<tensor<4xf32>>) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_in_nested_region(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // A conditional wait could leave the collective unwaited.
  // expected-error @+1 {{'maco.all_reduce_start' op 'maco.wait' must be in the same block as the start}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %r = scf.if %c -> tensor<4xf32> {
    %w = maco.wait %f : !maco.future<tensor<4xf32>>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_in_successor_block(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'maco.reduce_scatter_start' op 'maco.wait' must be in the same block as the start}}
  %f = maco.reduce_scatter_start %x on @grid grid_axes = [0] scatter_axis = 0 : tensor<4xf32> -> !maco.future<tensor<2xf32>>
  cf.br ^bb1
^bb1:
  %w = maco.wait %f : !maco.future<tensor<2xf32>>
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_in_loop(%x: tensor<4xf32>, %n: index) {
  // Waiting in a loop would wait once per iteration.
  // expected-error @+1 {{'maco.all_reduce_start' op 'maco.wait' must be in the same block as the start}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %w = maco.wait %f : !maco.future<tensor<4xf32>>
  }
  return
}

// -----

shard.grid @grid(shape = 2x4)

// Started in one iteration, waited in the next: not expressible (the
// buffers of an in-flight collective cannot cross a loop boundary yet).
func.func @future_across_iterations(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'maco.all_reduce_start' op future is passed to 'scf.for': a future cannot leave its block (carrying it across loop iterations or out of a region is not supported); wait in the block of the start}}
  %f0 = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (!maco.future<tensor<4xf32>>) {
    %w = maco.wait %f : !maco.future<tensor<4xf32>>
    %g = maco.all_reduce_start %w on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
    scf.yield %g : !maco.future<tensor<4xf32>>
  }
  %last = maco.wait %r : !maco.future<tensor<4xf32>>
  return %last : tensor<4xf32>
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_before_start(%x: tensor<4xf32>) {
  %w = maco.wait %f : !maco.future<tensor<4xf32>>
  // expected-error @+1 {{'maco.all_reduce_start' op 'maco.wait' comes before the start}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @stream_zero(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_reduce_start' op stream must be >= 1 (stream 0 is the compute stream)}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 0 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %w = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @stream_negative(%p: index) {
  // expected-error @+1 {{'maco.recv_start' op stream must be >= 1}}
  %f = maco.recv_start from %p on @grid grid_axes = [0] stream = -2 : -> !maco.future<tensor<4xf32>>
  %w = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @stream_zero_generic(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.all_to_all_start' op stream must be >= 1}}
  %f = "maco.all_to_all_start"(%x) <{concat_axis = 0 : i64, grid = @grid, grid_axes = array<i16: 1>, operandSegmentSizes = array<i32: 1, 0>, split_axis = 0 : i64, stream = 0 : i64}> : (tensor<4xf32>) -> !maco.future<tensor<4xf32>>
  %w = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @in_place_buffer_read(%m: memref<4xf32>) -> f32 {
  // expected-note @+1 {{collective started here}}
  %f = maco.all_reduce_start %m into %m on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32> -> !maco.future<>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{buffer of the in-flight 'maco.all_reduce_start' is used before its 'maco.wait'}}
  %v = memref.load %m[%c0] : memref<4xf32>
  maco.wait %f : !maco.future<>
  return %v : f32
}

// -----

shard.grid @grid(shape = 2x4)

func.func @input_buffer_written(%a: memref<2xf32>, %b: memref<8xf32>) {
  // The input buffer of an out-of-place collective is owned too.
  // expected-note @+1 {{collective started here}}
  %f = maco.all_gather_start %a into %b on @grid grid_axes = [1] gather_axis = 0 : memref<2xf32> into memref<8xf32> -> !maco.future<>
  %cst = arith.constant 1.0 : f32
  // expected-error @+1 {{buffer of the in-flight 'maco.all_gather_start' is used before its 'maco.wait'}}
  linalg.fill ins(%cst : f32) outs(%a : memref<2xf32>)
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @output_buffer_nested_use(%a: memref<2xf32>, %b: memref<8xf32>, %c: i1) {
  // Uses nested in regions count.
  // expected-note @+1 {{collective started here}}
  %f = maco.all_gather_start %a into %b on @grid grid_axes = [1] gather_axis = 0 : memref<2xf32> into memref<8xf32> -> !maco.future<>
  // expected-error @+1 {{buffer of the in-flight 'maco.all_gather_start' is used before its 'maco.wait'}}
  scf.if %c {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.0 : f32
    memref.store %cst, %b[%c0] : memref<8xf32>
  }
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @buffer_used_by_other_collective(%a: memref<4xf32>, %p: index) {
  // expected-note @+1 {{collective started here}}
  %f = maco.recv_start into %a from %p on @grid grid_axes = [0] : into memref<4xf32> -> !maco.future<>
  // expected-error @+1 {{buffer of the in-flight 'maco.recv_start' is used before its 'maco.wait'}}
  maco.all_reduce %a into %a on @grid grid_axes = [1] : memref<4xf32> into memref<4xf32>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @wait_result_types(%x: tensor<4xf32>) {
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  // The wait yields exactly the types its future carries.
  // expected-error @+2 {{'maco.wait' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  // expected-error @+1 {{'maco.wait' op failed to infer returned types}}
  %w = "maco.wait"(%f) : (!maco.future<tensor<4xf32>>) -> tensor<8xf32>
  return
}

// -----

func.func @wait_on_tensor(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.wait' op operand #0 must be future of a started collective, but got 'tensor<4xf32>'}}
  "maco.wait"(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @wait_custom_non_future(%x: tensor<4xf32>) {
  // The custom parser infers the results from the future type.
  // expected-error @+1 {{expects a '!maco.future' operand}}
  maco.wait %x : tensor<4xf32>
  return
}

// -----

func.func @future_syntax(%x: !maco.future<tensor<4xf32>,>) {
  // expected-error @-1 {{expected non-function type}}
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @future_cast(%x: tensor<4xf32>) -> i64 {
  // expected-error @+1 {{'maco.all_reduce_start' op future may only be used by 'maco.wait', found 'builtin.unrealized_conversion_cast'}}
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %c = builtin.unrealized_conversion_cast %f : !maco.future<tensor<4xf32>> to i64
  return %c : i64
}
