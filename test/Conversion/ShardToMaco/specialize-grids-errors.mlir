// RUN: maco-opt %s -maco-specialize-grids=ranks=8 -split-input-file -verify-diagnostics | FileCheck %s
// RUN: not maco-opt %s -maco-specialize-grids=ranks=-2 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// The grids stay dynamic.
// CHECK: shard.grid @two(shape = ?x?)
// CHECK: shard.grid @odd(shape = 3x?)
// NEGATIVE: maco-specialize-grids: ranks must be positive (0: leave grids dynamic), not -2

// expected-warning @+1 {{grid @two of shape ?x? cannot be sized for 8 ranks: it has 2 dynamic axes, and only one can be sized from the rank count; it stays dynamic}}
shard.grid @two(shape = ?x?)

// -----

// expected-warning @+1 {{grid @odd of shape 3x? cannot be sized for 8 ranks: its static axes hold 3 ranks, which does not divide 8; it stays dynamic}}
shard.grid @odd(shape = 3x?)

// -----

// An op that would not be valid at the new size (its pairs name rank 9 of
// 8) keeps the grid dynamic; the warning names the op and why.
// CHECK: shard.grid @ring(shape = ?)
// expected-warning @+1 {{grid @ring of shape ? is not sized for 8 ranks: 'maco.permute' would not be valid ('maco.permute' op pair [0, 9] is out of range for a group of size 8); it stays dynamic}}
shard.grid @ring(shape = ?)
func.func @far(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{the op is here}}
  %y = maco.permute %x on @ring grid_axes = [0] pairs = [[0, 9], [9, 0]] : tensor<4xf32> -> tensor<4xf32>
  return %y : tensor<4xf32>
}
