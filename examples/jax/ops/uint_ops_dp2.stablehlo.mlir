module @jit_uint_ops attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<8x32xui32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<8x32xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %1 = stablehlo.shift_right_logical %arg0, %0 : tensor<8x32xui32>
    %c_0 = stablehlo.constant dense<2654435761> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x32xui32>
    %4 = stablehlo.xor %1, %3 : tensor<8x32xui32>
    %c_1 = stablehlo.constant dense<1073741824> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %6 = stablehlo.compare GT, %arg0, %5, UNSIGNED : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xi1>
    %7 = stablehlo.convert %6 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    return %4, %7 : tensor<8x32xui32>, tensor<8x32xi32>
  }
}
