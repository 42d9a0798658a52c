// RUN: maco-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(maco-collective-in-place))' | FileCheck %s

// A chunked GEMM -> all-reduce as bufferization leaves it (two chunks):
// each chunk computes into rows of a buffer of its own, copies them into a
// private buffer for its started all-reduce, and after the wait the
// private buffer is copied into its rows of the result. After the pass
// each chunk computes into its rows of the result, whose allocation comes
// first, and the all-reduce runs in place on them: no copy, one buffer.
// CHECK-LABEL: func.func @chunks
//       CHECK: %[[F:.*]] = memref.alloc() : memref<8x4xf32>
//   CHECK-NOT: memref.alloc
//       CHECK: %[[V0:.*]] = memref.subview %[[F]][0, 0] [4, 4] [1, 1]
//       CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[V0]]
//       CHECK: %[[S0:.*]] = maco.all_reduce_start %[[V0]] into %[[V0]]
//       CHECK: %[[V1:.*]] = memref.subview %[[F]][4, 0] [4, 4] [1, 1]
//       CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[V1]]
//       CHECK: %[[S1:.*]] = maco.all_reduce_start %[[V1]] into %[[V1]]
//   CHECK-NOT: memref.copy
//   CHECK-NOT: memref.alloc
//       CHECK: maco.wait %[[S0]]
//       CHECK: maco.wait %[[S1]]
//       CHECK: return %[[F]]
shard.grid @tp(shape = 4)
func.func @chunks(%x: f32) -> memref<8x4xf32> {
  %a0 = memref.alloc() : memref<8x4xf32>
  %v0 = memref.subview %a0[0, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  linalg.fill ins(%x : f32) outs(%v0 : memref<4x4xf32, strided<[4, 1]>>)
  %p0 = memref.alloc() : memref<4x4xf32>
  memref.copy %v0, %p0 : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32>
  %s0 = maco.all_reduce_start %p0 into %p0 on @tp grid_axes = [0] : memref<4x4xf32> into memref<4x4xf32> -> !maco.future<>
  %a1 = memref.alloc() : memref<8x4xf32>
  %v1 = memref.subview %a1[4, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 16>>
  linalg.fill ins(%x : f32) outs(%v1 : memref<4x4xf32, strided<[4, 1], offset: 16>>)
  %p1 = memref.alloc() : memref<4x4xf32>
  memref.copy %v1, %p1 : memref<4x4xf32, strided<[4, 1], offset: 16>> to memref<4x4xf32>
  %s1 = maco.all_reduce_start %p1 into %p1 on @tp grid_axes = [0] : memref<4x4xf32> into memref<4x4xf32> -> !maco.future<>
  %f = memref.alloc() : memref<8x4xf32>
  maco.wait %s0 : !maco.future<>
  %w0 = memref.subview %f[0, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  memref.copy %p0, %w0 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  maco.wait %s1 : !maco.future<>
  %w1 = memref.subview %f[4, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 16>>
  memref.copy %p1, %w1 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 16>>
  return %f : memref<8x4xf32>
}

// -----

// Copies that stay: the operand is read after the start (its value before
// the all-reduce is needed), and a chunk's buffer is read after its copy
// into the result.
// CHECK-LABEL: func.func @live
//       CHECK: memref.copy
//       CHECK: maco.all_reduce_start
//       CHECK: memref.load
// CHECK-LABEL: func.func @read_after
//       CHECK: memref.copy
//       CHECK: memref.load
shard.grid @tp(shape = 4)
func.func @live(%x: f32) -> (memref<4x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4x4xf32>)
  %p = memref.alloc() : memref<4x4xf32>
  memref.copy %a, %p : memref<4x4xf32> to memref<4x4xf32>
  %s = maco.all_reduce_start %p into %p on @tp grid_axes = [0] : memref<4x4xf32> into memref<4x4xf32> -> !maco.future<>
  %v = memref.load %a[%c0, %c0] : memref<4x4xf32>
  maco.wait %s : !maco.future<>
  return %p, %v : memref<4x4xf32>, f32
}
func.func @read_after(%x: f32) -> (memref<8x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8x4xf32>
  %v = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  linalg.fill ins(%x : f32) outs(%v : memref<4x4xf32, strided<[4, 1]>>)
  %f = memref.alloc() : memref<8x4xf32>
  %w = memref.subview %f[0, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  memref.copy %v, %w : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[4, 1]>>
  %r = memref.load %v[%c0, %c0] : memref<4x4xf32, strided<[4, 1]>>
  return %f, %r : memref<8x4xf32>, f32
}

// -----

// The operand's buffer is read after the copy through another kind of view
// (an expand_shape): the private copy stays.
// CHECK-LABEL: func.func @aliased_later
//       CHECK: memref.copy
//       CHECK: maco.all_reduce_start
//       CHECK: memref.load
shard.grid @tp(shape = 4)
func.func @aliased_later(%x: f32) -> (memref<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<16xf32>)
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %p = memref.alloc() : memref<16xf32>
  memref.copy %a, %p : memref<16xf32> to memref<16xf32>
  %s = maco.all_reduce_start %p into %p on @tp grid_axes = [0] : memref<16xf32> into memref<16xf32> -> !maco.future<>
  %v = memref.load %e[%c0, %c0] : memref<4x4xf32>
  maco.wait %s : !maco.future<>
  return %p, %v : memref<16xf32>, f32
}
