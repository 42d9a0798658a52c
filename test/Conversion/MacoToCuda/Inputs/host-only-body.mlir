// Linalg bodies that cannot be device code (gpu-elementwise-kernels.mlir).
func.func @print_in_reduction(%a: memref<4x4xbf16>, %c: memref<4xbf16>) {
  linalg.generic {indexing_maps = [affine_map<(m, k) -> (m, k)>,
                                   affine_map<(m, k) -> (m)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x4xbf16>) outs(%c : memref<4xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %s = arith.addf %acc, %x : bf16
    vector.print str "in the body\n"
    linalg.yield %s : bf16
  }
  return
}
func.func private @host(f32) -> f32
func.func @call_in_map(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%a : memref<64xf32>) outs(%b : memref<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = func.call @host(%x) : (f32) -> f32
    linalg.yield %y : f32
  }
  return
}
