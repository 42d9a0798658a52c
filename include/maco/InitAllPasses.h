//===- InitAllPasses.h - register maco and upstream passes -------*- C++ -*-===//

#ifndef MACO_INITALLPASSES_H
#define MACO_INITALLPASSES_H

#include "maco/InitMaco.h"

#include "mlir/InitAllPasses.h"

namespace mlir::maco {
/// Registers the upstream passes and pipelines plus maco's own passes and
/// pipelines (registerMacoPasses).
inline void registerAllPasses() {
  mlir::registerAllPasses();
  registerMacoPasses();
}
} // namespace mlir::maco

#endif // MACO_INITALLPASSES_H
