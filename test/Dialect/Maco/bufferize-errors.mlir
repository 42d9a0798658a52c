// RUN: maco-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file -verify-diagnostics

// A gather over a grid axis of dynamic size has a result of dynamic size
// that bufferization cannot compute (the group size is unknown); it is
// rejected by name, not with a generic allocation failure.
shard.grid @g(shape = ?)

func.func @gather_dynamic_grid(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+2 {{'maco.all_gather' op cannot size its result buffer: the group size of grid @g along grid_axes [0] is dynamic; lowering needs static grid sizes}}
  // expected-error @+1 {{failed to bufferize op}}
  %r = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0
      : tensor<?x4xf32> -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

shard.grid @g(shape = 2x?)

func.func @reduce_scatter_start_dynamic_grid(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+2 {{'maco.reduce_scatter_start' op cannot size its result buffer: the group size of grid @g along grid_axes [0, 1] is dynamic; lowering needs static grid sizes}}
  // expected-error @+1 {{failed to bufferize op}}
  %f = maco.reduce_scatter_start %x on @g grid_axes = [0, 1] scatter_axis = 0
      : tensor<?x4xf32> -> !maco.future<tensor<?x4xf32>>
  %r = maco.wait %f : !maco.future<tensor<?x4xf32>>
  return %r : tensor<?x4xf32>
}
