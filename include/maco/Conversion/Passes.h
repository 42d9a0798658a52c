//===- Passes.h - maco conversion passes ------------------------*- C++ -*-===//

#ifndef MACO_CONVERSION_PASSES_H
#define MACO_CONVERSION_PASSES_H

#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::maco {
#define GEN_PASS_DECL
#include "maco/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

#endif // MACO_CONVERSION_PASSES_H
