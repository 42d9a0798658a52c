// Input of examples/downstream: a tensor-parallel 2-layer MLP written
// against upstream MLIR's `shard` dialect (the same program as
// examples/shard-mlp.mlir, larger):
//
//   y = relu(x @ W1) @ W2    x: 64x256, W1: 256x1024, W2: 1024x256, grid @tp of 4
//
// W1 is split by columns, W2 by rows, x and y are replicated. downstream-opt
// --shard-to-maco partitions it with upstream sharding-propagation and
// shard-partition (per rank: W1 256x256, W2 256x256, and partial sums of y),
// imports the resulting shard.all_reduce into maco and runs maco-optimize.
// scripts/test-install.sh checks its output with these CHECK lines:
//
//   downstream-opt mlp.mlir --shard-to-maco | FileCheck mlp.mlir
//   downstream-opt mlp.mlir --shard-to-maco="chunks=2 guard=false" \
//     | FileCheck mlp.mlir --check-prefix=CHUNKS

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: tensor<64x256xf32>, %{{.*}}: tensor<256x256xf32>, %{{.*}}: tensor<256x256xf32>) -> tensor<64x256xf32>
// CHECK: maco.rank on @tp grid_axes = [0]
// CHECK: %[[P:.*]] = linalg.matmul
// maco-optimize (cost model, target cpu-local): the algorithm chosen.
// CHECK: %[[Y:.*]] = maco.all_reduce %[[P]] on @tp grid_axes = [0] algorithm = {{[a-z_]+}} : tensor<64x256xf32> -> tensor<64x256xf32>
// CHECK: return %[[Y]]
// CHECK-NOT: shard.all_reduce

// Two chunks (forced): chunk 0's all-reduce runs while chunk 1 computes.
// CHUNKS-LABEL: func.func @mlp
// CHUNKS-SAME: (%{{.*}}, %{{.*}}, %[[W2:[^:]*]]: tensor<256x256xf32>)
// CHUNKS: %[[P0:.*]] = linalg.matmul ins(%{{.*}}, %[[W2]] : tensor<32x256xf32>, tensor<256x256xf32>)
// CHUNKS: %[[F0:.*]] = maco.all_reduce_start %[[P0]] on @tp
// CHUNKS: %[[P1:.*]] = linalg.matmul ins(%{{.*}}, %[[W2]] : tensor<32x256xf32>, tensor<256x256xf32>)
// CHUNKS: %[[F1:.*]] = maco.all_reduce_start %[[P1]] on @tp
// CHUNKS: maco.wait %[[F0]]
// CHUNKS: maco.wait %[[F1]]

shard.grid @tp(shape = 4)

func.func @mlp(%x: tensor<64x256xf32>, %w1: tensor<256x1024xf32>,
               %w2: tensor<1024x256xf32>) -> tensor<64x256xf32> {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<64x256xf32>
  %w1s = shard.shard %w1 to %by_columns : tensor<256x1024xf32>
  %w2s = shard.shard %w2 to %by_rows : tensor<1024x256xf32>

  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1024xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1024xf32>)
      -> tensor<64x1024xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<64x256xf32>, tensor<256x1024xf32>)
                     outs(%acc1 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x1024xf32>) outs(%e1 : tensor<64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.maximumf %in, %zero : f32
      linalg.yield %r : f32
  } -> tensor<64x1024xf32>

  %e2 = tensor.empty() : tensor<64x256xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x256xf32>)
      -> tensor<64x256xf32>
  %y = linalg.matmul ins(%a, %w2s : tensor<64x1024xf32>, tensor<1024x256xf32>)
                     outs(%acc2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %ys = shard.shard %y to %replicated : tensor<64x256xf32>
  %yr = shard.shard %ys to %replicated annotate_for_users : tensor<64x256xf32>
  return %yr : tensor<64x256xf32>
}
