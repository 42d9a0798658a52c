// RUN: maco-opt %s -maco-import-shard | FileCheck %s

// Process and grid queries -> maco.rank / maco.group_size / arith.

shard.grid @g(shape = 2x4)
shard.grid @dyn(shape = 2x?)

// The linear index over the whole grid is the rank in the group of all axes.
// CHECK-LABEL: func @linear_index
func.func @linear_index() -> index {
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0, 1]
  // CHECK: return %[[R]]
  %0 = shard.process_linear_index on @g : index
  return %0 : index
}

// CHECK-LABEL: func @multi_index
func.func @multi_index() -> (index, index, index) {
  // CHECK: %[[A:.*]] = maco.rank on @g grid_axes = [0]
  // CHECK: %[[B:.*]] = maco.rank on @g grid_axes = [1]
  %0:2 = shard.process_multi_index on @g : index, index
  // CHECK: %[[C:.*]] = maco.rank on @g grid_axes = [1]
  %1 = shard.process_multi_index on @g axes = [1] : index
  // CHECK: return %[[A]], %[[B]], %[[C]]
  return %0#0, %0#1, %1 : index, index, index
}

// CHECK-LABEL: func @grid_shape
func.func @grid_shape() -> (index, index, index, index) {
  // CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  %0:2 = shard.grid_shape @g : index, index
  // CHECK: %[[N:.*]] = maco.group_size on @dyn grid_axes = [1]
  %1:2 = shard.grid_shape @dyn axes = [1, 0] : index, index
  // CHECK: return %[[C2]], %[[C4]], %[[N]], %[[C2]]
  return %0#0, %0#1, %1#0, %1#1 : index, index, index, index
}

// Neighbours along one split axis, -1 at the border.
// CHECK-LABEL: func @neighbors
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index)
func.func @neighbors(%i: index, %j: index) -> (index, index) {
  // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : index
  // CHECK: %[[JD:.*]] = arith.subi %[[J]], %[[C1]]
  // CHECK: %[[LD:.*]] = arith.addi %{{.*}}, %[[JD]]
  // CHECK: %[[HD:.*]] = arith.cmpi sgt, %[[J]], %[[C0]]
  // CHECK: %[[D:.*]] = arith.select %[[HD]], %[[LD]], %[[CM1]]
  // CHECK: %[[JU:.*]] = arith.addi %[[J]], %[[C1]]
  // CHECK: %[[LU:.*]] = arith.addi %{{.*}}, %[[JU]]
  // CHECK: %[[HU:.*]] = arith.cmpi slt, %[[J]], %{{.*}}
  // CHECK: %[[U:.*]] = arith.select %[[HU]], %[[LU]], %[[CM1]]
  // CHECK: return %[[D]], %[[U]]
  %0:2 = shard.neighbors_linear_indices on @g[%i, %j] split_axes = [1] : index, index
  return %0#0, %0#1 : index, index
}

// What shard-partition may leave unused (no annotation is left in the
// module): dead shardings and shard shapes are dropped, chains included.
// CHECK-LABEL: func @dead_leftovers
func.func @dead_leftovers(%d: index) -> index {
  // CHECK-NOT: shard.
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0, 1]
  // CHECK-NEXT: return %[[R]]
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %shp:2 = shard.shard_shape dims = [8, 16] sharding = %s device = [%d] : index, index
  %t = shard.sharding @g split_axes = [[]] : !shard.sharding
  %0 = shard.process_linear_index on @g : index
  return %0 : index
}

// Shard shapes (shard-partition emits them for tensors it creates, e.g.
// tensor.empty, over a grid of dynamic size): a dimension split along grid
// axes A is divided among the n ranks of group (grid, A). Static when n
// divides a static size; the sharding goes with the shard shape.
// CHECK-LABEL: func @shard_shape_static
func.func @shard_shape_static(%i: index, %j: index) -> (index, index) {
  // CHECK-NOT: shard.
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
  // CHECK: return %[[C4]], %[[C16]]
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %shp:2 = shard.shard_shape dims = [8, 16] sharding = %s device = [%i, %j] : index, index
  return %shp#0, %shp#1 : index, index
}

// Otherwise computed: dim / n, plus one on the trailing dim % n ranks of
// the group (upstream's convention), the rank in the group being the
// device's coordinates along A, row-major.
// CHECK-LABEL: func @shard_shape_uneven
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index)
func.func @shard_shape_uneven(%i: index, %j: index) -> index {
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
  // CHECK: %[[Q:.*]] = arith.divui %[[C7]], %[[C4]] : index
  // CHECK: %[[R:.*]] = arith.remui %[[C7]], %[[C4]] : index
  // CHECK: %[[FIRST:.*]] = arith.subi %[[C4]], %[[R]] : index
  // CHECK: %[[LONGER:.*]] = arith.cmpi uge, %[[J]], %[[FIRST]] : index
  // CHECK: %[[EXTRA:.*]] = arith.select %[[LONGER]], %{{.*}}, %{{.*}} : index
  // CHECK: %[[SZ:.*]] = arith.addi %[[Q]], %[[EXTRA]] : index
  // CHECK: return %[[SZ]]
  %s = shard.sharding @g split_axes = [[1]] : !shard.sharding
  %shp = shard.shard_shape dims = [7] sharding = %s device = [%i, %j] : index
  return %shp : index
}

// Over a dynamic grid size n is maco.group_size; dynamic dims too.
// CHECK-LABEL: func @shard_shape_dynamic
// CHECK-SAME: (%[[D:.*]]: index)
func.func @shard_shape_dynamic(%d: index) -> (index, index) {
  // CHECK-NOT: shard.
  // CHECK: %[[I0:.*]] = maco.rank on @dyn grid_axes = [0]
  // CHECK: %[[I1:.*]] = maco.rank on @dyn grid_axes = [1]
  // CHECK: %[[C3:.*]] = arith.constant 3 : index
  // CHECK: %[[N:.*]] = maco.group_size on @dyn grid_axes = [0, 1]
  // CHECK: %[[N1:.*]] = maco.group_size on @dyn grid_axes = [1]
  // CHECK: %[[ROW:.*]] = arith.muli %[[I0]], %[[N1]] : index
  // CHECK: %[[IDX:.*]] = arith.addi %[[ROW]], %[[I1]] : index
  // CHECK: %[[Q:.*]] = arith.divui %[[D]], %[[N]] : index
  // CHECK: %[[R:.*]] = arith.remui %[[D]], %[[N]] : index
  // CHECK: %[[FIRST:.*]] = arith.subi %[[N]], %[[R]] : index
  // CHECK: arith.cmpi uge, %[[IDX]], %[[FIRST]] : index
  // CHECK: %[[SZ:.*]] = arith.addi %[[Q]], %{{.*}} : index
  // CHECK: return %[[C3]], %[[SZ]]
  %s = shard.sharding @dyn split_axes = [[], [0, 1]] : !shard.sharding
  %i:2 = shard.process_multi_index on @dyn : index, index
  %shp:2 = shard.shard_shape dims = [3, %d] sharding = %s device = [%i#0, %i#1] : index, index
  return %shp#0, %shp#1 : index, index
}
