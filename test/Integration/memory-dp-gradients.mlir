// A 10^5-step data-parallel gradient loop (bench/combine/gradients.mlir:
// 12 all-reduces of 512 f32 with reduction = avg per step, which
// maco-optimize buckets into one) stays under a fixed memory bound on 2
// ranks, with and without maco-optimize: each rank's peak RSS grows by at
// most 8 MiB from 10^4 to 10^5 steps (any leak of 93 bytes per step fails;
// the margin covers the run-to-run bimodality of a rank's peak RSS, about
// 6 MB, see memory-step-loop.mlir) and stays under 400 MB. Before
// deallocation, each step leaked 12 tensors (25 KB), 2.5 GB in all.
// REQUIRES: mpi
// Peak RSS means nothing under ASan (shadow memory, quarantine).
// UNSUPPORTED: asan
// DEFINE: %{rss} = %python %maco_src_root/scripts/peak-rss.py
// RUN: rm -rf %t && mkdir %t
// RUN: sed -e 's/shape = 4/shape = 2/' -e 's/constant 2000 : index/constant 10000 : index/' %maco_src_root/bench/combine/gradients.mlir > %t/short.mlir
// RUN: sed -e 's/shape = 4/shape = 2/' -e 's/constant 2000 : index/constant 100000 : index/' %maco_src_root/bench/combine/gradients.mlir > %t/long.mlir
// RUN: %mpirun -np 2 %{rss} run %t/opt.short -- maco-run --optimize-options=guard=false %t/short.mlir
// RUN: %mpirun -np 2 %{rss} run %t/opt.long -- maco-run --optimize-options=guard=false %t/long.mlir | grep -v seconds > %t/opt.out
// RUN: %{rss} compare %t/opt.short %t/opt.long --max-growth-kb 8192 --max-peak-kb 400000 | FileCheck %s
// RUN: %mpirun -np 2 %{rss} run %t/noopt.short -- maco-run --no-optimize %t/short.mlir
// RUN: %mpirun -np 2 %{rss} run %t/noopt.long -- maco-run --no-optimize %t/long.mlir | grep -v seconds > %t/noopt.out
// RUN: %{rss} compare %t/noopt.short %t/noopt.long --max-growth-kb 8192 --max-peak-kb 400000 | FileCheck %s
// RUN: diff %t/opt.out %t/noopt.out
// RUN: FileCheck %s --check-prefix=SUM < %t/opt.out

// CHECK: rank 0: peak RSS
// CHECK: rank 1: peak RSS
// CHECK: OK: peak RSS growth

// SUM: checksum:
