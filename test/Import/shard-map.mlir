// JAX's shard_map (sdy.manual_computation, examples/jax, jax 0.10.2):
// the per-device body becomes a private function applied by
// maco.manual_computation, and StableHLO's collectives in it become maco
// collectives over the mesh axes their replica groups span
// (jax.lax.psum -> maco.all_reduce, all_gather, psum_scatter ->
// reduce_scatter, all_to_all, pmax/pmin -> max/min, ppermute -> permute,
// axis_index -> maco.rank). maco-frontend inlines the body where the op
// stood, on the local shards.
//
// test/Integration/jax-shard-map.mlir runs them against JAX's results.
//
// REQUIRES: maco-import
// RUN: %maco-import %maco_src_root/examples/jax/smap_collectives_2.stablehlo.mlir --no-debuginfo -o %t.coll.mlir
// RUN: FileCheck %s --check-prefix=COLL < %t.coll.mlir
// RUN: maco-opt %t.coll.mlir --maco-frontend | FileCheck %s --check-prefix=COLL-PART
// RUN: %maco-import %maco_src_root/examples/jax/smap_mesh2d.stablehlo.mlir --no-debuginfo | FileCheck %s --check-prefix=MESH2D
// RUN: %maco-import %maco_src_root/examples/jax/ring_4.stablehlo.mlir --no-debuginfo | FileCheck %s --check-prefix=RING

// COLL: shard.grid @mesh(shape = 2)
// COLL: func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>)
// COLL: maco.manual_computation @main_shard_map_0({{.*}}) on @mesh in_shardings = [#shard<axisarray{{\[\[}}0]]>, #shard<axisarray{{\[\[}}]]>] out_shardings = [#shard<axisarray{{\[\[}}], [0]]>, #shard<axisarray{{\[\[}}]]>] : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>)
// COLL: func.func private @main_shard_map_0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x4xf32>, tensor<f32>)
// COLL: maco.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// COLL: maco.reduce_scatter {{.*}} on @mesh grid_axes = [0] scatter_axis = 1 : tensor<8x8xf32> -> tensor<8x4xf32>
// COLL: maco.all_to_all %arg0 on @mesh grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x8xf32> -> tensor<8x4xf32>
// COLL: maco.all_reduce {{.*}} reduction = max : tensor<f32> -> tensor<f32>
// COLL: maco.all_reduce {{.*}} reduction = min : tensor<f32> -> tensor<f32>
// COLL: maco.all_reduce {{.*}} on @mesh grid_axes = [0] : tensor<f32> -> tensor<f32>

// The body is inlined and erased; the automatic code around it is
// partitioned as usual (x * 0.5 + 1 on the rows of each rank).
// COLL-PART: func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x4xf32>, tensor<f32>)
// COLL-PART-NOT: manual_computation
// COLL-PART: maco.all_gather
// COLL-PART-NOT: func.func
// COLL-PART: return

// Collectives over one axis of two: psum over tp, ppermute over tp, pmean
// over both; axis_index as the device's rank over both axes.
// MESH2D: shard.grid @mesh(shape = 2x2)
// MESH2D: maco.manual_computation @main_shard_map_0({{.*}}) on @mesh in_shardings = [#shard<axisarray{{\[\[}}0], [1]]>, #shard<axisarray{{\[\[}}1]]>]
// MESH2D: func.func private @main_shard_map_0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x8xf32>) -> (tensor<2x8xf32>, tensor<8xf32>)
// MESH2D: maco.all_reduce {{.*}} on @mesh grid_axes = [1] : tensor<2x8xf32>
// MESH2D: maco.permute {{.*}} on @mesh grid_axes = [1] pairs = {{\[\[}}0, 1], [1, 0]]
// MESH2D: maco.all_reduce {{.*}} on @mesh grid_axes = [0, 1] : tensor<8xf32>
// MESH2D: maco.rank on @mesh grid_axes = [0, 1]

// RING: maco.permute {{.*}} on @mesh grid_axes = [0] pairs = {{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]
