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
