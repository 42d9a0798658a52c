// math.fpowi (PyTorch's `x ** 2`, torch-mlir's lowering of aten.pow with an
// integer exponent) compiles for the CPU and the GPU: maco-to-cpu and
// maco-to-cuda expand it first (math-expand-ops{ops=fpowi}: a constant
// exponent becomes multiplications, another one math.powf). Vectorized as
// it was, it became llvm.intr.powi with a vector exponent, which LLVM
// rejects ("operand #1 must be signless integer").
//
// RUN: maco-opt %s --maco-to-cpu | FileCheck %s
// CHECK-LABEL: llvm.func @square
// CHECK-NOT: powi
// CHECK: llvm.fmul {{.*}} : vector<
// CHECK-LABEL: llvm.func @power
// CHECK-NOT: powi
// CHECK: llvm.intr.pow
#id = affine_map<(d0) -> (d0)>

func.func @square(%x: tensor<64xf32>) -> tensor<64xf32> {
  %c2 = arith.constant 2 : i64
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %c2 : f32, i64
    linalg.yield %p : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

func.func @power(%x: tensor<64xf32>, %n: i64) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %n : f32, i64
    linalg.yield %p : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
