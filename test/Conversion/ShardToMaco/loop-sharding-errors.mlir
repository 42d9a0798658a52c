// Loops that cannot be partitioned: each an error on the loop that names
// the reason. maco-partition-annotated outlines every loop's body and
// gives each loop-carried value one sharding; upstream shard-partition run
// directly on a loop of other making reaches the model's own checks.
//
// RUN: maco-opt %S/Inputs/loop-partition-direct.mlir --pass-pipeline="builtin.module(func.func(shard-partition))" -verify-diagnostics -o /dev/null
// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics

shard.grid @g(shape = 2)

// The body's own partitioning fails (an indivisible split): the error
// names the loop and its outlined body.
// expected-error @+1 {{partitioning @indivisible with upstream sharding-propagation + shard-partition failed}}
func.func @indivisible(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{partitioning the body of this loop (outlined as @indivisible_loop0) failed}}
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %xs) -> tensor<8xf32> {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
    %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
    // expected-error @+1 {{'shard.shard' op splits dimension 0 of size 1 over 2 ranks}}
    %es = shard.shard %e to %r : tensor<1x8xf32>
    %c = tensor.collapse_shape %es [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    scf.yield %c : tensor<8xf32>
  }
  %ls = shard.shard %l to %s : tensor<8xf32>
  return %ls : tensor<8xf32>
}
