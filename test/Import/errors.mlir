// What maco-import cannot import is an error naming it and its place in
// the input (file:line:col); nothing is dropped without a word.
//
// REQUIRES: maco-import
// RUN: rm -rf %t && split-file %s %t
// RUN: not %maco-import %t/custom-call.mlir 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not %maco-import %t/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %maco-import %t/open-dim.mlir 2>&1 | FileCheck %s --check-prefix=OPEN
// RUN: not %maco-import %t/sub-axis.mlir 2>&1 | FileCheck %s --check-prefix=SUBAXIS
// RUN: not %maco-import %t/priority.mlir 2>&1 | FileCheck %s --check-prefix=PRIORITY
// RUN: not %maco-import %t/maximal.mlir 2>&1 | FileCheck %s --check-prefix=MAXIMAL
// RUN: not %maco-import %t/device-ids.mlir 2>&1 | FileCheck %s --check-prefix=DEVICEIDS
// RUN: not %maco-import %t/shard-map.mlir 2>&1 | FileCheck %s --check-prefix=SHARDMAP
// RUN: not %maco-import %t/mhlo-maximal.mlir 2>&1 | FileCheck %s --check-prefix=MHLOMAX
// RUN: not %maco-import %t/mhlo-grid.mlir 2>&1 | FileCheck %s --check-prefix=MHLOGRID
// RUN: not %maco-import %t/unknown-axis.mlir 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not %maco-import %t/unknown-mesh.mlir 2>&1 | FileCheck %s --check-prefix=MESH
// RUN: not %maco-import %t/unbalanced.mlir 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not %maco-import %t/rank.mlir 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not %maco-import %t/not-mlir.mlir 2>&1 | FileCheck %s --check-prefix=NOTMLIR
// RUN: not %maco-import %t/sort.mlir 2>&1 | FileCheck %s --check-prefix=SORT
// RUN: not %maco-import %t/attribute.mlir 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not %maco-import %t/no-such-file.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %maco-import %t/empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY

// CUSTOM: {{.*}}custom-call.mlir:3:10: error: unsupported custom call @my_kernel (stablehlo.custom_call calls code outside StableHLO, which neither IREE's input conversion nor maco has)
//--- custom-call.mlir
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @my_kernel(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// UNKNOWN: {{.*}}unknown-op.mlir:3:10: error: unknown op 'foo.bar' (not StableHLO, nor an op of a dialect that IREE's input conversion knows)
//--- unknown-op.mlir
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "foo.bar"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// OPEN: {{.*}}open-dim.mlir:3:94: error: unsupported sharding: an open dimension ('?', e.g. PartitionSpec.UNCONSTRAINED) leaves the choice to propagation; maco's annotations state every dimension. Give the dimension's axes (or none for replicated)
//--- open-dim.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {?}]>}) -> tensor<4x4xf32> {
    return %arg0 : tensor<4x4xf32>
  }
}

// SUBAXIS: {{.*}}sub-axis.mlir:3:88: error: unsupported sharding: sub-axis "x":(...) (a part of a mesh axis); split along whole axes
//--- sub-axis.mlir
module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}) -> tensor<4x4xf32> {
    return %arg0 : tensor<4x4xf32>
  }
}

// PRIORITY: {{.*}}priority.mlir:3:87: error: unsupported sharding: a dimension with a propagation priority (pN); upstream's annotations have none
//--- priority.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p1, {}]>}) -> tensor<4x4xf32> {
    return %arg0 : tensor<4x4xf32>
  }
}

// MAXIMAL: {{.*}}maximal.mlir:2:30: error: unsupported sharding: mesh @maximal_mesh_0 has no axes (a maximal sharding: the computation on one device); maco runs SPMD programs over all ranks
//--- maximal.mlir
module @m {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// DEVICEIDS: {{.*}}device-ids.mlir:2:20: error: unsupported sharding: mesh @mesh orders its devices as device_ids=[1, 0]; maco's grids are row-major over the ranks 0..1 (device_ids = iota only)
//--- device-ids.mlir
module @m {
  sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// SHARDMAP: {{.*}}shard-map.mlir:4:10: error: unsupported Shardy op or attribute 'sdy.named_computation' (maco imports sdy.mesh, sdy.sharding, sdy.sharding_constraint, sdy.reshard and sdy.manual_computation (shard_map); sharding groups and named computations are not imported)
//--- shard-map.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<4xf32>) {
      sdy.return %arg1 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// MHLOMAX: {{.*}}mhlo-maximal.mlir:2:26: error: unsupported sharding: mhlo.sharding "{maximal device=0}" (maximal); maco imports replicated and tiled shardings
//--- mhlo-maximal.mlir
module @m attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "{maximal device=0}"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// MHLOGRID: {{.*}}mhlo-grid.mlir:2:26: error: unsupported sharding: mhlo.sharding "{devices=[2,1,2]<=[4] last_tile_dim_replicate}" is no split of the tensor's dimensions along the axes of grid @mesh (shape 4); pass the mesh it was made for with --mesh (e.g. --mesh dp=2,tp=2)
//--- mhlo-grid.mlir
module @m attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}

// AXIS: {{.*}}unknown-axis.mlir:3:86: error: #sdy.sharding names axis "y", which mesh @mesh does not have
//--- unknown-axis.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// MESH: {{.*}}unknown-mesh.mlir:2:76: error: #sdy.sharding refers to mesh @other, which no sdy.mesh defines
//--- unknown-mesh.mlir
module @m {
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@other, [{"x"}]>}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// UNBALANCED: {{.*}}unbalanced.mlir:3:90: error: malformed #sdy.sharding: expected ',' at ') -> tensor<4xf32> {'
//--- unbalanced.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// RANK: {{.*}}rank.mlir:3:26: error: the sharding <@mesh, [{"x"}, {}]> of argument #0 of @main has 2 dimension(s) but its type tensor<4xf32> has rank 1
//--- rank.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// NOTMLIR: {{.*}}not-mlir.mlir:1:1: error: the input does not parse as StableHLO: custom op 'this' is unknown (tried 'builtin.this' as well)
//--- not-mlir.mlir
this is not StableHLO

// SORT: {{.*}}sort.mlir:3:10: error: cannot import op iree_linalg_ext.sort (IREE-only: upstream MLIR has no such op); 1 such op(s) in all
// A sort of a dynamic shape is not rewritten (rewrites.py, 6).
//--- sort.mlir
module @m {
  func.func public @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

// ATTR: {{.*}}attribute.mlir:2:26: error: unsupported attribute mhlo.layout_mode = "{0}" on argument #0 of @main
//--- attribute.mlir
module @m {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "{0}"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// MISSING: {{.*}}no-such-file.mlir: error: cannot read the input: No such file or directory

// EMPTY: {{.*}}empty.mlir: error: the input holds no function to import
//--- empty.mlir
module {
}
