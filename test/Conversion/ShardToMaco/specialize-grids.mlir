// RUN: maco-opt %s -maco-specialize-grids=ranks=8 -split-input-file | FileCheck %s
// RUN: maco-opt %s -maco-specialize-grids -split-input-file | FileCheck %s --check-prefix=NONE
// RUN: maco-opt %s --maco-frontend=ranks=4 -split-input-file | FileCheck %s --check-prefix=FRONTEND
// Errors: specialize-grids-errors.mlir.

// The one dynamic axis of each grid is sized for the rank count (8 over
// the static axes); static grids are left as they are, even when their
// size differs (the runtime reports that at start if they are used).
// CHECK: shard.grid @whole(shape = 8)
// CHECK: shard.grid @rows(shape = 2x4)
// CHECK: shard.grid @cols(shape = 4x2x1)
// CHECK: shard.grid @fixed(shape = 3)
// Without a rank count, nothing changes.
// NONE: shard.grid @whole(shape = ?)
// NONE: shard.grid @rows(shape = 2x?)
shard.grid @whole(shape = ?)
shard.grid @rows(shape = 2x?)
shard.grid @cols(shape = ?x2x1)
shard.grid @fixed(shape = 3)

// -----

// In maco-frontend, before partitioning: the shards of an annotated
// function get static shapes (16 rows over 4 ranks), and so does the
// collective upstream partitioning makes.
// FRONTEND: shard.grid @g(shape = 4)
// FRONTEND-LABEL: func.func @row_sum(
// FRONTEND-SAME: tensor<4x8xf32>
// FRONTEND: maco.all_reduce {{.*}} : tensor<8xf32> -> tensor<8xf32>
shard.grid @g(shape = ?)
func.func @row_sum(%x: tensor<16x8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<16x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%xs : tensor<16x8xf32>) outs(%init : tensor<8xf32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    }
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %rs = shard.shard %r to %rep annotate_for_users : tensor<8xf32>
  return %rs : tensor<8xf32>
}
