module @jit_take_clip attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<24x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<24x16xf32>, tensor<8xi32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @_take(%arg0: tensor<24x16xf32>, %arg1: tensor<8xi32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<24x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
