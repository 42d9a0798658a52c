// maco-run on inputs that upstream MLIR 22 crashes on or cannot lower:
// each is rejected with a diagnostic that names the op and the reason.
// RUN: rm -rf %t && split-file %s %t
//
// A grid with a zero-sized axis: upstream's shard verifiers divide by it
// (SIGFPE). maco-run checks every grid before verifying (checkProgram),
// whether an upstream op that divides by it uses it or a maco op does.
// RUN: not maco-run %t/zero-grid.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: zero-grid.mlir:1:1: error: grid @g has size 0 along axis 1; every grid axis must have a positive size
// ZERO: maco-run: {{.*}}zero-grid.mlir is not valid
// ZERO-NOT: Stack dump
// RUN: not maco-run %t/zero-grid-maco.mlir 2>&1 | FileCheck %s --check-prefix=ZEROMACO
// ZEROMACO: zero-grid-maco.mlir:1:1: error: grid @g has size 0 along axis 0; every grid axis must have a positive size
// ZEROMACO: maco-run: {{.*}}zero-grid-maco.mlir is not valid
// ZEROMACO-NOT: Stack dump
//
// A function that returns a sharding: partitioning would erase it (or leave
// it without a run-time value), so it is rejected before partitioning.
// RUN: not maco-run %t/return-sharding.mlir 2>&1 | FileCheck %s --check-prefix=SHARDING
// SHARDING: return-sharding.mlir:7:3: error: 'func.return' op uses a !shard.sharding value; in a function that upstream shard-partition partitions, shardings may only be used by shard.shard (partitioning erases them)
//
// Dense arrays of index crash upstream MLIR 22's parser (found by
// maco-opt-fuzzer): rejected before parsing.
// RUN: not maco-run %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: index-array.mlir:2:35: error: dense arrays of 'index' (array<index: ...>) are not supported (upstream MLIR 22's parser crashes on them); use i64
// INDEX-NOT: Stack dump
//
// So do linalg's `dimensions` lists holding anything but integers.
// RUN: not maco-run %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=DIMS
// DIMS: linalg-dims.mlir:4:76: error: linalg's `dimensions`/`permutation` must be a list of integers, e.g. `dimensions = [0, 1]` (upstream MLIR 22's parser crashes on anything else here)
// DIMS-NOT: Stack dump
// A parser crash on a form not screened for (stood in for by a screened
// one, screens off) is an error, recovered from while parsing.
// RUN: env MACO_PARSER_SCREENS=0 not maco-run %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=RECOVER
// RECOVER: linalg-dims.mlir:1:1: error: upstream MLIR 22's parser crashed on this input
// RECOVER-NOT: Stack dump
//
// And batch matmuls of index elements (linalg.matmul of index gets
// upstream's own error; f32 batch matmuls are fine).
// RUN: not maco-run %t/index-batch-matmul.mlir 2>&1 | FileCheck %s --check-prefix=BMM
// BMM: index-batch-matmul.mlir:3:3: error: linalg batch matmuls of 'index' elements are not supported (upstream MLIR 22's parser crashes building their body); use an integer type
// BMM-NOT: Stack dump
//
// Structures that upstream MLIR 22's verifiers index or dereference
// before checking them (found by maco-opt-fuzzer): a shard axis outside
// the operand's rank (shard.all_slice with slice_axis = -1: SEGV), an
// empty reassociation group (tensor.expand_shape [[]]: null affine
// expression). checkProgram reports them before verifying.
// RUN: not maco-run %t/shard-axis.mlir 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: shard-axis.mlir:3:8: error: slice_axis = -1 is out of range for an operand of rank 2 (0 to 1; upstream MLIR 22's verifier would index with it)
// AXIS-NOT: Stack dump
// RUN: not maco-run %t/empty-group.mlir 2>&1 | FileCheck %s --check-prefix=GROUP
// GROUP: empty-group.mlir:2:8: error: reassociation group 0 is empty; every group must name at least one dimension
// GROUP-NOT: Stack dump
//
// A gather over a dynamic grid axis (once an error) now sizes its result
// from the group size at run time: the program compiles and runs.
// RUN: maco-run %t/dynamic-grid.mlir
// A reshard that MLIR 22's shard-partition has no pattern for (it crashed
// with a segfault) is reported before partitioning: between two grids
// (one of several steps on one grid maco splits into single steps).
// RUN: not maco-run %t/reshard.mlir 2>&1 | FileCheck %s --check-prefix=RESHARD
// RESHARD: reshard.mlir:7:8: error: resharding from split axes {{\[\[}}0]] on @g4 to {{\[\[}}1]] on @g2 is not supported by upstream shard-partition (MLIR 22 crashes or computes wrong shapes on it): the two shardings are on different grids
// RESHARD: error: partitioning @f with upstream sharding-propagation + shard-partition failed
// RESHARD-NOT: Stack dump
//
// Halo updates have no maco equivalent.
// RUN: not maco-run %t/halo.mlir 2>&1 | FileCheck %s --check-prefix=HALO
// HALO: error: 'shard.update_halo' op cannot be imported into maco: halo updates are not supported by maco

//--- zero-grid.mlir
shard.grid @g(shape = 4x0)
func.func @main() {
  %x = arith.constant dense<1.0> : tensor<8x8xf32>
  %0 = shard.all_to_all %x on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

//--- zero-grid-maco.mlir
shard.grid @g(shape = 0x4)
func.func @main() {
  %x = arith.constant dense<1.0> : tensor<8xf32>
  %0 = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return
}

//--- index-array.mlir
// array<index: 1> in a comment is fine
func.func @main() attributes {a = array<index: 0, 1>} {
  return
}
//--- linalg-dims.mlir
func.func @main() {
  %x = tensor.empty() : tensor<4x4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%init : tensor<4xf32>) dimensions = [[0]]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return
}
//--- index-batch-matmul.mlir
func.func @main(%f: memref<2x4x4xf32>, %a: memref<?x12x64xindex>, %b: memref<?x64x64xindex>, %c: memref<?x12x64xindex>) {
  linalg.batch_matmul ins(%f, %f : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%f : memref<2x4x4xf32>)
  linalg.batch_matmul ins(%a, %b : memref<?x12x64xindex>, memref<?x64x64xindex>)
                      outs(%c : memref<?x12x64xindex>)
  return
}
//--- return-sharding.mlir
shard.grid @g(shape = 2)
func.func @f(%x: tensor<2xf32>) -> (tensor<2xf32>, !shard.sharding) {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<2xf32>
  %r = shard.get_sharding %0 : tensor<2xf32> -> !shard.sharding
  %1 = shard.shard %0 to %s annotate_for_users : tensor<2xf32>
  return %1, %r : tensor<2xf32>, !shard.sharding
}
func.func @main() {
  return
}

//--- dynamic-grid.mlir
shard.grid @d(shape = ?)
func.func @f(%x: tensor<10x14xf32>) -> tensor<10x14xf32> {
  %split = shard.sharding @d split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %split : tensor<10x14xf32>
  %rep = shard.sharding @d split_axes = [[]] : !shard.sharding
  %1 = shard.shard %0 to %rep annotate_for_users : tensor<10x14xf32>
  return %1 : tensor<10x14xf32>
}
func.func @main() {
  return
}

//--- halo.mlir
shard.grid @g(shape = 4)
func.func @f(%x: tensor<1200x1200xi64>) -> tensor<1200x1200xi64> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<1200x1200xi64>
  %h = shard.sharding @g split_axes = [[0]] halo_sizes = [2, 2] : !shard.sharding
  %1 = shard.shard %0 to %h : tensor<1200x1200xi64>
  %2 = shard.shard %1 to %h annotate_for_users : tensor<1200x1200xi64>
  return %2 : tensor<1200x1200xi64>
}
func.func @main() {
  return
}

//--- reshard.mlir
shard.grid @g2(shape = 2x2)
shard.grid @g4(shape = 4)
func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @g4 split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @g2 split_axes = [[1]] : !shard.sharding
  %0 = shard.shard %x to %s0 : tensor<8x16xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
func.func @main() {
  return
}

//--- shard-axis.mlir
shard.grid @dyn(shape = ?x4)
func.func @main(%x: tensor<?x0xf32>) -> tensor<?x0xf32> {
  %0 = shard.all_slice %x on @dyn grid_axes = [0, 1] slice_axis = -1 : tensor<?x0xf32> -> tensor<?x0xf32>
  return %0 : tensor<?x0xf32>
}

//--- empty-group.mlir
func.func @main(%s: tensor<8xf32>) -> tensor<8x12xf32> {
  %k = tensor.expand_shape %s [[]] output_shape [8, 1] : tensor<8xf32> into tensor<8x12xf32>
  return %k : tensor<8x12xf32>
}
