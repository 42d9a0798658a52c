module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, []>] manual_axes={"x"} (%arg2: tensor<2x16xf32>, %arg3: tensor<4x8xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.add %4, %c_1 : tensor<i32>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %7 = func.call @remainder(%6, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<4> : tensor<i32>
      %8 = stablehlo.multiply %7, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<16> : tensor<i32>
      %10 = stablehlo.add %8, %c_5 : tensor<i32>
      %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg2, %c_6, %11, sizes = [2, 4] : (tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %14 = stablehlo.add %5, %13 : tensor<2x8xf32>
      %15 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [1, 0], [2, 1], [3, 2]]> : tensor<4x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %4, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %17 = func.call @remainder(%16, %c_8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %18 = stablehlo.multiply %17, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.compare LT, %18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_11 = stablehlo.constant dense<16> : tensor<i32>
      %20 = stablehlo.add %18, %c_11 : tensor<i32>
      %21 = stablehlo.select %19, %20, %18 : tensor<i1>, tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.dynamic_slice %arg2, %c_12, %21, sizes = [2, 4] : (tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %23 = stablehlo.dot_general %22, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %24 = stablehlo.add %14, %23 : tensor<2x8xf32>
      %25 = "stablehlo.collective_permute"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [1, 0], [2, 1], [3, 2]]> : tensor<4x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %26 = stablehlo.add %4, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %27 = func.call @remainder(%26, %c_14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_15 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.multiply %27, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<16> : tensor<i32>
      %30 = stablehlo.add %28, %c_17 : tensor<i32>
      %31 = stablehlo.select %29, %30, %28 : tensor<i1>, tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.dynamic_slice %arg2, %c_18, %31, sizes = [2, 4] : (tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %33 = stablehlo.dot_general %32, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %34 = stablehlo.add %24, %33 : tensor<2x8xf32>
      %35 = "stablehlo.collective_permute"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [1, 0], [2, 1], [3, 2]]> : tensor<4x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.add %4, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %37 = func.call @remainder(%36, %c_20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_21 = stablehlo.constant dense<4> : tensor<i32>
      %38 = stablehlo.multiply %37, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.compare LT, %38, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<16> : tensor<i32>
      %40 = stablehlo.add %38, %c_23 : tensor<i32>
      %41 = stablehlo.select %39, %40, %38 : tensor<i1>, tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.dynamic_slice %arg2, %c_24, %41, sizes = [2, 4] : (tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %43 = stablehlo.dot_general %42, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %44 = stablehlo.add %34, %43 : tensor<2x8xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %45 = stablehlo.reduce(%44 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
      %46 = "stablehlo.all_reduce"(%45) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %47 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %47 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %44, %46 : tensor<2x8xf32>, tensor<f32>
    } : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
