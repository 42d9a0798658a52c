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
//     that are not a power of two);
//  3. set `algorithm` to the fastest (the first listed on a tie, in the
//     order ring, recursive_doubling, tree, direct).
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
struct SelectAlgorithmPass
    : public maco::impl::SelectAlgorithmBase<SelectAlgorithmPass> {
  using SelectAlgorithmBase::SelectAlgorithmBase;

  void runOnOperation() override {
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    std::optional<Algorithm> forced;
    if (!force.empty() && !(forced = symbolizeAlgorithm(force))) {
      getOperation()->emitError("maco-select-algorithm: unknown algorithm '")
          << force << "' in force=; expected ring, recursive_doubling, tree "
          << "or direct";
      return signalPassFailure();
    }
    getOperation()->walk([&](CollectiveOpInterface op) {
      CollectiveKind kind = op.getCollectiveKind();
      ArrayRef<Algorithm> algos = getApplicableAlgorithms(kind);
      if (algos.empty() || (getAlgorithm(op) && !override))
        return;
      std::optional<int64_t> n = CostModel::groupSize(op);
      if (forced && algorithmApplies(kind, *forced,
                                     n.value_or(ShapedType::kDynamic))) {
        op->setAttr("algorithm", AlgorithmAttr::get(&getContext(), *forced));
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
      std::optional<std::pair<Algorithm, double>> best, second;
      for (Algorithm a : algos) {
        if (!algorithmApplies(kind, a, *n))
          continue;
        double time = model.collectiveTime(kind, *bytes, *n, a);
        if (!best || time < best->second) {
          second = best;
          best = {a, time};
        } else if (!second || time < second->second) {
          second = {a, time};
        }
      }
      op->setAttr("algorithm", AlgorithmAttr::get(&getContext(), best->first));
      if (!remarks)
        return;
      auto remark = op->emitRemark()
                    << "algorithm " << stringifyAlgorithm(best->first)
                    << " for " << *bytes << " bytes over " << *n
                    << " ranks: "
                    << llvm::formatv("{0:F1}", best->second * 1e6) << " us";
      if (second)
        remark << " (next: " << stringifyAlgorithm(second->first) << " "
               << llvm::formatv("{0:F1}", second->second * 1e6) << " us)";
    });
  }
};
} // namespace
