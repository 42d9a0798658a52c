// Data-parallel gradients: 12 small gradient tensors averaged over the grid
// with all_reduce reduction = avg, bucketed and overlapped with the rest of
// the backward pass.
//
//   gradient k on rank r:  g_k[i] = (r + 1) (k + 1) + i      (length 4, 8 or 12)
//   average over n ranks:  (k + 1) (n + 1) / 2 + i            (exact in f32)
//
// Backward pass, last layer first:
//   grads 11..6 -> bucket A: one variadic all_reduce_start (stream 1)
//   grads 5..2 computed while bucket A is in flight
//            -> bucket B: one variadic all_reduce_start (stream 2)
//   grads 1, 0 -> two single blocking all-reduces
//   remaining compute (an 8x8 matmul) overlaps both buckets; then wait.
// Every rank checks all 12 averages against the closed form; rank 0 prints
// two of them, the checks and the verdict. Works for any number of
// ranks: the grid's size is dynamic (`shape = ?`), taken from `mpirun -np`.
//
//   mpirun -np 4 maco-run examples/dp-gradients.mlir
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (each of the 12 @check calls is a reduction kernel whose count the host
// reads: a wait per call; the gradients stay in device memory)
// GPU-RECORD: host_syncs <= 19, alloc_managed == 0, launches <= 44, small_blocks == 0

shard.grid @world(shape = ?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// g_k[i] = (r + 1) (k + 1) + i, length %len.
func.func @grad(%k: index, %len: index, %r: index) -> tensor<?xf32> {
  %e = tensor.empty(%len) : tensor<?xf32>
  %c1 = arith.constant 1 : index
  %r1 = arith.addi %r, %c1 : index
  %k1 = arith.addi %k, %c1 : index
  %base = arith.muli %r1, %k1 : index
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<?xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %v = arith.addi %base, %i : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?xf32>
  return %g : tensor<?xf32>
}

// Number of i with avg[i] != (k + 1) (n + 1) / 2 + i.
func.func @check(%avg: tensor<?xf32>, %k: index, %n: index) -> i32 {
  %c1 = arith.constant 1 : index
  %k1 = arith.addi %k, %c1 : index
  %n1 = arith.addi %n, %c1 : index
  %p = arith.muli %k1, %n1 : index
  %pi = arith.index_cast %p : index to i32
  %pf = arith.sitofp %pi : i32 to f32
  %half = arith.constant 0.5 : f32
  %base = arith.mulf %pf, %half : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %cnt = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%avg : tensor<?xf32>) outs(%z : tensor<i32>) {
    ^bb0(%x: f32, %acc: i32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %if = arith.sitofp %ii : i32 to f32
      %ex = arith.addf %base, %if : f32
      %ne = arith.cmpf une, %x, %ex : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %acc, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %v = tensor.extract %cnt[] : tensor<i32>
  return %v : i32
}

func.func @main() {
  %r = maco.rank on @world grid_axes = [0]
  %n = maco.group_size on @world grid_axes = [0]
  %c0 = arith.constant 0 : index
  %len4 = arith.constant 4 : index
  %len8 = arith.constant 8 : index
  %len12 = arith.constant 12 : index
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %k9 = arith.constant 9 : index
  %k10 = arith.constant 10 : index
  %k11 = arith.constant 11 : index

  // Backward of layers 11..6, then bucket A.
  %gd11 = call @grad(%k11, %len12, %r) : (index, index, index) -> tensor<?xf32>
  %g11 = tensor.cast %gd11 : tensor<?xf32> to tensor<12xf32>
  %gd10 = call @grad(%k10, %len8, %r) : (index, index, index) -> tensor<?xf32>
  %g10 = tensor.cast %gd10 : tensor<?xf32> to tensor<8xf32>
  %gd9 = call @grad(%k9, %len4, %r) : (index, index, index) -> tensor<?xf32>
  %g9 = tensor.cast %gd9 : tensor<?xf32> to tensor<4xf32>
  %gd8 = call @grad(%k8, %len12, %r) : (index, index, index) -> tensor<?xf32>
  %g8 = tensor.cast %gd8 : tensor<?xf32> to tensor<12xf32>
  %gd7 = call @grad(%k7, %len8, %r) : (index, index, index) -> tensor<?xf32>
  %g7 = tensor.cast %gd7 : tensor<?xf32> to tensor<8xf32>
  %gd6 = call @grad(%k6, %len4, %r) : (index, index, index) -> tensor<?xf32>
  %g6 = tensor.cast %gd6 : tensor<?xf32> to tensor<4xf32>
  %fa = maco.all_reduce_start %g11, %g10, %g9, %g8, %g7, %g6 on @world grid_axes = [0] reduction = avg stream = 1
      : tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>, tensor<8xf32>, tensor<4xf32>
      -> !maco.future<tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>, tensor<8xf32>, tensor<4xf32>>

  // Backward of layers 5..2 while bucket A is in flight, then bucket B.
  %gd5 = call @grad(%k5, %len12, %r) : (index, index, index) -> tensor<?xf32>
  %g5 = tensor.cast %gd5 : tensor<?xf32> to tensor<12xf32>
  %gd4 = call @grad(%k4, %len8, %r) : (index, index, index) -> tensor<?xf32>
  %g4 = tensor.cast %gd4 : tensor<?xf32> to tensor<8xf32>
  %gd3 = call @grad(%k3, %len4, %r) : (index, index, index) -> tensor<?xf32>
  %g3 = tensor.cast %gd3 : tensor<?xf32> to tensor<4xf32>
  %gd2 = call @grad(%k2, %len12, %r) : (index, index, index) -> tensor<?xf32>
  %g2 = tensor.cast %gd2 : tensor<?xf32> to tensor<12xf32>
  %fb = maco.all_reduce_start %g5, %g4, %g3, %g2 on @world grid_axes = [0] reduction = avg stream = 2
      : tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>
      -> !maco.future<tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>>

  // Layers 1 and 0: two single all-reduces.
  %gd1 = call @grad(%k1, %len8, %r) : (index, index, index) -> tensor<?xf32>
  %g1 = tensor.cast %gd1 : tensor<?xf32> to tensor<8xf32>
  %a1 = maco.all_reduce %g1 on @world grid_axes = [0] reduction = avg : tensor<8xf32> -> tensor<8xf32>
  %gd0 = call @grad(%k0, %len4, %r) : (index, index, index) -> tensor<?xf32>
  %g0 = tensor.cast %gd0 : tensor<?xf32> to tensor<4xf32>
  %a0 = maco.all_reduce %g0 on @world grid_axes = [0] reduction = avg : tensor<4xf32> -> tensor<4xf32>

  // Remaining compute overlapping both buckets: m = ones(8x8) @ ones(8x8) = 8.
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8x8xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e8 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%ones, %ones : tensor<8x8xf32>, tensor<8x8xf32>)
                     outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>

  %wa:6 = maco.wait %fa : !maco.future<tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>, tensor<8xf32>, tensor<4xf32>>
  %wb:4 = maco.wait %fb : !maco.future<tensor<12xf32>, tensor<8xf32>, tensor<4xf32>, tensor<12xf32>>

  // Check every average.
  %bad0 = arith.constant 0 : i32
  %ad0 = tensor.cast %a0 : tensor<4xf32> to tensor<?xf32>
  %ck0 = call @check(%ad0, %k0, %n) : (tensor<?xf32>, index, index) -> i32
  %bs0 = arith.addi %bad0, %ck0 : i32
  %ad1 = tensor.cast %a1 : tensor<8xf32> to tensor<?xf32>
  %ck1 = call @check(%ad1, %k1, %n) : (tensor<?xf32>, index, index) -> i32
  %bs1 = arith.addi %bs0, %ck1 : i32
  %ad2 = tensor.cast %wb#3 : tensor<12xf32> to tensor<?xf32>
  %ck2 = call @check(%ad2, %k2, %n) : (tensor<?xf32>, index, index) -> i32
  %bs2 = arith.addi %bs1, %ck2 : i32
  %ad3 = tensor.cast %wb#2 : tensor<4xf32> to tensor<?xf32>
  %ck3 = call @check(%ad3, %k3, %n) : (tensor<?xf32>, index, index) -> i32
  %bs3 = arith.addi %bs2, %ck3 : i32
  %ad4 = tensor.cast %wb#1 : tensor<8xf32> to tensor<?xf32>
  %ck4 = call @check(%ad4, %k4, %n) : (tensor<?xf32>, index, index) -> i32
  %bs4 = arith.addi %bs3, %ck4 : i32
  %ad5 = tensor.cast %wb#0 : tensor<12xf32> to tensor<?xf32>
  %ck5 = call @check(%ad5, %k5, %n) : (tensor<?xf32>, index, index) -> i32
  %bs5 = arith.addi %bs4, %ck5 : i32
  %ad6 = tensor.cast %wa#5 : tensor<4xf32> to tensor<?xf32>
  %ck6 = call @check(%ad6, %k6, %n) : (tensor<?xf32>, index, index) -> i32
  %bs6 = arith.addi %bs5, %ck6 : i32
  %ad7 = tensor.cast %wa#4 : tensor<8xf32> to tensor<?xf32>
  %ck7 = call @check(%ad7, %k7, %n) : (tensor<?xf32>, index, index) -> i32
  %bs7 = arith.addi %bs6, %ck7 : i32
  %ad8 = tensor.cast %wa#3 : tensor<12xf32> to tensor<?xf32>
  %ck8 = call @check(%ad8, %k8, %n) : (tensor<?xf32>, index, index) -> i32
  %bs8 = arith.addi %bs7, %ck8 : i32
  %ad9 = tensor.cast %wa#2 : tensor<4xf32> to tensor<?xf32>
  %ck9 = call @check(%ad9, %k9, %n) : (tensor<?xf32>, index, index) -> i32
  %bs9 = arith.addi %bs8, %ck9 : i32
  %ad10 = tensor.cast %wa#1 : tensor<8xf32> to tensor<?xf32>
  %ck10 = call @check(%ad10, %k10, %n) : (tensor<?xf32>, index, index) -> i32
  %bs10 = arith.addi %bs9, %ck10 : i32
  %ad11 = tensor.cast %wa#0 : tensor<12xf32> to tensor<?xf32>
  %ck11 = call @check(%ad11, %k11, %n) : (tensor<?xf32>, index, index) -> i32
  %bs11 = arith.addi %bs10, %ck11 : i32
  %c8f = arith.constant 8.0 : f32
  %m00 = tensor.extract %m[%c0, %c0] : tensor<8x8xf32>
  %mbad = arith.cmpf une, %m00, %c8f : f32
  %mbadi = arith.extui %mbad : i1 to i32
  %bad = arith.addi %bs11, %mbadi : i32
  %bt = tensor.from_elements %bad : tensor<1xi32>
  %ball = maco.all_reduce %bt on @world grid_axes = [0] : tensor<1xi32> -> tensor<1xi32>
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    vector.print str "average of gradient 0:\n"
    %b0 = bufferization.to_buffer %a0 : tensor<4xf32> to memref<4xf32>
    %u0 = memref.cast %b0 : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
    vector.print str "average of gradient 11:\n"
    %b11 = bufferization.to_buffer %wa#0 : tensor<12xf32> to memref<12xf32>
    %u11 = memref.cast %b11 : memref<12xf32> to memref<*xf32>
    func.call @printMemrefF32(%u11) : (memref<*xf32>) -> ()
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %c0i = arith.constant 0 : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "dp-gradients: OK\n"
    } else {
      vector.print str "dp-gradients: MISMATCH\n"
    }
  }
  return
}
