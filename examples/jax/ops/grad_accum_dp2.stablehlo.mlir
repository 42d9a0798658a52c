module @jit_grad_accum attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %0) : tensor<4x8x16xf32>, tensor<16x32xf32>, tensor<i32>, tensor<i32>, tensor<16x32xf32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_3, %iterArg_4) : (tensor<4x8x16xf32>, tensor<16x32xf32>, tensor<i32>, tensor<16x32xf32>) -> (tensor<i32>, tensor<16x32xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %3, %2#0, %2#1 : tensor<4x8x16xf32>, tensor<16x32xf32>, tensor<i32>, tensor<i32>, tensor<16x32xf32>
    }
    return %1#4 : tensor<16x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>, %arg3: tensor<16x32xf32>) -> (tensor<i32>, tensor<16x32xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_6 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<16> : tensor<i32>
    %9 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_11 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg0, %4, %7, %10, sizes = [1, 8, 16] : (tensor<4x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %16 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x32xf32>
    %19 = stablehlo.dot_general %18, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.add %arg3, %20 : tensor<16x32xf32>
    return %0, %21 : tensor<i32>, tensor<16x32xf32>
  }
}
