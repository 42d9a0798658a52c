// maco-import's masked reductions (rewrites.py, 2 and 3): jax.lax.cummax
// of a tensor<2x6xf32> along its rows (a reduce_window of window 6 padded
// by 5 before, a maximum, which IREE would make iree_linalg_ext.scan) and
// x.at[ids].max(v) (a scatter whose update computation is a maximum, which
// IREE would make iree_linalg_ext.scatter). The running maximum reduces,
// for each output, the sources of its window (a band: -5 <= j - i <= 0),
// the others replaced by the initial value (-inf); the scatter reduces the
// updates that name each position (ids compared with an iota), the others
// replaced by -inf, then takes the maximum with the operand.
// test/Integration/jax-training-ops.mlir runs both against JAX.
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/masked-reductions.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// CHECK: %[[NEG_INF:.*]] = arith.constant 0xFF800000 : f32
// The band of the running maximum.
// CHECK: arith.cmpi sge, %{{.*}}, %c-5_i32 : i32
// CHECK: arith.cmpi sle, %{{.*}}, %c0_i32 : i32
// CHECK: linalg.fill ins(%[[NEG_INF]] : f32) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: %[[CUMMAX:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<2x6x6xf32>)
// CHECK: arith.maximumf
// The scatter's mask, reduction and maximum with the operand.
// CHECK: arith.cmpi eq
// CHECK: linalg.fill ins(%[[NEG_INF]] : f32) outs(%{{.*}} : tensor<6xf32>)
// CHECK: iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<6x3xf32>)
// CHECK: arith.maximumf
// CHECK: %[[MAX:.*]] = linalg.generic
// CHECK: arith.maximumf
// CHECK: return %[[CUMMAX]], %[[MAX]] : tensor<2x6xf32>, tensor<6xf32>

// NONE-NOT: iree_
