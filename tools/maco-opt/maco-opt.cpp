//===- maco-opt.cpp - mlir-opt with the maco dialect and passes -----------===//

#include "maco/InitAllDialects.h"
#include "maco/InitAllPasses.h"
#include "maco/Pipelines/Pipelines.h"
#include "maco/Support/CrashMessage.h"
#include "maco/Support/ParseProgram.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

#include <vector>

namespace {
/// The first pass of every maco-opt pipeline, in place of the verifier that
/// mlir-opt runs while parsing: maco::checkProgram reports what upstream
/// MLIR 22's verifiers crash on (shard axes out of range, empty
/// reassociation groups, grid axes of size 0), then verifies. It changes
/// nothing, so the pass manager does not verify again after it.
struct CheckInputPass
    : public mlir::PassWrapper<CheckInputPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckInputPass)
  llvm::StringRef getArgument() const override { return "maco-check-input"; }
  llvm::StringRef getDescription() const override {
    return "Check and verify maco-opt's input (in place of the verifier on "
           "parsing)";
  }
  void runOnOperation() override {
    if (mlir::failed(
            mlir::maco::checkProgram(getOperation(), /*everyGrid=*/false)))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace

/// mlir::MlirOptMain(argc, argv, input, output, registry), with the input
/// checked by CheckInputPass instead of verified while parsing (unless
/// --mlir-very-unsafe-disable-verifier-on-parsing turned both off), and
/// text that upstream MLIR 22's parser crashes on reported as an error
/// before it parses (maco::reportUpstreamParserCrash). The input, a file or
/// standard input, is read once, here.
static mlir::LogicalResult runOpt(int argc, char **argv,
                                  llvm::StringRef inputFilename,
                                  llvm::StringRef outputFilename,
                                  mlir::DialectRegistry &registry) {
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::MlirOptMain(argc, argv, inputFilename, outputFilename,
                             registry);
  llvm::InitLLVM initLLVM(argc, argv);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file =
      mlir::openInputFile(inputFilename, &error);
  if (!file) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  if (mlir::maco::reportUpstreamParserCrash(
          *file, registry, config.shouldAllowUnregisteredDialects(),
          config.inputSplitMarker()))
    return mlir::failure();
  if (config.shouldVerifyOnParsing()) {
    mlir::MlirOptMainConfig pipeline = config;
    config.verifyOnParsing(false).setPassPipelineSetupFn(
        [pipeline](mlir::PassManager &pm) {
          pm.addPass(std::make_unique<CheckInputPass>());
          return pipeline.setupPassPipeline(pm);
        });
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(file), registry, config)))
    return mlir::failure();
  output->keep();
  return mlir::success();
}

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  // An error on an op names the op and its location; MLIR's default adds
  // the op printed in generic form, which for a function is the whole
  // function ("see current operation: ..."). maco-opt leaves it out unless
  // asked: --mlir-print-op-on-diagnostic.
  std::vector<char *> args(argv, argv + argc);
  bool asked = llvm::any_of(args, [](llvm::StringRef arg) {
    return arg.ltrim('-').starts_with("mlir-print-op-on-diagnostic");
  });
  static char quiet[] = "--mlir-print-op-on-diagnostic=false";
  if (!asked)
    args.insert(args.begin() + 1, quiet);
  argc = static_cast<int>(args.size());
  argv = args.data();
  mlir::DialectRegistry registry;
  mlir::maco::registerAllDialects(registry);
  mlir::maco::registerAllPasses();
  // Registered so that the pipelines maco-opt prints (a crash reproducer,
  // --dump-pass-pipeline) parse again.
  mlir::PassRegistration<CheckInputPass>();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "maco optimizer driver\n", registry);
  return mlir::asMainReturnCode(
      runOpt(argc, argv, inputFilename, outputFilename, registry));
}
