// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-split-blocks-at-regions))' | FileCheck %s

// The function block ends after each loop; the nested loop's single-block
// body is left alone; values defined before a split are used after it.
// CHECK-LABEL: func.func @two_loops
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.store
//  CHECK-NEXT:   }
//  CHECK-NEXT:   cf.br ^[[B1:.*]]
//  CHECK-NEXT: ^[[B1]]:
//  CHECK-NEXT:   %[[A:.*]] = arith.addi
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       memref.store
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT:   cf.br ^[[B2:.*]]
//  CHECK-NEXT: ^[[B2]]:
//  CHECK-NEXT:   return %[[A]]
func.func @two_loops(%m: memref<4xf32>, %n: index, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %a = arith.addi %n, %c1 : index
  scf.for %i = %c0 to %a step %c1 {
    scf.for %j = %c0 to %a step %c1 {
      memref.store %v, %m[%j] : memref<4xf32>
    }
  }
  return %a : index
}

// A function without region-holding ops and a declaration are unchanged.
// CHECK-LABEL: func.func @straight
//  CHECK-NEXT:   arith.addi
//  CHECK-NEXT:   return
// CHECK-LABEL: func.func private @decl
func.func @straight(%n: index) -> index {
  %a = arith.addi %n, %n : index
  return %a : index
}
func.func private @decl(index) -> index
