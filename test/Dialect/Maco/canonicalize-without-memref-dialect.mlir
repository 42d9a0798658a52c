// RUN: maco-opt %s -canonicalize | FileCheck %s

// KNOWN BUG: FoldSingletonGroup creates `memref.copy`, but the maco dialect
// does not declare memref as a dependent dialect. When the input contains
// no memref operation (only memref types, which are builtin), the memref
// dialect is not loaded and the pattern fails with "'memref.copy' op
// created with unregistered dialect". Remove the XFAIL line once
// MacoDialect lists `::mlir::memref::MemRefDialect` in dependentDialects.

shard.grid @one(shape = 1x4)

// CHECK-LABEL: func.func @copy_needs_memref_dialect
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>)
func.func @copy_needs_memref_dialect(%a: memref<16xf32>, %b: memref<16xf32>) {
  // CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<16xf32> to memref<16xf32>
  // CHECK-NEXT: return
  maco.all_reduce %a into %b on @one grid_axes = [0] : memref<16xf32> into memref<16xf32>
  return
}
