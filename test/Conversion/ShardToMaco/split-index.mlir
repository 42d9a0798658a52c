// maco-partition-annotated: a linalg op whose body reads linalg.index of a
// loop that partitioning splits (an iota: causal masks, positions, one-hot
// compares) reads the global index, the local one plus the shard's offset.
// Upstream's partitioning keeps the body as it is (the local index: a
// silently wrong mask).
//
// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics | FileCheck %s

shard.grid @g(shape = 2x2)
#id = affine_map<(d0, d1) -> (d0, d1)>

// A causal mask over (query, key), queries split over both grid axes:
// each rank's rows start at (linear index along [0, 1]) x 2.
// CHECK-LABEL: func.func @causal_mask
// CHECK-SAME: -> tensor<2x8xi1>
// CHECK-DAG: %[[IDX:.*]]:2 = shard.process_multi_index on @g axes = [0, 1] : index, index
// CHECK-DAG: %[[SHAPE:.*]]:2 = shard.grid_shape @g axes = [0, 1] : index, index
// CHECK: %[[MUL:.*]] = arith.muli %[[IDX]]#0, %[[SHAPE]]#1 : index
// CHECK: %[[LIN:.*]] = arith.addi %[[MUL]], %[[IDX]]#1 : index
// CHECK: %[[OFF:.*]] = arith.muli %[[LIN]], %c2 : index
// CHECK: linalg.generic
// CHECK: %[[Q:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[GQ:.*]] = arith.addi %[[Q]], %[[OFF]] : index
// CHECK-NEXT: %[[K:.*]] = linalg.index 1 : index
// CHECK-NEXT: arith.cmpi uge, %[[GQ]], %[[K]] : index
func.func @causal_mask() -> tensor<8x8xi1> {
  %e = tensor.empty() : tensor<8x8xi1>
  %m = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xi1>) {
  ^bb0(%out: i1):
    %q = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c = arith.cmpi uge, %q, %k : index
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %s = shard.sharding @g split_axes = [[0, 1]] : !shard.sharding
  %ms = shard.shard %m to %s : tensor<8x8xi1>
  return %ms : tensor<8x8xi1>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>

// Only the split loop's index moves: the key index (loop 1, whole) stays.
// CHECK-LABEL: func.func @unsplit_loop
// CHECK-NOT: shard.process_multi_index
// CHECK: linalg.index 1 : index
// CHECK-NEXT: arith.index_cast
func.func @unsplit_loop() -> tensor<8x8xi32> {
  %e = tensor.empty() : tensor<8x8xi32>
  %m = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xi32>) {
  ^bb0(%out: i32):
    %k = linalg.index 1 : index
    %c = arith.index_cast %k : index to i32
    linalg.yield %c : i32
  } -> tensor<8x8xi32>
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %ms = shard.shard %m to %s : tensor<8x8xi32>
  return %ms : tensor<8x8xi32>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(d0) -> (d0)>

// expected-error @+1 {{partitioning @dynamic with upstream sharding-propagation + shard-partition failed}}
func.func @dynamic(%x: tensor<?xi64>) -> tensor<?xi64> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<?xi64>
  // expected-error @+1 {{'linalg.generic' op reads linalg.index of loop 0, which is split, but the loop's local size is dynamic; maco offsets split indices of static loops only}}
  %m = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%xs : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<?xi64>
  %r = shard.shard %m to %s : tensor<?xi64>
  return %r : tensor<?xi64>
}
