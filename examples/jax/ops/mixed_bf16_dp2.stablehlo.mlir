module @jit_mixed_bf16 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<f32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convert %arg1 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xbf16>
    %3 = stablehlo.convert %2 : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_0 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}
