// maco's sharding model for tensor.expand_shape / tensor.collapse_shape
// (ReshapeSharding.cpp), through maco-partition-annotated: a split
// dimension is the outermost dimension of its reassociation group, and the
// reshape runs on the local shards; a collapsed split that the outermost
// dimension cannot take (not divisible) is gathered first.
//
// RUN: maco-opt %s -maco-partition-annotated -split-input-file | FileCheck %s

shard.grid @g(shape = 2)

// Attention's head split: columns (heads x head_dim) split over 2 ranks
// are heads split over 2 ranks.
// CHECK-LABEL: func.func @heads
// CHECK-SAME: (%[[W:.*]]: tensor<16x8xf32>) -> tensor<16x2x4xf32>
// CHECK-NEXT: tensor.expand_shape %[[W]] {{\[\[}}0], [1, 2]] output_shape [16, 2, 4] : tensor<16x8xf32> into tensor<16x2x4xf32>
// CHECK-NOT: shard.all_gather
func.func @heads(%w: tensor<16x16xf32>) -> tensor<16x4x4xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %ws = shard.shard %w to %s : tensor<16x16xf32>
  %e = tensor.expand_shape %ws [[0], [1, 2]] output_shape [16, 4, 4] : tensor<16x16xf32> into tensor<16x4x4xf32>
  return %e : tensor<16x4x4xf32>
}

// -----

shard.grid @g(shape = 2)

// Gradients back to the weight's shape: heads split -> columns split.
// CHECK-LABEL: func.func @collapse_heads
// CHECK-SAME: (%[[G:.*]]: tensor<16x2x4xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: tensor.collapse_shape %[[G]] {{\[\[}}0], [1, 2]] : tensor<16x2x4xf32> into tensor<16x8xf32>
func.func @collapse_heads(%g: tensor<16x4x4xf32>) -> tensor<16x16xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %gs = shard.shard %g to %s : tensor<16x4x4xf32>
  %c = tensor.collapse_shape %gs [[0], [1, 2]] : tensor<16x4x4xf32> into tensor<16x16xf32>
  %r = shard.shard %c to %s : tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

shard.grid @g(shape = 2)

// Batch x sequence flattened: the batch split stays a row split.
// CHECK-LABEL: func.func @flatten_batch
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
func.func @flatten_batch(%x: tensor<4x8x16xf32>) -> tensor<32x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x8x16xf32>
  %c = tensor.collapse_shape %xs [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  return %c : tensor<32x16xf32>
}

// -----

shard.grid @g(shape = 4)

// Rows (3 x 4 of them) split over 4 ranks cannot be a split of the 3
// outer rows: the rows are gathered and the reshape runs replicated.
// CHECK-LABEL: func.func @indivisible
// CHECK-SAME: (%[[X:.*]]: tensor<3x16xf32>) -> tensor<3x4x16xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 0 : tensor<3x16xf32> -> tensor<12x16xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [3, 4, 16] : tensor<12x16xf32> into tensor<3x4x16xf32>
func.func @indivisible(%x: tensor<12x16xf32>) -> tensor<3x4x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<12x16xf32>
  %e = tensor.expand_shape %xs [[0, 1], [2]] output_shape [3, 4, 16] : tensor<12x16xf32> into tensor<3x4x16xf32>
  return %e : tensor<3x4x16xf32>
}

// -----

shard.grid @g(shape = 2)

// Heads split, then flattened with the batch before them into rows split
// over the ranks: the split moves from the heads to the batch first (an
// all-to-all), then each rank flattens its block.
// CHECK-LABEL: func.func @inner_split
// CHECK-SAME: (%[[X:.*]]: tensor<2x2x8xf32>) -> tensor<4x8xf32>
// CHECK: shard.all_to_all %[[X]] on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<2x2x8xf32> -> tensor<1x4x8xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
func.func @inner_split(%x: tensor<2x4x8xf32>) -> tensor<8x8xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<2x4x8xf32>
  %c = tensor.collapse_shape %xs [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
  %cs = shard.shard %c to %r : tensor<8x8xf32>
  return %cs : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 2)

// A 0-d value (here a sum over split rows, all-reduced) expanded to 1-d:
// a scalar has no annotation to carry and is replicated.
// CHECK-LABEL: func.func @scalar_expand
// CHECK: shard.all_reduce
// CHECK: tensor.expand_shape %{{.*}} [] output_shape [1] : tensor<f32> into tensor<1xf32>
func.func @scalar_expand(%x: tensor<8x4xf32>) -> tensor<1xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x4xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  %s = linalg.reduce ins(%xs : tensor<8x4xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) { %t = arith.addf %a, %b : f32
      linalg.yield %t : f32 }
  %e = tensor.expand_shape %s [] output_shape [1] : tensor<f32> into tensor<1xf32>
  %es = shard.shard %e to %rep : tensor<1xf32>
  return %es : tensor<1xf32>
}

// -----

shard.grid @g(shape = 2)

// Unit dimensions before a group's split dimension do not change the
// order of its elements: tensor<4x24> split along 24, expanded to
// tensor<4x1x24> ([[0], [1, 2]]), stays split along 24 (the group's major
// dimension), with no collective.
// CHECK-LABEL: func.func @unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<4x12xf32>) -> tensor<4x1x12xf32>
// CHECK-NOT: shard.all_gather
// CHECK: tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2]] output_shape [4, 1, 12] : tensor<4x12xf32> into tensor<4x1x12xf32>
// CHECK-NOT: shard.all_gather
func.func @unit_dims(%x: tensor<4x24xf32>) -> tensor<4x1x24xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[], [], [0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x24xf32>
  %e = tensor.expand_shape %xs [[0], [1, 2]] output_shape [4, 1, 24] : tensor<4x24xf32> into tensor<4x1x24xf32>
  %es = shard.shard %e to %r : tensor<4x1x24xf32>
  return %es : tensor<4x1x24xf32>
}

// -----

shard.grid @g(shape = 2)

// A flatten of a tensor split along its last dimension (not its group's
// major one): the group is left whole, so the operand is gathered first
// and the flatten runs on whole rows, instead of propagation stopping
// there.
// CHECK-LABEL: func.func @minor_split_gathered
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>) -> tensor<24xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 1 : tensor<4x3xf32> -> tensor<4x6xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
func.func @minor_split_gathered(%x: tensor<4x6xf32>) -> tensor<24xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x6xf32>
  %c = tensor.collapse_shape %xs [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  return %c : tensor<24xf32>
}
