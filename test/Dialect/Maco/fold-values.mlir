// RUN: maco-opt %s --maco-fold-values | FileCheck %s

// A descriptor built only to be taken apart: each extract becomes the
// value inserted, and the chain, now unused, is erased. An extract of a
// field that was never inserted, ops with side effects and a fold to a
// constant (an add of zero constants) are left alone.
// CHECK-LABEL: llvm.func @desc
//  CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[N:.*]]: i64, %[[S:.*]]: !llvm.struct<(ptr, i64)>)
//   CHECK-NOT:   llvm.insertvalue
//       CHECK:   %[[Q:.*]] = llvm.extractvalue %[[S]][1]
//       CHECK:   llvm.call @use(%[[P]], %[[N]], %[[Q]])
//       CHECK:   %[[Z:.*]] = llvm.mlir.constant(0 : i64)
//       CHECK:   llvm.add %[[Z]], %[[Z]]
//       CHECK:   llvm.return
llvm.func @use(!llvm.ptr, i64, i64)
llvm.func @desc(%p: !llvm.ptr, %n: i64, %s: !llvm.struct<(ptr, i64)>) -> i64 {
  %u = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, i64)>
  %d1 = llvm.insertvalue %n, %d0[1] : !llvm.struct<(ptr, i64)>
  %a = llvm.extractvalue %d1[0] : !llvm.struct<(ptr, i64)>
  %b = llvm.extractvalue %d1[1] : !llvm.struct<(ptr, i64)>
  %q = llvm.extractvalue %s[1] : !llvm.struct<(ptr, i64)>
  llvm.call @use(%a, %b, %q) : (!llvm.ptr, i64, i64) -> ()
  %z = llvm.mlir.constant(0 : i64) : i64
  %sum = llvm.add %z, %z : i64
  llvm.return %sum : i64
}
