// An entry function with arguments, JAX style: the arguments annotated as
// split arrive split. W1 is split by columns and W2 by rows over @tp (a
// grid as large as the number of ranks); x is replicated. The function
// returns y = relu(x @ W1) @ W2 (replicated: rank 0's copy is written) and
// h = relu(x @ W1) (split by columns: gathered on rank 0).
//
//   python3 -c "import numpy as np; r = np.random.default_rng(0); \
//     [np.save(n + '.npy', r.standard_normal(s, dtype=np.float32)) \
//      for n, s in [('x', (8, 16)), ('w1', (16, 32)), ('w2', (32, 16))]]"
//   mpirun -np 4 build/bin/maco-run examples/entry/tp-mlp.mlir --entry=mlp \
//     --input=x.npy --input=w1.npy --input=w2.npy --output-dir=out
//
// Each rank reads its own shard of w1.npy and w2.npy (columns or rows
// [8r, 8r + 8) on 4 ranks) and all of x.npy; out/result0.npy is y,
// out/result1.npy is h. The same with an executable:
//
//   build/bin/maco-compile examples/entry/tp-mlp.mlir --entry=mlp -o mlp
//   mpirun -np 4 ./mlp --input=x.npy --input=w1.npy --input=w2.npy --output-dir=out
//
// (docs/user-guide.md, "Entry functions with arguments"; test:
// test/Integration/entry-functions.mlir.) Not in examples/*.mlir: those
// run @main without arguments.

shard.grid @tp(shape = ?)

func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>,
               %w2: tensor<32x16xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>) {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<8x16xf32>
  %w1s = shard.shard %w1 to %by_columns : tensor<16x32xf32>
  %w2s = shard.shard %w2 to %by_rows : tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%acc1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.maximumf %in, %zero : f32
      linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %as = shard.shard %a to %by_columns : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%as, %w2s : tensor<8x32xf32>, tensor<32x16xf32>)
                     outs(%acc2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %replicated : tensor<8x16xf32>
  return %ys, %as : tensor<8x16xf32>, tensor<8x32xf32>
}
