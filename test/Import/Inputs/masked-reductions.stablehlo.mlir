module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %0 = call @cummax(%arg0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x6xf32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare LT, %arg1, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.add %arg1, %5 : tensor<3xi32>
    %7 = stablehlo.select %4, %6, %arg1 : tensor<3xi1>, tensor<3xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %9 = "stablehlo.scatter"(%2, %8, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<6xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<6xf32>
    return %0, %9 : tensor<2x6xf32>, tensor<6xf32>
  }
  func.func private @cummax(%arg0: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
}

