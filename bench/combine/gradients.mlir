// Combining benchmark: 12 independent all-reduces of 512 f32 per step
// (data-parallel gradients), 2000 steps. Run with and without maco-optimize
// (which buckets them into one packed all-reduce); rank 0 prints seconds.
//
//   bench/combine/run.sh   (writes the table for docs/perf.md)
shard.grid @world(shape = 4)
func.func private @rtclock() -> f64
func.func @step(%v: f32) -> f32 {
  %e = tensor.empty() : tensor<512xf32>
  %k0 = arith.constant 0.0 : f32
  %s0 = arith.addf %v, %k0 : f32
  %g0 = linalg.fill ins(%s0 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k1 = arith.constant 1.0 : f32
  %s1 = arith.addf %v, %k1 : f32
  %g1 = linalg.fill ins(%s1 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k2 = arith.constant 2.0 : f32
  %s2 = arith.addf %v, %k2 : f32
  %g2 = linalg.fill ins(%s2 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k3 = arith.constant 3.0 : f32
  %s3 = arith.addf %v, %k3 : f32
  %g3 = linalg.fill ins(%s3 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k4 = arith.constant 4.0 : f32
  %s4 = arith.addf %v, %k4 : f32
  %g4 = linalg.fill ins(%s4 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k5 = arith.constant 5.0 : f32
  %s5 = arith.addf %v, %k5 : f32
  %g5 = linalg.fill ins(%s5 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k6 = arith.constant 6.0 : f32
  %s6 = arith.addf %v, %k6 : f32
  %g6 = linalg.fill ins(%s6 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k7 = arith.constant 7.0 : f32
  %s7 = arith.addf %v, %k7 : f32
  %g7 = linalg.fill ins(%s7 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k8 = arith.constant 8.0 : f32
  %s8 = arith.addf %v, %k8 : f32
  %g8 = linalg.fill ins(%s8 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k9 = arith.constant 9.0 : f32
  %s9 = arith.addf %v, %k9 : f32
  %g9 = linalg.fill ins(%s9 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k10 = arith.constant 10.0 : f32
  %s10 = arith.addf %v, %k10 : f32
  %g10 = linalg.fill ins(%s10 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %k11 = arith.constant 11.0 : f32
  %s11 = arith.addf %v, %k11 : f32
  %g11 = linalg.fill ins(%s11 : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %r0 = maco.all_reduce %g0 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r1 = maco.all_reduce %g1 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r2 = maco.all_reduce %g2 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r3 = maco.all_reduce %g3 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r4 = maco.all_reduce %g4 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r5 = maco.all_reduce %g5 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r6 = maco.all_reduce %g6 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r7 = maco.all_reduce %g7 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r8 = maco.all_reduce %g8 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r9 = maco.all_reduce %g9 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r10 = maco.all_reduce %g10 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %r11 = maco.all_reduce %g11 on @world grid_axes = [0] reduction = avg : tensor<512xf32> -> tensor<512xf32>
  %c0 = arith.constant 0 : index
  %acc0 = arith.constant 0.0 : f32
  %x0 = tensor.extract %r0[%c0] : tensor<512xf32>
  %acc1 = arith.addf %acc0, %x0 : f32
  %x1 = tensor.extract %r1[%c0] : tensor<512xf32>
  %acc2 = arith.addf %acc1, %x1 : f32
  %x2 = tensor.extract %r2[%c0] : tensor<512xf32>
  %acc3 = arith.addf %acc2, %x2 : f32
  %x3 = tensor.extract %r3[%c0] : tensor<512xf32>
  %acc4 = arith.addf %acc3, %x3 : f32
  %x4 = tensor.extract %r4[%c0] : tensor<512xf32>
  %acc5 = arith.addf %acc4, %x4 : f32
  %x5 = tensor.extract %r5[%c0] : tensor<512xf32>
  %acc6 = arith.addf %acc5, %x5 : f32
  %x6 = tensor.extract %r6[%c0] : tensor<512xf32>
  %acc7 = arith.addf %acc6, %x6 : f32
  %x7 = tensor.extract %r7[%c0] : tensor<512xf32>
  %acc8 = arith.addf %acc7, %x7 : f32
  %x8 = tensor.extract %r8[%c0] : tensor<512xf32>
  %acc9 = arith.addf %acc8, %x8 : f32
  %x9 = tensor.extract %r9[%c0] : tensor<512xf32>
  %acc10 = arith.addf %acc9, %x9 : f32
  %x10 = tensor.extract %r10[%c0] : tensor<512xf32>
  %acc11 = arith.addf %acc10, %x10 : f32
  %x11 = tensor.extract %r11[%c0] : tensor<512xf32>
  %acc12 = arith.addf %acc11, %x11 : f32
  return %acc12 : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 2000 : index
  %z = arith.constant 0.0 : f32
  %warm = func.call @step(%z) : (f32) -> f32
  %t0 = func.call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %steps step %c1 iter_args(%a = %z) -> f32 {
    %s = func.call @step(%a) : (f32) -> f32
    %k = arith.constant 0.001 : f32
    %a2 = arith.mulf %s, %k : f32
    scf.yield %a2 : f32
  }
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  %r = maco.rank on @world grid_axes = [0]
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    vector.print str "seconds: "
    vector.print %dt : f64
    vector.print str "checksum: "
    vector.print %sum : f32
  }
  return
}
