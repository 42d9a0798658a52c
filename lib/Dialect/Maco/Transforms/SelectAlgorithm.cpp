//===- SelectAlgorithm.cpp - choose each collective's algorithm -----------===//
//
// For every collective of a kind that has algorithms (all-reduce,
// all-gather, reduce-scatter, broadcast; blocking or started):
//  1. skip it when it already has an `algorithm` (unless `override`), or
//     when its message size or group size is not static (the backend then
//     chooses at run time);
//  2. predict each applicable algorithm's time with the cost model
//     (CostModel::collectiveTime: launch + steps x alpha + volume / beta
//     with the step and volume counts of the runtime's implementations;
//     algorithmApplies rules out recursive-doubling all-gathers on groups
//     that are not a power of two); a started collective's also counts
//     what issuing it costs (CostModel::startOverhead: the stream
//     overhead, except for the small ones the backend posts at once, which
//     some algorithms allow and others do not), beyond the cheapest issue
//     among the algorithms;
//  3. set `algorithm` to the first, in the order ring, recursive_doubling,
//     tree, direct, whose prediction is within 10 % of the fastest. The
//     order is that of the messages each rank has in flight at once (one
//     for ring and recursive doubling, up to log2 n for the tree, n - 1
//     for direct): the alpha-beta model does not see several flows
//     sharing a link, and measured over TCP (bench/algorithms/run.sh)
//     direct all-gathers of 4 MiB on 4 ranks took 4x the ring's time that
//     the model predicts equal.
// `force=NAME` replaces steps 2-3 by NAME wherever it applies (on a group
// of unknown size too: the runtime checks recursive doubling's
// power-of-two rule).
// The runtime lowering passes the attribute to maco_rt_*_algo, so the CPU
// backend runs exactly the chosen algorithm.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "llvm/Support/FormatVariadic.h"

namespace mlir::maco {
#define GEN_PASS_DEF_SELECTALGORITHM
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
/// Predictions within this fraction of the fastest count as a tie.
constexpr double kTieTolerance = 0.10;

struct SelectAlgorithmPass
    : public maco::impl::SelectAlgorithmBase<SelectAlgorithmPass> {
  using SelectAlgorithmBase::SelectAlgorithmBase;

  /// Parses `force` once per pass (not once per function).
  LogicalResult initialize(MLIRContext *ctx) override {
    forced.reset();
    if (force.empty())
      return success();
    forced = symbolizeAlgorithm(force);
    if (!forced)
      return emitError(UnknownLoc::get(ctx))
             << "maco-select-algorithm: unknown algorithm '" << force
             << "' in force=; expected ring, recursive_doubling, tree or "
                "direct";
    return success();
  }

  void runOnOperation() override {
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    getOperation()->walk([&](CollectiveOpInterface op) {
      CollectiveKind kind = op.getCollectiveKind();
      ArrayRef<Algorithm> algos = getApplicableAlgorithms(kind);
      if (algos.empty() || (op.getAlgorithm() && !override))
        return;
      std::optional<int64_t> n = CostModel::groupSize(op);
      if (forced &&
          algorithmApplies(kind, *forced, n.value_or(ShapedType::kDynamic))) {
        op.setAlgorithm(*forced);
        return;
      }
      std::optional<int64_t> bytes = CostModel::collectiveBytes(op);
      if (!bytes || !n) {
        if (remarks)
          op->emitRemark() << "no algorithm chosen: the "
                           << (bytes ? "group size" : "message size")
                           << " is not static (the backend chooses)";
        return;
      }
      // A started collective's issue cost, beyond the cheapest issue (a
      // cost every algorithm pays does not change the choice or the tie).
      SmallVector<std::pair<Algorithm, double>> predicted;
      SmallVector<double> issue;
      for (Algorithm a : algos) {
        if (!algorithmApplies(kind, a, *n))
          continue;
        predicted.push_back({a, model.collectiveTime(kind, *bytes, *n, a)});
        issue.push_back(op.isAsync() ? model.startOverhead(kind, *bytes, *n, a)
                                     : 0.0);
      }
      double cheapestIssue = *llvm::min_element(issue);
      double fastest = 0;
      for (auto [i, p] : llvm::enumerate(predicted)) {
        p.second += issue[i] - cheapestIssue;
        fastest = i == 0 ? p.second : std::min(fastest, p.second);
      }
      // The first (fewest messages in flight) within the tolerance.
      std::optional<std::pair<Algorithm, double>> best, second;
      for (auto &p : predicted)
        if (!best && p.second <= fastest * (1 + kTieTolerance))
          best = p;
      for (auto &p : predicted)
        if (p.first != best->first && (!second || p.second < second->second))
          second = p;
      op.setAlgorithm(best->first);
      if (!remarks)
        return;
      auto remark = op->emitRemark()
                    << "algorithm " << stringifyAlgorithm(best->first)
                    << " for " << *bytes << " bytes over " << *n
                    << " ranks: " << llvm::formatv("{0:F1}", best->second * 1e6)
                    << " us";
      if (second && second->second < best->second)
        remark << ", within 10 % of " << stringifyAlgorithm(second->first)
               << "'s " << llvm::formatv("{0:F1}", second->second * 1e6)
               << " us with fewer messages in flight";
      else if (second)
        remark << " (next: " << stringifyAlgorithm(second->first) << " "
               << llvm::formatv("{0:F1}", second->second * 1e6) << " us)";
    });
  }

  /// `force` parsed by initialize (none: the cost model chooses).
  std::optional<Algorithm> forced;
};
} // namespace
