//===- InitAllDialects.h - register maco and the dialects it uses -*- C++ -*-===//
//
// Shared by every maco tool and by users who embed maco in their compiler.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_INITALLDIALECTS_H
#define MACO_INITALLDIALECTS_H

#include "maco/Conversion/ShardToMaco/ShardingModels.h"
#include "maco/InitMaco.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

namespace mlir::maco {
/// Registers maco (registerMacoDialect) and the upstream dialects (all of
/// them: their external interface models, e.g. bufferization of
/// func/arith/linalg/tensor/scf, are registered with them), plus the
/// upstream dialect extensions and translations to LLVM IR.
inline void registerAllDialects(DialectRegistry &registry) {
  // Before upstream's registrations: the first model attached for an op is
  // the one it keeps, and maco's arith.constant model replaces upstream's.
  registerConstantShardingModel(registry);
  // Likewise linalg.generic's and the convolutions' (WindowSharding.cpp).
  registerWindowShardingModels(registry);
  registerMacoDialect(registry);
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, gpu::GPUDialect, index::IndexDialect,
                  LLVM::LLVMDialect, NVVM::NVVMDialect, linalg::LinalgDialect,
                  math::MathDialect, memref::MemRefDialect, scf::SCFDialect,
                  shard::ShardDialect, tensor::TensorDialect, ub::UBDialect,
                  vector::VectorDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // Translations to LLVM IR: gpu-module-to-binary (maco-to-cuda) serializes
  // NVVM kernels with them, maco-translate emits host code with them.
  mlir::registerAllToLLVMIRTranslations(registry);
  // Sharding models, so that upstream sharding-propagation/shard-partition
  // (the front end of maco-import-shard) handle linalg and tensor ops
  // (arith.constant's is maco's: ConstantSharding.cpp; linalg.generic's
  // and the convolutions': WindowSharding.cpp).
  linalg::registerShardingInterfaceExternalModels(registry);
  tensor::registerShardingInterfaceExternalModels(registry);
  // maco's own, for the ops upstream has none for (reshapes, ...).
  registerShardingModels(registry);
}
} // namespace mlir::maco

#endif // MACO_INITALLDIALECTS_H
