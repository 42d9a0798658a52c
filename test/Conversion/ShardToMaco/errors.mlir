// RUN: maco-opt %s -maco-import-shard -split-input-file -verify-diagnostics

shard.grid @g(shape = 4)

func.func @bitwise_reduction(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'shard.all_reduce' op cannot be imported into maco: reduction 'bitwise_and' has no maco equivalent}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] reduction = bitwise_and : tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

shard.grid @g(shape = 4)

func.func @generic_reduce_scatter(%x: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{reduction 'generic' has no maco equivalent}}
  %0 = shard.reduce_scatter %x on @g grid_axes = [0] reduction = generic scatter_axis = 0 : tensor<4xf32> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

shard.grid @g(shape = 4)

// (Narrow integers move widened, data-movement.mlir; an 8-bit float has no
// wider type that keeps its bits.)
func.func @element_type(%x: tensor<2xf8E5M2>) -> tensor<8xf8E5M2> {
  // expected-error @+1 {{'shard.all_gather' op cannot be imported into maco: element type 'f8E5M2' is not supported by maco collectives}}
  %0 = shard.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2xf8E5M2> -> tensor<8xf8E5M2>
  return %0 : tensor<8xf8E5M2>
}

// -----

shard.grid @g(shape = 4)

func.func @average_of_integers(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{reduction 'average' needs a floating-point accumulation type, got 'i32'}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] reduction = average : tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

shard.grid @g(shape = 4)

func.func @memref_conversion(%x: memref<4xf32>) -> memref<4xf64> {
  // expected-error @+1 {{element type conversion on memrefs is not supported}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] : memref<4xf32> -> memref<4xf64>
  return %0 : memref<4xf64>
}

// -----

shard.grid @g(shape = 4)

func.func @dynamic_root(%x: tensor<4xf32>, %r: index) -> tensor<4xf32> {
  // expected-error @+1 {{'shard.broadcast' op cannot be imported into maco: dynamic root}}
  %0 = shard.broadcast %x on @g grid_axes = [0] root = [%r] : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

shard.grid @g(shape = ?)

func.func @shift_dynamic_grid(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{permute pairs need a static grid size along axis 0}}
  %0 = shard.shift %x on @g grid_axes = [0] shift_axis = 0 offset = 1 rotate : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @recv_without_source(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'shard.recv' op cannot be imported into maco: a recv without a source is not supported}}
  %0 = shard.recv %x on @g grid_axes = [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

shard.grid @g(shape = 4)

func.func @recv_dynamic_shape(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{maco.recv needs a statically shaped result, got 'tensor<?xf32>'}}
  %0 = shard.recv %x on @g grid_axes = [0] source = [1] : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

shard.grid @g(shape = 2x2)

func.func @neighbors_two_axes(%i: index, %j: index) -> (index, index) {
  // expected-error @+1 {{only a single split axis is supported, got 2}}
  %0:2 = shard.neighbors_linear_indices on @g[%i, %j] split_axes = [0, 1] : index, index
  return %0#0, %0#1 : index, index
}

// -----

shard.grid @g(shape = 4)

func.func @halo(%x: tensor<12x4xf32>) -> tensor<12x4xf32> {
  // expected-error @+1 {{'shard.update_halo' op cannot be imported into maco: halo updates are not supported by maco}}
  %0 = shard.update_halo %x on @g split_axes = [[0]] halo_sizes = [1, 1] : tensor<12x4xf32>
  return %0 : tensor<12x4xf32>
}

// -----

shard.grid @g(shape = 4)

// Annotations left: the pass reports the shard.shard ops (not the
// shard.sharding they use) and converts nothing else.
func.func @not_partitioned(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{shard.shard annotations must be partitioned first (run sharding-propagation and shard-partition)}}
  %0 = shard.shard %x to %s : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)

// What shard-partition leaves of a function that returns a sharding: no
// annotation is left, so the message names the use, not partitioning.
func.func @sharding_value(%x: tensor<8xf32>) -> !shard.sharding {
  // expected-error @+1 {{'shard.sharding' op cannot be imported into maco: !shard.sharding values do not exist at run time in maco; this one is still used after partitioning, by 'func.return'}}
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  return %s : !shard.sharding
}

// -----

shard.grid @g(shape = 4)

// Unused leftovers are dropped; a used shard shape is computed unless its
// sharding has explicit offsets or halos (maco splits evenly, without
// halos) or is not a shard.sharding op.
func.func @shard_shape(%d: index) -> index {
  %unused = shard.sharding @g split_axes = [[]] : !shard.sharding
  %s = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 1, 4, 7, 8] : !shard.sharding
  %dead:2 = shard.shard_shape dims = [8, 16] sharding = %s device = [%d] : index, index
  // expected-error @+1 {{'shard.shard_shape' op cannot be imported into maco: shard shapes with explicit sharded_dims_offsets are not supported (maco splits evenly)}}
  %shp:2 = shard.shard_shape dims = [8, 16] sharding = %s device = [%d] : index, index
  return %shp#0 : index
}

// -----

shard.grid @g(shape = 4)

func.func @shard_shape_halo(%d: index) -> index {
  %s = shard.sharding @g split_axes = [[0]] halo_sizes = [1, 2] : !shard.sharding
  // expected-error @+1 {{'shard.shard_shape' op cannot be imported into maco: shard shapes with halos are not supported (maco has no halo updates)}}
  %shp = shard.shard_shape dims = [8] sharding = %s device = [%d] : index
  return %shp : index
}

// -----

shard.grid @g(shape = 4)

func.func @shard_shape_argument(%s: !shard.sharding, %d: index) -> index {
  // expected-error @+1 {{'shard.shard_shape' op cannot be imported into maco: the sharding must be defined by a shard.sharding op in the same function}}
  %shp = shard.shard_shape dims = [8] sharding = %s device = [%d] : index
  return %shp : index
}

// -----

shard.grid @g(shape = 2x?)

func.func @shard_shape_device(%d: index) -> index {
  %s = shard.sharding @g split_axes = [[1]] : !shard.sharding
  // expected-error @+1 {{'shard.shard_shape' op cannot be imported into maco: device has 1 coordinates but grid @g has 2 axes}}
  %shp = shard.shard_shape dims = [8] sharding = %s device = [%d] : index
  return %shp : index
}

// -----

shard.grid @g(shape = 2x4)

// More results than dimensions (upstream's verifier lets it through; found
// by maco-opt-fuzzer).
func.func @shard_shape_results(%i: index, %j: index) -> (index, index) {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard_shape' op cannot be imported into maco: has 2 results but the shape has 1 dimensions; it needs one result per dimension}}
  %shp:2 = shard.shard_shape dims = [2] sharding = %s device = [%i, %j] : index, index
  return %shp#0, %shp#1 : index, index
}

// -----

shard.grid @g(shape = ?)

// A sharding used by a shard shape and by something else: the other user
// is named.
func.func @sharding_and_shard_shape(%d: index) -> (index, !shard.sharding) {
  // expected-error @+1 {{'shard.sharding' op cannot be imported into maco: !shard.sharding values do not exist at run time in maco; this one is still used after partitioning, by 'func.return'}}
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %shp = shard.shard_shape dims = [8] sharding = %s device = [%d] : index
  return %shp, %s : index, !shard.sharding
}

// -----

shard.grid @g(shape = 4)

// A sharding used by an annotation and by something else: not partitioned.
func.func @sharding_not_partitioned(%x: tensor<8xf32>) -> (tensor<8xf32>, !shard.sharding) {
  // expected-error @+1 {{shard.sharding annotations must be partitioned first (run sharding-propagation and shard-partition)}}
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{shard.shard annotations must be partitioned first}}
  %0 = shard.shard %x to %s : tensor<8xf32>
  return %0, %s : tensor<8xf32>, !shard.sharding
}

// -----

// Every unsupported op is reported, the others are still converted.
shard.grid @g(shape = 4)

func.func @several(%x: tensor<4xi32>, %r: index) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  // expected-error @+1 {{reduction 'bitwise_or' has no maco equivalent}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] reduction = bitwise_or : tensor<4xi32> -> tensor<4xi32>
  %1 = shard.all_reduce %x on @g grid_axes = [0] : tensor<4xi32> -> tensor<4xi32>
  // expected-error @+1 {{dynamic root}}
  %2 = shard.broadcast %x on @g grid_axes = [0] root = [%r] : (tensor<4xi32>, index) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
