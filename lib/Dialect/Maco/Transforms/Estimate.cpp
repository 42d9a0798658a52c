//===- Estimate.cpp - predicted per-stream timeline (maco-estimate) -------===//
//
// Algorithm: for every function with a body, simulate its execution under
// the cost model (include/maco/Analysis/CostModel.h) the way the runtime
// runs it, on maco::Timeline (the clocks maco-schedule uses too):
//
//  * one compute stream (stream 0) runs the operations in program order:
//    compute ops take their roofline time, slowed by the contention factor
//    while any collective is in flight; blocking collectives occupy it for
//    their alpha-beta time;
//  * a `*_start` enqueues its collective on its `stream` (default 1): the
//    collective begins when the issuing op is reached and that stream is
//    free, and ends its alpha-beta time later; issuing costs the target's
//    stream-overhead on the compute stream (nothing for the small ones the
//    backend posts at once: CostModel::startOverhead);
//  * `maco.wait` blocks the compute stream until its collective ends;
//  * `scf.for` with a constant trip count runs its body that many times;
//    beyond 64 trips, iterations are simulated until two in a row advance
//    every clock by the same amounts (at most 64), and the rest are added
//    at once, so the estimate's time does not grow with the trip count
//    (the trace shows the simulated iterations);
//    `func.call` of a function in the module runs the callee's body (up to
//    a depth of 16), calls of external functions (clocks, printing) count
//    0; other ops with regions count as one compute op.
//
// Printed per function: the slices (stream, start, end, op, location; the
// first 64), then "predicted: sequential S us, scheduled T us, exposed
// communication E us, speedup S/T", where sequential is the sum of every
// compute and collective time (nothing overlapped) and exposed is the time
// the compute stream spends in blocking collectives and waits. With
// `trace-file`, all slices are written as Chrome trace JSON (one process
// per function, one thread per stream), the format MACO_TRACE uses.
// Operations whose cost is unknown (dynamic shapes) get a remark and count
// 0.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Analysis/Simulator.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::maco {
#define GEN_PASS_DEF_ESTIMATE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

using namespace mlir::maco::simulation;

namespace {
struct EstimatePass : public maco::impl::EstimateBase<EstimatePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetDescription> t = resolveTarget(module, target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    std::string json;
    llvm::raw_string_ostream js(json);
    js << "{\"traceEvents\": [";
    bool first = true;
    int pid = 0;
    llvm::raw_ostream &os = llvm::outs();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      Simulator sim(model, module);
      sim.runBlock(func.getBody().front());
      os << "maco-estimate @" << func.getSymName() << " (target " << t->name
         << ")\n";
      os << "  stream     start(us)       end(us)  op\n";
      size_t shown = 0;
      for (const Slice &s : sim.slices) {
        if (shown++ == 64) {
          os << "  ... " << sim.slices.size() - 64 << " more slices\n";
          break;
        }
        os << llvm::format("  %6lld  %12.1f  %12.1f  ", (long long)s.stream,
                           s.start * 1e6, s.end * 1e6)
           << s.name << (s.loc.empty() ? "" : "  ") << s.loc << "\n";
      }
      double scheduled = sim.end();
      os << llvm::format("  predicted: sequential %.1f us, scheduled %.1f "
                         "us, exposed communication %.1f us, speedup %.2fx\n",
                         sim.sequential * 1e6, scheduled * 1e6,
                         sim.exposed * 1e6,
                         scheduled > 0 ? sim.sequential / scheduled : 1.0);
      // Chrome trace: one process per function, one thread per stream.
      auto sep = [&]() {
        if (!first)
          js << ",";
        first = false;
        js << "\n";
      };
      sep();
      js << "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": " << pid
         << ", \"tid\": 0, \"args\": {\"name\": \"@" << func.getSymName()
         << " (predicted)\"}}";
      llvm::DenseSet<int64_t> streams;
      for (const Slice &s : sim.slices) {
        if (streams.insert(s.stream).second) {
          sep();
          js << "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": " << pid
             << ", \"tid\": " << s.stream << ", \"args\": {\"name\": \""
             << (s.stream == 0 ? std::string("compute")
                               : "comm stream " + std::to_string(s.stream))
             << "\"}}";
        }
        sep();
        js << "{\"name\": \"" << s.name
           << "\", \"cat\": \"maco-estimate\", \"ph\": \"X\", \"pid\": " << pid
           << ", \"tid\": " << s.stream
           << llvm::format(", \"ts\": %.3f, \"dur\": %.3f", s.start * 1e6,
                           (s.end - s.start) * 1e6)
           << ", \"args\": {\"loc\": \"" << s.loc << "\"}}";
      }
      ++pid;
    }
    js << "\n]}\n";
    if (!traceFile.empty()) {
      std::error_code ec;
      llvm::raw_fd_ostream out(traceFile, ec, llvm::sys::fs::OF_Text);
      if (ec) {
        emitError(module.getLoc()) << "maco-estimate: cannot write trace file '"
                                   << traceFile << "': " << ec.message();
        return signalPassFailure();
      }
      out << json;
    }
  }
};
} // namespace
