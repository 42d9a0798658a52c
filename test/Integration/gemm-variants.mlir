// Transposed and batched matmuls run as the runtime's GEMM (transpose
// flags, one GEMM per batch: convert-matmul-to-runtime) and give the
// products computed by hand below.
// REQUIRES: mpi
// RUN: %mpirun -np 1 maco-run %s | sed -e 's/base@ = 0x[0-9a-f]*//' | FileCheck %s
// RUN: maco-opt --maco-to-cpu %s | FileCheck %s --check-prefix=IR
// IR-COUNT-3: llvm.call @maco_cg_gemm(
// IR-NOT: llvm.call @maco_cg_gemm(

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A^T with A = [[1, 2], [3, 4]] times I.
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[\[}}1, 3],
// CHECK-NEXT: [2, 4]]
// A = [[1, 2], [3, 4]] times B^T with B = [[1, 1], [0, 1]].
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[\[}}3, 2],
// CHECK-NEXT: [7, 4]]
// Batch 0: [[1, 2], [3, 4]] x I; batch 1: I x [[5, 6], [7, 8]].
// CHECK: sizes = [4, 2]
// CHECK-NEXT: {{\[\[}}1, 2],
// CHECK-NEXT: [3, 4],
// CHECK-NEXT: [5, 6],
// CHECK-NEXT: [7, 8]]
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %id = arith.constant dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[1.0, 1.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %ta = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %id : tensor<2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %tb = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                       affine_map<(d0, d1, d2) -> (d1, d2)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %ba = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[1.0, 0.0], [0.0, 1.0]]]> : tensor<2x2x2xf32>
  %bb = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %be = tensor.empty() : tensor<2x2x2xf32>
  %bz = linalg.fill ins(%zero : f32) outs(%be : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %bc = linalg.batch_matmul ins(%ba, %bb : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%bz : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %flat = tensor.collapse_shape %bc [[0, 1], [2]] : tensor<2x2x2xf32> into tensor<4x2xf32>
  %p0 = tensor.cast %ta : tensor<2x2xf32> to tensor<?x?xf32>
  %p1 = tensor.cast %tb : tensor<2x2xf32> to tensor<?x?xf32>
  %p2 = tensor.cast %flat : tensor<4x2xf32> to tensor<?x?xf32>
  func.call @print(%p0) : (tensor<?x?xf32>) -> ()
  func.call @print(%p1) : (tensor<?x?xf32>) -> ()
  func.call @print(%p2) : (tensor<?x?xf32>) -> ()
  return
}
