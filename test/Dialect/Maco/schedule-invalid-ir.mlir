// maco-schedule given invalid IR (verification off, as after a faulty pass):
// a start that reads its own wait's result is a dependence cycle. The pass
// fails with an error instead of crashing (it used to read past an empty
// ready list).
// RUN: not maco-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --pass-pipeline='builtin.module(func.func(maco-schedule))' 2>&1 | FileCheck %s

// CHECK: error: maco-schedule: the operations of a block depend on each other in a cycle (an operand that does not dominate its use: invalid IR; run with verification on)

shard.grid @g(shape = 4)
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %f = maco.all_reduce_start %x, %w on @g grid_axes = [0] : tensor<8xf32>, tensor<8xf32> -> !maco.future<tensor<8xf32>, tensor<8xf32>>
  %v, %w = maco.wait %f : !maco.future<tensor<8xf32>, tensor<8xf32>>
  return %v : tensor<8xf32>
}
