// maco-partition-annotated tries upstream sharding-propagation's traversal
// orders in turn (by default backward-forward, forward-backward, forward,
// backward) and keeps the first that leaves every op sharded. Here forward
// alone leaves the tensor.empty that two ops share and the fill of it
// without a sharding; the annotations added after propagation (the fill's
// result takes its user's, the empty its users') complete it, so every
// order partitions the function.
//
// RUN: maco-opt %s -maco-partition-annotated=traversal=forward | FileCheck %s
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
func.func @shared_empty(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %ws = shard.shard %w to %r : tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
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
