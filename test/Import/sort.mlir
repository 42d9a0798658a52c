// maco-import's rewrite of `stablehlo.sort` (rewrites.py, 6): IREE would
// make it iree_linalg_ext.sort, which upstream MLIR lacks. jnp.sort and
// jnp.argsort of a tensor<2x5xf32> along its rows: the rows are padded to
// 8, each key carries its position (an iota), and a bitonic network of
// 6 stages compares the elements of each block's halves with the
// comparator inlined (JAX's: NaN canonicalized, IEEE total order), ties
// by position and padding (position >= 5) last; the result is the first 5
// columns. test/Integration/jax-training-ops.mlir runs sorts against JAX
// (NaN, -0, ties, descending, keys with values, the median of a split
// tensor, along a split dimension, MoE dispatch, top-p).
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/sort.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// CHECK: tensor.pad %arg0 low[0, 0] high[0, 3]
// The comparator: float bits in total order.
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// Padding comes last.
// CHECK: arith.cmpi sge, %{{.*}}, %c5_i32 : i32
// The sorted keys and their positions: argsort's own iota operand, which
// its comparator does not read, is gathered at the positions.
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 0] [2, 5] [1, 1] : tensor<2x8xf32> to tensor<2x5xf32>
// CHECK: %[[P:.*]] = tensor.extract_slice %{{.*}}[0, 0] [2, 5] [1, 1] : tensor<2x8xi32> to tensor<2x5xi32>
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}, %c0] : tensor<2x5x1xi32>
// CHECK: %[[A:.*]] = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<2x5xi32>
// CHECK: linalg.yield %[[A]] : i32
// CHECK: return %[[S]], %{{.*}} : tensor<2x5xf32>, tensor<2x5xi32>

// NONE-NOT: iree_
// NONE-NOT: sort
