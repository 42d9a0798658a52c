//===- maco-opt-fuzzer.cpp - libFuzzer target over maco's pipelines -------===//
//
// Each input is MLIR text. It is parsed and checked as `maco-run` does
// (parseProgram, checkProgram), then compiled by the pipeline `maco-run`
// builds: maco-frontend, maco-optimize, then maco-to-cpu (or maco-to-cuda with
// PTX output). A few bits of a hash of the input choose the variant, so every
// input always takes the same path:
//
//   bit 0      maco-optimize with guard=false (every transformation kept)
//              or guard=true (the cost model decides)
//   bit 1      remarks on or off
//   bits 2-4   maco-to-cuda{format=isa} when all three are set (1 in 8),
//              else maco-to-cpu
//
// Bad input may fail anywhere with a diagnostic. The target aborts (a
// finding) when:
//   * a pass leaves IR that does not verify (verified after every pass);
//   * a pass fails without emitting an error (a silent failure);
//   * the optimized module, printed, does not parse back;
//   * anything crashes, trips ASan/UBSan, times out or runs out of memory
//     (libFuzzer's own checks).
//
// LLVMFuzzerCustomMutator (MlirMutator.h) mutates at the level of MLIR
// syntax so that mutants mostly parse. MACO_FUZZ_VERBOSE=1 prints the
// variant and every diagnostic, to triage a reproducer:
//
//   MACO_FUZZ_VERBOSE=1 build-fuzz/bin/maco-opt-fuzzer crash-<sha1>
//
// scripts/fuzz.sh builds it (clang, ASan + UBSan) and runs it.
//
//===----------------------------------------------------------------------===//

#include "MlirMutator.h"

#include "maco/InitAllDialects.h"
#include "maco/InitAllPasses.h"
#include "maco/Pipelines/Pipelines.h"
#include "maco/Support/ParseProgram.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace mlir;

namespace {
mlir::DialectRegistry *registry;
bool verbose;

/// Collects the diagnostics (nothing is printed unless verbose).
struct Diagnostics {
  explicit Diagnostics(MLIRContext &ctx)
      : handler(&ctx, [this](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Error)
            ++errors;
          std::string text;
          llvm::raw_string_ostream os(text);
          os << diag.getLocation() << ": " << diag;
          if (verbose)
            llvm::errs() << text << "\n";
          log.push_back(std::move(text));
          return success();
        }) {}
  [[noreturn]] void fail(const llvm::Twine &why) {
    for (const std::string &line : log)
      llvm::errs() << "  diagnostic: " << line << "\n";
    llvm::errs() << "maco-opt-fuzzer: " << why << "\n";
    std::abort();
  }
  ScopedDiagnosticHandler handler;
  std::vector<std::string> log;
  size_t errors = 0;
};

/// Verifies the IR after every pass, and requires every failing pass to
/// have emitted an error. A pass that runs a nested pipeline may let a pass
/// of it fail and recover (maco-partition-annotated tries the propagation
/// orders in turn, with their diagnostics dropped); so a silent failure is
/// reported only when it reaches the top: when the outermost failing pass
/// has emitted no error, naming the innermost pass that failed silently.
struct CheckEachPass : public PassInstrumentation {
  explicit CheckEachPass(Diagnostics &diags) : diags(diags) {}
  void runBeforePass(Pass *pass, Operation *) override {
    running.push_back({pass, diags.errors, ""});
  }
  void runAfterPass(Pass *pass, Operation *op) override {
    running.pop_back(); // a silent failure inside it was recovered from
    // maco-partition-annotated tries every order of upstream's
    // sharding-propagation, verifies each result itself and drops those
    // that do not verify (upstream can leave an annotation above the
    // value it annotates); it verifies what upstream's shard-partition
    // builds too, and reports an error if that does not verify (a slice
    // over a grid of dynamic size): only its own result must verify.
    if ((pass->getArgument() == "sharding-propagation" ||
         pass->getArgument() == "shard-partition") &&
        !running.empty() &&
        running.back().pass->getArgument() == "maco-partition-annotated")
      return;
    if (failed(verify(op)))
      diags.fail("IR does not verify after pass '" + pass->getName() + "'");
  }
  void runAfterPassFailed(Pass *pass, Operation *) override {
    Frame frame = running.pop_back_val();
    if (diags.errors != frame.errorsBefore)
      return;
    std::string silent =
        frame.silentChild.empty() ? pass->getName().str() : frame.silentChild;
    if (running.empty())
      diags.fail("pass '" + silent + "' failed without an error");
    if (running.back().silentChild.empty())
      running.back().silentChild = silent;
  }
  struct Frame {
    Pass *pass;
    size_t errorsBefore;
    std::string silentChild; // innermost pass under it that failed silently
  };
  Diagnostics &diags;
  llvm::SmallVector<Frame> running; // threading is disabled: one stack
};

uint32_t hash(const uint8_t *data, size_t size) {
  uint32_t h = 2166136261u; // FNV-1a
  for (size_t i = 0; i < size; ++i)
    h = (h ^ data[i]) * 16777619u;
  return h;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registry = new DialectRegistry();
  maco::registerAllDialects(*registry);
  maco::registerAllPasses();
  const char *v = std::getenv("MACO_FUZZ_VERBOSE");
  verbose = v && *v && std::string(v) != "0";
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint32_t h = hash(data, size);
  bool guard = h & 1, remarks = h & 2, cuda = ((h >> 2) & 7) == 7;

  MLIRContext ctx(*registry, MLIRContext::Threading::DISABLED);
  Diagnostics diags(ctx);
  // A copy that ends in a NUL, as every file the tools read does: MLIR's
  // lexer stops at that NUL, and reads past the end of a buffer without
  // one (an overflow that depended on the heap's next bytes).
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size), "input"),
      llvm::SMLoc());
  OwningOpRef<ModuleOp> module = maco::parseProgram(sourceMgr, &ctx);
  if (!module || failed(maco::checkProgram(*module)))
    return 0;

  maco::OptimizeOptions optimize;
  optimize.target = "cpu-local"; // not this machine's calibration
  optimize.guard = guard;
  optimize.remarks = remarks;
  maco::CudaOptions gpu;
  gpu.format = maco::CudaOptions::Format::Isa; // no ptxas needed
  if (verbose)
    llvm::errs() << "maco-opt-fuzzer: maco-frontend, maco-optimize{guard="
                 << guard << " remarks=" << remarks << "}, "
                 << (cuda ? "maco-to-cuda{format=isa}" : "maco-to-cpu") << "\n";

  // Front end and optimizations, then a print/parse round trip.
  PassManager front(&ctx);
  front.enableVerifier(false);
  front.addInstrumentation(std::make_unique<CheckEachPass>(diags));
  maco::buildFrontendPipeline(front);
  maco::buildOptimizePipeline(front, optimize);
  if (failed(front.run(*module)))
    return 0;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  if (!parseSourceString<ModuleOp>(
          printed, ParserConfig(&ctx, /*verifyAfterParse=*/false)))
    diags.fail("the optimized module does not parse back:\n" + printed);

  // Lowering.
  PassManager lower(&ctx);
  lower.enableVerifier(false);
  lower.addInstrumentation(std::make_unique<CheckEachPass>(diags));
  if (cuda)
    maco::buildToCudaPipeline(lower, gpu);
  else
    maco::buildToCpuPipeline(lower);
  (void)lower.run(*module);
  return 0;
}

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  // One time in eight, libFuzzer's own byte-level mutations.
  if (seed % 8 == 0)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::string in(reinterpret_cast<const char *>(data), size);
  std::string out = maco::fuzz::mutateMlir(in, /*other=*/"", seed);
  if (out.size() > maxSize)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::copy(out.begin(), out.end(), data);
  return out.size();
}

extern "C" size_t LLVMFuzzerCustomCrossOver(const uint8_t *data1, size_t size1,
                                            const uint8_t *data2, size_t size2,
                                            uint8_t *out, size_t maxOutSize,
                                            unsigned seed) {
  std::string a(reinterpret_cast<const char *>(data1), size1);
  std::string b(reinterpret_cast<const char *>(data2), size2);
  std::string mutant = maco::fuzz::mutateMlir(a, b, seed);
  size_t n = std::min(mutant.size(), maxOutSize);
  std::copy(mutant.begin(), mutant.begin() + n, out);
  return n;
}
