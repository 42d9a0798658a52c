// maco-collective-matmul end to end, both forms, run as written and as the
// forced ring, also through maco-optimize's overlap passes (permutes
// started before and waited after matmuls), on 2, 3 and 4 ranks; the
// outputs must be the same. Integer values: exact in f32.
//  * @main: y = all_gather(x) @ W + C (x: this rank's 3 x 5 rows, W 5 x 4,
//    C = 1): a ring of permuted shards and partial matmuls;
//  * @scatter: reduce_scatter(x_full @ W) (x_full: 3n x 5 on every rank):
//    a ring of partial sums.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: for np in 2 3 4; do \
// RUN:   sed -e "s/NP/$np/g" -e "s/GROWS/$((np * 3))/g" %s > %t/p$np.mlir && \
// RUN:   maco-opt %t/p$np.mlir --pass-pipeline='builtin.module(func.func(maco-collective-matmul{force}))' > %t/r$np.mlir && \
// RUN:   grep -q maco.permute %t/r$np.mlir && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ref$np && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ring$np && \
// RUN:   %mpirun -np $np maco-run --optimize-options=guard=false %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/opt$np && \
// RUN:   diff %t/ref$np %t/ring$np && diff %t/ref$np %t/opt$np || exit 1; \
// RUN:   %mpirun -np $np maco-run --entry=scatter --no-optimize %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/sref$np && \
// RUN:   %mpirun -np $np maco-run --entry=scatter --no-optimize %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/sring$np && \
// RUN:   %mpirun -np $np maco-run --entry=scatter --optimize-options=guard=false %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/sopt$np && \
// RUN:   diff %t/sref$np %t/sring$np && diff %t/sref$np %t/sopt$np || exit 1; \
// RUN: done
// RUN: FileCheck %s --check-prefix=SCATTER < %t/sref2
// RUN: FileCheck %s < %t/ref2

// 2 ranks: x_r[i][k] = r + i + k, W[k][j] = 1 + ((k + j) mod 2), C = 1.
// Row 0 (rank 0, i = 0): x = [0 1 2 3 4]; y[0][0] = 1 + (0*1 + 1*2 + 2*1
// + 3*2 + 4*1) = 15, y[0][1] = 1 + (0*2 + 1 + 4 + 3 + 8) = 17.
// CHECK: data =
// CHECK-NEXT: {{\[\[}}15,   17,   15,   17],

// @scatter on 2 ranks: rank r's x_full[i][k] = r + i + k, so the sum over
// ranks is 1 + 2 (i + k); rank 0 keeps rows 0..2. Row 0: sum over k of
// (1 + 2k) W[k][j] = 1*1 + 3*2 + 5*1 + 7*2 + 9*1 = 35 (j even), 1*2 + 3 +
// 5*2 + 7 + 9*2 = 40 (j odd).
// SCATTER: data =
// SCATTER-NEXT: {{\[\[}}35,   40,   35,   40],

shard.grid @g(shape = NP)
#id2 = affine_map<(i, j) -> (i, j)>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %r = maco.rank on @g grid_axes = [0]
  %ex = tensor.empty() : tensor<3x5xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<3x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %s = arith.addi %i, %k : index
    %v = arith.addi %s, %r : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<3x5xf32>
  %ew = tensor.empty() : tensor<5x4xf32>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ew : tensor<5x4xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %k, %j : index
    %c2 = arith.constant 2 : index
    %m = arith.remui %s, %c2 : index
    %c1 = arith.constant 1 : index
    %v = arith.addi %m, %c1 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<5x4xf32>
  %one = arith.constant 1.0 : f32
  %ec = tensor.empty() : tensor<GROWSx4xf32>
  %cs = linalg.fill ins(%one : f32) outs(%ec : tensor<GROWSx4xf32>) -> tensor<GROWSx4xf32>
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<3x5xf32> -> tensor<GROWSx5xf32>
  %y = linalg.matmul ins(%g, %w : tensor<GROWSx5xf32>, tensor<5x4xf32>) outs(%cs : tensor<GROWSx4xf32>) -> tensor<GROWSx4xf32>
  %c00 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c00 : index
  scf.if %first {
    %m = bufferization.to_buffer %y : tensor<GROWSx4xf32> to memref<GROWSx4xf32>
    %u = memref.cast %m : memref<GROWSx4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  return
}

func.func @scatter() {
  %r = maco.rank on @g grid_axes = [0]
  %ex = tensor.empty() : tensor<GROWSx5xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<GROWSx5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %s = arith.addi %i, %k : index
    %v = arith.addi %s, %r : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<GROWSx5xf32>
  %ew = tensor.empty() : tensor<5x4xf32>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ew : tensor<5x4xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %k, %j : index
    %c2 = arith.constant 2 : index
    %m = arith.remui %s, %c2 : index
    %c1 = arith.constant 1 : index
    %v = arith.addi %m, %c1 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<5x4xf32>
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<GROWSx4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ec : tensor<GROWSx4xf32>) -> tensor<GROWSx4xf32>
  %p = linalg.matmul ins(%x, %w : tensor<GROWSx5xf32>, tensor<5x4xf32>) outs(%z : tensor<GROWSx4xf32>) -> tensor<GROWSx4xf32>
  %y = maco.reduce_scatter %p on @g grid_axes = [0] scatter_axis = 0 : tensor<GROWSx4xf32> -> tensor<3x4xf32>
  %c00 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c00 : index
  scf.if %first {
    %m = bufferization.to_buffer %y : tensor<3x4xf32> to memref<3x4xf32>
    %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  return
}
