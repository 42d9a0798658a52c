// REQUIRES: cuda, ptxas
// The default pipeline serializes the kernels to a fatbin (ptxas), which
// maco-translate embeds in the host LLVM IR; the host object links into an
// executable with the runtime's CUDA backend (mgpu* entry points, NCCL,
// cuBLAS) without a GPU on this machine.
// RUN: rm -rf %t && mkdir -p %t
// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda -o %t/prog.mlir
// RUN: FileCheck %s --check-prefix=BIN --input-file=%t/prog.mlir
// RUN: maco-translate --mlir-to-llvmir %t/prog.mlir -o %t/prog.ll
// RUN: FileCheck %s --check-prefix=LL --input-file=%t/prog.ll
// RUN: llc -O2 -filetype=obj -relocation-model=pic %t/prog.ll -o %t/prog.o
// RUN: llvm-objcopy --redefine-sym main=maco_program_main %t/prog.o
// RUN: cc %t/prog.o -o %t/prog -L%maco_lib_dir -lmaco_main -lmaco_cg -lmaco_runtime_cuda -lmaco_runtime -L%llvm_lib_dir -lmlir_c_runner_utils -lmlir_runner_utils -lm -Wl,-rpath,%maco_lib_dir:%llvm_lib_dir
// RUN: test -x %t/prog
//
// With a GPU: kernels on the device, buffers in managed memory, the
// all-reduce on the CPU (MPI) backend over those buffers (one GPU cannot
// host two NCCL ranks), 2 ranks: 3 per element on each, 6 after the sum.
// RUN: %if gpu %{ %mpirun -np 2 %t/prog | FileCheck %s --check-prefix=OUT %}

// The objects are fatbins (magic 0xBA55ED50, little-endian).
// BIN: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {{{.*}}}, "P\EDU\BA
// BIN: gpu.binary @main_kernel_0 [#gpu.object<#nvvm.target<chip = "sm_90">
// LL-DAG: @main_kernel_binary = internal constant
// LL-DAG: call ptr @mgpuModuleLoad(ptr @main_kernel_binary, i64 {{[0-9]+}})
// LL-DAG: call void @mgpuLaunchKernel(
// OUT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 16]
// OUT-COUNT-4: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]
