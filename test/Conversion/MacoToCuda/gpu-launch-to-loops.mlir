// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-launch-to-loops))' | FileCheck %s

// Six loops, blocks (z, y, x) outside threads (z, y, x); the ids are the
// loop variables, the sizes the launch's operands.
// CHECK-LABEL: func.func @launch
//       CHECK: scf.for %[[BZ:.*]] = %c0 to %c1 step %c1
//       CHECK:   scf.for %[[BY:.*]] = %c0 to %c1 step %c1
//       CHECK:     scf.for %[[BX:.*]] = %c0 to %c4 step %c1
//       CHECK:       scf.for %[[TZ:.*]] = %c0 to %c1 step %c1
//       CHECK:         scf.for %[[TY:.*]] = %c0 to %c1 step %c1
//       CHECK:           scf.for %[[TX:.*]] = %c0 to %c8 step %c1
//       CHECK:             %[[M:.*]] = arith.muli %[[BX]], %c8
//       CHECK:             %[[I:.*]] = arith.addi %[[M]], %[[TX]]
//       CHECK:             memref.store %{{.*}}, %{{.*}}[%[[I]]]
//   CHECK-NOT: gpu.
func.func @launch(%m: memref<32xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %sx : index
    %i = arith.addi %b, %tx : index
    memref.store %v, %m[%i] : memref<32xf32>
    gpu.terminator
  }
  return
}
