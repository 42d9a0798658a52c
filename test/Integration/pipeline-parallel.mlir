// Integration test: examples/pipeline-parallel.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/pipeline-parallel.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/pipeline-parallel.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/pipeline-parallel.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: micro-batch 0 after the last stage:
// CHECK-NEXT: data =
// CHECK-NEXT: {{\[\[}}11, 27, 43, 59]
// CHECK-NEXT: [75, 91, 107, 123]
// CHECK-NEXT: [139, 155, 171, 187]
// CHECK-NEXT: [203, 219, 235, 251]
// CHECK: mismatches: 0
// CHECK-NEXT: pipeline-parallel: OK
// NP2: micro-batch 0 after the last stage:
// NP2-NEXT: data =
// NP2-NEXT: {{\[\[}}1, 5, 9, 13]
// NP2-NEXT: [17, 21, 25, 29]
// NP2-NEXT: [33, 37, 41, 45]
// NP2-NEXT: [49, 53, 57, 61]
// NP2: mismatches: 0
// NP2-NEXT: pipeline-parallel: OK
