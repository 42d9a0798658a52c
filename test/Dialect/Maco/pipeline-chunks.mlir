// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=2}))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=1}))' -split-input-file | FileCheck %s --check-prefix=ONE
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=2},maco-async-collectives,maco-schedule))' -split-input-file | FileCheck %s --check-prefix=PIPE
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=4}))' -split-input-file | FileCheck %s --check-prefix=FOUR
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{chunks=4},maco-async-collectives,maco-schedule))' -split-input-file | FileCheck %s --check-prefix=PIPE4
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks{target=%S/Inputs/slow-link.target}))' -split-input-file | FileCheck %s --check-prefix=MODEL
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-pipeline-chunks))' -split-input-file | FileCheck %s --check-prefix=DEFAULT

shard.grid @g(shape = 4)

// matmul -> all_reduce: rows of A, C and the result in 2 chunks; the
// results are inserted after the last chunk.
// CHECK-LABEL: func.func @mm_ar
//       CHECK: %[[A0:.*]] = tensor.extract_slice %arg0[0, 0] [32, 32] [1, 1]
//       CHECK: %[[C0:.*]] = tensor.extract_slice %arg2[0, 0] [32, 16] [1, 1]
//       CHECK: %[[M0:.*]] = linalg.matmul ins(%[[A0]], %arg1 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%[[C0]] : tensor<32x16xf32>)
//       CHECK: %[[R0:.*]] = maco.all_reduce %[[M0]] on @g grid_axes = [0] : tensor<32x16xf32> -> tensor<32x16xf32>
//       CHECK: %[[A1:.*]] = tensor.extract_slice %arg0[32, 0] [32, 32] [1, 1]
//       CHECK: %[[C1:.*]] = tensor.extract_slice %arg2[32, 0] [32, 16] [1, 1]
//       CHECK: %[[M1:.*]] = linalg.matmul ins(%[[A1]], %arg1 : {{.*}}) outs(%[[C1]] : tensor<32x16xf32>)
//       CHECK: %[[R1:.*]] = maco.all_reduce %[[M1]]
//       CHECK: %[[E:.*]] = tensor.empty() : tensor<64x16xf32>
//       CHECK: %[[I0:.*]] = tensor.insert_slice %[[R0]] into %[[E]][0, 0] [32, 16] [1, 1]
//       CHECK: %[[I1:.*]] = tensor.insert_slice %[[R1]] into %[[I0]][32, 0] [32, 16] [1, 1]
//       CHECK: return %[[I1]]
// ONE-LABEL: func.func @mm_ar
//  ONE-NEXT: linalg.matmul
//  ONE-NEXT: maco.all_reduce
// After async + schedule chunk 0's all-reduce overlaps chunk 1's matmul.
// PIPE-LABEL: func.func @mm_ar
//       PIPE: linalg.matmul
//  PIPE-NEXT: %[[F0:.*]] = maco.all_reduce_start
//       PIPE: linalg.matmul
//  PIPE-NEXT: %[[F1:.*]] = maco.all_reduce_start
//  PIPE-NEXT: tensor.empty
//  PIPE-NEXT: maco.wait %[[F0]]
//  PIPE-NEXT: tensor.insert_slice
//  PIPE-NEXT: maco.wait %[[F1]]
// chunks=4: 16-row chunks at rows 0, 16, 32, 48.
// FOUR-LABEL: func.func @mm_ar
//       FOUR: %[[A0:.*]] = tensor.extract_slice %arg0[0, 0] [16, 32] [1, 1]
//       FOUR: %[[C0:.*]] = tensor.extract_slice %arg2[0, 0] [16, 16] [1, 1]
//       FOUR: %[[M0:.*]] = linalg.matmul ins(%[[A0]], %arg1 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%[[C0]] : tensor<16x16xf32>)
//       FOUR: %[[R0:.*]] = maco.all_reduce %[[M0]] {{.*}} : tensor<16x16xf32> -> tensor<16x16xf32>
//       FOUR: tensor.extract_slice %arg0[16, 0] [16, 32] [1, 1]
//       FOUR: tensor.extract_slice %arg2[16, 0] [16, 16] [1, 1]
//       FOUR: %[[R1:.*]] = maco.all_reduce
//       FOUR: tensor.extract_slice %arg0[32, 0] [16, 32] [1, 1]
//       FOUR: %[[R2:.*]] = maco.all_reduce
//       FOUR: tensor.extract_slice %arg0[48, 0] [16, 32] [1, 1]
//       FOUR: %[[R3:.*]] = maco.all_reduce
//  FOUR-NEXT: %[[E:.*]] = tensor.empty() : tensor<64x16xf32>
//  FOUR-NEXT: %[[I0:.*]] = tensor.insert_slice %[[R0]] into %[[E]][0, 0] [16, 16] [1, 1]
//  FOUR-NEXT: %[[I1:.*]] = tensor.insert_slice %[[R1]] into %[[I0]][16, 0] [16, 16] [1, 1]
//  FOUR-NEXT: %[[I2:.*]] = tensor.insert_slice %[[R2]] into %[[I1]][32, 0] [16, 16] [1, 1]
//  FOUR-NEXT: %[[I3:.*]] = tensor.insert_slice %[[R3]] into %[[I2]][48, 0] [16, 16] [1, 1]
//  FOUR-NEXT: return %[[I3]]
// After async + schedule: every all-reduce starts right after its matmul
// and is waited for only after the last matmul, so all-reduce i runs
// beside matmuls i+1..3.
// PIPE4-LABEL: func.func @mm_ar
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: %[[F0:.*]] = maco.all_reduce_start
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: %[[F1:.*]] = maco.all_reduce_start
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: %[[F2:.*]] = maco.all_reduce_start
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: %[[F3:.*]] = maco.all_reduce_start
//  PIPE4-NEXT: tensor.empty
//  PIPE4-NEXT: maco.wait %[[F0]]
//  PIPE4-NEXT: tensor.insert_slice
//  PIPE4-NEXT: maco.wait %[[F1]]
//  PIPE4-NEXT: tensor.insert_slice
//  PIPE4-NEXT: maco.wait %[[F2]]
//  PIPE4-NEXT: tensor.insert_slice
//  PIPE4-NEXT: maco.wait %[[F3]]
//  PIPE4-NEXT: tensor.insert_slice
//  PIPE4-NEXT: return
// Compute (0.66 ms) and communication (0.62 ms) about equal: the cost
// model splits in 8, the most max-chunks allows.
// MODEL-LABEL: func.func @mm_ar
// MODEL-COUNT-8: maco.all_reduce %{{.*}} : tensor<8x16xf32>
func.func @mm_ar(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<64x16xf32> -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

shard.grid @g(shape = 4)

// matmul -> reduce_scatter along rows: split the columns instead.
// CHECK-LABEL: func.func @mm_rs
//       CHECK: %[[B0:.*]] = tensor.extract_slice %arg1[0, 0] [32, 8] [1, 1]
//       CHECK: %[[C0:.*]] = tensor.extract_slice %arg2[0, 0] [64, 8] [1, 1]
//       CHECK: %[[M0:.*]] = linalg.matmul ins(%arg0, %[[B0]] : {{.*}}) outs(%[[C0]] : tensor<64x8xf32>)
//       CHECK: %[[R0:.*]] = maco.reduce_scatter %[[M0]] on @g grid_axes = [0] scatter_axis = 0 : tensor<64x8xf32> -> tensor<16x8xf32>
//       CHECK: %[[B1:.*]] = tensor.extract_slice %arg1[0, 8] [32, 8] [1, 1]
//       CHECK: %[[R1:.*]] = maco.reduce_scatter
//       CHECK: %[[E:.*]] = tensor.empty() : tensor<16x16xf32>
//       CHECK: %[[I0:.*]] = tensor.insert_slice %[[R0]] into %[[E]][0, 0] [16, 8] [1, 1]
//       CHECK: tensor.insert_slice %[[R1]] into %[[I0]][0, 8] [16, 8] [1, 1]
// FOUR-LABEL: func.func @mm_rs
//       FOUR: tensor.extract_slice %arg1[0, 0] [32, 4] [1, 1]
//       FOUR: tensor.extract_slice %arg2[0, 0] [64, 4] [1, 1]
//       FOUR: %[[R0:.*]] = maco.reduce_scatter {{.*}} scatter_axis = 0 : tensor<64x4xf32> -> tensor<16x4xf32>
//       FOUR: tensor.extract_slice %arg1[0, 4] [32, 4] [1, 1]
//       FOUR: %[[R1:.*]] = maco.reduce_scatter
//       FOUR: tensor.extract_slice %arg1[0, 8] [32, 4] [1, 1]
//       FOUR: %[[R2:.*]] = maco.reduce_scatter
//       FOUR: tensor.extract_slice %arg1[0, 12] [32, 4] [1, 1]
//       FOUR: tensor.extract_slice %arg2[0, 12] [64, 4] [1, 1]
//       FOUR: %[[R3:.*]] = maco.reduce_scatter
//  FOUR-NEXT: %[[E:.*]] = tensor.empty() : tensor<16x16xf32>
//  FOUR-NEXT: %[[I0:.*]] = tensor.insert_slice %[[R0]] into %[[E]][0, 0] [16, 4] [1, 1]
//  FOUR-NEXT: %[[I1:.*]] = tensor.insert_slice %[[R1]] into %[[I0]][0, 4] [16, 4] [1, 1]
//  FOUR-NEXT: %[[I2:.*]] = tensor.insert_slice %[[R2]] into %[[I1]][0, 8] [16, 4] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[R3]] into %[[I2]][0, 12] [16, 4] [1, 1]
// PIPE4-LABEL: func.func @mm_rs
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: %[[F0:.*]] = maco.reduce_scatter_start
//  PIPE4-NEXT: tensor.extract_slice
//  PIPE4-NEXT: tensor.extract_slice
//  PIPE4-NEXT: linalg.matmul
//  PIPE4-NEXT: maco.reduce_scatter_start
//       PIPE4: maco.reduce_scatter_start
//       PIPE4: linalg.matmul
//  PIPE4-NEXT: maco.reduce_scatter_start
//  PIPE4-NEXT: tensor.empty
//  PIPE4-NEXT: maco.wait %[[F0]]
func.func @mm_rs(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>) -> tensor<16x16xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = maco.reduce_scatter %m on @g grid_axes = [0] scatter_axis = 0 : tensor<64x16xf32> -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

shard.grid @g(shape = 4)

// all_gather -> matmul: each chunk gathers rows [4i, 4i + 4) of every rank
// (16 rows) and its result rows go to 8r + 4i for rank r.
// CHECK-LABEL: func.func @ag_mm
//       CHECK: %[[X0:.*]] = tensor.extract_slice %arg0[0, 0] [4, 32] [1, 1]
//       CHECK: %[[G0:.*]] = maco.all_gather %[[X0]] on @g grid_axes = [0] gather_axis = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
//       CHECK: %[[Z0:.*]] = linalg.fill ins(%arg2 : f32) outs(%{{.*}} : tensor<16x16xf32>)
//       CHECK: %[[M0:.*]] = linalg.matmul ins(%[[G0]], %arg1 : {{.*}}) outs(%[[Z0]] : tensor<16x16xf32>)
//       CHECK: %[[X1:.*]] = tensor.extract_slice %arg0[4, 0] [4, 32] [1, 1]
//       CHECK: %[[G1:.*]] = maco.all_gather %[[X1]]
//       CHECK: %[[M1:.*]] = linalg.matmul ins(%[[G1]], %arg1
//       CHECK: tensor.empty() : tensor<32x16xf32>
//       CHECK: %[[S:.*]] = tensor.extract_slice %[[M0]][4, 0] [4, 16] [1, 1]
//       CHECK: tensor.insert_slice %[[S]] into %{{.*}}[8, 0] [4, 16] [1, 1]
//       CHECK: %[[T:.*]] = tensor.extract_slice %[[M1]][12, 0] [4, 16] [1, 1]
//       CHECK: tensor.insert_slice %[[T]] into %{{.*}}[28, 0] [4, 16] [1, 1]
//   CHECK-NOT: linalg.fill
// PIPE-LABEL: func.func @ag_mm
//       PIPE: %[[F0:.*]] = maco.all_gather_start
//       PIPE: %[[F1:.*]] = maco.all_gather_start
//       PIPE: maco.wait %[[F0]]
//       PIPE: linalg.matmul
//       PIPE: maco.wait %[[F1]]
//       PIPE: linalg.matmul
// chunks=4: chunk i gathers local rows [2i, 2i + 2) of the 4 ranks (8
// rows); its row block r goes to rows 8r + 2i.
// FOUR-LABEL: func.func @ag_mm
//       FOUR: %[[X0:.*]] = tensor.extract_slice %arg0[0, 0] [2, 32] [1, 1]
//  FOUR-NEXT: %[[G0:.*]] = maco.all_gather %[[X0]] {{.*}} : tensor<2x32xf32> -> tensor<8x32xf32>
//       FOUR: %[[M0:.*]] = linalg.matmul ins(%[[G0]], %arg1 : {{.*}}) outs(%{{.*}} : tensor<8x16xf32>)
//       FOUR: tensor.extract_slice %arg0[2, 0] [2, 32] [1, 1]
//       FOUR: %[[M1:.*]] = linalg.matmul
//       FOUR: tensor.extract_slice %arg0[4, 0] [2, 32] [1, 1]
//       FOUR: %[[M2:.*]] = linalg.matmul
//       FOUR: tensor.extract_slice %arg0[6, 0] [2, 32] [1, 1]
//       FOUR: %[[M3:.*]] = linalg.matmul
//       FOUR: tensor.empty() : tensor<32x16xf32>
//  FOUR-NEXT: %[[S:.*]] = tensor.extract_slice %[[M0]][0, 0] [2, 16] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[S]] into %{{.*}}[0, 0] [2, 16] [1, 1]
//  FOUR-NEXT: %[[S:.*]] = tensor.extract_slice %[[M0]][2, 0] [2, 16] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[S]] into %{{.*}}[8, 0] [2, 16] [1, 1]
//       FOUR: %[[S:.*]] = tensor.extract_slice %[[M0]][6, 0] [2, 16] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[S]] into %{{.*}}[24, 0] [2, 16] [1, 1]
//  FOUR-NEXT: %[[S:.*]] = tensor.extract_slice %[[M1]][0, 0] [2, 16] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[S]] into %{{.*}}[2, 0] [2, 16] [1, 1]
//       FOUR: %[[S:.*]] = tensor.extract_slice %[[M2]][4, 0] [2, 16] [1, 1]
//  FOUR-NEXT: tensor.insert_slice %[[S]] into %{{.*}}[20, 0] [2, 16] [1, 1]
//       FOUR: %[[S:.*]] = tensor.extract_slice %[[M3]][6, 0] [2, 16] [1, 1]
//  FOUR-NEXT: %[[LAST:.*]] = tensor.insert_slice %[[S]] into %{{.*}}[30, 0] [2, 16] [1, 1]
//  FOUR-NEXT: return %[[LAST]]
// After async + schedule all four gathers start first; matmul i waits for
// gather i only, so gathers i+1..3 run beside it.
// PIPE4-LABEL: func.func @ag_mm
//       PIPE4: %[[F0:.*]] = maco.all_gather_start
//  PIPE4-NEXT: tensor.extract_slice
//  PIPE4-NEXT: %[[F1:.*]] = maco.all_gather_start
//       PIPE4: %[[F2:.*]] = maco.all_gather_start
//       PIPE4: %[[F3:.*]] = maco.all_gather_start
//       PIPE4: maco.wait %[[F0]]
//  PIPE4-NEXT: linalg.matmul
//       PIPE4: maco.wait %[[F1]]
//  PIPE4-NEXT: linalg.matmul
//       PIPE4: maco.wait %[[F2]]
//  PIPE4-NEXT: linalg.matmul
//       PIPE4: maco.wait %[[F3]]
//  PIPE4-NEXT: linalg.matmul
func.func @ag_mm(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %v: f32) -> tensor<32x16xf32> {
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x32xf32> -> tensor<32x32xf32>
  %e = tensor.empty() : tensor<32x16xf32>
  %z = linalg.fill ins(%v : f32) outs(%e : tensor<32x16xf32>) -> tensor<32x16xf32>
  %m = linalg.matmul ins(%g, %w : tensor<32x32xf32>, tensor<32x16xf32>) outs(%z : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %m : tensor<32x16xf32>
}

// -----

shard.grid @g(shape = 4)

// An elementwise producer: split along its first dimension.
// CHECK-LABEL: func.func @elementwise
//       CHECK: %[[X0:.*]] = tensor.extract_slice %arg0[0, 0] [4, 16] [1, 1]
//       CHECK: %[[Y0:.*]] = tensor.extract_slice %arg1[0, 0] [4, 16] [1, 1]
//       CHECK: %[[E0:.*]] = linalg.generic {{.*}} ins(%[[X0]] : tensor<4x16xf32>) outs(%[[Y0]] : tensor<4x16xf32>)
//       CHECK: maco.all_reduce %[[E0]] {{.*}} : tensor<4x16xf32> -> tensor<4x16xf32>
//       CHECK: tensor.extract_slice %arg0[4, 0] [4, 16] [1, 1]
// FOUR-LABEL: func.func @elementwise
//       FOUR: tensor.extract_slice %arg0[0, 0] [2, 16] [1, 1]
//       FOUR: maco.all_reduce {{.*}} : tensor<2x16xf32> -> tensor<2x16xf32>
//       FOUR: tensor.extract_slice %arg0[2, 0] [2, 16] [1, 1]
//       FOUR: tensor.extract_slice %arg0[4, 0] [2, 16] [1, 1]
//       FOUR: tensor.extract_slice %arg0[6, 0] [2, 16] [1, 1]
//       FOUR: tensor.insert_slice {{.*}}[6, 0] [2, 16] [1, 1]
// PIPE4-LABEL: func.func @elementwise
// PIPE4-COUNT-4: linalg.generic
//          PIPE4: maco.wait
func.func @elementwise(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%y : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %r = maco.all_reduce %e on @g grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

shard.grid @g(shape = 4)

// A chain matmul -> relu -> matmul -> all_reduce is chunked as a whole
// (rows of x), so a chunk's all-reduce overlaps all of the next chunk's
// work; the weights are shared by every chunk.
// CHECK-LABEL: func.func @mlp
//       CHECK: %[[X0:.*]] = tensor.extract_slice %arg0[0, 0] [4, 8] [1, 1]
//       CHECK: %[[H0:.*]] = linalg.matmul ins(%[[X0]], %arg1 : tensor<4x8xf32>, tensor<8x16xf32>)
//       CHECK: %[[R0:.*]] = linalg.generic {{.*}} ins(%[[H0]] : tensor<4x16xf32>)
//       CHECK: %[[Y0:.*]] = linalg.matmul ins(%[[R0]], %arg2 : tensor<4x16xf32>, tensor<16x8xf32>)
//       CHECK: maco.all_reduce %[[Y0]] {{.*}} : tensor<4x8xf32> -> tensor<4x8xf32>
//       CHECK: tensor.extract_slice %arg0[4, 0] [4, 8] [1, 1]
//   CHECK-NOT: linalg.matmul ins(%arg0
func.func @mlp(%x: tensor<8x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %e1 = tensor.empty() : tensor<8x16xf32>
  %z1 = linalg.fill ins(%v : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%z1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x16xf32>) outs(%e1 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %zero = arith.constant 0.0 : f32
      %m = arith.maximumf %in, %zero : f32
      linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %z2 = linalg.fill ins(%v : f32) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%z2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = maco.all_reduce %y on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}

// -----

shard.grid @g(shape = 4)

// Memref forms and start/wait forms are left alone (no remark either:
// see pipeline-chunks-remarks.mlir).
// CHECK-LABEL: func.func @memref_form
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: maco.all_reduce %arg2 into %arg2 on @g grid_axes = [0] : memref<8x8xf32> into memref<8x8xf32>
//  CHECK-NEXT: return
// FOUR-LABEL: func.func @memref_form
//  FOUR-NEXT: linalg.matmul
//  FOUR-NEXT: maco.all_reduce
//  FOUR-NEXT: return
func.func @memref_form(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  maco.all_reduce %c into %c on @g grid_axes = [0] : memref<8x8xf32> into memref<8x8xf32>
  return
}

// CHECK-LABEL: func.func @start_form
//  CHECK-NEXT: linalg.matmul {{.*}} -> tensor<8x8xf32>
//  CHECK-NEXT: maco.all_reduce_start {{.*}} : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
//  CHECK-NEXT: maco.wait
//  CHECK-NEXT: return
// FOUR-LABEL: func.func @start_form
//  FOUR-NEXT: linalg.matmul {{.*}} -> tensor<8x8xf32>
//  FOUR-NEXT: maco.all_reduce_start
func.func @start_form(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = maco.all_reduce_start %m on @g grid_axes = [0] : tensor<8x8xf32> -> !maco.future<tensor<8x8xf32>>
  %r = maco.wait %f : !maco.future<tensor<8x8xf32>>
  return %r : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @gather_start_form
//  CHECK-NEXT: maco.all_gather_start
func.func @gather_start_form(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %f = maco.all_gather_start %x on @g grid_axes = [0] gather_axis = 0 : tensor<8x32xf32> -> !maco.future<tensor<32x32xf32>>
  %g = maco.wait %f : !maco.future<tensor<32x32xf32>>
  %e = tensor.empty() : tensor<32x16xf32>
  %m = linalg.matmul ins(%g, %w : tensor<32x32xf32>, tensor<32x16xf32>) outs(%e : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %m : tensor<32x16xf32>
}

// -----

shard.grid @g(shape = 4)

// The default target (cpu-local): a 256x64 * 64x256 matmul feeding a
// 256 KiB all-reduce over 4 ranks, compute and communication of the same
// order, is split by the cost model (4 row blocks of 64 under the
// calibrated cpu-local constants).
// DEFAULT-LABEL: func.func @large
// DEFAULT-COUNT-4: maco.all_reduce %{{.*}} : tensor<64x256xf32> -> tensor<64x256xf32>
//   DEFAULT-NOT: maco.all_reduce
//       DEFAULT: tensor.insert_slice {{.*}}[192, 0] [64, 256] [1, 1]
// CHECK-LABEL: func.func @large
// CHECK-COUNT-2: maco.all_reduce %{{.*}} : tensor<128x256xf32>
// FOUR-LABEL: func.func @large
// FOUR-COUNT-4: maco.all_reduce %{{.*}} : tensor<64x256xf32>
func.func @large(%a: tensor<256x64xf32>, %b: tensor<64x256xf32>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<256x64xf32>, tensor<64x256xf32>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<256x256xf32> -> tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

// A small one stays whole under the default target (the remark is tested
// in pipeline-chunks-remarks.mlir).
// DEFAULT-LABEL: func.func @small
//  DEFAULT-NEXT: linalg.matmul
//  DEFAULT-NEXT: maco.all_reduce {{.*}} : tensor<8x8xf32> -> tensor<8x8xf32>
func.func @small(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = maco.all_reduce %m on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
