// RUN: maco-opt %s -split-input-file --maco-partition-annotated | FileCheck %s
//
// maco.manual_computation (shard_map) under maco-partition-annotated: its
// operands get exactly its in_shardings (a differently sharded producer
// is resharded), its body is inlined on the local shards, and the body
// function is erased once nothing refers to it.

// CHECK-LABEL: func.func @ring(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<f32>)
// CHECK-NEXT: %[[P:.*]] = maco.permute %arg1 on @mesh grid_axes = [0] pairs = {{\[\[}}0, 1], [1, 0]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %arg0, %[[P]] : tensor<4x8xf32>
// CHECK: %[[R:.*]] = linalg.reduce ins(%[[S]]
// CHECK: %[[T:.*]] = maco.all_reduce %[[R]] on @mesh grid_axes = [0]
// CHECK: return %[[S]], %[[T]]
// CHECK-NOT: func.func private @body
shard.grid @mesh(shape = 2)
func.func private @body(%a: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<f32>) {
  %p = maco.permute %w on @mesh grid_axes = [0] pairs = [[0, 1], [1, 0]] : tensor<4x8xf32> -> tensor<4x8xf32>
  %s = arith.addf %a, %p : tensor<4x8xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  %r = linalg.reduce ins(%s : tensor<4x8xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %t = arith.addf %x, %acc : f32
      linalg.yield %t : f32
    }
  %t = maco.all_reduce %r on @mesh grid_axes = [0] reduction = sum : tensor<f32> -> tensor<f32>
  return %s, %t : tensor<4x8xf32>, tensor<f32>
}
func.func @ring(%a: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %s0 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding
  %a0 = shard.shard %a to %s0 : tensor<8x8xf32>
  %w0 = shard.shard %w to %s0 : tensor<8x8xf32>
  %r:2 = maco.manual_computation @body(%a0, %w0) on @mesh
           in_shardings = [#shard<axisarray[[0]]>, #shard<axisarray[[0]]>]
           out_shardings = [#shard<axisarray[[0]]>, #shard<axisarray[[]]>]
           : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>)
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<f32>
}

// -----

// The argument is split by rows but the body wants it split by columns:
// an all-to-all before the body, and one back to rows after it for the
// function's result. The body is used twice, inlined twice, and still
// erased.
// CHECK-LABEL: func.func @reshard(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: shard.all_to_all %arg0 on @mesh grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: shard.all_to_all {{.*}} split_axis = 0 concat_axis = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NOT: func.func private @twice
shard.grid @mesh(shape = 2)
func.func private @twice(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %m = arith.mulf %a, %a : tensor<8x4xf32>
  return %m : tensor<8x4xf32>
}
func.func @reshard(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s0 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding
  %a0 = shard.shard %a to %s0 : tensor<8x8xf32>
  %r = maco.manual_computation @twice(%a0) on @mesh
         in_shardings = [#shard<axisarray[[], [0]]>] out_shardings = [#shard<axisarray[[], [0]]>]
         : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %q = maco.manual_computation @twice(%r) on @mesh
         in_shardings = [#shard<axisarray[[], [0]]>] out_shardings = [#shard<axisarray[[], [0]]>]
         : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %q0 = shard.shard %q to %s0 : tensor<8x8xf32>
  return %q0 : tensor<8x8xf32>
}

// -----

// A body that something else calls stays.
// CHECK-LABEL: func.func private @kept
// CHECK-LABEL: func.func @other
// CHECK: call @kept
shard.grid @mesh(shape = 2)
func.func private @kept(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @uses(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = maco.manual_computation @kept(%a) on @mesh
         in_shardings = [#shard<axisarray[[0]]>] out_shardings = [#shard<axisarray[[0]]>]
         : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @other(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @kept(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
