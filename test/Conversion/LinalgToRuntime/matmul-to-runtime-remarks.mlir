// RUN: maco-opt %s -convert-matmul-to-runtime=remarks -split-input-file -verify-diagnostics

// Every contraction left to loops says why (remarks); those that become
// GEMMs say nothing.
func.func @integers(%a: memref<4x8xi32>, %b: memref<8x2xi32>, %c: memref<4x2xi32>) {
  // expected-remark @below {{contraction left to loops: element types i32 x i32 -> i32: the runtime GEMM computes floats (f32, f64)}}
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x2xi32>) outs(%c : memref<4x2xi32>)
  return
}

// -----

func.func @broadcast(%a: memref<8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  // expected-remark @below {{contraction left to loops: loop dimension 0 is not one of batch, M, N or K (it does not index two of the operands)}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Lowered: no remark (f16 and bf16 inputs on converted f32 copies; two K
// dimensions: a loop around the GEMM).
func.func @lowered(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>,
                   %h: memref<4x8xf16>, %g: memref<8x2xf16>, %x: memref<4x8xbf16>, %y: memref<8x2xbf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  linalg.matmul ins(%h, %g : memref<4x8xf16>, memref<8x2xf16>) outs(%c : memref<4x2xf32>)
  linalg.matmul ins(%x, %y : memref<4x8xbf16>, memref<8x2xbf16>) outs(%c : memref<4x2xf32>)
  return
}

func.func @two_k_dims(%a: memref<4x8x3xf32>, %b: memref<8x3x2xf32>, %c: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k, l) -> (m, k, l)>,
                                   affine_map<(m, n, k, l) -> (k, l, n)>,
                                   affine_map<(m, n, k, l) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<4x8x3xf32>, memref<8x3x2xf32>) outs(%c : memref<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
