// Shardy's forms, each as the shard annotation it becomes: a 2-D mesh,
// argument and result shardings (a dimension over two axes in the order
// given, replicated axes named explicitly, a 0-d result),
// sdy.sharding_constraint, sdy.reshard and an op's own sharding
// (#sdy.sharding_per_value).
//
// REQUIRES: maco-import
// RUN: %maco-import %s --no-debuginfo | FileCheck %s

// CHECK: shard.grid @mesh(shape = 2x4)
// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<f32>)
// CHECK: %[[SA:.*]] = shard.sharding @mesh split_axes = {{\[\[}}1, 0]] : !shard.sharding
// CHECK: shard.shard %[[A]] to %[[SA]] : tensor<8x16xf32>
// CHECK: %[[SB:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]] : !shard.sharding
// CHECK: shard.shard %[[B]] to %[[SB]] : tensor<16xf32>
// The op's own sharding, on its result.
// CHECK: %[[SO:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0], [1]] : !shard.sharding
// CHECK: shard.shard %{{.*}} to %[[SO]] : tensor<8x16xf32>
// The constraint and the reshard.
// CHECK: %[[SC:.*]] = shard.sharding @mesh split_axes = {{\[\[}}], [1]] : !shard.sharding
// CHECK: shard.shard %{{.*}} to %[[SC]] : tensor<8x16xf32>
// CHECK: %[[SR:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]] : !shard.sharding
// CHECK: shard.shard %{{.*}} to %[[SR]] : tensor<8x16xf32>
// The results: the 0-d one replicated as [[]] (upstream cannot parse []).
// CHECK: shard.sharding @mesh split_axes = {{\[\[}}1]] : !shard.sharding
// CHECK: %[[SL:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]] : !shard.sharding
// CHECK: shard.shard %{{.*}} to %[[SL]] : tensor<f32>
// CHECK-NOT: sdy
// CHECK-NOT: maco_import

module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp", "dp"}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"dp", "tp"}>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.add %arg0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>} : tensor<8x16xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"tp"}]> : tensor<8x16xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<8x16xf32>
    %4 = sdy.reshard %3 <@mesh, [{"dp"}, {}]> : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    return %4, %5 : tensor<8x16xf32>, tensor<f32>
  }
}
