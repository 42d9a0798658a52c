// RUN: maco-opt %s -convert-matmul-to-runtime -split-input-file | FileCheck %s
// RUN: maco-opt %s -convert-matmul-to-runtime="half-precision" -split-input-file | FileCheck %s --check-prefix=HALF

// linalg.matmul on f32 becomes a runtime GEMM that accumulates into C.
// CHECK-LABEL: func.func @matmul
//  CHECK-NEXT: %[[V:.*]] = arith.constant 7 : i64
//  CHECK-NEXT: call @maco_cg_require_abi(%[[V]])
//       CHECK: call @maco_cg_gemm(
//   CHECK-NOT: linalg.matmul
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Row and column blocks (unit column stride) are GEMMs too: the row stride
// is the leading dimension and the offset moves the base address.
// CHECK-LABEL: func.func @matmul_blocks
//       CHECK: memref.extract_strided_metadata %{{.*}} : memref<2x8xf32, strided<[8, 1], offset: 16>>
//       CHECK: %[[LDA:.*]] = arith.index_cast %{{.*}}#0 : index to i64
//       CHECK: memref.extract_strided_metadata %{{.*}} : memref<8x2xf32, strided<[6, 1], offset: 2>>
//       CHECK: %[[LDB:.*]] = arith.index_cast %{{.*}}#0 : index to i64
//       CHECK: call @maco_cg_gemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[LDA]], %{{.*}}, %[[LDB]],
//   CHECK-NOT: linalg.matmul
func.func @matmul_blocks(%a: memref<6x8xf32>, %b: memref<8x6xf32>, %c: memref<2x2xf32>) {
  %as = memref.subview %a[2, 0] [2, 8] [1, 1] : memref<6x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
  %bs = memref.subview %b[0, 2] [8, 2] [1, 1] : memref<8x6xf32> to memref<8x2xf32, strided<[6, 1], offset: 2>>
  linalg.matmul ins(%as, %bs : memref<2x8xf32, strided<[8, 1], offset: 16>>, memref<8x2xf32, strided<[6, 1], offset: 2>>) outs(%c : memref<2x2xf32>)
  return
}

// -----

// A column stride other than 1 is not a BLAS matrix: loops.
// CHECK-LABEL: func.func @matmul_strided_columns
//       CHECK-NOT: maco_cg_
//       CHECK: linalg.matmul
func.func @matmul_strided_columns(%a: memref<2x16xf32>, %b: memref<8x2xf32>, %c: memref<2x2xf32>) {
  %as = memref.subview %a[0, 0] [2, 8] [1, 2] : memref<2x16xf32> to memref<2x8xf32, strided<[16, 2]>>
  linalg.matmul ins(%as, %b : memref<2x8xf32, strided<[16, 2]>>, memref<8x2xf32>) outs(%c : memref<2x2xf32>)
  return
}

// -----

// -----

// f16 has no runtime GEMM: loops.
// CHECK-LABEL: func.func @matmul_f16
//   CHECK-NOT: maco_cg_
//       CHECK: linalg.matmul
func.func @matmul_f16(%a: memref<4x8xf16>, %b: memref<8x2xf16>, %c: memref<4x2xf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xf16>, memref<8x2xf16>) outs(%c : memref<4x2xf16>)
  return
}

// -----

// With half-precision (maco-to-cuda: cuBLAS computes it), f16 and bf16 are
// GEMMs (dtype codes 1 and 2).
// HALF-LABEL: func.func @matmul_f16
//       HALF: %[[F16:.*]] = arith.constant 1 : i32
//       HALF: call @maco_cg_gemm(%[[F16]],
//   HALF-NOT: linalg.matmul
// HALF-LABEL: func.func @matmul_bf16
//       HALF: %[[BF16:.*]] = arith.constant 2 : i32
//       HALF: call @maco_cg_gemm(%[[BF16]],
func.func @matmul_bf16(%a: memref<4x8xbf16>, %b: memref<8x2xbf16>, %c: memref<4x2xbf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x2xbf16>) outs(%c : memref<4x2xbf16>)
  return
}

// -----

// Transposed operands (indexing maps (d2, d0) for A, (d1, d2) for B) are
// the GEMM's transpose flags; m and n come from C, k from A (its rows when
// A is transposed).
// CHECK-LABEL: func.func @matmul_transpose_a
//       CHECK: %[[K:.*]] = memref.dim %{{.*}}, %c0{{(_[0-9]+)?}} : memref<8x4xf32>
//       CHECK: %[[K64:.*]] = arith.index_cast %[[K]]
//       CHECK: call @maco_cg_gemm(%{{[a-z0-9_]+}}, %c1_i32{{(_[0-9]+)?}}, %c0_i32{{(_[0-9]+)?}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[K64]],
//   CHECK-NOT: linalg.matmul
func.func @matmul_transpose_a(%a: memref<8x4xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<8x4xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_b
//       CHECK: call @maco_cg_gemm(%{{[a-z0-9_]+}}, %c0_i32{{(_[0-9]+)?}}, %c1_i32{{(_[0-9]+)?}},
//   CHECK-NOT: linalg.matmul
func.func @matmul_transpose_b(%a: memref<4x8xf32>, %b: memref<2x8xf32>, %c: memref<4x2xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4x8xf32>, memref<2x8xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// A broadcast operand is not a BLAS matrix: loops.
// CHECK-LABEL: func.func @matmul_broadcast
//   CHECK-NOT: maco_cg_
//       CHECK: linalg.matmul
func.func @matmul_broadcast(%a: memref<8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// A batch matmul is a loop over the batch of GEMMs on the rank-reduced
// slices of one batch (the leading dimension is the slice's row stride).
// CHECK-LABEL: func.func @batch_matmul
//       CHECK: %[[B:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<3x4x2xf32>
//       CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[B]]
//       CHECK:   memref.subview %{{.*}}[%[[I]], 0, 0] [1, 4, 8] [1, 1, 1] : memref<3x4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
//       CHECK:   memref.subview %{{.*}}[%[[I]], 0, 0] [1, 8, 2] [1, 1, 1] : memref<3x8x2xf32> to memref<8x2xf32, strided<[2, 1], offset: ?>>
//       CHECK:   memref.subview %{{.*}}[%[[I]], 0, 0] [1, 4, 2] [1, 1, 1] : memref<3x4x2xf32> to memref<4x2xf32, strided<[2, 1], offset: ?>>
//       CHECK:   call @maco_cg_gemm(
//   CHECK-NOT: linalg.batch_matmul
func.func @batch_matmul(%a: memref<3x4x8xf32>, %b: memref<3x8x2xf32>, %c: memref<3x4x2xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x4x8xf32>, memref<3x8x2xf32>) outs(%c : memref<3x4x2xf32>)
  return
}

// -----

// Zero-sized dimensions: nothing to multiply, so no GEMM (BLAS rejects a
// leading dimension of 0) and no batch slice (a static offset into a
// dimension of size 0 does not verify); the loop lowering takes them.
// CHECK-LABEL: func.func @empty
//   CHECK-NOT: call @maco_cg_gemm
//   CHECK-NOT: memref.subview
//       CHECK: linalg.matmul
//       CHECK: linalg.batch_matmul
//   CHECK-NOT: call @maco_cg_gemm
func.func @empty(%a: memref<4x0xf32>, %b: memref<0x2xf32>, %c: memref<4x2xf32>,
                 %x: memref<3x4x0xf32>, %y: memref<3x0x2xf32>, %z: memref<3x4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x0xf32>, memref<0x2xf32>) outs(%c : memref<4x2xf32>)
  linalg.batch_matmul ins(%x, %y : memref<3x4x0xf32>, memref<3x0x2xf32>) outs(%z : memref<3x4x2xf32>)
  return
}

// -----

// A zero fill of C before the matmul is folded into the GEMM: beta = 0
// (accumulate = 0), no fill left; ops between that touch other allocations
// only do not stop it.
// CHECK-LABEL: func.func @matmul_zero_init
//   CHECK-NOT: linalg.fill
//       CHECK: linalg.generic
//   CHECK-NOT: linalg.fill
//       CHECK: call @maco_cg_gemm({{.*}}, %c0_i32{{[_0-9]*}}) :
func.func @matmul_zero_init(%a: memref<4x8xf32>, %b: memref<8x2xf32>) -> memref<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<4x2xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<4x2xf32>)
  %t = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%t : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  }
  linalg.matmul ins(%t, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  memref.dealloc %t : memref<4x8xf32>
  return %c : memref<4x2xf32>
}

// -----

// Not folded: a fill of another value, and an op between the fill and the
// matmul that may read C (a view of a function argument may alias it).
// CHECK-LABEL: func.func @matmul_init_kept
//       CHECK: linalg.fill
//       CHECK: call @maco_cg_gemm({{.*}}, %c1_i32{{[_0-9]*}}) :
//       CHECK: linalg.fill
//       CHECK: memref.copy
//       CHECK: call @maco_cg_gemm({{.*}}, %c1_i32{{[_0-9]*}}) :
func.func @matmul_init_kept(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>, %d: memref<4x2xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<4x2xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  linalg.fill ins(%zero : f32) outs(%d : memref<4x2xf32>)
  memref.copy %c, %d : memref<4x2xf32> to memref<4x2xf32>
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%d : memref<4x2xf32>)
  return
}
