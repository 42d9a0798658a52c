// Used by loop-sharding-errors.mlir: loops given to upstream shard-partition
// directly (not through maco-partition-annotated), with annotations of its
// own making.
shard.grid @g(shape = 2)

func.func private @body(%i: index, %a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

func.func @differ(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %xu = shard.shard %xs to %s annotate_for_users : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' op loop-carried value #0 must keep one sharding: its init and its result are annotated differently}}
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %xu) -> tensor<8xf32> {
    %n = func.call @body(%i, %a) : (index, tensor<8xf32>) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  %ls = shard.shard %l to %r : tensor<8xf32>
  return %ls : tensor<8xf32>
}

func.func @not_outlined(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %xu = shard.shard %xs to %s annotate_for_users : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' op was not outlined before partitioning (maco partitions scf loops in maco-partition-annotated only)}}
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %xu) -> tensor<8xf32> {
    scf.yield %a : tensor<8xf32>
  }
  %ls = shard.shard %l to %s : tensor<8xf32>
  return %ls : tensor<8xf32>
}
