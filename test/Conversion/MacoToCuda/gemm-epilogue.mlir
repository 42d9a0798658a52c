// REQUIRES: cuda, ptxas, mpi
// A GEMM + bias + ReLU of 4 Mi outputs built for the GPU: the bias and the
// ReLU are the GEMM call's epilogue (maco_cg_gemm_epilogue, epilogue 1:
// one cublasLtMatmul with CUBLASLT_EPILOGUE_RELU_BIAS), no kernel of
// their own: @main launches nothing, and every buffer is device memory
// (the one value printed is read through a host mirror). On the recording
// backend: three launches (the inputs' generators), one GEMM, which has an
// epilogue, no managed allocation.
// RUN: maco-opt %S/Inputs/gemm-bias-relu.mlir --maco-to-cuda='format=isa' | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/link-gpu-example.sh %S/Inputs/gemm-bias-relu.mlir %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=LINK
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 1 --mpirun "%mpirun" --bounds %S/Inputs/gemm-bias-relu.mlir %t/gemm-bias-relu | FileCheck %s --check-prefix=REC
// LINK: linked gemm-bias-relu
// REC: gemm-bias-relu: rank 0: launches 3, {{.*}}0 managed{{.*}}GEMMs 1,{{.*}} violations 0
// REC: gemm-bias-relu: PASS (1 ranks, 4 bounds)

// CHECK-LABEL: llvm.func @main()
//   CHECK-DAG: %[[RELU:.*]] = llvm.mlir.constant(1 : i32) : i32
//   CHECK-DAG: %[[DEVICE:.*]] = llvm.mlir.constant(0 : i8) : i8
//       CHECK: %[[D:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %{{.*}}, %[[DEVICE]])
//   CHECK-NOT: gpu.launch_func
//       CHECK: llvm.call @maco_cg_gemm_epilogue({{.*}}, %[[RELU]])
//   CHECK-NOT: gpu.launch_func
//   CHECK-NOT: @mgpuMemAlloc
//       CHECK: llvm.return
