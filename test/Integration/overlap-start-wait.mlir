// Integration test: examples/overlap-start-wait.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/overlap-start-wait.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/overlap-start-wait.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/overlap-start-wait.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: {{^}}6{{$}}
// CHECK-NEXT: {{^}}38{{$}}
// NP2: {{^}}1{{$}}
// NP2-NEXT: {{^}}17{{$}}
