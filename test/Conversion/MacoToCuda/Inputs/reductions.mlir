func.func @row_sum(%a: tensor<4096x1024xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.reduce ins(%a : tensor<4096x1024xf32>) outs(%f : tensor<4096xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4096xf32>
}
func.func @col_sum(%a: tensor<4096x1024xf32>) -> tensor<1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %r = linalg.reduce ins(%a : tensor<4096x1024xf32>) outs(%f : tensor<1024xf32>) dimensions = [0]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<1024xf32>
}
func.func @full_sum(%a: tensor<4194304xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<4194304xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @bf16_col_max(%a: tensor<4096x1024xbf16>) -> tensor<1024xbf16> {
  %ninf = arith.constant 0xFF80 : bf16
  %e = tensor.empty() : tensor<1024xbf16>
  %f = linalg.fill ins(%ninf : bf16) outs(%e : tensor<1024xbf16>) -> tensor<1024xbf16>
  %r = linalg.reduce ins(%a : tensor<4096x1024xbf16>) outs(%f : tensor<1024xbf16>) dimensions = [0]
    (%x: bf16, %o: bf16) {
      %m = arith.maximumf %x, %o : bf16
      linalg.yield %m : bf16
    }
  return %r : tensor<1024xbf16>
}
