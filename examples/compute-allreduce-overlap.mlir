// Compute || all-reduce: a matmul overlapped with an independent all-reduce.
//
//   g = all_reduce_start(grad)      // runs on communication stream 1
//   C = A @ B                       // overlaps the all-reduce
//   G = wait(g)
//
// Inputs (rank r of n, all small integers, so every result is exact):
//   grad[i] = 16 r + i                (16)    => G[i] = 8 n (n - 1) + n i
//   A[i,k]  = i + 1, B[k,j] = j + r   (8x8)   => C[i,j] = 8 (i + 1) (j + r)
// Every rank checks G and C against these closed forms; the mismatch
// counts are summed over the grid and rank 0 prints G, row 0 of C and the
// verdict. The grid has a dynamic size (`shape = ?`): n is the number of
// ranks, so it runs unchanged under any `mpirun -np n`.
//
//   mpirun -np 4 maco-run examples/compute-allreduce-overlap.mlir
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// GPU-RECORD: host_syncs <= 5, alloc_managed == 0, launches <= 4, small_blocks == 0

shard.grid @world(shape = ?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %r = maco.rank on @world grid_axes = [0]
  %n = maco.group_size on @world grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %ni = arith.index_cast %n : index to i32
  %c16 = arith.constant 16 : i32

  // grad[i] = 16 r + i
  %eg = tensor.empty() : tensor<16xf32>
  %grad = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%eg : tensor<16xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %b = arith.muli %ri, %c16 : i32
      %v = arith.addi %b, %ii : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<16xf32>

  // Start the all-reduce, then compute while it is in flight.
  %fut = maco.all_reduce_start %grad on @world grid_axes = [0] reduction = sum
       : tensor<16xf32> -> !maco.future<tensor<16xf32>>

  %e8 = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, k) -> (i, k)>],
      iterator_types = ["parallel", "parallel"]} outs(%e8 : tensor<8x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %c1 = arith.constant 1 : i32
      %v = arith.addi %ii, %c1 : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8x8xf32>
  %b = linalg.generic {
      indexing_maps = [affine_map<(k, j) -> (k, j)>],
      iterator_types = ["parallel", "parallel"]} outs(%e8 : tensor<8x8xf32>) {
    ^bb0(%out: f32):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i32
      %v = arith.addi %ji, %ri : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8x8xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>)
                     outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>

  %g = maco.wait %fut : !maco.future<tensor<16xf32>>

  // Check G[i] == 8 n (n - 1) + n i and C[i,j] == 8 (i + 1) (j + r).
  %c0i = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<i32>
  %z0 = linalg.fill ins(%c0i : i32) outs(%e0 : tensor<i32>) -> tensor<i32>
  %badg = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
      iterator_types = ["reduction"]}
      ins(%g : tensor<16xf32>) outs(%z0 : tensor<i32>) {
    ^bb0(%x: f32, %cnt: i32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %c8 = arith.constant 8 : i32
      %c1 = arith.constant 1 : i32
      %nm1 = arith.subi %ni, %c1 : i32
      %t0 = arith.muli %ni, %nm1 : i32
      %t1 = arith.muli %t0, %c8 : i32
      %t2 = arith.muli %ni, %ii : i32
      %ex = arith.addi %t1, %t2 : i32
      %exf = arith.sitofp %ex : i32 to f32
      %ne = arith.cmpf une, %x, %exf : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %cnt, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %badc = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
      iterator_types = ["reduction", "reduction"]}
      ins(%c : tensor<8x8xf32>) outs(%badg : tensor<i32>) {
    ^bb0(%x: f32, %cnt: i32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %c1 = arith.constant 1 : i32
      %c8 = arith.constant 8 : i32
      %ip1 = arith.addi %ii, %c1 : i32
      %jr = arith.addi %ji, %ri : i32
      %t0 = arith.muli %ip1, %jr : i32
      %ex = arith.muli %t0, %c8 : i32
      %exf = arith.sitofp %ex : i32 to f32
      %ne = arith.cmpf une, %x, %exf : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %cnt, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %bad1 = tensor.expand_shape %badc [] output_shape [1] : tensor<i32> into tensor<1xi32>
  %badall = maco.all_reduce %bad1 on @world grid_axes = [0] reduction = sum
          : tensor<1xi32> -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %nbad = tensor.extract %badall[%c0] : tensor<1xi32>

  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    vector.print str "all-reduced gradient:\n"
    %gb = bufferization.to_buffer %g : tensor<16xf32> to memref<16xf32>
    %gu = memref.cast %gb : memref<16xf32> to memref<*xf32>
    func.call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
    vector.print str "row 0 of A @ B on rank 0:\n"
    %row = tensor.extract_slice %c[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %rb = bufferization.to_buffer %row : tensor<8xf32> to memref<8xf32>
    %ru = memref.cast %rb : memref<8xf32> to memref<*xf32>
    func.call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "compute-allreduce-overlap: OK\n"
    } else {
      vector.print str "compute-allreduce-overlap: MISMATCH\n"
    }
  }
  return
}
