// maco-import's rewrite of `stablehlo.sort` past the unrolled network
// (rewrites.py, 6): jnp.sort of a tensor<2x100xf32> along its rows, padded
// to 128 (28 stages, more than the 21 unrolled), is a loop over the
// stages (k, j) whose size does not grow with the rows: each element is
// read with its partner at position i ^ j (a gather), and the pair is
// exchanged where out of order (ascending where i & k is 0); (k, j) goes
// to (2k, k) after j = 1, else to (k, j / 2), until k passes 128.
// test/Integration/jax-training-ops.mlir runs such a sort against JAX
// (top_p_scatter_dp2: 1,000 classes).
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/sort-loop.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0] high[0, 28]
// CHECK: %[[L:.*]]:4 = scf.while (%[[X:.*]] = %[[P]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (tensor<2x128xf32>, tensor<2x128xi32>, tensor<i32>, tensor<i32>)
// CHECK: arith.cmpi sle, %{{.*}}, %c128_i32 : i32
// CHECK: scf.condition
// CHECK: arith.xori %{{.*}}, %{{.*}} : i32
// CHECK: tensor.extract %[[X]][
// CHECK: arith.shli
// CHECK: arith.shrui
// CHECK: scf.yield
// CHECK: %[[R:.*]] = tensor.extract_slice %[[L]]#0[0, 0] [2, 100] [1, 1] : tensor<2x128xf32> to tensor<2x100xf32>
// CHECK: return %[[R]]

// NONE-NOT: iree_
// NONE-NOT: sort
