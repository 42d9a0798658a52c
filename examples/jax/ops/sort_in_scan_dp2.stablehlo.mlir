module @jit_sort_in_scan attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<3x4x20xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}, {}]>}) -> (tensor<3x4x20xi32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4x20xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c_0, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<3x4x20xf32>, tensor<i32>, tensor<f32>, tensor<3x4x20xi32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<3x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %3:2 = func.call @closed_call(%iterArg_2, %2) : (tensor<f32>, tensor<4x20xf32>) -> (tensor<f32>, tensor<4x20xi32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<3x4x20xi32>, tensor<4x20xi32>, tensor<i32>) -> tensor<3x4x20xi32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<3x4x20xf32>, tensor<i32>, tensor<f32>, tensor<3x4x20xi32>
    }
    return %1#3 : tensor<3x4x20xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4x20xf32>, %arg1: tensor<i32>) -> tensor<4x20xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 20] : (tensor<3x4x20xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x20xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x20xf32>) -> tensor<4x20xf32>
    return %1 : tensor<4x20xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<4x20xf32>) -> (tensor<f32>, tensor<4x20xi32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.add %arg0, %cst : tensor<f32>
    %1 = stablehlo.convert %arg0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x20xf32>
    %4 = call @argsort(%3) : (tensor<4x20xf32>) -> tensor<4x20xi32>
    return %0, %4 : tensor<f32>, tensor<4x20xi32>
  }
  func.func private @argsort(%arg0: tensor<4x20xf32>) -> tensor<4x20xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x20xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x20xf32>, tensor<4x20xi32>) -> (tensor<4x20xf32>, tensor<4x20xi32>)
    return %1#1 : tensor<4x20xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4x20xi32>, %arg1: tensor<4x20xi32>, %arg2: tensor<i32>) -> tensor<3x4x20xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x20xi32>) -> tensor<1x4x20xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x4x20xi32>, tensor<1x4x20xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x4x20xi32>
    return %1 : tensor<3x4x20xi32>
  }
}
