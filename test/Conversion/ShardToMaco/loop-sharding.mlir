// maco-partition-annotated on scf.for (LoopSharding.cpp): the body is
// outlined, partitioned once with the loop-carried values' shardings, and
// inlined back; collectives of the body stay in the loop; values the body
// reads from above are carried through it (constants are cloned in).
//
// RUN: maco-opt %s -maco-partition-annotated -split-input-file | FileCheck %s

shard.grid @g(shape = 2)
#rows = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>

// Data-parallel steps: x split by rows, w replicated and updated with the
// column sums of x each step (an all-reduce inside the loop).
// CHECK-LABEL: func.func @steps
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>, %[[W:.*]]: tensor<16xf32>) -> tensor<16xf32>
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[WI:.*]] = %[[W]], %[[XI:.*]] = %[[X]]) -> (tensor<16xf32>, tensor<4x16xf32>)
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[XI]] : tensor<4x16xf32>)
// CHECK: shard.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<16xf32> -> tensor<16xf32>
// CHECK: scf.yield %{{.*}}, %[[XI]] : tensor<16xf32>, tensor<4x16xf32>
// CHECK: return %[[R]]#0 : tensor<16xf32>
// CHECK-NOT: func.func private @steps_loop
func.func @steps(%x: tensor<8x16xf32>, %w: tensor<16xf32>) -> tensor<16xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x16xf32>
  %ws = shard.shard %w to %rep : tensor<16xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %ws) -> tensor<16xf32> {
    %e = tensor.empty() : tensor<16xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    %s = linalg.generic {indexing_maps = [#rows, #sum], iterator_types = ["reduction", "parallel"]} ins(%xs : tensor<8x16xf32>) outs(%z : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = arith.addf %in, %out : f32
      linalg.yield %t : f32
    } -> tensor<16xf32>
    %e2 = tensor.empty() : tensor<16xf32>
    %n = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%acc, %s : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %t = arith.subf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %rs = shard.shard %r to %rep : tensor<16xf32>
  return %rs : tensor<16xf32>
}

// -----

shard.grid @g(shape = 2)
#rows = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
#scalar = affine_map<() -> ()>

// scf.while (JAX's while_loop): data-parallel steps until a replicated
// counter reaches a bound read from above. Both regions are outlined (the
// bound and x carried through them) and partitioned once: the condition
// on the local counter, the step with its all-reduce inside the loop.
// CHECK-LABEL: func.func @until
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>, %[[W:.*]]: tensor<16xf32>, %[[N:.*]]: tensor<i32>) -> tensor<16xf32>
// CHECK: %[[R:.*]]:4 = scf.while (%[[WI:.*]] = %[[W]], %[[I:.*]] = %{{.*}}, %[[NI:.*]] = %[[N]], %[[XI:.*]] = %[[X]]) : (tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>) -> (tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>)
// CHECK: arith.cmpi slt
// CHECK: scf.condition(%{{.*}}) %[[WI]], %[[I]], %[[NI]], %[[XI]]
// CHECK: } do {
// CHECK: ins(%{{.*}} : tensor<4x16xf32>)
// CHECK: shard.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<16xf32> -> tensor<16xf32>
// CHECK: arith.addi
// CHECK: scf.yield
// CHECK: return %[[R]]#0 : tensor<16xf32>
// CHECK-NOT: func.func private @until_
func.func @until(%x: tensor<8x16xf32>, %w: tensor<16xf32>, %n: tensor<i32>) -> tensor<16xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x16xf32>
  %ws = shard.shard %w to %rep : tensor<16xf32>
  %ns = shard.shard %n to %rep : tensor<i32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1 : i32
  %c0 = arith.constant dense<0> : tensor<i32>
  %r:2 = scf.while (%acc = %ws, %i = %c0) : (tensor<16xf32>, tensor<i32>) -> (tensor<16xf32>, tensor<i32>) {
    %e = tensor.empty() : tensor<i1>
    %lt = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []} ins(%i, %ns : tensor<i32>, tensor<i32>) outs(%e : tensor<i1>) {
    ^bb0(%a: i32, %b: i32, %o: i1):
      %t = arith.cmpi slt, %a, %b : i32
      linalg.yield %t : i1
    } -> tensor<i1>
    %c = tensor.extract %lt[] : tensor<i1>
    scf.condition(%c) %acc, %i : tensor<16xf32>, tensor<i32>
  } do {
  ^bb0(%acc: tensor<16xf32>, %i: tensor<i32>):
    %e = tensor.empty() : tensor<16xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    %s = linalg.generic {indexing_maps = [#rows, #sum], iterator_types = ["reduction", "parallel"]} ins(%xs : tensor<8x16xf32>) outs(%z : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = arith.addf %in, %out : f32
      linalg.yield %t : f32
    } -> tensor<16xf32>
    %e2 = tensor.empty() : tensor<16xf32>
    %d = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%acc, %s : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %t = arith.subf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<16xf32>
    %e3 = tensor.empty() : tensor<i32>
    %inc = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%i : tensor<i32>) outs(%e3 : tensor<i32>) {
    ^bb0(%a: i32, %out: i32):
      %t = arith.addi %a, %one : i32
      linalg.yield %t : i32
    } -> tensor<i32>
    scf.yield %d, %inc : tensor<16xf32>, tensor<i32>
  }
  %rs = shard.shard %r#0 to %rep : tensor<16xf32>
  return %rs : tensor<16xf32>
}

// -----

shard.grid @g(shape = 2)
#r2 = affine_map<(d0, d1) -> (d0, d1)>

// Scalar index arithmetic in a loop body (lax.scan's `min(i, n - 1)` and
// casts) partitions as it is: arith ops on scalars have nothing to shard.
// CHECK-LABEL: func.func @scalar_steps
// CHECK: scf.for
// CHECK: arith.minsi
// CHECK: arith.index_cast
// CHECK: tensor.extract
// CHECK: linalg.generic
// CHECK-SAME: tensor<4x4xf32>
func.func @scalar_steps(%x: tensor<8x4xf32>, %w: tensor<3xf32>) -> tensor<8x4xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split : tensor<8x4xf32>
  %ws = shard.shard %w to %rep : tensor<3xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %xs) -> tensor<8x4xf32> : i32 {
    %m = arith.minsi %i, %c2 : i32
    %k = arith.index_cast %m : i32 to index
    %s = tensor.extract %ws[%k] : tensor<3xf32>
    %e = tensor.empty() : tensor<8x4xf32>
    %n = linalg.generic {indexing_maps = [#r2, #r2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = arith.mulf %in, %s : f32
      linalg.yield %t : f32
    } -> tensor<8x4xf32>
    scf.yield %n : tensor<8x4xf32>
  }
  %rs = shard.shard %r to %split : tensor<8x4xf32>
  return %rs : tensor<8x4xf32>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>

// One value as the init of two loop-carried values that keep different
// shardings (rows split, replicated): propagation's last annotation of the
// value wins for both, so the init of the one annotated otherwise than its
// result is resharded to the result's sharding (here the split one is
// sliced from the replicated value; propagation's own reshards before it
// are correct, not yet minimal).
// CHECK-LABEL: func.func @shared_init
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<8x16xf32>)
// CHECK: %[[FULL:.*]] = tensor.cast %{{.*}} : tensor<8x16xf32> to tensor<8x16xf32>
// CHECK: %[[S:.*]] = shard.all_slice %[[FULL]] on @g grid_axes = [0] slice_axis = 0 : tensor<8x16xf32> -> tensor<4x16xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[S]], %{{.*}} = %[[FULL]]) -> (tensor<4x16xf32>, tensor<8x16xf32>)
func.func @shared_init(%x: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rep : tensor<8x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %xs, %b = %xs) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %e = tensor.empty() : tensor<8x16xf32>
    %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = math.exp %v : f32
      linalg.yield %t : f32
    } -> tensor<8x16xf32>
    %b2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = math.tanh %v : f32
      linalg.yield %t : f32
    } -> tensor<8x16xf32>
    scf.yield %a2, %b2 : tensor<8x16xf32>, tensor<8x16xf32>
  }
  %ra = shard.shard %r#0 to %rows : tensor<8x16xf32>
  %rb = shard.shard %r#1 to %rep : tensor<8x16xf32>
  return %ra, %rb : tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>
#pos = affine_map<()[s0, s1] -> (s0 + s1 * 16)>

// A loop body with an affine.apply (IREE's iota over expanded dimensions:
// a position s0 + s1 * 16 from linalg.index values) goes back into its
// scf.for after partitioning: the affine dialect allows inlining its ops
// only into affine scopes and loops, so they become arith ops first.
// CHECK-LABEL: func.func @affine_in_body
// CHECK: scf.for
// CHECK-NOT: affine.apply
// CHECK: arith.muli %{{.*}}, %c16
// CHECK: arith.addi
// CHECK: scf.yield
// CHECK-NOT: func.call
func.func @affine_in_body(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rows : tensor<8x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %xs) -> (tensor<8x16xf32>) {
    %e = tensor.empty() : tensor<8x16xf32>
    %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %j = linalg.index 1 : index
      %k = linalg.index 0 : index
      %p = affine.apply #pos()[%j, %k]
      %pi = arith.index_cast %p : index to i32
      %pf = arith.sitofp %pi : i32 to f32
      %t = arith.addf %v, %pf : f32
      linalg.yield %t : f32
    } -> tensor<8x16xf32>
    scf.yield %a2 : tensor<8x16xf32>
  }
  %rs = shard.shard %r to %rows : tensor<8x16xf32>
  return %rs : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>

// A loop-carried tensor that no sharding reaches from either side (its init
// an iota, its result unused: a sorting network's positions) takes the
// sharding of the loop's first known tensor of its shape, so that both are
// carried split and the body needs no collective.
// CHECK-LABEL: func.func @unreached_carried
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NOT: shard.all_gather
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[X]], %{{.*}} = %{{.*}}) -> (tensor<4x16xf32>, tensor<4x16xi32>)
// CHECK-NOT: shard.all_gather
func.func @unreached_carried(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rows : tensor<8x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<8x16xi32>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x16xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    linalg.yield %ji : i32
  } -> tensor<8x16xi32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %xs, %p = %iota) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
    %ef = tensor.empty() : tensor<8x16xf32>
    %ei = tensor.empty() : tensor<8x16xi32>
    %a2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %p : tensor<8x16xf32>, tensor<8x16xi32>) outs(%ef : tensor<8x16xf32>) {
    ^bb0(%v: f32, %q: i32, %o: f32):
      %qf = arith.sitofp %q : i32 to f32
      %t = arith.addf %v, %qf : f32
      linalg.yield %t : f32
    } -> tensor<8x16xf32>
    %p2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<8x16xi32>) outs(%ei : tensor<8x16xi32>) {
    ^bb0(%q: i32, %o: i32):
      %t = arith.addi %q, %q : i32
      linalg.yield %t : i32
    } -> tensor<8x16xi32>
    scf.yield %a2, %p2 : tensor<8x16xf32>, tensor<8x16xi32>
  }
  %rs = shard.shard %r#0 to %rows : tensor<8x16xf32>
  return %rs : tensor<8x16xf32>
}
