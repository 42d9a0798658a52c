// RUN: maco-opt %s -canonicalize | FileCheck %s

// maco canonicalization patterns (registered on the dialect):
//  * FoldSingletonGroup: a collective over a group of one rank is the
//    identity. Tensor results become the operands; memref forms become a
//    memref.copy, or nothing when in place. Started forms fold together
//    with their wait. Send/recv and permutes without a single self pair are
//    left alone.
//  * FoldStartThenWait: `x_start` immediately followed by its `maco.wait`
//    overlaps nothing and becomes the blocking `x` (attributes kept, the
//    stream dropped).
// The rank/group_size folders are tested in fold-group-size.mlir.

shard.grid @grid(shape = 2x4)
shard.grid @one(shape = 1x4)

// CHECK-LABEL: func.func @singleton_all_reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<8xbf16>)
func.func @singleton_all_reduce(%x: tensor<4xf32>, %y: tensor<8xbf16>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>, tensor<4xf32>) {
  // CHECK-NOT: maco.
  // CHECK: return %[[X]], %[[X]], %[[Y]], %[[X]]
  // Axis 0 of @one has size 1.
  %0 = maco.all_reduce %x on @one grid_axes = [0] reduction = avg : tensor<4xf32> -> tensor<4xf32>
  // No axes: the calling rank alone.
  %1 = maco.all_reduce %x on @grid : tensor<4xf32> -> tensor<4xf32>
  // Variadic.
  %2:2 = maco.all_reduce %y, %x on @one grid_axes = [0] : tensor<8xbf16>, tensor<4xf32> -> tensor<8xbf16>, tensor<4xf32>
  return %0, %1, %2#0, %2#1 : tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>, tensor<4xf32>
}

// CHECK-LABEL: func.func @singleton_other_collectives
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
func.func @singleton_other_collectives(%x: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK-NOT: maco.
  // CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]]
  %0 = maco.all_gather %x on @one grid_axes = [0] gather_axis = 1 : tensor<4x8xf32> -> tensor<4x8xf32>
  %1 = maco.reduce_scatter %x on @one grid_axes = [0] scatter_axis = 0 reduction = max : tensor<4x8xf32> -> tensor<4x8xf32>
  %2 = maco.broadcast %x on @one grid_axes = [0] root = 0 : tensor<4x8xf32> -> tensor<4x8xf32>
  %3 = maco.all_to_all %x on @one grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<4x8xf32> -> tensor<4x8xf32>
  // A permute whose single pair sends the only rank's value to itself.
  %4 = maco.permute %x on @one grid_axes = [0] pairs = [[0, 0]] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// The started form folds with its wait, even with compute in between.
// CHECK-LABEL: func.func @singleton_started
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @singleton_started(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: maco.
  // CHECK: %[[E:.*]] = arith.addf %[[X]], %[[X]]
  // CHECK-NOT: maco.
  // CHECK: return %[[X]], %[[E]], %[[X]]
  %f = maco.all_reduce_start %x on @one grid_axes = [0] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.addf %x, %x : tensor<4xf32>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  %g = maco.all_gather_start %x on @one gather_axis = 0 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %s = maco.wait %g : !maco.future<tensor<4xf32>>
  return %r, %e, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// In the memref form a group of one copies the input into the destination,
// or does nothing when in place.
// CHECK-LABEL: func.func @singleton_memref
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>, %[[C:.*]]: memref<4xi32>)
func.func @singleton_memref(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<4xi32>) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<16xf32> to memref<16xf32>
  // CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<16xf32> to memref<16xf32>
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[C]][%[[C0]]] : memref<4xi32>
  // CHECK-NEXT: return %[[V]]
  %c0 = arith.constant 0 : index
  maco.all_reduce %a into %a on @one grid_axes = [0] : memref<16xf32> into memref<16xf32>
  maco.all_reduce %a into %b on @one grid_axes = [0] : memref<16xf32> into memref<16xf32>
  maco.broadcast %c into %c on @one root = 0 : memref<4xi32> into memref<4xi32>
  // Started: the copy is placed at the start, the wait disappears.
  %f = maco.all_gather_start %a into %b on @one grid_axes = [0] gather_axis = 0 stream = 3 : memref<16xf32> into memref<16xf32> -> !maco.future<>
  %v = memref.load %c[%c0] : memref<4xi32>
  maco.wait %f : !maco.future<>
  %g = maco.reduce_scatter_start %a into %a on @one grid_axes = [0] scatter_axis = 0 : memref<16xf32> into memref<16xf32> -> !maco.future<>
  maco.wait %g : !maco.future<>
  return %v : i32
}

// CHECK-LABEL: func.func @singleton_memref_alloc
func.func @singleton_memref_alloc(%a: memref<8xf16>) -> memref<8xf16> {
  // CHECK: %[[ALLOC:.*]] = memref.alloc() : memref<8xf16>
  // CHECK-NEXT: memref.copy %{{.*}}, %[[ALLOC]]
  // CHECK-NEXT: return %[[ALLOC]]
  %out = memref.alloc() : memref<8xf16>
  maco.all_to_all %a into %out on @grid split_axis = 0 concat_axis = 0 : memref<8xf16> into memref<8xf16>
  return %out : memref<8xf16>
}

//===----------------------------------------------------------------------===//
// Group of one: what does not fold
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @singleton_kept
func.func @singleton_kept(%x: tensor<4xf32>, %p: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // A rank talking to itself still exchanges a message: send/recv stay.
  // CHECK: maco.send %{{.*}} to %{{.*}} on @one grid_axes = [0] : tensor<4xf32>
  // CHECK: maco.recv from %{{.*}} on @one grid_axes = [0] : -> tensor<4xf32>
  maco.send %x to %p on @one grid_axes = [0] : tensor<4xf32>
  %r = maco.recv from %p on @one grid_axes = [0] : -> tensor<4xf32>
  // A started send in a group of one stays as it is (its recv may be
  // started on the same stream).
  // CHECK: maco.send_start %{{.*}} to %{{.*}} on @one tag = 2 stream = 2 : tensor<4xf32>
  %f = maco.send_start %x to %p on @one tag = 2 stream = 2 : tensor<4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  // A permute with no pairs gives the only rank zeros: not the identity.
  // CHECK: %[[P:.*]] = maco.permute %{{.*}} on @one grid_axes = [0] pairs = [] : tensor<4xf32> -> tensor<4xf32>
  %p0 = maco.permute %x on @one grid_axes = [0] pairs = [] : tensor<4xf32> -> tensor<4xf32>
  // CHECK: %[[PS:.*]] = maco.permute_start %{{.*}} on @one pairs = [] stream = 2
  // CHECK: arith.addf
  // CHECK: maco.wait %[[PS]]
  %pf = maco.permute_start %x on @one pairs = [] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.addf %x, %x : tensor<4xf32>
  %p1 = maco.wait %pf : !maco.future<tensor<4xf32>>
  %s = arith.addf %p1, %e : tensor<4xf32>
  return %r, %p0, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// A group of one keeps the size, but a result more static than its operand
// states a size only the run time can confirm: folding would assert it in
// the IR (a cast that later meets the operand's real size, a copy that no
// longer verifies). These are left to the runtime lowering, which checks
// the sizes. Less static results still fold (with a cast), and so do
// memref forms whose sizes are all static.
// CHECK-LABEL: func.func @singleton_sizes_at_run_time
func.func @singleton_sizes_at_run_time(%x: tensor<?xf32>, %s: tensor<4xf32>,
    %a: memref<?xf32>, %b: memref<54xf32>) -> (tensor<54xf32>, tensor<?xf32>, tensor<4xf32>) {
  // CHECK: maco.all_gather %{{.*}} on @one grid_axes = [0] gather_axis = 0 : tensor<?xf32> -> tensor<54xf32>
  %0 = maco.all_gather %x on @one grid_axes = [0] gather_axis = 0 : tensor<?xf32> -> tensor<54xf32>
  // CHECK: maco.all_reduce_start %{{.*}} on @one grid_axes = [0] stream = 2 : tensor<?xf32> -> !maco.future<tensor<4xf32>>
  %f = maco.all_reduce_start %x on @one grid_axes = [0] stream = 2 : tensor<?xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.addf %s, %s : tensor<4xf32>
  %1 = maco.wait %f : !maco.future<tensor<4xf32>>
  // CHECK: maco.broadcast %{{.*}} into %{{.*}} on @one grid_axes = [0] root = 0 : memref<?xf32> into memref<54xf32>
  maco.broadcast %a into %b on @one grid_axes = [0] root = 0 : memref<?xf32> into memref<54xf32>
  // CHECK-NOT: maco.
  // CHECK: %[[CAST:.*]] = tensor.cast %{{.*}} : tensor<4xf32> to tensor<?xf32>
  // CHECK-NOT: maco.
  %2 = maco.all_reduce %s on @one grid_axes = [0] : tensor<4xf32> -> tensor<?xf32>
  %3 = arith.addf %1, %e : tensor<4xf32>
  return %0, %2, %3 : tensor<54xf32>, tensor<?xf32>, tensor<4xf32>
}

// Groups of more than one rank are not touched.
// CHECK-LABEL: func.func @group_of_many
func.func @group_of_many(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8xf32>) {
  // CHECK: maco.all_reduce %{{.*}} on @grid grid_axes = [0]
  // CHECK: maco.broadcast %{{.*}} on @one grid_axes = [1] root = 0
  // CHECK: maco.all_gather %{{.*}} on @one grid_axes = [0, 1] gather_axis = 0
  %0 = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %1 = maco.broadcast %x on @one grid_axes = [1] root = 0 : tensor<4xf32> -> tensor<4xf32>
  %2 = maco.all_gather %x on @one grid_axes = [0, 1] gather_axis = 0 : tensor<4xf32> -> tensor<16xf32>
  %3 = tensor.extract_slice %2[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  return %0, %1, %3 : tensor<4xf32>, tensor<4xf32>, tensor<8xf32>
}

//===----------------------------------------------------------------------===//
// Start immediately followed by its wait
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @start_then_wait
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>, %[[P:.*]]: index)
func.func @start_then_wait(%x: tensor<8x8xf32>, %p: index)
    -> (tensor<8x8xf32>, tensor<8x32xf32>, tensor<2x8xf32>, tensor<8x8xf32>, tensor<32x2xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // Attributes (reduction, axes, roots, pairs, tags, discardable ones) are
  // kept; the stream is dropped. Sends and recvs keep their start and
  // stream: the op that matches one on another rank must run on the same
  // stream (maco-consistent-p2p).
  // CHECK: %[[R0:.*]] = maco.all_reduce %[[X]] on @grid grid_axes = [0] reduction = max {keep.me} : tensor<8x8xf32> -> tensor<8x8xf32>
  // CHECK: %[[R1:.*]] = maco.all_gather %[[X]] on @grid grid_axes = [1] gather_axis = 1 : tensor<8x8xf32> -> tensor<8x32xf32>
  // CHECK: %[[R2:.*]] = maco.reduce_scatter %[[X]] on @grid grid_axes = [1] scatter_axis = 0 reduction = avg : tensor<8x8xf32> -> tensor<2x8xf32>
  // CHECK: %[[R3:.*]] = maco.broadcast %[[X]] on @grid grid_axes = [0] root = 1 : tensor<8x8xf32> -> tensor<8x8xf32>
  // CHECK: %[[R4:.*]] = maco.all_to_all %[[X]] on @grid grid_axes = [1] split_axis = 1 concat_axis = 0 : tensor<8x8xf32> -> tensor<32x2xf32>
  // CHECK: %[[R5:.*]] = maco.permute %[[X]] on @grid grid_axes = [0] pairs = {{\[}}[0, 1], [1, 0]] : tensor<8x8xf32> -> tensor<8x8xf32>
  // CHECK-NOT: maco.wait
  // CHECK: %[[F6:.*]] = maco.send_start %[[X]] to %[[P]] on @grid grid_axes = [0] tag = 7 stream = 2 : tensor<8x8xf32>
  // CHECK-NEXT: maco.wait %[[F6]]
  // CHECK-NEXT: %[[F7:.*]] = maco.recv_start from %[[P]] on @grid grid_axes = [0] tag = 7 stream = 3 : -> !maco.future<tensor<8x8xf32>>
  // CHECK-NEXT: %[[R7:.*]] = maco.wait %[[F7]]
  // CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R7]]
  %f0 = maco.all_reduce_start %x on @grid grid_axes = [0] reduction = max stream = 2 {keep.me}
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r0 = maco.wait %f0 : !maco.future<tensor<8x8xf32>>
  %f1 = maco.all_gather_start %x on @grid grid_axes = [1] gather_axis = 1
          : tensor<8x8xf32> -> !maco.future<tensor<8x32xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8x32xf32>>
  %f2 = maco.reduce_scatter_start %x on @grid grid_axes = [1] scatter_axis = 0 reduction = avg stream = 3
          : tensor<8x8xf32> -> !maco.future<tensor<2x8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<2x8xf32>>
  %f3 = maco.broadcast_start %x on @grid grid_axes = [0] root = 1 stream = 4
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r3 = maco.wait %f3 : !maco.future<tensor<8x8xf32>>
  %f4 = maco.all_to_all_start %x on @grid grid_axes = [1] split_axis = 1 concat_axis = 0 stream = 2
          : tensor<8x8xf32> -> !maco.future<tensor<32x2xf32>>
  %r4 = maco.wait %f4 : !maco.future<tensor<32x2xf32>>
  %f5 = maco.permute_start %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]] stream = 5
          : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r5 = maco.wait %f5 : !maco.future<tensor<8x8xf32>>
  %f6 = maco.send_start %x to %p on @grid grid_axes = [0] tag = 7 stream = 2
          : tensor<8x8xf32> -> !maco.future<>
  maco.wait %f6 : !maco.future<>
  %f7 = maco.recv_start from %p on @grid grid_axes = [0] tag = 7 stream = 3
          : -> !maco.future<tensor<8x8xf32>>
  %r7 = maco.wait %f7 : !maco.future<tensor<8x8xf32>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r7
      : tensor<8x8xf32>, tensor<8x32xf32>, tensor<2x8xf32>, tensor<8x8xf32>, tensor<32x2xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @start_then_wait_variadic_memref
func.func @start_then_wait_variadic_memref(%a: tensor<4xf32>, %b: tensor<2xi8>, %m: memref<16xf32>)
    -> (tensor<4xf32>, tensor<2xi8>) {
  // CHECK: %[[R:.*]]:2 = maco.all_reduce %{{.*}}, %{{.*}} on @grid grid_axes = [0, 1] : tensor<4xf32>, tensor<2xi8> -> tensor<4xf32>, tensor<2xi8>
  // CHECK: maco.all_reduce %[[M:.*]] into %[[M]] on @grid grid_axes = [1] reduction = min : memref<16xf32> into memref<16xf32>
  // CHECK: return %[[R]]#0, %[[R]]#1
  %f = maco.all_reduce_start %a, %b on @grid grid_axes = [0, 1] stream = 2
         : tensor<4xf32>, tensor<2xi8> -> !maco.future<tensor<4xf32>, tensor<2xi8>>
  %r:2 = maco.wait %f : !maco.future<tensor<4xf32>, tensor<2xi8>>
  %g = maco.all_reduce_start %m into %m on @grid grid_axes = [1] reduction = min stream = 2
         : memref<16xf32> into memref<16xf32> -> !maco.future<>
  maco.wait %g : !maco.future<>
  return %r#0, %r#1 : tensor<4xf32>, tensor<2xi8>
}

// Live compute between start and wait: the overlap is kept.
// CHECK-LABEL: func.func @start_compute_wait
func.func @start_compute_wait(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}} on @grid grid_axes = [0] stream = 2
  // CHECK-NEXT: %[[E:.*]] = arith.mulf
  // CHECK-NEXT: %[[R:.*]] = maco.wait %[[F]]
  // CHECK-NEXT: return %[[R]], %[[E]]
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.mulf %y, %y : tensor<4xf32>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r, %e : tensor<4xf32>, tensor<4xf32>
}

// Dead compute between start and wait is erased first; the pair then
// becomes the blocking op.
// CHECK-LABEL: func.func @start_dead_compute_wait
func.func @start_dead_compute_wait(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %[[R:.*]] = maco.all_reduce %{{.*}} on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: return %[[R]]
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.mulf %y, %y : tensor<4xf32>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}

// Two collectives in flight: neither start is directly followed by its own
// wait, so both stay asynchronous.
// CHECK-LABEL: func.func @interleaved
func.func @interleaved(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<16xf32>) {
  // CHECK: %[[F:.*]] = maco.all_reduce_start
  // CHECK-NEXT: %[[G:.*]] = maco.all_gather_start
  // CHECK-NEXT: maco.wait %[[F]]
  // CHECK-NEXT: maco.wait %[[G]]
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %g = maco.all_gather_start %x on @grid grid_axes = [1] gather_axis = 0 stream = 3 : tensor<4xf32> -> !maco.future<tensor<16xf32>>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  %s = maco.wait %g : !maco.future<tensor<16xf32>>
  return %r, %s : tensor<4xf32>, tensor<16xf32>
}

//===----------------------------------------------------------------------===//
// Group queries: what does not fold (folding is in fold-group-size.mlir)
//===----------------------------------------------------------------------===//

shard.grid @dyn(shape = ?x4)

// CHECK-LABEL: func.func @queries_not_folded
func.func @queries_not_folded() -> (index, index, index, index) {
  // The rank in a group of more than one rank is only known at run time.
  // CHECK: maco.rank on @grid grid_axes = [0]
  %0 = maco.rank on @grid grid_axes = [0]
  // Over a dynamic grid dimension neither query folds.
  // CHECK: maco.rank on @dyn grid_axes = [0]
  %1 = maco.rank on @dyn grid_axes = [0]
  // CHECK: maco.group_size on @dyn grid_axes = [0]
  %2 = maco.group_size on @dyn grid_axes = [0]
  // CHECK: maco.group_size on @dyn grid_axes = [1, 0]
  %3 = maco.group_size on @dyn grid_axes = [1, 0]
  return %0, %1, %2, %3 : index, index, index, index
}

// A result less static than the operand (allowed by the verifiers) gets a
// tensor.cast: replacing it by the operand alone left invalid IR (a return
// type mismatch).
shard.grid @one_by_four(shape = 1x4)

// CHECK-LABEL: func.func @singleton_dynamic_results
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<4x3xf32>)
// CHECK-NOT: maco.
// CHECK-DAG: %[[A:.*]] = tensor.cast %[[X]] : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK-DAG: %[[B:.*]] = tensor.cast %[[Y]] : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-DAG: %[[C:.*]] = tensor.cast %[[Y]] : tensor<4x3xf32> to tensor<?x?xf32>
// CHECK-DAG: %[[D:.*]] = tensor.cast %[[Y]] : tensor<4x3xf32> to tensor<?x?xf32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @singleton_dynamic_results(%x: tensor<2x3xf32>, %y: tensor<4x3xf32>)
    -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %ag = maco.all_gather %x on @one_by_four grid_axes = [0] gather_axis = 0 : tensor<2x3xf32> -> tensor<?x3xf32>
  %rs = maco.reduce_scatter %y on @one_by_four grid_axes = [0] scatter_axis = 0 : tensor<4x3xf32> -> tensor<?x3xf32>
  %aa = maco.all_to_all %y on @one_by_four grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<4x3xf32> -> tensor<?x?xf32>
  %f = maco.all_to_all_start %y on @one_by_four grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<4x3xf32> -> !maco.future<tensor<?x?xf32>>
  %w = maco.wait %f : !maco.future<tensor<?x?xf32>>
  return %ag, %rs, %aa, %w : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
