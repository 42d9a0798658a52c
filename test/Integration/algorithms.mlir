// Every collective algorithm end to end: the program below (all-reduce sum
// and max, all-gather, reduce-scatter, broadcast; 1, 37 and 20011
// elements) run with maco-optimize forcing each algorithm wherever it
// applies, and with the cost model's choice, must print what it prints
// with --no-optimize (the backend's own algorithms), on 2, 3 and 4 ranks
// (3: not a power of two). The values are integers, so any algorithm
// gives them exactly. The IR check shows the forcing reaches the ops.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: for np in 2 3 4; do \
// RUN:   sed -e "s/NP/$np/g" %s > %t/p$np.mlir && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ref$np && \
// RUN:   for a in ring recursive_doubling tree direct ""; do \
// RUN:     %mpirun -np $np maco-run --optimize-options="guard=false algorithm=$a" %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/out$np$a && \
// RUN:     diff %t/ref$np %t/out$np$a || exit 1; \
// RUN:   done; \
// RUN: done
// RUN: FileCheck %s --check-prefix=NP3 < %t/ref3
// RUN: sed -e "s/NP/3/g" %s | maco-opt -maco-optimize="guard=false algorithm=tree" | FileCheck %s --check-prefix=IR

// Rank r holds x[i] = r + 1 + i mod 5. With 3 ranks: sum = 6 + 3 (i mod 5),
// max = 3 + i mod 5, the 1-element sum 6; the gathered rows are the ranks'
// x; reduce-scattering those (the same on every rank) gives rank r three
// times row r, shown for all ranks by the all-gather after it.
// NP3: data =
// NP3-NEXT: [6,  9,  12,  15,  18,  6,
// NP3: data =
// NP3-NEXT: [3,  4,  5,  6,  7,  3,
// NP3: data =
// NP3-NEXT: [6]
// NP3: data =
// NP3-NEXT: {{\[\[}}1,   2,   3,   4,   5,   1,
// NP3-NEXT: [2,   3,   4,   5,   6,   2,
// NP3-NEXT: [3,   4,   5,   6,   7,   3,
// NP3: data =
// NP3-NEXT: {{\[\[}}3,   6,   9,   12,   15,   3,
// NP3-NEXT: [6,   9,   12,   15,   18,   6,
// NP3-NEXT: [9,   12,   15,   18,   21,   9,
// Large all-reduce: sum over i < 20011 of (6 + 3 (i mod 5)) = 240126;
// rank 0's large x broadcast: sum of (1 + i mod 5) = 60031.
// NP3: data =
// NP3-NEXT: [240126]
// NP3: data =
// NP3-NEXT: [60031]

// Forced tree where it applies (all-reduce, broadcast), the cost model's
// choice elsewhere:
// IR: maco.all_reduce_start {{.*}} algorithm = tree
// IR: maco.all_gather_start {{.*}} algorithm = direct
// IR: maco.reduce_scatter_start {{.*}} algorithm = direct
// IR: maco.broadcast_start {{.*}} algorithm = tree

shard.grid @g(shape = NP)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @print(%t: tensor<*xf32>) {
  %r = maco.rank on @g grid_axes = [0]
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
    func.call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  }
  return
}

// x[i] = rank + 1 + i mod 5 (f32), any length.
func.func @values(%n: index) -> tensor<?xf32> {
  %r = maco.rank on @g grid_axes = [0]
  %e = tensor.empty(%n) : tensor<?xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %i, %c5 : index
    %s = arith.addi %m, %r : index
    %c1 = arith.constant 1 : index
    %v = arith.addi %s, %c1 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<?xf32>
  return %x : tensor<?xf32>
}

func.func @sum(%t: tensor<20011xf32>) -> tensor<1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%t : tensor<20011xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %r = tensor.expand_shape %s [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %r : tensor<1xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c20011 = arith.constant 20011 : index
  %one_d = func.call @values(%c1) : (index) -> tensor<?xf32>
  %one = tensor.cast %one_d : tensor<?xf32> to tensor<1xf32>
  %x_d = func.call @values(%c37) : (index) -> tensor<?xf32>
  %x = tensor.cast %x_d : tensor<?xf32> to tensor<37xf32>
  %row = tensor.expand_shape %x [[0, 1]] output_shape [1, 37] : tensor<37xf32> into tensor<1x37xf32>
  %big_d = func.call @values(%c20011) : (index) -> tensor<?xf32>
  %big = tensor.cast %big_d : tensor<?xf32> to tensor<20011xf32>

  %s = maco.all_reduce %x on @g grid_axes = [0] : tensor<37xf32> -> tensor<37xf32>
  %m = maco.all_reduce %x on @g grid_axes = [0] reduction = max : tensor<37xf32> -> tensor<37xf32>
  %o = maco.all_reduce %one on @g grid_axes = [0] : tensor<1xf32> -> tensor<1xf32>
  %g = maco.all_gather %row on @g grid_axes = [0] gather_axis = 0 : tensor<1x37xf32> -> tensor<NPx37xf32>
  // The gathered rows reduce-scattered back: rank r gets row r of the sum
  // over ranks of the gathered rows (N x_r), shown for all ranks by the
  // all-gather after it.
  %rs = maco.reduce_scatter %g on @g grid_axes = [0] scatter_axis = 0 : tensor<NPx37xf32> -> tensor<1x37xf32>
  %rsg = maco.all_gather %rs on @g grid_axes = [0] gather_axis = 0 : tensor<1x37xf32> -> tensor<NPx37xf32>
  %bs = maco.all_reduce %big on @g grid_axes = [0] : tensor<20011xf32> -> tensor<20011xf32>
  %bc = maco.broadcast %big on @g grid_axes = [0] root = 0 : tensor<20011xf32> -> tensor<20011xf32>
  %bss = func.call @sum(%bs) : (tensor<20011xf32>) -> tensor<1xf32>
  %bcs = func.call @sum(%bc) : (tensor<20011xf32>) -> tensor<1xf32>

  %p0 = tensor.cast %s : tensor<37xf32> to tensor<*xf32>
  %p1 = tensor.cast %m : tensor<37xf32> to tensor<*xf32>
  %p2 = tensor.cast %o : tensor<1xf32> to tensor<*xf32>
  %p3 = tensor.cast %g : tensor<NPx37xf32> to tensor<*xf32>
  %p4 = tensor.cast %rsg : tensor<NPx37xf32> to tensor<*xf32>
  %p5 = tensor.cast %bss : tensor<1xf32> to tensor<*xf32>
  %p6 = tensor.cast %bcs : tensor<1xf32> to tensor<*xf32>
  func.call @print(%p0) : (tensor<*xf32>) -> ()
  func.call @print(%p1) : (tensor<*xf32>) -> ()
  func.call @print(%p2) : (tensor<*xf32>) -> ()
  func.call @print(%p3) : (tensor<*xf32>) -> ()
  func.call @print(%p4) : (tensor<*xf32>) -> ()
  func.call @print(%p5) : (tensor<*xf32>) -> ()
  func.call @print(%p6) : (tensor<*xf32>) -> ()
  return
}
