// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition),maco-import-shard)' | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition),maco-import-shard)' | FileCheck %s --check-prefix=NOSHARD
// The shipped example goes through the same pipeline:
// RUN: maco-opt %maco_src_root/examples/shard-mlp.mlir --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition),maco-import-shard)' | FileCheck %s --check-prefix=EXAMPLE
// EXAMPLE: func.func @mlp(%{{.*}}: tensor<8x16xf32>, %{{.*}}: tensor<16x8xf32>, %{{.*}}: tensor<8x16xf32>) -> tensor<8x16xf32>
// EXAMPLE: maco.rank on @tp grid_axes = [0]
// EXAMPLE: scf.if
// EXAMPLE: %[[P:.*]] = linalg.matmul
// EXAMPLE: maco.all_reduce %[[P]] on @tp grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>

// End to end: programs annotated with shard.shard, partitioned by upstream
// sharding-propagation + shard-partition, imported into maco. Only the
// shard.grid symbols remain of the shard dialect.

// Any shard op other than shard.grid:
// NOSHARD-NOT: {{shard\.([^g]|g[^r]|gr[^i]|gri[^d]|grid_)}}
// NOSHARD-NOT: !shard.

shard.grid @g(shape = 4)
shard.grid @g2(shape = 2x2)

// Tensor-parallel MLP: W1 split by columns, W2 by rows. The first matmul
// needs no communication; the second produces partial sums, which
// shard-partition turns into (1) an init kept only on group rank 0
// (process_multi_index + scf.if) and (2) an all_reduce.
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %[[X:[^:]*]]: tensor<8x16xf32>, %[[W1:[^:]*]]: tensor<16x8xf32>, %[[W2:[^:]*]]: tensor<8x16xf32>) -> tensor<8x16xf32>
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %col = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %row = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rep : tensor<8x16xf32>
  %w1s = shard.shard %w1 to %col : tensor<16x32xf32>
  %w2s = shard.shard %w2 to %row : tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  // CHECK: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<8x16xf32>, tensor<16x8xf32>)
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0]
  // CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
  // CHECK: %[[INIT:.*]] = scf.if %[[IS0]] -> (tensor<8x16xf32>)
  // CHECK: %[[P:.*]] = linalg.matmul ins(%[[H]], %[[W2]] : tensor<8x8xf32>, tensor<8x16xf32>) outs(%[[INIT]] : tensor<8x16xf32>)
  // CHECK: %[[Y:.*]] = maco.all_reduce %[[P]] on @g grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>
  // CHECK: return %[[Y]] : tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2s : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %rep : tensor<8x16xf32>
  %yr = shard.shard %ys to %rep annotate_for_users : tensor<8x16xf32>
  return %yr : tensor<8x16xf32>
}

// Resharding: replicated -> split is a local slice (all_slice), split ->
// replicated an all_gather, moving the split axis an all_to_all.
// CHECK-LABEL: func.func @reshard
// CHECK-SAME: %[[A:[^:]*]]: tensor<8x4xf32>, %[[B:[^:]*]]: tensor<2x4xf32>, %[[C:[^:]*]]: tensor<2x4xf32>
func.func @reshard(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>, %c: tensor<8x4xf32>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %s0 = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  // shard-partition emits the resharding ops in reverse order.
  // CHECK: %[[A2A:.*]] = maco.all_to_all %[[C]] on @g grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<2x4xf32> -> tensor<8x1xf32>
  // CHECK: %[[AG:.*]] = maco.all_gather %[[B]] on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
  // CHECK: %[[RK:.*]] = maco.rank on @g grid_axes = [0]
  // CHECK: %[[OFF:.*]] = arith.muli %[[RK]], %{{.*}} : index
  // CHECK: %[[SL:.*]] = tensor.extract_slice %[[A]][%[[OFF]], 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  %a0 = shard.shard %a to %rep : tensor<8x4xf32>
  %a1 = shard.shard %a0 to %s0 annotate_for_users : tensor<8x4xf32>
  %b0 = shard.shard %b to %s0 : tensor<8x4xf32>
  %b1 = shard.shard %b0 to %rep annotate_for_users : tensor<8x4xf32>
  %c0 = shard.shard %c to %s0 : tensor<8x4xf32>
  %c1 = shard.shard %c0 to %s1 annotate_for_users : tensor<8x4xf32>
  // CHECK: return %[[SL]], %{{.*}}, %{{.*}} : tensor<2x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>
  return %a1, %b1, %c1 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}

// A reduction over a sharded dimension: partial results, then an
// all_reduce with the combiner's kind. As for the MLP, only group rank 0
// keeps the init; the others start from the combiner's neutral element.
// CHECK-LABEL: func.func @reduce_sharded_dim
func.func @reduce_sharded_dim(%x: tensor<8x6xf32>) -> tensor<6xf32> {
  %s0 = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %s0 annotate_for_users : tensor<8x6xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %es = shard.shard %f to %rep : tensor<6xf32>
  // CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0]
  // CHECK: scf.if
  // CHECK: arith.constant 0xFF800000 : f32
  // CHECK: %[[RED:.*]] = linalg.reduce ins(%{{.*}} : tensor<2x6xf32>)
  // CHECK: maco.all_reduce %[[RED]] on @g grid_axes = [0] reduction = max : tensor<6xf32> -> tensor<6xf32>
  %r = linalg.reduce ins(%xs : tensor<8x6xf32>) outs(%es : tensor<6xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %rs = shard.shard %r to %rep : tensor<6xf32>
  %rr = shard.shard %rs to %rep annotate_for_users : tensor<6xf32>
  return %rr : tensor<6xf32>
}

// 2-D grid: data parallel along axis 0, tensor parallel along axis 1.
// CHECK-LABEL: func.func @mlp_dp_tp
// CHECK: maco.rank on @g2 grid_axes = [1]
// CHECK: maco.all_reduce %{{.*}} on @g2 grid_axes = [1] : tensor<4x16xf32> -> tensor<4x16xf32>
func.func @mlp_dp_tp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %sx = shard.sharding @g2 split_axes = [[0]] : !shard.sharding
  %col = shard.sharding @g2 split_axes = [[], [1]] : !shard.sharding
  %row = shard.sharding @g2 split_axes = [[1]] : !shard.sharding
  %xs = shard.shard %x to %sx : tensor<8x16xf32>
  %w1s = shard.shard %w1 to %col : tensor<16x32xf32>
  %w2s = shard.shard %w2 to %row : tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2s : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %sx : tensor<8x16xf32>
  %yr = shard.shard %ys to %sx annotate_for_users : tensor<8x16xf32>
  return %yr : tensor<8x16xf32>
}

// Zero-sized dimensions (a fuzzer finding): splitting a tensor<0x32xf32>
// by columns made maco-import-shard slice it at static offset 0 of its
// empty dimension, which upstream's extract_slice verifier rejects. The
// local shard has no elements either: it is an empty tensor.
// CHECK-LABEL: func.func @mlp_empty
// CHECK-SAME: %[[X:[^:]*]]: tensor<0x0xf32>, %{{[^:]*}}: tensor<0x32xf32>, %{{[^:]*}}: tensor<32x0xf32>) -> tensor<0x0xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[W1:.*]] = tensor.empty() : tensor<0x16xf32>
// CHECK: %[[W2:.*]] = tensor.empty() : tensor<16x0xf32>
// CHECK: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<0x0xf32>, tensor<0x16xf32>)
// CHECK: %[[P:.*]] = linalg.matmul ins(%[[H]], %[[W2]] : tensor<0x16xf32>, tensor<16x0xf32>)
// CHECK: maco.all_reduce %[[P]] on @g2 grid_axes = [0] : tensor<0x0xf32> -> tensor<0x0xf32>
// CHECK: return
func.func @mlp_empty(%x: tensor<0x0xf32>, %w1: tensor<0x32xf32>, %w2: tensor<32x0xf32>) -> tensor<0x0xf32> {
  %rep = shard.sharding @g2 split_axes = [[]] : !shard.sharding
  %col = shard.sharding @g2 split_axes = [[], [0]] : !shard.sharding
  %row = shard.sharding @g2 split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rep : tensor<0x0xf32>
  %w1r = shard.shard %w1 to %rep : tensor<0x32xf32>
  %w1s = shard.shard %w1r to %col annotate_for_users : tensor<0x32xf32>
  %w2r = shard.shard %w2 to %rep : tensor<32x0xf32>
  %w2s = shard.shard %w2r to %row annotate_for_users : tensor<32x0xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<0x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<0x32xf32>) -> tensor<0x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<0x0xf32>, tensor<0x32xf32>) outs(%f1 : tensor<0x32xf32>) -> tensor<0x32xf32>
  %e2 = tensor.empty() : tensor<0x0xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<0x0xf32>) -> tensor<0x0xf32>
  %y = linalg.matmul ins(%h, %w2s : tensor<0x32xf32>, tensor<32x0xf32>) outs(%f2 : tensor<0x0xf32>) -> tensor<0x0xf32>
  %ys = shard.shard %y to %rep : tensor<0x0xf32>
  %yr = shard.shard %ys to %rep annotate_for_users : tensor<0x0xf32>
  return %yr : tensor<0x0xf32>
}
