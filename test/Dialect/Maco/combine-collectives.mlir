// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-combine-collectives{threshold-bytes=64}))' -split-input-file | FileCheck %s --check-prefix=SMALL

shard.grid @g(shape = 4)

// Independent all-reduces with the same group and reduction become one
// variadic all-reduce at the last member; pure ops in between are fine.
// CHECK-LABEL: func.func @bucket
//       CHECK: arith.addf
//       CHECK: %[[R:.*]]:3 = maco.all_reduce %{{.*}}, %{{.*}}, %{{.*}} on @g grid_axes = [0] : tensor<8xf32>, tensor<4x4xf32>, tensor<16xi32> -> tensor<8xf32>, tensor<4x4xf32>, tensor<16xi32>
//       CHECK: %[[M:.*]] = maco.all_reduce %{{.*}} on @g grid_axes = [0] reduction = max
//       CHECK: return %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[M]]
// With a 64-byte threshold the 32-byte and the 64-byte tensors do not fit
// together.
// SMALL-LABEL: func.func @bucket
//       SMALL: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<8xf32>
//       SMALL: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<4x4xf32>
func.func @bucket(%a: tensor<8xf32>, %b: tensor<4x4xf32>, %c: tensor<16xi32>, %v: f32) -> (tensor<8xf32>, tensor<4x4xf32>, tensor<16xi32>, tensor<8xf32>) {
  %ra = maco.all_reduce %a on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %x = arith.addf %v, %v : f32
  %rb = maco.all_reduce %b on @g grid_axes = [0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %rc = maco.all_reduce %c on @g grid_axes = [0] : tensor<16xi32> -> tensor<16xi32>
  %rd = maco.all_reduce %a on @g grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  return %ra, %rb, %rc, %rd : tensor<8xf32>, tensor<4x4xf32>, tensor<16xi32>, tensor<8xf32>
}

// -----

shard.grid @g(shape = 2x2)

// Negative cases: a use in between, a side effect in between, another group.
// CHECK-LABEL: func.func @kept_apart
//  CHECK-COUNT-4: maco.all_reduce %{{[^,]*}} on
func.func @kept_apart(%a: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %r1 = maco.all_reduce %a on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %u = arith.addf %r1, %r1 : tensor<8xf32>
  %r2 = maco.all_reduce %u on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  vector.print %v : f32
  %r3 = maco.all_reduce %a on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %r4 = maco.all_reduce %a on @g grid_axes = [1] : tensor<8xf32> -> tensor<8xf32>
  return %r1, %r2, %r3, %r4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// An all-reduce of another's result is not independent of it: merging them
// would make the variadic op read its own result. The same when the use
// is by an all-reduce of another bucket (another reduction), which a merge
// at the third all-reduce would otherwise move past.
// CHECK-LABEL: func.func @dependent
//       CHECK: %[[A:.*]] = maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<8xf32>
//       CHECK: %[[B:.*]] = maco.all_reduce %[[A]] on @g grid_axes = [0] : tensor<8xf32>
//       CHECK: return %[[B]]
func.func @dependent(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %b = maco.all_reduce %a on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %b : tensor<8xf32>
}

// CHECK-LABEL: func.func @dependent_other_bucket
//       CHECK: %[[A:.*]] = maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<8xf32>
//       CHECK: %[[M:.*]] = maco.all_reduce %[[A]] on @g grid_axes = [0] reduction = max
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<8xf32>
//       CHECK: return %[[M]]
func.func @dependent_other_bucket(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %a = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %m = maco.all_reduce %a on @g grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  %c = maco.all_reduce %y on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %m, %c : tensor<8xf32>, tensor<8xf32>
}
