// A program for a static grid of 4 run on 3 ranks fails fast with a clear
// message (examples/sp-kv-cache.mlir keeps `shape = 4`: its permute pairs
// are written for 4 ranks).
// REQUIRES: mpi
// RUN: not %mpirun -np 3 maco-run %maco_src_root/examples/sp-kv-cache.mlir 2>&1 | FileCheck %s
// CHECK: grid shape [4] has 4 ranks but the world size is 3
