// Reshapes that maco's sharding model cannot partition: each an error on
// the reshape naming the reason. maco-partition-annotated reshards an
// operand whose sharding the reshape cannot take (reshape-sharding.mlir);
// upstream shard-partition run directly on annotations that disagree
// reaches the model's own check.
//
// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics
// RUN: maco-opt %S/Inputs/reshape-inner-split.mlir --pass-pipeline="builtin.module(func.func(shard-partition))" -verify-diagnostics

shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @dynamic with upstream sharding-propagation + shard-partition failed}}
func.func @dynamic(%x: tensor<?x16xf32>, %n: index) -> tensor<?x4x4xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<?x16xf32>
  // expected-error @+1 {{'tensor.expand_shape' op has a dynamic shape, which maco's sharding of reshapes does not partition (static shapes only)}}
  %e = tensor.expand_shape %xs [[0], [1, 2]] output_shape [%n, 4, 4] : tensor<?x16xf32> into tensor<?x4x4xf32>
  return %e : tensor<?x4x4xf32>
}
