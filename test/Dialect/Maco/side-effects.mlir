// RUN: maco-opt %s -cse | FileCheck %s --check-prefixes=CHECK,CSE
// RUN: maco-opt %s -canonicalize | FileCheck %s --check-prefixes=CHECK,CANON
// RUN: maco-opt %s -cse -canonicalize -cse | FileCheck %s --check-prefixes=CHECK,CSE
// RUN: maco-opt %s -loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

// Collectives synchronise ranks: they are not Pure. Two identical
// collectives are two rounds of communication that every rank must take
// part in, and an unused collective still has to run on this rank or the
// others hang. They carry read/write effects on the maco.comm resource, so
// CSE, DCE and code motion must keep them, in program order. The group
// queries (rank, group_size) are Pure and may be CSE'd / removed.

shard.grid @grid(shape = 2x4)

// CHECK-LABEL: func.func @no_cse_no_dce
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @no_cse_no_dce(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = maco.all_reduce %[[X]] on @grid grid_axes = [0]
  // CHECK-NEXT: %[[B:.*]] = maco.all_reduce %[[X]] on @grid grid_axes = [0]
  // CHECK-NEXT: maco.all_reduce %[[X]] on @grid grid_axes = [0]
  // CHECK-NEXT: return %[[A]], %[[B]]
  %a = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %b = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %unused = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// Every collective kind, unused: all stay.
// CHECK-LABEL: func.func @unused_collectives
func.func @unused_collectives(%x: tensor<8xf32>, %p: index) {
  // CHECK-NEXT: maco.all_gather
  // CHECK-NEXT: maco.reduce_scatter
  // CHECK-NEXT: maco.broadcast
  // CHECK-NEXT: maco.all_to_all
  // CHECK-NEXT: maco.permute
  // CHECK-NEXT: maco.recv
  // CHECK-NEXT: return
  %0 = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> tensor<16xf32>
  %1 = maco.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 0 : tensor<8xf32> -> tensor<4xf32>
  %2 = maco.broadcast %x on @grid grid_axes = [0] root = 0 : tensor<8xf32> -> tensor<8xf32>
  %3 = maco.all_to_all %x on @grid grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<8xf32> -> tensor<8xf32>
  %4 = maco.permute %x on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]] : tensor<8xf32> -> tensor<8xf32>
  %5 = maco.recv from %p on @grid grid_axes = [0] : -> tensor<8xf32>
  return
}

// A started collective whose values are unused still runs and is waited.
// CHECK-LABEL: func.func @unused_started
func.func @unused_started(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[F:.*]] = maco.all_reduce_start
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: maco.wait %[[F]]
  %f = maco.all_reduce_start %x on @grid grid_axes = [0] stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %e = arith.addf %y, %y : tensor<4xf32>
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %e : tensor<4xf32>
}

// Identical memref collectives on the same buffer: both stay.
// CHECK-LABEL: func.func @memref_twice
func.func @memref_twice(%m: memref<4xf32>) {
  // CHECK-NEXT: maco.all_reduce
  // CHECK-NEXT: maco.all_reduce
  // CHECK-NEXT: return
  maco.all_reduce %m into %m on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32>
  maco.all_reduce %m into %m on @grid grid_axes = [0] : memref<4xf32> into memref<4xf32>
  return
}

// The order of collectives is kept.
// CHECK-LABEL: func.func @order
func.func @order(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  // CHECK-NEXT: maco.all_gather
  // CHECK-NEXT: maco.all_reduce
  %g = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<4xf32> -> tensor<8xf32>
  %r = maco.all_reduce %x on @grid grid_axes = [1] : tensor<4xf32> -> tensor<4xf32>
  return %r, %g : tensor<4xf32>, tensor<8xf32>
}

// Group queries are Pure.
// CHECK-LABEL: func.func @queries_are_pure
func.func @queries_are_pure() -> (index, index) {
  // CSE-NEXT: %[[R:.*]] = maco.rank on @grid grid_axes = [1]
  // CSE-NEXT: return %[[R]], %[[R]]
  // The canonicalizer removes the dead query (it does not CSE).
  // CANON-NEXT: %[[R0:.*]] = maco.rank on @grid grid_axes = [1]
  // CANON-NEXT: %[[R1:.*]] = maco.rank on @grid grid_axes = [1]
  // CANON-NEXT: return %[[R0]], %[[R1]]
  %r0 = maco.rank on @grid grid_axes = [1]
  %r1 = maco.rank on @grid grid_axes = [1]
  %unused = maco.group_size on @grid grid_axes = [0, 1]
  return %r0, %r1 : index, index
}

// A loop-invariant collective is not hoisted out of its loop: it runs once
// per iteration on every rank. A loop-invariant query is hoisted.
// LICM-LABEL: func.func @loop
// LICM: maco.rank
// LICM: scf.for
// LICM: maco.all_reduce
// LICM: scf.yield
func.func @loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %q = maco.rank on @grid grid_axes = [0]
    %s = maco.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
    %v = tensor.extract %acc[%q] : tensor<4xf32>
    %t = tensor.insert %v into %s[%i] : tensor<4xf32>
    %u = arith.addf %acc, %t : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
