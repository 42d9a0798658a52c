// maco-import's rewrites of StableHLO before IREE's conversion
// (python/maco_import/rewrites.py), on one function holding each form
// (Inputs/rewrites.stablehlo.mlir):
//  - the gather's start indices are clamped to [0, 24 - 1] (StableHLO's
//    semantics; IREE reads the table at the index as it is);
//  - the scatter-add is a one-hot contraction: the indices compared with
//    an iota, ones selected where equal, a matmul with the updates;
//  - the cumulative sum (reduce_window of window 32 padded by 31 before)
//    is a matmul with a band of ones: source j counts for output i where
//    -31 <= j - i <= 0;
//  - the convert of booleans is a select of ones and zeros, not a
//    conversion IREE would fold into a contraction with a signed cast;
//  - the optimization barrier is gone;
// and no IREE-only op is left (maco-import would report it).
// test/Integration/jax-training-ops.mlir runs each form against JAX.
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/rewrites.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// Gather: clamp, then a read of the table at the clamped row.
// CHECK: arith.maxsi %{{.*}}, %c0_i32 : i32
// CHECK: arith.minsi %{{.*}}, %c23_i32 : i32
// CHECK: tensor.extract %arg0
// Scatter-add.
// CHECK: arith.cmpi eq
// CHECK: arith.select %{{.*}}, %cst_0, %cst : f32
// CHECK: linalg.matmul ins(%{{.*}}, %arg2 : tensor<24x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<24x16xf32>)
// Cumulative sum.
// CHECK: arith.cmpi sge, %{{.*}}, %c-31_i32 : i32
// CHECK: arith.cmpi sle, %{{.*}}, %c0_i32 : i32
// CHECK: linalg.matmul ins(%arg3, %{{.*}} : tensor<8x32xf32>, tensor<32x32xf32>)
// Booleans to numbers.
// CHECK: arith.cmpf ogt
// CHECK: arith.select %{{.*}}, %cst_0, %cst : f32
// CHECK: return

// NONE-NOT: iree_
// NONE-NOT: optimization_barrier
// NONE-NOT: arith.uitofp
// NONE-NOT: arith.sitofp
