// RUN: maco-opt %s -canonicalize | FileCheck %s

// rank/group_size over a group of known size fold to arith.constant
// (the dialect materializes index constants).

// The group queries fold to constants when the group's grid dimensions
// are static: rank is 0 in a group of one, group_size is the product of the
// grid sizes along grid_axes. Non-folding cases are in canonicalize.mlir.

shard.grid @grid(shape = 2x4)
shard.grid @one(shape = 1x4)
shard.grid @dyn(shape = ?x4)

// CHECK-LABEL: func.func @rank_group_of_one
func.func @rank_group_of_one() -> (index, index, index) {
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NOT: maco.rank
  // CHECK: return %[[C0]], %[[C0]], %[[C0]]
  %0 = maco.rank on @one grid_axes = [0]
  %1 = maco.rank on @grid
  %2 = maco.rank on @dyn
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @group_size
func.func @group_size() -> (index, index, index, index, index) {
  // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-NOT: maco.group_size
  // CHECK: return %[[C2]], %[[C4]], %[[C8]], %[[C1]], %[[C4]]
  %0 = maco.group_size on @grid grid_axes = [0]
  %1 = maco.group_size on @grid grid_axes = [1]
  %2 = maco.group_size on @grid grid_axes = [1, 0]
  %3 = maco.group_size on @grid
  // The static axis of a partly dynamic grid.
  %4 = maco.group_size on @dyn grid_axes = [1]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// The folded group size feeds arithmetic folding (ring neighbour).
// CHECK-LABEL: func.func @ring_next
func.func @ring_next() -> index {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: return %[[C0]]
  %r = maco.rank on @one grid_axes = [0]
  %n = maco.group_size on @one grid_axes = [0]
  %c1 = arith.constant 1 : index
  %p = arith.addi %r, %c1 : index
  %next = arith.remui %p, %n : index
  return %next : index
}
