// maco-fuse-elementwise: element-wise chains fuse into one op, but no
// producer is fused into a contraction (its body would no longer be a
// multiply-accumulate, and the product would not be a GEMM).
//
// RUN: maco-opt %s --pass-pipeline="builtin.module(func.func(maco-fuse-elementwise))" | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>

// softmax(.) / sum, then @ V: the division stays its own op, the product a
// contraction; the exp and the division (an element-wise chain) fuse.
// CHECK-LABEL: func.func @normalize_then_matmul
// CHECK: %[[P:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK: math.exp
// CHECK: arith.divf
// CHECK-NOT: linalg.generic
// CHECK: linalg.matmul ins(%[[P]],
func.func @normalize_then_matmul(%s: tensor<8x8xf32>, %v: tensor<8x4xf32>, %acc: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<8x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.exp %x : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %p0 = tensor.empty() : tensor<8x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%e : tensor<8x8xf32>) outs(%p0 : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.divf %x, %c : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %r = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// The same with the contraction as a linalg.generic.
// CHECK-LABEL: func.func @generic_contraction
// CHECK: arith.divf
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
func.func @generic_contraction(%s: tensor<8x8xf32>, %v: tensor<8x4xf32>, %acc: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = arith.constant 2.0 : f32
  %p0 = tensor.empty() : tensor<8x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%p0 : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.divf %x, %c : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%p, %v : tensor<8x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s2 = arith.addf %o, %m : f32
    linalg.yield %s2 : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
