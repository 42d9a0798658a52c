// Sequence-parallel prefill: KV-cache synchronisation done two ways.
//
// Rank r of 4 holds the KV chunk of tokens [4r, 4r+4) (4x8):
//   kv[t,d] = (8 t + 3 d) mod 11 - 5        (t the global token index)
// (a) "pairwise": one all_gather of the chunks (16x8);
// (b) ring: 3 steps of maco.permute with pairs [[0,1],[1,2],[2,3],[3,0]];
//     after step k rank r holds the chunk of rank (r - k) mod 4 and inserts
//     it at its place in the full cache.
// Every rank checks that (a) and (b) are identical and equal the closed
// form, then computes attention-like scores s = KV @ q (q[d] = d + 1) from
// both. Rank 0 prints the scores and the verdict.
// The permute pairs are written by hand for a grid of 4, so the grid stays
// static (`shape = 4`): it runs on 4 ranks only (any other count fails at
// start with "grid shape [4] has 4 ranks but the world size is N").
// test/Integration/kv-cache-ring.mlir derives the ring for any count.
//
//   mpirun -np 4 maco-run examples/sp-kv-cache.mlir
//
// Expected scores: scripts/ref/sp_kv_cache.py.
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (its checks reduce on the GPU and the host reads each count: a wait
// per check)
// GPU-RECORD: host_syncs <= 5, alloc_managed == 0, launches <= 11, small_blocks == 0

shard.grid @cp(shape = 4)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// kv rows [t0, t0 + rows) (dynamic), closed form above.
func.func @kv(%rows: index, %t0: index) -> tensor<?x8xf32> {
  %e = tensor.empty(%rows) : tensor<?x8xf32>
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

// s = kv @ q, q[d] = d + 1.
func.func @scores(%kv: tensor<16x8xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(t, d) -> (t, d)>, affine_map<(t, d) -> (t)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%kv : tensor<16x8xf32>) outs(%z : tensor<16xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %d = linalg.index 1 : index
      %di = arith.index_cast %d : index to i32
      %c1 = arith.constant 1 : i32
      %q = arith.addi %di, %c1 : i32
      %qf = arith.sitofp %q : i32 to f32
      %p = arith.mulf %x, %qf : f32
      %a = arith.addf %acc, %p : f32
      linalg.yield %a : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}

func.func @count_ne(%a: tensor<?xf32>, %b: tensor<?xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %n = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
      iterator_types = ["reduction"]}
      ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%z : tensor<i32>) {
    ^bb0(%p: f32, %q: f32, %acc: i32):
      %ne = arith.cmpf une, %p, %q : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %acc, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %v = tensor.extract %n[] : tensor<i32>
  return %v : i32
}

func.func @main() {
  %r = maco.rank on @cp grid_axes = [0]
  %n = maco.group_size on @cp grid_axes = [0]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %t0 = arith.muli %r, %c4 : index
  %chunkd = call @kv(%c4, %t0) : (index, index) -> tensor<?x8xf32>
  %chunk = tensor.cast %chunkd : tensor<?x8xf32> to tensor<4x8xf32>

  // (a) all_gather.
  %ga = maco.all_gather %chunk on @cp grid_axes = [0] gather_axis = 0
      : tensor<4x8xf32> -> tensor<16x8xf32>

  // (b) ring of permutes.
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %own = tensor.insert_slice %chunk into %z[%t0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x8xf32>
  %ring:2 = scf.for %k = %c1 to %n step %c1 iter_args(%full = %own, %cur = %chunk)
      -> (tensor<16x8xf32>, tensor<4x8xf32>) {
    %nxt = maco.permute %cur on @cp grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]]
         : tensor<4x8xf32> -> tensor<4x8xf32>
    %rn = arith.addi %r, %n : index
    %src0 = arith.subi %rn, %k : index
    %src = arith.remui %src0, %n : index
    %off = arith.muli %src, %c4 : index
    %full2 = tensor.insert_slice %nxt into %full[%off, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x8xf32>
    // Copy into the loop-carried buffer: one-shot-bufferize requires the
    // yielded value to be equivalent to the iter_arg.
    %cur2 = linalg.copy ins(%nxt : tensor<4x8xf32>) outs(%cur : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %full2, %cur2 : tensor<16x8xf32>, tensor<4x8xf32>
  }

  // Compare (a), (b) and the closed form, and the scores of (a) and (b).
  %refd = call @kv(%c16, %c0) : (index, index) -> tensor<?x8xf32>
  %ref = tensor.cast %refd : tensor<?x8xf32> to tensor<16x8xf32>
  %fa = tensor.collapse_shape %ga [[0, 1]] : tensor<16x8xf32> into tensor<128xf32>
  %fb = tensor.collapse_shape %ring#0 [[0, 1]] : tensor<16x8xf32> into tensor<128xf32>
  %fr = tensor.collapse_shape %ref [[0, 1]] : tensor<16x8xf32> into tensor<128xf32>
  %fad = tensor.cast %fa : tensor<128xf32> to tensor<?xf32>
  %fbd = tensor.cast %fb : tensor<128xf32> to tensor<?xf32>
  %frd = tensor.cast %fr : tensor<128xf32> to tensor<?xf32>
  %b1 = call @count_ne(%fad, %fbd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  %b2 = call @count_ne(%fad, %frd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  %sa = call @scores(%ga) : (tensor<16x8xf32>) -> tensor<16xf32>
  %sb = call @scores(%ring#0) : (tensor<16x8xf32>) -> tensor<16xf32>
  %sad = tensor.cast %sa : tensor<16xf32> to tensor<?xf32>
  %sbd = tensor.cast %sb : tensor<16xf32> to tensor<?xf32>
  %b3 = call @count_ne(%sad, %sbd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  %b12 = arith.addi %b1, %b2 : i32
  %bad = arith.addi %b12, %b3 : i32
  %bt = tensor.from_elements %bad : tensor<1xi32>
  %ball = maco.all_reduce %bt on @cp grid_axes = [0] : tensor<1xi32> -> tensor<1xi32>
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>

  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    vector.print str "scores KV @ q (all_gather):\n"
    %ab = bufferization.to_buffer %sa : tensor<16xf32> to memref<16xf32>
    %au = memref.cast %ab : memref<16xf32> to memref<*xf32>
    func.call @printMemrefF32(%au) : (memref<*xf32>) -> ()
    vector.print str "scores KV @ q (ring of permutes):\n"
    %bb = bufferization.to_buffer %sb : tensor<16xf32> to memref<16xf32>
    %bu = memref.cast %bb : memref<16xf32> to memref<*xf32>
    func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %c0i = arith.constant 0 : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "sp-kv-cache: OK\n"
    } else {
      vector.print str "sp-kv-cache: MISMATCH\n"
    }
  }
  return
}
