// RUN: maco-opt %s -maco-pipeline-chunks=chunks=2 -split-input-file | FileCheck %s
// RUN: maco-opt %s -maco-pipeline-chunks=chunks=1 -split-input-file | FileCheck %s --check-prefix=ONE
// RUN: maco-opt %s -maco-pipeline-chunks=chunks=2 -maco-async-collectives -maco-schedule -split-input-file | FileCheck %s --check-prefix=PIPE
// RUN: maco-opt %s -maco-pipeline-chunks="target=%S/Inputs/slow-link.target" -split-input-file | FileCheck %s --check-prefix=MODEL

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
