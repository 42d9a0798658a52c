//===- ProgramDriver.h - what maco-run and maco-compile share ---*- C++ -*-===//
//
// maco-run and maco-compile read a program and compile it the same way:
// the same options (--no-optimize, --optimize-options, --backend,
// --cuda-options, --print-op-on-diagnostic), the same checks of them, the
// same context, the same reading (parseProgram, checkProgram) and the same
// pipelines (buildProgramPipeline). Each tool then does its own work with
// the result (JIT and run; translate, write and link).
//
//   static cl::OptionCategory category("maco-run options");
//   static maco::ProgramOptions programOptions(category);
//   ...
//   maco::ProgramDriver driver("maco-run", programOptions);
//   if (failed(driver.parseOptions()) || failed(driver.checkNoOptimize()))
//     return 1;
//   OwningOpRef<ModuleOp> module = driver.load(inputFile);
//   if (!module)
//     return 1;
//   PassManager pm(&driver.getContext());
//   driver.buildPipeline(pm, ranks);
//
//===----------------------------------------------------------------------===//

#ifndef MACO_SUPPORT_PROGRAMDRIVER_H
#define MACO_SUPPORT_PROGRAMDRIVER_H

#include "maco/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace mlir {
class SourceMgrDiagnosticHandler;
} // namespace mlir

namespace mlir::maco {
/// The command-line options maco-run and maco-compile share. A tool
/// declares one statically, in its option category, before parsing its
/// command line.
struct ProgramOptions {
  explicit ProgramOptions(llvm::cl::OptionCategory &category);

  llvm::cl::opt<bool> noOptimize;
  llvm::cl::opt<std::string> optimizeOptions;
  llvm::cl::opt<std::string> backend;
  llvm::cl::opt<std::string> cudaOptions;
  llvm::cl::opt<std::string> cpuOptions;
  llvm::cl::opt<bool> verifyEach;
  llvm::cl::opt<bool> printOpOnDiagnostic;
};

/// Reads and compiles a program as the options say. Errors are printed as
/// "<tool>: <message>" on stderr, diagnostics with their source lines.
class ProgramDriver {
public:
  ProgramDriver(StringRef tool, const ProgramOptions &options);
  ~ProgramDriver();

  /// Prints "<tool>: `message`" on stderr; returns 1, the tool's exit
  /// status.
  int fail(const Twine &message) const;

  /// Checks --backend (cpu or cuda), that --cuda-options goes with
  /// --backend=cuda and --cpu-options with --backend=cpu, then parses
  /// --cuda-options, --cpu-options and --optimize-options.
  LogicalResult parseOptions();

  /// Fails if --optimize-options is given with --no-optimize.
  LogicalResult checkNoOptimize() const;

  /// Whether the program is compiled for the CUDA backend.
  bool isCuda() const;

  /// Creates the context (maco's and upstream's dialects, the translations
  /// to LLVM IR), then reads `inputFile`, parses it (parseProgram) and
  /// checks it (checkProgram). Null after an error.
  OwningOpRef<ModuleOp> load(StringRef inputFile);

  /// The context `load` created.
  MLIRContext &getContext() { return *context; }

  /// maco-frontend{ranks=`ranks`}, maco-optimize (unless --no-optimize)
  /// with --optimize-options, then maco-to-cuda with --cuda-options
  /// (--backend=cuda) or maco-to-cpu with --cpu-options
  /// (buildProgramPipeline); the verifier between passes only with
  /// --verify-each.
  void buildPipeline(PassManager &pm, int64_t ranks) const;

  /// Runs `pm` (from buildPipeline) on `module`. The verifier runs after
  /// every pass only with --verify-each (it costs about half the
  /// compile time of a long program); otherwise the compiled module is
  /// verified once at the end. Prints the error on failure.
  LogicalResult runPipeline(PassManager &pm, ModuleOp module);

private:
  /// fail(message), as a failure.
  LogicalResult error(const Twine &message) const;

  std::string tool;
  const ProgramOptions &options;
  std::unique_ptr<OptimizeOptions> optimize;
  std::unique_ptr<CudaOptions> cuda;
  std::unique_ptr<CpuOptions> cpu;
  std::unique_ptr<MLIRContext> context;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<SourceMgrDiagnosticHandler> diagnostics;
};
} // namespace mlir::maco

#endif // MACO_SUPPORT_PROGRAMDRIVER_H
