//===- ProgramDriver.cpp - what maco-run and maco-compile share -----------===//

#include "maco/Support/ProgramDriver.h"
#include "maco/InitAllDialects.h"
#include "maco/Support/ParseProgram.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::maco;
namespace cl = llvm::cl;

ProgramOptions::ProgramOptions(cl::OptionCategory &category)
    : noOptimize("no-optimize", cl::desc("Skip the maco-optimize pipeline"),
                 cl::init(false), cl::cat(category)),
      optimizeOptions(
          "optimize-options",
          cl::desc("Options of maco-optimize, as in maco-optimize{...}: "
                   "target, threshold-bytes, chunks, max-chunks, "
                   "uniform-chunks, stream, max-in-flight, memory-budget, "
                   "algorithm, remarks, guard"),
          cl::init(""), cl::cat(category)),
      backend("backend",
              cl::desc("Backend: cpu (MPI; maco-to-cpu) or cuda (GPU "
                       "kernels, NCCL, cuBLAS; maco-to-cuda)"),
              cl::init("cpu"), cl::cat(category)),
      cudaOptions("cuda-options",
                  cl::desc("Options of maco-to-cuda, as in maco-to-cuda{...}: "
                           "chip, format, block-size"),
                  cl::init(""), cl::cat(category)),
      cpuOptions("cpu-options",
                 cl::desc("Options of maco-to-cpu, as in maco-to-cpu{...}: "
                          "stack-buffer-bytes"),
                 cl::init(""), cl::cat(category)),
      verifyEach("verify-each",
                 cl::desc("Run the verifier after every pass of the "
                          "pipelines (as maco-opt does), not only on the "
                          "input and on the compiled module"),
                 cl::init(false), cl::cat(category)),
      printOpOnDiagnostic(
          "print-op-on-diagnostic",
          cl::desc("Print the op, in generic form, under each error on it "
                   "(for an error on a function: the whole function)"),
          cl::init(false), cl::cat(category)) {}

ProgramDriver::ProgramDriver(StringRef tool, const ProgramOptions &options)
    : tool(tool.str()), options(options) {}

ProgramDriver::~ProgramDriver() = default;

int ProgramDriver::fail(const Twine &message) const {
  llvm::errs() << tool << ": " << message << "\n";
  return 1;
}

LogicalResult ProgramDriver::error(const Twine &message) const {
  fail(message);
  return failure();
}

LogicalResult ProgramDriver::parseOptions() {
  const std::string &backend = options.backend;
  const std::string &cudaOptions = options.cudaOptions;
  const std::string &cpuOptions = options.cpuOptions;
  const std::string &optimizeOptions = options.optimizeOptions;
  if (backend != "cpu" && backend != "cuda")
    return error("unknown backend '" + backend + "'; use cpu or cuda");
  if (backend == "cpu" && !cudaOptions.empty())
    return error("--cuda-options needs --backend=cuda");
  if (backend == "cuda" && !cpuOptions.empty())
    return error("--cpu-options needs --backend=cpu");
  cuda = CudaOptions::createFromString(cudaOptions);
  if (!cuda)
    return error("invalid --cuda-options '" + cudaOptions + "'");
  cpu = CpuOptions::createFromString(cpuOptions);
  if (!cpu)
    return error("invalid --cpu-options '" + cpuOptions + "'");
  optimize = OptimizeOptions::createFromString(optimizeOptions);
  if (!optimize)
    return error("invalid --optimize-options '" + optimizeOptions + "'");
  return success();
}

LogicalResult ProgramDriver::checkNoOptimize() const {
  if (options.noOptimize && !options.optimizeOptions.empty())
    return error("--optimize-options has no effect with --no-optimize");
  return success();
}

bool ProgramDriver::isCuda() const { return options.backend == "cuda"; }

OwningOpRef<ModuleOp> ProgramDriver::load(StringRef inputFile) {
  DialectRegistry registry;
  maco::registerAllDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  context = std::make_unique<MLIRContext>(registry);
  context->loadAllAvailableDialects();
  // An error names its op and location; the op printed in full (for a
  // function, hundreds of lines per rank) only when asked.
  context->printOpOnDiagnostic(options.printOpOnDiagnostic);

  std::string err;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(inputFile, &err);
  if (!file) {
    fail(err);
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  diagnostics =
      std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, context.get());
  // Parse, check what upstream's verifiers would crash on, then verify.
  OwningOpRef<ModuleOp> module = parseProgram(sourceMgr, context.get());
  if (!module) {
    fail("cannot parse " + inputFile);
    return nullptr;
  }
  if (failed(checkProgram(*module))) {
    fail(inputFile + " is not valid");
    return nullptr;
  }
  return module;
}

void ProgramDriver::buildPipeline(PassManager &pm, int64_t ranks) const {
  buildProgramPipeline(pm, options.noOptimize ? nullptr : optimize.get(),
                       isCuda() ? cuda.get() : nullptr, ranks, cpu.get());
  pm.enableVerifier(options.verifyEach);
}

LogicalResult ProgramDriver::runPipeline(PassManager &pm, ModuleOp module) {
  if (failed(pm.run(module)))
    return error("compilation failed");
  // Without --verify-each the pass manager verifies nothing: the compiled
  // module is checked once here, before it is translated.
  if (!options.verifyEach && failed(verify(module)))
    return error("compilation produced invalid IR (run with --verify-each "
                 "to find the pass)");
  return success();
}
