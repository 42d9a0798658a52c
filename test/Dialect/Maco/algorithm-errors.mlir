// RUN: maco-opt %s -split-input-file -verify-diagnostics

// Verifier errors of the `algorithm` attribute: an algorithm the kind does
// not have, a kind without algorithms, and recursive doubling all-gathers
// on groups that are not a power of two.

shard.grid @grid(shape = 3x4)

func.func @tree_all_gather(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.all_gather' op algorithm 'tree' does not apply to all_gather (it has: ring, recursive_doubling, direct)}}
  %r = maco.all_gather %x on @grid grid_axes = [1] gather_axis = 0 algorithm = tree : tensor<2xf32> -> tensor<8xf32>
  return
}

// -----

shard.grid @grid(shape = 3x4)

func.func @ring_broadcast(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.broadcast_start' op algorithm 'ring' does not apply to broadcast (it has: tree, direct)}}
  %f = maco.broadcast_start %x on @grid grid_axes = [1] root = 0 algorithm = ring : tensor<2xf32> -> !maco.future<tensor<2xf32>>
  %r = maco.wait %f : !maco.future<tensor<2xf32>>
  return
}

// -----

shard.grid @grid(shape = 3x4)

func.func @permute_algorithm(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.permute' op algorithm 'direct' does not apply to permute (it has no algorithms to choose from)}}
  %r = maco.permute %x on @grid grid_axes = [1] pairs = [[0, 1]] {algorithm = #maco<algorithm direct>} : tensor<2xf32> -> tensor<2xf32>
  return
}

// -----

shard.grid @grid(shape = 3x4)

func.func @rd_gather_three(%x: tensor<2xf32>) {
  // expected-error @+1 {{'maco.all_gather' op algorithm 'recursive_doubling' needs a power-of-two group, the group has 3 ranks}}
  %r = maco.all_gather %x on @grid grid_axes = [0] gather_axis = 0 algorithm = recursive_doubling : tensor<2xf32> -> tensor<6xf32>
  return
}

// -----

// Not an error: recursive doubling all-reduces fold the extra ranks, and
// a dynamic group is checked by the runtime.
shard.grid @grid(shape = 3x?)

func.func @fine(%x: tensor<2xf32>) {
  %a = maco.all_reduce %x on @grid grid_axes = [0] algorithm = recursive_doubling : tensor<2xf32> -> tensor<2xf32>
  %b = maco.all_gather %x on @grid grid_axes = [1] gather_axis = 0 algorithm = recursive_doubling : tensor<2xf32> -> tensor<?xf32>
  return
}

// -----

shard.grid @grid(shape = 4)

func.func @unknown(%x: tensor<2xf32>) {
  // expected-error @+1 {{unknown algorithm 'bogus'; expected ring, recursive_doubling, tree or direct}}
  %a = maco.all_reduce %x on @grid grid_axes = [0] algorithm = bogus : tensor<2xf32> -> tensor<2xf32>
  return
}
