// RUN: maco-opt %s -split-input-file -verify-diagnostics | FileCheck %s
//
// maco.manual_computation (JAX's shard_map): global operands and results,
// a per-device body on their local shards. Round trip and verifier.

// CHECK-LABEL: func.func @f
// CHECK: maco.manual_computation @body(%arg0, %arg1) on @grid in_shardings = [#shard<axisarray{{\[\[}}0]]>, #shard<axisarray{{\[\[}}], [1]]>] out_shardings = [#shard<axisarray{{\[\[}}0, 1]]>] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16xf32>
shard.grid @grid(shape = 2x2)
func.func private @body(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4xf32>
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<16xf32> {
  %r = maco.manual_computation @body(%a, %b) on @grid
         in_shardings = [#shard<axisarray[[0]]>, #shard<axisarray[[], [1]]>]
         out_shardings = [#shard<axisarray[[0, 1]]>]
         : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<8xf32>) -> tensor<8xf32>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{body @body takes 'tensor<8xf32>' for operand #0, but its local shard is 'tensor<4xf32>'}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[0]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<8xf32>) -> tensor<8xf32>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{body @body returns 'tensor<8xf32>' for result #0, but its local shard is 'tensor<4xf32>'}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[]]>] out_shardings = [#shard<axisarray[[0]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 4)
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{the sharding of operand #0 splits dimension 0 of size 6 into 4 parts; it must divide evenly}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[0]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

shard.grid @grid(shape = 4)
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{the sharding of operand #0 splits along grid axis 1, but grid @grid has 1 axis(es)}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[1]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = 2x2)
func.func private @body(%a: tensor<2x2xf32>) -> tensor<2x2xf32>
func.func @f(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{the sharding of operand #0 uses grid axis 0 more than once}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[0], [0]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{the sharding of operand #0 splits 2 dimension(s), but its type 'tensor<2xf32>' has rank 1}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[], []]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{the sharding of operand #0 must be a #shard<axisarray[...]>, not 0 : i64}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [0] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{has 1 operand(s) and 1 result(s) but 0 in_shardings and 1 out_shardings}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func private @body(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{body @body takes 2 argument(s) and returns 1 value(s), but the op has 1 operand(s) and 1 result(s)}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = 2)
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{body @nothing is not a function}}
  %r = maco.manual_computation @nothing(%a) on @grid
         in_shardings = [#shard<axisarray[[]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{unknown grid symbol @grid}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[]]>] out_shardings = [#shard<axisarray[[]]>]
         : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

shard.grid @grid(shape = ?)
func.func private @body(%a: tensor<8xf32>) -> tensor<8xf32>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{the sharding of result #0 splits dimension 0 of size 8 into a dynamic number of parts; it must divide evenly}}
  %r = maco.manual_computation @body(%a) on @grid
         in_shardings = [#shard<axisarray[[]]>] out_shardings = [#shard<axisarray[[0]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
