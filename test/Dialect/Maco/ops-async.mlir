// RUN: maco-opt %s | maco-opt | FileCheck %s
// RUN: maco-opt %s --mlir-print-op-generic | maco-opt | FileCheck %s

// Started collectives: what the verifier accepts around start/wait pairs.

shard.grid @grid(shape = 2x4)

// Compute between start and wait overlaps the collective.
// CHECK-LABEL: func.func @overlap
func.func @overlap(%x: tensor<64xf32>, %a: tensor<8x8xf32>, %b: tensor<8x8xf32>)
    -> (tensor<64xf32>, tensor<8x8xf32>) {
  // CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}} on @grid grid_axes = [0] stream = 2
  // CHECK: linalg.matmul
  // CHECK: %[[R:.*]] = maco.wait %[[F]] : !maco.future<tensor<64xf32>>
  // CHECK: return %[[R]]
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2
         : tensor<64xf32> -> !maco.future<tensor<64xf32>>
  %init = tensor.empty() : tensor<8x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>)
                     outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.wait %f : !maco.future<tensor<64xf32>>
  return %r, %m : tensor<64xf32>, tensor<8x8xf32>
}

// Several collectives in flight at once, on distinct and shared streams,
// waited in a different order than started.
// CHECK-LABEL: func.func @many_in_flight
func.func @many_in_flight(%x: tensor<16xf32>, %y: tensor<16xbf16>) {
  // CHECK: %[[F1:.*]] = maco.all_reduce_start {{.*}} stream = 2
  // CHECK: %[[F2:.*]] = maco.all_gather_start {{.*}} stream = 3
  // CHECK: %[[F3:.*]] = maco.reduce_scatter_start
  // CHECK: maco.wait %[[F2]]
  // CHECK: maco.wait %[[F3]]
  // CHECK: maco.wait %[[F1]]
  %f1 = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2
          : tensor<16xf32> -> !maco.future<tensor<16xf32>>
  %f2 = maco.all_gather_start %y on @grid grid_axes = [1] gather_axis = 0 stream = 3
          : tensor<16xbf16> -> !maco.future<tensor<64xbf16>>
  %f3 = maco.reduce_scatter_start %x on @grid grid_axes = [1] scatter_axis = 0
          : tensor<16xf32> -> !maco.future<tensor<4xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<64xbf16>>
  %r3 = maco.wait %f3 : !maco.future<tensor<4xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<16xf32>>
  return
}

// The start's operand may be used while the collective is in flight in the
// tensor form (value semantics).
// CHECK-LABEL: func.func @tensor_operand_reuse
func.func @tensor_operand_reuse(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: maco.all_reduce_start
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: maco.wait
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %y = arith.addf %x, %x : tensor<4xf32>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r, %y : tensor<4xf32>, tensor<4xf32>
}

// Start and wait inside a nested region (here a loop body): the pair just
// has to share a block.
// CHECK-LABEL: func.func @in_loop
func.func @in_loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  // CHECK: scf.for
  // CHECK: %[[F:.*]] = maco.all_reduce_start
  // CHECK: maco.wait %[[F]]
  // CHECK: scf.yield
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %f = maco.all_reduce_start %acc on @grid grid_axes = [1] stream = 2
           : tensor<4xf32> -> !maco.future<tensor<4xf32>>
    %w = maco.wait %f : !maco.future<tensor<4xf32>>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// A pipeline-parallel stage: receive from the previous stage, compute, send
// to the next, with send/recv started on a dedicated stream.
// CHECK-LABEL: func.func @pipeline_stage
func.func @pipeline_stage(%prev: index, %next: index) -> tensor<4xf32> {
  // CHECK: %[[RF:.*]] = maco.recv_start from %{{.*}} on @grid grid_axes = [0] tag = 1 stream = 3 : -> !maco.future<tensor<4xf32>>
  // CHECK: %[[IN:.*]] = maco.wait %[[RF]]
  // CHECK: %[[OUT:.*]] = arith.mulf %[[IN]], %[[IN]]
  // CHECK: %[[SF:.*]] = maco.send_start %[[OUT]] to %{{.*}} on @grid grid_axes = [0] tag = 1 stream = 3 : tensor<4xf32> -> !maco.future<>
  // CHECK: maco.wait %[[SF]] : !maco.future<>
  %rf = maco.recv_start from %prev on @grid grid_axes = [0] tag = 1 stream = 3
          : -> !maco.future<tensor<4xf32>>
  %in = maco.wait %rf : !maco.future<tensor<4xf32>>
  %out = arith.mulf %in, %in : tensor<4xf32>
  %sf = maco.send_start %out to %next on @grid grid_axes = [0] tag = 1 stream = 3
          : tensor<4xf32> -> !maco.future<>
  maco.wait %sf : !maco.future<>
  return %out : tensor<4xf32>
}

// Future types: empty, one and several value types.
// CHECK-LABEL: func.func private @future_types
// CHECK-SAME: !maco.future<>
// CHECK-SAME: !maco.future<tensor<4xf32>>
// CHECK-SAME: !maco.future<tensor<4xf32>, tensor<2x?xi8>>
func.func private @future_types(!maco.future<>, !maco.future<tensor<4xf32>>,
                                !maco.future<tensor<4xf32>, tensor<2x?xi8>>)
