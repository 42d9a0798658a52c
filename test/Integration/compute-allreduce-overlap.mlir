// Integration test: examples/compute-allreduce-overlap.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/compute-allreduce-overlap.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/compute-allreduce-overlap.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/compute-allreduce-overlap.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: all-reduced gradient:
// CHECK-NEXT: data =
// CHECK-NEXT: [96, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 148, 152, 156]
// CHECK: row 0 of A @ B on rank 0:
// CHECK-NEXT: data =
// CHECK-NEXT: [0, 8, 16, 24, 32, 40, 48, 56]
// CHECK: mismatches: 0
// CHECK-NEXT: compute-allreduce-overlap: OK
// NP2: all-reduced gradient:
// NP2-NEXT: data =
// NP2-NEXT: [16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46]
// NP2: row 0 of A @ B on rank 0:
// NP2-NEXT: data =
// NP2-NEXT: [0, 8, 16, 24, 32, 40, 48, 56]
// NP2: mismatches: 0
// NP2-NEXT: compute-allreduce-overlap: OK
