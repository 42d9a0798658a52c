// maco's sharding model for tensor.extract_slice and tensor.concat
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
