//===- Pipelines.h - registered maco pipelines ------------------*- C++ -*-===//
//
// Stable pipeline names (scripts depend on them):
//   maco-optimize  the overlap transformations, in order
//   maco-to-cpu    tensors -> buffers -> runtime calls -> LLVM dialect (MPI)
//
//===----------------------------------------------------------------------===//

#ifndef MACO_PIPELINES_PIPELINES_H
#define MACO_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"

namespace mlir::maco {
/// Adds `maco-optimize` to `pm` (a module pass manager).
void buildOptimizePipeline(OpPassManager &pm);
/// Adds `maco-to-cpu` to `pm` (a module pass manager).
void buildToCpuPipeline(OpPassManager &pm);
/// Registers both pipelines with the global registry.
void registerPipelines();
} // namespace mlir::maco

#endif
