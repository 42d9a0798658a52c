// RUN: maco-opt %s -maco-gpu-host-shared-alloc | FileCheck %s

// Buffers become host-shared GPU allocations (dynamic sizes kept) and
// frees become gpu.dealloc; a copy becomes linalg.copy (a kernel later); a
// constant global gets a GPU copy (gpu.memcpy), freed before the
// terminator. The gpu ops stay synchronous (maco-gpu-compute-stream puts
// them on the compute stream).
// CHECK-LABEL: func.func @f
//  CHECK-SAME: (%[[N:.*]]: index)
//       CHECK: %[[G:.*]] = memref.get_global @c
//  CHECK-NEXT: %[[GC:.*]] = gpu.alloc host_shared () : memref<4xf32>
//  CHECK-NEXT: gpu.memcpy %[[GC]], %[[G]] : memref<4xf32>, memref<4xf32>
//  CHECK-NEXT: %[[A:.*]] = gpu.alloc host_shared (%[[N]]) : memref<?xf32>
//  CHECK-NEXT: linalg.copy ins(%[[GC]] : memref<4xf32>) outs(%[[A]] : memref<?xf32>)
//  CHECK-NEXT: %[[X:.*]] = memref.load %[[A]]
//  CHECK-NEXT: gpu.dealloc %[[A]]
//  CHECK-NEXT: gpu.dealloc %[[GC]]
//  CHECK-NEXT: return %[[X]]
//   CHECK-NOT: memref.alloc
//   CHECK-NOT: memref.dealloc
//   CHECK-NOT: memref.copy
memref.global "private" constant @c : memref<4xf32> = dense<1.0>
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @c : memref<4xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  memref.copy %g, %a : memref<4xf32> to memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %x : f32
}

// A global whose view is returned stays in place (a managed copy would be
// freed before its use).
// CHECK-LABEL: func.func @returned_view
//  CHECK-NEXT: %[[G:.*]] = memref.get_global @c
//  CHECK-NEXT: %[[V:.*]] = memref.subview %[[G]]
//  CHECK-NEXT: return %[[V]]
func.func @returned_view() -> memref<2xf32, strided<[1]>> {
  %g = memref.get_global @c : memref<4xf32>
  %v = memref.subview %g[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return %v : memref<2xf32, strided<[1]>>
}
