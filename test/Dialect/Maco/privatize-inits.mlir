// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-privatize-inits))' | FileCheck %s

// Every init use of the shared fill gets its own empty + fill right before
// it; the reads of the fill (the add's input, the return) keep the
// original; the shared empty gets one clone per extra user.
// CHECK-LABEL: func.func @shared
//       CHECK: %[[E:.*]] = tensor.empty() : tensor<4x4xf32>
//  CHECK-NEXT: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] :
//  CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<4x4xf32>
//  CHECK-NEXT: %[[Z0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] :
//  CHECK-NEXT: %[[M0:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[Z0]] :
//  CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x4xf32>
//  CHECK-NEXT: %[[Z1:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] :
//  CHECK-NEXT: %[[M1:.*]] = linalg.matmul ins(%[[M0]], %{{.*}} : {{.*}}) outs(%[[Z1]] :
//  CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4x4xf32>
//  CHECK-NEXT: %[[S:.*]] = linalg.add ins(%[[M1]], %[[Z]] : {{.*}}) outs(%[[E2]] :
//  CHECK-NEXT: return %[[M1]], %[[S]], %[[Z]]
func.func @shared(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m0 = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%m0, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.add ins(%m1, %z : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m1, %s, %z : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// Dynamic sizes are reused by the clones; a fill used only as inits keeps
// one of them.
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME: (%[[N:.*]]: index, %[[V:.*]]: f32)
//       CHECK: %[[E:.*]] = tensor.empty(%[[N]])
//  CHECK-NEXT: %[[A:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] :
//  CHECK-NEXT: %[[E1:.*]] = tensor.empty(%[[N]])
//  CHECK-NEXT: %[[B:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E1]] :
//  CHECK-NEXT: return %[[A]], %[[B]]
func.func @dynamic(%n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %b = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
