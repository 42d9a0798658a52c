// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-select-algorithm{target=cpu-local remarks}))' -verify-diagnostics -o /dev/null

// With `remarks`, every choice names the predicted time and the runner-up,
// or the faster prediction it won a tie against; a collective with a
// dynamic size says why none was made.

shard.grid @g(shape = 4)

func.func @remarks(%small: tensor<1024xf32>, %big: tensor<1048576xf32>, %d: tensor<?xf32>, %tiny: tensor<256xf32>) {
  // expected-remark @+1 {{algorithm ring for 4096 bytes over 4 ranks: 3.6 us, within 10 % of recursive_doubling's 3.5 us with fewer messages in flight}}
  %a = maco.all_reduce %small on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  // expected-remark @+1 {{algorithm ring for 4194304 bytes over 4 ranks: 2331.5 us (next: recursive_doubling 3107.4 us)}}
  %b = maco.all_reduce %big on @g grid_axes = [0] : tensor<1048576xf32> -> tensor<1048576xf32>
  // expected-remark @+1 {{no algorithm chosen: the message size is not static (the backend chooses)}}
  %c = maco.all_reduce %d on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  // expected-remark @+1 {{algorithm recursive_doubling for 1024 bytes over 4 ranks: 1.3 us (next: direct 1.4 us)}}
  %e = maco.all_reduce %tiny on @g grid_axes = [0] : tensor<256xf32> -> tensor<256xf32>
  return
}

shard.grid @dyn(shape = ?)

func.func @dynamic_group(%small: tensor<1024xf32>) {
  // expected-remark @+1 {{no algorithm chosen: the group size is not static (the backend chooses)}}
  %a = maco.all_reduce %small on @dyn grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return
}
