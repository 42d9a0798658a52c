// Used by reshape-sharding-errors.mlir: the inner dimension of a group
// split (heads split, then flattened with the batch before them) and the
// flattened rows annotated as split: no block of them is one rank's.
shard.grid @g(shape = 2)
func.func @inner_split(%x: tensor<2x4x8xf32>) -> tensor<8x8xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<2x4x8xf32>
  %xu = shard.shard %xs to %s annotate_for_users : tensor<2x4x8xf32>
  // expected-error @+1 {{'tensor.collapse_shape' op cannot be partitioned with its operand's and result's shardings: only the major dimension (the outermost one not of size 1) of each reassociation group may be split, along the axes of the collapsed dimension}}
  %c = tensor.collapse_shape %xu [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
  %cs = shard.shard %c to %r : tensor<8x8xf32>
  return %cs : tensor<8x8xf32>
}
