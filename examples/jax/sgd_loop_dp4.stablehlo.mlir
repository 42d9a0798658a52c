module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:6 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg3, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %cst) : tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_2, %iterArg_3, %iterArg_4) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>) -> (tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %2, %1#0, %1#1, %1#2 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>
    }
    return %0#3, %0#4, %0#5 : tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<32x16xf32>, %arg4: tensor<f32>) -> (tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8x32xf32>
    %4 = stablehlo.dot_general %1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<8x16xf32>
    %6 = chlo.square %5 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<8x16xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %16 = stablehlo.dot_general %13, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<8x32xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<8x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x32xf32>
    %20 = stablehlo.dot_general %19, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x32xf32>
    %24 = stablehlo.subtract %arg2, %23 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<32x16xf32>
    %27 = stablehlo.subtract %arg3, %26 : tensor<32x16xf32>
    return %24, %27, %10 : tensor<16x32xf32>, tensor<32x16xf32>, tensor<f32>
  }
}
