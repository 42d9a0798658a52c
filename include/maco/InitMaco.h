//===- InitMaco.h - register maco's own dialect and passes ------*- C++ -*-===//
//
// For compilers that embed maco: registers maco's dialect, its passes and
// its pipelines, and nothing of upstream MLIR. The compiler registers the
// upstream dialects and passes it uses itself (docs/integration.md).
// maco-opt and the other tools use InitAllDialects.h / InitAllPasses.h,
// which call these and register all of upstream as well.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_INITMACO_H
#define MACO_INITMACO_H

#include "maco/Conversion/Passes.h"
#include "maco/Dialect/Maco/IR/MacoDialect.h"
#include "maco/Dialect/Maco/Transforms/BufferizableOpInterfaceImpl.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"
#include "maco/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::maco {
/// Registers the maco dialect and maco's external models of upstream
/// interfaces (BufferizableOpInterface for maco ops, which
/// `one-shot-bufferize` in `maco-to-cpu`/`maco-to-cuda` needs). The dialects
/// maco ops are built from (arith, memref, tensor, shard) are loaded with it.
inline void registerMacoDialect(DialectRegistry &registry) {
  registry.insert<MacoDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
}

/// Registers maco's passes (`maco-*`, `convert-maco-to-runtime`, ...) and
/// its pipelines (`maco-frontend`, `maco-optimize`, `maco-to-cpu`,
/// `maco-to-cuda`) with the global registry, so that textual pipelines can
/// name them. The pipelines name some upstream passes by their flags:
/// `maco-optimize` needs `canonicalize` (mlir::registerTransformsPasses()),
/// `maco-to-cpu` and `maco-to-cuda` need the upstream passes they list
/// (mlir::registerAllPasses() covers them); register those too.
inline void registerMacoPasses() {
  registerMacoConversionPasses();
  registerMacoTransformsPasses();
  registerPipelines();
}
} // namespace mlir::maco

#endif // MACO_INITMACO_H
