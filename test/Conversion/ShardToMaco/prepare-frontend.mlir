// RUN: maco-opt %s -maco-partition-annotated -split-input-file -verify-diagnostics | FileCheck %s

// maco-partition-annotated prepares an annotated function the way front
// ends' output needs (python/maco_import: JAX through IREE) before
// upstream sharding-propagation: calls are inlined (upstream has no
// sharding for func.call), unit-extent dimensions folded and the function
// canonicalized (keepdims reductions leave tensor.expand_shape ops, which
// have no sharding upstream either).

shard.grid @g(shape = 2)
#map = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @calls_helper
// CHECK-SAME: (%{{.*}}: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NOT: call
// CHECK: linalg.generic
// CHECK-NOT: call
// CHECK: return
func.func @calls_helper(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %y = call @square(%xs) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %s : tensor<8x16xf32>
  return %ys : tensor<8x16xf32>
}

// The helper is not annotated: it stays as it is.
// CHECK-LABEL: func.func private @square
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32>) -> tensor<8x16xf32>
func.func private @square(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A row mean kept as 8x1 (jnp.mean(x, axis=-1, keepdims=True), as IREE
// converts it): the tensor.expand_shape is folded away.
shard.grid @g(shape = 2)

// CHECK-LABEL: func.func @keepdims
// CHECK-SAME: (%{{.*}}: tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NOT: expand_shape
// CHECK-NOT: collapse_shape
// CHECK-NOT: shard.all_
// CHECK: return
func.func @keepdims(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%xs : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  %kept = tensor.expand_shape %sum [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%xs, %kept : tensor<8x16xf32>, tensor<8x1xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  %cs = shard.shard %c to %s : tensor<8x16xf32>
  return %cs : tensor<8x16xf32>
}

// -----

// Nor one whose callees recurse among themselves.
shard.grid @g(shape = 2)

func.func private @ping(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = call @pong(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
func.func private @pong(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = call @ping(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
// expected-error @+2 {{the calls from @caller recurse (still calls after 64 levels of inlining): it cannot be inlined for partitioning}}
// expected-error @+1 {{partitioning @caller with upstream sharding-propagation + shard-partition failed}}
func.func @caller(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  %y = call @ping(%xs) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// A function that calls itself cannot be inlined for partitioning.
shard.grid @g(shape = 2)

// expected-error @+1 {{partitioning @recursive with upstream sharding-propagation + shard-partition failed}}
func.func @recursive(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %s : tensor<8xf32>
  // expected-error @+1 {{cannot inline the call of @recursive into @recursive, which is partitioned: upstream sharding-propagation has no sharding for func.call}}
  %y = call @recursive(%xs) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// MLIR 22's shard-partition shards tosa.matmul's operands but keeps its
// unpartitioned result type (as in 4 functions of upstream's own
// sharding-propagation.mlir); it would fail only in the lowering.
shard.grid @g2x4(shape = 2x4)

// expected-error @+1 {{partitioning @tosa_matmul with upstream sharding-propagation + shard-partition failed}}
func.func @tosa_matmul(%a: tensor<2x16x8xf32>, %b: tensor<2x8x32xf32>) -> tensor<2x16x32xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op was partitioned wrongly by upstream shard-partition (MLIR 22): its operands became 'tensor<1x4x8xf32>' and 'tensor<1x8x32xf32>' but its result kept the type 'tensor<2x16x32xf32>' (dimension 0 should be 1); lower TOSA to linalg before maco-frontend (tosa-to-linalg-named, with constant zero points), whose batch_matmul upstream partitions correctly, or keep this matmul's operands replicated}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x16x8xf32>, tensor<2x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x16x32xf32>
  %s = shard.sharding @g2x4 split_axes = [[0], [1]] : !shard.sharding
  %1 = shard.shard %0 to %s : tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}

// -----

// The same matmul with its operands replicated is partitioned right.
shard.grid @g2x4(shape = 2x4)

// CHECK-LABEL: func.func @tosa_matmul_replicated
// CHECK: tosa.matmul {{.*}} -> tensor<2x16x32xf32>
func.func @tosa_matmul_replicated(%a: tensor<2x16x8xf32>, %b: tensor<2x8x32xf32>) -> tensor<2x16x32xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x16x8xf32>, tensor<2x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x16x32xf32>
  %s = shard.sharding @g2x4 split_axes = [[]] : !shard.sharding
  %1 = shard.shard %0 to %s : tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}
