// The committed JAX example (examples/jax, exported by export.py with JAX
// 0.10.2): imported, its annotations checked against what the JAX program
// says, and partitioned by maco-frontend. The jax.export serialized form
// imports to the same module (needs jax: MACO_WITH_JAX=1 scripts/setup.sh).
//
// test/Integration/jax-examples.mlir runs them on 2 and 4 ranks against
// JAX's results (examples/jax/data).
//
// REQUIRES: maco-import
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.stablehlo.mlir --no-debuginfo -o %t.tp2.mlir
// RUN: FileCheck %s --check-prefix=TP < %t.tp2.mlir
// RUN: maco-opt %t.tp2.mlir --maco-frontend | FileCheck %s --check-prefix=TP2
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp4.stablehlo.mlir | maco-opt --maco-frontend | FileCheck %s --check-prefix=TP4
// RUN: %maco-import %maco_src_root/examples/jax/train_dp4.stablehlo.mlir --no-debuginfo -o %t.dp4.mlir
// RUN: FileCheck %s --check-prefix=DP < %t.dp4.mlir
// RUN: maco-opt %t.dp4.mlir --maco-frontend | FileCheck %s --check-prefix=DP4
// RUN: %maco-import %maco_src_root/examples/jax/train_dp2.stablehlo.mlir | maco-opt --maco-frontend | FileCheck %s --check-prefix=DP2
// The output is prepared as maco-frontend prepares it (no keepdims
// reshape is left), so upstream's own sharding-propagation takes it too;
// --no-prepare leaves IREE's reshapes.
// RUN: maco-opt %t.dp4.mlir --pass-pipeline="builtin.module(func.func(sharding-propagation))" -o /dev/null
// RUN: %maco-import %maco_src_root/examples/jax/train_dp4.stablehlo.mlir --no-prepare | FileCheck %s --check-prefix=RAW
// RAW: tensor.expand_shape
// RUN: %maco-import %maco_src_root/examples/jax/train_dp2_tp2.stablehlo.mlir | maco-opt --maco-frontend | FileCheck %s --check-prefix=DPTP
// Locations: errors from maco-frontend name the StableHLO's lines.
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.stablehlo.mlir | FileCheck %s --check-prefix=LOC

// mlp_block on mesh ("tp"=2): ln_scale, ln_bias, w1 (16x32, by columns),
// b1 (by columns), w2 (32x16, by rows), b2, x; the hidden activation
// constrained to columns; the result replicated.
// TP: shard.grid @mesh(shape = 2)
// TP: func.func public @main(%[[LNS:.*]]: tensor<16xf32>, %[[LNB:.*]]: tensor<16xf32>, %[[W1:.*]]: tensor<16x32xf32>, %[[B1:.*]]: tensor<32xf32>, %[[W2:.*]]: tensor<32x16xf32>, %[[B2:.*]]: tensor<16xf32>, %[[X:.*]]: tensor<8x16xf32>) -> tensor<8x16xf32>
// TP: %[[R0:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]]
// TP-NEXT: shard.shard %[[LNS]] to %[[R0]]
// TP: %[[R1:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]]
// TP-NEXT: shard.shard %[[LNB]] to %[[R1]]
// TP: %[[C:.*]] = shard.sharding @mesh split_axes = {{\[\[}}], [0]]
// TP-NEXT: shard.shard %[[W1]] to %[[C]]
// TP: %[[S:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]]
// TP-NEXT: shard.shard %[[B1]] to %[[S]]
// TP: %[[RW:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]]
// TP-NEXT: shard.shard %[[W2]] to %[[RW]]
// TP: %[[R2:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]]
// TP-NEXT: shard.shard %[[B2]] to %[[R2]]
// TP: %[[R3:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]]
// TP-NEXT: shard.shard %[[X]] to %[[R3]]
// TP: math.tanh
// TP: %[[HC:.*]] = shard.sharding @mesh split_axes = {{\[\[}}], [0]]
// TP-NEXT: %[[H:.*]] = shard.shard %{{.*}} to %[[HC]] : tensor<8x32xf32>
// TP-NEXT: tensor.empty
// TP-NEXT: linalg.fill
// TP-NEXT: linalg.matmul ins(%[[H]],
// TP: %[[RR:.*]] = shard.sharding @mesh split_axes = {{\[\[}}]]
// TP-NEXT: %[[Y:.*]] = shard.shard %{{.*}} to %[[RR]] : tensor<8x16xf32>
// TP-NEXT: return %[[Y]]
// TP-NOT: util.
// TP-NOT: sdy

// Partitioned: each rank holds half of W1, b1, W2; one all-reduce of the
// second matmul's partial sums (Megatron's column/row-parallel MLP).
// TP2: func.func public @main(%{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<8x16xf32>) -> tensor<8x16xf32>
// TP2-COUNT-1: maco.all_reduce {{.*}} on @mesh grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>
// TP2-NOT: maco.all_
// TP4: func.func public @main(%{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x8xf32>, %{{.*}}: tensor<8xf32>, %{{.*}}: tensor<8x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<8x16xf32>) -> tensor<8x16xf32>
// TP4-COUNT-1: maco.all_reduce {{.*}} on @mesh grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>
// TP4-NOT: maco.all_

// train_step on mesh ("dp"=4): the six parameters replicated, x and the
// target split by rows (the batch); the updated parameters and the loss
// (0-d) replicated.
// DP: shard.grid @mesh(shape = 4)
// DP: func.func public @main(%[[P0:.*]]: tensor<16xf32>, %[[P1:.*]]: tensor<16xf32>, %[[P2:.*]]: tensor<16x32xf32>, %[[P3:.*]]: tensor<32xf32>, %[[P4:.*]]: tensor<32x16xf32>, %[[P5:.*]]: tensor<16xf32>, %[[X:.*]]: tensor<8x16xf32>, %[[T:.*]]: tensor<8x16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<f32>)
// DP-COUNT-6: split_axes = {{\[\[}}]] : !shard.sharding
// DP: %[[B:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]]
// DP-NEXT: shard.shard %[[X]] to %[[B]]
// DP: %[[B2:.*]] = shard.sharding @mesh split_axes = {{\[\[}}0]]
// DP-NEXT: shard.shard %[[T]] to %[[B2]]
// DP-NOT: tensor.expand_shape
// DP-COUNT-7: split_axes = {{\[\[}}]] : !shard.sharding
// DP: %[[L:.*]] = shard.shard %{{.*}} to %{{.*}} : tensor<f32>
// DP-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[L]] :

// Partitioned: each rank takes its rows of x and the target; the
// parameters and the results keep their global shapes.
// DP4: func.func public @main(%{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x32xf32>, %{{.*}}: tensor<32xf32>, %{{.*}}: tensor<32x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<2x16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<f32>)
// DP4: maco.all_
// DP2: func.func public @main({{.*}}, %{{.*}}: tensor<4x16xf32>, %{{.*}}: tensor<4x16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<f32>)

// train_step on a 2x2 mesh ("dp"=2, "tp"=2): rows of x and the target over
// dp, W1/b1/W2 and their updates split over tp.
// DPTP: func.func public @main(%{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>, %{{.*}}: tensor<4x16xf32>, %{{.*}}: tensor<4x16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<f32>)

// LOC-DAG: #loc{{[0-9]+}} = loc("{{.*}}examples/jax/mlp_tp2.stablehlo.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOC-DAG: linalg.matmul {{.*}} loc(#loc{{[0-9]+}})
