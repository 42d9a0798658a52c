// RUN: maco-opt %s -maco-partition-annotated -split-input-file | FileCheck %s

// Convolutions and pooling (maco's sharding model for linalg.generic and
// the named convolution and pooling ops, WindowSharding.cpp): split along
// the loops that index their operands directly, never along a window.

shard.grid @g(shape = 2)

// A data-parallel causal conv1d (the input split by batch): each rank
// convolves its 2 sequences; no collective.
// CHECK-LABEL: func.func @conv_batch
//  CHECK-SAME: (%[[X:.*]]: tensor<2x18x8xf32>, %[[K:.*]]: tensor<3x8x16xf32>) -> tensor<2x16x16xf32>
//       CHECK: linalg.conv_1d_nwc_wcf {{.*}} ins(%[[X]], %[[K]] : tensor<2x18x8xf32>, tensor<3x8x16xf32>) outs(%{{.*}} : tensor<2x16x16xf32>)
//   CHECK-NOT: shard.all
//       CHECK: return
func.func @conv_batch(%x: tensor<4x18x8xf32>, %k: tensor<3x8x16xf32>) -> tensor<4x16x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x18x8xf32>
  %ks = shard.shard %k to %r : tensor<3x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%xs, %ks : tensor<4x18x8xf32>, tensor<3x8x16xf32>) outs(%init : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %ys = shard.shard %y to %s : tensor<4x16x16xf32>
  return %ys : tensor<4x16x16xf32>
}

// -----

shard.grid @g(shape = 2)

// Output channels split (the filter split by columns, tensor-parallel):
// each rank computes its 8 channels; no collective.
// CHECK-LABEL: func.func @conv_channels
//  CHECK-SAME: (%[[X:.*]]: tensor<4x18x8xf32>, %[[K:.*]]: tensor<3x8x8xf32>) -> tensor<4x16x8xf32>
//       CHECK: linalg.conv_1d_nwc_wcf {{.*}} ins(%[[X]], %[[K]] : tensor<4x18x8xf32>, tensor<3x8x8xf32>)
//   CHECK-NOT: shard.all
func.func @conv_channels(%x: tensor<4x18x8xf32>, %k: tensor<3x8x16xf32>) -> tensor<4x16x16xf32> {
  %s = shard.sharding @g split_axes = [[], [], [0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %r : tensor<4x18x8xf32>
  %ks = shard.shard %k to %s : tensor<3x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%xs, %ks : tensor<4x18x8xf32>, tensor<3x8x16xf32>) outs(%init : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %ys = shard.shard %y to %s : tensor<4x16x16xf32>
  return %ys : tensor<4x16x16xf32>
}

// -----

shard.grid @g(shape = 2)

// The kernel's gradient of a data-parallel conv1d (JAX's: a convolution
// whose batch loop is a reduction): rank 0 keeps the init, the other
// starts from zeros, and the partial gradients are all-reduced.
// CHECK-LABEL: func.func @kernel_gradient
//  CHECK-SAME: (%[[X:.*]]: tensor<2x18x8xf32>, %[[G:.*]]: tensor<2x16x16xf32>) -> tensor<3x8x16xf32>
//       CHECK: %[[LEAD:.*]] = arith.cmpi eq
//       CHECK: %[[INIT:.*]] = scf.if %[[LEAD]] -> (tensor<3x8x16xf32>)
//       CHECK: } else {
//       CHECK:   linalg.fill ins(%cst
//       CHECK: %[[DK:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[G]] : tensor<2x18x8xf32>, tensor<2x16x16xf32>) outs(%[[INIT]] : tensor<3x8x16xf32>)
//       CHECK: shard.all_reduce %[[DK]] on @g grid_axes = [0] : tensor<3x8x16xf32> -> tensor<3x8x16xf32>
func.func @kernel_gradient(%x: tensor<4x18x8xf32>, %g: tensor<4x16x16xf32>) -> tensor<3x8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x18x8xf32>
  %gs = shard.shard %g to %s : tensor<4x16x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3x8x16xf32>) -> tensor<3x8x16xf32>
  %dk = linalg.generic {indexing_maps = [affine_map<(kw, c, f, n, w) -> (n, w + kw, c)>, affine_map<(kw, c, f, n, w) -> (n, w, f)>, affine_map<(kw, c, f, n, w) -> (kw, c, f)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%xs, %gs : tensor<4x18x8xf32>, tensor<4x16x16xf32>) outs(%init : tensor<3x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %sum = arith.addf %acc, %m : f32
    linalg.yield %sum : f32
  } -> tensor<3x8x16xf32>
  %dks = shard.shard %dk to %r : tensor<3x8x16xf32>
  return %dks : tensor<3x8x16xf32>
}

// -----

shard.grid @g(shape = 2)

// Max pooling 2x2 of a batch split over the ranks: local, no collective.
// CHECK-LABEL: func.func @max_pool
//  CHECK-SAME: (%[[X:.*]]: tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32>
//       CHECK: linalg.pooling_nhwc_max {{.*}} ins(%[[X]], %{{.*}} : tensor<2x8x8x3xf32>, tensor<2x2xf32>)
//   CHECK-NOT: shard.all
func.func @max_pool(%x: tensor<4x8x8x3xf32>) -> tensor<4x4x4x3xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x8x8x3xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x4x4x3xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<4x4x4x3xf32>) -> tensor<4x4x4x3xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%xs, %w : tensor<4x8x8x3xf32>, tensor<2x2xf32>) outs(%init : tensor<4x4x4x3xf32>) -> tensor<4x4x4x3xf32>
  %ys = shard.shard %y to %s : tensor<4x4x4x3xf32>
  return %ys : tensor<4x4x4x3xf32>
}

// -----

shard.grid @g(shape = 2)

// The input split along its window dimension (a sequence split over the
// ranks): the sequence is gathered first and every rank convolves all of
// it (no halo exchange); the result is then sliced to the split it is
// annotated with.
// CHECK-LABEL: func.func @conv_sequence
//  CHECK-SAME: (%[[X:.*]]: tensor<4x9x8xf32>, %[[K:.*]]: tensor<3x8x16xf32>) -> tensor<4x8x16xf32>
//       CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 1 : tensor<4x9x8xf32> -> tensor<4x18x8xf32>
//       CHECK: %[[XC:.*]] = tensor.cast %[[ALL]]
//       CHECK: %[[Y:.*]] = linalg.conv_1d_nwc_wcf {{.*}} ins(%[[XC]], %[[K]] : tensor<4x18x8xf32>, tensor<3x8x16xf32>) outs(%{{.*}} : tensor<4x16x16xf32>)
//       CHECK: shard.all_slice %[[Y]] on @g grid_axes = [0] slice_axis = 1 : tensor<4x16x16xf32> -> tensor<4x8x16xf32>
func.func @conv_sequence(%x: tensor<4x18x8xf32>, %k: tensor<3x8x16xf32>) -> tensor<4x16x16xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<4x18x8xf32>
  %ks = shard.shard %k to %r : tensor<3x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%xs, %ks : tensor<4x18x8xf32>, tensor<3x8x16xf32>) outs(%init : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %ys = shard.shard %y to %s : tensor<4x16x16xf32>
  return %ys : tensor<4x16x16xf32>
}
