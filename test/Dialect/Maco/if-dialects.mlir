// RUN: maco-opt %s --split-input-file --pass-pipeline='builtin.module(maco-if-dialects{dialects=vector pipeline=convert-vector-to-llvm})' | FileCheck %s
// RUN: maco-opt %s --split-input-file --pass-pipeline='builtin.module(maco-if-dialects{dialects=tosa,vector pipeline=builtin.module(canonicalize)})' | FileCheck %s --check-prefix=CANON

// A module with a vector op: the pipeline runs (vector.print becomes calls
// of the runner's print functions), and it runs on the whole module (the
// other function's foldable add is folded by the canonicalize run).
// CHECK-LABEL: func.func @prints
//   CHECK-NOT:   vector.print
//       CHECK:   llvm.call @printF32
// CANON-LABEL: func.func @prints
// CANON-LABEL: func.func @adds
//  CANON-NEXT:   %[[C:.*]] = arith.constant 3 : i32
//  CANON-NEXT:   return %[[C]]
func.func @prints(%x: f32) {
  vector.print %x : f32
  return
}
func.func @adds() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// -----

// No op of the dialects, at any depth: the module is left as it is.
// CANON-LABEL: func.func @adds
//  CANON-NEXT:   arith.constant 1
//  CANON-NEXT:   arith.constant 2
//  CANON-NEXT:   arith.addi
func.func @adds() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// -----

// An op of the dialect nested in a loop counts.
// CHECK-LABEL: func.func @nested
//   CHECK-NOT:   vector.print
//       CHECK:   llvm.call @printF32
func.func @nested(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    vector.print %x : f32
  }
  return
}
