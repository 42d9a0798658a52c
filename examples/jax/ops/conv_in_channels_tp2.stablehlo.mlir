module @jit_conv_in_channels attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"d"}]>}, %arg1: tensor<3x16x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}, {}]>}) -> (tensor<4x16x6xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16xf32>, tensor<3x16x6xf32>) -> tensor<4x16x6xf32>
    return %0 : tensor<4x16x6xf32>
  }
}
