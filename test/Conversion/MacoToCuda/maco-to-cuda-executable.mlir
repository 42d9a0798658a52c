// REQUIRES: cuda, ptxas, mpi
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
// With a GPU: kernels on the device, the all-reduce on the CUDA backend
// (NCCL; GPU programs always run on it), 2 ranks sharing the one GPU, each
// with its own NCCL_HOSTID so that NCCL treats them as separate hosts:
// 3 per element on each rank, 6 after the sum.
// RUN: %if gpu %{ %mpirun -np 2 sh -c 'NCCL_HOSTID=maco-rank-$OMPI_COMM_WORLD_RANK exec %t/prog' | FileCheck %s --check-prefix=OUT %}
// Here, and everywhere: the same executable on the recording backend (no
// GPU; kernels do not run): valid launches, at most two host waits (the
// print's and the return's), no invalid launch.
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 2 --mpirun "%mpirun" --bound 'host_syncs <= 2, small_blocks == 0' %t/prog | FileCheck %s --check-prefix=REC
// REC: prog: rank 0: launches {{[1-9]}}, host syncs {{[12]}}, {{.*}} GEMMs 1, collectives {{[1-9]}}, {{.*}} violations 0
// REC: prog: PASS (2 ranks, 2 bounds)

// The objects are fatbins (magic 0xBA55ED50, little-endian).
// BIN: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {{{.*}}}, "P\EDU\BA
// BIN-NOT: gpu.binary
// LL-DAG: @main_kernel_binary = internal constant
// LL-DAG: call ptr @mgpuModuleLoad(ptr @main_kernel_binary, i64 {{[0-9]+}})
// LL-DAG: call void @mgpuLaunchKernel(
// OUT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 16]
// OUT-COUNT-4: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]
