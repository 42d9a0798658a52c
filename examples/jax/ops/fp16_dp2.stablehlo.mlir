module @jit_fp16 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x16xf32>) -> tensor<8x16xf16>
    %1 = stablehlo.convert %arg1 : (tensor<16x32xf32>) -> tensor<16x32xf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf16>, tensor<16x32xf16>) -> tensor<8x32xf16>
    %3 = call @relu(%2) : (tensor<8x32xf16>) -> tensor<8x32xf16>
    %4 = stablehlo.convert %3 : (tensor<8x32xf16>) -> tensor<8x32xf32>
    return %4 : tensor<8x32xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf16>) -> tensor<8x32xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x32xf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf16>
    return %1 : tensor<8x32xf16>
  }
}
