// maco's sharding models for tensor.extract_slice, insert_slice, pad and concat
// (SliceSharding.cpp), through maco-partition-annotated: dimensions the
// op takes whole (slice) or does not concatenate along stay split; a
// split dimension that is sliced is gathered first.
//
// RUN: maco-opt %s -maco-partition-annotated | FileCheck %s

shard.grid @g(shape = 2)
// Fused QKV: columns split in three, rows split over the ranks.
func.func @qkv(%x: tensor<8x48xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x48xf32>
  %q = tensor.extract_slice %xs[0, 0] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %k = tensor.extract_slice %xs[0, 16] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %c = tensor.concat dim(1) %q, %k : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  %cs = shard.shard %c to %s : tensor<8x32xf32>
  %k2 = tensor.extract_slice %cs[0, 16] [8, 16] [1, 1] : tensor<8x32xf32> to tensor<8x16xf32>
  %ks = shard.shard %k2 to %s : tensor<8x16xf32>
  %qs = shard.shard %q to %s : tensor<8x16xf32>
  return %qs, %ks : tensor<8x16xf32>, tensor<8x16xf32>
}
// Rows sliced while split: gathered first.
func.func @rows(%x: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %y = tensor.extract_slice %xs[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %ys = shard.shard %y to %r : tensor<4x16xf32>
  return %ys : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @qkv
// CHECK-SAME: (%[[X:.*]]: tensor<4x48xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
// CHECK-NOT: shard.all_gather
// CHECK: %[[Q:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 16] [1, 1] : tensor<4x48xf32> to tensor<4x16xf32>
// CHECK: %[[K:.*]] = tensor.extract_slice %[[X]][0, 16] [4, 16] [1, 1] : tensor<4x48xf32> to tensor<4x16xf32>
// CHECK: %[[C:.*]] = tensor.concat dim(1) %[[Q]], %[[K]] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x32xf32>
// CHECK: tensor.extract_slice %[[C]][0, 16] [4, 16] [1, 1] : tensor<4x32xf32> to tensor<4x16xf32>

// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// CHECK: tensor.extract_slice %{{.*}}[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>

// Padding the columns of rows split over the ranks, then writing a block
// into every row's columns: the rows stay split.
// CHECK-LABEL: func.func @pad_insert
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>, %[[Y:.*]]: tensor<4x16xf32>) -> tensor<4x20xf32>
// CHECK-NOT: shard.all_gather
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 1] high[0, 3]
// CHECK: } : tensor<4x16xf32> to tensor<4x20xf32>
// CHECK: tensor.insert_slice %[[Y]] into %[[P]][0, 2] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<4x20xf32>
func.func @pad_insert(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x20xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %ys = shard.shard %y to %s : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %xs low[0, 1] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x16xf32> to tensor<8x20xf32>
  %r = tensor.insert_slice %ys into %p[0, 2] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x20xf32>
  %rs = shard.shard %r to %s : tensor<8x20xf32>
  return %rs : tensor<8x20xf32>
}

// Padding the split rows: gathered first.
// CHECK-LABEL: func.func @pad_rows
// CHECK: shard.all_gather %{{.*}} on @g grid_axes = [0] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// CHECK: tensor.pad %{{.*}} low[1, 0] high[1, 0]
// CHECK: } : tensor<8x16xf32> to tensor<10x16xf32>
func.func @pad_rows(%x: tensor<8x16xf32>) -> tensor<10x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %xs low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x16xf32> to tensor<10x16xf32>
  %ps = shard.shard %p to %r : tensor<10x16xf32>
  return %ps : tensor<10x16xf32>
}

// Slices at run-time offsets of a rank they reduce (lax.scan's layer i of
// stacked weights, and its per-step result stacked back): a full-rank
// slice and a reshape of the unit dimension, the offset dimension unsplit.
// CHECK-LABEL: func.func @dynamic_rank_reducing
// CHECK-SAME: (%[[W:.*]]: tensor<3x8x2xf32>, %[[ACC:.*]]: tensor<3x2xf32>, %[[I:.*]]: index) -> tensor<3x2xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[W]][%[[I]], 0, 0] [1, 8, 2] [1, 1, 1] : tensor<3x8x2xf32> to tensor<1x8x2xf32>
// CHECK: tensor.collapse_shape %[[S]] {{\[\[}}0, 1], [2]] : tensor<1x8x2xf32> into tensor<8x2xf32>
// The expand_shape's split stays on its major dimension (4, after the
// unit one): no collective.
// CHECK-NOT: shard.all_gather
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
// CHECK-NOT: shard.all_gather
// CHECK: tensor.insert_slice %{{.*}} into %[[ACC]][%[[I]], 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<3x2xf32>
func.func @dynamic_rank_reducing(%w: tensor<3x8x4xf32>, %acc: tensor<3x4xf32>, %i: index) -> tensor<3x4xf32> {
  %cols = shard.sharding @g split_axes = [[], [], [0]] : !shard.sharding
  %accs = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %ws = shard.shard %w to %cols : tensor<3x8x4xf32>
  %as = shard.shard %acc to %accs : tensor<3x4xf32>
  %layer = tensor.extract_slice %ws[%i, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<3x8x4xf32> to tensor<8x4xf32>
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %sum = linalg.reduce ins(%layer : tensor<8x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %t = arith.addf %a, %b : f32
      linalg.yield %t : f32 }
  %r = tensor.insert_slice %sum into %as[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
  %rs = shard.shard %r to %accs : tensor<3x4xf32>
  return %rs : tensor<3x4xf32>
}
