// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels),canonicalize)' | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels{block-size=100}),canonicalize)' | FileCheck %s --check-prefix=BLOCK
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels{block-size=0}))' 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels{block-size=2048}))' 2>&1 | FileCheck %s --check-prefix=BIG
// A linalg body that prints or calls cannot become a kernel (any linalg op:
// this reduction would go to the reduction kernels): an error at the op,
// before anything is rewritten (found by maco-opt-fuzzer).
// RUN: not maco-opt %S/Inputs/host-only-body.mlir --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels))' 2>&1 | FileCheck %s --check-prefix=HOSTONLY
// HOSTONLY: host-only-body.mlir:9:5: error: 'vector.print' in the body of a linalg op cannot run on the GPU: maco-to-cuda makes the op's body a kernel, which cannot print or call host functions; move it out of the op
// HOSTONLY: host-only-body.mlir:20:10: error: 'func.call' in the body of a linalg op cannot run on the GPU
// HOSTONLY-NOT: gpu.launch
// (Kernels run on the host and compared with the ops they replace:
// gpu-elementwise-kernels-run.mlir.)

// ZERO: maco-gpu-elementwise-kernels: block-size must be in [1, 1024] (threads per block), got 0
// BIG: maco-gpu-elementwise-kernels: block-size must be in [1, 1024] (threads per block), got 2048

// Bias + ReLU: two groups, rows (y: 4096 blocks) and the 1024 columns where
// the bias is read (x: 256 threads of 4 elements). The alignment of the
// three buffers is tested once; 32-bit offsets; a thread's rows in a
// grid-stride loop; one 128-bit load per input, the body on vector<4xf32>,
// one store; the scalar path (misaligned buffers) runs the same 4 elements
// one by one.
// CHECK-LABEL: func.func @bias_relu
//   CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
//   CHECK-DAG: %[[C4096:.*]] = arith.constant 4096 : index
//   CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C1]], {{.*}} = %[[C4096]], {{.*}} = %[[C1]]) threads({{.*}}) in ({{.*}} = %[[C256]], {{.*}} = %[[C1]], {{.*}} = %[[C1]])
//   CHECK-NOT: arith.div
//   CHECK-NOT: arith.rem
//       CHECK: memref.extract_aligned_pointer_as_index %arg0
//       CHECK: arith.andi %{{.*}}, %c15 : index
//       CHECK: arith.muli %{{.*}}, %c4_i32 : i32
//       CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %c4096_i32 step %{{.*}} : i32
//       CHECK: scf.if
//       CHECK: vector.load %{{.*}}[%{{.*}}] {alignment = 16 : i64} : memref<2147483647xf32, strided<[1]>>, vector<4xf32>
//       CHECK: vector.load %{{.*}}[%{{.*}}] {alignment = 16 : i64} : memref<2147483647xf32, strided<[1]>>, vector<4xf32>
//       CHECK: arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
//       CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<4xf32>
//       CHECK: vector.store {{.*}} {alignment = 16 : i64}
//       CHECK: } else {
//       CHECK: scf.for %{{.*}} = %c0_i32 to %{{.*}} step %c1_i32 : i32
//       CHECK: memref.load
//       CHECK: memref.load
//       CHECK: arith.addf %{{.*}}, %{{.*}} : f32
//       CHECK: memref.store
//   CHECK-NOT: arith.div
//   CHECK-NOT: arith.rem
//       CHECK: gpu.terminator
//   CHECK-NOT: linalg.generic
//       CHECK: return

// bf16: 8 elements per 128-bit access; one group of 4 Mi elements, 2048
// blocks of 256 threads.
// CHECK-LABEL: func.func @add_bf16
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2048, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c256, {{.*}} = %c1, {{.*}} = %c1)
//       CHECK: arith.muli %{{.*}}, %c8_i32 : i32
//       CHECK: arith.cmpi slt, %{{.*}}, %c4194304_i32 : i32
//       CHECK: vector.load {{.*}} {alignment = 16 : i64} : memref<2147483647xbf16, strided<[1]>>, vector<8xbf16>
//       CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xbf16>

// Rows of 30: row starts are not 16-byte aligned, so the vector path is
// statically off; a per-row value broadcast along the row; 8 threads of
// 4 elements per row, 32 rows per block (blockDim (8, 32)), 4 blocks.
// CHECK-LABEL: func.func @row_scalar
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c4, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c8, {{.*}} = %c32, {{.*}} = %c1)
//   CHECK-NOT: vector.load
//       CHECK: scf.for %[[R:.*]] = %{{.*}} to %c128_i32
//       CHECK: scf.for
//       CHECK: memref.load
//       CHECK: %[[I:.*]] = arith.index_cast %[[R]] : i32 to index
//       CHECK: memref.load %{{.*}}[%[[I]]]
//       CHECK: math.exp %{{.*}} : f32
//   CHECK-NOT: vector.load
//       CHECK: return

// Three groups (a value read at (i, k), broadcast over j): i to z, j to
// y, k to x. 4 x 5 x 8 vectors fit one block: blockDim (4, 8, 8), one
// block (not 8 blocks of 32 threads).
// CHECK-LABEL: func.func @three_groups
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c4, {{.*}} = %c8, {{.*}} = %c8)
//       CHECK: scf.for %[[Z:.*]] = %{{.*}} to %c8_i32 step
//       CHECK: scf.for %[[Y:.*]] = %{{.*}} to %c5_i32 step
//       CHECK: arith.muli %[[Z]], %c16_i32
//       CHECK: arith.muli %[[Z]], %c80_i32
//       CHECK: arith.muli %[[Y]], %c16_i32
//       CHECK: vector.load
//       CHECK: vector.store

// A transpose reads with stride 64 along the row: one element per thread,
// no vectors.
// CHECK-LABEL: func.func @transpose
//       CHECK: gpu.launch
//   CHECK-NOT: vector.
//       CHECK: arith.muli %{{.*}}, %c32_i32
//       CHECK: memref.load
//       CHECK: memref.store
//   CHECK-NOT: vector.
//       CHECK: return

// Dynamic sizes: 64-bit offsets, no launch when empty, launch sizes
// computed on the host.
// CHECK-LABEL: func.func @dynamic
//       CHECK: %[[N:.*]] = arith.muli %{{.*}}, %{{.*}} : index
//       CHECK: %[[NE:.*]] = arith.cmpi ne, %[[N]], %c0 : index
//       CHECK: scf.if %[[NE]] {
//       CHECK:   arith.ceildivui %[[N]], %c4 : index
//       CHECK:   gpu.launch
//       CHECK:     arith.index_cast %[[N]] : index to i64
//       CHECK:     vector.broadcast %arg2 : f32 to vector<4xf32>
//       CHECK:     arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>

// A fill of a contiguous f32 buffer is a memset, a copy between two
// contiguous buffers a memcpy (stream operations, no kernel); a fill of
// bf16 stores broadcast vectors; a copy into a buffer at a dynamic offset
// reads the offset from the buffer's metadata and tests the address of
// its first element.
// CHECK-LABEL: func.func @fill_copy
//       CHECK: gpu.memset  %arg0, %arg2 : memref<1000xf32>, f32
//       CHECK: gpu.memcpy  %arg3, %arg0 : memref<1000xf32>, memref<1000xf32>
//       CHECK: gpu.launch
//       CHECK:   vector.broadcast %arg4 : bf16 to vector<8xbf16>
//       CHECK:   vector.store
//       CHECK: gpu.launch
//       CHECK:   %{{.*}}, %[[OFF:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %arg1
//       CHECK:   %[[B:.*]] = memref.extract_aligned_pointer_as_index %arg1
//       CHECK:   %[[BYTES:.*]] = arith.muli %[[OFF]], %c4 : index
//       CHECK:   arith.addi %[[B]], %[[BYTES]] : index

// Four groups (dims used in alternation) stay a linalg op (the generic
// path); a body that reads the index of dim 3 gets dim 3 as a group of its
// own (x, one element per thread: the index is the column), dims 0-2 as
// the rows; a statically empty op is erased.
// CHECK-LABEL: func.func @left_alone
//       CHECK: linalg.generic
//       CHECK: gpu.launch
//       CHECK:   %[[X:.*]] = arith.index_cast %{{.*}} : index to i32
//       CHECK:   arith.cmpi slt, %[[X]], %c5_i32 : i32
//       CHECK:   scf.for %{{.*}} = %{{.*}} to %c24_i32
//       CHECK:     arith.sitofp %{{.*}} : i32 to f32
//   CHECK-NOT: linalg.fill
//       CHECK: return

// block-size=100: blocks of 64 threads (the power of two below).
// BLOCK-LABEL: func.func @add_bf16
//       BLOCK: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c64,

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#col = affine_map<(i, j) -> (i)>
#tr = affine_map<(i, j) -> (j, i)>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
#mid = affine_map<(i, j, k) -> (i, k)>
#id4 = affine_map<(i, j, k, l) -> (i, j, k, l)>
#alt = affine_map<(i, j, k, l) -> (i, k)>
func.func @bias_relu(%a: memref<4096x1024xf32>, %b: memref<1024xf32>, %r: memref<4096x1024xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : memref<4096x1024xf32>, memref<1024xf32>) outs(%r : memref<4096x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  }
  return
}
func.func @add_bf16(%a: memref<64x64x1024xbf16>, %r: memref<64x64x1024xbf16>) {
  linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : memref<64x64x1024xbf16>) outs(%r : memref<64x64x1024xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %s = arith.addf %x, %o : bf16
    linalg.yield %s : bf16
  }
  return
}
func.func @row_scalar(%a: memref<128x30xf32>, %m: memref<128xf32>, %r: memref<128x30xf32>) {
  linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %m : memref<128x30xf32>, memref<128xf32>) outs(%r : memref<128x30xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %e = math.exp %s : f32
    linalg.yield %e : f32
  }
  return
}
func.func @three_groups(%a: memref<8x16xf32>, %r: memref<8x5x16xf32>) {
  linalg.generic {indexing_maps = [#mid, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : memref<8x16xf32>) outs(%r : memref<8x5x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @transpose(%a: memref<64x32xf32>, %r: memref<32x64xf32>) {
  linalg.transpose ins(%a : memref<64x32xf32>) outs(%r : memref<32x64xf32>) permutation = [1, 0]
  return
}
func.func @dynamic(%a: memref<?x?xf32>, %r: memref<?x?xf32>, %v: f32) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%r : memref<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %v : f32
    linalg.yield %s : f32
  }
  return
}
func.func @fill_copy(%a: memref<1000xf32>, %r: memref<1000xf32, strided<[1], offset: ?>>, %v: f32, %c: memref<1000xf32>, %w: bf16, %h: memref<64xbf16>) {
  linalg.fill ins(%v : f32) outs(%a : memref<1000xf32>)
  linalg.copy ins(%a : memref<1000xf32>) outs(%c : memref<1000xf32>)
  linalg.fill ins(%w : bf16) outs(%h : memref<64xbf16>)
  linalg.copy ins(%a : memref<1000xf32>) outs(%r : memref<1000xf32, strided<[1], offset: ?>>)
  return
}
func.func @left_alone(%a: memref<2x4xf32>, %r: memref<2x3x4x5xf32>, %e: memref<0x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#alt, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : memref<2x4xf32>) outs(%r : memref<2x3x4x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%r : memref<2x3x4x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 3 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  }
  linalg.fill ins(%zero : f32) outs(%e : memref<0x8xf32>)
  return
}
