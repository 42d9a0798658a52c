// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=isa' | FileCheck %s
// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=isa chip=sm_80 block-size=128' | FileCheck %s --check-prefix=OPTS
// RUN: not maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='format=elf' 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-to-cuda='block-size=0' 2>&1 | FileCheck %s --check-prefix=BLOCK

// The host code. The runtime is configured for a GPU program
// (MACO_CG_GPU = 2) and gives the compute stream %[[S]]. The constants are
// copied into device memory (mgpuMemAlloc on the stream, host_shared =
// false) with mgpuMemcpy on the stream; the zero fill of the GEMM's output
// is folded into the GEMM (beta = 0: no kernel); the matmul and the
// all-reduce are the same runtime calls as on the CPU (the shared
// conversion patterns), which the runtime enqueues on the stream; the
// fused bias + ReLU is a kernel launch on the stream. The result, printed
// by the host, is device memory too: the host reads it through a mirror in
// host memory (malloc) that one copy on the stream fills, and waits for
// the stream only before printing it. Buffers are freed on the stream; no
// managed allocation; no stream is created, synchronised or destroyed per
// launch.
// CHECK-LABEL: llvm.func @main()
//   CHECK-DAG: %[[GPU:.*]] = llvm.mlir.constant(2 : i64) : i64
//   CHECK-DAG: %[[DEVICE:.*]] = llvm.mlir.constant(0 : i8) : i8
//       CHECK: llvm.call @maco_cg_require_abi(
//       CHECK: llvm.call @maco_cg_configure(
//  CHECK-NEXT: llvm.call @maco_cg_configure(%[[GPU]])
//  CHECK-NEXT: %[[H:.*]] = llvm.call @maco_cg_compute_stream()
//  CHECK-NEXT: %[[S:.*]] = llvm.inttoptr %[[H]] : i64 to !llvm.ptr
//       CHECK: llvm.call @maco_cg_comm(
//       CHECK: %[[C:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]], %[[DEVICE]])
//       CHECK: llvm.call @mgpuMemcpy(%[[C]], %{{.*}}, %{{.*}}, %[[S]])
//   CHECK-NOT: gpu.launch_func
//       CHECK: llvm.call @maco_cg_gemm(
//       CHECK: llvm.call @maco_cg_all_reduce(
//       CHECK: %[[OUT:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]], %[[DEVICE]])
//       CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel::@main_kernel
//  CHECK-NOT: llvm.call @mgpuStream
//       CHECK: %[[MIRROR:.*]] = llvm.call @malloc(
//       CHECK: llvm.call @mgpuMemcpy(%[[MIRROR]], %[[OUT]], %{{.*}}, %[[S]])
//   CHECK-NOT: llvm.call @maco
//       CHECK: llvm.call @maco_cg_host_sync()
//  CHECK-NEXT: llvm.call @printMemrefF32(
//  CHECK-NEXT: llvm.call @free(%[[MIRROR]])
//       CHECK: llvm.call @mgpuMemFree(%[[OUT]], %[[S]])
//   CHECK-NOT: gpu.launch_func
//   CHECK-NOT: llvm.call @mgpuStream
//   CHECK-NOT: llvm.call @mgpuMemAlloc
//       CHECK: llvm.return

// One kernel in PTX for sm_90: bias + ReLU fused into one pass over
// memory (maco-gpu-elementwise-kernels): the 4x16 op is one group of 64
// elements, 16 threads of 4 (thread x: elements 4x to 4x + 3: tid.x << 2);
// the sizes are immediates (no loop bounds or
// divisors as parameters) and the offsets 32-bit (mul.wide.u32). If both
// buffers are 16-byte aligned, one 128-bit load, 4 adds and maxes, one
// 128-bit store; else the same 4 elements one by one. No integer division.
//       CHECK: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_90">
//  CHECK-SAME: .target sm_90
//  CHECK-SAME: .visible .entry main_kernel(
//  CHECK-SAME: .maxntid 16, 1, 1
//   CHECK-NOT: div.
//   CHECK-NOT: rem.
//  CHECK-SAME: %tid.x;
//  CHECK-SAME: shl.b32 {{[^;]*}}, 2;
//  CHECK-SAME: and.b64 {{[^;]*}}, 15;
//  CHECK-SAME: mul.wide.u32
//  CHECK-SAME: ld.global.b32
//  CHECK-SAME: ld.global.v4.b32
//  CHECK-SAME: add.rn.f32
//  CHECK-SAME: max.NaN.f32
//  CHECK-SAME: st.global.v4.b32
//   CHECK-NOT: div.
//   CHECK-NOT: rem.
//   CHECK-NOT: gpu.binary

// Options: the architecture and the threads per block.
//      OPTS: gpu.launch_func <%{{.*}} : !llvm.ptr> @main_kernel::@main_kernel
//      OPTS: gpu.binary @main_kernel [#gpu.object<#nvvm.target<chip = "sm_80">
// OPTS-SAME: .target sm_80

// Bad options are diagnostics, not crashes.
// FORMAT: for the --format option: Cannot find option named 'elf'!
// BLOCK: maco-gpu-elementwise-kernels: block-size must be in [1, 1024] (threads per block), got 0
