// Integration test: examples/sp-kv-cache.mlir on 4 ranks (expected values computed
// independently: by hand from the closed forms in the example's header or
// by scripts/ref), the same with --no-optimize (outputs must be identical),
// and on 2 ranks where the grid allows.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/sp-kv-cache.mlir > %t.opt
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/sp-kv-cache.mlir > %t.noopt
// RUN: grep -v base@ %t.opt > %t.a
// RUN: grep -v base@ %t.noopt > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s < %t.opt

// CHECK: scores KV @ q (all_gather):
// CHECK-NEXT: data =
// CHECK-NEXT: [38,  -4,  -24,  -22,  13,  -18,  -27,  -14,  32,  12,  14,  38,  -4,  -24,  -22,  13]
// CHECK: scores KV @ q (ring of permutes):
// CHECK-NEXT: data =
// CHECK-NEXT: [38,  -4,  -24,  -22,  13,  -18,  -27,  -14,  32,  12,  14,  38,  -4,  -24,  -22,  13]
// CHECK: mismatches: 0
// CHECK-NEXT: sp-kv-cache: OK

// The comparison above exercises maco-optimize: the gather and the ring permute
// are started and overlap compute.
// RUN: maco-opt --maco-frontend --maco-optimize=guard=false %maco_src_root/examples/sp-kv-cache.mlir | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED-DAG: maco.all_gather_start
// OPTIMIZED-DAG: maco.permute_start
// OPTIMIZED-DAG: maco.wait
