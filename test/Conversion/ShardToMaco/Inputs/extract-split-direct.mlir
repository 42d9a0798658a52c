// Used by conditional-sharding-errors.mlir: an element read from a tensor
// annotated as split, given to upstream shard-partition directly.
shard.grid @g(shape = 2)
func.func @read(%x: tensor<8xf32>, %i: index) -> f32 {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %xu = shard.shard %xs to %s annotate_for_users : tensor<8xf32>
  // expected-error @+1 {{'tensor.extract' op reads an element of a split tensor; it must be read replicated (gathered first)}}
  %v = tensor.extract %xu[%i] : tensor<8xf32>
  return %v : f32
}
