// Integration test for "bring your own sharded program": the shard-annotated
// @mlp in examples/shard-mlp-run.mlir is partitioned by upstream
// sharding-propagation + shard-partition (which yields shard.all_slice,
// process_multi_index, shard_shape, scf.if and shard.all_reduce), imported
// and run; it must equal the unannotated computation exactly. y[0,0] = -488
// and y[1,3] = 386 are computed independently by scripts/ref/shard_mlp.py.
// REQUIRES: mpi
//
// The example, unchanged (its grid is `shape = ?`), on 1, 2, 4 and 8 ranks:
// RUN: %mpirun -np 1 maco-run %maco_src_root/examples/shard-mlp-run.mlir | FileCheck %s
// RUN: %mpirun -np 2 maco-run %maco_src_root/examples/shard-mlp-run.mlir | FileCheck %s
// RUN: %mpirun -np 4 maco-run %maco_src_root/examples/shard-mlp-run.mlir > %t.dyn
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/shard-mlp-run.mlir > %t.noopt
// RUN: diff %t.dyn %t.noopt
// RUN: FileCheck %s < %t.dyn
// RUN: %mpirun -np 8 maco-run %maco_src_root/examples/shard-mlp-run.mlir | FileCheck %s
// RUN: python3 %maco_src_root/scripts/ref/shard_mlp.py | FileCheck %s --check-prefix=REF

// CHECK: mismatches: 0
// CHECK-NEXT: y[0,0] y[1,3]: -488
// CHECK-NEXT: 386
// REF: -488 386

// 3 ranks do not divide the 32 columns of W1: the slice stops the program
// (instead of dropping columns).
// RUN: not %mpirun -np 3 maco-run %maco_src_root/examples/shard-mlp-run.mlir > %t.3 2>&1
// RUN: FileCheck %s --check-prefix=UNEVEN < %t.3
// UNEVEN: maco: {{.*}}shard-mlp-run.mlir:{{[0-9]+}}:{{[0-9]+}}: dimension 1 of the sliced tensor is not divisible by the number of ranks along grid axes [0] of @tp

// The comparison below exercises maco-optimize: with chunks=2 the second
// GEMM and the all-reduce that upstream partitioning put after it become a
// two-chunk pipeline of started all-reduces (by default the cost model
// finds nothing worth overlapping in so small a program). It runs on a
// copy with a static grid (`shape = 4`): over `shape = ?` the hidden layer
// is tensor<8x?xf32>, and maco-pipeline-chunks only splits ops on static
// shapes.
// RUN: sed -e 's/shape = ?/shape = 4/' %maco_src_root/examples/shard-mlp-run.mlir > %t.static.mlir
// RUN: %mpirun -np 4 maco-run --optimize-options="guard=false chunks=2" %t.static.mlir > %t.opt
// RUN: diff %t.opt %t.noopt
// RUN: maco-opt --maco-frontend --maco-optimize="guard=false chunks=2" %t.static.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-COUNT-2: maco.all_reduce_start
