// RUN: maco-opt %s -convert-matmul-to-runtime -split-input-file | FileCheck %s
// RUN: maco-opt %s -convert-matmul-to-runtime="half-precision" -split-input-file | FileCheck %s --check-prefix=HALF

// linalg.matmul on f32 becomes one runtime GEMM that accumulates into C:
// maco_cg_gemm(dtype, batch, m, n, k, A, a_bs, a_rs, a_cs, B, ..., C, ...,
// accumulate), each operand's strides from its descriptor.
// CHECK-LABEL: func.func @matmul
//  CHECK-NEXT: %[[V:.*]] = arith.constant 8 : i64
//  CHECK-NEXT: call @maco_cg_require_abi(%[[V]])
//       CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[SA:.*]]:2 = memref.extract_strided_metadata %arg0
//       CHECK: %[[ARS:.*]] = arith.index_cast %[[SA]]#0
//       CHECK: %[[ACS:.*]] = arith.index_cast %[[SA]]#1
//       CHECK: call @maco_cg_gemm(%c0_i32, %c1_i64, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c0_i64{{[_0-9]*}}, %[[ARS]], %[[ACS]], {{.*}}, %c1_i32)
//   CHECK-NOT: linalg.matmul
//   CHECK-NOT: maco_cg_gemm_layout_ok
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Row and column blocks: the offset moves the base address, the strides
// are the block's.
// CHECK-LABEL: func.func @matmul_blocks
//       CHECK: memref.extract_strided_metadata %{{.*}} : memref<2x8xf32, strided<[8, 1], offset: 16>>
//       CHECK: arith.muli %{{.*}}, %c4
//       CHECK: call @maco_cg_gemm(
//   CHECK-NOT: linalg.matmul
func.func @matmul_blocks(%a: memref<6x8xf32>, %b: memref<8x6xf32>, %c: memref<2x2xf32>) {
  %as = memref.subview %a[2, 0] [2, 8] [1, 1] : memref<6x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
  %bs = memref.subview %b[0, 2] [8, 2] [1, 1] : memref<8x6xf32> to memref<8x2xf32, strided<[6, 1], offset: 2>>
  linalg.matmul ins(%as, %bs : memref<2x8xf32, strided<[8, 1], offset: 16>>, memref<8x2xf32, strided<[6, 1], offset: 2>>) outs(%c : memref<2x2xf32>)
  return
}

// -----

// A static column stride other than 1 (and a row stride other than 1): A
// is packed into a row-major copy here (no run-time check), freed after.
// CHECK-LABEL: func.func @matmul_strided_columns
//   CHECK-NOT: maco_cg_gemm_layout_ok
//       CHECK: %[[P:.*]] = memref.alloc() : memref<2x8xf32>
//       CHECK: linalg.copy ins(%{{.*}} : memref<2x8xf32, strided<[16, 2]>>) outs(%[[P]] : memref<2x8xf32>)
//       CHECK: call @maco_cg_gemm(
//       CHECK: memref.dealloc %[[P]]
func.func @matmul_strided_columns(%a: memref<2x16xf32>, %b: memref<8x2xf32>, %c: memref<2x2xf32>) {
  %as = memref.subview %a[0, 0] [2, 8] [1, 2] : memref<2x16xf32> to memref<2x8xf32, strided<[16, 2]>>
  linalg.matmul ins(%as, %b : memref<2x8xf32, strided<[16, 2]>>, memref<8x2xf32>) outs(%c : memref<2x2xf32>)
  return
}

// -----

// A result with a dynamic strided layout (what bufferization gives an
// init that is a block of one buffer or another): the runtime decides;
// where it is no BLAS matrix it is packed, computed, copied back, freed.
// CHECK-LABEL: func.func @matmul_dynamic_layout
//       CHECK: %[[OK:.*]] = call @maco_cg_gemm_layout_ok(
//       CHECK: %[[NO:.*]] = arith.cmpi eq, %[[OK]], %c0_i32
//       CHECK: %[[C:.*]] = scf.if %[[NO]] -> (memref<4x2xf32, strided<[?, ?], offset: ?>>) {
//       CHECK:   memref.alloc() : memref<4x2xf32>
//       CHECK:   linalg.copy
//       CHECK: } else {
//       CHECK: call @maco_cg_gemm(
//       CHECK: scf.if %[[NO]] {
//       CHECK:   linalg.copy ins(%[[C]] : {{.*}}) outs(%arg2 :
//       CHECK:   memref.dealloc %[[C]]
func.func @matmul_dynamic_layout(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32, strided<[?, ?], offset: ?>>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32, strided<[?, ?], offset: ?>>)
  return
}

// -----

// The CPU's BLAS has no f16 GEMM: the operands are converted to f32 once
// (C too, as it accumulates), the GEMM computes in f32 (dtype 0) and C is
// converted back.
// CHECK-LABEL: func.func @matmul_f16
//       CHECK: %[[A:.*]] = memref.alloc() : memref<4x8xf32>
//       CHECK: linalg.generic {{.*}} ins(%arg0 : memref<4x8xf16>) outs(%[[A]] : memref<4x8xf32>)
//       CHECK:   arith.extf
//       CHECK: %[[C:.*]] = memref.alloc() : memref<4x2xf32>
//       CHECK: linalg.generic {{.*}} ins(%arg2 : memref<4x2xf16>) outs(%[[C]] : memref<4x2xf32>)
//       CHECK: call @maco_cg_gemm(%c0_i32,
//       CHECK: linalg.generic {{.*}} ins(%[[C]] : memref<4x2xf32>) outs(%arg2 : memref<4x2xf16>)
//       CHECK:   arith.truncf
//       CHECK: memref.dealloc %[[A]]
//   CHECK-NOT: linalg.matmul
func.func @matmul_f16(%a: memref<4x8xf16>, %b: memref<8x2xf16>, %c: memref<4x2xf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xf16>, memref<8x2xf16>) outs(%c : memref<4x2xf16>)
  return
}

// -----

// With half-precision (maco-to-cuda: cuBLAS computes it), f16 and bf16 are
// GEMMs (dtype codes 1 and 2).
// HALF-LABEL: func.func @matmul_f16
//       HALF: call @maco_cg_gemm(%c1_i32{{[_0-9]*}},
//   HALF-NOT: linalg.matmul
// HALF-LABEL: func.func @matmul_bf16
//       HALF: call @maco_cg_gemm(%c2_i32{{[_0-9]*}},
func.func @matmul_bf16(%a: memref<4x8xbf16>, %b: memref<8x2xbf16>, %c: memref<4x2xbf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x2xbf16>) outs(%c : memref<4x2xbf16>)
  return
}

// -----

// A transposed A (indexing map (d2, d0)): A's stride along m is its column
// stride, along k its row stride (the runtime sees a column-major A).
// CHECK-LABEL: func.func @matmul_transpose_a
//       CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[SA:.*]]:2 = memref.extract_strided_metadata %arg0
//       CHECK: %[[K:.*]] = memref.dim %arg0, %c0
//       CHECK: %[[K64:.*]] = arith.index_cast %[[K]]
//       CHECK: %[[ARS:.*]] = arith.index_cast %[[SA]]#1
//       CHECK: %[[ACS:.*]] = arith.index_cast %[[SA]]#0
//       CHECK: call @maco_cg_gemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[K64]], %{{.*}}, %{{.*}}, %[[ARS]], %[[ACS]],
//   CHECK-NOT: linalg.matmul
func.func @matmul_transpose_a(%a: memref<8x4xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<8x4xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// A broadcast operand (a dimension that only C has) is no GEMM: loops.
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

// A batch matmul is one strided-batched GEMM: batch 3, batch strides 32,
// 16 and 8 elements.
// CHECK-LABEL: func.func @batch_matmul
//   CHECK-NOT: scf.for
//       CHECK: %[[B:.*]] = memref.dim %arg0, %c0
//       CHECK: %[[B64:.*]] = arith.index_cast %[[B]]
//       CHECK: call @maco_cg_gemm(%c0_i32, %[[B64]],
//   CHECK-NOT: linalg.batch_matmul
func.func @batch_matmul(%a: memref<3x4x8xf32>, %b: memref<3x8x2xf32>, %c: memref<3x4x2xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x4x8xf32>, memref<3x8x2xf32>) outs(%c : memref<3x4x2xf32>)
  return
}

// -----

// Two batch dimensions: a loop over the outer one moves the base
// addresses; the inner one is the call's batch.
// CHECK-LABEL: func.func @two_batch_dims
//       CHECK: scf.for %[[I:[^ ]*]] = %c0{{[_0-9]*}} to %{{.*}} step %c1{{[_0-9]*}} {
//       CHECK:   arith.muli %[[I]],
//       CHECK:   call @maco_cg_gemm(
//       CHECK: }
func.func @two_batch_dims(%a: memref<2x3x4x8xf32>, %b: memref<2x3x8x2xf32>, %c: memref<2x3x4x2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, c, m, n, k) -> (b, c, m, k)>,
                                   affine_map<(b, c, m, n, k) -> (b, c, k, n)>,
                                   affine_map<(b, c, m, n, k) -> (b, c, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x3x4x8xf32>, memref<2x3x8x2xf32>) outs(%c : memref<2x3x4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// The batch dimension innermost in A: no unit stride along m or k, so A is
// packed with its batch dimension first (linalg.transpose) and presented
// in its own order through a transposed view.
// CHECK-LABEL: func.func @batch_innermost
//       CHECK: %[[P:.*]] = memref.alloc() : memref<2x4x8xf32>
//       CHECK: linalg.transpose ins(%arg0 : memref<4x8x2xf32>) outs(%[[P]] : memref<2x4x8xf32>) permutation = [2, 0, 1]
//       CHECK: %[[V:.*]] = memref.transpose %[[P]] (d0, d1, d2) -> (d1, d2, d0)
//       CHECK: call @maco_cg_gemm(
//       CHECK: memref.dealloc %[[V]]
func.func @batch_innermost(%a: memref<4x8x2xf32>, %b: memref<2x8x3xf32>, %c: memref<2x4x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, k, b)>,
                                   affine_map<(b, m, n, k) -> (b, k, n)>,
                                   affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8x2xf32>, memref<2x8x3xf32>) outs(%c : memref<2x4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Zero-sized dimensions: nothing to multiply, so no GEMM (BLAS rejects a
// leading dimension of 0); the loop lowering takes them.
// CHECK-LABEL: func.func @empty
//   CHECK-NOT: call @maco_cg_gemm
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
