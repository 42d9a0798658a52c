module @jit_segment_max attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}, %arg2: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<6x8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %c = stablehlo.constant dense<[1, 3, 3, 7]> : tensor<4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<16x1xi32>, tensor<16x8xf32>) -> tensor<6x8xf32>
    %3 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<16x8xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x1xf32>) -> tensor<4xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare LT, %c, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.add %c, %7 : tensor<4xi32>
    %9 = stablehlo.select %6, %8, %c : tensor<4xi1>, tensor<4xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %11 = "stablehlo.scatter"(%arg2, %10, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<10xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<10xf32>
    return %2, %11 : tensor<6x8xf32>, tensor<10xf32>
  }
}
