// Tensor-parallel MLP  y = relu(x @ W1) @ W2  on a grid of n ranks.
//
// @tp: W1 (8 x 4n) is split by columns (column-parallel: rank r holds
//      columns [4r, 4r+4)), W2 (4n x 8) by rows (row-parallel); each rank
//      computes relu(x @ W1_r) @ W2_r, a partial sum that one all_reduce
//      completes. x: 4x8 replicated.
// @sp: the sequence-parallel variant: rank r holds rows [3r, 3r+3) of the
//      input sequence; all_gather builds the full 3n x 8 input, the same
//      local MLP gives partial sums, and reduce_scatter returns to rank r
//      its 3 rows of the result.
// Both are compared (exactly: all values are small integers) with the
// unsharded MLP computed on every rank with the full weights.
//
//   x[b,d] = (3b + d + 1) mod 7 - 3, W1[d,h] = (d h + 1) mod 5 - 2,
//   W2[h,o] = (2h + o) mod 5 - 2                   (global indices)
//
//   mpirun -np 4 maco-run examples/tp-mlp.mlir
//
// The grid's size is dynamic (`shape = ?`): n is the number of ranks, so
// the same program runs under any `mpirun -np n`, and the gathered
// sequence (3n x 8) has the type ?x8. Expected values:
// scripts/ref/tp_mlp.py.
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (its checks reduce on the GPU and the host reads each count: a wait
// per check)
// GPU-RECORD: host_syncs <= 4, alloc_managed == 0, launches <= 10, small_blocks == 0

shard.grid @world(shape = ?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Rows [row0, row0 + rows) of x (8 columns).
func.func @gen_x(%rows: index, %row0: index) -> tensor<?x8xf32> {
  %e = tensor.empty(%rows) : tensor<?x8xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %d = linalg.index 1 : index
      %b = arith.addi %i, %row0 : index
      %c3 = arith.constant 3 : index
      %b3 = arith.muli %b, %c3 : index
      %s0 = arith.addi %b3, %d : index
      %c1 = arith.constant 1 : index
      %s = arith.addi %s0, %c1 : index
      %c7 = arith.constant 7 : index
      %m = arith.remui %s, %c7 : index
      %mi = arith.index_cast %m : index to i32
      %c3i = arith.constant 3 : i32
      %v = arith.subi %mi, %c3i : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x8xf32>
  return %x : tensor<?x8xf32>
}

// Columns [col0, col0 + cols) of W1 (8 rows).
func.func @gen_w1(%cols: index, %col0: index) -> tensor<8x?xf32> {
  %e = tensor.empty(%cols) : tensor<8x?xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<8x?xf32>) {
    ^bb0(%out: f32):
      %d = linalg.index 0 : index
      %j = linalg.index 1 : index
      %h = arith.addi %j, %col0 : index
      %dh = arith.muli %d, %h : index
      %c1 = arith.constant 1 : index
      %s = arith.addi %dh, %c1 : index
      %c5 = arith.constant 5 : index
      %m = arith.remui %s, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %c2 = arith.constant 2 : i32
      %v = arith.subi %mi, %c2 : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8x?xf32>
  return %w : tensor<8x?xf32>
}

// Rows [row0, row0 + rows) of W2 (8 columns).
func.func @gen_w2(%rows: index, %row0: index) -> tensor<?x8xf32> {
  %e = tensor.empty(%rows) : tensor<?x8xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %o = linalg.index 1 : index
      %h = arith.addi %i, %row0 : index
      %h2 = arith.addi %h, %h : index
      %s = arith.addi %h2, %o : index
      %c5 = arith.constant 5 : index
      %m = arith.remui %s, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %c2 = arith.constant 2 : i32
      %v = arith.subi %mi, %c2 : i32
      %f = arith.sitofp %v : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x8xf32>
  return %w : tensor<?x8xf32>
}

// relu(x @ w1) @ w2.
func.func @mlp(%x: tensor<?x8xf32>, %w1: tensor<8x?xf32>, %w2: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = tensor.dim %x, %c0 : tensor<?x8xf32>
  %h = tensor.dim %w1, %c1 : tensor<8x?xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty(%b, %h) : tensor<?x?xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %hid = linalg.matmul ins(%x, %w1 : tensor<?x8xf32>, tensor<8x?xf32>)
                       outs(%acc1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%hid : tensor<?x?xf32>) outs(%e1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.maximumf %in, %zero : f32
      linalg.yield %m : f32
  } -> tensor<?x?xf32>
  %e2 = tensor.empty(%b) : tensor<?x8xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %y = linalg.matmul ins(%act, %w2 : tensor<?x?xf32>, tensor<?x8xf32>)
                     outs(%acc2 : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// Number of elements where %a and %b differ.
func.func @count_ne(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %n = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> ()>],
      iterator_types = ["reduction", "reduction"]}
      ins(%a, %b : tensor<?x8xf32>, tensor<?x8xf32>) outs(%z : tensor<i32>) {
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
  %r = maco.rank on @world grid_axes = [0]
  %n = maco.group_size on @world grid_axes = [0]
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %h0 = arith.muli %r, %c4 : index
  %hn = arith.muli %n, %c4 : index

  // Local weight shards and the full (replicated) weights.
  %w1r = call @gen_w1(%c4, %h0) : (index, index) -> tensor<8x?xf32>
  %w2r = call @gen_w2(%c4, %h0) : (index, index) -> tensor<?x8xf32>
  %w1 = call @gen_w1(%hn, %c0) : (index, index) -> tensor<8x?xf32>
  %w2 = call @gen_w2(%hn, %c0) : (index, index) -> tensor<?x8xf32>

  // @tp: column-parallel, relu, row-parallel, all-reduce.
  %c4r = arith.constant 4 : index
  %x = call @gen_x(%c4r, %c0) : (index, index) -> tensor<?x8xf32>
  %yp = call @mlp(%x, %w1r, %w2r) : (tensor<?x8xf32>, tensor<8x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %yps = tensor.cast %yp : tensor<?x8xf32> to tensor<4x8xf32>
  %y = maco.all_reduce %yps on @world grid_axes = [0] reduction = sum
     : tensor<4x8xf32> -> tensor<4x8xf32>
  %yref = call @mlp(%x, %w1, %w2) : (tensor<?x8xf32>, tensor<8x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %yd = tensor.cast %y : tensor<4x8xf32> to tensor<?x8xf32>
  %bad1 = call @count_ne(%yd, %yref) : (tensor<?x8xf32>, tensor<?x8xf32>) -> i32

  // @sp: all_gather the sequence, local MLP, reduce_scatter the result.
  %s0 = arith.muli %r, %c3 : index
  %xl = call @gen_x(%c3, %s0) : (index, index) -> tensor<?x8xf32>
  %xls = tensor.cast %xl : tensor<?x8xf32> to tensor<3x8xf32>
  %xf = maco.all_gather %xls on @world grid_axes = [0] gather_axis = 0
      : tensor<3x8xf32> -> tensor<?x8xf32>
  %zp = call @mlp(%xf, %w1r, %w2r) : (tensor<?x8xf32>, tensor<8x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %zs = maco.reduce_scatter %zp on @world grid_axes = [0] scatter_axis = 0 reduction = sum
     : tensor<?x8xf32> -> tensor<?x8xf32>
  %z = tensor.cast %zs : tensor<?x8xf32> to tensor<3x8xf32>
  %sn = arith.muli %n, %c3 : index
  %xall = call @gen_x(%sn, %c0) : (index, index) -> tensor<?x8xf32>
  %zall = call @mlp(%xall, %w1, %w2) : (tensor<?x8xf32>, tensor<8x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %zref = tensor.extract_slice %zall[%s0, 0] [3, 8] [1, 1] : tensor<?x8xf32> to tensor<3x8xf32>
  %zd = tensor.cast %z : tensor<3x8xf32> to tensor<?x8xf32>
  %zrefd = tensor.cast %zref : tensor<3x8xf32> to tensor<?x8xf32>
  %bad2 = call @count_ne(%zd, %zrefd) : (tensor<?x8xf32>, tensor<?x8xf32>) -> i32

  // Sum the mismatches over the grid; rank 0 reports.
  %bad = arith.addi %bad1, %bad2 : i32
  %bt = tensor.from_elements %bad : tensor<1xi32>
  %ball = maco.all_reduce %bt on @world grid_axes = [0] : tensor<1xi32> -> tensor<1xi32>
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    vector.print str "tp: y = relu(x @ W1) @ W2:\n"
    %yb = bufferization.to_buffer %y : tensor<4x8xf32> to memref<4x8xf32>
    %yu = memref.cast %yb : memref<4x8xf32> to memref<*xf32>
    func.call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
    vector.print str "sp: rows 0..2 of the result on rank 0:\n"
    %zb = bufferization.to_buffer %z : tensor<3x8xf32> to memref<3x8xf32>
    %zu = memref.cast %zb : memref<3x8xf32> to memref<*xf32>
    func.call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %c0i = arith.constant 0 : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "tp-mlp: OK\n"
    } else {
      vector.print str "tp-mlp: MISMATCH\n"
    }
  }
  return
}
