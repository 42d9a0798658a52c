// RUN: maco-opt %s -maco-import-shard | FileCheck %s

// all_gather, gather, all_to_all, broadcast, scatter and all_slice.
// Roots are in-group multi-indices upstream and linear group ranks in maco
// (row-major over grid_axes in the listed order).

shard.grid @g(shape = 2x4)
shard.grid @dyn(shape = ?x4)

// CHECK-LABEL: func @all_gather
func.func @all_gather(%x: tensor<2x2xi8>) -> (tensor<2x8xi8>, tensor<4x2xi8>) {
  // CHECK: maco.all_gather %{{.*}} on @g grid_axes = [1] gather_axis = 1 : tensor<2x2xi8> -> tensor<2x8xi8>
  %0 = shard.all_gather %x on @g grid_axes = [1] gather_axis = 1 : tensor<2x2xi8> -> tensor<2x8xi8>
  // Rooted gather: only the root's result is defined, an all-gather does.
  // CHECK: maco.all_gather %{{.*}} on @g grid_axes = [0] gather_axis = 0 : tensor<2x2xi8> -> tensor<4x2xi8>
  %1 = shard.gather %x on @g grid_axes = [0] gather_axis = 0 root = [1] : (tensor<2x2xi8>) -> tensor<4x2xi8>
  return %0, %1 : tensor<2x8xi8>, tensor<4x2xi8>
}

// Element types maco collectives lack move widened and come back: an i1
// mask as i8 (zero-extended), an i16 as i32.
// CHECK-LABEL: func @narrow_integers
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : tensor<2x2xi1> to tensor<2x2xi8>
// CHECK: %[[G:.*]] = maco.all_gather %[[W]] on @g grid_axes = [1] gather_axis = 1 : tensor<2x2xi8> -> tensor<2x8xi8>
// CHECK: arith.trunci %[[G]] : tensor<2x8xi8> to tensor<2x8xi1>
// CHECK: %[[W16:.*]] = arith.extsi %{{.*}} : tensor<8x2xi16> to tensor<8x2xi32>
// CHECK: %[[A:.*]] = maco.all_to_all %[[W16]] on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xi32> -> tensor<2x8xi32>
// CHECK: arith.trunci %[[A]] : tensor<2x8xi32> to tensor<2x8xi16>
func.func @narrow_integers(%m: tensor<2x2xi1>, %x: tensor<8x2xi16>) -> (tensor<2x8xi1>, tensor<2x8xi16>) {
  %0 = shard.all_gather %m on @g grid_axes = [1] gather_axis = 1 : tensor<2x2xi1> -> tensor<2x8xi1>
  %1 = shard.all_to_all %x on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xi16> -> tensor<2x8xi16>
  return %0, %1 : tensor<2x8xi1>, tensor<2x8xi16>
}

// CHECK-LABEL: func @all_to_all
func.func @all_to_all(%x: tensor<8x2xf32>) -> tensor<2x8xf32> {
  // CHECK: maco.all_to_all %{{.*}} on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  %0 = shard.all_to_all %x on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// CHECK-LABEL: func @broadcast
func.func @broadcast(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: maco.broadcast %{{.*}} on @g grid_axes = [1] root = 3 : tensor<4xf32> -> tensor<4xf32>
  %0 = shard.broadcast %x on @g grid_axes = [1] root = [3] : (tensor<4xf32>) -> tensor<4xf32>
  // Root (1, 2) over axes [0, 1] of 2x4: 1 * 4 + 2.
  // CHECK: maco.broadcast %{{.*}} on @g grid_axes = [0, 1] root = 6 : tensor<4xf32> -> tensor<4xf32>
  %1 = shard.broadcast %x on @g grid_axes = [0, 1] root = [1, 2] : (tensor<4xf32>) -> tensor<4xf32>
  // Root (2, 1) over axes [1, 0] (listed order): 2 * 2 + 1.
  // CHECK: maco.broadcast %{{.*}} on @g grid_axes = [1, 0] root = 5 : tensor<4xf32> -> tensor<4xf32>
  %2 = shard.broadcast %x on @g grid_axes = [1, 0] root = [2, 1] : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// all_slice (emitted by shard-partition for replicated -> split): no
// communication, each rank keeps the slice at its group rank.
// CHECK-LABEL: func @all_slice
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf16>)
func.func @all_slice(%x: tensor<2x8xf16>) -> tensor<2x2xf16> {
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [1]
  // CHECK: %[[C2:.*]] = arith.constant 2 : index
  // CHECK: %[[OFF:.*]] = arith.muli %[[R]], %[[C2]] : index
  // CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, %[[OFF]]] [2, 2] [1, 1] : tensor<2x8xf16> to tensor<2x2xf16>
  // CHECK: return %[[S]]
  %0 = shard.all_slice %x on @g grid_axes = [1] slice_axis = 1 : tensor<2x8xf16> -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// CHECK-LABEL: func @all_slice_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>)
func.func @all_slice_dynamic(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  // CHECK: %[[R:.*]] = maco.rank on @dyn grid_axes = [0, 1]
  // CHECK: %[[N:.*]] = maco.group_size on @dyn grid_axes = [0, 1]
  // CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x3xf32>
  // Equal slices: a size that the group does not divide stops the program.
  // CHECK: %[[REM:.*]] = arith.remui %[[D]], %[[N]] : index
  // CHECK: %[[OK:.*]] = arith.cmpi eq, %[[REM]], %{{.*}} : index
  // CHECK: cf.assert %[[OK]], "maco: {{.*}}data-movement.mlir:[[@LINE+4]]:8: dimension 0 of the sliced tensor is not divisible by the number of ranks along grid axes [0, 1] of @dyn"
  // CHECK: %[[SZ:.*]] = arith.divui %[[D]], %[[N]] : index
  // CHECK: %[[OFF:.*]] = arith.muli %[[R]], %[[SZ]] : index
  // CHECK: tensor.extract_slice %[[X]][%[[OFF]], 0] [%[[SZ]], 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
  %0 = shard.all_slice %x on @dyn grid_axes = [0, 1] slice_axis = 0 : tensor<?x3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// Zero-sized dimensions: the slice has no elements either, so it is an
// empty tensor (an extract_slice would not verify: upstream rejects every
// static offset into a dimension of size 0, a fuzzer finding).
// CHECK-LABEL: func @all_slice_empty
func.func @all_slice_empty(%x: tensor<0x32xf32>, %y: tensor<8x0xf16>) -> (tensor<0x16xf32>, tensor<2x0xf16>) {
  // CHECK-NOT: maco.rank
  // CHECK-NOT: tensor.extract_slice
  // CHECK: %[[A:.*]] = tensor.empty() : tensor<0x16xf32>
  // CHECK: %[[B:.*]] = tensor.empty() : tensor<2x0xf16>
  // CHECK: return %[[A]], %[[B]]
  %0 = shard.all_slice %x on @g grid_axes = [0] slice_axis = 1 : tensor<0x32xf32> -> tensor<0x16xf32>
  %1 = shard.all_slice %y on @g grid_axes = [1] slice_axis = 0 : tensor<8x0xf16> -> tensor<2x0xf16>
  return %0, %1 : tensor<0x16xf32>, tensor<2x0xf16>
}

// A dynamic sliced dimension next to an empty one: the size (and the check
// that the group divides it) as for @all_slice_dynamic, no extract_slice.
// CHECK-LABEL: func @all_slice_empty_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x0xf32>)
func.func @all_slice_empty_dynamic(%x: tensor<?x0xf32>) -> tensor<?x0xf32> {
  // CHECK: %[[N:.*]] = maco.group_size on @dyn grid_axes = [0, 1]
  // CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x0xf32>
  // CHECK: cf.assert
  // CHECK: %[[SZ:.*]] = arith.divui %[[D]], %[[N]] : index
  // CHECK: %[[E:.*]] = tensor.empty(%[[SZ]]) : tensor<?x0xf32>
  // CHECK-NOT: tensor.extract_slice
  // CHECK: return %[[E]]
  %0 = shard.all_slice %x on @dyn grid_axes = [0, 1] slice_axis = 0 : tensor<?x0xf32> -> tensor<?x0xf32>
  return %0 : tensor<?x0xf32>
}

// scatter = broadcast from the root, then keep the own slice.
// CHECK-LABEL: func @scatter
func.func @scatter(%x: tensor<2x2xi8>) -> tensor<1x2xi8> {
  // CHECK: %[[B:.*]] = maco.broadcast %{{.*}} on @g grid_axes = [0] root = 1 : tensor<2x2xi8> -> tensor<2x2xi8>
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0]
  // CHECK-NOT: arith.muli
  // CHECK: tensor.extract_slice %[[B]][%[[R]], 0] [1, 2] [1, 1] : tensor<2x2xi8> to tensor<1x2xi8>
  %0 = shard.scatter %x on @g grid_axes = [0] scatter_axis = 0 root = [1] : (tensor<2x2xi8>) -> tensor<1x2xi8>
  return %0 : tensor<1x2xi8>
}

// CHECK-NOT: shard.all
// CHECK-NOT: shard.broadcast
// CHECK-NOT: shard.scatter
