module @jit__lambda attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<4x256x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %6 = stablehlo.dot_general %1, %3, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x8x64xf32>, tensor<4x256x8x64xf32>) -> tensor<4x8x256x256xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x8x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %10 = call @tril(%9) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %11 = call @_where(%10, %8, %cst_0) : (tensor<256x256xi1>, tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256x256xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<4x8x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<4x8x256x256xf32>
    %18 = stablehlo.exponential %17 : tensor<4x8x256x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %22 = stablehlo.divide %18, %21 : tensor<4x8x256x256xf32>
    %23 = stablehlo.dot_general %5, %22, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x8x64xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %24 = stablehlo.transpose %23, dims = [0, 3, 1, 2] : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %26 = stablehlo.dot_general %25, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %27 = stablehlo.add %arg0, %26 : tensor<4x256x512xf32>
    return %27 : tensor<4x256x512xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<4x8x256x256xf32>, %arg2: tensor<f32>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
    return %3 : tensor<4x8x256x256xf32>
  }
}
