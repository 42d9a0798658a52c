// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-map-reductions))' | FileCheck %s

// A column reduction: parallel dimension first (one thread per column).
// CHECK-LABEL: func.func @col
//       CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]}
// A full reduction is left alone (a host loop; see the pass's header).
// CHECK-LABEL: func.func @full
//   CHECK-NOT: scf.parallel
//       CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// A row reduction is already parallel first: unchanged.
// CHECK-LABEL: func.func @row
//  CHECK-NEXT: linalg.reduce
// A 0-d op is left alone.
// CHECK-LABEL: func.func @scalar
//  CHECK-NEXT: arith.constant
//  CHECK-NEXT: linalg.fill
func.func @col(%a: memref<8x16xf32>, %o: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%a : memref<8x16xf32>) outs(%o : memref<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
func.func @full(%a: memref<8x16xf32>, %o: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a : memref<8x16xf32>) outs(%o : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
func.func @row(%a: memref<8x16xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x16xf32>) outs(%o : memref<8xf32>) dimensions = [1]
  (%x: f32, %acc: f32) {
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
func.func @scalar(%o: memref<i32>) {
  %c0 = arith.constant 0 : i32
  linalg.fill ins(%c0 : i32) outs(%o : memref<i32>)
  return
}
