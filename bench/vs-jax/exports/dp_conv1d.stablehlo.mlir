module @jit_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<8x1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}, %arg2: tensor<8x1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}) -> (tensor<4x256x256xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1024x256xf32>, tensor<4x256x256xf32>) -> tensor<8x1024x256xf32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<8x1024x256xf32>
    %2 = chlo.square %1 : tensor<8x1024x256xf32> -> tensor<8x1024x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1024x256xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<8x1024x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %7 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x1024x256xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<8x1024x256xf32>
    %10 = stablehlo.convolution(%arg1, %9) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1024x256xf32>, tensor<8x1024x256xf32>) -> tensor<4x256x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256x256xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<4x256x256xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x256x256xf32>
    return %13, %6 : tensor<4x256x256xf32>, tensor<f32>
  }
}
