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
