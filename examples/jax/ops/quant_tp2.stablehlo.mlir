module @jit_quant attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}) -> (tensor<8x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.abs %arg0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %2 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<8x32xf32>
    %5 = call @round(%4) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_1 = stablehlo.constant dense<127> : tensor<i32>
    %6 = call @clip(%5, %c, %c_1) : (tensor<8x32xf32>, tensor<i32>, tensor<i32>) -> tensor<8x32xf32>
    %7 = stablehlo.convert %6 : (tensor<8x32xf32>) -> tensor<8x32xi8>
    %8 = stablehlo.convert %7 : (tensor<8x32xi8>) -> tensor<8x32xf32>
    %9 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<8x32xf32>
    return %10, %2 : tensor<8x32xf32>, tensor<f32>
  }
  func.func private @round(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
  func.func private @clip(%arg0: tensor<8x32xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x32xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x32xf32>
    return %5 : tensor<8x32xf32>
  }
}
