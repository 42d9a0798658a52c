module @jit_rmsnorm attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}, %arg3: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<8x16xf32>
    %13 = stablehlo.dot_general %12, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %14 = call @silu(%13) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %15 = stablehlo.dot_general %14, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %16 = stablehlo.add %arg0, %15 : tensor<8x16xf32>
    return %16 : tensor<8x16xf32>
  }
  func.func private @silu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x32xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x32xf32>
    return %6 : tensor<8x32xf32>
  }
}
