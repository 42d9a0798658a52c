// Sequence-parallel KV-cache synchronisation, the all-gather and the ring
// chosen by maco-collective-matmul: rank r holds the 4 x 8 chunk of tokens
// [4r, 4r + 4), kv[t][d] = (8t + 3d) mod 11 - 5; the all-gathered cache
// feeds attention scores of this rank's queries, S = Q @ KV^T (Q = the
// rank's own chunk; a matmul with transposed maps: columns of S from rows
// of the cache), and scores s = KV @ q (q[d] = d + 1, a row-wise generic),
// and is kept (every rank compares it with the closed form). The ring
// splits the first consumer, Q @ KV^T; the others get the cache it
// assembles.
// Run as written, as the forced ring (one and both directions, and in
// chunks of 2 rows, overlapped) and through
// maco-optimize (the cost model's choice; the forced ring overlapped by
// the async and schedule passes) on 2, 3 and 4 ranks: same output.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: for np in 2 3 4; do \
// RUN:   sed -e "s/NP/$np/g" -e "s/GROWS/$((np * 4))/g" %s > %t/p$np.mlir && \
// RUN:   maco-opt %t/p$np.mlir --pass-pipeline='builtin.module(func.func(maco-collective-matmul{force}))' > %t/r$np.mlir && \
// RUN:   maco-opt %t/p$np.mlir --pass-pipeline='builtin.module(func.func(maco-collective-matmul{force bidirectional}))' > %t/b$np.mlir && \
// RUN:   maco-opt %t/p$np.mlir --pass-pipeline='builtin.module(func.func(maco-collective-matmul{force chunks=2}))' > %t/c$np.mlir && \
// RUN:   grep -q maco.permute %t/r$np.mlir && grep -q maco.permute %t/b$np.mlir && \
// RUN:   grep -q "maco.permute.*tensor<2x8xf32>" %t/c$np.mlir && \
// RUN:   ! grep -q maco.all_gather %t/r$np.mlir && \
// RUN:   grep -q "linalg.matmul.*tensor<4x8xf32>, tensor<4x8xf32>" %t/r$np.mlir && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ref$np && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/ring$np && \
// RUN:   %mpirun -np $np maco-run --no-optimize %t/b$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/bidi$np && \
// RUN:   %mpirun -np $np maco-run --optimize-options=guard=false %t/c$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/chunks$np && \
// RUN:   %mpirun -np $np maco-run %t/p$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/model$np && \
// RUN:   %mpirun -np $np maco-run --optimize-options=guard=false %t/r$np.mlir | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/opt$np && \
// RUN:   diff %t/ref$np %t/ring$np && diff %t/ref$np %t/bidi$np && diff %t/ref$np %t/chunks$np && \
// RUN:   diff %t/ref$np %t/model$np && diff %t/ref$np %t/opt$np || exit 1; \
// RUN: done
// RUN: FileCheck %s < %t/ref2
// RUN: FileCheck %s --check-prefix=NP4 < %t/ref4

// s[t] = sum_d kv[t][d] (d + 1); tokens 0..7 (2 ranks).
// CHECK: data =
// CHECK-NEXT: [38,  -4,  -24,  -22,  13,  -18,  -27,  -14]
// S = Q @ KV^T on rank 0 (tokens 0..3 against 0..7), rows 0 and 3:
// CHECK: data =
// CHECK-NEXT: {{\[\[}}92,   -7,   -40,   -7,   37,   -29,   -29,   37],
// CHECK: [-7,   -44,   -15,   80,   -34,   -38,   24,   31]]
// CHECK: cache mismatches: 0
// NP4: data =
// NP4-NEXT: [38,  -4,  -24,  -22,  13,  -18,  -27,  -14,
// NP4: cache mismatches: 0

shard.grid @cp(shape = NP)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// kv rows [t0, t0 + rows), the closed form above.
func.func @kv(%t0: index, %e: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %kv = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %d = linalg.index 1 : index
      %t = arith.addi %i, %t0 : index
      %c8 = arith.constant 8 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %t8 = arith.muli %t, %c8 : index
      %d3 = arith.muli %d, %c3 : index
      %s = arith.addi %t8, %d3 : index
      %m = arith.remui %s, %c11 : index
      %mi = arith.index_cast %m : index to i32
      %c5 = arith.constant 5 : i32
      %v = arith.subi %mi, %c5 : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x8xf32>
  return %kv : tensor<?x8xf32>
}

func.func @main() {
  %r = maco.rank on @cp grid_axes = [0]
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %t0 = arith.muli %r, %c4 : index
  %ec = tensor.empty(%c4) : tensor<?x8xf32>
  %chunkd = func.call @kv(%t0, %ec) : (index, tensor<?x8xf32>) -> tensor<?x8xf32>
  %chunk = tensor.cast %chunkd : tensor<?x8xf32> to tensor<4x8xf32>
  %eq = tensor.empty() : tensor<8xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]}
      outs(%eq : tensor<8xf32>) {
    ^bb0(%out: f32):
      %d = linalg.index 0 : index
      %di = arith.index_cast %d : index to i32
      %c1 = arith.constant 1 : i32
      %v = arith.addi %di, %c1 : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8xf32>

  %cache = maco.all_gather %chunk on @cp grid_axes = [0] gather_axis = 0
      : tensor<4x8xf32> -> tensor<GROWSx8xf32>
  %zero = arith.constant 0.0 : f32
  %eqk = tensor.empty() : tensor<4xGROWSxf32>
  %zqk = linalg.fill ins(%zero : f32) outs(%eqk : tensor<4xGROWSxf32>) -> tensor<4xGROWSxf32>
  %qk = linalg.matmul indexing_maps = [affine_map<(i, t, d) -> (i, d)>, affine_map<(i, t, d) -> (t, d)>, affine_map<(i, t, d) -> (i, t)>]
      ins(%chunk, %cache : tensor<4x8xf32>, tensor<GROWSx8xf32>) outs(%zqk : tensor<4xGROWSxf32>) -> tensor<4xGROWSxf32>

  %es = tensor.empty() : tensor<GROWSxf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<GROWSxf32>) -> tensor<GROWSxf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(t, d) -> (t, d)>, affine_map<(t, d) -> (d)>, affine_map<(t, d) -> (t)>],
                            iterator_types = ["parallel", "reduction"]}
      ins(%cache, %q : tensor<GROWSx8xf32>, tensor<8xf32>) outs(%zs : tensor<GROWSxf32>) {
    ^bb0(%k: f32, %qd: f32, %acc: f32):
      %p = arith.mulf %k, %qd : f32
      %a = arith.addf %acc, %p : f32
      linalg.yield %a : f32
  } -> tensor<GROWSxf32>

  // The kept cache against the closed form, on every rank.
  %cg = arith.constant GROWS : index
  %er = tensor.empty(%cg) : tensor<?x8xf32>
  %refd = func.call @kv(%c0, %er) : (index, tensor<?x8xf32>) -> tensor<?x8xf32>
  %ref = tensor.cast %refd : tensor<?x8xf32> to tensor<GROWSx8xf32>
  %c0i = arith.constant 0 : i32
  %en = tensor.empty() : tensor<1xi32>
  %zn = linalg.fill ins(%c0i : i32) outs(%en : tensor<1xi32>) -> tensor<1xi32>
  %bad = linalg.generic {indexing_maps = [affine_map<(t, d) -> (t, d)>, affine_map<(t, d) -> (t, d)>, affine_map<(t, d) -> (0)>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%cache, %ref : tensor<GROWSx8xf32>, tensor<GROWSx8xf32>) outs(%zn : tensor<1xi32>) {
    ^bb0(%a: f32, %b: f32, %acc: i32):
      %ne = arith.cmpf une, %a, %b : f32
      %one = arith.extui %ne : i1 to i32
      %s = arith.addi %acc, %one : i32
      linalg.yield %s : i32
  } -> tensor<1xi32>
  %ball = maco.all_reduce %bad on @cp grid_axes = [0] : tensor<1xi32> -> tensor<1xi32>
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>

  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %m = bufferization.to_buffer %scores : tensor<GROWSxf32> to memref<GROWSxf32>
    %u = memref.cast %m : memref<GROWSxf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %mq = bufferization.to_buffer %qk : tensor<4xGROWSxf32> to memref<4xGROWSxf32>
    %uq = memref.cast %mq : memref<4xGROWSxf32> to memref<*xf32>
    func.call @printMemrefF32(%uq) : (memref<*xf32>) -> ()
    vector.print str "cache mismatches: "
    vector.print %nbad : i32
  }
  return
}
