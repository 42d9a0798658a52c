module @jit_stats attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}) -> (tensor<8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.is_finite %2 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<8xi1>, tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<8x32xf32>
    %9 = stablehlo.exponential %8 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.abs %10 : tensor<8xf32>
    %12 = stablehlo.log %11 : tensor<8xf32>
    %13 = stablehlo.add %12, %5 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_var(%arg0, %c) : (tensor<8x32xf32>, tensor<i32>) -> tensor<8xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_std(%arg0, %c_3) : (tensor<8x32xf32>, tensor<i32>) -> tensor<f32>
    return %13, %14, %15 : tensor<8xf32>, tensor<8xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<8x32xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32xf32>
    %6 = chlo.square %5 : tensor<8x32xf32> -> tensor<8x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %13 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_std(%arg0: tensor<8x32xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = call @_var_0(%arg0, %arg1) : (tensor<8x32xf32>, tensor<i32>) -> tensor<f32>
    %1 = stablehlo.sqrt %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_var_0(%arg0: tensor<8x32xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32xf32>
    %6 = chlo.square %5 : tensor<8x32xf32> -> tensor<8x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.divide %9, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = call @_where_1(%11, %10, %cst_4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %12 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
