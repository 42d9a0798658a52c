module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg4: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %5 = stablehlo.subtract %arg6, %4 : tensor<256x512xf32>
    %6 = chlo.square %5 : tensor<256x512xf32> -> tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %12 = stablehlo.subtract %arg6, %11 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<256x512xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<256x512xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %23 = stablehlo.add %20, %22 : tensor<256x512xf32>
    %24 = stablehlo.dot_general %23, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %27 = stablehlo.add %24, %26 : tensor<256x2048xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<256x2048xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<256x2048xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<256x2048xf32>
    %32 = stablehlo.add %27, %31 : tensor<256x2048xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<256x2048xf32>
    %35 = stablehlo.tanh %34 : tensor<256x2048xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %37 = stablehlo.add %36, %35 : tensor<256x2048xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<256x2048xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<256x2048xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{}, {"tp"}]> : tensor<256x2048xf32>
    %42 = stablehlo.dot_general %41, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %43 = stablehlo.add %arg6, %42 : tensor<256x512xf32>
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %46 = stablehlo.add %43, %45 : tensor<256x512xf32>
    return %46 : tensor<256x512xf32>
  }
}
