// maco-import's rewrite of a scatter that sets (rewrites.py, 2): JAX's
// `table.at[ids].set(rows)` (10 x 6 table, 5 ids; JAX adds 10 to negative
// ids first). IREE would make it iree_linalg_ext.scatter, which upstream
// MLIR lacks. The ids are compared with an iota (the one-hot mask, 5 x
// 10); each row of the table takes the last update that names it (a
// maximum of the update's position where the mask holds, -1 where none
// does), gathered from the updates, or keeps its value.
// test/Integration/jax-training-ops.mlir runs scatters that set against
// JAX (repeated and out-of-bounds ids, MoE, split logits).
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/scatter-set.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// The mask.
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %c-1_i32 : i32
// The last update of each row.
// CHECK: linalg.fill ins(%c-1_i32 : i32) outs(%{{.*}} : tensor<10xi32>)
// CHECK: arith.maxsi
// Its window, gathered.
// CHECK: tensor.extract %arg2[
// Kept where no update names the row.
// CHECK: arith.cmpi sge, %{{.*}}, %c0_i32 : i32
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %arg0 : tensor<10x6xi1>, tensor<10x6xf32>, tensor<10x6xf32>)
// CHECK: arith.select
// CHECK: return %[[R]] : tensor<10x6xf32>

// NONE-NOT: iree_
// NONE-NOT: scatter
