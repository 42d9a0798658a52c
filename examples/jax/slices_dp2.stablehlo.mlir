module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x18xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) {
    %0 = stablehlo.slice %arg0 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%0, %c) : (tensor<8x8xf32>, tensor<i32>) -> tensor<8x10xf32>
    %2 = stablehlo.slice %arg0 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<8x8xf32>
    %5 = stablehlo.concatenate %1, %4, dim = 1 : (tensor<8x10xf32>, tensor<8x8xf32>) -> tensor<8x18xf32>
    return %5 : tensor<8x18xf32>
  }
  func.func private @_pad(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
}
