module @jit_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<256x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<2048x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg2: tensor<2048xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}]>}) -> (tensor<256x8192xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<256x8192xf32>) -> tensor<2048x8192xf32>
    %1:3 = call @log_softmax(%0) : (tensor<2048x8192xf32>) -> (tensor<2048x8192xf32>, tensor<2048x8192xf32>, tensor<2048x1xf32>)
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %3:2 = call @take_along_axis(%1#0, %2) : (tensor<2048x8192xf32>, tensor<2048x1xi32>) -> (tensor<2048x1xf32>, tensor<2048x1x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3#0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_0 : tensor<f32>
    %6 = stablehlo.negate %5 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.negate %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %10 = call @take_along_axis_0(%3#1, %9) : (tensor<2048x1x1xi32>, tensor<2048x1xf32>) -> tensor<2048x8192xf32>
    %11 = call @log_softmax_1(%1#1, %1#2, %10) : (tensor<2048x8192xf32>, tensor<2048x1xf32>, tensor<2048x8192xf32>) -> tensor<2048x8192xf32>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x8192xf32>, tensor<2048x256xf32>) -> tensor<8192x256xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<8192x256xf32>) -> tensor<256x8192xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x8192xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<256x8192xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<256x8192xf32>
    return %16, %6 : tensor<256x8192xf32>, tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<2048x8192xf32>) -> (tensor<2048x8192xf32>, tensor<2048x8192xf32>, tensor<2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x8192xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x8192xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2048x8192xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x8192xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x8192xf32>, tensor<f32>) -> tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %9 = stablehlo.log %8 : tensor<2048x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x8192xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2048x8192xf32>
    return %11, %6, %8 : tensor<2048x8192xf32>, tensor<2048x8192xf32>, tensor<2048x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2048x8192xf32>, %arg1: tensor<2048x1xi32>) -> (tensor<2048x1xf32>, tensor<2048x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2048x1xi32>, tensor<2048x1xi32>) -> tensor<2048x1xi1>
    %c_0 = stablehlo.constant dense<8192> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2048x1xi1>, tensor<2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2048x1xi32>) -> tensor<2048x1x1xi32>
    %c_1 = stablehlo.constant dense<8191> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2048x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2048x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2048x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2048x1x1xi1>, tensor<i1>) -> tensor<2048x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2048x8192xf32>, tensor<2048x1x1xi32>) -> tensor<2048x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2048x1xi1>, tensor<2048x1xf32>
    return %15, %5 : tensor<2048x1xf32>, tensor<2048x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<2048x1x1xi32>, %arg1: tensor<2048x1xf32>) -> tensor<2048x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x8192xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2048x8192xf32>, tensor<2048x1x1xi32>, tensor<2048x1xf32>) -> tensor<2048x8192xf32>
    return %1 : tensor<2048x8192xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2048x8192xf32>, %arg1: tensor<2048x1xf32>, %arg2: tensor<2048x8192xf32>) -> tensor<2048x8192xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2048x8192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x8192xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2048xf32>) -> tensor<2048x8192xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2048x8192xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2048x8192xf32>
    return %7 : tensor<2048x8192xf32>
  }
}
