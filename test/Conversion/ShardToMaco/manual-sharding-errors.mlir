// RUN: maco-opt %s -split-input-file --maco-partition-annotated -verify-diagnostics
//
// What maco.manual_computation needs of its body to be partitioned.

shard.grid @mesh(shape = 2)
func.func private @decl(%a: tensor<4xf32>) -> tensor<4xf32>
// expected-error @+1 {{partitioning @f with upstream sharding-propagation + shard-partition failed}}
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{needs a func.func body with a definition}}
  %r = maco.manual_computation @decl(%a) on @mesh
         in_shardings = [#shard<axisarray[[0]]>] out_shardings = [#shard<axisarray[[0]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 2)
func.func private @blocks(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^next
^next:
  return %a : tensor<4xf32>
}
// expected-error @+1 {{partitioning @f with upstream sharding-propagation + shard-partition failed}}
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{body @blocks must have one block}}
  %r = maco.manual_computation @blocks(%a) on @mesh
         in_shardings = [#shard<axisarray[[0]]>] out_shardings = [#shard<axisarray[[0]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
