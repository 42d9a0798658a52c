//===- AlgorithmTable.h - the runtime's algorithm table, typed --*- C++ -*-===//
//
// The (kind, algorithm) pairs of runtime/include/maco/runtime/algorithms.def
// in the dialect's terms: which algorithms a kind has, which need a
// power-of-two group, and their step and volume counts (the cost model's).
// getApplicableAlgorithms and algorithmApplies (MacoOps.h) answer from it.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_DIALECT_MACO_IR_ALGORITHMTABLE_H
#define MACO_DIALECT_MACO_IR_ALGORITHMTABLE_H

#include "maco/Dialect/Maco/IR/MacoOps.h"

namespace mlir::maco {

/// One line of algorithms.def.
struct AlgorithmRule {
  CollectiveKind kind;
  Algorithm algorithm;
  bool needsPowerOfTwo;
  /// Message latencies over a group of `n` ranks (`logN` = ceil(log2 n),
  /// `rdSteps` = recursive doubling's steps).
  double (*steps)(double n, double logN, double rdSteps);
  /// Bytes through the busiest link for a message of `bytes`.
  double (*volume)(double n, double bytes, double logN, double rdSteps);
};

/// Every line of the table, in its order.
ArrayRef<AlgorithmRule> getAlgorithmRules();
/// The line for (kind, algorithm), or null.
const AlgorithmRule *findAlgorithmRule(CollectiveKind kind,
                                       Algorithm algorithm);

} // namespace mlir::maco

#endif // MACO_DIALECT_MACO_IR_ALGORITHMTABLE_H
