module @jit_clip_norm attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}, tensor<32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}, tensor<32x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.multiply %arg1, %arg1 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4 = stablehlo.add %1, %3 : tensor<f32>
    %5 = stablehlo.multiply %arg2, %arg2 : tensor<32x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.add %4, %6 : tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.divide %cst_2, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.minimum %cst_3, %9 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<16x32xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<32xf32>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %16 = stablehlo.multiply %arg2, %15 : tensor<32x16xf32>
    return %12, %14, %16, %8 : tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<f32>
  }
}
