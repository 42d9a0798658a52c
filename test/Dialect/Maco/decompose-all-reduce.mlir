// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{target=cpu-local}))' -split-input-file | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{target=cpu-local force}))' -split-input-file | FileCheck %s --check-prefix=FORCE
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{target=cpu-local force remarks}))' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=FORCE

// SGD with momentum on the averaged gradient: m' = 0.9 m + g, w' = w - lr m'.
// Both updates run on this rank's quarter (rows r*256 .. r*256+255): the
// reduce-scatter replaces the all-reduce, w and m are sliced at the rank's
// offset, the scalar lr is not, and both results, returned, are gathered.

shard.grid @g(shape = 4)
#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>

// CHECK-LABEL: func.func @sgd(
//  CHECK-SAME: %[[G:[^:]*]]: tensor<1024x256xf32>, %[[W:[^:]*]]: tensor<1024x256xf32> {maco.replicated}, %[[M:[^:]*]]: tensor<1024x256xf32> {maco.replicated}, %[[LR:[^:]*]]: tensor<f32> {maco.replicated})
//       CHECK: %[[R:.*]] = maco.rank on @g grid_axes = [0]
//       CHECK: %[[OFF:.*]] = arith.muli %[[R]], %{{.*}} : index
//       CHECK: %[[RS:.*]] = maco.reduce_scatter %[[G]] on @g grid_axes = [0] scatter_axis = 0 reduction = avg : tensor<1024x256xf32> -> tensor<256x256xf32>
//       CHECK: %[[MS:.*]] = tensor.extract_slice %[[M]][%[[OFF]], 0] [256, 256] [1, 1]
//       CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[RS]], %[[MS]] : tensor<256x256xf32>, tensor<256x256xf32>)
//       CHECK: %[[M2F:.*]] = maco.all_gather %[[M2]] on @g grid_axes = [0] gather_axis = 0 : tensor<256x256xf32> -> tensor<1024x256xf32>
//       CHECK: %[[WS:.*]] = tensor.extract_slice %[[W]][%[[OFF]], 0] [256, 256] [1, 1]
//       CHECK: %[[W2:.*]] = linalg.generic {{.*}} ins(%[[WS]], %[[M2]], %[[LR]] : tensor<256x256xf32>, tensor<256x256xf32>, tensor<f32>)
//       CHECK: %[[W2F:.*]] = maco.all_gather %[[W2]] on @g grid_axes = [0] gather_axis = 0
//       CHECK: return %[[W2F]], %[[M2F]]
//   CHECK-NOT: maco.all_reduce
func.func @sgd(%g: tensor<1024x256xf32>, %w: tensor<1024x256xf32> {maco.replicated}, %m: tensor<1024x256xf32> {maco.replicated}, %lr: tensor<f32> {maco.replicated}) -> (tensor<1024x256xf32>, tensor<1024x256xf32>) {
  %r = maco.all_reduce %g on @g grid_axes = [0] reduction = avg : tensor<1024x256xf32> -> tensor<1024x256xf32>
  %e = tensor.empty() : tensor<1024x256xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%r, %m : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%e : tensor<1024x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %x = arith.mulf %b, %c : f32
    %y = arith.addf %x, %a : f32
    linalg.yield %y : f32
  } -> tensor<1024x256xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %m2, %lr : tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<f32>) outs(%e : tensor<1024x256xf32>) {
  ^bb0(%a: f32, %b: f32, %l: f32, %o: f32):
    %x = arith.mulf %b, %l : f32
    %y = arith.subf %a, %x : f32
    linalg.yield %y : f32
  } -> tensor<1024x256xf32>
  return %w2, %m2 : tensor<1024x256xf32>, tensor<1024x256xf32>
}

// -----

// A tiny bias + ReLU: the extra collective costs more than the work it
// shards, so it stays unless `force`; with force, the first dimension the
// group divides (1 is not, 8 is) is the one sharded.
shard.grid @g(shape = 4)
#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @tiny
//       CHECK: maco.all_reduce
//   CHECK-NOT: maco.reduce_scatter
// FORCE-LABEL: func.func @tiny
//       FORCE: maco.reduce_scatter %{{.*}} scatter_axis = 1 : tensor<1x8xf32> -> tensor<1x2xf32>
//       FORCE: linalg.add ins(%{{.*}}, %{{.*}} : tensor<1x2xf32>, tensor<1x2xf32>)
//       FORCE: linalg.max
//       FORCE: maco.all_gather %{{.*}} gather_axis = 1 : tensor<1x2xf32> -> tensor<1x8xf32>
func.func @tiny(%x: tensor<1x8xf32>, %b: tensor<1x8xf32> {maco.replicated}, %z: tensor<1x8xf32> {maco.replicated}) -> tensor<1x8xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1x8xf32> -> tensor<1x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %s = linalg.add ins(%r, %b : tensor<1x8xf32>, tensor<1x8xf32>) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %y = linalg.max ins(%s, %z : tensor<1x8xf32>, tensor<1x8xf32>) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  return %y : tensor<1x8xf32>
}

// -----

// Zero-sized dimensions: even `force` leaves the all-reduce (a slice of the
// empty dimension would not verify).
shard.grid @g(shape = 4)

// FORCE-LABEL: func.func @empty
//       FORCE: maco.all_reduce
//   FORCE-NOT: maco.reduce_scatter
//   FORCE-NOT: tensor.extract_slice
func.func @empty(%x: tensor<8x0xf32>, %b: tensor<8x0xf32> {maco.replicated}) -> tensor<8x0xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8x0xf32> -> tensor<8x0xf32>
  %e = tensor.empty() : tensor<8x0xf32>
  %y = linalg.add ins(%r, %b : tensor<8x0xf32>, tensor<8x0xf32>) outs(%e : tensor<8x0xf32>) -> tensor<8x0xf32>
  return %y : tensor<8x0xf32>
}

// -----

// A payload that asks for the rank computes something else on every rank:
// even `force` keeps the all-reduce, with remarks on (the whole set is
// checked) or off (each op as it joins the set).
shard.grid @g(shape = 4)

// FORCE-LABEL: func.func @payload_rank
//       FORCE: maco.all_reduce
//   FORCE-NOT: maco.reduce_scatter
func.func @payload_rank(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %rank = maco.rank on @g grid_axes = [0]
    %ri = arith.index_cast %rank : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %s = arith.addf %a, %rf : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// The value of an init the payload never reads does not matter, even when
// it may differ between ranks: both ops are sharded. The add reads the
// all-reduce and the exp, and joins the set first (the walk meets the
// all-reduce's later use first): the exp's result counts as replicated
// before the exp is in the set.
shard.grid @g(shape = 4)

// FORCE-LABEL: func.func @ignored_init
//       FORCE: maco.reduce_scatter
//       FORCE: linalg.exp
//       FORCE: linalg.add
//       FORCE: maco.all_gather
//   FORCE-NOT: maco.all_reduce
func.func @ignored_init(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %u = linalg.exp ins(%r : tensor<8x8xf32>) outs(%w : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %y = linalg.add ins(%r, %u : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
