// RUN: maco-opt %s -maco-estimate -split-input-file -o /dev/null | FileCheck %s
// RUN: maco-opt %s -maco-estimate=target=h100-nvlink-8 -split-input-file -o /dev/null | FileCheck %s --check-prefix=H100
// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/slow.target" -split-input-file -o /dev/null | FileCheck %s --check-prefix=SLOW

shard.grid @g(shape = 4)

// cpu-local, 4 ranks (more than ranks-per-node = 2: inter-node values,
// 0.2 us per step, 2.7 GB/s): a 4 MiB all-reduce, best of ring
// (0.1 + 6 x 0.2 + 1.5 x 4194304 / 2.7e3 us = 2331.5 us), tree and direct.
// The 128x128x128 matmul: 2 x 128^3 flops / 9.1e10 = 46.1 us, x 1.6
// (contention) beside the all-reduce = 73.7 us. Issuing costs 6.6 us.
// CHECK-LABEL: maco-estimate @overlap (target cpu-local)
//       CHECK: 1 6.6 2338.1  maco.all_reduce_start  estimate.mlir:{{[0-9]+}}:8
//       CHECK: 0 6.6 80.3  linalg.matmul  estimate.mlir:{{[0-9]+}}:8
//       CHECK: 0 80.3 2338.1  maco.wait
//       CHECK: predicted: sequential 2377.6 us, scheduled 2338.1 us, exposed communication 2257.7 us, speedup 1.02x
// 8 x H100 NVLink: launch 6.6 us, 6 x 0.6 us, 1.5 x 4 MiB / 370 GB/s.
// H100-LABEL: maco-estimate @overlap (target h100-nvlink-8)
//       H100: 1 2.0 29.2  maco.all_reduce_start
//       H100: predicted: sequential
// A 1 MB/s link: the all-reduce takes seconds, the matmul hides nothing.
//  SLOW-LABEL: maco-estimate @overlap (target slow)
//       SLOW: predicted: sequential {{[0-9]+}}
func.func @overlap(%x: tensor<1048576xf32>, %a: tensor<128x128xf32>) -> (tensor<1048576xf32>, tensor<128x128xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<1048576xf32> -> !maco.future<tensor<1048576xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<128x128xf32>, tensor<128x128xf32>) outs(%a : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = maco.wait %f : !maco.future<tensor<1048576xf32>>
  return %r, %m : tensor<1048576xf32>, tensor<128x128xf32>
}

// -----

shard.grid @g(shape = 2)

// Blocking collectives occupy the compute stream; loops run their body
// trip-count times; calls run the callee; external calls count 0.
// CHECK-LABEL: maco-estimate @loop (target cpu-local)
//   CHECK-COUNT-3: {{^}} 0  {{.*}}maco.all_reduce  estimate.mlir
//       CHECK: predicted: sequential [[T:[0-9.]+]] us, scheduled [[T]] us
func.func private @clock() -> f64
func.func @body(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
func.func @loop(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = func.call @clock() : () -> f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> tensor<1024xf32> {
    %b = func.call @body(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
    scf.yield %b : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}

// -----

shard.grid @g(shape = 2)

// Found by maco-opt-fuzzer: a loop of 2^31 iterations made the estimate
// (and maco-keep-if-faster, which uses it) run for hours. Once two
// iterations in a row advance the clocks alike, the rest are added at
// once: 10^9 iterations take no longer to estimate than 10, and cost 10^8
// times as much. Each 4 KiB all-reduce is small enough for the CPU
// backend to post at once (posted-bytes): issuing it costs cpu-local's
// posted-overhead, 2.0 us, not its stream-overhead; an iteration is that
// plus the 1.8 us all-reduce (the addf beside it is shorter).
// CHECK-LABEL: maco-estimate @loop10 (target cpu-local)
//       CHECK: 1 2.0 3.8 maco.all_reduce_start
//       CHECK: predicted: sequential 27.6 us, scheduled 38.2 us, exposed communication 3.0 us
// CHECK-LABEL: maco-estimate @loop1e9 (target cpu-local)
//       CHECK: predicted: sequential 2762267806.3 us, scheduled 3817037037.0 us, exposed communication 304667806.3 us
func.func @loop10(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<1024xf32> {
    %f = maco.all_reduce_start %a on @g grid_axes = [0] : tensor<1024xf32> -> !maco.future<tensor<1024xf32>>
    %e = arith.addf %x, %x : tensor<1024xf32>
    %b = maco.wait %f : !maco.future<tensor<1024xf32>>
    scf.yield %b : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}
func.func @loop1e9(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<1024xf32> {
    %f = maco.all_reduce_start %a on @g grid_axes = [0] : tensor<1024xf32> -> !maco.future<tensor<1024xf32>>
    %e = arith.addf %x, %x : tensor<1024xf32>
    %b = maco.wait %f : !maco.future<tensor<1024xf32>>
    scf.yield %b : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}
