// RUN: maco-opt %s -canonicalize | FileCheck %s

// Folding a singleton-group collective in memref form creates memref.copy
// even when the input loaded no memref op (memref is a dependent dialect).

shard.grid @one(shape = 1x4)

// CHECK-LABEL: func.func @copy_needs_memref_dialect
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>)
func.func @copy_needs_memref_dialect(%a: memref<16xf32>, %b: memref<16xf32>) {
  // CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<16xf32> to memref<16xf32>
  // CHECK-NEXT: return
  maco.all_reduce %a into %b on @one grid_axes = [0] : memref<16xf32> into memref<16xf32>
  return
}
