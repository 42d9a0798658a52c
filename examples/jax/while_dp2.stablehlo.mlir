module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<i32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:7 = stablehlo.while(%iterArg = %arg4, %iterArg_0 = %arg2, %iterArg_1 = %arg3, %iterArg_2 = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %cst, %iterArg_5 = %c) : tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>, tensor<i32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_5, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<2.580000e-01> : tensor<f32>
      %2 = stablehlo.compare GT, %iterArg_4, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.and %1, %2 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %1 = stablehlo.dot_general %iterArg_0, %iterArg_2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
      %2 = stablehlo.tanh %1 : tensor<8x32xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %4 = stablehlo.subtract %3, %2 : tensor<8x32xf32>
      %5 = stablehlo.dot_general %2, %iterArg_3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
      %6 = stablehlo.subtract %5, %iterArg_1 : tensor<8x16xf32>
      %7 = chlo.square %6 : tensor<8x16xf32> -> tensor<8x16xf32>
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %9 = stablehlo.multiply %8, %6 : tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%7 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %11 = stablehlo.divide %10, %cst_9 : tensor<f32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %12 = stablehlo.divide %cst_10, %cst_11 : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %14 = stablehlo.multiply %13, %9 : tensor<8x16xf32>
      %15 = stablehlo.dot_general %14, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
      %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
      %17 = stablehlo.dot_general %14, %iterArg_3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
      %18 = stablehlo.multiply %17, %4 : tensor<8x32xf32>
      %19 = stablehlo.multiply %18, %2 : tensor<8x32xf32>
      %20 = stablehlo.add %18, %19 : tensor<8x32xf32>
      %21 = stablehlo.dot_general %20, %iterArg_0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
      %cst_12 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %24 = stablehlo.multiply %23, %22 : tensor<16x32xf32>
      %25 = stablehlo.subtract %iterArg_2, %24 : tensor<16x32xf32>
      %cst_13 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
      %27 = stablehlo.multiply %26, %16 : tensor<32x16xf32>
      %28 = stablehlo.subtract %iterArg_3, %27 : tensor<32x16xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.add %iterArg_5, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %25, %28, %11, %29 : tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>, tensor<i32>
    }
    return %0#3, %0#4, %0#5, %0#6 : tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>, tensor<i32>
  }
}
