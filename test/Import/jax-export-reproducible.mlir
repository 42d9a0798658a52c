// examples/jax/export.py writes exactly the committed StableHLO and .npy
// files (same JAX release: python/requirements-jax.txt), and a serialized
// export that imports to the same module (its bytes hold the source
// locations of export.py, absolute paths included).
//
// REQUIRES: maco-import, jax
// RUN: rm -rf %t && %maco_python %maco_src_root/examples/jax/export.py %t > %t.log
// RUN: for f in mlp_tp2 mlp_tp4 train_dp2 train_dp4 train_dp2_tp2; do cmp %t/$f.stablehlo.mlir %maco_src_root/examples/jax/$f.stablehlo.mlir || exit 1; done
// RUN: for f in %maco_src_root/examples/jax/data/*.npy; do cmp $f %t/data/$(basename $f) || exit 1; done
// RUN: ls %t/data | wc -l | FileCheck %s
// CHECK: 16
// RUN: %maco-import %t/mlp_tp2.jaxexport --no-debuginfo -o %t.new.mlir
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.jaxexport --no-debuginfo -o %t.old.mlir
// RUN: diff %t.new.mlir %t.old.mlir

// examples/jax/export_training_ops.py likewise writes exactly the committed
// programs and data of examples/jax/ops.
// RUN: rm -rf %t.ops && %maco_python %maco_src_root/examples/jax/export_training_ops.py %t.ops > %t.ops.log
// RUN: diff -r %t.ops %maco_src_root/examples/jax/ops
