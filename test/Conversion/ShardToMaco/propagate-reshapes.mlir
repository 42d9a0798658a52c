// maco-propagate-reshapes: reshapes move through linalg ops (upstream's
// fold-by-expansion) away from the compute; named ops next to one are
// generalized first; pairs that meet cancel; a function without reshapes
// is left as it is.
//
// RUN: maco-opt %s --pass-pipeline="builtin.module(func.func(maco-propagate-reshapes))" -split-input-file | FileCheck %s

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// x @ W on flattened rows, unflattened afterwards (JAX's (B*S, D) @ W):
// the matmul runs on (B, S, D) directly, the only reshape left is on W's
// columns (heads x head_dim), and the activation is never flattened.
// CHECK-LABEL: func.func @project_heads
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x16xf32>, %[[W:.*]]: tensor<16x16xf32>)
// CHECK: %[[WE:.*]] = tensor.expand_shape %[[W]] {{\[\[}}0], [1, 2]] output_shape [16, 4, 4]
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%[[X]], %[[WE]] : tensor<2x8x16xf32>, tensor<16x4x4xf32>)
// CHECK-NOT: tensor.collapse_shape
// CHECK: return %[[R]] : tensor<2x8x4x4xf32>
func.func @project_heads(%x: tensor<2x8x16xf32>, %w: tensor<16x16xf32>) -> tensor<2x8x4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m = linalg.matmul ins(%flat, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %q = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
  return %q : tensor<2x8x4x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// A collapse and the expand that undoes it around an element-wise op:
// nothing is left of either.
// CHECK-LABEL: func.func @cancel
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<2x8x16xf32>)
func.func @cancel(%x: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%flat : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  %r = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// -----

// No reshape: the named matmul stays.
// CHECK-LABEL: func.func @untouched
// CHECK: linalg.matmul
func.func @untouched(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

// A reshape that is neither one expand nor one collapse comes from IREE as
// a flatten and an expand (tensor<4x2x24> -> tensor<192> -> tensor<2x4x24>):
// it goes through the common boundaries instead (8 and 192: 8x24), so the
// last dimension is never merged with the others.
// CHECK-LABEL: func.func @flatten_then_expand
// CHECK-SAME: (%[[X:.*]]: tensor<4x2x24xf32>)
// CHECK: %[[M:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<4x2x24xf32> into tensor<8x24xf32>
// CHECK: %[[R:.*]] = tensor.expand_shape %[[M]] {{\[\[}}0, 1], [2]] output_shape [2, 4, 24] : tensor<8x24xf32> into tensor<2x4x24xf32>
// CHECK-NOT: tensor<192xf32>
// CHECK: return %[[R]]
func.func @flatten_then_expand(%x: tensor<4x2x24xf32>) -> tensor<2x4x24xf32> {
  %f = tensor.collapse_shape %x [[0, 1, 2]] : tensor<4x2x24xf32> into tensor<192xf32>
  %e = tensor.expand_shape %f [[0, 1, 2]] output_shape [2, 4, 24] : tensor<192xf32> into tensor<2x4x24xf32>
  return %e : tensor<2x4x24xf32>
}

// -----

// With unit dimensions (tensor<2x1x3x1> -> tensor<6> -> tensor<2x3x1>) the
// pair becomes one collapse; without a common boundary below the whole
// (tensor<6x4> -> tensor<24> -> tensor<4x6>) the flatten stays.
// CHECK-LABEL: func.func @unit_dims_and_no_boundary
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2], [3]] : tensor<2x1x3x1xf32> into tensor<2x3x1xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<6x4xf32> into tensor<24xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
func.func @unit_dims_and_no_boundary(%x: tensor<2x1x3x1xf32>, %y: tensor<6x4xf32>) -> (tensor<2x3x1xf32>, tensor<4x6xf32>) {
  %f = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x1x3x1xf32> into tensor<6xf32>
  %e = tensor.expand_shape %f [[0, 1, 2]] output_shape [2, 3, 1] : tensor<6xf32> into tensor<2x3x1xf32>
  %g = tensor.collapse_shape %y [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %h = tensor.expand_shape %g [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  return %e, %h : tensor<2x3x1xf32>, tensor<4x6xf32>
}
