// RUN: maco-opt %s -maco-import-shard | FileCheck %s

// shift -> maco.permute with explicit [source, target] pairs over the
// linearized group; send/recv -> maco.send/recv with a group-rank peer.

shard.grid @g1(shape = 4)
shard.grid @g(shape = 2x4)

// Group member with coordinate c sends to c + offset.
// CHECK-LABEL: func @shift_rotate
func.func @shift_rotate(%x: tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>) {
  // CHECK: maco.permute %{{.*}} on @g1 grid_axes = [0] pairs = {{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]] : tensor<2xi8> -> tensor<2xi8>
  %0 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = 1 rotate : tensor<2xi8> -> tensor<2xi8>
  // CHECK: maco.permute %{{.*}} on @g1 grid_axes = [0] pairs = {{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]] : tensor<2xi8> -> tensor<2xi8>
  %1 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = -1 rotate : tensor<2xi8> -> tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}

// Without `rotate` the edge ranks get no source (maco: zeros).
// CHECK-LABEL: func @shift_no_rotate
func.func @shift_no_rotate(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: maco.permute %{{.*}} on @g1 grid_axes = [0] pairs = {{\[\[}}0, 2], [1, 3]] : tensor<2xf32> -> tensor<2xf32>
  %0 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = 2 : tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Two grid axes: group rank = c0 * 4 + c1 over axes [0, 1]; shifting along
// grid axis 1 keeps c0.
// CHECK-LABEL: func @shift_2d
func.func @shift_2d(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: maco.permute %{{.*}} on @g grid_axes = [0, 1] pairs = {{\[\[}}0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]
  %0 = shard.shift %x on @g grid_axes = [0, 1] shift_axis = 1 offset = 1 rotate : tensor<2xf32> -> tensor<2xf32>
  // Axes listed [1, 0]: group rank = c1 * 2 + c0; shift along axis 0.
  // CHECK: maco.permute %{{.*}} on @g grid_axes = [1, 0] pairs = {{\[\[}}0, 1], [2, 3], [4, 5], [6, 7]]
  %1 = shard.shift %x on @g grid_axes = [1, 0] shift_axis = 0 offset = 1 : tensor<2xf32> -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// A full rotation moves nothing.
// CHECK-LABEL: func @shift_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
func.func @shift_identity(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NOT: maco.permute
  // CHECK: return %[[X]]
  %0 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = 4 rotate : tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func @send_recv
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: index)
func.func @send_recv(%x: tensor<4xf32>, %i: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[C6:.*]] = arith.constant 6 : index
  // CHECK: maco.send %[[X]] to %[[C6]] on @g grid_axes = [0, 1] : tensor<4xf32>
  %0 = shard.send %x on @g grid_axes = [0, 1] destination = [1, 2] : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  // CHECK: %[[R:.*]] = maco.recv from %[[C1]] on @g grid_axes = [1] : -> tensor<4xf32>
  %1 = shard.recv %x on @g grid_axes = [1] source = [1] : (tensor<4xf32>) -> tensor<4xf32>
  // Dynamic peer (%i, 3) over axes [0, 1]: %i * 4 + 3.
  // CHECK: %[[C3:.*]] = arith.constant 3 : index
  // CHECK: %[[C4:.*]] = arith.constant 4 : index
  // CHECK: %[[M:.*]] = arith.muli %[[I]], %[[C4]] : index
  // CHECK: %[[P:.*]] = arith.addi %[[M]], %[[C3]] : index
  // CHECK: %[[R2:.*]] = maco.recv from %[[P]] on @g grid_axes = [0, 1] : -> tensor<4xf32>
  %2 = shard.recv %x on @g grid_axes = [0, 1] source = [%i, 3] : (tensor<4xf32>, index) -> tensor<4xf32>
  // The result of shard.send is its input.
  // CHECK: return %[[X]], %[[R]], %[[R2]]
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
