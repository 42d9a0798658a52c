// RUN: maco-opt %s -convert-matmul-to-runtime -split-input-file | FileCheck %s

// linalg.matmul on f32 becomes a runtime GEMM that accumulates into C.
// CHECK-LABEL: func.func @matmul
//  CHECK-NEXT: %[[V:.*]] = arith.constant 3 : i64
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
