module @jit_grouped_conv_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x12x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}]>}, %arg1: tensor<3x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x4x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x12x8xf32>, tensor<3x4x8xf32>) -> tensor<4x12x8xf32>
    %1 = stablehlo.tanh %0 : tensor<4x12x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12x8xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x12x8xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<4x12x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x12x8xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<4x12x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %9 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x12x8xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<4x12x8xf32>
    %12 = stablehlo.multiply %11, %3 : tensor<4x12x8xf32>
    %13 = stablehlo.multiply %12, %1 : tensor<4x12x8xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x12x8xf32>
    %15 = stablehlo.convolution(%arg0, %14) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<3x4x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<3x4x8xf32>
    %18 = stablehlo.subtract %arg1, %17 : tensor<3x4x8xf32>
    return %8, %18 : tensor<f32>, tensor<3x4x8xf32>
  }
}
