//===- Simulator.cpp - the cost model's simulation of a function ---------===//
//
// See include/maco/Analysis/Simulator.h; the algorithm is documented in
// lib/Dialect/Maco/Transforms/Estimate.cpp (maco-estimate).
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/Simulator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::maco;
using namespace mlir::maco::simulation;

std::string simulation::locString(Location loc) {
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

void Simulator::unknown(Operation *op, StringRef what) {
  unknownOps.insert(op);
  if (!quiet && remarked.insert(op).second)
    op->emitRemark() << "maco-estimate: " << what << " of '" << op->getName()
                     << "' is unknown (dynamic shape or unknown group); "
                        "counted as 0";
}

void Simulator::defaulted(Operation *op) {
  defaultedOps.insert(op);
  if (!quiet && remarked.insert(op).second)
    op->emitRemark() << "maco-estimate: '" << op->getName()
                     << "' has a dynamic dimension without a bound in the "
                        "IR; priced at "
                     << CostModel::kDefaultDynamicExtent;
}

void Simulator::slice(int64_t stream, double start, double end, Operation *op) {
  if (end > start)
    slices.push_back({stream, start, end, op->getName().getStringRef().str(),
                      locString(op->getLoc())});
}

void Simulator::runOp(Operation *op) {
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
    auto [begin, end] = timeline.start(stream, time, model.startOverhead(op));
    completion[op->getResult(0)] = {stream, end, timeline.stretchCount()};
    slice(stream, begin, end, op);
    return;
  }
  if (auto wait = dyn_cast<WaitOp>(op)) {
    double begin = timeline.now();
    Completion c = completion.lookup(wait.getFuture());
    double stalled =
        timeline.wait(timeline.stretchedEnd(c.stream, c.end, c.stretches));
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

bool Simulator::sameDelta(const LoopState &a, const LoopState &b,
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

void Simulator::runLoop(scf::ForOp forOp, uint64_t trips) {
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
  for (auto &[future, c] : completion)
    if (Operation *def = future.getDefiningOp())
      if (forOp->isProperAncestor(def))
        c.end += shift;
}

double Simulator::end() const {
  double t = timeline.now();
  for (auto &[stream, free] : timeline.streams())
    t = std::max(t, free);
  return t;
}
