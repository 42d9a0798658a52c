//===- Simulator.h - the cost model's simulation of a function -*- C++ -*-===//
//
// Internal to lib/Dialect/Maco/Transforms: the simulation of maco-estimate
// (Estimate.cpp documents the algorithm), shared with maco-keep-if-faster,
// which compares a function's predicted time before and after
// optimisation.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_DIALECT_MACO_TRANSFORMS_SIMULATOR_H
#define MACO_LIB_DIALECT_MACO_TRANSFORMS_SIMULATOR_H

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace mlir::maco::simulation {
struct Slice {
  int64_t stream;
  double start, end; // seconds
  std::string name, loc;
};

inline std::string locString(Location loc) {
  if (auto f = dyn_cast<FileLineColLoc>(loc))
    return (llvm::sys::path::filename(f.getFilename().getValue()) + ":" +
            Twine(f.getLine()) + ":" + Twine(f.getColumn()))
        .str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    if (!fused.getLocations().empty())
      return locString(fused.getLocations().front());
  if (auto name = dyn_cast<NameLoc>(loc))
    return locString(name.getChildLoc());
  return "";
}

struct Simulator {
  Simulator(const CostModel &model, ModuleOp module)
      : model(model), module(module), timeline(model.getTarget()) {}

  const CostModel &model;
  ModuleOp module;
  Timeline timeline;
  std::vector<Slice> slices;
  double sequential = 0, exposed = 0;
  DenseMap<Value, double> completion;
  llvm::DenseSet<Operation *> remarked;
  int depth = 0;
  /// No remarks about unknown costs (a comparison, not a report).
  bool quiet = false;

  /// The operations whose cost was unknown (counted as 0).
  llvm::DenseSet<Operation *> unknownOps;
  /// The operations priced with a dynamic dimension at the cost model's
  /// default extent (CostModel::kDefaultDynamicExtent).
  llvm::DenseSet<Operation *> defaultedOps;

  void unknown(Operation *op, StringRef what) {
    unknownOps.insert(op);
    if (!quiet && remarked.insert(op).second)
      op->emitRemark() << "maco-estimate: " << what << " of '" << op->getName()
                       << "' is unknown (dynamic shape or unknown group); "
                          "counted as 0";
  }

  void defaulted(Operation *op) {
    defaultedOps.insert(op);
    if (!quiet && remarked.insert(op).second)
      op->emitRemark() << "maco-estimate: '" << op->getName()
                       << "' has a dynamic dimension without a bound in the "
                          "IR; priced at "
                       << CostModel::kDefaultDynamicExtent;
  }

  void slice(int64_t stream, double start, double end, Operation *op) {
    if (end > start)
      slices.push_back({stream, start, end, op->getName().getStringRef().str(),
                        locString(op->getLoc())});
  }

  void runBlock(Block &block) {
    for (Operation &op : block)
      runOp(&op);
  }

  void runOp(Operation *op) {
    if (op->hasTrait<OpTrait::IsTerminator>())
      return;
    if (auto c = dyn_cast<CollectiveOpInterface>(op)) {
      std::optional<double> t = model.collectiveTime(op);
      if (!t)
        unknown(op, "the time");
      else if (model.usedDefaultExtent(op))
        defaulted(op);
      double time = t.value_or(0);
      sequential += time;
      if (!c.isAsync()) {
        auto [begin, end] = timeline.blocking(time);
        slice(0, begin, end, op);
        exposed += time;
        return;
      }
      int64_t stream = c.getStreamId().value_or(1);
      auto [begin, end] =
          timeline.start(stream, time, model.startOverhead(op));
      completion[op->getResult(0)] = end;
      slice(stream, begin, end, op);
      return;
    }
    if (auto wait = dyn_cast<WaitOp>(op)) {
      double begin = timeline.now();
      double stalled = timeline.wait(completion.lookup(wait.getFuture()));
      slice(0, begin, begin + stalled, op);
      exposed += stalled;
      return;
    }
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      if (std::optional<APInt> trips = forOp.getStaticTripCount()) {
        runLoop(forOp, trips->getLimitedValue());
        return;
      }
    }
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee = dyn_cast_or_null<func::FuncOp>(call.resolveCallable());
      if (callee && callee.isExternal())
        return; // runtime utilities (clocks, printing): counted as 0
      if (callee && depth < 16) {
        ++depth;
        runBlock(callee.getBody().front());
        --depth;
        return;
      }
    }
    std::optional<double> t = model.computeTime(op);
    if (!t) {
      unknown(op, "the cost");
      return;
    }
    if (model.usedDefaultExtent(op))
      defaulted(op);
    sequential += *t;
    auto [begin, end] = timeline.compute(*t);
    slice(0, begin, end, op);
  }

  /// What a loop iteration changes: the clocks and the two sums.
  struct LoopState {
    double clock, sequential, exposed;
    DenseMap<int64_t, double> streams;
  };
  LoopState loopState() const {
    return {timeline.now(), sequential, exposed, timeline.streams()};
  }
  static bool sameDelta(const LoopState &a, const LoopState &b,
                        const LoopState &c) {
    auto same = [](double x0, double x1, double x2) {
      double d1 = x1 - x0, d2 = x2 - x1;
      return std::abs(d2 - d1) <= 1e-9 * std::max(1e-9, std::abs(d2));
    };
    if (!same(a.clock, b.clock, c.clock) ||
        !same(a.sequential, b.sequential, c.sequential) ||
        !same(a.exposed, b.exposed, c.exposed))
      return false;
    for (auto &[stream, free] : c.streams)
      if (!same(a.streams.lookup(stream), b.streams.lookup(stream), free))
        return false;
    return true;
  }

  /// Runs `trips` iterations of a loop body. Up to kMaxSimulatedIterations
  /// trips, every iteration is simulated. Beyond, the timeline being
  /// max-plus linear, once two successive iterations advance every clock
  /// and sum by the same amounts (a steady state, usually from the second
  /// or third iteration) every later one does too: the remaining
  /// iterations are added at once, so the time taken does not grow with
  /// the trip count. A loop not steady after kMaxSimulatedIterations is
  /// extrapolated from its last iteration. Traces show the simulated
  /// iterations only.
  static constexpr uint64_t kMaxSimulatedIterations = 64;
  void runLoop(scf::ForOp forOp, uint64_t trips) {
    if (trips <= kMaxSimulatedIterations) {
      for (uint64_t i = 0; i < trips; ++i)
        runBlock(*forOp.getBody());
      return;
    }
    std::vector<LoopState> states = {loopState()};
    uint64_t done = 0;
    for (; done < kMaxSimulatedIterations; ++done) {
      size_t n = states.size();
      if (n >= 3 && sameDelta(states[n - 3], states[n - 2], states[n - 1]))
        break;
      runBlock(*forOp.getBody());
      states.push_back(loopState());
    }
    const LoopState &prev = states[states.size() - 2], &last = states.back();
    double rest = static_cast<double>(trips - done);
    auto extend = [&](double before, double after) {
      return after + (after - before) * rest;
    };
    DenseMap<int64_t, double> streams;
    for (auto &[stream, free] : last.streams)
      streams[stream] = extend(prev.streams.lookup(stream), free);
    timeline.setClocks(extend(prev.clock, last.clock), std::move(streams));
    sequential = extend(prev.sequential, last.sequential);
    exposed = extend(prev.exposed, last.exposed);
    // Collectives started in the body end as much later as the clock moved.
    double shift = (last.clock - prev.clock) * rest;
    for (auto &[future, end] : completion)
      if (Operation *def = future.getDefiningOp())
        if (forOp->isProperAncestor(def))
          end += shift;
  }

  /// The predicted end of everything the simulation ran (compute and
  /// every stream), in seconds.
  double end() const {
    double t = timeline.now();
    for (auto &[stream, free] : timeline.streams())
      t = std::max(t, free);
    return t;
  }
};

} // namespace mlir::maco::simulation

#endif // MACO_LIB_DIALECT_MACO_TRANSFORMS_SIMULATOR_H
