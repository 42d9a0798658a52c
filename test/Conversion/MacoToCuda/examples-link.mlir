// REQUIRES: cuda, ptxas
// Every example compiles through maco-to-cuda and links into a GPU
// executable against the runtime's CUDA backend (no GPU needed to link);
// shard-mlp.mlir is a library of functions without @main, built to an
// object file.
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/chunked-pipeline.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX1
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/compute-allreduce-overlap.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX2
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/conv-allreduce.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX3
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/dp-gradients.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX4
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/overlap-start-wait.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX5
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/pipeline-parallel.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX6
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/shard-mlp-run.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX7
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/shard-mlp.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX8
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/sp-kv-cache.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX9
// RUN: bash %S/link-gpu-example.sh %maco_src_root/examples/tp-mlp.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=EX10

// EX1: linked chunked-pipeline
// EX2: linked compute-allreduce-overlap
// EX3: linked conv-allreduce
// EX4: linked dp-gradients
// EX5: linked overlap-start-wait
// EX6: linked pipeline-parallel
// EX7: linked shard-mlp-run
// EX8: compiled shard-mlp (no @main to link)
// EX9: linked sp-kv-cache
// EX10: linked tp-mlp
