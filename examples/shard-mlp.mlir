// Tensor-parallel 2-layer MLP written against upstream `shard` annotations
// (input example for maco-import-shard).
//
//   y = relu(x @ W1) @ W2        x: 8x16, W1: 16x32, W2: 32x16, grid @tp of 4
//
// W1 is split by columns (column-parallel), W2 by rows (row-parallel); x
// and y are replicated. Partition and import with
//
//   maco-opt examples/shard-mlp.mlir --pass-pipeline='builtin.module(
//     func.func(sharding-propagation,shard-partition),maco-import-shard)'
//
// After shard-partition `@mlp` is the per-rank (SPMD) program: its
// arguments become the local shards, x: 8x16, W1: 16x8 (columns
// [8r, 8r+8) of rank r), W2: 8x16 (rows [8r, 8r+8)), the result the full
// replicated 8x16 y. The first matmul and the ReLU run locally; the second
// matmul computes partial sums (its zero init is kept on rank 0 only, via
// maco.rank + scf.if) that one maco.all_reduce (sum) over @tp completes.

shard.grid @tp(shape = 4)

func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>,
               %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<8x16xf32>
  %w1s = shard.shard %w1 to %by_columns : tensor<16x32xf32>
  %w2s = shard.shard %w2 to %by_rows : tensor<32x16xf32>

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
