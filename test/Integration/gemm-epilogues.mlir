// GEMM epilogues (convert-matmul-to-runtime{epilogues}): bias + ReLU, a
// scalar bias + tanh GELU and bias + residual each become one runtime GEMM
// call that applies them (maco_cg_gemm_epilogue: on the CPU backend the
// BLAS call and one pass over the result, the same formulas as cuBLASLt's
// epilogues). Differential: each is compared with the same computation
// that does not fold (its GEMM's result is read again afterwards, and the
// product is the transposed form), element-wise by the vectorized CPU
// path. 96 x 80 x 48 so that the values go through both signs.
// REQUIRES: mpi
// RUN: %mpirun -np 1 maco-run %s | FileCheck %s
// RUN: maco-opt --maco-to-cpu %s | FileCheck %s --check-prefix=IR
// IR-COUNT-3: llvm.call @maco_cg_gemm_epilogue(
// IR-NOT: llvm.call @maco_cg_gemm_epilogue(
// CHECK: bias-relu: OK
// CHECK: scalar-gelu: OK
// CHECK: bias-residual: OK

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#red = affine_map<(i, j) -> ()>

// x[i, j] = ((i * 7 + j * 3) mod 11 - 5) / 4
func.func @gen(%rows: index, %cols: index, %salt: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %t = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %c11 = arith.constant 11 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c3 : index
    %s0 = arith.addi %a, %b : index
    %s = arith.addi %s0, %salt : index
    %m = arith.remui %s, %c11 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %five = arith.constant 5.0 : f32
    %q = arith.subf %f, %five : f32
    %quarter = arith.constant 0.25 : f32
    %r = arith.mulf %q, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// The same product through B^T (another GEMM form, not folded into).
func.func @product_t(%a: tensor<96x48xf32>, %b: tensor<48x80xf32>) -> tensor<96x80xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<80x48xf32>
  %bt = linalg.transpose ins(%b : tensor<48x80xf32>) outs(%et : tensor<80x48xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<96x80xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<96x80xf32>) -> tensor<96x80xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %bt : tensor<96x48xf32>, tensor<80x48xf32>) outs(%z : tensor<96x80xf32>) -> tensor<96x80xf32>
  return %c : tensor<96x80xf32>
}

// max |x - y| <= 1e-4, printed as OK or the difference.
func.func @compare(%name: i32, %x: tensor<96x80xf32>, %y: tensor<96x80xf32>, %keep: tensor<96x80xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  // |x - y| + 0 * keep: the reference's GEMM result is read again here.
  %m = linalg.generic {indexing_maps = [#id, #id, #id, #red], iterator_types = ["reduction", "reduction"]} ins(%x, %y, %keep : tensor<96x80xf32>, tensor<96x80xf32>, tensor<96x80xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %k: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %ad = math.absf %d : f32
    %k0 = arith.mulf %k, %zero : f32
    %v = arith.addf %ad, %k0 : f32
    %r = arith.maximumf %acc, %v : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %v = tensor.extract %m[] : tensor<f32>
  %tol = arith.constant 1.0e-4 : f32
  %ok = arith.cmpf ole, %v, %tol : f32
  scf.if %ok {
    vector.print str ": OK\n"
  } else {
    vector.print str ": MISMATCH "
    vector.print %v : f32
  }
  return
}

func.func @main() {
  %c96 = arith.constant 96 : index
  %c80 = arith.constant 80 : index
  %c48 = arith.constant 48 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %ad = call @gen(%c96, %c48, %c1) : (index, index, index) -> tensor<?x?xf32>
  %bd = call @gen(%c48, %c80, %c2) : (index, index, index) -> tensor<?x?xf32>
  %rd = call @gen(%c96, %c80, %c3) : (index, index, index) -> tensor<?x?xf32>
  %biasd = call @gen(%c1, %c80, %c3) : (index, index, index) -> tensor<?x?xf32>
  %a = tensor.cast %ad : tensor<?x?xf32> to tensor<96x48xf32>
  %b = tensor.cast %bd : tensor<?x?xf32> to tensor<48x80xf32>
  %res = tensor.cast %rd : tensor<?x?xf32> to tensor<96x80xf32>
  %bias2 = tensor.cast %biasd : tensor<?x?xf32> to tensor<1x80xf32>
  %bias = tensor.collapse_shape %bias2 [[0, 1]] : tensor<1x80xf32> into tensor<80xf32>
  %e = tensor.empty() : tensor<96x80xf32>

  // bias + ReLU.
  %cz = linalg.fill ins(%zero : f32) outs(%e : tensor<96x80xf32>) -> tensor<96x80xf32>
  %c = linalg.matmul ins(%a, %b : tensor<96x48xf32>, tensor<48x80xf32>) outs(%cz : tensor<96x80xf32>) -> tensor<96x80xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<96x80xf32>, tensor<80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x: f32, %q: f32, %o: f32):
    %s = arith.addf %x, %q : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<96x80xf32>
  %ct = call @product_t(%a, %b) : (tensor<96x48xf32>, tensor<48x80xf32>) -> tensor<96x80xf32>
  %yr = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ct, %bias : tensor<96x80xf32>, tensor<80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x: f32, %q: f32, %o: f32):
    %s = arith.addf %x, %q : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<96x80xf32>
  vector.print str "bias-relu"
  %n0 = arith.constant 0 : i32
  call @compare(%n0, %y, %yr, %ct) : (i32, tensor<96x80xf32>, tensor<96x80xf32>, tensor<96x80xf32>) -> ()

  // A scalar bias + tanh GELU.
  %c2pz = linalg.fill ins(%zero : f32) outs(%e : tensor<96x80xf32>) -> tensor<96x80xf32>
  %c2p = linalg.matmul ins(%a, %b : tensor<96x48xf32>, tensor<48x80xf32>) outs(%c2pz : tensor<96x80xf32>) -> tensor<96x80xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c2p : tensor<96x80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %k = arith.constant 0.75 : f32
    %x = arith.addf %x0, %k : f32
    %x3a = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x3a, %x : f32
    %c0 = arith.constant 0.044715 : f32
    %u0 = arith.mulf %c0, %x3 : f32
    %u1 = arith.addf %x, %u0 : f32
    %c1f = arith.constant 0.797884583 : f32
    %u2 = arith.mulf %u1, %c1f : f32
    %u3 = math.tanh %u2 : f32
    %one = arith.constant 1.0 : f32
    %u4 = arith.addf %one, %u3 : f32
    %half = arith.constant 0.5 : f32
    %u5 = arith.mulf %half, %x : f32
    %r = arith.mulf %u5, %u4 : f32
    linalg.yield %r : f32
  } -> tensor<96x80xf32>
  %ct2 = call @product_t(%a, %b) : (tensor<96x48xf32>, tensor<48x80xf32>) -> tensor<96x80xf32>
  %gr = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ct2 : tensor<96x80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %k = arith.constant 0.75 : f32
    %x = arith.addf %x0, %k : f32
    %x3a = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x3a, %x : f32
    %c0 = arith.constant 0.044715 : f32
    %u0 = arith.mulf %c0, %x3 : f32
    %u1 = arith.addf %x, %u0 : f32
    %c1f = arith.constant 0.797884583 : f32
    %u2 = arith.mulf %u1, %c1f : f32
    %u3 = math.tanh %u2 : f32
    %one = arith.constant 1.0 : f32
    %u4 = arith.addf %one, %u3 : f32
    %half = arith.constant 0.5 : f32
    %u5 = arith.mulf %half, %x : f32
    %r = arith.mulf %u5, %u4 : f32
    linalg.yield %r : f32
  } -> tensor<96x80xf32>
  vector.print str "scalar-gelu"
  %n1 = arith.constant 1 : i32
  call @compare(%n1, %g, %gr, %ct2) : (i32, tensor<96x80xf32>, tensor<96x80xf32>, tensor<96x80xf32>) -> ()

  // bias + residual.
  %c3pz = linalg.fill ins(%zero : f32) outs(%e : tensor<96x80xf32>) -> tensor<96x80xf32>
  %c3p = linalg.matmul ins(%a, %b : tensor<96x48xf32>, tensor<48x80xf32>) outs(%c3pz : tensor<96x80xf32>) -> tensor<96x80xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c3p, %bias, %res : tensor<96x80xf32>, tensor<80xf32>, tensor<96x80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x: f32, %q: f32, %r0: f32, %o: f32):
    %s = arith.addf %r0, %x : f32
    %t = arith.addf %s, %q : f32
    linalg.yield %t : f32
  } -> tensor<96x80xf32>
  %ct3 = call @product_t(%a, %b) : (tensor<96x48xf32>, tensor<48x80xf32>) -> tensor<96x80xf32>
  %hr = linalg.generic {indexing_maps = [#id, #row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ct3, %bias, %res : tensor<96x80xf32>, tensor<80xf32>, tensor<96x80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%x: f32, %q: f32, %r0: f32, %o: f32):
    %s = arith.addf %r0, %x : f32
    %t = arith.addf %s, %q : f32
    linalg.yield %t : f32
  } -> tensor<96x80xf32>
  vector.print str "bias-residual"
  %n2 = arith.constant 2 : i32
  call @compare(%n2, %h, %hr, %ct3) : (i32, tensor<96x80xf32>, tensor<96x80xf32>, tensor<96x80xf32>) -> ()
  return
}
