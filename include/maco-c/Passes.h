/*===-- maco-c/Passes.h - C API for maco's passes and pipelines ---*- C -*-===*\
|*                                                                            *|
|* Registration of maco's passes and pipelines, and functions that add the    *|
|* pipelines `maco-frontend`, `maco-optimize`, `maco-to-cpu` and              *|
|* `maco-to-cuda` to an MlirOpPassManager (a pass manager on                  *|
|* builtin.module), with their options given as the string that goes between *|
|* the braces of `maco-optimize{...}` (docs/compiler.md, "Pipelines").        *|
|*                                                                            *|
|* The pipelines name some upstream passes by their flags, which must be      *|
|* registered before a pass manager is run: `canonicalize` for maco-optimize  *|
|* (mlirRegisterTransformsPasses), all of upstream's lowering passes for      *|
|* maco-to-cpu and maco-to-cuda (mlirRegisterAllPasses, or                    *|
|* mlirMacoRegisterAllPasses).                                                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MACO_C_PASSES_H
#define MACO_C_PASSES_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers maco's passes (`maco-*`, `convert-maco-to-runtime`, ...) and
/// its pipelines with the global registry, nothing of upstream (C++:
/// mlir::maco::registerMacoPasses). Textual pipelines
/// (mlirParsePassPipeline) can then name them.
MLIR_CAPI_EXPORTED void mlirMacoRegisterPasses(void);

/// Registers maco's passes and pipelines and all of upstream's passes
/// (C++: mlir::maco::registerAllPasses), what maco-opt registers.
MLIR_CAPI_EXPORTED void mlirMacoRegisterAllPasses(void);

/// Adds `maco-frontend` (partition shard-annotated functions, import shard
/// ops) to `passManager`.
MLIR_CAPI_EXPORTED void
mlirMacoBuildFrontendPipeline(MlirOpPassManager passManager);

/// Adds `maco-optimize` to `passManager`. `options` is what goes between the
/// braces of `maco-optimize{...}`, e.g. "chunks=2 guard=false"; empty means
/// the defaults. If the options do not parse, nothing is added, a message
/// naming the pipeline and the options goes to `errorCallback` (with
/// `userData`) and the result is a failure; LLVM's option parser prints
/// the reason for some errors (a value of the wrong type) to stderr.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirMacoBuildOptimizePipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData);

/// Adds `maco-to-cpu` (down to the LLVM dialect, MPI backend) to
/// `passManager`. It has no options.
MLIR_CAPI_EXPORTED void
mlirMacoBuildToCpuPipeline(MlirOpPassManager passManager);

/// Adds `maco-to-cuda` to `passManager`; `options` as in
/// `maco-to-cuda{chip=sm_90 ...}`, reported like those of
/// mlirMacoBuildOptimizePipeline.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirMacoBuildToCudaPipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // MACO_C_PASSES_H
