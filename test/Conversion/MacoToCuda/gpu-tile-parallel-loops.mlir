// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-tile-parallel-loops{block-size=128}))' | FileCheck %s
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-tile-parallel-loops{block-size=0}))' 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-tile-parallel-loops{block-size=2048}))' 2>&1 | FileCheck %s --check-prefix=BIG

// The dimensions are collapsed into one (64 x 1000 = 64000 iterations),
// tiled by the block size; the inner loop (the threads of a block) has
// constant bounds and guards its iterations; the body recovers the 2-D
// index with rem/div.
// CHECK-LABEL: func.func @tile
//       CHECK: %[[B:.*]] = arith.constant 128 : index
//       CHECK: %[[SB:.*]] = arith.muli %{{.*}}, %[[B]] : index
//       CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[N:.*]]) step (%[[SB]])
//  CHECK-NEXT:   scf.parallel ({{.*}}) = ({{.*}}) to (%[[SB]])
//       CHECK:     arith.cmpi ult, %{{.*}}, %[[N]]
//       CHECK:     scf.if
//  CHECK-NEXT:       arith.remsi
//  CHECK-NEXT:       arith.divsi
//  CHECK-NEXT:       memref.store
// ZERO: maco-gpu-tile-parallel-loops: block-size must be in [1, 1024] (threads per block), got 0
// BIG: maco-gpu-tile-parallel-loops: block-size must be in [1, 1024] (threads per block), got 2048
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

// A trip count not known to be positive: the loop runs only when it is
// (a launch over 0 blocks is invalid).
// CHECK-LABEL: func.func @dynamic
//       CHECK: %[[POS:.*]] = arith.cmpi slt, %{{.*}}, %[[N:.*]] : index
//       CHECK: scf.if %[[POS]] {
//       CHECK:   scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[N]])
func.func @dynamic(%a: memref<?x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %a, %c0 : memref<?x8xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c1) {
    memref.store %v, %a[%i, %j] : memref<?x8xf32>
  }
  return
}

// No iteration at all: no loop (and no launch).
// CHECK-LABEL: func.func @empty
//   CHECK-NOT: scf.parallel
//       CHECK: return
func.func @empty(%a: memref<0x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c0, %c8) step (%c1, %c1) {
    memref.store %v, %a[%i, %j] : memref<0x8xf32>
  }
  return
}
