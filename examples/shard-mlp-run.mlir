// "Bring your own sharded program": @mlp is annotated with upstream
// `shard.shard` (W1 split by columns, W2 by rows on @tp); inputs cross the
// function boundary replicated and are resharded inside, so the
// partitioned @mlp keeps its signature. maco-run partitions the annotated
// function with upstream sharding-propagation + shard-partition, imports
// the resulting shard ops (all_slice, process_multi_index, shard_shape,
// scf.if, all_reduce) into maco, and runs @main, which compares @mlp with
// the same computation without annotations (@mlp_ref) and prints the
// number of mismatching elements.
//
//   mpirun -np 4 build/bin/maco-run examples/shard-mlp-run.mlir
//
// The grid has a dynamic size (`shape = ?`): it is the number of ranks, so
// the file runs unchanged on 1, 2, 4 or 8 ranks (the split dimensions, 32,
// must be divisible by it; on 3 ranks the program stops with a message
// naming the slice). Over a dynamic grid, upstream shard-partition sizes
// the local hidden layer at run time (shard.shard_shape, imported as
// arithmetic on maco.group_size and maco.rank).
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (the check's reduction is a kernel whose result the host reads: one
// wait more)
// GPU-RECORD: host_syncs <= 3, alloc_managed == 0, launches <= 7, small_blocks == 0

shard.grid @tp(shape = ?)

func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>,
               %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<8x16xf32>
  %w1r = shard.shard %w1 to %replicated : tensor<16x32xf32>
  %w1s = shard.shard %w1r to %by_columns annotate_for_users : tensor<16x32xf32>
  %w2r = shard.shard %w2 to %replicated : tensor<32x16xf32>
  %w2s = shard.shard %w2r to %by_rows annotate_for_users : tensor<32x16xf32>

  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>)
      -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%acc1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.maximumf %in, %zero : f32
      linalg.yield %r : f32
  } -> tensor<8x32xf32>

  %e2 = tensor.empty() : tensor<8x16xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>)
      -> tensor<8x16xf32>
  %y = linalg.matmul ins(%a, %w2s : tensor<8x32xf32>, tensor<32x16xf32>)
                     outs(%acc2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %replicated : tensor<8x16xf32>
  %yr = shard.shard %ys to %replicated annotate_for_users : tensor<8x16xf32>
  return %yr : tensor<8x16xf32>
}

func.func @mlp_ref(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>,
               %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {

  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>)
      -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%acc1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.maximumf %in, %zero : f32
      linalg.yield %r : f32
  } -> tensor<8x32xf32>

  %e2 = tensor.empty() : tensor<8x16xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>)
      -> tensor<8x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x16xf32>)
                     outs(%acc2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}


// Deterministic small-integer inputs: v(i, j) = ((i * a + j * b) mod 5) - 2.
func.func @fill(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      outs(%t : tensor<?x?xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ia = arith.muli %i, %a : index
      %jb = arith.muli %j, %b : index
      %s = arith.addi %ia, %jb : index
      %c5 = arith.constant 5 : index
      %m = arith.remui %s, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %two = arith.constant 2.0 : f32
      %v = arith.subf %mf, %two : f32
      linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ex = tensor.empty() : tensor<8x16xf32>
  %ew1 = tensor.empty() : tensor<16x32xf32>
  %ew2 = tensor.empty() : tensor<32x16xf32>
  %dx = tensor.cast %ex : tensor<8x16xf32> to tensor<?x?xf32>
  %dw1 = tensor.cast %ew1 : tensor<16x32xf32> to tensor<?x?xf32>
  %dw2 = tensor.cast %ew2 : tensor<32x16xf32> to tensor<?x?xf32>
  %fx = call @fill(%dx, %c1, %c2) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %fw1 = call @fill(%dw1, %c2, %c3) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %fw2 = call @fill(%dw2, %c3, %c1) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %x = tensor.cast %fx : tensor<?x?xf32> to tensor<8x16xf32>
  %w1 = tensor.cast %fw1 : tensor<?x?xf32> to tensor<16x32xf32>
  %w2 = tensor.cast %fw2 : tensor<?x?xf32> to tensor<32x16xf32>
  %y = call @mlp(%x, %w1, %w2) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %yref = call @mlp_ref(%x, %w1, %w2) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  // Number of elements where the partitioned result differs from the
  // unsharded reference (exact: all values are small integers).
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %bad = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> ()>],
      iterator_types = ["reduction", "reduction"]}
      ins(%y, %yref : tensor<8x16xf32>, tensor<8x16xf32>) outs(%acc : tensor<f32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %ne = arith.cmpf une, %a, %b : f32
      %one = arith.constant 1.0 : f32
      %d = arith.select %ne, %one, %zero : f32
      %s = arith.addf %o, %d : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %nbad = tensor.extract %bad[] : tensor<f32>
  %c0 = arith.constant 0 : index
  %y00 = tensor.extract %y[%c0, %c0] : tensor<8x16xf32>
  %y13 = tensor.extract %y[%c1, %c3] : tensor<8x16xf32>
  // Print on rank 0 only (every rank holds the same replicated result).
  %rank = maco.rank on @tp grid_axes = [0]
  %first = arith.cmpi eq, %rank, %c0 : index
  scf.if %first {
    vector.print str "mismatches: "
    vector.print %nbad : f32
    vector.print str "y[0,0] y[1,3]: "
    vector.print %y00 : f32
    vector.print %y13 : f32
  }
  return
}
