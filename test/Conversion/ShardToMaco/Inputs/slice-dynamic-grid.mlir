// A slice along a dimension split over a grid of dynamic size: upstream's
// shard-partition builds a slice that does not verify.
shard.grid @g(shape = ?)
func.func @qkv(%x: tensor<8x48xf16>) -> tensor<8x16xf16> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x48xf16>
  %q = tensor.extract_slice %xs[0, 0] [8, 16] [1, 1] : tensor<8x48xf16> to tensor<8x16xf16>
  %qs = shard.shard %q to %s : tensor<8x16xf16>
  return %qs : tensor<8x16xf16>
}
