// RUN: maco-opt %s -convert-matmul-to-runtime -split-input-file | FileCheck %s
// RUN: maco-opt %s -convert-matmul-to-runtime="epilogues=false" -split-input-file | FileCheck %s --check-prefix=OFF

// GEMM + bias + ReLU (the bias along N): one call with the bias's address
// and epilogue 1 (ReLU), writing the element-wise op's output; neither the
// op nor C's allocation is left. Without `epilogues`: a GEMM and the op.
// CHECK-LABEL: func.func @bias_relu
//       CHECK: memref.alloc() : memref<64x32xf32>
//   CHECK-NOT: memref.alloc() : memref<64x32xf32>
//   CHECK-NOT: linalg.generic
//       CHECK: %[[B:.*]] = memref.extract_aligned_pointer_as_index %arg2
//       CHECK: call @maco_cg_gemm_epilogue(%{{.*}}, %[[B]]{{.*}}, %c1_i32)
//   CHECK-NOT: linalg.generic
//       CHECK: return
// OFF-LABEL: func.func @bias_relu
//       OFF: call @maco_cg_gemm(
//       OFF: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @bias_relu(%a: memref<64x16xf32>, %b: memref<16x32xf32>, %bias: memref<32xf32>) -> memref<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x32xf32>
  %d = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : memref<64x32xf32>, memref<32xf32>) outs(%d : memref<64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %y, %x : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<64x32xf32>
  return %d : memref<64x32xf32>
}

// -----

// A scalar bias (a constant folded into the body) and the tanh GELU in
// another spelling, in place in C: the scalar is filled into an N-vector;
// epilogue 2.
// CHECK-LABEL: func.func @scalar_gelu
//       CHECK: %[[V:.*]] = memref.alloc() : memref<32xf32>
//       CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[V]] : memref<32xf32>)
//       CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[V]]
//       CHECK: call @maco_cg_gemm_epilogue(%{{.*}}, %[[P]]{{.*}}, %c2_i32)
//  CHECK-NEXT: memref.dealloc %[[V]]
//   CHECK-NOT: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
func.func @scalar_gelu(%a: memref<64x16xf32>, %b: memref<16x32xf32>) -> memref<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%c : memref<64x32xf32>) {
  ^bb0(%o: f32):
    %k = arith.constant -0.5 : f32
    %x = arith.addf %o, %k : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %c1 = arith.constant 0.044715 : f32
    %t0 = arith.mulf %x3, %c1 : f32
    %t1 = arith.addf %x, %t0 : f32
    %c2 = arith.constant 0.797884583 : f32
    %t2 = arith.mulf %c2, %t1 : f32
    %t3 = math.tanh %t2 : f32
    %one = arith.constant 1.0 : f32
    %t4 = arith.addf %t3, %one : f32
    %half = arith.constant 0.5 : f32
    %h = arith.mulf %x, %half : f32
    %r = arith.mulf %h, %t4 : f32
    linalg.yield %r : f32
  }
  return %c : memref<64x32xf32>
}

// -----

// A residual: copied into the output first (linalg.copy), added as
// beta * C (accumulate = 1), with a bias and no activation (epilogue 0).
// CHECK-LABEL: func.func @bias_residual
//       CHECK: %[[D:.*]] = memref.alloc() : memref<64x32xf32>
//       CHECK: linalg.copy ins(%arg3 : memref<64x32xf32>) outs(%[[D]] : memref<64x32xf32>)
//       CHECK: call @maco_cg_gemm_epilogue({{.*}}, %c1_i32, %{{.*}}, %c0_i32{{.*}})
//   CHECK-NOT: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @bias_residual(%a: memref<64x16xf32>, %b: memref<16x32xf32>, %bias: memref<32xf32>, %res: memref<64x32xf32>) -> memref<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x32xf32>
  %d = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id, #row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias, %res : memref<64x32xf32>, memref<32xf32>, memref<64x32xf32>) outs(%d : memref<64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %z, %s : f32
    linalg.yield %t : f32
  }
  memref.dealloc %c : memref<64x32xf32>
  return %d : memref<64x32xf32>
}

// -----

// Not epilogues: the erf GELU (cuBLASLt computes the tanh form), a ReLU
// whose C is read again afterwards, and a residual added after the
// activation. Each stays a GEMM and an op.
// CHECK-LABEL: func.func @erf_gelu
//       CHECK: call @maco_cg_gemm(
//       CHECK: linalg.generic
// CHECK-LABEL: func.func @c_read_later
//       CHECK: call @maco_cg_gemm(
//       CHECK: linalg.generic
// CHECK-LABEL: func.func @residual_after
//       CHECK: call @maco_cg_gemm(
//       CHECK: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
func.func @erf_gelu(%a: memref<64x16xf32>, %b: memref<16x32xf32>, %d: memref<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : memref<64x32xf32>) outs(%d : memref<64x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %x, %r2 : f32
    %e = math.erf %t : f32
    %one = arith.constant 1.0 : f32
    %t1 = arith.addf %e, %one : f32
    %half = arith.constant 0.5 : f32
    %h = arith.mulf %x, %half : f32
    %r = arith.mulf %h, %t1 : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<64x32xf32>
  return
}
func.func @c_read_later(%a: memref<64x16xf32>, %b: memref<16x32xf32>, %d: memref<64x32xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %i = arith.constant 0 : index
  %c = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : memref<64x32xf32>) outs(%d : memref<64x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }
  %v = memref.load %c[%i, %i] : memref<64x32xf32>
  memref.dealloc %c : memref<64x32xf32>
  return %v : f32
}
func.func @residual_after(%a: memref<64x16xf32>, %b: memref<16x32xf32>, %res: memref<64x32xf32>, %d: memref<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x32xf32>)
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x32xf32>) outs(%c : memref<64x32xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %res : memref<64x32xf32>, memref<64x32xf32>) outs(%d : memref<64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    %s = arith.addf %r, %y : f32
    linalg.yield %s : f32
  }
  memref.dealloc %c : memref<64x32xf32>
  return
}
