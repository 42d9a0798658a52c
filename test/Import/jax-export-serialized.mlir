// jax.export's serialized form (Exported.serialize(), a flatbuffer holding
// a StableHLO portable artifact with Shardy ops) imports to the same module
// as the text of the same export. Reading it needs jax (MACO_WITH_JAX=1
// scripts/setup.sh); without jax the importer says so.
//
// REQUIRES: maco-import, jax
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.jaxexport --no-debuginfo -o %t.bin.mlir
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.stablehlo.mlir --no-debuginfo -o %t.text.mlir
// RUN: diff %t.bin.mlir %t.text.mlir
// RUN: FileCheck %s < %t.bin.mlir
// CHECK: shard.grid @mesh(shape = 2)
// CHECK: shard.sharding @mesh split_axes = {{\[\[}}], [0]]
