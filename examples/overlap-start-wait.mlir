// The core overlap, in one screen. `maco-opt -canonicalize` keeps the
// first start/wait pair (the matmul overlaps the all-reduce) and turns the
// second pair, which overlaps nothing, into a blocking maco.all_reduce.
//
// The grid's size is dynamic (`shape = ?`): any number of ranks n; the
// printed values are n (n - 1) / 2 and 8 n + that (6 and 38 for 4 ranks).
//
//   mpirun -np 4 maco-run examples/overlap-start-wait.mlir   # prints 6 and 38
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// GPU-RECORD: host_syncs <= 4, alloc_managed == 0, launches <= 0, small_blocks == 0
shard.grid @world(shape = ?)
func.func @main() {
  %r = maco.rank on @world grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.fill ins(%rf : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = maco.all_reduce_start %g on @world grid_axes = [0] : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%g : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = maco.wait %f : !maco.future<tensor<8x8xf32>>
  %f2 = maco.all_reduce_start %m on @world grid_axes = [0] : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %t = maco.wait %f2 : !maco.future<tensor<8x8xf32>>
  %c0 = arith.constant 0 : index
  %c0r = arith.cmpi eq, %r, %c0 : index
  scf.if %c0r {
    %v = tensor.extract %s[%c0, %c0] : tensor<8x8xf32>
    %w = tensor.extract %t[%c0, %c0] : tensor<8x8xf32>
    vector.print %v : f32
    vector.print %w : f32
  }
  return
}
