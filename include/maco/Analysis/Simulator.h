//===- Simulator.h - the cost model's simulation of a function -*- C++ -*-===//
//
// The simulation of `maco-estimate` (lib/Dialect/Maco/Transforms/Estimate.cpp
// documents the algorithm) on the cost model's clocks (CostModel.h's
// Timeline), shared with `maco-keep-if-faster`, which compares a function's
// predicted time before and after optimisation.
//
//   simulation::Simulator sim(model, module);
//   sim.runBlock(func.getBody().front());
//   sim.end(), sim.sequential, sim.exposed, sim.slices
//
//===----------------------------------------------------------------------===//

#ifndef MACO_ANALYSIS_SIMULATOR_H
#define MACO_ANALYSIS_SIMULATOR_H

#include "maco/Analysis/CostModel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <string>
#include <vector>

namespace mlir::maco::simulation {
/// One op's interval on a stream (0: the compute stream), for traces.
struct Slice {
  int64_t stream;
  double start, end; // seconds
  std::string name, loc;
};

/// `file:line:col` of `loc` (the first of a fused location, the child of a
/// named one); "" when it has none.
std::string locString(Location loc);

struct Simulator {
  Simulator(const CostModel &model, ModuleOp module)
      : model(model), module(module), timeline(model.getTarget()) {}

  const CostModel &model;
  ModuleOp module;
  Timeline timeline;
  std::vector<Slice> slices;
  double sequential = 0, exposed = 0;
  /// Each started collective's future: its stream, when it ends as
  /// started, and the timeline's stretch count then (Timeline::stretchedEnd).
  struct Completion {
    int64_t stream = 0;
    double end = 0;
    size_t stretches = 0;
  };
  DenseMap<Value, Completion> completion;
  llvm::DenseSet<Operation *> remarked;
  int depth = 0;
  /// No remarks about unknown costs (a comparison, not a report).
  bool quiet = false;

  /// The operations whose cost was unknown (counted as 0).
  llvm::DenseSet<Operation *> unknownOps;
  /// The operations priced with a dynamic dimension at the cost model's
  /// default extent (CostModel::kDefaultDynamicExtent).
  llvm::DenseSet<Operation *> defaultedOps;

  void unknown(Operation *op, StringRef what);
  void defaulted(Operation *op);
  void slice(int64_t stream, double start, double end, Operation *op);

  void runBlock(Block &block) {
    for (Operation &op : block)
      runOp(&op);
  }

  void runOp(Operation *op);

  /// What a loop iteration changes: the clocks and the two sums.
  struct LoopState {
    double clock, sequential, exposed;
    DenseMap<int64_t, double> streams;
  };
  LoopState loopState() const {
    return {timeline.now(), sequential, exposed, timeline.streams()};
  }
  static bool sameDelta(const LoopState &a, const LoopState &b,
                        const LoopState &c);

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
  void runLoop(scf::ForOp forOp, uint64_t trips);

  /// The predicted end of everything the simulation ran (compute and
  /// every stream), in seconds.
  double end() const;
};

} // namespace mlir::maco::simulation

#endif // MACO_ANALYSIS_SIMULATOR_H
