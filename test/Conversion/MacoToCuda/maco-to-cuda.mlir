// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=isa' | FileCheck %s
// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=isa chip=sm_80 block-size=128' | FileCheck %s --check-prefix=OPTS
// RUN: not maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=elf' 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='block-size=0' 2>&1 | FileCheck %s --check-prefix=BLOCK

// The host code: every buffer (and a managed copy of each constant) is
// host-shared GPU memory, freed on a stream; the fill and the fused
// bias + ReLU are kernel launches; the matmul and the all-reduce are the
// same runtime calls as on the CPU (the shared conversion patterns).
// CHECK-LABEL: llvm.func @main()
//       CHECK: llvm.call @maco_cg_require_abi(
//       CHECK: llvm.call @maco_cg_configure(
//       CHECK: llvm.call @maco_cg_comm(
//       CHECK: llvm.call @mgpuMemAlloc(
//       CHECK: gpu.launch_func @main_kernel::@main_kernel
//       CHECK: llvm.call @maco_cg_gemm(
//       CHECK: gpu.launch_func @main_kernel_0::@main_kernel
//       CHECK: llvm.call @maco_cg_all_reduce(
//       CHECK: llvm.call @printMemrefF32(
//       CHECK: llvm.call @mgpuMemFree(
//   CHECK-NOT: gpu.launch_func
//       CHECK: llvm.return

// Two kernels in PTX for sm_90: the fill, and bias + ReLU fused into one
// pass over memory (one load of the GEMM output, add, max, one store).
//       CHECK: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_90">
//  CHECK-SAME: .target sm_90
//  CHECK-SAME: .visible .entry main_kernel(
//       CHECK: gpu.binary @main_kernel_0 [#gpu.object<#nvvm.target<chip = "sm_90">
//  CHECK-SAME: .visible .entry main_kernel(
//  CHECK-SAME: ld.global.b32
//  CHECK-SAME: add.rn.f32
//  CHECK-SAME: max.NaN.f32
//  CHECK-SAME: st.global.b32
//   CHECK-NOT: gpu.binary

// Options: the architecture and the threads per block.
//      OPTS: gpu.launch_func @main_kernel::@main_kernel
//      OPTS: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_80">
// OPTS-SAME: .target sm_80

// Bad options are diagnostics, not crashes.
// FORMAT: for the --format option: Cannot find option named 'elf'!
// BLOCK: maco-gpu-tile-parallel-loops: block-size must be >= 1
