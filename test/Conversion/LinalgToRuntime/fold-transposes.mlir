// RUN: maco-opt %s --pass-pipeline="builtin.module(func.func(maco-fold-transposes),canonicalize,cse)" | FileCheck %s
// RUN: maco-opt %s -maco-to-cpu | FileCheck %s --check-prefix=GEMM

// A transpose (as a permuting linalg.generic, or linalg.transpose) that
// feeds a contraction is folded into its indexing map: the contraction
// reads x directly (the two equal products then fold into one), and the
// batch transpose of y is read through the composed map. No transpose is
// left; each product is one GEMM.
// CHECK-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[BMK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @f
//   CHECK-NOT: linalg.transpose
//       CHECK: linalg.generic {indexing_maps = [#[[KM]], {{.*}}} ins(%arg0, %arg1 :
//       CHECK: linalg.generic {indexing_maps = [#[[BMK]], {{.*}}} ins(%arg2, %arg3 :
//   CHECK-NOT: linalg.transpose
// GEMM-COUNT-3: call @maco_cg_gemm(
// GEMM-NOT: call @maco_cg_gemm(
func.func @f(%x: tensor<8x4xf32>, %b: tensor<8x3xf32>, %y: tensor<2x5x4xf32>, %w: tensor<2x4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x5x3xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %c = tensor.empty() : tensor<4x3xf32>
  %m = linalg.matmul ins(%t, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t2 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e2 : tensor<4x8xf32>) permutation = [1, 0]
  %m2 = linalg.matmul ins(%t2, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  %e3 = tensor.empty() : tensor<5x2x4xf32>
  %t3 = linalg.transpose ins(%y : tensor<2x5x4xf32>) outs(%e3 : tensor<5x2x4xf32>) permutation = [1, 0, 2]
  %c3 = tensor.empty() : tensor<2x5x3xf32>
  %m3 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t3, %w : tensor<5x2x4xf32>, tensor<2x4x3xf32>) outs(%c3 : tensor<2x5x3xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %p = arith.mulf %a, %bb : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x5x3xf32>
  return %m, %m2, %m3 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x5x3xf32>
}
