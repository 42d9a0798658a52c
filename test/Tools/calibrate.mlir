// The calibration command measures this machine and prints a target
// description that the cost model accepts.
// REQUIRES: mpi
// RUN: %mpirun -np 2 %maco_lib_dir/../bench/calibrate/calibrate > %t.target
// RUN: FileCheck %s < %t.target
// RUN: maco-opt %s -maco-estimate="target=%t.target" -o /dev/null | FileCheck %s --check-prefix=EST
//
// Self-calibration: with --cache the description is also stored as this
// machine's calibration for 2 ranks, which the cost model then uses when
// no target is named; a module whose grid has 4 ranks has none and gets
// cpu-local; a named target still wins; a damaged calibration is an error
// that names it.
// RUN: rm -rf %t.dir
// RUN: env MACO_CALIBRATION_DIR=%t.dir %mpirun -np 2 %maco_lib_dir/../bench/calibrate/calibrate --cache 2>&1 > /dev/null | FileCheck %s --check-prefix=CACHED
// RUN: env MACO_CALIBRATION_DIR=%t.dir maco-opt %s -maco-estimate -o /dev/null | FileCheck %s --check-prefix=EST
// RUN: sed -e 's/shape = 2/shape = 4/' %s | env MACO_CALIBRATION_DIR=%t.dir maco-opt -maco-estimate -o /dev/null | FileCheck %s --check-prefix=NP4
// RUN: env MACO_CALIBRATION_DIR=%t.dir maco-opt %s -maco-estimate=target=h100-nvlink-8 -o /dev/null | FileCheck %s --check-prefix=NAMED
// RUN: for f in %t.dir/*-np2-v*.target; do echo "peak-flops = fast" > $f; done
// RUN: env MACO_CALIBRATION_DIR=%t.dir not maco-opt %s -maco-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: name = calibrated-2
// CHECK: peak-flops = {{[0-9.e+]+}}
// CHECK: stream-overhead = {{[0-9.e+-]+}}
// CHECK: contention = {{[0-9.]+}}
// CHECK: comm-contention = {{[0-9.]+}}
// CHECK: gemm-pack-bandwidth = {{[0-9.e+]+}}
// CHECK: posted-bytes = 65536
// CHECK: posted-overhead = {{[0-9.e+-]+}}
// EST: maco-estimate @f (target calibrated-2)
// CACHED: calibrate: cached in {{.*}}.dir/{{.+}}-np2-v{{[0-9]+}}.target
// NP4: maco-estimate @f (target cpu-local)
// NAMED: maco-estimate @f (target h100-nvlink-8)
// BAD: error: maco: bad calibration '{{.*}}-np2-v{{[0-9]+}}.target': {{.*}} (rerun bench/calibrate/calibrate.sh BUILD 2 --cache, or remove it)

shard.grid @g(shape = 2)
func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
