// REQUIRES: ptxas
// maco-run --backend=cuda compiles with maco-frontend, maco-optimize and
// maco-to-cuda and nothing else: maco-opt with the same pipelines prints
// the same module (up to the serialization times recorded in each
// gpu.object). Without a GPU it stops after compiling (--compile-only).
// RUN: maco-run --backend=cuda --compile-only --print-ir %S/../Conversion/MacoToCuda/Inputs/tp-mlp-layer.mlir | sed -e 's/properties = {[^}]*}, //' > %t.run
// RUN: maco-opt --maco-frontend --maco-default-target=target=h100-nvlink-8 --maco-optimize --maco-to-cuda %S/../Conversion/MacoToCuda/Inputs/tp-mlp-layer.mlir | sed -e 's/properties = {[^}]*}, //' > %t.opt
// RUN: diff %t.run %t.opt
// RUN: FileCheck %s < %t.run
// RUN: maco-run --backend=cuda --compile-only --print-ir --cuda-options="chip=sm_80 format=isa" %S/../Conversion/MacoToCuda/Inputs/tp-mlp-layer.mlir | FileCheck %s --check-prefix=OPTS
// RUN: not maco-run --backend=tpu %s 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: not maco-run --cuda-options=chip=sm_80 %s 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not maco-run --backend=cuda --cuda-options=chips=sm_80 %s 2>&1 | FileCheck %s --check-prefix=BAD
//
// Without a GPU, running says why instead of aborting inside the program.
// RUN: %if !gpu %{ not maco-run --backend=cuda %S/../Conversion/MacoToCuda/Inputs/tp-mlp-layer.mlir 2>&1 | FileCheck %s --check-prefix=NOGPU %}
//
// With a GPU: one rank (NCCL takes one rank per GPU), the CUDA backend.
// RUN: %if gpu %{ sed -e 's/shape = 2/shape = 1/' %S/../Conversion/MacoToCuda/Inputs/tp-mlp-layer.mlir > %t.np1.mlir %}
// RUN: %if gpu %{ %mpirun -np 1 maco-run --backend=cuda %t.np1.mlir | FileCheck %s --check-prefix=OUT %}

// Kernels launch asynchronously on the runtime's compute stream; the host
// waits for it only before it reads the result.
// CHECK: %[[H:.*]] = llvm.call @maco_cg_compute_stream()
// CHECK: %[[S:.*]] = llvm.inttoptr %[[H]] : i64 to !llvm.ptr
// CHECK: llvm.call @maco_cg_gemm(
// CHECK: llvm.call @maco_cg_all_reduce(
// CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel::@main_kernel
// CHECK: llvm.call @maco_cg_host_sync()
// CHECK: llvm.call @printMemrefF32(
// CHECK: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_90">, "P\EDU\BA
// OPTS: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {{{.*}}}, assembly = "
// BACKEND: maco-run: unknown backend 'tpu'; use cpu or cuda
// CPU: maco-run: --cuda-options needs --backend=cuda
// BAD: maco-run: invalid --cuda-options 'chips=sm_80'
// NOGPU: maco-run: --backend=cuda cannot run here: {{.*}} (--compile-only compiles without a GPU)
// OUT-COUNT-4: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]

func.func @main() {
  return
}
