// maco-import's rewrite of jax.lax.top_k (`chlo.top_k`; rewrites.py, 5):
// IREE would make it iree_linalg_ext.topk, which upstream MLIR lacks. Each
// of the k rounds is a maximum along the last dimension and the first
// position that holds it (a minimum of positions), over what earlier
// rounds left; floats are compared as their bits in IEEE total order (the
// bits of a negative value other than the sign flipped, and back). k = 3
// of an f32 tensor, then k = 1 of an i32 one (no bit trick).
// test/Integration/jax-training-ops.mlir runs top_k against JAX (NaN,
// infinities, -0, ties; logits split by vocabulary; MoE routing).
//
// REQUIRES: maco-import
// RUN: %maco-import %S/Inputs/top-k.stablehlo.mlir --no-debuginfo -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.mlir

// CHECK-LABEL: func.func public @main
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.shrsi %{{.*}}, %c31_i32 : i32
// CHECK: arith.xori
// CHECK-COUNT-3: arith.maxsi
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK-NOT: arith.bitcast
// CHECK: return

// NONE-NOT: iree_
// NONE-NOT: topk
