// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics | FileCheck %s

// Only functions with shard.shard annotations are partitioned: @annotated
// gets its local shapes and the all-reduce of its partial sums; @spmd (shard
// ops, no annotation) and the declaration keep their signatures.
shard.grid @g(shape = 2)

// CHECK-LABEL: func.func @annotated
// CHECK-SAME: (%{{.*}}: tensor<4x4xf32>) -> tensor<4xf32>
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x4xf32>)
// CHECK: shard.all_reduce
// CHECK-NOT: shard.shard
func.func @annotated(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split annotate_for_users : tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%xs : tensor<8x4xf32>) outs(%init : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %sr = shard.shard %s to %rep : tensor<4xf32>
  %out = shard.shard %sr to %rep annotate_for_users : tensor<4xf32>
  return %out : tensor<4xf32>
}

// CHECK-LABEL: func.func @spmd
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: shard.all_reduce %[[X]] on @g grid_axes = [0] : tensor<8x4xf32> -> tensor<8x4xf32>
func.func @spmd(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = shard.all_reduce %x on @g grid_axes = [0] : tensor<8x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// CHECK: func.func private @external(tensor<8x4xf32>) -> tensor<8x4xf32>
func.func private @external(tensor<8x4xf32>) -> tensor<8x4xf32>

// -----

// What upstream cannot partition is reported on the function.
shard.grid @g(shape = 2)

// expected-error @+2 {{'func.func' op only one block is supported!}}
// expected-error @+1 {{partitioning @multi_block with upstream sharding-propagation + shard-partition failed}}
func.func @multi_block(%x: tensor<6x6xi32>) -> tensor<6x6xi32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<6x6xi32>
  cf.br ^bb1
^bb1:
  return %0 : tensor<6x6xi32>
}
