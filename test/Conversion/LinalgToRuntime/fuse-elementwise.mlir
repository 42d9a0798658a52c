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

// An element-wise op whose result only a transpose reads, which only a
// contraction reads (a softmax's gradient, then the weight gradient's
// x^T @ dlogits as JAX writes it): the op is not fused into the transpose,
// which would compute in the transposed order (loads a row apart);
// maco-fold-transposes then folds the transpose into the GEMM (GEMM run:
// one call, no copy). A transpose whose result is returned still takes
// the op fused in.
// RUN: maco-opt %s --pass-pipeline="builtin.module(func.func(maco-fuse-elementwise,maco-fold-transposes),canonicalize)" | FileCheck %s --check-prefix=FOLD
// CHECK-LABEL: func.func @scale_then_transpose
//       CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
//       CHECK:   arith.mulf
//       CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>)
//  CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
//  CHECK-NEXT:   linalg.yield %[[IN]]
//       CHECK: linalg.matmul ins(%[[T]], %arg1
// CHECK-LABEL: func.func @scale_then_transpose_returned
//       CHECK: linalg.generic
//       CHECK:   arith.mulf
//   CHECK-NOT: linalg.generic
// FOLD-LABEL: func.func @scale_then_transpose
//       FOLD: %[[S:.*]] = linalg.generic
//       FOLD: linalg.generic {{.*}} ins(%[[S]], %arg1 : tensor<4x8xf32>, tensor<4x16xf32>)
func.func @scale_then_transpose(%d: tensor<4x8xf32>, %x: tensor<4x16xf32>, %acc: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  %r = linalg.matmul ins(%t, %x : tensor<8x4xf32>, tensor<4x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

func.func @scale_then_transpose_returned(%d: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  return %t : tensor<8x4xf32>
}
