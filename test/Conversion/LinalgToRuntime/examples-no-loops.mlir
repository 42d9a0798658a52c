// No contraction of any example is left to loops: on the CPU and on the
// GPU pipeline every one becomes a runtime GEMM (the remarks of
// maco-to-cpu{remarks} / maco-to-cuda{remarks} would name any that is not,
// and any failure would print too: the output must be empty).
// test/Import/jax-no-loops.mlir does the same for the JAX programs.
//
// RUN: for f in %maco_src_root/examples/*.mlir; do maco-opt $f --pass-pipeline='builtin.module(maco-frontend{ranks=4},maco-optimize,maco-to-cpu{remarks})' -o /dev/null 2>&1 | sed "s|^|$f: |"; done > %t.cpu
// RUN: count 0 < %t.cpu
// RUN: for f in %maco_src_root/examples/*.mlir; do maco-opt $f --pass-pipeline='builtin.module(maco-frontend{ranks=4},maco-optimize,maco-to-cuda{remarks format=isa})' -o /dev/null 2>&1 | sed "s|^|$f: |"; done > %t.gpu
// RUN: count 0 < %t.gpu
