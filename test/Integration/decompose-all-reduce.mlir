// maco-decompose-all-reduce end to end: a data-parallel SGD-with-momentum
// step (average the gradients, m' = m / 2 + g, w' = w - m' / 4) run as
// written and with the all-reduce decomposed (forced: reduce-scatter, the
// update on this rank's 1/n of the rows, all-gathers of w' and m'), on 2, 3
// and 4 ranks; the outputs must be the same. Values are chosen so that
// every result is exact in f32.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: for np in 2 3 4; do \
// RUN:   sed -e "s/shape = NP/shape = $np/" %s > %t/p$np.mlir && \
// RUN:   maco-opt %t/p$np.mlir --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{force}))' > %t/d$np.mlir && \
// RUN:   grep -q maco.reduce_scatter %t/d$np.mlir && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ref$np && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/d$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/dec$np && \
// RUN:   diff %t/ref$np %t/dec$np || exit 1; \
// RUN: done
// RUN: FileCheck %s < %t/ref4

// 4 ranks: g = rank + 1 + (i + j) mod 3, so avg(g) = 2.5 + (i + j) mod 3;
// m = 1: m' = 3 + (i + j) mod 3; w = 8: w' = 8 - m' / 4.
// CHECK: data =
// CHECK-NEXT: {{\[\[}}7.25,   7,   6.75,   7.25,
// CHECK: data =
// CHECK-NEXT: {{\[\[}}3,   4,   5,   3,

shard.grid @g(shape = NP)
#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @print(%t: tensor<12x8xf32>) {
  %r = maco.rank on @g grid_axes = [0]
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %m = bufferization.to_buffer %t : tensor<12x8xf32> to memref<12x8xf32>
    %u = memref.cast %m : memref<12x8xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  return
}

func.func @main() {
  %r = maco.rank on @g grid_axes = [0]
  %e = tensor.empty() : tensor<12x8xf32>
  %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<12x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c3 = arith.constant 3 : index
    %m = arith.remui %s, %c3 : index
    %v = arith.addi %m, %r : index
    %c1 = arith.constant 1 : index
    %v1 = arith.addi %v, %c1 : index
    %vi = arith.index_cast %v1 : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<12x8xf32>
  %one = arith.constant 1.0 : f32
  %eight = arith.constant 8.0 : f32
  %m0 = linalg.fill ins(%one : f32) outs(%e : tensor<12x8xf32>) -> tensor<12x8xf32>
  %w0 = linalg.fill ins(%eight : f32) outs(%e : tensor<12x8xf32>) -> tensor<12x8xf32>
  %lr_s = arith.constant 0.25 : f32
  %e0 = tensor.empty() : tensor<f32>
  %lr = linalg.fill ins(%lr_s : f32) outs(%e0 : tensor<f32>) -> tensor<f32>

  %avg = maco.all_reduce %g on @g grid_axes = [0] reduction = avg : tensor<12x8xf32> -> tensor<12x8xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%avg, %m0 : tensor<12x8xf32>, tensor<12x8xf32>) outs(%e : tensor<12x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %h = arith.constant 0.5 : f32
    %x = arith.mulf %b, %h : f32
    %y = arith.addf %x, %a : f32
    linalg.yield %y : f32
  } -> tensor<12x8xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%w0, %m1, %lr : tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>) outs(%e : tensor<12x8xf32>) {
  ^bb0(%a: f32, %b: f32, %l: f32, %o: f32):
    %x = arith.mulf %b, %l : f32
    %y = arith.subf %a, %x : f32
    linalg.yield %y : f32
  } -> tensor<12x8xf32>
  func.call @print(%w1) : (tensor<12x8xf32>) -> ()
  func.call @print(%m1) : (tensor<12x8xf32>) -> ()
  return
}
