// Chunked pipelines (maco-pipeline-chunks): the four patterns the pass
// splits, on a 2 x m grid: `shape = 2x?` takes m = N / 2 from the number of
// ranks N (2 x 2 on 4 ranks, 2 x 1 on 2), so N must be even (an odd N
// stops at start: "grid shape [2, ?] needs a world size divisible by 2").
// Axis 0 keeps its static size 2 because P2 and P3 below are written for
// it; the cost model sizes chunks only for collectives whose group size is
// static (P2, P3): over the whole grid (P1, P4) it says so in a remark and
// only the `chunks` option splits them.
//
//   P1  Y1 = all_reduce(A1 @ B1)          over the whole grid (N ranks)
//   P2  Y2 = reduce_scatter(A2 @ B1)      over grid axis 0 (2 ranks), rows
//   P3  Y3 = all_gather(X3) @ W3          over grid axis 0, rows gathered
//   P4  Y4 = all_reduce(T + (r + 1))      elementwise producer, whole grid
//
// Inputs (r: rank in the grid, r0: rank along axis 0, all small integers so
// every result is exact in f32 and independent of the summation order):
//   A1[i,k] = (r + 1)(i + 1) (256x64), B1[k,j] = j mod 5 (64x256)
//   A2[i,k] = (r0 + 1)(i + 1) (64x32), B2[k,j] = j mod 5 (32x16)
//   X3[i,k] = 16 r0 + i + 1 (16x32),   W3[k,j] = j mod 3 + 1 (32x16)
//   T[i,j]  = 16 i + j (64x16)
// Closed forms (S = N (N + 1) / 2):
//   Y1[i,j] = 64 (i + 1)(j mod 5) S                           (256x256)
//   Y2[i,j] = 96 (32 r0 + i + 1)(j mod 5)                     (32x16)
//   Y3[g,j] = 32 (g + 1)(j mod 3 + 1)                         (32x16)
//   Y4[i,j] = N (16 i + j) + S                                (64x16)
// Every rank counts the elements that differ from these; the counts are
// summed over the grid and rank 0 prints a few values and the verdict.
// Chunking must not change any bit of the results: test/Integration/
// pipeline-chunks.mlir runs it with --no-optimize, with chunks=2 and 4
// (also pre-chunked by maco-opt, then run with --no-optimize),
// and with the cost model's choice, and diffs the outputs.
//
//   mpirun -np 4 maco-run --optimize-options="chunks=4" examples/chunked-pipeline.mlir
//   mpirun -np 4 maco-run examples/chunked-pipeline.mlir   (cost model's choice)
// With `shape = 2x2` instead, the cost model splits P1 in 8 chunks on 4
// ranks (test/Integration/pipeline-chunks.mlir checks both).
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (its checks reduce on the GPU, dynamic sizes included, and the host
// reads each count: a wait per check)
// GPU-RECORD: host_syncs <= 6, alloc_managed == 0, launches <= 15, small_blocks == 0

shard.grid @world(shape = 2x?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[i,j] = a * (i + 1) * (b + 1)  (rows scale; a, b given as i32), m x k.
func.func @rows(%a: i32, %b: i32, %m: index, %k: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %k) : tensor<?x?xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %c1 = arith.constant 1 : i32
      %ip1 = arith.addi %ii, %c1 : i32
      %bp1 = arith.addi %b, %c1 : i32
      %v0 = arith.muli %ip1, %bp1 : i32
      %v = arith.muli %v0, %a : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// w[k,j] = j mod m + c, k x n.
func.func @cols(%m: i32, %c: i32, %k: index, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%k, %n) : tensor<?x?xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
    ^bb0(%out: f32):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i32
      %jm = arith.remui %ji, %m : i32
      %v = arith.addi %jm, %c : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// Number of elements where got != want.
func.func @mismatches(%got: tensor<?x?xf32>, %want: tensor<?x?xf32>) -> i32 {
  %c0i = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<i32>
  %z0 = linalg.fill ins(%c0i : i32) outs(%e0 : tensor<i32>) -> tensor<i32>
  %bad = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> ()>],
      iterator_types = ["reduction", "reduction"]}
      ins(%got, %want : tensor<?x?xf32>, tensor<?x?xf32>) outs(%z0 : tensor<i32>) {
    ^bb0(%x: f32, %y: f32, %cnt: i32):
      %ne = arith.cmpf une, %x, %y : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %cnt, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %v = tensor.extract %bad[] : tensor<i32>
  return %v : i32
}

// want[i,j] = s * (row0 + i + 1) * (j mod m + c) + t * (16 i + j) + u.
func.func @want(%rows: index, %cols: index, %s: i32, %row0: i32, %m: i32,
                %c: i32, %t: i32, %u: i32) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %c1 = arith.constant 1 : i32
      %c16 = arith.constant 16 : i32
      %g0 = arith.addi %row0, %ii : i32
      %g = arith.addi %g0, %c1 : i32
      %jm = arith.remui %ji, %m : i32
      %jc = arith.addi %jm, %c : i32
      %p0 = arith.muli %g, %jc : i32
      %p = arith.muli %p0, %s : i32
      %i16 = arith.muli %ii, %c16 : i32
      %lin = arith.addi %i16, %ji : i32
      %q0 = arith.muli %lin, %t : i32
      %q = arith.addi %q0, %u : i32
      %v = arith.addi %p, %q : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

func.func @main() {
  %r = maco.rank on @world grid_axes = [0, 1]
  %nn = maco.group_size on @world grid_axes = [0, 1]
  %r0 = maco.rank on @world grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %ni = arith.index_cast %nn : index to i32
  %r0i = arith.index_cast %r0 : index to i32
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c5i = arith.constant 5 : i32
  %zero = arith.constant 0.0 : f32
  %n16 = arith.constant 16 : index
  %n32 = arith.constant 32 : index
  %n64 = arith.constant 64 : index
  %n256 = arith.constant 256 : index

  // P1: matmul -> all_reduce over the grid (large enough that the cost
  // model's default target chunks it).
  %ones = arith.constant 1 : i32
  %rp1 = arith.addi %ri, %ones : i32
  %a1d = func.call @rows(%rp1, %c0i, %n256, %n64)
      : (i32, i32, index, index) -> tensor<?x?xf32>
  %a1 = tensor.cast %a1d : tensor<?x?xf32> to tensor<256x64xf32>
  %b1d = func.call @cols(%c5i, %c0i, %n64, %n256)
      : (i32, i32, index, index) -> tensor<?x?xf32>
  %b1 = tensor.cast %b1d : tensor<?x?xf32> to tensor<64x256xf32>
  %e256 = tensor.empty() : tensor<256x256xf32>
  %z256 = linalg.fill ins(%zero : f32) outs(%e256 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %m1 = linalg.matmul ins(%a1, %b1 : tensor<256x64xf32>, tensor<64x256xf32>)
                      outs(%z256 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %y1 = maco.all_reduce %m1 on @world grid_axes = [0, 1] : tensor<256x256xf32> -> tensor<256x256xf32>

  // P2: matmul -> reduce_scatter over axis 0.
  %r0p1 = arith.addi %r0i, %ones : i32
  %a2d = func.call @rows(%r0p1, %c0i, %n64, %n32)
      : (i32, i32, index, index) -> tensor<?x?xf32>
  %a2 = tensor.cast %a2d : tensor<?x?xf32> to tensor<64x32xf32>
  %b2d = func.call @cols(%c5i, %c0i, %n32, %n16)
      : (i32, i32, index, index) -> tensor<?x?xf32>
  %b2 = tensor.cast %b2d : tensor<?x?xf32> to tensor<32x16xf32>
  %e64 = tensor.empty() : tensor<64x16xf32>
  %z64 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %m2 = linalg.matmul ins(%a2, %b2 : tensor<64x32xf32>, tensor<32x16xf32>)
                      outs(%z64 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %y2 = maco.reduce_scatter %m2 on @world grid_axes = [0] scatter_axis = 0
      : tensor<64x16xf32> -> tensor<32x16xf32>

  // P3: all_gather over axis 0 -> matmul.
  %e3 = tensor.empty() : tensor<16x32xf32>
  %x3 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>],
                        iterator_types = ["parallel", "parallel"]}
      outs(%e3 : tensor<16x32xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %c16 = arith.constant 16 : i32
      %b = arith.muli %r0i, %c16 : i32
      %v0 = arith.addi %b, %ii : i32
      %v = arith.addi %v0, %c1i : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<16x32xf32>
  %w3d = func.call @cols(%c3i, %c1i, %n32, %n16)
      : (i32, i32, index, index) -> tensor<?x?xf32>
  %w3 = tensor.cast %w3d : tensor<?x?xf32> to tensor<32x16xf32>
  %g3 = maco.all_gather %x3 on @world grid_axes = [0] gather_axis = 0
      : tensor<16x32xf32> -> tensor<32x32xf32>
  %e32 = tensor.empty() : tensor<32x16xf32>
  %z32 = linalg.fill ins(%zero : f32) outs(%e32 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %y3 = linalg.matmul ins(%g3, %w3 : tensor<32x32xf32>, tensor<32x16xf32>)
                      outs(%z32 : tensor<32x16xf32>) -> tensor<32x16xf32>

  // P4: elementwise producer -> all_reduce over the grid.
  %t4 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      outs(%e64 : tensor<64x16xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %c16 = arith.constant 16 : i32
      %v0 = arith.muli %ii, %c16 : i32
      %v = arith.addi %v0, %ji : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<64x16xf32>
  %rf = arith.sitofp %rp1 : i32 to f32
  %p4 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                         affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%t4 : tensor<64x16xf32>) outs(%e64 : tensor<64x16xf32>) {
    ^bb0(%x: f32, %out: f32):
      %v = arith.addf %x, %rf : f32
      linalg.yield %v : f32
  } -> tensor<64x16xf32>
  %y4 = maco.all_reduce %p4 on @world grid_axes = [0, 1] : tensor<64x16xf32> -> tensor<64x16xf32>

  // Check against the closed forms.
  %np1 = arith.addi %ni, %c1i : i32
  %nnp1 = arith.muli %ni, %np1 : i32
  %c2i = arith.constant 2 : i32
  %s = arith.divui %nnp1, %c2i : i32
  %c32i = arith.constant 32 : i32
  %c96i = arith.constant 96 : i32
  %c64i = arith.constant 64 : i32
  %s64 = arith.muli %s, %c64i : i32
  %w1 = func.call @want(%n256, %n256, %s64, %c0i, %c5i, %c0i, %c0i, %c0i)
      : (index, index, i32, i32, i32, i32, i32, i32) -> tensor<?x?xf32>
  %row2 = arith.muli %r0i, %c32i : i32
  %w2 = func.call @want(%n32, %n16, %c96i, %row2, %c5i, %c0i, %c0i, %c0i)
      : (index, index, i32, i32, i32, i32, i32, i32) -> tensor<?x?xf32>
  %w3c = func.call @want(%n32, %n16, %c32i, %c0i, %c3i, %c1i, %c0i, %c0i)
      : (index, index, i32, i32, i32, i32, i32, i32) -> tensor<?x?xf32>
  %w4 = func.call @want(%n64, %n16, %c0i, %c0i, %c5i, %c0i, %ni, %s)
      : (index, index, i32, i32, i32, i32, i32, i32) -> tensor<?x?xf32>
  %y1d = tensor.cast %y1 : tensor<256x256xf32> to tensor<?x?xf32>
  %y2d = tensor.cast %y2 : tensor<32x16xf32> to tensor<?x?xf32>
  %y3d = tensor.cast %y3 : tensor<32x16xf32> to tensor<?x?xf32>
  %y4d = tensor.cast %y4 : tensor<64x16xf32> to tensor<?x?xf32>
  %bad1 = func.call @mismatches(%y1d, %w1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i32
  %bad2 = func.call @mismatches(%y2d, %w2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i32
  %bad3 = func.call @mismatches(%y3d, %w3c) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i32
  %bad4 = func.call @mismatches(%y4d, %w4) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i32
  %b12 = arith.addi %bad1, %bad2 : i32
  %b34 = arith.addi %bad3, %bad4 : i32
  %b = arith.addi %b12, %b34 : i32
  %bt = tensor.from_elements %b : tensor<1xi32>
  %ball = maco.all_reduce %bt on @world grid_axes = [0, 1] : tensor<1xi32> -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>

  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c17 = arith.constant 17 : index
    %c63 = arith.constant 63 : index
    %c31 = arith.constant 31 : index
    %c15 = arith.constant 15 : index
    %c13 = arith.constant 13 : index
    %c255 = arith.constant 255 : index
    %c254 = arith.constant 254 : index
    %v1 = tensor.extract %y1[%c17, %c7] : tensor<256x256xf32>
    %v1b = tensor.extract %y1[%c255, %c254] : tensor<256x256xf32>
    %v2 = tensor.extract %y2[%c31, %c13] : tensor<32x16xf32>
    %v3 = tensor.extract %y3[%c17, %c1] : tensor<32x16xf32>
    %v4 = tensor.extract %y4[%c63, %c15] : tensor<64x16xf32>
    vector.print str "Y1[17,7] = "
    vector.print %v1 : f32
    vector.print str "Y1[255,254] = "
    vector.print %v1b : f32
    vector.print str "Y2[31,13] = "
    vector.print %v2 : f32
    vector.print str "Y3[17,1] = "
    vector.print %v3 : f32
    vector.print str "Y4[63,15] = "
    vector.print %v4 : f32
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "chunked-pipeline: OK\n"
    } else {
      vector.print str "chunked-pipeline: MISMATCH\n"
    }
  }
  return
}
