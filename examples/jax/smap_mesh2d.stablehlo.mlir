module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2, "tp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<4x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, tensor<8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{}]>] manual_axes={"dp", "tp"} (%arg2: tensor<2x4xf32>, %arg3: tensor<4x8xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %22 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %3 = "stablehlo.collective_permute"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
      %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %22 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %7 = stablehlo.divide %5, %6 : tensor<8xf32>
      %c = stablehlo.constant dense<2> : tensor<ui32>
      %c_1 = stablehlo.constant dense<2> : tensor<ui32>
      %8 = stablehlo.partition_id : tensor<ui32>
      %9 = stablehlo.divide %8, %c : tensor<ui32>
      %10 = stablehlo.remainder %9, %c_1 : tensor<ui32>
      %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.multiply %11, %c_2 : tensor<i32>
      %c_3 = stablehlo.constant dense<1> : tensor<ui32>
      %c_4 = stablehlo.constant dense<2> : tensor<ui32>
      %13 = stablehlo.partition_id : tensor<ui32>
      %14 = stablehlo.divide %13, %c_3 : tensor<ui32>
      %15 = stablehlo.remainder %14, %c_4 : tensor<ui32>
      %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<i32>
      %17 = stablehlo.add %12, %16 : tensor<i32>
      %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %20 = stablehlo.multiply %3, %19 : tensor<2x8xf32>
      %21 = stablehlo.add %2, %20 : tensor<2x8xf32>
      sdy.return %21, %7 : tensor<2x8xf32>, tensor<8xf32>
    } : (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<4x16xf32>, tensor<8xf32>)
    return %0#0, %0#1 : tensor<4x16xf32>, tensor<8xf32>
  }
}
