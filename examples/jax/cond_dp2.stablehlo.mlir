module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %cst, %arg2 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %10 = stablehlo.multiply %arg0, %9 : tensor<8x16xf32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %12 = stablehlo.add %10, %11 : tensor<8x16xf32>
      stablehlo.return %12 : tensor<8x16xf32>
    }, {
      %9 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %10 = stablehlo.tanh %9 : tensor<8x16xf32>
      stablehlo.return %10 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %4 = stablehlo.multiply %cst_1, %arg2 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare GT, %4, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.convert %5 : (tensor<i1>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %10 = stablehlo.multiply %arg0, %9 : tensor<8x16xf32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %12 = stablehlo.add %10, %11 : tensor<8x16xf32>
      stablehlo.return %12 : tensor<8x16xf32>
    }, {
      %9 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %10 = stablehlo.tanh %9 : tensor<8x16xf32>
      stablehlo.return %10 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %8 = stablehlo.add %3, %7 : tensor<8x16xf32>
    return %8 : tensor<8x16xf32>
  }
}
