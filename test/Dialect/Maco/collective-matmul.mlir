// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-collective-matmul{target=cpu-local}))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-collective-matmul{target=cpu-local force}))' -split-input-file | FileCheck %s --check-prefix=FORCE

// all_gather(x) @ W on 4 ranks: four 1/4 matmuls on the shards as they go
// around the ring (rank r's step s multiplies rank (r - s) mod 4's shard
// into rows ((r - s) mod 4) * 256), three permutes to the next rank; no
// all-gather is left. On cpu-local the ring is predicted faster.

shard.grid @g(shape = 4)

// CHECK-LABEL: func.func @agmm(
//  CHECK-SAME: %[[X:[^:]*]]: tensor<256x512xf32>, %[[W:[^:]*]]: tensor<512x1024xf32>, %[[C:[^:]*]]: tensor<1024x1024xf32>)
//       CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0]
//       CHECK: %[[ROW0:.*]] = arith.muli %{{.*}}, %{{.*}} : index
//       CHECK: %[[I0:.*]] = tensor.extract_slice %[[C]][%[[ROW0]], 0] [256, 1024] [1, 1]
//       CHECK: %[[P0:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%[[I0]] : tensor<256x1024xf32>)
//       CHECK: %[[C1:.*]] = tensor.insert_slice %[[P0]] into %[[C]][%[[ROW0]], 0] [256, 1024] [1, 1]
//       CHECK: %[[X1:.*]] = maco.permute %[[X]] on @g grid_axes = [0] pairs = {{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]
//       CHECK: linalg.matmul ins(%[[X1]], %[[W]]
//       CHECK: %[[X2:.*]] = maco.permute %[[X1]]
//       CHECK: linalg.matmul ins(%[[X2]], %[[W]]
//       CHECK: %[[X3:.*]] = maco.permute %[[X2]]
//       CHECK: linalg.matmul ins(%[[X3]], %[[W]]
//   CHECK-NOT: maco.permute
//   CHECK-NOT: maco.all_gather
//       CHECK: return
func.func @agmm(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<256x512xf32> -> tensor<1024x512xf32>
  %y = linalg.matmul ins(%g, %w : tensor<1024x512xf32>, tensor<512x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}

// -----

// Small: the permutes cost more than the matmul they would hide; only
// `force` rewrites it (2 ranks: one permute).
shard.grid @g(shape = 2)

// CHECK-LABEL: func.func @small
//       CHECK: maco.all_gather
// FORCE-LABEL: func.func @small
//   FORCE-NOT: maco.all_gather
//       FORCE: linalg.matmul
//       FORCE: maco.permute %{{.*}} pairs = {{\[\[}}0, 1], [1, 0]]
//       FORCE: linalg.matmul
//   FORCE-NOT: maco.permute
func.func @small(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %y = linalg.matmul ins(%g, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// -----

// reduce_scatter(X @ W) on 4 ranks: a ring of partial sums. Step s computes
// block (r - s - 1) mod 4 of this rank's product into zeros, adds the sum
// that arrived from rank r - 1 (the permute does not feed the matmul, so
// it can overlap it) and passes it on; the last sum is this rank's block.
shard.grid @g(shape = 4)

// FORCE-LABEL: func.func @mmrs(
//       FORCE: %[[P0:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<256x256xf32>, tensor<256x1024xf32>)
//       FORCE: %[[IN1:.*]] = maco.permute %[[P0]] on @g grid_axes = [0] pairs = {{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]
//       FORCE: %[[P1:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<256x256xf32>, tensor<256x1024xf32>)
//       FORCE: %[[S1:.*]] = linalg.add ins(%[[P1]], %[[IN1]]
//       FORCE: maco.permute %[[S1]]
//       FORCE: linalg.add
//       FORCE: maco.permute
//       FORCE: %[[LAST:.*]] = linalg.add
//       FORCE: return %[[LAST]] : tensor<256x1024xf32>
func.func @mmrs(%x: tensor<1024x256xf32>, %w: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %p = linalg.matmul ins(%x, %w : tensor<1024x256xf32>, tensor<256x1024xf32>) outs(%z : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %r = maco.reduce_scatter %p on @g grid_axes = [0] scatter_axis = 0 : tensor<1024x1024xf32> -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
