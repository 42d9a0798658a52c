// Integration test: examples/dp-gradients.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and, unchanged (its grid size is dynamic, `shape = ?`), on 2 ranks.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/dp-gradients.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/dp-gradients.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt
// RUN: cp %maco_src_root/examples/dp-gradients.mlir %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --optimize-options=guard=false %t.np2.mlir > %t.np2
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: grep -v base@ %t.np2 > %t.c
// RUN: grep -v base@ %t.np2.noopt > %t.d
// RUN: diff %t.c %t.d
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2

// CHECK: average of gradient 0:
// CHECK-NEXT: data =
// CHECK-NEXT: [2.5, 3.5, 4.5, 5.5]
// CHECK: average of gradient 11:
// CHECK-NEXT: data =
// CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41]
// CHECK: mismatches: 0
// CHECK-NEXT: dp-gradients: OK
// NP2: average of gradient 0:
// NP2-NEXT: data =
// NP2-NEXT: [1.5, 2.5, 3.5, 4.5]
// NP2: average of gradient 11:
// NP2-NEXT: data =
// NP2-NEXT: [18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]
// NP2: mismatches: 0
// NP2-NEXT: dp-gradients: OK

// The comparison above exercises maco-optimize: the example starts 2 all-reduces by
// hand; the optimizer starts 2 more.
// RUN: maco-opt --maco-frontend --maco-optimize=guard=false %maco_src_root/examples/dp-gradients.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-COUNT-4: maco.all_reduce_start
