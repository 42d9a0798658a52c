// examples/jax/export.py writes exactly the committed StableHLO, serialized
// export and .npy files (same JAX release: python/requirements-jax.txt).
//
// REQUIRES: jax
// RUN: rm -rf %t && %maco_python %maco_src_root/examples/jax/export.py %t > %t.log
// RUN: for f in mlp_tp2.stablehlo.mlir mlp_tp4.stablehlo.mlir train_dp2.stablehlo.mlir train_dp4.stablehlo.mlir mlp_tp2.jaxexport; do cmp %t/$f %maco_src_root/examples/jax/$f || exit 1; done
// RUN: for f in %maco_src_root/examples/jax/data/*.npy; do cmp $f %t/data/$(basename $f) || exit 1; done
// RUN: ls %t/data | wc -l | FileCheck %s
// CHECK: 16
