// RUN: maco-opt %s --maco-optimize='chunks=8' -split-input-file | FileCheck %s
// RUN: maco-opt %s --maco-optimize='chunks=8 remarks' -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: maco-opt %s --maco-keep-if-faster='pipeline=func.func(maco-async-collectives,maco-schedule)' -split-input-file | FileCheck %s --check-prefix=ASYNC
// RUN: not maco-opt %s --maco-keep-if-faster='pipeline=func.func(no-such-pass)' -split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

shard.grid @g(shape = 4)

// Forcing 8 chunks on a tiny layer: every chunk pays the collective's
// latency, and the model predicts the chunked program slower than the
// original, which maco-optimize therefore keeps (with the remark).
// CHECK-LABEL: func.func @tiny
//   CHECK-NOT: maco.all_reduce_start
//   CHECK-NOT: tensor.extract_slice
//       CHECK: linalg.matmul
//  CHECK-NEXT: maco.all_reduce
//  CHECK-NEXT: return
// REMARK: keep-if-faster.mlir:[[@LINE+2]]:1: remark: maco-optimize kept @tiny unoptimized: the cost model predicts {{[0-9.]+}} us optimized vs {{[0-9.]+}} us unoptimized (target cpu-local)
// REMARK-NOT: kept @hidden
func.func @tiny(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] reduction = sum : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// An all-reduce that independent work can hide: the optimized form is
// predicted faster and kept (no remark).
// CHECK-LABEL: func.func @hidden
//       CHECK: maco.all_reduce_start
//       CHECK: linalg.matmul
//       CHECK: maco.wait
// ASYNC-LABEL: func.func @hidden
//       ASYNC: maco.all_reduce_start
//       ASYNC: linalg.matmul
//       ASYNC: maco.wait
// ASYNC-NOT: func.func private
func.func @hidden(%x: tensor<1048576xf32>, %a: tensor<256x256xf32>, %c: tensor<256x256xf32>) -> (tensor<1048576xf32>, tensor<256x256xf32>) {
  %r = maco.all_reduce %x on @g grid_axes = [0] reduction = sum : tensor<1048576xf32> -> tensor<1048576xf32>
  %m = linalg.matmul ins(%a, %a : tensor<256x256xf32>, tensor<256x256xf32>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r, %m : tensor<1048576xf32>, tensor<256x256xf32>
}

// -----

shard.grid @g(shape = ?)

// The same over a grid of dynamic size: the model cannot time the
// all-reduce (counted as 0), so the started form only adds its overhead and
// the original is kept; the remark says what the prediction misses.
// CHECK-LABEL: func.func @hidden_dynamic
//   CHECK-NOT: maco.all_reduce_start
// REMARK: [[@LINE+3]]:8: remark: maco-optimize: the cost of 'maco.all_reduce' is unknown (dynamic shape or group size) and counted as 0 in deciding whether to keep @hidden_dynamic optimized
// REMARK: remark: maco-optimize kept @hidden_dynamic unoptimized: the cost model predicts {{[0-9.]+}} us optimized vs {{[0-9.]+}} us unoptimized (target cpu-local); 1 operation(s) of unknown cost (dynamic shape or group size) counted as 0
func.func @hidden_dynamic(%x: tensor<1048576xf32>, %a: tensor<256x256xf32>, %c: tensor<256x256xf32>) -> (tensor<1048576xf32>, tensor<256x256xf32>) {
  %r = maco.all_reduce %x on @g grid_axes = [0] reduction = sum : tensor<1048576xf32> -> tensor<1048576xf32>
  %m = linalg.matmul ins(%a, %a : tensor<256x256xf32>, tensor<256x256xf32>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r, %m : tensor<1048576xf32>, tensor<256x256xf32>
}

// -----

shard.grid @g(shape = 4)

// A dynamic dimension without a bound in the IR (a function argument's) is
// priced at the stated default extent, and the remark says so.
// CHECK-LABEL: func.func @unbounded
//   CHECK-NOT: maco.all_reduce_start
// REMARK: [[@LINE+3]]:8: remark: maco-optimize: 'maco.all_reduce' has a dynamic dimension without a bound in the IR, priced at 256 in deciding whether to keep @unbounded optimized
// REMARK: remark: maco-optimize kept @unbounded unoptimized
func.func @unbounded(%x: tensor<?xf32>, %a: tensor<64x64xf32>) -> (tensor<?xf32>, tensor<64x64xf32>) {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r, %m : tensor<?xf32>, tensor<64x64xf32>
}

// BAD: maco-keep-if-faster: invalid pipeline 'func.func(no-such-pass)'
