// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-place-buckets))' | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-place-buckets),convert-maco-to-runtime)' | FileCheck %s --check-prefix=LOWER

shard.grid @g(shape = 2)

// The two buffers become adjacent views of one bucket in operand order
// (the second keeps its 2x4 shape with row-major strides), the producers
// write into the views, one dealloc of the bucket replaces theirs (where
// the last one was), and the lowering reduces the whole bucket with one
// call: no pack, no unpack.
// CHECK-LABEL: func.func @bucket
//       CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
//  CHECK-NEXT: %[[V0:.*]] = memref.reinterpret_cast %[[B]] to offset: [0], sizes: [8], strides: [1]
//  CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[V0]] :
//  CHECK-NEXT: %[[V1:.*]] = memref.reinterpret_cast %[[B]] to offset: [8], sizes: [2, 4], strides: [4, 1] : memref<16xf32> to memref<2x4xf32, strided<[4, 1], offset: 8>>
//  CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[V1]] :
//  CHECK-NEXT: maco.all_reduce %[[V0]], %[[V1]] into %[[V0]], %[[V1]]
//  CHECK-NEXT: memref.load %[[V0]]
//  CHECK-NEXT: memref.load %[[V1]]
//  CHECK-NEXT: memref.dealloc %[[B]] : memref<16xf32>
//   CHECK-NOT: memref.dealloc
//       CHECK: return
// LOWER-LABEL: func.func @bucket
//       LOWER: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
//       LOWER: %[[V0:.*]] = memref.reinterpret_cast %[[B]]
//       LOWER: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[V0]]
//       LOWER: %[[N:.*]] = arith.constant 16 : i64
//       LOWER: call @maco_cg_all_reduce(%[[P]], %[[P]], %[[N]],
//   LOWER-NOT: maco_cg_all_reduce
//   LOWER-NOT: memref.copy
//       LOWER: return
func.func @bucket(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %b = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<2x4xf32>)
  maco.all_reduce %a, %b into %a, %b on @g grid_axes = [0] reduction = avg : memref<8xf32>, memref<2x4xf32> into memref<8xf32>, memref<2x4xf32>
  %x = memref.load %a[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %y = memref.load %b[%c0, %c0] : memref<2x4xf32>
  memref.dealloc %b : memref<2x4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// A buffer passed to a call could be seen with its own type and identity:
// left alone (the lowering packs it as before).
// CHECK-LABEL: func.func @escapes
//   CHECK-NOT: reinterpret_cast
//       CHECK: return
// LOWER-LABEL: func.func @escapes
//       LOWER: memref.copy
//       LOWER: call @maco_cg_all_reduce(
//       LOWER: memref.copy
func.func private @use(memref<8xf32>)

func.func @escapes(%v: f32) {
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<8xf32>)
  maco.all_reduce %a, %b into %a, %b on @g grid_axes = [0] : memref<8xf32>, memref<8xf32> into memref<8xf32>, memref<8xf32>
  call @use(%a) : (memref<8xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

// A function argument is not the pass's to place.
// CHECK-LABEL: func.func @argument
//   CHECK-NOT: reinterpret_cast
//       CHECK: return

func.func @argument(%a: memref<8xf32>, %v: f32) {
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<8xf32>)
  maco.all_reduce %a, %b into %a, %b on @g grid_axes = [0] : memref<8xf32>, memref<8xf32> into memref<8xf32>, memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

// A started all-reduce: the bucket lives until after the wait and the
// last read.
// CHECK-LABEL: func.func @started
//       CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
//       CHECK: %[[F:.*]] = maco.all_reduce_start
//  CHECK-NEXT: maco.wait %[[F]]
//  CHECK-NEXT: memref.load
//  CHECK-NEXT: memref.dealloc %[[B]]
//  CHECK-NEXT: return
// LOWER-LABEL: func.func @started
//       LOWER: call @maco_cg_all_reduce(
//   LOWER-NOT: maco_cg_all_reduce(
//       LOWER: call @maco_cg_event_wait(

func.func @started(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<8xf32>)
  %f = maco.all_reduce_start %a, %b into %a, %b on @g grid_axes = [0] : memref<8xf32>, memref<8xf32> into memref<8xf32>, memref<8xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  %x = memref.load %b[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return %x : f32
}
