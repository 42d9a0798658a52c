module @jit_remat attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x16xf32>
    %8:4 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %7 : tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<8x16xf32>
    %9 = stablehlo.dot_general %8#0, %8#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.tanh %9 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<8x32xf32>
    %13 = stablehlo.dot_general %8#3, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %15 = stablehlo.dot_general %8#3, %8#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %16 = stablehlo.multiply %15, %12 : tensor<8x32xf32>
    %17 = stablehlo.multiply %16, %10 : tensor<8x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x32xf32>
    %19 = stablehlo.dot_general %18, %8#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    return %20, %14 : tensor<16x32xf32>, tensor<32x16xf32>
  }
}
