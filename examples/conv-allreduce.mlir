// Conv + all-reduce, and a chunked all-reduce.
//
// Each rank computes a 2-D convolution (linalg.conv_2d_nhwc_hwcf,
// 1x6x6x2 input, 3x3x2x4 filter -> 1x4x4x4) of its input
//   x_r[0,h,w,c] = (r + 1) ((h + 2w + c) mod 5 - 2),
//   f[kh,kw,c,o] = (kh + kw + c + o) mod 3 - 1,
// and the partial outputs are summed over the grid twice:
//   (a) one all_reduce of the whole 1x4x4x4 tensor;
//   (b) chunked: 4 slices along H (tensor.extract_slice), each all-reduced
//       with its own all_reduce_start, waited, and put back with
//       tensor.insert_slice.
// By linearity the sum is n (n + 1) / 2 * conv(x_0 / 1); every rank checks
// (a) == (b) == that. Rank 0 prints (a) and the verdict. Any number of ranks:
// the grid's size is dynamic (`shape = ?`), taken from `mpirun -np`.
//
//   mpirun -np 4 maco-run examples/conv-allreduce.mlir
//
// Expected values: scripts/ref/conv_allreduce.py.
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (the two checks are reduction kernels whose counts the host reads at
// once: a wait after each)
// GPU-RECORD: host_syncs <= 6, alloc_managed == 0, launches <= 16, small_blocks == 0

shard.grid @world(shape = ?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @input(%scale: f32) -> tensor<1x6x6x2xf32> {
  %e = tensor.empty() : tensor<1x6x6x2xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(b, h, w, c) -> (b, h, w, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x6x6x2xf32>) {
    ^bb0(%out: f32):
      %h = linalg.index 1 : index
      %w = linalg.index 2 : index
      %c = linalg.index 3 : index
      %w2 = arith.addi %w, %w : index
      %a = arith.addi %h, %w2 : index
      %s = arith.addi %a, %c : index
      %c5 = arith.constant 5 : index
      %m = arith.remui %s, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %c2 = arith.constant 2 : i32
      %v = arith.subi %mi, %c2 : i32
      %f = arith.sitofp %v : i32 to f32
      %y = arith.mulf %f, %scale : f32
      linalg.yield %y : f32
  } -> tensor<1x6x6x2xf32>
  return %x : tensor<1x6x6x2xf32>
}

func.func @conv(%x: tensor<1x6x6x2xf32>) -> tensor<1x4x4x4xf32> {
  %ef = tensor.empty() : tensor<3x3x2x4xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%ef : tensor<3x3x2x4xf32>) {
    ^bb0(%out: f32):
      %kh = linalg.index 0 : index
      %kw = linalg.index 1 : index
      %c = linalg.index 2 : index
      %o = linalg.index 3 : index
      %a = arith.addi %kh, %kw : index
      %b = arith.addi %a, %c : index
      %s = arith.addi %b, %o : index
      %c3 = arith.constant 3 : index
      %m = arith.remui %s, %c3 : index
      %mi = arith.index_cast %m : index to i32
      %c1 = arith.constant 1 : i32
      %v = arith.subi %mi, %c1 : i32
      %fv = arith.sitofp %v : i32 to f32
      linalg.yield %fv : f32
  } -> tensor<3x3x2x4xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<1x4x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%x, %f : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>)
       outs(%z : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %y : tensor<1x4x4x4xf32>
}

// Number of elements where a != b * scale.
func.func @count_ne(%a: tensor<1x4x4x4xf32>, %b: tensor<1x4x4x4xf32>, %scale: f32) -> i32 {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %n = linalg.generic {
      indexing_maps = [affine_map<(i, j, k, l) -> (i, j, k, l)>, affine_map<(i, j, k, l) -> (i, j, k, l)>,
                       affine_map<(i, j, k, l) -> ()>],
      iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%a, %b : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) outs(%z : tensor<i32>) {
    ^bb0(%p: f32, %q: f32, %acc: i32):
      %qs = arith.mulf %q, %scale : f32
      %ne = arith.cmpf une, %p, %qs : f32
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
  %c1 = arith.constant 1 : index
  %r1 = arith.addi %r, %c1 : index
  %r1i = arith.index_cast %r1 : index to i32
  %r1f = arith.sitofp %r1i : i32 to f32
  %x = call @input(%r1f) : (f32) -> tensor<1x6x6x2xf32>
  %y = call @conv(%x) : (tensor<1x6x6x2xf32>) -> tensor<1x4x4x4xf32>

  // (a) one all-reduce.
  %ya = maco.all_reduce %y on @world grid_axes = [0] : tensor<1x4x4x4xf32> -> tensor<1x4x4x4xf32>

  // (b) four chunks along H, all in flight together.
  %y0 = tensor.extract_slice %y[0, 0, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>
  %y1 = tensor.extract_slice %y[0, 1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>
  %y2 = tensor.extract_slice %y[0, 2, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>
  %y3 = tensor.extract_slice %y[0, 3, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>
  %f0 = maco.all_reduce_start %y0 on @world grid_axes = [0] : tensor<1x1x4x4xf32> -> !maco.future<tensor<1x1x4x4xf32>>
  %f1 = maco.all_reduce_start %y1 on @world grid_axes = [0] : tensor<1x1x4x4xf32> -> !maco.future<tensor<1x1x4x4xf32>>
  %f2 = maco.all_reduce_start %y2 on @world grid_axes = [0] : tensor<1x1x4x4xf32> -> !maco.future<tensor<1x1x4x4xf32>>
  %f3 = maco.all_reduce_start %y3 on @world grid_axes = [0] : tensor<1x1x4x4xf32> -> !maco.future<tensor<1x1x4x4xf32>>
  // The unscaled reference conv overlaps the chunks.
  %one = arith.constant 1.0 : f32
  %xp = call @input(%one) : (f32) -> tensor<1x6x6x2xf32>
  %yp = call @conv(%xp) : (tensor<1x6x6x2xf32>) -> tensor<1x4x4x4xf32>
  %w0 = maco.wait %f0 : !maco.future<tensor<1x1x4x4xf32>>
  %w1 = maco.wait %f1 : !maco.future<tensor<1x1x4x4xf32>>
  %w2 = maco.wait %f2 : !maco.future<tensor<1x1x4x4xf32>>
  %w3 = maco.wait %f3 : !maco.future<tensor<1x1x4x4xf32>>
  %eo = tensor.empty() : tensor<1x4x4x4xf32>
  %i0 = tensor.insert_slice %w0 into %eo[0, 0, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x4xf32> into tensor<1x4x4x4xf32>
  %i1 = tensor.insert_slice %w1 into %i0[0, 1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x4xf32> into tensor<1x4x4x4xf32>
  %i2 = tensor.insert_slice %w2 into %i1[0, 2, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x4xf32> into tensor<1x4x4x4xf32>
  %yb = tensor.insert_slice %w3 into %i2[0, 3, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x4xf32> into tensor<1x4x4x4xf32>

  // Checks: (a) == (b), (a) == n (n + 1) / 2 * conv(x_0).
  %np1 = arith.addi %n, %c1 : index
  %nn = arith.muli %n, %np1 : index
  %nni = arith.index_cast %nn : index to i32
  %nnf = arith.sitofp %nni : i32 to f32
  %half = arith.constant 0.5 : f32
  %tri = arith.mulf %nnf, %half : f32
  %b1 = call @count_ne(%ya, %yb, %one) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, f32) -> i32
  %b2 = call @count_ne(%ya, %yp, %tri) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, f32) -> i32
  %bad = arith.addi %b1, %b2 : i32
  %bt = tensor.from_elements %bad : tensor<1xi32>
  %ball = maco.all_reduce %bt on @world grid_axes = [0] : tensor<1xi32> -> tensor<1xi32>
  %nbad = tensor.extract %ball[%c0] : tensor<1xi32>

  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    vector.print str "all-reduced conv output (NHWC):\n"
    %ab = bufferization.to_buffer %ya : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
    %au = memref.cast %ab : memref<1x4x4x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%au) : (memref<*xf32>) -> ()
    vector.print str "mismatches: "
    vector.print %nbad : i32
    %c0i = arith.constant 0 : i32
    %ok = arith.cmpi eq, %nbad, %c0i : i32
    scf.if %ok {
      vector.print str "conv-allreduce: OK\n"
    } else {
      vector.print str "conv-allreduce: MISMATCH\n"
    }
  }
  return
}
