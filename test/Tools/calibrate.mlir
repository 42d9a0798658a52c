// The calibration command measures this machine and prints a target
// description that the cost model accepts.
// REQUIRES: mpi
// RUN: %mpirun -np 2 %maco_lib_dir/../bench/calibrate/calibrate > %t.target
// RUN: FileCheck %s < %t.target
// RUN: maco-opt %s -maco-estimate="target=%t.target" -o /dev/null | FileCheck %s --check-prefix=EST

// CHECK: name = calibrated-2
// CHECK: peak-flops = {{[0-9.e+]+}}
// CHECK: contention = {{[0-9.]+}}
// CHECK: gemm-pack-bandwidth = {{[0-9.e+]+}}
// EST: maco-estimate @f (target calibrated-2)

shard.grid @g(shape = 2)
func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
