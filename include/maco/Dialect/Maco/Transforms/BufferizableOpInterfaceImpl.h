//===- BufferizableOpInterfaceImpl.h - maco bufferization -------*- C++ -*-===//

#ifndef MACO_DIALECT_MACO_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define MACO_DIALECT_MACO_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;
namespace maco {
/// Attaches BufferizableOpInterface to the maco ops so that
/// `one-shot-bufferize` turns their tensor form into the memref form.
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace maco
} // namespace mlir

#endif
