module @jit_top_k {
  func.func public @main(%x: tensor<8x24xf32>, %n: tensor<8x24xi32>) -> (tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x1xi32>, tensor<8x1xi32>) {
    %values, %indices = chlo.top_k(%x, k = 3) : tensor<8x24xf32> -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %ivalues, %iindices = chlo.top_k(%n, k = 1) : tensor<8x24xi32> -> (tensor<8x1xi32>, tensor<8x1xi32>)
    return %values, %indices, %ivalues, %iindices : tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x1xi32>, tensor<8x1xi32>
  }
}
