// RUN: maco-opt %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,func.func(maco-early-dealloc),canonicalize)' -split-input-file | FileCheck %s

// Each intermediate buffer is freed right after its last use; the returned
// one stays with upstream's dealloc, which retains it.
// CHECK-LABEL: func.func @straight
//       CHECK: %[[A:.*]] = memref.alloc()
//  CHECK-NEXT: memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT: %[[B:.*]] = memref.alloc()
//  CHECK-NEXT: memref.copy %[[A]], %[[B]]
//  CHECK-NEXT: memref.dealloc %[[A]]
//  CHECK-NEXT: %[[C:.*]] = memref.alloc()
//  CHECK-NEXT: memref.copy %[[B]], %[[C]]
//  CHECK-NEXT: memref.dealloc %[[B]]
//  CHECK-NEXT: bufferization.dealloc (%[[C]] : memref<8xf32>) if (%{{.*}}) retain (%[[C]] : memref<8xf32>)
//  CHECK-NEXT: return %[[C]]
func.func @straight(%x: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %x, %a : memref<8xf32> to memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  %c = memref.alloc() : memref<8xf32>
  memref.copy %b, %c : memref<8xf32> to memref<8xf32>
  return %c : memref<8xf32>
}

// -----

shard.grid @g(shape = 2)

// The runtime uses the buffer of a started collective until its wait.
// CHECK-LABEL: func.func @started
//       CHECK: %[[A:.*]] = memref.alloc()
//       CHECK: %[[F:.*]] = maco.all_reduce_start %[[A]] into %[[A]]
//  CHECK-NEXT: memref.copy
//  CHECK-NEXT: maco.wait %[[F]]
//  CHECK-NEXT: memref.dealloc %[[A]]
//  CHECK-NEXT: memref.copy
//  CHECK-NEXT: return
func.func @started(%x: memref<8xf32>, %y: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %x, %a : memref<8xf32> to memref<8xf32>
  %f = maco.all_reduce_start %a into %a on @g grid_axes = [0] : memref<8xf32> into memref<8xf32> -> !maco.future<>
  memref.copy %x, %y : memref<8xf32> to memref<8xf32>
  maco.wait %f : !maco.future<>
  memref.copy %x, %y : memref<8xf32> to memref<8xf32>
  return
}

// -----

// A buffer whose view is returned aliases a retained value: upstream's
// placement stays.
// CHECK-LABEL: func.func @view_returned
//   CHECK-NOT: memref.dealloc
//       CHECK: %[[A:.*]] = memref.alloc()
//       CHECK: %[[V:.*]] = memref.subview %[[A]]
//  CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<8xf32>) if (%{{.*}}) retain (%[[V]] :
//  CHECK-NEXT: return %[[V]]
func.func @view_returned(%x: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %x, %a : memref<8xf32> to memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}

// -----

// A use inside a loop is a use by the loop: the buffer is freed after it.
// CHECK-LABEL: func.func @loop
//       CHECK: %[[A:.*]] = memref.alloc()
//       CHECK: scf.for
//  CHECK-NEXT: memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT: }
//  CHECK-NEXT: memref.dealloc %[[A]]
//  CHECK-NEXT: memref.copy
//  CHECK-NEXT: return
func.func @loop(%x: memref<8xf32>, %y: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %x, %a : memref<8xf32> to memref<8xf32>
  }
  memref.copy %x, %y : memref<8xf32> to memref<8xf32>
  return
}

// -----

// A buffer allocated in a loop body and yielded out of it is owned by the
// loop's result: only upstream's deallocation handles it.
// CHECK-LABEL: func.func @yielded
//       CHECK: scf.for
//       CHECK:   memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK:   scf.yield
func.func @yielded(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    memref.copy %it, %a : memref<8xf32> to memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}
