// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-cpu-vectorize{vector-bits=512}))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-cpu-vectorize{vector-bits=256 unroll=1}))' -split-input-file | FileCheck %s --check-prefix=AVX

// An element-wise op with a broadcast operand: rows of 4 x 16 f32 lanes
// (8 lanes with 256-bit vectors), no mask (512 is a multiple), tanh as a
// polynomial.
// CHECK-LABEL: func.func @elementwise
//       CHECK: scf.for %{{.*}} = %c0 to %c256 step %c1
//       CHECK:   scf.for %{{.*}} = %c0 to %c512 step %c64
//   CHECK-NOT:     vector.create_mask
//       CHECK:     vector.transfer_read {{.*}} : memref<64xf32, {{.*}}>, vector<64xf32>
//       CHECK:     vector.transfer_read {{.*}} : memref<64xf32, {{.*}}>, vector<64xf32>
//       CHECK:     arith.addf {{.*}} : vector<64xf32>
//   CHECK-NOT:     math.tanh
//       CHECK:     math.fma {{.*}} : vector<64xf32>
//       CHECK:     vector.transfer_write {{.*}} : vector<64xf32>, memref<64xf32
//   CHECK-NOT: linalg.generic
// AVX-LABEL: func.func @elementwise
//       AVX: scf.for %{{.*}} = %c0 to %c512 step %c8
//       AVX: arith.addf {{.*}} : vector<8xf32>
func.func @elementwise(%a: memref<256x512xf32>, %b: memref<512xf32>, %c: memref<256x512xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : memref<256x512xf32>, memref<512xf32>) outs(%c : memref<256x512xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  }
  return
}

// -----

// A row reduction whose row the tile does not divide: the last tile is
// masked; the vector reduction may reassociate.
// CHECK-LABEL: func.func @row_sum
//       CHECK: scf.for %{{.*}} = %c0 to %c100 step %c64
//       CHECK:   %[[N:.*]] = affine.min
//       CHECK:   vector.create_mask %{{.*}}, %[[N]] : vector<1x64xi1>
//       CHECK:   vector.transfer_read {{.*}}, %{{.*}}, %{{.*}} {in_bounds = [true]} : memref<?xf32, {{.*}}>, vector<64xf32>
//       CHECK:   vector.mask %{{.*}} { vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<64xf32> into f32 }
func.func @row_sum(%a: memref<256x100xf32>, %c: memref<256xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<256x100xf32>) outs(%c : memref<256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A column reduction (the bias gradient): the accumulator row is updated
// with vectors along the columns; no horizontal reduction.
// CHECK-LABEL: func.func @column_sum
//       CHECK: scf.for %{{.*}} = %c0 to %c512 step %c1
//       CHECK:   scf.for %{{.*}} = %c0 to %c1024 step %c64
//       CHECK:     arith.addf {{.*}} : vector<64xf32>
//   CHECK-NOT: vector.reduction
func.func @column_sum(%a: memref<512x1024xf32>, %c: memref<1024xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%a : memref<512x1024xf32>) outs(%c : memref<1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A dimension narrower than the tile is one vector of its width; a static
// op that is one tile needs no loop.
// CHECK-LABEL: func.func @narrow
//   CHECK-NOT: scf.for
//       CHECK: vector.transfer_write {{.*}} : vector<16xf32>
func.func @narrow(%c: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<16xf32>)
  return
}

// -----

// A strided copy (memref.copy would run element by element in
// memrefCopy) becomes a vectorized linalg.copy; a contiguous one stays a
// memref.copy (memcpy).
// CHECK-LABEL: func.func @copies
//       CHECK: scf.for
//       CHECK:   vector.transfer_read {{.*}} : memref<64xf32, {{.*}}>, vector<64xf32>
//   CHECK-NOT: linalg.copy
//       CHECK: memref.copy %arg1, %arg2 : memref<8x128xf32> to memref<8x128xf32>
func.func @copies(%a: memref<8x256xf32>, %b: memref<8x128xf32>, %c: memref<8x128xf32>) {
  %s = memref.subview %a[0, 64] [8, 128] [1, 1] : memref<8x256xf32> to memref<8x128xf32, strided<[256, 1], offset: 64>>
  memref.copy %s, %b : memref<8x128xf32, strided<[256, 1], offset: 64>> to memref<8x128xf32>
  memref.copy %b, %c : memref<8x128xf32> to memref<8x128xf32>
  return
}

// -----

// Left alone: buffers of i1 (LLVM packs vectors of i1 into bits, the buffer
// holds bytes) and contractions (runtime GEMMs): scalar loops as before.
// CHECK-LABEL: func.func @left_alone
//   CHECK-NOT: vector.
//       CHECK: linalg.generic
//       CHECK: linalg.matmul
//   CHECK-NOT: vector.
func.func @left_alone(%p: memref<64xi1>, %q: memref<64xi1>, %a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%p : memref<64xi1>) outs(%q : memref<64xi1>) {
  ^bb0(%x: i1, %y: i1):
    %true = arith.constant true
    %n = arith.xori %x, %true : i1
    linalg.yield %n : i1
  }
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Versioned: an op on a buffer whose innermost stride is dynamic (the
// accumulator that an scf.if of the partitioner yields, in JAX's logsumexp
// over a split axis; a buffer a loop carries). Where the stride is 1 at
// run time, the op runs on the buffer cast to a unit stride, vectorized;
// otherwise it stays scalar loops. Vectorized as it was, its vectors would
// be gathers, which convert-vector-to-scf unrolls into 0-d transfers from
// a 1-D buffer that nothing lowers to LLVM; the whole chain reaches LLVM
// (RUN below).
// CHECK-LABEL: func.func @dynamic_inner_stride
//       CHECK: %{{.*}}, %{{.*}}, %{{.*}}, %[[STRIDE:.*]] = memref.extract_strided_metadata %arg1
//       CHECK: %[[UNIT:.*]] = arith.cmpi eq, %[[STRIDE]], %c1
//       CHECK: scf.if %[[UNIT]] {
//       CHECK:   memref.cast %arg1 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
//       CHECK:   vector.reduction <maximumf>
//       CHECK: } else {
//   CHECK-NOT:   vector.
//       CHECK:   linalg.generic
//   CHECK-NOT:   vector.
//       CHECK: return
// RUN: maco-opt %s -split-input-file -maco-to-cpu | FileCheck %s --check-prefix=LLVM
// LLVM-LABEL: llvm.func @dynamic_inner_stride
//       LLVM: llvm.intr.vector.reduce.fmaximum
//   LLVM-NOT: unrealized_conversion_cast
func.func @dynamic_inner_stride(%x: memref<8x16xf32>, %acc: memref<8xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x16xf32>) outs(%acc : memref<8xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  }
  return
}
