module @jit_topk attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<8x5xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<8x5xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<8x24xf32> -> (tensor<8x5xf32>, tensor<8x5xi32>)
    return %values, %indices : tensor<8x5xf32>, tensor<8x5xi32>
  }
}
