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

// -----

shard.grid @g(shape = 2)

// The condition hands the body another value than its argument.
// expected-error @+1 {{partitioning @forwards with upstream sharding-propagation + shard-partition failed}}
func.func @forwards(%x: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  // expected-error @+1 {{'scf.while' op passes other values than its loop-carried ones from its condition to its body; maco partitions scf.while loops whose condition passes its arguments on unchanged (as JAX's while_loop does)}}
  %l = scf.while (%a = %xs) : (tensor<8xf32>) -> tensor<8xf32> {
    %d = arith.addf %a, %a : tensor<8xf32>
    scf.condition(%c) %d : tensor<8xf32>
  } do {
  ^bb0(%a: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %d = linalg.add ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  %ls = shard.shard %l to %s : tensor<8xf32>
  return %ls : tensor<8xf32>
}

// -----

shard.grid @g(shape = 2)

// The condition's own partitioning fails (an indivisible split): the
// error names the loop and its outlined condition.
// expected-error @+1 {{partitioning @cond_fails with upstream sharding-propagation + shard-partition failed}}
func.func @cond_fails(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{partitioning the condition of this loop (outlined as @cond_fails_cond0) failed}}
  %l = scf.while (%a = %xs) : (tensor<8xf32>) -> tensor<8xf32> {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
    %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
    // expected-error @+1 {{'shard.shard' op splits dimension 0 of size 1 over 2 ranks}}
    %es = shard.shard %e to %r : tensor<1x8xf32>
    %b0 = tensor.empty() : tensor<1x8xi1>
    // (propagation gives the generic's result that sharding too)
    // expected-error @+1 {{'shard.shard' op splits dimension 0 of size 1 over 2 ranks}}
    %pos = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%es : tensor<1x8xf32>) outs(%b0 : tensor<1x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %zero = arith.constant 0.0 : f32
      %t = arith.cmpf ogt, %in, %zero : f32
      linalg.yield %t : i1
    } -> tensor<1x8xi1>
    %c = tensor.extract %pos[%c0, %c0] : tensor<1x8xi1>
    scf.condition(%c) %a : tensor<8xf32>
  } do {
  ^bb0(%a: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %d = linalg.add ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  %ls = shard.shard %l to %s : tensor<8xf32>
  return %ls : tensor<8xf32>
}
