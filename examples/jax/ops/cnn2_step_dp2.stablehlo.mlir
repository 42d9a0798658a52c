module @jit_cnn2_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}, {}]>}, %arg1: tensor<3x3x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x3x3x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x8x8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x4x4x8xf32>
    %1 = call @relu(%0) : (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xi1>
    %4 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x4x4x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<4x4x4x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<4x4x4x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<4x4x4x8xf32>
    %13 = stablehlo.convolution(%1, %12) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<3x3x8x8xf32>
    %14 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x8xf32>
    %15 = stablehlo.convolution(%12, %14) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x4x4x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %17 = stablehlo.select %3, %15, %16 : tensor<4x4x4x8xi1>, tensor<4x4x4x8xf32>
    %18 = stablehlo.convolution(%arg0, %17) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<4x4x4x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<3x3x3x8xf32>
    %21 = stablehlo.subtract %arg1, %20 : tensor<3x3x3x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %23 = stablehlo.multiply %22, %13 : tensor<3x3x8x8xf32>
    %24 = stablehlo.subtract %arg2, %23 : tensor<3x3x8x8xf32>
    return %9, %21, %24 : tensor<f32>, tensor<3x3x3x8xf32>, tensor<3x3x8x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x4x4x8xf32>
    return %1 : tensor<4x4x4x8xf32>
  }
}
