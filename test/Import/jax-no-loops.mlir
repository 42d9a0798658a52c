// No contraction of the committed JAX exports (examples/jax) or of the
// maco-vs-JAX benchmark's programs (bench/vs-jax/exports) is left to
// loops: imported, partitioned and lowered for the CPU, every one is a
// runtime GEMM (maco-to-cpu{remarks} would name any that is not; the
// output must be empty: an import or compile error would show too).
//
// REQUIRES: maco-import
// RUN: for f in %maco_src_root/examples/jax/*.stablehlo.mlir %maco_src_root/bench/vs-jax/exports/*.stablehlo.mlir; do %maco-import $f -o %t.mlir 2>&1 | sed "s|^|$f: |"; maco-opt %t.mlir --pass-pipeline='builtin.module(maco-frontend,maco-optimize,maco-to-cpu{remarks})' -o /dev/null 2>&1 | sed "s|^|$f: |"; rm -f %t.mlir; done > %t.out
// RUN: count 0 < %t.out
