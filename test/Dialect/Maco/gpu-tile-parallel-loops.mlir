// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-tile-parallel-loops{block-size=128}))' | FileCheck %s
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-tile-parallel-loops{block-size=0}))' 2>&1 | FileCheck %s --check-prefix=ZERO

// The outer dimensions are tiled by 1 and the innermost by the block size;
// the inner loop (the threads of a block) has constant bounds and guards
// its iterations.
// CHECK-LABEL: func.func @tile
//       CHECK: %[[B:.*]] = arith.constant 128 : index
//       CHECK: %[[S1:.*]] = arith.muli %{{.*}}, %{{.*}} : index
//       CHECK: %[[SB:.*]] = arith.muli %{{.*}}, %[[B]] : index
//       CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%[[S1]], %[[SB]])
//  CHECK-NEXT:   scf.parallel ({{.*}}) = ({{.*}}) to (%[[S1]], %[[SB]])
//       CHECK:     scf.if
//  CHECK-NEXT:       memref.store
// ZERO: maco-gpu-tile-parallel-loops: block-size must be >= 1
func.func @tile(%a: memref<64x1000xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c1000 = arith.constant 1000 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c1000) step (%c1, %c1) {
    memref.store %v, %a[%i, %j] : memref<64x1000xf32>
  }
  return
}
