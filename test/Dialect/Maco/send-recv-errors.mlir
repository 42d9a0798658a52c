// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Verifier errors of maco.send and maco.recv (blocking and started, tensor
// and memref forms).

shard.grid @grid(shape = 2x4)

func.func @send_result(%x: tensor<4xf32>, %p: index) {
  // A send produces nothing.
  // expected-error @+1 {{'maco.send' op expects 0 result(s), got 1}}
  %r = "maco.send"(%x, %p) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0, 1>, tag = 0 : i64}> : (tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_start_future_value(%x: tensor<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.send_start' op expects 0 future value(s), got 1}}
  %f = maco.send_start %x to %p on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_two_operands(%x: tensor<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.send' op expects 1 data operand(s), got 2}}
  "maco.send"(%x, %x, %p) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 2, 0, 1>, tag = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>, index) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_into(%x: memref<4xf32>, %p: index) {
  // The memref send reads its operand; it has no destination.
  // expected-error @+1 {{'maco.send' op memref form expects 0 'into' buffer(s), got 1}}
  maco.send %x into %x to %p on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_element_type(%x: tensor<4xi1>, %p: index) {
  // expected-error @+1 {{'maco.send' op unsupported element type 'i1'; expected f16, bf16, f32, f64, i8, i32 or i64}}
  maco.send %x to %p on @grid grid_axes = [0] : tensor<4xi1>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_peer_type(%x: tensor<4xf32>, %p: i32) {
  // expected-error @+1 {{'maco.send' op operand #1 must be index, but got 'i32'}}
  "maco.send"(%x, %p) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0, 1>, tag = 0 : i64}> : (tensor<4xf32>, i32) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @send_no_peer(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.send' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "maco.send"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0, 1>, tag = 0 : i64}> : (tensor<4xf32>) -> ()
  return
}

// -----

// Found by maco-opt-fuzzer: segment sizes that add up but leave out the
// peer passed the generated verifier, and printing the op crashed.
shard.grid @grid(shape = 2x4)

func.func @send_empty_peer_segment(%x: tensor<4xf32>) {
  // expected-error @+1 {{'maco.send' op needs exactly one peer operand (operand segment #2), but has 0}}
  "maco.send"(%x) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 1, 0, 0>, tag = 0 : i64}> : (tensor<4xf32>) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_two_peers(%p: index, %m: memref<4xf32>) {
  // expected-error @+1 {{'maco.recv' op needs exactly one peer operand (operand segment #2), but has 2}}
  "maco.recv"(%m, %p, %p) <{grid = @grid, grid_axes = array<i16: 0>, operandSegmentSizes = array<i32: 0, 1, 2>, tag = 0 : i64}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_operand(%x: tensor<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.recv' op expects 0 data operand(s), got 1}}
  %r = maco.recv %x from %p on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_no_result(%p: index) {
  // expected-error @+1 {{'maco.recv' op expects 1 result(s), got 0}}
  maco.recv from %p on @grid grid_axes = [0] :
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_dynamic(%p: index) {
  // The receiver must know how much it receives.
  // expected-error @+1 {{'maco.recv' op received value must have a static shape, got 'tensor<?xf32>'}}
  %r = maco.recv from %p on @grid grid_axes = [0] : -> tensor<?xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_dynamic_memref(%m: memref<4x?xf32>, %p: index) {
  // expected-error @+1 {{'maco.recv' op received value must have a static shape, got 'memref<4x?xf32>'}}
  maco.recv into %m from %p on @grid grid_axes = [0] : into memref<4x?xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_start_dynamic(%p: index) {
  // expected-error @+1 {{'maco.recv_start' op received value must have a static shape, got 'tensor<2x?xi8>'}}
  %f = maco.recv_start from %p on @grid grid_axes = [0] : -> !maco.future<tensor<2x?xi8>>
  %r = maco.wait %f : !maco.future<tensor<2x?xi8>>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_element_type(%p: index) {
  // expected-error @+1 {{'maco.recv' op unsupported element type 'f80'}}
  %r = maco.recv from %p on @grid grid_axes = [0] : -> tensor<4xf80>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_memref_with_result(%m: memref<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.recv' op memref form must not produce values, got 1}}
  %r = maco.recv into %m from %p on @grid grid_axes = [0] : into memref<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_two_into(%m: memref<4xf32>, %p: index) {
  // expected-error @+1 {{'maco.recv' op memref form expects 1 'into' buffer(s), got 2}}
  maco.recv into %m, %m from %p on @grid grid_axes = [0] : into memref<4xf32>, memref<4xf32>
  return
}

// -----

shard.grid @grid(shape = 2x4)

func.func @recv_start_memref_future(%p: index) {
  // expected-error @+1 {{'maco.recv_start' op produced values must be ranked tensors, got 'memref<4xf32>'}}
  %f = maco.recv_start from %p on @grid grid_axes = [0] : -> !maco.future<memref<4xf32>>
  return
}
