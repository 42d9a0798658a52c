// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{max-in-flight=1}))' -split-input-file | FileCheck %s --check-prefix=BOUND
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{memory-budget=100}))' -split-input-file | FileCheck %s --check-prefix=BUDGET

shard.grid @g(shape = 4)

// The start rises to just after its operand's definition, the wait sinks to
// just before the first use of its result: both matmuls overlap it.
// CHECK-LABEL: func.func @overlap
//       CHECK: %[[X:.*]] = linalg.fill
//  CHECK-NEXT: %[[F:.*]] = maco.all_reduce_start %[[X]]
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: %[[R:.*]] = maco.wait %[[F]]
//  CHECK-NEXT: return %[[R]]
func.func @overlap(%v: f32, %a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> (tensor<64xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %x = linalg.fill ins(%v : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m2 = linalg.matmul ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<64xf32> -> !maco.future<tensor<64xf32>>
  %r = maco.wait %f : !maco.future<tensor<64xf32>>
  return %r, %m2 : tensor<64xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Side effects are barriers: the start does not rise above the print, the
// wait does not sink below the second one; starts keep their order.
// CHECK-LABEL: func.func @barriers
//       CHECK: vector.print
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: maco.all_gather_start
//  CHECK-NEXT: arith.addf
//  CHECK-NEXT: maco.wait
//  CHECK-NEXT: maco.wait
//  CHECK-NEXT: vector.print
func.func @barriers(%x: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<32xf32>, f32) {
  vector.print %v : f32
  %w = arith.addf %v, %v : f32
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  %f2 = maco.all_gather_start %x on @g grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> !maco.future<tensor<32xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<32xf32>>
  vector.print %w : f32
  return %r, %r2, %w : tensor<8xf32>, tensor<32xf32>, f32
}

// -----

shard.grid @g(shape = 4)

// With max-in-flight=1 the first collective is waited before the second
// starts.
// BOUND-LABEL: func.func @bound
//       BOUND: %[[F1:.*]] = maco.all_reduce_start
//  BOUND-NEXT: maco.wait %[[F1]]
//  BOUND-NEXT: %[[F2:.*]] = maco.all_reduce_start
//       BOUND: linalg.matmul
//       BOUND: maco.wait %[[F2]]
// CHECK-LABEL: func.func @bound
//       CHECK: maco.all_reduce_start
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: linalg.matmul
func.func @bound(%x: tensor<8xf32>, %y: tensor<8xf32>, %a: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) {
  %f1 = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8xf32>>
  %f2 = maco.all_reduce_start %y on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r1, %r2, %m : tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Memref-form starts are not moved.
// CHECK-LABEL: func.func @memref_form
//       CHECK: linalg.fill
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: maco.wait
func.func @memref_form(%b: memref<8xf32>, %c: memref<8xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%c : memref<8xf32>)
  %f = maco.all_reduce_start %b into %b on @g grid_axes = [0] : memref<8xf32> into memref<8xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @g(shape = 4)

// List scheduling: work that feeds a collective runs before independent
// work (here the scale that feeds the all-reduce goes before the matmul,
// which then overlaps the collective), whatever the program order.
// CHECK-LABEL: func.func @feed_first
//   CHECK-NOT: linalg.matmul
//       CHECK: %[[F:.*]] = maco.all_reduce_start
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: maco.wait %[[F]]
func.func @feed_first(%x: tensor<64xf32>, %a: tensor<64x64xf32>) -> (tensor<64xf32>, tensor<64x64xf32>) {
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %d = arith.addf %in, %in : f32
      linalg.yield %d : f32
  } -> tensor<64xf32>
  %f = maco.all_reduce_start %s on @g grid_axes = [0] : tensor<64xf32> -> !maco.future<tensor<64xf32>>
  %r = maco.wait %f : !maco.future<tensor<64xf32>>
  return %r, %m : tensor<64xf32>, tensor<64x64xf32>
}

// -----

shard.grid @g(shape = 4)

// Memory budget: each start keeps 2 x 32 bytes alive (private operand copy
// and result); with a budget of 100 bytes the first collective is waited
// for before the second starts. Without a budget both are in flight.
// BUDGET-LABEL: func.func @budget
//       BUDGET: %[[F1:.*]] = maco.all_reduce_start
//  BUDGET-NEXT: maco.wait %[[F1]]
//  BUDGET-NEXT: %[[F2:.*]] = maco.all_reduce_start
//  BUDGET-NEXT: linalg.matmul
//  BUDGET-NEXT: maco.wait %[[F2]]
// CHECK-LABEL: func.func @budget
//       CHECK: maco.all_reduce_start
//  CHECK-NEXT: maco.all_reduce_start
//  CHECK-NEXT: linalg.matmul
func.func @budget(%x: tensor<8xf32>, %y: tensor<8xf32>, %a: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) {
  %f1 = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r1 = maco.wait %f1 : !maco.future<tensor<8xf32>>
  %f2 = maco.all_reduce_start %y on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r2 = maco.wait %f2 : !maco.future<tensor<8xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r1, %r2, %m : tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Nested blocks are scheduled on their own.
// CHECK-LABEL: func.func @nested
//       CHECK: scf.if
//       CHECK:   maco.all_reduce_start
//  CHECK-NEXT:   arith.addf
//  CHECK-NEXT:   maco.wait
func.func @nested(%x: tensor<8xf32>, %c: i1, %v: f32) -> (tensor<8xf32>, f32) {
  %r, %s = scf.if %c -> (tensor<8xf32>, f32) {
    %g = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
    %q = maco.wait %g : !maco.future<tensor<8xf32>>
    %w = arith.addf %v, %v : f32
    scf.yield %q, %w : tensor<8xf32>, f32
  } else {
    scf.yield %x, %v : tensor<8xf32>, f32
  }
  return %r, %s : tensor<8xf32>, f32
}

// -----

shard.grid @g(shape = 4)

func.func private @pure_body(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}
func.func private @external(%a: tensor<64x64xf32>) -> tensor<64x64xf32>

// A call of a function without side effects moves like a pure op (the wait
// sinks past it); a call of an external function is a barrier.
// CHECK-LABEL: func.func @calls
//       CHECK: %[[F:.*]] = maco.all_reduce_start
//  CHECK-NEXT: call @pure_body
//  CHECK-NEXT: maco.wait %[[F]]
//  CHECK-NEXT: call @external
func.func @calls(%x: tensor<8xf32>, %a: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8xf32>>
  %p = func.call @pure_body(%a) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %q = func.call @external(%a) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r, %p, %q : tensor<8xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

shard.grid @g(shape = 4)

// A ring of partial sums (what maco-collective-matmul makes of a matmul
// and a reduce-scatter): every partial matmul is independent, each permute
// carries the previous sum. A wait whose permute is predicted done and
// that unlocks the next permute runs before the remaining independent
// matmuls, so each permute overlaps one matmul; waiting as late as
// possible would run all the matmuls first and leave the later permutes
// exposed.
// CHECK-LABEL: func.func @ring_of_sums
//       CHECK: %[[P0:.*]] = linalg.matmul
//       CHECK: %[[F1:.*]] = maco.permute_start %[[P0]]
//       CHECK: %[[P1:.*]] = linalg.matmul
//       CHECK: %[[I1:.*]] = maco.wait %[[F1]]
//       CHECK: %[[S1:.*]] = linalg.add ins(%[[P1]], %[[I1]]
//       CHECK: %[[F2:.*]] = maco.permute_start %[[S1]]
//       CHECK: %[[P2:.*]] = linalg.matmul
//       CHECK: %[[I2:.*]] = maco.wait %[[F2]]
//       CHECK: linalg.add ins(%[[P2]], %[[I2]]
func.func @ring_of_sums(%x0: tensor<256x256xf32>, %x1: tensor<256x256xf32>, %x2: tensor<256x256xf32>, %w: tensor<256x1024xf32>, %z: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %p0 = linalg.matmul ins(%x0, %w : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%z : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %f1 = maco.permute_start %p0 on @g grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : tensor<256x1024xf32> -> !maco.future<tensor<256x1024xf32>>
  %i1 = maco.wait %f1 : !maco.future<tensor<256x1024xf32>>
  %p1 = linalg.matmul ins(%x1, %w : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%z : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %e = tensor.empty() : tensor<256x1024xf32>
  %s1 = linalg.add ins(%p1, %i1 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %f2 = maco.permute_start %s1 on @g grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : tensor<256x1024xf32> -> !maco.future<tensor<256x1024xf32>>
  %i2 = maco.wait %f2 : !maco.future<tensor<256x1024xf32>>
  %p2 = linalg.matmul ins(%x2, %w : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%z : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %s2 = linalg.add ins(%p2, %i2 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %s2 : tensor<256x1024xf32>
}
