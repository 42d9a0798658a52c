// maco-partition-annotated on scf.if (JAX's lax.cond): a conditional whose
// branches only compute runs both and selects the results element-wise,
// which partitions like element-wise code; the predicate's tensor.extract
// reads its 0-d tensor replicated.
//
// RUN: maco-opt %s -maco-partition-annotated | FileCheck %s

shard.grid @g(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>

// CHECK-LABEL: func.func @cond
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>, %[[P:.*]]: tensor<i1>) -> tensor<4x16xf32>
// CHECK-NOT: scf.if
// CHECK: %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x16xf32>)
// CHECK: math.tanh
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x16xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4x16xf32>, tensor<4x16xf32>)
// CHECK: arith.select %[[C]]
// CHECK-NOT: shard.all
func.func @cond(%x: tensor<8x16xf32>, %p: tensor<i1>) -> tensor<8x16xf32> {
  %rows = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rows : tensor<8x16xf32>
  %c = tensor.extract %p[] : tensor<i1>
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> tensor<8x16xf32> {
    %e = tensor.empty() : tensor<8x16xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = math.tanh %a : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    scf.yield %t : tensor<8x16xf32>
  } else {
    %e = tensor.empty() : tensor<8x16xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = arith.mulf %a, %two : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    scf.yield %t : tensor<8x16xf32>
  }
  %rs = shard.shard %r to %rows : tensor<8x16xf32>
  return %rs : tensor<8x16xf32>
}
