module @jit_bool_matmul attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %2 = stablehlo.convert %1 : (tensor<8x16xi1>) -> tensor<8x16xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    return %3 : tensor<8x32xf32>
  }
}
