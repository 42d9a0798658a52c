module @rewrites {
  func.func public @main(%table: tensor<24x16xf32>, %ids: tensor<8x1xi32>, %upd: tensor<8x16xf32>, %x: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<24x16xf32>, tensor<8x32xf32>, tensor<8x32xf32>) {
    %g = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<24x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<24x16xf32>
    %s = "stablehlo.scatter"(%z, %ids, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<24x16xf32>, tensor<8x1xi32>, tensor<8x16xf32>) -> tensor<24x16xf32>
    %c = "stablehlo.reduce_window"(%x, %zero) <{padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 32>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %pos = stablehlo.compare GT, %x, %x, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %f = stablehlo.convert %pos : (tensor<8x32xi1>) -> tensor<8x32xf32>
    %bar:2 = stablehlo.optimization_barrier %c, %f : tensor<8x32xf32>, tensor<8x32xf32>
    return %g, %s, %bar#0, %bar#1 : tensor<8x16xf32>, tensor<24x16xf32>, tensor<8x32xf32>, tensor<8x32xf32>
  }
}
