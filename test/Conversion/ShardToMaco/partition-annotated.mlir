// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics | FileCheck %s

// Only functions with shard.shard annotations are partitioned: @annotated
// gets its local shapes and the all-reduce of its partial sums; @spmd (shard
// ops, no annotation) and the declaration keep their signatures.
shard.grid @g(shape = 2)

// CHECK-LABEL: func.func @annotated
// CHECK-SAME: (%{{.*}}: tensor<4x4xf32>) -> tensor<4xf32>
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x4xf32>)
// CHECK: shard.all_reduce
// CHECK-NOT: shard.shard
func.func @annotated(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split annotate_for_users : tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%xs : tensor<8x4xf32>) outs(%init : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %sr = shard.shard %s to %rep : tensor<4xf32>
  %out = shard.shard %sr to %rep annotate_for_users : tensor<4xf32>
  return %out : tensor<4xf32>
}

// CHECK-LABEL: func.func @spmd
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: shard.all_reduce %[[X]] on @g grid_axes = [0] : tensor<8x4xf32> -> tensor<8x4xf32>
func.func @spmd(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = shard.all_reduce %x on @g grid_axes = [0] : tensor<8x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// CHECK: func.func private @external(tensor<8x4xf32>) -> tensor<8x4xf32>
func.func private @external(tensor<8x4xf32>) -> tensor<8x4xf32>

// -----

// What upstream cannot partition is reported on the function.
shard.grid @g(shape = 2)

// expected-error @+2 {{'func.func' op only one block is supported!}}
// expected-error @+1 {{partitioning @multi_block with upstream sharding-propagation + shard-partition failed (sharding-propagation left ops without a sharding, or one that upstream cannot partition, under every traversal order tried: backward-forward, forward-backward, forward, backward; the errors above are those of backward-forward)}}
func.func @multi_block(%x: tensor<6x6xi32>, %c: i1) -> tensor<6x6xi32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<6x6xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : tensor<6x6xi32>
^bb2:
  %1 = arith.addi %0, %0 : tensor<6x6xi32>
  return %1 : tensor<6x6xi32>
}

// -----

// What MLIR 22's shard-partition crashes on (segfault) or gets wrong
// (shapes read out of bounds) is reported before it runs.

shard.grid @g(shape = 2)

// An argument with no shard.shard use.
// expected-error @+2 {{argument #1 of @unused_argument must have exactly one use, a shard.shard annotation, for upstream shard-partition (MLIR 22 crashes otherwise); it has 0 use(s) after sharding-propagation}}
// expected-error @+1 {{partitioning @unused_argument with upstream sharding-propagation + shard-partition failed}}
func.func @unused_argument(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<8x16xf32>
  %1 = shard.shard %0 to %s annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 2)

// A result annotated twice: rejected before propagation (below).
// expected-error @+1 {{partitioning @result_used_twice with upstream sharding-propagation + shard-partition failed}}
func.func @result_used_twice(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s annotate_for_users : tensor<8x16xf32>
  %1 = tosa.abs %0 : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-note @+1 {{first annotation}}
  %2 = shard.shard %1 to %s : tensor<8x16xf32>
  // expected-error @+1 {{'shard.shard' op annotates a value that another shard.shard already annotates (2 in all)}}
  %3 = shard.shard %1 to %s : tensor<8x16xf32>
  %4 = shard.shard %2 to %s annotate_for_users : tensor<8x16xf32>
  %5 = shard.shard %3 to %s annotate_for_users : tensor<8x16xf32>
  %6 = tosa.add %4, %5 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = shard.shard %6 to %s : tensor<8x16xf32>
  %ra = shard.shard %r to %s annotate_for_users : tensor<8x16xf32>
  return %ra : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 2)

// Operands with conflicting shardings: propagation leaves the sum without
// a sharding, and it is returned as is.
// expected-error @+1 {{partitioning @conflicting_operands with upstream sharding-propagation + shard-partition failed}}
func.func @conflicting_operands(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %0 = shard.shard %x to %split : tensor<8x16xf32>
  %1 = shard.shard %0 to %split annotate_for_users : tensor<8x16xf32>
  %2 = shard.shard %0 to %rep annotate_for_users : tensor<8x16xf32>
  // expected-error @+1 {{'tosa.add' op result #0 must have exactly one use}}
  %3 = tosa.add %1, %2 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-error @+1 {{'func.return' op operand #0 has no sharding after sharding-propagation (it must come from a shard.shard annotation); upstream shard-partition (MLIR 22) crashes on it}}
  return %3 : tensor<8x16xf32>
}

// -----

shard.grid @g2(shape = 2x2)

// Two steps at once ([[0]] -> [[1]] is an unsplit and a split): upstream
// has no pattern for it, so maco reshards through [[]] (the unsplit, an
// all-gather over axis 0, then the split, a local slice along axis 1).
// CHECK-LABEL: func.func @two_steps(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: shard.all_gather %arg0 on @g2 grid_axes = [0] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// CHECK: shard.all_slice %{{.*}} on @g2 grid_axes = [1] slice_axis = 0 : tensor<8x16xf32> -> tensor<4x16xf32>
func.func @two_steps(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g2 split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @g2 split_axes = [[1]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

shard.grid @g2(shape = 2x2)

// The same reshard one step at a time is partitioned ([[0]] -> [[0, 1]]
// splits dimension 0 along grid axis 1 too; then unsplit axis 0 is not the
// last axis of the dimension, so go through replication).
// CHECK-LABEL: func.func @one_step_each
// CHECK-SAME: (%{{.*}}: tensor<4x16xf32>) -> tensor<2x16xf32>
func.func @one_step_each(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g2 split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @g2 split_axes = [[0, 1]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 4)
shard.grid @h(shape = 4)

// expected-error @+1 {{partitioning @other_grid}}
func.func @other_grid(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @h split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  // expected-error @+1 {{resharding from split axes [[0]] on @g to [[0]] on @h is not supported by upstream shard-partition (MLIR 22 crashes or computes wrong shapes on it): the two shardings are on different grids}}
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 4)

// expected-error @+1 {{partitioning @drop_halo}}
func.func @drop_halo(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g split_axes = [[0]] halo_sizes = [2, 1] : !shard.sharding
  %s1 = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  // expected-error @+1 {{resharding from split axes [[0]] on @g to [[0]] on @g is not supported by upstream shard-partition (MLIR 22 crashes or computes wrong shapes on it): a halo cannot be dropped}}
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 4)

// expected-error @+1 {{partitioning @halo_to_replicated}}
func.func @halo_to_replicated(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g split_axes = [[0]] halo_sizes = [2, 1] : !shard.sharding
  %s1 = shard.sharding @g split_axes = [[]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  // expected-error @+1 {{resharding from split axes [[0]] on @g to [] on @g is not supported by upstream shard-partition (MLIR 22 crashes or computes wrong shapes on it): with halos or explicit shard offsets only the halo sizes may change}}
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

// Found by maco-opt-fuzzer: shard-partition erased the sharding that the
// return still used (the IR no longer verified).
shard.grid @g(shape = 4)

// expected-error @+1 {{partitioning @returns_sharding}}
func.func @returns_sharding(%x: tensor<8xf32>) -> (tensor<8xf32>, !shard.sharding) {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<8xf32>
  // expected-error @+1 {{'func.return' op uses a !shard.sharding value; in a function that upstream shard-partition partitions, shardings may only be used by shard.shard (partitioning erases them)}}
  return %0, %s : tensor<8xf32>, !shard.sharding
}

// -----

// Found by maco-opt-fuzzer: a size-1 dimension split over 4 ranks became a
// size-0 shard and a tensor.cast that does not verify.
shard.grid @g(shape = 4)

// expected-error @+1 {{partitioning @indivisible}}
func.func @indivisible(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %s0 = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op splits dimension 0 of size 1 over 4 ranks (grid axes [0] of @g); upstream shard-partition (MLIR 22) needs the size to be divisible by the number of ranks}}
  %0 = shard.shard %x to %s0 : tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// Found by maco-opt-fuzzer: a split along an axis the grid lacks was only
// noticed by the collectives shard-partition created.
shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @axis_out_of_range}}
func.func @axis_out_of_range(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'shard.sharding' op splits dimension 0 along grid axis 1, but grid @g has 1 axis(es)}}
  %split = shard.sharding @g split_axes = [[0, 1]] : !shard.sharding
  %0 = shard.shard %x to %split annotate_for_users : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// Found by maco-opt-fuzzer: a reduction along a split dimension whose body
// upstream does not recognize as one combiner (here the accumulator has a
// second use) made shard-partition abort (std::bad_optional_access). (The
// fuzzer's body had a second, dead use, which canonicalization now removes
// before propagation.)
shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @two_combiners}}
func.func @two_combiners(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split annotate_for_users : tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'linalg.reduce' op reduces along a split dimension, so its body must combine the accumulator with exactly one arith add, mul, max or min op (and use the accumulator nowhere else); upstream shard-partition (MLIR 22) aborts on other combiners}}
  %s = linalg.reduce ins(%xs : tensor<8x4xf32>) outs(%init : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      %u = arith.mulf %t, %acc : f32
      linalg.yield %u : f32
    }
  %sr = shard.shard %s to %rep : tensor<4xf32>
  %out = shard.shard %sr to %rep annotate_for_users : tensor<4xf32>
  return %out : tensor<4xf32>
}

// -----

// Found by maco-opt-fuzzer: a function that returns a split tensor changes
// type when partitioned, and its caller's call no longer verified.
shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @returns_split changed its type from '(tensor<4xf32>) -> tensor<4xf32>' to '(tensor<4xf32>) -> tensor<2xf32>', but it is called; keep the tensors that cross its boundary replicated (shard them inside the function) so that its type stays the same}}
func.func @returns_split(%x: tensor<4xf32>) -> tensor<4xf32> {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %rep : tensor<4xf32>
  %x1 = shard.shard %x0 to %split annotate_for_users : tensor<4xf32>
  %a = tosa.abs %x1 : (tensor<4xf32>) -> tensor<4xf32>
  %a0 = shard.shard %a to %split : tensor<4xf32>
  %a1 = shard.shard %a0 to %split annotate_for_users : tensor<4xf32>
  return %a1 : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{called here}}
  %y = func.call @returns_split(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Found by maco-opt-fuzzer: an op result annotated twice. Upstream
// sharding-propagation moved an annotation above the op it annotates
// ("operand #0 does not dominate this use"), with or without
// annotate_for_users. A shard of a shard (a reshard) is fine.
shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @annotated_twice with upstream sharding-propagation + shard-partition failed}}
func.func @annotated_twice(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split annotate_for_users : tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %n = linalg.negf ins(%xs : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-note @+1 {{first annotation}}
  %a = shard.shard %n to %rep : tensor<8x8xf32>
  // expected-error @+1 {{'shard.shard' op annotates a value that another shard.shard already annotates (2 in all); upstream sharding-propagation (MLIR 22) builds invalid IR for that: keep one annotation and reshard its result instead}}
  %b = shard.shard %n to %split annotate_for_users : tensor<8x8xf32>
  %out = shard.shard %a to %rep annotate_for_users : tensor<8x8xf32>
  return %out : tensor<8x8xf32>
}

// -----

// An argmax (jnp.argmax) over a split dimension: a reduction into the
// value and its index, which upstream cannot combine across ranks. The
// operand is gathered along the reduced dimension first (conformOperands),
// and every rank reduces the whole of it.
// CHECK-LABEL: func.func @argmax
//  CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>) -> tensor<4xi32>
//       CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
//       CHECK: %[[WHOLE:.*]] = tensor.cast %[[ALL]]
//       CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<8x4xf32>)
//   CHECK-NOT: shard.all_reduce
//       CHECK: return
shard.grid @g(shape = 2)
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>

func.func @argmax(%x: tensor<8x4xf32>) -> tensor<4xi32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xa = shard.shard %x to %split : tensor<8x4xf32>
  %xs = shard.shard %xa to %split annotate_for_users : tensor<8x4xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<4xf32>
  %v = linalg.fill ins(%ninf : f32) outs(%ev : tensor<4xf32>) -> tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %i = linalg.fill ins(%c0 : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction", "parallel"]} ins(%xs : tensor<8x4xf32>) outs(%v, %i : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%in: f32, %best: f32, %idx: i32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %gt = arith.cmpf ogt, %in, %best : f32
    %nb = arith.select %gt, %in, %best : f32
    %ni = arith.select %gt, %ki, %idx : i32
    linalg.yield %nb, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  %rs = shard.shard %r#1 to %rep : tensor<4xi32>
  return %rs : tensor<4xi32>
}

// -----

shard.grid @g(shape = 2)
#in3 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A max that also computes its index (torch-mlir's lowering of softmax's
// maximum, aten.max.dim), the index unused: the unused result gets the
// sharding of the op's loops (rows split) instead of none, and the op
// partitions (the reduced dimension is whole).
// CHECK-LABEL: func.func @max_with_unused_index
// CHECK-SAME: (%{{.*}}: tensor<4x16xf32>) -> tensor<4xf32>
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xi64>)
func.func @max_with_unused_index(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x16xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %ev = tensor.empty() : tensor<8xf32>
  %v = linalg.fill ins(%ninf : f32) outs(%ev : tensor<8xf32>) -> tensor<8xf32>
  %ei = tensor.empty() : tensor<8xi64>
  %i = linalg.fill ins(%c0 : i64) outs(%ei : tensor<8xi64>) -> tensor<8xi64>
  %r:2 = linalg.generic {indexing_maps = [#in3, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%xs : tensor<8x16xf32>) outs(%v, %i : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%in: f32, %best: f32, %idx: i64):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %in, %best : f32
    %nb = arith.maximumf %in, %best : f32
    %ni = arith.select %gt, %ki, %idx : i64
    linalg.yield %nb, %ni : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  %rs = shard.shard %r#0 to %split : tensor<8xf32>
  return %rs : tensor<8xf32>
}

// -----

shard.grid @g(shape = 2)

// arith on tensors has no sharding here (maco shards element-wise code as
// linalg ops; maco-frontend's users get linalg from their importers).
// expected-error @+1 {{partitioning @arith_on_tensors}}
func.func @arith_on_tensors(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  // expected-error @+1 {{'arith.addf' op on tensors has no sharding (maco shards element-wise code as linalg ops)}}
  %y = arith.addf %xs, %xs : tensor<8xf32>
  %ys = shard.shard %y to %s : tensor<8xf32>
  return %ys : tensor<8xf32>
}
