// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-select-algorithm{target=cpu-local}))' | FileCheck %s
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-select-algorithm{target=cpu-local override}))' | FileCheck %s --check-prefix=OVERRIDE

// On cpu-local (bench/calibrate measures a machine's own): latency-bound
// messages take the fewest steps, large ones the least volume, and
// predictions within 10 % go to the algorithm with fewer messages in
// flight (ring first). 4 ranks: recursive doubling (2 steps) for 1 KiB,
// the ring (2 x 3/4 of the buffer) for 4 MiB; 3 ranks (not a power of
// two): the ring at 4 KiB (recursive doubling needs a fold and an unfold
// step), and for the all-gathers the ring within 10 % of direct. A set
// algorithm stays unless `override`; dynamic shapes and kinds without
// algorithms are left to the backend. A started collective also pays for
// its issue: cpu-local's CPU backend posts a small one (up to posted-bytes
// of messages per rank) at once only as direct, for 2 us, where any other
// algorithm hands it to the stream's worker for 6.6 us: the 16 KiB
// all-gather goes direct, the 1 MiB one (768 KiB per rank) stays a ring.

shard.grid @g(shape = 4x3)

// CHECK-LABEL: func.func @choices
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] algorithm = recursive_doubling : tensor<256xf32>
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] algorithm = ring : tensor<1048576xf32>
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [1] algorithm = ring : tensor<1024xf32>
//       CHECK: maco.all_gather %{{.*}} on @g grid_axes = [1] gather_axis = 0 algorithm = ring
//       CHECK: maco.broadcast %{{.*}} on @g grid_axes = [0] root = 1 algorithm = tree
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] algorithm = direct : tensor<1024xf32>
//       CHECK: maco.all_reduce %{{.*}} on @g grid_axes = [0] : tensor<?xf32>
//       CHECK: maco.permute %{{.*}} on @g grid_axes = [0] pairs = {{\[\[}}0, 1]] : tensor<1024xf32>
//       CHECK: maco.all_gather_start %{{.*}} on @g grid_axes = [0] gather_axis = 0 algorithm = direct
//       CHECK: maco.all_gather_start %{{.*}} on @g grid_axes = [0] gather_axis = 0 algorithm = ring
// OVERRIDE-LABEL: func.func @choices
//       OVERRIDE: maco.broadcast
//  OVERRIDE-NEXT: maco.all_reduce %{{.*}} on @g grid_axes = [0] algorithm = ring : tensor<1024xf32>
func.func @choices(%small: tensor<1024xf32>, %big: tensor<1048576xf32>, %d: tensor<?xf32>, %tiny: tensor<256xf32>) {
  %a = maco.all_reduce %tiny on @g grid_axes = [0] : tensor<256xf32> -> tensor<256xf32>
  %b = maco.all_reduce %big on @g grid_axes = [0] : tensor<1048576xf32> -> tensor<1048576xf32>
  %c = maco.all_reduce %small on @g grid_axes = [1] : tensor<1024xf32> -> tensor<1024xf32>
  %e = maco.all_gather %small on @g grid_axes = [1] gather_axis = 0 : tensor<1024xf32> -> tensor<3072xf32>
  %g = maco.broadcast %big on @g grid_axes = [0] root = 1 : tensor<1048576xf32> -> tensor<1048576xf32>
  %h = maco.all_reduce %small on @g grid_axes = [0] algorithm = direct : tensor<1024xf32> -> tensor<1024xf32>
  %i = maco.all_reduce %d on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  %j = maco.permute %small on @g grid_axes = [0] pairs = [[0, 1]] : tensor<1024xf32> -> tensor<1024xf32>
  %k = maco.all_gather_start %small on @g grid_axes = [0] gather_axis = 0 : tensor<1024xf32> -> !maco.future<tensor<4096xf32>>
  %l = maco.wait %k : !maco.future<tensor<4096xf32>>
  %m = maco.all_gather_start %big on @g grid_axes = [0] gather_axis = 0 : tensor<1048576xf32> -> !maco.future<tensor<4194304xf32>>
  %o = maco.wait %m : !maco.future<tensor<4194304xf32>>
  return
}

// Memref form, as after bufferization.
// CHECK-LABEL: func.func @memref_form
//       CHECK: maco.reduce_scatter %{{.*}} into %{{.*}} on @g grid_axes = [0] scatter_axis = 0 algorithm =
func.func @memref_form(%x: memref<64xf32>, %y: memref<16xf32>) {
  maco.reduce_scatter %x into %y on @g grid_axes = [0] scatter_axis = 0 : memref<64xf32> into memref<16xf32>
  return
}
