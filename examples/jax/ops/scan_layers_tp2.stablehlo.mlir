module @jit_scan_layers attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"d"}]>}, %arg2: tensor<3x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %2 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) : (tensor<3x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %3 = func.call @closed_call(%iterArg_2, %1, %2) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %4, %3 : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<8x16xf32>
    }
    return %0#3 : tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x32x16xf32>, %arg1: tensor<i32>) -> tensor<32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 16] : (tensor<3x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}
