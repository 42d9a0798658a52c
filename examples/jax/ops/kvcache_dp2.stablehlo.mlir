module @jit_kvcache attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}]>}, %arg1: tensor<2x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<2x16x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}]>}, tensor<2x4x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %arg0, %arg1, %c_1, %2, %c_2 : (tensor<2x16x16xf32>, tensor<2x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    %c_3 = stablehlo.constant dense<20> : tensor<i32>
    %4 = stablehlo.subtract %arg2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<16> : tensor<i32>
    %6 = stablehlo.add %4, %c_5 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %c_6, %7, %c_7, sizes = [2, 4, 16] : (tensor<2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x16xf32>
    return %3, %8 : tensor<2x16x16xf32>, tensor<2x4x16xf32>
  }
}
