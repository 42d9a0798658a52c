// RUN: maco-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(maco-convolutions-to-gemm))" | FileCheck %s
// RUN: maco-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(maco-convolutions-to-gemm{max-expansion=1}))" | FileCheck %s --check-prefix=CAP
// RUN: maco-opt %s -split-input-file -maco-to-cpu | FileCheck %s --check-prefix=GEMM

// A causal conv1d (as JAX's conv_general_dilated becomes it): the windows
// are copied into P[n, w, kw, c] = x[n, w + kw, c], which is collapsed to
// (n*w) x (kw*c) as the filter is to (kw*c) x f and the init to (n*w) x f;
// one contraction, expanded back. With max-expansion=1 (P is 3x the
// input) it stays.
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d2, d3)>
// CHECK-DAG: #[[ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @conv1d
//       CHECK: %[[P:.*]] = linalg.generic {indexing_maps = [#[[WIN]], #[[ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x10x4xf32>) outs(%{{.*}} : tensor<2x8x3x4xf32>)
//       CHECK: %[[PC:.*]] = tensor.collapse_shape %[[P]] {{\[\[}}0, 1], [2, 3]] : tensor<2x8x3x4xf32> into tensor<16x12xf32>
//       CHECK: %[[WC:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<3x4x6xf32> into tensor<12x6xf32>
//       CHECK: %[[CC:.*]] = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : tensor<2x8x6xf32> into tensor<16x6xf32>
//       CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[MK]], #[[KN]], #[[MN]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[PC]], %[[WC]] : tensor<16x12xf32>, tensor<12x6xf32>) outs(%[[CC]] : tensor<16x6xf32>)
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK: tensor.expand_shape %[[G]] {{\[\[}}0, 1], [2]] output_shape [2, 8, 6] : tensor<16x6xf32> into tensor<2x8x6xf32>
//   CHECK-NOT: linalg.conv_1d
// CAP-LABEL: func.func @conv1d
//       CAP: linalg.conv_1d_nwc_wcf
// GEMM-LABEL: llvm.func @conv1d
//  GEMM-COUNT-1: llvm.call @maco_cg_gemm(
//   GEMM-NOT: llvm.call @maco_cg_gemm(
func.func @conv1d(%x: tensor<2x10x4xf32>, %k: tensor<3x4x6xf32>, %init: tensor<2x8x6xf32>) -> tensor<2x8x6xf32> {
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %k : tensor<2x10x4xf32>, tensor<3x4x6xf32>) outs(%init : tensor<2x8x6xf32>) -> tensor<2x8x6xf32>
  return %y : tensor<2x8x6xf32>
}

// -----

// A ViT patch embedding: stride = kernel, so P (n, oh, ow, kh, kw, c) holds
// each pixel once; M = n*oh*ow, K = kh*kw*c.
// CHECK-DAG: #[[PATCH:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 4 + d3, d2 * 4 + d4, d5)>
// CHECK-LABEL: func.func @patch_embedding
//       CHECK: linalg.generic {indexing_maps = [#[[PATCH]], {{.*}}]{{.*}} ins(%arg0 : tensor<2x8x8x3xf32>) outs(%{{.*}} : tensor<2x2x2x4x4x3xf32>)
//       CHECK: tensor.collapse_shape {{.*}} {{\[\[}}0, 1, 2], [3, 4, 5]] : tensor<2x2x2x4x4x3xf32> into tensor<8x48xf32>
//       CHECK: tensor.collapse_shape %arg1 {{\[\[}}0, 1, 2], [3]] : tensor<4x4x3x16xf32> into tensor<48x16xf32>
//       CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x48xf32>, tensor<48x16xf32>) outs(%{{.*}} : tensor<8x16xf32>)
//       CHECK: tensor.expand_shape {{.*}} : tensor<8x16xf32> into tensor<2x2x2x16xf32>
// CAP-LABEL: func.func @patch_embedding
//   CAP-NOT: linalg.conv_2d
// GEMM-LABEL: llvm.func @patch_embedding
//  GEMM-COUNT-1: llvm.call @maco_cg_gemm(
//   GEMM-NOT: llvm.call @maco_cg_gemm(
func.func @patch_embedding(%x: tensor<2x8x8x3xf32>, %k: tensor<4x4x3x16xf32>, %init: tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32> {
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>} ins(%x, %k : tensor<2x8x8x3xf32>, tensor<4x4x3x16xf32>) outs(%init : tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
  return %y : tensor<2x2x2x16xf32>
}

// -----

// The kernel's gradient of a conv1d as a generic (the batch and positions
// reduced): M = (kw, c) in the result's order, K = (n, w) in the output
// gradient's: P[kw, c, n, w] = x[n, w + kw, c].
// CHECK-DAG: #[[GRADWIN:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d0 + d3, d1)>
// CHECK-LABEL: func.func @kernel_gradient
//       CHECK: linalg.generic {indexing_maps = [#[[GRADWIN]], {{.*}}]{{.*}} ins(%arg0 : tensor<2x10x4xf32>) outs(%{{.*}} : tensor<3x4x2x8xf32>)
//       CHECK: tensor.collapse_shape {{.*}} : tensor<3x4x2x8xf32> into tensor<12x16xf32>
//       CHECK: tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<2x8x6xf32> into tensor<16x6xf32>
//       CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<12x16xf32>, tensor<16x6xf32>) outs(%{{.*}} : tensor<12x6xf32>)
//       CHECK: tensor.expand_shape {{.*}} : tensor<12x6xf32> into tensor<3x4x6xf32>
// GEMM-LABEL: llvm.func @kernel_gradient
//  GEMM-COUNT-1: llvm.call @maco_cg_gemm(
//   GEMM-NOT: llvm.call @maco_cg_gemm(
func.func @kernel_gradient(%x: tensor<2x10x4xf32>, %g: tensor<2x8x6xf32>, %init: tensor<3x4x6xf32>) -> tensor<3x4x6xf32> {
  %dk = linalg.generic {indexing_maps = [affine_map<(kw, c, f, n, w) -> (n, w + kw, c)>, affine_map<(kw, c, f, n, w) -> (n, w, f)>, affine_map<(kw, c, f, n, w) -> (kw, c, f)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %g : tensor<2x10x4xf32>, tensor<2x8x6xf32>) outs(%init : tensor<3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x4x6xf32>
  return %dk : tensor<3x4x6xf32>
}

// -----

// Left alone: a depthwise convolution (no loop only the filter and the
// result have: no GEMM), max pooling (not a multiply-accumulate), a
// convolution whose filter holds its reduced loops apart (kw, f, c: the
// reduction is not one run of the filter's dimensions), and an integer
// convolution (the runtime's GEMM takes floats only).
// CHECK-LABEL: func.func @not_gemms
//       CHECK: linalg.depthwise_conv_1d_nwc_wc
//       CHECK: linalg.pooling_nwc_max
//       CHECK: linalg.generic {{.*}} ins(%arg0, %arg3 : tensor<2x10x4xf32>, tensor<3x6x4xf32>)
//       CHECK: linalg.conv_1d_nwc_wcf {{.*}} ins(%arg5, %arg6 : tensor<2x10x4xi32>, tensor<3x4x6xi32>)
//   CHECK-NOT: tensor.collapse_shape
// GEMM-LABEL: llvm.func @not_gemms
//   GEMM-NOT: llvm.call @maco_cg_gemm(
func.func @not_gemms(%x: tensor<2x10x4xf32>, %dw: tensor<3x4xf32>, %init: tensor<2x8x4xf32>, %kfc: tensor<3x6x4xf32>, %init6: tensor<2x8x6xf32>, %xi: tensor<2x10x4xi32>, %ki: tensor<3x4x6xi32>, %initi: tensor<2x8x6xi32>) -> (tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x6xf32>, tensor<2x8x6xi32>) {
  %d = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %dw : tensor<2x10x4xf32>, tensor<3x4xf32>) outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %win = tensor.empty() : tensor<3xf32>
  %p = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %win : tensor<2x10x4xf32>, tensor<3xf32>) outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(n, w, f, kw, c) -> (n, w + kw, c)>, affine_map<(n, w, f, kw, c) -> (kw, f, c)>, affine_map<(n, w, f, kw, c) -> (n, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %kfc : tensor<2x10x4xf32>, tensor<3x6x4xf32>) outs(%init6 : tensor<2x8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x6xf32>
  %i = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%xi, %ki : tensor<2x10x4xi32>, tensor<3x4x6xi32>) outs(%initi : tensor<2x8x6xi32>) -> tensor<2x8x6xi32>
  return %d, %p, %c, %i : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x6xf32>, tensor<2x8x6xi32>
}
