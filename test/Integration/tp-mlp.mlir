// Integration test: examples/tp-mlp.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/tp-mlp.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/tp-mlp.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/tp-mlp.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: tp: y = relu(x @ W1) @ W2:
// CHECK-NEXT: data =
// CHECK-NEXT: {{\[\[}}14,   -2,   -33,   -4,   25,   14,   -2,   -33],
// CHECK-NEXT: [-21,   12,   30,   33,   -54,   -21,   12,   30],
// CHECK-NEXT: [36,   -84,   -24,   36,   36,   36,   -84,   -24],
// CHECK-NEXT: [27,   102,   42,   -123,   -48,   27,   102,   42]]
// CHECK: sp: rows 0..2 of the result on rank 0:
// CHECK-NEXT: data =
// CHECK-NEXT: {{\[\[}}14,   -2,   -33,   -4,   25,   14,   -2,   -33],
// CHECK-NEXT: [-21,   12,   30,   33,   -54,   -21,   12,   30],
// CHECK-NEXT: [36,   -84,   -24,   36,   36,   36,   -84,   -24]]
// CHECK: mismatches: 0
// CHECK-NEXT: tp-mlp: OK
// NP2: tp: y = relu(x @ W1) @ W2:
// NP2-NEXT: data =
// NP2-NEXT: {{\[\[}}8,   -8,   -14,   0,   14,   8,   -8,   -14],
// NP2-NEXT: [-7,   6,   14,   7,   -20,   -7,   6,   14],
// NP2-NEXT: [32,   -54,   -20,   14,   28,   32,   -54,   -20],
// NP2-NEXT: [9,   50,   46,   -73,   -32,   9,   50,   46]]
// NP2: sp: rows 0..2 of the result on rank 0:
// NP2-NEXT: data =
// NP2-NEXT: {{\[\[}}8,   -8,   -14,   0,   14,   8,   -8,   -14],
// NP2-NEXT: [-7,   6,   14,   7,   -20,   -7,   6,   14],
// NP2-NEXT: [32,   -54,   -20,   14,   28,   32,   -54,   -20]]
// NP2: mismatches: 0
// NP2-NEXT: tp-mlp: OK

// The comparison above exercises maco-optimize: the all-gather and the all-reduce
// are started and overlap compute.
// RUN: maco-opt --maco-frontend --maco-optimize=guard=false %maco_src_root/examples/tp-mlp.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-DAG: maco.all_gather_start
// OPTIMIZED-DAG: maco.all_reduce_start
// OPTIMIZED-DAG: maco.wait
