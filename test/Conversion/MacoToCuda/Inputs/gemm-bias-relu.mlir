// GEMM + bias + ReLU of 2048 x 2048 outputs (4 Mi elements) in f32, for
// the GPU pipeline tests: the bias and ReLU are the GEMM call's epilogue
// (maco_cg_gemm_epilogue: one cuBLASLt call), not a kernel.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @gen(%rows: index, %cols: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %t = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %s, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}
func.func @gen1(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %i, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %k = arith.constant -2.0 : f32
    %r = arith.addf %f, %k : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  return %t : tensor<?xf32>
}
func.func @main() {
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  %zero = arith.constant 0.0 : f32
  %ad = call @gen(%c2048, %c1024) : (index, index) -> tensor<?x?xf32>
  %bd = call @gen(%c1024, %c2048) : (index, index) -> tensor<?x?xf32>
  %biasd = call @gen1(%c2048) : (index) -> tensor<?xf32>
  %a = tensor.cast %ad : tensor<?x?xf32> to tensor<2048x1024xf32>
  %b = tensor.cast %bd : tensor<?x?xf32> to tensor<1024x2048xf32>
  %bias = tensor.cast %biasd : tensor<?xf32> to tensor<2048xf32>
  %e = tensor.empty() : tensor<2048x2048xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2048x1024xf32>, tensor<1024x2048xf32>) outs(%z : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<2048x2048xf32>, tensor<2048xf32>) outs(%e : tensor<2048x2048xf32>) {
  ^bb0(%x: f32, %q: f32, %o: f32):
    %s = arith.addf %x, %q : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2048x2048xf32>
  // One value read back: y[5, 7].
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %v = tensor.extract %y[%i5, %i7] : tensor<2048x2048xf32>
  vector.print %v : f32
  return
}
// GPU-RECORD: launches == 3, gemm_epilogues == 1, alloc_managed == 0, small_blocks == 0
