// Differential test of maco-pipeline-chunks: examples/chunked-pipeline.mlir
// (matmul -> all_reduce, matmul -> reduce_scatter, all_gather -> matmul,
// elementwise -> all_reduce) without maco-optimize, with chunks=2 and 4,
// and with the cost model's choice, on 4 and 2 ranks. Outputs must be
// identical (chunking along parallel dimensions keeps every bit) and match
// the closed forms in the example's header.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --no-optimize %maco_src_root/examples/chunked-pipeline.mlir > %t.noopt
// RUN: %mpirun -np 4 maco-run --optimize-options="chunks=2" %maco_src_root/examples/chunked-pipeline.mlir > %t.k2
// RUN: %mpirun -np 4 maco-run --optimize-options="chunks=4" %maco_src_root/examples/chunked-pipeline.mlir > %t.k4
// RUN: %mpirun -np 4 maco-run %maco_src_root/examples/chunked-pipeline.mlir > %t.opt
// RUN: diff %t.noopt %t.k2
// RUN: diff %t.noopt %t.k4
// RUN: diff %t.noopt %t.opt
// RUN: FileCheck %s < %t.k4
// RUN: sed -e 's/shape = 2x2/shape = 2x1/' %maco_src_root/examples/chunked-pipeline.mlir > %t.np2.mlir
// RUN: %mpirun -np 2 maco-run --no-optimize %t.np2.mlir > %t.np2.noopt
// RUN: %mpirun -np 2 maco-run --optimize-options="chunks=4" %t.np2.mlir > %t.np2.k4
// RUN: diff %t.np2.noopt %t.np2.k4
// RUN: FileCheck %s --check-prefix=NP2 < %t.np2.k4
// The chunked program really is chunked and pipelined:
// RUN: maco-opt %maco_src_root/examples/chunked-pipeline.mlir -maco-optimize="chunks=4" | FileCheck %s --check-prefix=IR

// Values from the closed forms (N = 4, S = 10): 32*18*2*10, 96*32*3,
// 32*18*2, 4*1023 + 10.
// CHECK: Y1[17,7] = 11520
// CHECK: Y2[31,13] = 9216
// CHECK: Y3[17,1] = 1152
// CHECK: Y4[63,15] = 4102
// CHECK: mismatches: 0
// CHECK-NEXT: chunked-pipeline: OK
// N = 2, S = 3:
// NP2: Y1[17,7] = 3456
// NP2: Y4[63,15] = 2049
// NP2: chunked-pipeline: OK

// IR-LABEL: func.func @main
// IR-COUNT-4: maco.all_reduce_start {{.*}} : tensor<16x16xf32>
// IR-COUNT-4: maco.reduce_scatter_start {{.*}} : tensor<64x4xf32>
