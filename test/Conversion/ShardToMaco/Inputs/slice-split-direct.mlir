// Used by slice-sharding-errors.mlir: a slice of rows annotated as split
// on both sides, given to upstream shard-partition directly.
shard.grid @g(shape = 2)
func.func @split_rows(%x: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %xu = shard.shard %xs to %s annotate_for_users : tensor<8x16xf32>
  // expected-error @+1 {{'tensor.extract_slice' op cannot be partitioned with these shardings: its operands and result must be split alike, and only along dimensions it does not slice or concatenate (static shapes)}}
  %y = tensor.extract_slice %xu[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %ys = shard.shard %y to %s : tensor<4x16xf32>
  return %ys : tensor<4x16xf32>
}
