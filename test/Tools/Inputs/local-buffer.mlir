// A function that makes, writes and reads a 64-float tensor of its own.
func.func @get(%v: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<64xf32>
  %z = arith.constant 0.0 : f32
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %u = tensor.insert %v into %t[%i] : tensor<64xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %u[%c0] : tensor<64xf32>
  return %x : f32
}

func.func @main() {
  %v = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %x = call @get(%v, %c0) : (f32, index) -> f32
  vector.print %x : f32
  return
}
