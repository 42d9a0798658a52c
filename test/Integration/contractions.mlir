// Every form of linalg contraction is one runtime GEMM (or packed first)
// and computes what NumPy computes: transposed operands and results, batch
// dimensions anywhere, two batch dimensions, matvec/vecmat, transposes
// folded into the product (maco-fold-transposes), bf16 and f16 operands
// (computed in f32 on converted copies), strided views
// packed at compile time and at run time, a result with a dynamic strided
// layout (the accumulating matmul of JAX's MLP), two M and two N
// dimensions, two K dimensions (loops around the GEMM, accumulating): no
// contraction is left to loops (no remark).
// REQUIRES: mpi
// RUN: %python %S/Inputs/check-contractions.py %s %maco_tools_dir/maco-run '%mpirun' %maco_src_root/python | FileCheck %s
// CHECK-COUNT-21: ok
// CHECK: all 21 results match
// RUN: maco-opt --maco-to-cpu=remarks %s -o /dev/null 2>&1 | count 0
// RUN: maco-opt --maco-to-cpu %s | FileCheck %s --check-prefix=IR
// IR-COUNT-21: llvm.call @maco_cg_gemm(
// IR-NOT: llvm.call @maco_cg_gemm(

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
#gemm = ["parallel", "parallel", "reduction"]
#bgemm = ["parallel", "parallel", "parallel", "reduction"]

// A function the pipeline does not inline: its result is only known at
// run time (the strides of the views below).
func.func private @same(%i: index) -> index {
  return %i : index
}

func.func @zeros(%m: index, %n: index) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %z : tensor<?x?xf32>
}

func.func @contractions(%a: tensor<5x4xf32>, %b: tensor<4x3xf32>,
                        %ab: tensor<2x5x4xf32>, %bb: tensor<2x4x3xf32>,
                        %abt: tensor<5x4x2xf32>, %a4: tensor<2x3x5x4xf32>,
                        %b4: tensor<2x3x4x3xf32>, %v: tensor<4xf32>,
                        %a8: tensor<5x8xf32>, %c: tensor<7x3xf32>)
    -> (tensor<5x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<4x4xf32>,
        tensor<2x5x3xf32>, tensor<5x2x3xf32>, tensor<2x5x3xf32>,
        tensor<2x3x5x3xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5x3xf32>,
        tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x5x5xf32>,
        tensor<2x5x2x3xf32>, tensor<3x2x5xf32>, tensor<3x5xf32>,
        tensor<5x3xf32>, tensor<5x3xf16>, tensor<5x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z53d = func.call @zeros(%c5, %c3) : (index, index) -> tensor<?x?xf32>
  %z53 = tensor.cast %z53d : tensor<?x?xf32> to tensor<5x3xf32>
  %e35 = tensor.empty() : tensor<3x5xf32>
  %z35 = linalg.fill ins(%zero : f32) outs(%e35 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %e55 = tensor.empty() : tensor<5x5xf32>
  %z55 = linalg.fill ins(%zero : f32) outs(%e55 : tensor<5x5xf32>) -> tensor<5x5xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %z44 = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e253 = tensor.empty() : tensor<2x5x3xf32>
  %z253 = linalg.fill ins(%zero : f32) outs(%e253 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
  %e523 = tensor.empty() : tensor<5x2x3xf32>
  %z523 = linalg.fill ins(%zero : f32) outs(%e523 : tensor<5x2x3xf32>) -> tensor<5x2x3xf32>
  %e2353 = tensor.empty() : tensor<2x3x5x3xf32>
  %z2353 = linalg.fill ins(%zero : f32) outs(%e2353 : tensor<2x3x5x3xf32>) -> tensor<2x3x5x3xf32>
  %e255 = tensor.empty() : tensor<2x5x5xf32>
  %z255 = linalg.fill ins(%zero : f32) outs(%e255 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %e5 = tensor.empty() : tensor<5xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>

  // 1. a @ b.
  %r1 = linalg.matmul ins(%a, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  // 2. (a @ b)^T: a column-major result.
  %r2 = linalg.generic {indexing_maps = [#mk, #kn, #nm], iterator_types = #gemm}
      ins(%a, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z35 : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  // 3. a @ a^T (B transposed).
  %r3 = linalg.matmul indexing_maps = [#mk, #nk, #mn]
      ins(%a, %a : tensor<5x4xf32>, tensor<5x4xf32>) outs(%z55 : tensor<5x5xf32>) -> tensor<5x5xf32>
  // 4. a^T @ a (A transposed).
  %r4 = linalg.matmul indexing_maps = [#km, #kn, #mn]
      ins(%a, %a : tensor<5x4xf32>, tensor<5x4xf32>) outs(%z44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // 5. batch_matmul.
  %r5 = linalg.batch_matmul ins(%ab, %bb : tensor<2x5x4xf32>, tensor<2x4x3xf32>) outs(%z253 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
  // 6. The batch dimension in the middle of the result (batch stride n,
  // row stride 2n).
  %r6 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                         affine_map<(b, m, n, k) -> (b, k, n)>,
                                         affine_map<(b, m, n, k) -> (m, b, n)>],
                        iterator_types = #bgemm}
      ins(%ab, %bb : tensor<2x5x4xf32>, tensor<2x4x3xf32>) outs(%z523 : tensor<5x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<5x2x3xf32>
  // 7. The batch dimension innermost in A: A is packed (known here).
  %r7 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, k, b)>,
                                         affine_map<(b, m, n, k) -> (b, k, n)>,
                                         affine_map<(b, m, n, k) -> (b, m, n)>],
                        iterator_types = #bgemm}
      ins(%abt, %bb : tensor<5x4x2xf32>, tensor<2x4x3xf32>) outs(%z253 : tensor<2x5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x5x3xf32>
  // 8. Two batch dimensions: a loop around a strided-batched GEMM.
  %r8 = linalg.generic {indexing_maps = [affine_map<(b, c, m, n, k) -> (b, c, m, k)>,
                                         affine_map<(b, c, m, n, k) -> (b, c, k, n)>,
                                         affine_map<(b, c, m, n, k) -> (b, c, m, n)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a4, %b4 : tensor<2x3x5x4xf32>, tensor<2x3x4x3xf32>) outs(%z2353 : tensor<2x3x5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x5x3xf32>
  // 9. matvec and 10. vecmat.
  %r9 = linalg.matvec ins(%a, %v : tensor<5x4xf32>, tensor<4xf32>) outs(%z5 : tensor<5xf32>) -> tensor<5xf32>
  %r10 = linalg.vecmat ins(%v, %b : tensor<4xf32>, tensor<4x3xf32>) outs(%z3 : tensor<3xf32>) -> tensor<3xf32>
  // 11. Every other column of a8 (column stride 2): packed (known here).
  %s2 = tensor.extract_slice %a8[0, 0] [5, 4] [1, 2] : tensor<5x8xf32> to tensor<5x4xf32>
  %r11 = linalg.matmul ins(%s2, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  // 12. and 13. Column strides known at run time only: 2 (packed) and 1
  // (a BLAS matrix as it is).
  %d2 = func.call @same(%c2) : (index) -> index
  %d1 = func.call @same(%c1) : (index) -> index
  %s2d = tensor.extract_slice %a8[0, 0] [5, 4] [1, %d2] : tensor<5x8xf32> to tensor<5x4xf32>
  %r12 = linalg.matmul ins(%s2d, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %s1d = tensor.extract_slice %a8[0, %d1] [5, 4] [1, %d1] : tensor<5x8xf32> to tensor<5x4xf32>
  %r13 = linalg.matmul ins(%s1d, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  // 14. Accumulating into a result whose layout is dynamic: on one branch
  // a block of c (offset 3, row stride 3), on the other fresh zeros.
  %cond = arith.cmpi eq, %d1, %c1 : index
  %init = scf.if %cond -> tensor<5x3xf32> {
    %blk = tensor.extract_slice %c[1, 0] [5, 3] [1, 1] : tensor<7x3xf32> to tensor<5x3xf32>
    scf.yield %blk : tensor<5x3xf32>
  } else {
    scf.yield %z53 : tensor<5x3xf32>
  }
  %r14 = linalg.matmul ins(%a, %b : tensor<5x4xf32>, tensor<4x3xf32>) outs(%init : tensor<5x3xf32>) -> tensor<5x3xf32>
  // 15. batch_matmul with B transposed (batch_matmul's own maps).
  %r15 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                              affine_map<(b, m, n, k) -> (b, n, k)>,
                                              affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%ab, %ab : tensor<2x5x4xf32>, tensor<2x5x4xf32>) outs(%z255 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  // 16. Two M and two N dimensions (b of A is not a batch dimension: B
  // has none): loops over the outer M and N around the GEMM.
  %e2523 = tensor.empty() : tensor<2x5x2x3xf32>
  %z2523 = linalg.fill ins(%zero : f32) outs(%e2523 : tensor<2x5x2x3xf32>) -> tensor<2x5x2x3xf32>
  %r16 = linalg.generic {indexing_maps = [affine_map<(b, m, c, n, k) -> (b, m, k)>,
                                          affine_map<(b, m, c, n, k) -> (c, k, n)>,
                                          affine_map<(b, m, c, n, k) -> (b, m, c, n)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%ab, %bb : tensor<2x5x4xf32>, tensor<2x4x3xf32>) outs(%z2523 : tensor<2x5x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x5x2x3xf32>
  // 17. The batch dimension innermost in the result: C is packed, computed
  // and copied back.
  %e325 = tensor.empty() : tensor<3x2x5xf32>
  %z325 = linalg.fill ins(%zero : f32) outs(%e325 : tensor<3x2x5xf32>) -> tensor<3x2x5xf32>
  %r17 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                          affine_map<(b, m, n, k) -> (b, k, n)>,
                                          affine_map<(b, m, n, k) -> (n, b, m)>],
                         iterator_types = #bgemm}
      ins(%ab, %bb : tensor<2x5x4xf32>, tensor<2x4x3xf32>) outs(%z325 : tensor<3x2x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x2x5xf32>
  // 18. Both operands transposed by linalg.transpose: read through the
  // GEMM's transpose flags, the transposes never computed.
  %eb = tensor.empty() : tensor<3x4xf32>
  %bt = linalg.transpose ins(%b : tensor<4x3xf32>) outs(%eb : tensor<3x4xf32>) permutation = [1, 0]
  %ea = tensor.empty() : tensor<4x5xf32>
  %at = linalg.transpose ins(%a : tensor<5x4xf32>) outs(%ea : tensor<4x5xf32>) permutation = [1, 0]
  %r18 = linalg.matmul ins(%bt, %at : tensor<3x4xf32>, tensor<4x5xf32>) outs(%z35 : tensor<3x5xf32>) -> tensor<3x5xf32>
  // 19. bf16 x bf16 -> f32 (JAX's bf16 matmuls with f32 accumulation) and
  // 20. f16 everywhere: f32 GEMMs on converted copies.
  %abf = arith.truncf %a : tensor<5x4xf32> to tensor<5x4xbf16>
  %bbf = arith.truncf %b : tensor<4x3xf32> to tensor<4x3xbf16>
  %r19 = linalg.matmul ins(%abf, %bbf : tensor<5x4xbf16>, tensor<4x3xbf16>) outs(%z53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %ah = arith.truncf %a : tensor<5x4xf32> to tensor<5x4xf16>
  %bh = arith.truncf %b : tensor<4x3xf32> to tensor<4x3xf16>
  %zh = arith.truncf %z53 : tensor<5x3xf32> to tensor<5x3xf16>
  %r20 = linalg.matmul ins(%ah, %bh : tensor<5x4xf16>, tensor<4x3xf16>) outs(%zh : tensor<5x3xf16>) -> tensor<5x3xf16>
  // 21. Two K dimensions (b and k): C accumulates over a loop on b.
  %r21 = linalg.generic {indexing_maps = [affine_map<(m, n, b, k) -> (b, m, k)>,
                                          affine_map<(m, n, b, k) -> (b, k, n)>,
                                          affine_map<(m, n, b, k) -> (m, n)>],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%ab, %bb : tensor<2x5x4xf32>, tensor<2x4x3xf32>) outs(%z53 : tensor<5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13,
         %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21
      : tensor<5x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<4x4xf32>,
        tensor<2x5x3xf32>, tensor<5x2x3xf32>, tensor<2x5x3xf32>,
        tensor<2x3x5x3xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5x3xf32>,
        tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x5x5xf32>,
        tensor<2x5x2x3xf32>, tensor<3x2x5xf32>, tensor<3x5xf32>,
        tensor<5x3xf32>, tensor<5x3xf16>, tensor<5x3xf32>
}
