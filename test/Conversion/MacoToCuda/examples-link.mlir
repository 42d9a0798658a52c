// REQUIRES: cuda, ptxas, mpi
// Every example compiles through maco-to-cuda and links into a GPU
// executable against the runtime's CUDA backend (no GPU needed to link);
// shard-mlp.mlir is a library of functions without @main, built to an
// object file. Each executable then runs here on 4 ranks on the recording
// backend (lib/record: kernels do not run; scripts/gpu-record-check.py):
// no invalid launch, no free of a buffer queued work may still use, and
// the counts within the bounds written in the example (`// GPU-RECORD:`).
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/chunked-pipeline.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX1
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/chunked-pipeline.mlir %t/chunked-pipeline | FileCheck %s --check-prefix=REC1
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/compute-allreduce-overlap.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX2
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/compute-allreduce-overlap.mlir %t/compute-allreduce-overlap | FileCheck %s --check-prefix=REC2
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/conv-allreduce.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX3
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/conv-allreduce.mlir %t/conv-allreduce | FileCheck %s --check-prefix=REC3
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/dp-gradients.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX4
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/dp-gradients.mlir %t/dp-gradients | FileCheck %s --check-prefix=REC4
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/overlap-start-wait.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX5
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/overlap-start-wait.mlir %t/overlap-start-wait | FileCheck %s --check-prefix=REC5
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/pipeline-parallel.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX6
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/pipeline-parallel.mlir %t/pipeline-parallel | FileCheck %s --check-prefix=REC6
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/shard-mlp-run.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX7
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/shard-mlp-run.mlir %t/shard-mlp-run | FileCheck %s --check-prefix=REC7
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/shard-mlp.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX8
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/sp-kv-cache.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX9
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/sp-kv-cache.mlir %t/sp-kv-cache | FileCheck %s --check-prefix=REC9
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/tp-mlp.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX10
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" --bounds %maco_src_root/examples/tp-mlp.mlir %t/tp-mlp | FileCheck %s --check-prefix=REC10

// EX1: linked chunked-pipeline
// REC1: chunked-pipeline: PASS (4 ranks
// EX2: linked compute-allreduce-overlap
// REC2: compute-allreduce-overlap: PASS (4 ranks
// EX3: linked conv-allreduce
// REC3: conv-allreduce: PASS (4 ranks
// EX4: linked dp-gradients
// REC4: dp-gradients: PASS (4 ranks
// EX5: linked overlap-start-wait
// REC5: overlap-start-wait: PASS (4 ranks
// EX6: linked pipeline-parallel
// REC6: pipeline-parallel: PASS (4 ranks
// EX7: linked shard-mlp-run
// REC7: shard-mlp-run: PASS (4 ranks
// EX8: compiled shard-mlp (no @main to link)
// EX9: linked sp-kv-cache
// REC9: sp-kv-cache: PASS (4 ranks
// EX10: linked tp-mlp
// REC10: tp-mlp: PASS (4 ranks
