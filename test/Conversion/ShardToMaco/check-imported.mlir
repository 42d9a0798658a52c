// RUN: maco-opt %s -maco-check-imported -split-input-file -verify-diagnostics | FileCheck %s
// RUN: maco-opt %s -maco-to-cpu -split-input-file -verify-diagnostics -o /dev/null

// Grids and maco ops are what lowering expects: nothing is reported.
// CHECK: shard.grid @g(shape = 4)
// CHECK-LABEL: func.func @imported
// CHECK-NEXT: maco.all_reduce
shard.grid @g(shape = 4)
func.func @imported(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A shard collective: the front end was skipped.
shard.grid @g(shape = 4)
func.func @collective(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{shard.all_reduce must be imported into maco before lowering: run maco-frontend (or maco-import-shard) first}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Annotations: they must be partitioned first.
shard.grid @g(shape = 4)
func.func @annotation(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{shard.sharding must be partitioned before lowering: run maco-frontend (maco-partition-annotated, maco-import-shard) first}}
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{shard.shard must be partitioned before lowering}}
  %0 = shard.shard %x to %s : tensor<8xf32>
  return %0 : tensor<8xf32>
}
