module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
    %4:2 = sdy.manual_computation(%3, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {"x"}]>, <@mesh, []>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<8x8xf32>) {
      %8 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<4x8xf32>) -> tensor<8x8xf32>
      %9 = stablehlo.dot_general %8, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %10 = stablehlo.tanh %9 : tensor<8x8xf32>
      %11 = "stablehlo.reduce_scatter"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %24 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %24 : tensor<f32>
      }) : (tensor<8x8xf32>) -> tensor<8x4xf32>
      %12 = "stablehlo.all_to_all"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<8x4xf32>
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %13 = stablehlo.reduce(%arg2 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.all_reduce"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %24 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %24 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %15 = stablehlo.reduce(%arg2 init: %cst_2) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %24 = stablehlo.minimum %arg4, %arg5 : tensor<f32>
        stablehlo.return %24 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %17 = stablehlo.subtract %14, %16 : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %19 = stablehlo.multiply %12, %18 : tensor<8x4xf32>
      %20 = stablehlo.add %11, %19 : tensor<8x4xf32>
      %21 = stablehlo.multiply %arg2, %arg2 : tensor<4x8xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
      %23 = "stablehlo.all_reduce"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %24 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %24 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %20, %23 : tensor<8x4xf32>, tensor<f32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>)
    %5 = stablehlo.negate %4#0 : tensor<8x8xf32>
    %6 = stablehlo.multiply %5, %4#0 : tensor<8x8xf32>
    %7 = stablehlo.exponential %6 : tensor<8x8xf32>
    return %7, %4#1 : tensor<8x8xf32>, tensor<f32>
  }
}
