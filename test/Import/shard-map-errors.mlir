// shard_map programs maco-import cannot import: each is an error naming
// the op, its place in the input and why (a partially manual shard_map
// is reported with its automatic axes).
//
// REQUIRES: maco-import
// RUN: rm -rf %t && split-file %s %t
// As JAX 0.10.2 exports it (shard_map(..., axis_names={"dp"}) on a 2 x 2
// mesh; examples/jax/export_transformer.py smap_partial):
// RUN: not %maco-import %S/Inputs/smap_partial.stablehlo.mlir 2>&1 | FileCheck %s --check-prefix=JAXPARTIAL
// JAXPARTIAL: smap_partial.stablehlo.mlir:4:10: error: unsupported: a partially manual computation: mesh axes 'tp' of @mesh stay automatic inside it (manual_axes = {dp})
// RUN: not %maco-import %t/partial.mlir 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not %maco-import %t/outside.mlir 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not %maco-import %t/groups.mlir 2>&1 | FileCheck %s --check-prefix=GROUPS
// RUN: not %maco-import %t/pairs.mlir 2>&1 | FileCheck %s --check-prefix=PAIRS
// RUN: not %maco-import %t/region.mlir 2>&1 | FileCheck %s --check-prefix=REGION
// RUN: not %maco-import %t/replicas.mlir 2>&1 | FileCheck %s --check-prefix=REPLICAS

// PARTIAL: {{.*}}partial.mlir:4:10: error: unsupported: a partially manual computation: mesh axes 'tp' of @mesh stay automatic inside it (manual_axes = {dp}); maco imports shard_map with every mesh axis manual (leave out axis_names, or name every axis)
//--- partial.mlir
module @m {
  sdy.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func public @main(%arg0: tensor<4x8xf32>) -> tensor<2x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"dp", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"dp"} (%arg1: tensor<2x8xf32>) {
      sdy.return %arg1 : tensor<2x8xf32>
    } : (tensor<4x8xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}

// OUTSIDE: {{.*}}outside.mlir:3:10: error: unsupported: stablehlo.all_reduce outside the body of a shard_map (sdy.manual_computation); maco imports explicit collectives only there
//--- outside.mlir
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// GROUPS: {{.*}}groups.mlir:5:12: error: unsupported: stablehlo.all_reduce over replica groups {{\[\[}}0, 2], [1, 3]], which are not the groups of any mesh axes of @mesh (x=4)
//--- groups.mlir
module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// PAIRS: {{.*}}pairs.mlir:5:12: error: unsupported: stablehlo.collective_permute with pairs {{\[\[}}0, 1], [1, 0]]: the groups along mesh axes ['tp'] of @mesh do not all exchange the same way (maco.permute applies one set of pairs to every group)
//--- pairs.mlir
module @m {
  sdy.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"dp", "tp"} (%arg1: tensor<4xf32>) {
      %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// REGION: {{.*}}region.mlir:5:12: error: unsupported: stablehlo.all_reduce whose reduction is not one stablehlo add, multiply, maximum or minimum of its two arguments (stablehlo.add, stablehlo.multiply, stablehlo.return)
//--- region.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        %t = stablehlo.multiply %s, %s : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// REPLICAS: {{.*}}replicas.mlir:5:12: error: unsupported: stablehlo.all_reduce without use_global_device_ids (its replica groups would name replicas, not the devices of a shard_map)
//--- replicas.mlir
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
