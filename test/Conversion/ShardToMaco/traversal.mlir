// maco-partition-annotated tries upstream sharding-propagation's traversal
// orders in turn (by default backward-forward, forward-backward, forward,
// backward) and keeps the first that leaves every op sharded. Here forward
// alone leaves the tensor.empty that two ops share without a sharding;
// with backward after it, the function is partitioned.
//
// RUN: maco-opt %s -maco-partition-annotated=traversal=forward -verify-diagnostics
// RUN: maco-opt %s -maco-partition-annotated=traversal=forward,backward | FileCheck %s
// RUN: maco-opt %s -maco-partition-annotated | FileCheck %s
// RUN: not maco-opt %s -maco-partition-annotated=traversal=sideways 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: maco-partition-annotated: unknown traversal order 'sideways' (backward-forward, forward-backward, forward, backward)

shard.grid @g(shape = 2)
#map = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @shared_empty
// CHECK-SAME: (%{{.*}}: tensor<4x16xf32>, %{{.*}}: tensor<16x16xf32>) -> tensor<8x16xf32>
// CHECK: linalg.matmul
// CHECK: shard.all_gather
// expected-error @+1 {{partitioning @shared_empty with upstream sharding-propagation + shard-partition failed (sharding-propagation left ops without a sharding, or one that upstream cannot partition, under every traversal order tried: forward; the errors above are those of forward)}}
func.func @shared_empty(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %ws = shard.shard %w to %r : tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.empty' op result #0 must have exactly one use, a shard.shard annotation, after sharding-propagation}}
  %e = tensor.empty() : tensor<8x16xf32>
  // expected-error @+1 {{'linalg.fill' op operand #1 has no sharding after sharding-propagation}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m = linalg.matmul ins(%xs, %ws : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.mulf %in, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %ys = shard.shard %y to %r : tensor<8x16xf32>
  return %ys : tensor<8x16xf32>
}
