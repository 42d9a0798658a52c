module @jit_switch_moe attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %values, %indices = chlo.top_k(%0, k = 1) : tensor<8x4xf32> -> (tensor<8x1xf32>, tensor<8x1xi32>)
    %1 = stablehlo.negate %values : tensor<8x1xf32>
    %2 = stablehlo.exponential %1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %4 = stablehlo.add %3, %2 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %6 = stablehlo.divide %5, %4 : tensor<8x1xf32>
    %7 = stablehlo.reshape %indices : (tensor<8x1xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.compare LT, %7, %8, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = stablehlo.add %7, %10 : tensor<8xi32>
    %12 = stablehlo.select %9, %11, %7 : tensor<8xi1>, tensor<8xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %14 = "stablehlo.gather"(%arg2, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 16>}> : (tensor<4x16x16xf32>, tensor<8x1xi32>) -> tensor<8x16x16xf32>
    %15 = stablehlo.dot_general %arg0, %14, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16xf32>
    %16 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x16xf32>
    return %17 : tensor<8x16xf32>
  }
}
