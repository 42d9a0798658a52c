// Integration test: examples/conv-allreduce.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/conv-allreduce.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/conv-allreduce.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/conv-allreduce.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: all-reduced conv output (NHWC):
// CHECK-NEXT: data =
// CHECK-NEXT: [50,   -100,   50,   50]
// CHECK-NEXT: [50,   50,   -100,   50]
// CHECK-NEXT: [-100,   -50,   150,   -100]
// CHECK-NEXT: [100,   -50,   -50,   100]
// CHECK-NEXT: [100,   -50,   -50,   100]
// CHECK-NEXT: [-100,   150,   -50,   -100]
// CHECK-NEXT: [50,   -100,   50,   50]
// CHECK-NEXT: [50,   50,   -100,   50]
// CHECK-NEXT: [50,   50,   -100,   50]
// CHECK-NEXT: [-100,   -50,   150,   -100]
// CHECK-NEXT: [100,   -50,   -50,   100]
// CHECK-NEXT: [-100,   150,   -50,   -100]
// CHECK-NEXT: [-100,   150,   -50,   -100]
// CHECK-NEXT: [50,   -100,   50,   50]
// CHECK-NEXT: [50,   50,   -100,   50]
// CHECK-NEXT: [-100,   -50,   150,   -100]
// CHECK: mismatches: 0
// CHECK-NEXT: conv-allreduce: OK
// NP2: all-reduced conv output (NHWC):
// NP2-NEXT: data =
// NP2-NEXT: [15,   -30,   15,   15]
// NP2-NEXT: [15,   15,   -30,   15]
// NP2-NEXT: [-30,   -15,   45,   -30]
// NP2-NEXT: [30,   -15,   -15,   30]
// NP2-NEXT: [30,   -15,   -15,   30]
// NP2-NEXT: [-30,   45,   -15,   -30]
// NP2-NEXT: [15,   -30,   15,   15]
// NP2-NEXT: [15,   15,   -30,   15]
// NP2-NEXT: [15,   15,   -30,   15]
// NP2-NEXT: [-30,   -15,   45,   -30]
// NP2-NEXT: [30,   -15,   -15,   30]
// NP2-NEXT: [-30,   45,   -15,   -30]
// NP2-NEXT: [-30,   45,   -15,   -30]
// NP2-NEXT: [15,   -30,   15,   15]
// NP2-NEXT: [15,   15,   -30,   15]
// NP2-NEXT: [-30,   -15,   45,   -30]
// NP2: mismatches: 0
// NP2-NEXT: conv-allreduce: OK

// The comparison above exercises maco-optimize: the example starts 4 all-reduces
// by hand; the optimizer starts the fifth.
// RUN: maco-opt --maco-frontend --maco-optimize=guard=false %maco_src_root/examples/conv-allreduce.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-COUNT-5: maco.all_reduce_start
