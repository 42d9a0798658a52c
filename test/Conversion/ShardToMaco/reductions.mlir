// RUN: maco-opt %s -maco-import-shard | FileCheck %s

// shard.all_reduce / reduce / reduce_scatter -> maco.all_reduce /
// maco.reduce_scatter, including the accumulation-type conversion upstream
// allows (result element type != operand element type).

shard.grid @g(shape = 2x4)

// CHECK-LABEL: func @all_reduce_kinds
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<16xi32>)
func.func @all_reduce_kinds(%x: tensor<4x8xf32>, %i: tensor<16xi32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<16xi32>, tensor<16xi32>, tensor<4x8xf32>) {
  // CHECK: %[[S:.*]] = maco.all_reduce %[[X]] on @g grid_axes = [1] : tensor<4x8xf32> -> tensor<4x8xf32>
  %s = shard.all_reduce %x on @g grid_axes = [1] : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: %[[A:.*]] = maco.all_reduce %[[X]] on @g grid_axes = [1, 0] reduction = avg : tensor<4x8xf32> -> tensor<4x8xf32>
  %a = shard.all_reduce %x on @g grid_axes = [1, 0] reduction = average : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: %[[MX:.*]] = maco.all_reduce %[[I]] on @g grid_axes = [0] reduction = max : tensor<16xi32> -> tensor<16xi32>
  %mx = shard.all_reduce %i on @g grid_axes = [0] reduction = max : tensor<16xi32> -> tensor<16xi32>
  // CHECK: %[[MN:.*]] = maco.all_reduce %[[I]] on @g grid_axes = [0] reduction = min : tensor<16xi32> -> tensor<16xi32>
  %mn = shard.all_reduce %i on @g grid_axes = [0] reduction = min : tensor<16xi32> -> tensor<16xi32>
  // CHECK: %[[P:.*]] = maco.all_reduce %[[X]] on @g grid_axes = [0] reduction = prod : tensor<4x8xf32> -> tensor<4x8xf32>
  %p = shard.all_reduce %x on @g grid_axes = [0] reduction = product : tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: return %[[S]], %[[A]], %[[MX]], %[[MN]], %[[P]]
  return %s, %a, %mx, %mn, %p : tensor<4x8xf32>, tensor<4x8xf32>, tensor<16xi32>, tensor<16xi32>, tensor<4x8xf32>
}

// CHECK-LABEL: func @all_reduce_accumulation_type
// CHECK-SAME: (%[[H:.*]]: tensor<8xf16>, %[[D:.*]]: tensor<8xf64>, %[[B:.*]]: tensor<8xi8>, %[[F:.*]]: tensor<8xf32>)
func.func @all_reduce_accumulation_type(%h: tensor<8xf16>, %d: tensor<8xf64>, %b: tensor<8xi8>, %f: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xi32>) {
  // CHECK: %[[E:.*]] = arith.extf %[[H]] : tensor<8xf16> to tensor<8xf32>
  // CHECK: maco.all_reduce %[[E]] on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %0 = shard.all_reduce %h on @g grid_axes = [0] : tensor<8xf16> -> tensor<8xf32>
  // CHECK: %[[T:.*]] = arith.truncf %[[D]] : tensor<8xf64> to tensor<8xf32>
  // CHECK: maco.all_reduce %[[T]]
  %1 = shard.all_reduce %d on @g grid_axes = [0] : tensor<8xf64> -> tensor<8xf32>
  // CHECK: %[[SE:.*]] = arith.extsi %[[B]] : tensor<8xi8> to tensor<8xi32>
  // CHECK: maco.all_reduce %[[SE]] on @g grid_axes = [0] : tensor<8xi32> -> tensor<8xi32>
  %2 = shard.all_reduce %b on @g grid_axes = [0] : tensor<8xi8> -> tensor<8xi32>
  // CHECK: %[[IF:.*]] = arith.sitofp %[[B]] : tensor<8xi8> to tensor<8xf32>
  // CHECK: maco.all_reduce %[[IF]] on @g grid_axes = [0] reduction = avg : tensor<8xf32> -> tensor<8xf32>
  %3 = shard.all_reduce %b on @g grid_axes = [0] reduction = average : tensor<8xi8> -> tensor<8xf32>
  // CHECK: %[[FI:.*]] = arith.fptosi %[[F]] : tensor<8xf32> to tensor<8xi32>
  // CHECK: maco.all_reduce %[[FI]]
  %4 = shard.all_reduce %f on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xi32>
  return %0, %1, %2, %3, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xi32>
}

// A result more static than the operand: maco reduces in the operand's
// shape, a tensor.cast restores the result type.
// CHECK-LABEL: func @all_reduce_dynamic
func.func @all_reduce_dynamic(%x: tensor<?x8xf32>) -> tensor<4x8xf32> {
  // CHECK: %[[R:.*]] = maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<?x8xf32> -> tensor<?x8xf32>
  // CHECK: %[[C:.*]] = tensor.cast %[[R]] : tensor<?x8xf32> to tensor<4x8xf32>
  // CHECK: return %[[C]]
  %0 = shard.all_reduce %x on @g grid_axes = [0] : tensor<?x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @all_reduce_scalar
func.func @all_reduce_scalar(%x: tensor<i32>) -> tensor<i32> {
  // CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<i32> -> tensor<i32>
  %0 = shard.all_reduce %x on @g grid_axes = [0] : tensor<i32> -> tensor<i32>
  return %0 : tensor<i32>
}

// Memref form: a fresh buffer receives the result.
// CHECK-LABEL: func @all_reduce_memref
// CHECK-SAME: (%[[M:.*]]: memref<?x4xf32>)
func.func @all_reduce_memref(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK: %[[DIM:.*]] = memref.dim %[[M]], %[[C0]]
  // CHECK: %[[BUF:.*]] = memref.alloc(%[[DIM]]) : memref<?x4xf32>
  // CHECK: maco.all_reduce %[[M]] into %[[BUF]] on @g grid_axes = [1] reduction = max : memref<?x4xf32> into memref<?x4xf32>
  // CHECK: return %[[BUF]]
  %0 = shard.all_reduce %m on @g grid_axes = [1] reduction = max : memref<?x4xf32> -> memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// Rooted reduce: the result is only defined on the root, so an all-reduce
// implements it.
// CHECK-LABEL: func @reduce_rooted
func.func @reduce_rooted(%x: tensor<3x4xf32>) -> tensor<3x4xf64> {
  // CHECK: %[[E:.*]] = arith.extf %{{.*}} : tensor<3x4xf32> to tensor<3x4xf64>
  // CHECK: maco.all_reduce %[[E]] on @g grid_axes = [1, 0] reduction = max : tensor<3x4xf64> -> tensor<3x4xf64>
  %0 = shard.reduce %x on @g grid_axes = [1, 0] reduction = max root = [2, 1]
    : (tensor<3x4xf32>) -> tensor<3x4xf64>
  return %0 : tensor<3x4xf64>
}

// CHECK-LABEL: func @reduce_scatter
func.func @reduce_scatter(%x: tensor<8x4xf32>, %y: tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<1x2xf64>) {
  // CHECK: maco.reduce_scatter %{{.*}} on @g grid_axes = [1] scatter_axis = 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  %0 = shard.reduce_scatter %x on @g grid_axes = [1] scatter_axis = 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  // CHECK: %[[E:.*]] = arith.extf %{{.*}} : tensor<2x2xf32> to tensor<2x2xf64>
  // CHECK: maco.reduce_scatter %[[E]] on @g grid_axes = [0] scatter_axis = 0 reduction = max : tensor<2x2xf64> -> tensor<1x2xf64>
  %1 = shard.reduce_scatter %y on @g grid_axes = [0] reduction = max scatter_axis = 0 : tensor<2x2xf32> -> tensor<1x2xf64>
  return %0, %1 : tensor<2x4xf32>, tensor<1x2xf64>
}

// CHECK-NOT: shard.all_reduce
// CHECK-NOT: shard.reduce
