// maco-partition-annotated: a split tensor that an op's region reads from
// above (a gather: tensor.extract of an embedding table inside a
// linalg.generic, JAX's jnp.take) is read replicated, gathered before the
// op. Upstream partitioning would give the region the local rows of the
// table and index them with global token ids (out of bounds).
//
// RUN: maco-opt %s -maco-partition-annotated | FileCheck %s

shard.grid @g(shape = 2)
#tok = affine_map<(d0, d1) -> (d0)>
#out = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @lookup
// CHECK-SAME: (%[[T:.*]]: tensor<16x16xf32>, %[[I:.*]]: tensor<8xindex>) -> tensor<8x16xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[T]] on @g grid_axes = [0] gather_axis = 0 : tensor<16x16xf32> -> tensor<32x16xf32>
// CHECK: linalg.generic
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<32x16xf32>
func.func @lookup(%table: tensor<32x16xf32>, %ids: tensor<8xindex>) -> tensor<8x16xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %ts = shard.shard %table to %rows : tensor<32x16xf32>
  %is = shard.shard %ids to %rep : tensor<8xindex>
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#tok, #out], iterator_types = ["parallel", "parallel"]} ins(%is : tensor<8xindex>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%id: index, %o: f32):
    %j = linalg.index 1 : index
    %v = tensor.extract %ts[%id, %j] : tensor<32x16xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  %rs = shard.shard %r to %rep : tensor<8x16xf32>
  return %rs : tensor<8x16xf32>
}

// Reads of the shard's own rows (IREE's gather of take_along_axis: row i
// of the log-probabilities at label i, row i of the labels) need no gather:
// the row index is the op's loop 0, split as the tensors are, so each rank
// reads its rows of its shards at the local index. The same loop's index
// elsewhere in the body (a position) is still the global one.
// CHECK-LABEL: func.func @aligned_rows
// CHECK-SAME: (%[[LP:.*]]: tensor<4x16xf32>, %[[Y:.*]]: tensor<4x1xindex>) -> tensor<4xf32>
// CHECK-NOT: shard.all_gather
// CHECK: linalg.generic
// CHECK:   %[[ROW:.*]] = linalg.index 0 : index
// CHECK:   %[[GLOBAL:.*]] = arith.addi %[[ROW]], %{{.*}} : index
// CHECK:   %[[L:.*]] = linalg.index 0 : index
// CHECK:   %[[LABEL:.*]] = tensor.extract %[[Y]][%[[L]], %c0] : tensor<4x1xindex>
// CHECK:   %[[L2:.*]] = linalg.index 0 : index
// CHECK:   tensor.extract %[[LP]][%[[L2]], %[[LABEL]]] : tensor<4x16xf32>
// CHECK:   arith.index_cast %[[GLOBAL]]
// CHECK-NOT: shard.all_gather
func.func @aligned_rows(%logp: tensor<8x16xf32>, %labels: tensor<8x1xindex>) -> tensor<8xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %lps = shard.shard %logp to %rows : tensor<8x16xf32>
  %ys = shard.shard %labels to %rows : tensor<8x1xindex>
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %es = shard.shard %e to %rows : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%es : tensor<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %y = tensor.extract %ys[%i, %c0] : tensor<8x1xindex>
    %v = tensor.extract %lps[%i, %y] : tensor<8x16xf32>
    %pos = arith.index_cast %i : index to i32
    %f = arith.sitofp %pos : i32 to f32
    %s = arith.addf %v, %f : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %rs = shard.shard %r to %rows : tensor<8xf32>
  return %rs : tensor<8xf32>
}

// A chain that meets the rest of the function only through a region's
// read from above (IREE's `reverse` is such a generic): propagation does
// not follow the read, so the captured tensor is annotated with the split
// its reads align with (rows, loop 0) and propagation runs again from
// there. The chain (an iota, an exp) then runs on each rank's rows, and
// the reversed read stays local.
// CHECK-LABEL: func.func @seeded_chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NOT: shard.all_gather
// CHECK: %[[IOTA:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x16xf32>)
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[IOTA]] : tensor<4x16xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<4x16xf32>)
// CHECK:   linalg.index 0 : index
// CHECK:   %[[ROW:.*]] = linalg.index 0 : index
// CHECK-NEXT: tensor.extract %[[EXP]][%[[ROW]], %{{.*}}] : tensor<4x16xf32>
// CHECK-NOT: shard.all_gather
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @seeded_chain(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rows : tensor<8x16xf32>
  %c15 = arith.constant 15 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  } -> tensor<8x16xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%iota : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %jr = arith.subi %c15, %j : index
    %v = tensor.extract %exp[%i, %jr] : tensor<8x16xf32>
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %rs = shard.shard %r to %rows : tensor<8x16xf32>
  return %rs : tensor<8x16xf32>
}
