// mhlo.sharding strings (GSPMD's, what JAX prints with
// jax_use_shardy_partitioner=False): on arguments, results and
// `stablehlo.custom_call @Sharding` (with_sharding_constraint). Their tile
// assignments are matched against the mesh given with --mesh; on the
// default mesh (one axis of mhlo.num_partitions) they are no split.
// Below: examples/jax's MLP pattern on a 2x2 mesh (dp, tp), as JAX 0.10.2
// prints it.
//
// REQUIRES: maco-import
// RUN: %maco-import %s --mesh dp=2,tp=2 --no-debuginfo | FileCheck %s
// RUN: not %maco-import %s 2>&1 | FileCheck %s --check-prefix=NOMESH

// CHECK: shard.grid @mesh(shape = 2x2)
// CHECK: func.func public @main(%[[X:.*]]: tensor<8x16xf32>, %[[W1:.*]]: tensor<16x32xf32>, %[[W2:.*]]: tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK: %[[S0:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]] : !shard.sharding
// CHECK: shard.shard %[[X]] to %[[S0]] : tensor<8x16xf32>
// CHECK: %[[S1:.*]] = shard.sharding @mesh split_axes = {{\[\[}}], [1]] : !shard.sharding
// CHECK: shard.shard %[[W1]] to %[[S1]] : tensor<16x32xf32>
// CHECK: %[[S2:.*]] = shard.sharding @mesh split_axes = {{\[\[}}1]] : !shard.sharding
// CHECK: shard.shard %[[W2]] to %[[S2]] : tensor<32x16xf32>
// The constraint, on relu's result (inlined by IREE).
// CHECK: %[[S3:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0], [1]] : !shard.sharding
// CHECK: %[[H:.*]] = shard.shard %{{.*}} to %[[S3]] : tensor<8x32xf32>
// CHECK: linalg.matmul ins(%[[H]],
// CHECK: %[[S4:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]] : !shard.sharding
// CHECK: %[[R:.*]] = shard.shard %{{.*}} to %[[S4]] : tensor<8x16xf32>
// CHECK: return %[[R]]
// CHECK-NOT: custom_call

// NOMESH: mhlo-sharding.mlir:{{[0-9]+}}:26: error: unsupported sharding: mhlo.sharding "{devices=[2,1,2]<=[4] last_tile_dim_replicate}" is no split of the tensor's dimensions along the axes of grid @mesh (shape 4); pass the mesh it was made for with --mesh (e.g. --mesh dp=2,tp=2)

module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = call @relu(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<8x16xf32>
    return %4 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}

