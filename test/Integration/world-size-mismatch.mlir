// A program for a grid of 4 run on 3 ranks fails fast with a clear message.
// REQUIRES: mpi
// RUN: not %mpirun -np 3 maco-run %maco_src_root/examples/compute-allreduce-overlap.mlir 2>&1 | FileCheck %s
// CHECK: grid shape [4] has 4 ranks but the world size is 3
