// maco's CUDA runtime (runtime/src/cuda/mgpu.cpp) and the recording backend
// (runtime/src/record/record.cpp) implement upstream's mgpu* entry points,
// which upstream's GPU lowering and its LLVM IR translation call with
// signatures of their own: every mgpu* function a maco-to-cuda program
// declares (memory, copies, module load, launch) must be defined in both
// with the same LLVM signature.
// RUN: maco-opt %S/Inputs/tp-mlp-layer.mlir --maco-frontend --maco-optimize --maco-to-cuda='format=isa' | maco-translate --mlir-to-llvmir > %t.ll
// RUN: python3 %S/Inputs/check-mgpu-abi.py %maco_src_root/runtime/src/cuda/mgpu.cpp < %t.ll | FileCheck %s
// RUN: python3 %S/Inputs/check-mgpu-abi.py %maco_src_root/runtime/src/record/record.cpp < %t.ll | FileCheck %s
// CHECK-NOT: mismatch
// CHECK: mgpu ABI: {{[1-9][0-9]*}} declarations, 0 mismatches
