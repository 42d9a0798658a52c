// RUN: maco-opt %s --maco-hoist-constants --split-input-file | FileCheck %s

// Constants move to the start of the entry block, one of each (same value
// and type; the location does not matter), out of loops and branches; a
// constant that is already first stays first.
// CHECK-LABEL: func.func @f
//  CHECK-NEXT:   %[[Z:.*]] = arith.constant 0 : index
//  CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[F:.*]] = arith.constant 2.000000e+00 : f32
//  CHECK-NEXT:   %[[I:.*]] = arith.constant 1 : i32
//  CHECK-NEXT:   scf.for %{{.*}} = %[[Z]] to %{{.*}} step %[[ONE]]
//  CHECK-NEXT:     memref.store %[[F]], %{{.*}}[%[[Z]]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     memref.store %[[F]], %{{.*}}[%[[ONE]]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[I]]
func.func @f(%m: memref<4xf32>, %n: index, %p: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.constant 2.0 : f32
    %z = arith.constant 0 : index
    memref.store %v, %m[%z] : memref<4xf32>
  }
  scf.if %p {
    %v = arith.constant 2.0 : f32 loc("elsewhere")
    %one = arith.constant 1 : index
    memref.store %v, %m[%one] : memref<4xf32>
  }
  %r = arith.constant 1 : i32
  return %r : i32
}

// -----

// Constants of regions that are not structured control flow of the
// function (a gpu.launch body) stay there; each function has its own.
// CHECK-LABEL: func.func @launch
//  CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   gpu.launch
//  CHECK-NEXT:     arith.constant 3.000000e+00 : f32
// CHECK-LABEL: func.func @other
//  CHECK-NEXT:   arith.constant 1 : index
func.func @launch(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = arith.constant 3.0 : f32
    memref.store %v, %m[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}
func.func @other() -> index {
  %c1 = arith.constant 1 : index
  return %c1 : index
}

// -----

// A duplicate right after the first constant is erased, and the next
// constant goes where it was.
// CHECK-LABEL: func.func @dup_first
//  CHECK-NEXT:   %[[A:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[B:.*]] = arith.constant 2 : index
//  CHECK-NEXT:   scf.for %{{.*}} = %[[A]] to %[[B]] step %[[A]]
//  CHECK-NEXT:     memref.store %{{.*}}, %{{.*}}[%[[B]]]
func.func @dup_first(%m: memref<4xf32>, %v: f32) {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %t = arith.constant 2 : index
  scf.for %i = %a to %t step %b {
    %c = arith.constant 2 : index
    memref.store %v, %m[%c] : memref<4xf32>
  }
  return
}
