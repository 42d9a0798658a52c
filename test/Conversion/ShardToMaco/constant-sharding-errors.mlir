// maco's arith.constant sharding model (ConstantSharding.cpp), given to
// upstream shard-partition directly: a constant split with halos has no
// local value maco builds; the error names the constant.
//
// RUN: maco-opt %s --pass-pipeline="builtin.module(func.func(shard-partition))" -split-input-file -verify-diagnostics -o /dev/null

shard.grid @g(shape = 2)

func.func @halo() -> tensor<8xi32> {
  // expected-error @+1 {{'arith.constant' op is split with halos or explicit shard offsets, which maco does not partition for constants}}
  %c = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
  %s = shard.sharding @g split_axes = [[0]] halo_sizes = [1, 1] : !shard.sharding
  %a = shard.shard %c to %s : tensor<8xi32>
  %b = shard.shard %a to %s annotate_for_users : tensor<8xi32>
  return %b : tensor<8xi32>
}
