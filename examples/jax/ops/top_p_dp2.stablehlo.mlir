module @jit_top_p attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x50xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<4x50xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x50xf32>
    %6 = stablehlo.exponential %5 : tensor<4x50xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %10 = stablehlo.divide %6, %9 : tensor<4x50xf32>
    %11 = call @sort(%10) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    %12 = stablehlo.reverse %11, dims = [1] : tensor<4x50xf32>
    %13 = call @cumsum(%12) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<4x50xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x50xf32>
    %16 = stablehlo.compare LT, %14, %15, FLOAT : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = call @_where(%16, %12, %cst_3) : (tensor<4x50xi1>, tensor<4x50xf32>, tensor<f32>) -> tensor<4x50xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.minimum across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %21 = stablehlo.compare GE, %10, %20, FLOAT : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %22 = call @_where(%21, %arg0, %cst_5) : (tensor<4x50xi1>, tensor<4x50xf32>, tensor<f32>) -> tensor<4x50xf32>
    return %22 : tensor<4x50xf32>
  }
  func.func private @sort(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    return %0 : tensor<4x50xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    return %0 : tensor<4x50xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [49, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 50>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x50xf32>, tensor<f32>) -> tensor<4x50xf32>
    return %1 : tensor<4x50xf32>
  }
  func.func private @_where(%arg0: tensor<4x50xi1>, %arg1: tensor<4x50xf32>, %arg2: tensor<f32>) -> tensor<4x50xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x50xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x50xi1>, tensor<4x50xf32>
    return %2 : tensor<4x50xf32>
  }
}
