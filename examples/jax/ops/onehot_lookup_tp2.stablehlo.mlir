module @jit_onehot_lookup attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<24x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = call @_one_hot(%arg1) : (tensor<8xi32>) -> tensor<8x24xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x24xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x24xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x24xi32>) -> tensor<8x24xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x24xi32>, tensor<8x24xi32>) -> tensor<8x24xi1>
    %5 = stablehlo.convert %4 : (tensor<8x24xi1>) -> tensor<8x24xf32>
    return %5 : tensor<8x24xf32>
  }
}
