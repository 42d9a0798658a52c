//===- InitAllPasses.h - register maco and upstream passes -------*- C++ -*-===//

#ifndef MACO_INITALLPASSES_H
#define MACO_INITALLPASSES_H

#include "maco/Conversion/Passes.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"
#include "maco/Pipelines/Pipelines.h"

#include "mlir/InitAllPasses.h"

namespace mlir::maco {
/// Registers the upstream passes and pipelines plus maco's own passes and
/// pipelines.
inline void registerAllPasses() {
  mlir::registerAllPasses();
  registerMacoConversionPasses();
  registerMacoTransformsPasses();
  registerPipelines();
}
} // namespace mlir::maco

#endif // MACO_INITALLPASSES_H
