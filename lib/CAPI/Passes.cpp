//===- Passes.cpp - C API for maco's passes and pipelines -----------------===//

#include "maco-c/Passes.h"

#include "maco/InitAllPasses.h"
#include "maco/InitMaco.h"
#include "maco/Pipelines/Pipelines.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"

using namespace mlir;

void mlirMacoRegisterPasses(void) { maco::registerMacoPasses(); }

void mlirMacoRegisterAllPasses(void) { maco::registerAllPasses(); }

void mlirMacoBuildFrontendPipeline(MlirOpPassManager passManager) {
  maco::buildFrontendPipeline(*unwrap(passManager));
}

/// Parses `options` into an `Options` struct; on failure reports
/// "<pipeline> options: <why>" through the callback.
template <typename Options>
static std::unique_ptr<Options>
parseOptions(StringRef pipeline, MlirStringRef options,
             MlirStringCallback errorCallback, void *userData) {
  auto parsed = std::make_unique<Options>();
  std::string message;
  llvm::raw_string_ostream os(message);
  if (succeeded(parsed->parseFromString(unwrap(options), os)))
    return parsed;
  if (errorCallback) {
    detail::CallbackOstream stream(errorCallback, userData);
    stream << "invalid " << pipeline << " options '" << unwrap(options) << "'";
    // Some reasons go to this stream, those of LLVM's option parser
    // (a value of the wrong type, a missing value) to stderr.
    if (StringRef reason = StringRef(message).trim(); !reason.empty())
      stream << ": " << reason;
    stream.flush();
  }
  return nullptr;
}

MlirLogicalResult mlirMacoBuildOptimizePipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData) {
  auto parsed = parseOptions<maco::OptimizeOptions>("maco-optimize", options,
                                                    errorCallback, userData);
  if (!parsed)
    return mlirLogicalResultFailure();
  maco::buildOptimizePipeline(*unwrap(passManager), *parsed);
  return mlirLogicalResultSuccess();
}

void mlirMacoBuildToCpuPipeline(MlirOpPassManager passManager) {
  maco::buildToCpuPipeline(*unwrap(passManager));
}

MlirLogicalResult mlirMacoBuildToCudaPipeline(MlirOpPassManager passManager,
                                              MlirStringRef options,
                                              MlirStringCallback errorCallback,
                                              void *userData) {
  auto parsed = parseOptions<maco::CudaOptions>("maco-to-cuda", options,
                                                errorCallback, userData);
  if (!parsed)
    return mlirLogicalResultFailure();
  maco::buildToCudaPipeline(*unwrap(passManager), *parsed);
  return mlirLogicalResultSuccess();
}
