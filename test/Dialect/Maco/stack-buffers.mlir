// RUN: maco-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(maco-stack-buffers))' | FileCheck %s
// RUN: maco-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(maco-stack-buffers{max-frame-bytes=512}))' | FileCheck %s --check-prefix=FRAME
// RUN: maco-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(maco-stack-buffers{max-buffer-bytes=0}))' | FileCheck %s --check-prefix=OFF

// A step's buffers, freed in their block: allocas at the start of the entry
// block, in program order, with their alignment; the deallocs are gone.
// With a 512-byte frame only the first two of the three 256-byte buffers
// fit; with max-buffer-bytes=0 nothing changes.
// CHECK-LABEL: func.func @step
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<64xf32>
//  CHECK-NEXT:   %[[B:.*]] = memref.alloca() : memref<64xi32>
//  CHECK-NEXT:   %[[C:.*]] = memref.alloca() : memref<8x8xf32>
//  CHECK-NEXT:   arith.constant
//   CHECK-NOT:   memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// FRAME-LABEL: func.func @step
//  FRAME-NEXT:   memref.alloca() {alignment = 64 : i64} : memref<64xf32>
//  FRAME-NEXT:   memref.alloca() : memref<64xi32>
//  FRAME-NEXT:   arith.constant
//       FRAME:   %[[C:.*]] = memref.alloc() : memref<8x8xf32>
//       FRAME:   memref.dealloc %[[C]]
//   OFF-LABEL: func.func @step
//     OFF-NOT:   memref.alloca
//         OFF:   memref.dealloc %{{.*}} : memref<8x8xf32>
//    OFF-NEXT:   return
func.func @step(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  memref.store %v, %a[%c0] : memref<64xf32>
  %x = memref.load %a[%c0] : memref<64xf32>
  memref.dealloc %a : memref<64xf32>
  %b = memref.alloc() : memref<64xi32>
  %i = arith.constant 1 : i32
  memref.store %i, %b[%c0] : memref<64xi32>
  memref.dealloc %b : memref<64xi32>
  %c = memref.alloc() : memref<8x8xf32>
  memref.store %x, %c[%c0, %c0] : memref<8x8xf32>
  %y = memref.load %c[%c0, %c0] : memref<8x8xf32>
  memref.dealloc %c : memref<8x8xf32>
  return %y : f32
}

// -----

// A buffer made and freed in each iteration of a loop (in an scf.if in
// it): one slot in the entry block serves every iteration.
// CHECK-LABEL: func.func @loop
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() : memref<16xf32>
//       CHECK:   scf.for
//       CHECK:     scf.if
//  CHECK-NEXT:       memref.store %{{.*}}, %[[A]]
//   CHECK-NOT:   memref.dealloc
func.func @loop(%n: index, %p: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      %a = memref.alloc() : memref<16xf32>
      memref.store %v, %a[%i] : memref<16xf32>
      memref.dealloc %a : memref<16xf32>
    }
  }
  return
}

// -----

// Left on the heap: a returned buffer (no dealloc here), one freed in
// another block, one of a dynamic size, one larger than 4096 bytes, one in
// another memory space, one freed twice over, and one in a region that
// is not an scf control-flow region (scf.parallel).
// CHECK-LABEL: func.func @kept
//   CHECK-NOT:   memref.alloca
//       CHECK:   return
func.func @kept(%n: index, %p: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  scf.if %p {
    memref.dealloc %o : memref<4xf32>
  }
  %d = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  %big = memref.alloc() : memref<1025xf32>
  memref.dealloc %big : memref<1025xf32>
  %s = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %s : memref<4xf32, 1>
  %t = memref.alloc() : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %q = memref.alloc() : memref<4xf32>
    memref.dealloc %q : memref<4xf32>
    scf.reduce
  }
  return %r : memref<4xf32>
}

// -----

// A function that starts with the allocations it promotes.
// CHECK-LABEL: func.func @first
//  CHECK-NEXT:   memref.alloca() : memref<4xf32>
//  CHECK-NEXT:   memref.alloca() : memref<8xf32>
//  CHECK-NEXT:   return
func.func @first() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

// -----

// A declaration is skipped.
// CHECK-LABEL: func.func private @decl
func.func private @decl(memref<4xf32>)
