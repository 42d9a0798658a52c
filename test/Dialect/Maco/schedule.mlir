// RUN: maco-opt %s -maco-schedule -split-input-file | FileCheck %s
// RUN: maco-opt %s -maco-schedule=max-in-flight=1 -split-input-file | FileCheck %s --check-prefix=BOUND

shard.grid @g(shape = 4)

// The start rises to just after its operand's definition, the wait sinks to
// just before the first use of its result: both matmuls overlap it.
// CHECK-LABEL: func.func @overlap
//       CHECK: %[[X:.*]] = linalg.fill
//  CHECK-NEXT: %[[F:.*]] = maco.all_reduce_start %[[X]]
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: %[[R:.*]] = maco.wait %[[F]]
//  CHECK-NEXT: return %[[R]]
func.func @overlap(%v: f32, %a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> (tensor<64xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %x = linalg.fill ins(%v : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m2 = linalg.matmul ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<64xf32> -> !maco.future<tensor<64xf32>>
  %r = maco.wait %f : !maco.future<tensor<64xf32>>
  return %r, %m2 : tensor<64xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Side effects are barriers: the start does not rise above the print, the
// wait does not sink below the second one; starts keep their order.
// CHECK-LABEL: func.func @barriers
//       CHECK: vector.print
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: maco.all_gather_start
//  CHECK-NEXT: arith.addf
//  CHECK-NEXT: maco.wait
//  CHECK-NEXT: maco.wait
//  CHECK-NEXT: vector.print
func.func @barriers(%x: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<32xf32>, f32) {
  vector.print %v : f32
  %w = arith.addf %v, %v : f32
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  %f2 = maco.all_gather_start %x on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> !maco.future<tensor<32xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<32xf32>>
  vector.print %w : f32
  return %r, %r2, %w : tensor<8xf32>, tensor<32xf32>, f32
}

// -----

shard.grid @g(shape = 4)

// With max-in-flight=1 the first collective is waited before the second
// starts.
// BOUND-LABEL: func.func @bound
//       BOUND: %[[F1:.*]] = maco.all_reduce_start
//  BOUND-NEXT: maco.wait %[[F1]]
//  BOUND-NEXT: %[[F2:.*]] = maco.all_reduce_start
//       BOUND: linalg.matmul
//       BOUND: maco.wait %[[F2]]
// CHECK-LABEL: func.func @bound
//       CHECK: maco.all_reduce_start
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: linalg.matmul
func.func @bound(%x: tensor<8xf32>, %y: tensor<8xf32>, %a: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) {
  %f1 = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8xf32>>
  %f2 = maco.all_reduce_start %y on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r1, %r2, %m : tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Memref-form starts are not moved.
// CHECK-LABEL: func.func @memref_form
//       CHECK: linalg.fill
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: maco.wait
func.func @memref_form(%b: memref<8xf32>, %c: memref<8xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%c : memref<8xf32>)
  %f = maco.all_reduce_start %b into %b on @g grid_axes = [0] : memref<8xf32> into memref<8xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}
