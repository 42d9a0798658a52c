module @jit_cumsum attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}) -> (tensor<8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}) {
    %0 = call @cumsum(%arg0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %1 = call @_flip(%arg0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = call @cumsum_1(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = call @_flip(%2) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x32xf32>
    return %4 : tensor<8x32xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_flip(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
