// A tensor-parallel MLP layer slice for the GPU pipeline tests: GEMM (cuBLAS
// through maco_cg_gemm), all-reduce (NCCL through maco_cg_all_reduce), bias
// + ReLU (one fused kernel: after the all-reduce, not a GEMM epilogue),
// printed. Each rank computes 4 per element; the sum over 2 ranks is 8, and
// relu(8 - 1) = 7.
shard.grid @tp(shape = 2)
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %x = arith.constant dense<1.0> : tensor<4x8xf32>
  %w = arith.constant dense<0.5> : tensor<8x16xf32>
  %bias = arith.constant dense<-1.0> : tensor<16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  %a = maco.all_reduce %h on @tp grid_axes = [0] : tensor<4x16xf32> -> tensor<4x16xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %bias : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.maximumf %p, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %u = tensor.cast %r : tensor<4x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
