// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-reduction-kernels),canonicalize)' | FileCheck %s
// RUN: maco-opt %S/Inputs/reductions.mlir --maco-to-cuda='format=isa' | FileCheck %s --check-prefix=PTX
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-reduction-kernels{block-size=16}))' 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-reduction-kernels{lanes=8}))' 2>&1 | FileCheck %s --check-prefix=LANES
// (Kernels run on the host and compared with the reductions they replace:
// gpu-reduction-kernels-run.mlir.)

// BLOCK: maco-gpu-reduction-kernels: block-size must be in [32, 1024] (threads per block), got 16
// LANES: maco-gpu-reduction-kernels: lanes must be 32 (a warp) or 1 (no shuffles, for host checking), got 8

// A row sum (softmax-shaped, 4096 x 1024): a warp per row, 8 rows per
// block, 512 blocks (131,072 threads); lanes combine with 5 xor shuffles;
// no second stage.
// CHECK-LABEL: func.func @row_sum
//   CHECK-NOT: gpu.alloc
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c512, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
//       CHECK: scf.if
//       CHECK: scf.for {{.*}} -> (vector<4xf32>)
//       CHECK: vector.load {{.*}} {alignment = 16 : i64} {{.*}} vector<4xf32>
//       CHECK: } else {
//       CHECK: scf.for {{.*}} -> (vector<4xf32>)
//       CHECK: vector.maskedload
//       CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32, %c32_i32 : f32
//       CHECK: gpu.shuffle  xor %{{.*}}, %c8_i32, %c32_i32 : f32
//       CHECK: gpu.shuffle  xor %{{.*}}, %c4_i32, %c32_i32 : f32
//       CHECK: gpu.shuffle  xor %{{.*}}, %c2_i32, %c32_i32 : f32
//       CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32, %c32_i32 : f32
//       CHECK: memref.load
//       CHECK: arith.addf
//       CHECK: memref.store
//   CHECK-NOT: gpu.launch
//       CHECK: return

// A column sum (1024 outputs of 4096): 256 threads of 4 columns would be
// too few: 256 chunks of 16 rows (65,536 threads). A warp is 8 threads of
// 4 columns (one 128-byte line per row) times 4 chunks, whose sums are
// combined with xor shuffles 16 and 8 (each of the 4 columns); one thread
// in 4 writes: partial sums in a 64 x 1024 buffer, then a thread per 4
// columns sums the 64 values (no shuffles).
// CHECK-LABEL: func.func @col_sum
//       CHECK: %[[P:.*]] = gpu.alloc  host_shared () : memref<64x1024xf32>
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c8, {{.*}} = %c32, {{.*}} = %c1)
//       CHECK: vector.load
// CHECK-COUNT-4: gpu.shuffle  xor %{{.*}}, %c16_i32, %c32_i32 : f32
// CHECK-COUNT-4: gpu.shuffle  xor %{{.*}}, %c8_i32, %c32_i32 : f32
//   CHECK-NOT: gpu.shuffle
//       CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<{{[0-9]+}}xf32, strided<[1]>>
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c256, {{.*}} = %c1, {{.*}} = %c1)
//   CHECK-NOT: gpu.shuffle
//       CHECK: memref.reinterpret_cast %[[P]]
//       CHECK: gpu.dealloc  %[[P]]

// A full sum of 4 Mi elements: 2048 chunks, a warp each (8 per block, 256
// blocks: 65,536 threads), then one warp sums the 2048 partial values.
// CHECK-LABEL: func.func @full_sum
//       CHECK: %[[P:.*]] = gpu.alloc  host_shared () : memref<2048xf32>
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c256, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c1, {{.*}} = %c8)
//       CHECK: gpu.shuffle
//       CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c1, {{.*}} = %c1)
//       CHECK: gpu.shuffle
//       CHECK: gpu.dealloc  %[[P]]

// Dynamic sizes: one chunk (no split), 64-bit offsets, the grid computed
// on the host, no launch over 0 outputs.
// CHECK-LABEL: func.func @dynamic
//       CHECK: %[[N:.*]] = memref.dim %arg0, %c0 : memref<?x64xf32>
//       CHECK: %[[SOME:.*]] = arith.cmpi ne, %[[N]], %c0 : index
//       CHECK: scf.if %[[SOME]] {
//       CHECK:   %[[G:.*]] = arith.ceildivui %[[N]], %c8 : index
//       CHECK:   gpu.launch blocks({{.*}}) in ({{.*}} = %[[G]], {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
//       CHECK:     arith.index_cast %[[N]] : index to i64
//       CHECK:     gpu.shuffle
//   CHECK-NOT: linalg.reduce

// Left to the generic path: two outputs (max and its index).
// CHECK-LABEL: func.func @two_outputs
//   CHECK-NOT: gpu.launch
//       CHECK: linalg.generic
// A 16-bit float accumulator: 128-bit loads of 8 f16, accumulators in f32
// registers (each step rounded to f16 and widened back, as the op adds in
// f16), shuffles of f32, rounded to f16 for the output.
// CHECK-LABEL: func.func @f16_acc
//       CHECK: gpu.launch
//       CHECK: scf.for {{.*}} -> (vector<8xf32>)
//       CHECK: %[[N:.*]] = arith.truncf %{{.*}} : vector<8xf32> to vector<8xf16>
//       CHECK: %[[L:.*]] = vector.load {{.*}} {alignment = 16 : i64} {{.*}} vector<8xf16>
//       CHECK: %[[S:.*]] = arith.addf %[[L]], %[[N]] : vector<8xf16>
//       CHECK: arith.extf %[[S]] : vector<8xf16> to vector<8xf32>
//       CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32, %c32_i32 : f32
//       CHECK: %[[OLD:.*]] = memref.load {{.*}} : memref<{{.*}}xf16
//       CHECK: %[[R:.*]] = arith.truncf %{{.*}} : f32 to f16
//       CHECK: arith.addf %[[R]], %[[OLD]] : f16
//   CHECK-NOT: linalg.reduce

// PTX through maco-to-cuda: each reduction kernel has 128-bit loads and no
// integer division; the row, column and full sums shuffle (shfl.sync.bfly).
// PTX-LABEL: gpu.binary @row_sum_kernel
//  PTX-SAME: .maxntid 32, 8, 1
//   PTX-NOT: div.
//  PTX-SAME: ld.global.v4.b32
//  PTX-SAME: shfl.sync.bfly.b32
//   PTX-NOT: div.
//   PTX-NOT: rem.
// PTX-LABEL: gpu.binary @col_sum_kernel
//   PTX-NOT: div.
//  PTX-SAME: ld.global.v4.b32
//  PTX-SAME: shfl.sync.bfly.b32
//   PTX-NOT: div.
//   PTX-NOT: rem.
// PTX-LABEL: gpu.binary @full_sum_kernel
//   PTX-NOT: div.
//  PTX-SAME: ld.global.v4.b32
//  PTX-SAME: shfl.sync.bfly.b32
//   PTX-NOT: div.
//   PTX-NOT: rem.
// A bf16 column max (its fill is the first kernel): 128-bit loads of 8
// bf16, f32 shuffles in the warps.
// PTX-LABEL: gpu.binary @bf16_col_max_kernel_2
//   PTX-NOT: div.
//  PTX-SAME: ld.global.v4.b32
//  PTX-SAME: shfl.sync.bfly.b32
//   PTX-NOT: div.
//   PTX-NOT: rem.

func.func @row_sum(%a: memref<4096x1024xf32>, %o: memref<4096xf32>) {
  linalg.reduce ins(%a : memref<4096x1024xf32>) outs(%o : memref<4096xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
func.func @col_sum(%a: memref<4096x1024xf32>, %o: memref<1024xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4096x1024xf32>) outs(%o : memref<1024xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
func.func @full_sum(%a: memref<4194304xf32>, %o: memref<f32>) {
  linalg.reduce ins(%a : memref<4194304xf32>) outs(%o : memref<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
func.func @dynamic(%a: memref<?x64xf32>, %o: memref<?xf32>) {
  linalg.reduce ins(%a : memref<?x64xf32>) outs(%o : memref<?xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
func.func @two_outputs(%a: memref<8x64xf32>, %m: memref<8xf32>, %i: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<8x64xf32>) outs(%m, %i : memref<8xf32>, memref<8xi32>) {
  ^bb0(%x: f32, %mo: f32, %io: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %g = arith.cmpf ogt, %x, %mo : f32
    %nm = arith.select %g, %x, %mo : f32
    %ni = arith.select %g, %ji, %io : i32
    linalg.yield %nm, %ni : f32, i32
  }
  return
}
func.func @f16_acc(%a: memref<8x64xf16>, %o: memref<8xf16>) {
  linalg.reduce ins(%a : memref<8x64xf16>) outs(%o : memref<8xf16>) dimensions = [1]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return
}
