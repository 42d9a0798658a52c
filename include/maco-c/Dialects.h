/*===-- maco-c/Dialects.h - C API for the maco dialect ------------*- C -*-===*\
|*                                                                            *|
|* The maco dialect in MLIR's C API (mlir-c conventions: a dialect handle,    *|
|* registration into an MlirDialectRegistry). Link MACO::MACO-C               *|
|* (libMACO-C.so), which also holds the upstream C API (mlir-c/IR.h,          *|
|* mlir-c/Pass.h, mlir-c/RegisterEverything.h, the dialect handles of func,   *|
|* arith, tensor, linalg, shard, ...). See docs/integration.md, "The C API".  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MACO_C_DIALECTS_H
#define MACO_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// mlirGetDialectHandle__maco__(): the maco dialect alone. It loads the
/// dialects maco ops are built from (arith, memref, tensor, shard) with it,
/// but not maco's BufferizableOpInterface models, which `maco-to-cpu` and
/// `maco-to-cuda` need: use mlirMacoRegisterDialect for those.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Maco, maco);

/// Inserts the maco dialect and maco's external models of upstream
/// interfaces (BufferizableOpInterface for maco ops) into `registry`;
/// nothing of upstream (C++: mlir::maco::registerMacoDialect).
MLIR_CAPI_EXPORTED void mlirMacoRegisterDialect(MlirDialectRegistry registry);

/// Inserts what the maco tools use: maco, every upstream dialect and
/// extension, upstream's sharding models and the LLVM IR translations
/// (C++: mlir::maco::registerAllDialects).
MLIR_CAPI_EXPORTED void
mlirMacoRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif // MACO_C_DIALECTS_H
