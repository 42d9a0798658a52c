// Integration test for "bring your own sharded program": the shard-annotated
// @mlp in examples/shard-mlp-run.mlir is partitioned by upstream
// sharding-propagation + shard-partition (which yields shard.all_slice,
// process_multi_index, scf.if and shard.all_reduce), imported and run on 4
// ranks; it must equal the unannotated computation exactly. y[0,0] = -488
// and y[1,3] = 386 are computed independently by scripts/ref/shard_mlp.py.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options="guard=false chunks=2" %maco_src_root/examples/shard-mlp-run.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/shard-mlp-run.mlir > %t.noopt
// RUN: diff %t.opt %t.noopt
// RUN: FileCheck %s < %t.opt
// RUN: sed -e 's/shape = 4/shape = 2/' %maco_src_root/examples/shard-mlp-run.mlir > %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir | FileCheck %s
// RUN: python3 %maco_src_root/scripts/ref/shard_mlp.py | FileCheck %s --check-prefix=REF

// CHECK: mismatches: 0
// CHECK-NEXT: y[0,0] y[1,3]: -488
// CHECK-NEXT: 386
// REF: -488 386

// The comparison above exercises maco-optimize: with chunks=2 the second
// GEMM and the all-reduce that upstream partitioning put after it become a
// two-chunk pipeline of started all-reduces (by default the cost model
// finds nothing worth overlapping in so small a program).
// RUN: maco-opt --maco-frontend --maco-optimize="guard=false chunks=2" %maco_src_root/examples/shard-mlp-run.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-COUNT-2: maco.all_reduce_start
