// RUN: maco-opt %s -maco-partition-annotated -split-input-file | FileCheck %s

// What JAX programs compute on scalars and small tables partitions:
//  - an op on 0-d tensors only (here the sum of two partial sums, then its
//    square root: a global norm) is replicated, even where propagation
//    reached it without annotating its result; the result annotation the
//    program gives at the return moves up to the op, before its users;
//  - a non-splat tensor constant (threefry's rotation amounts in
//    `jax.random`) is partitioned by maco's arith.constant model: cloned
//    where replicated, sliced to the rank's shard (`shard.all_slice`)
//    where split. Upstream's model failed on both without a diagnostic.

shard.grid @g(shape = 2)
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
#col = affine_map<(i, j) -> (j)>
#s = affine_map<() -> ()>

// CHECK-LABEL: func.func @global_norm
// CHECK-SAME: -> (tensor<4x4xf32>, tensor<f32>)
// CHECK: %[[A:.*]] = shard.all_reduce
// CHECK: %[[B:.*]] = shard.all_reduce
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = []} ins(%[[A]], %[[B]] : tensor<f32>, tensor<f32>)
// CHECK: %[[NORM:.*]] = linalg.generic {{.*}} iterator_types = []} ins(%[[SUM]] : tensor<f32>)
// CHECK: math.sqrt
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[NORM]] : tensor<4x4xf32>, tensor<f32>)
// CHECK: return %[[Y]], %[[NORM]] : tensor<4x4xf32>, tensor<f32>
// CHECK-NOT: shard.shard
func.func @global_norm(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<f32>) {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %as = shard.shard %a to %split : tensor<8x4xf32>
  %bs = shard.shard %b to %split : tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sa = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%as : tensor<8x4xf32>) outs(%z : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %m = arith.mulf %in, %in : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
  } -> tensor<f32>
  %sb = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%bs : tensor<8x4xf32>) outs(%z : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %m = arith.mulf %in, %in : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
  } -> tensor<f32>
  %e1 = tensor.empty() : tensor<f32>
  %sum = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%sa, %sb : tensor<f32>, tensor<f32>) outs(%e1 : tensor<f32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %norm = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%e2 : tensor<f32>) {
    ^bb0(%x: f32, %o: f32):
      %r = math.sqrt %x : f32
      linalg.yield %r : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<8x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #all, #id], iterator_types = ["parallel", "parallel"]}
      ins(%as, %norm : tensor<8x4xf32>, tensor<f32>) outs(%e3 : tensor<8x4xf32>) {
    ^bb0(%x: f32, %n: f32, %o: f32):
      %r = arith.divf %x, %n : f32
      linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %out = shard.shard %scaled to %split : tensor<8x4xf32>
  %nout = shard.shard %norm to %rep : tensor<f32>
  return %out, %nout : tensor<8x4xf32>, tensor<f32>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>

// The row table is split with the rows (sliced, no communication), the
// column table is read whole on every rank (cloned).
// CHECK-LABEL: func.func @tables
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-DAG: %[[COLS:.*]] = arith.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
// CHECK-DAG: %[[ROWS:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
// CHECK: %[[LOCAL:.*]] = shard.all_slice %[[ROWS]] on @g grid_axes = [0] slice_axis = 0 : tensor<8xi32> -> tensor<4xi32>
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[LOCAL]], %[[COLS]] : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>)
func.func @tables(%x: tensor<8x4xi32>) -> tensor<8x4xi32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x4xi32>
  %rows = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
  %cols = arith.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %e = tensor.empty() : tensor<8x4xi32>
  %r = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i)>, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs, %rows, %cols : tensor<8x4xi32>, tensor<8xi32>, tensor<4xi32>) outs(%e : tensor<8x4xi32>) {
    ^bb0(%v: i32, %ri: i32, %c: i32, %o: i32):
      %t = arith.xori %v, %c : i32
      %u = arith.addi %t, %ri : i32
      linalg.yield %u : i32
  } -> tensor<8x4xi32>
  %out = shard.shard %r to %split : tensor<8x4xi32>
  return %out : tensor<8x4xi32>
}
