//===- AlgorithmTable.cpp - the runtime's algorithm table, typed ----------===//
//
// Expands runtime/include/maco/runtime/algorithms.def (the one table of
// which collective kind has which algorithms, shared with the runtime's
// validation and the cost model) into AlgorithmRules, and answers
// getApplicableAlgorithms / algorithmApplies from it.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/IR/AlgorithmTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <array>

using namespace mlir;
using namespace mlir::maco;

namespace {
// The table's names in the dialect's terms.
constexpr CollectiveKind kKind_ALL_REDUCE = CollectiveKind::AllReduce;
constexpr CollectiveKind kKind_ALL_GATHER = CollectiveKind::AllGather;
constexpr CollectiveKind kKind_REDUCE_SCATTER = CollectiveKind::ReduceScatter;
constexpr CollectiveKind kKind_BROADCAST = CollectiveKind::Broadcast;
constexpr Algorithm kAlgo_RING = Algorithm::Ring;
constexpr Algorithm kAlgo_RECURSIVE_DOUBLING = Algorithm::RecursiveDoubling;
constexpr Algorithm kAlgo_TREE = Algorithm::Tree;
constexpr Algorithm kAlgo_DIRECT = Algorithm::Direct;
constexpr bool kGroup_ANY = false;
constexpr bool kGroup_POWER_OF_TWO = true;

const AlgorithmRule kRules[] = {
#define MACO_ALGORITHM(KIND, ALGO, GROUP, STEPS, VOLUME)                       \
  {kKind_##KIND, kAlgo_##ALGO, kGroup_##GROUP,                                 \
   [](double n, double LOG_N, double RD_STEPS) -> double { return STEPS; },    \
   [](double n, double S, double LOG_N, double RD_STEPS) -> double {           \
     return VOLUME;                                                            \
   }},
#include "maco/runtime/algorithms.def"
};
} // namespace

ArrayRef<AlgorithmRule> mlir::maco::getAlgorithmRules() { return kRules; }

const AlgorithmRule *mlir::maco::findAlgorithmRule(CollectiveKind kind,
                                                   Algorithm algorithm) {
  for (const AlgorithmRule &rule : kRules)
    if (rule.kind == kind && rule.algorithm == algorithm)
      return &rule;
  return nullptr;
}

ArrayRef<Algorithm> mlir::maco::getApplicableAlgorithms(CollectiveKind kind) {
  // Per kind, the table's algorithms in its order (built once).
  static const auto byKind = [] {
    std::array<SmallVector<Algorithm, 4>,
               static_cast<size_t>(CollectiveKind::Recv) + 1>
        lists;
    for (const AlgorithmRule &rule : kRules)
      lists[static_cast<size_t>(rule.kind)].push_back(rule.algorithm);
    return lists;
  }();
  return byKind[static_cast<size_t>(kind)];
}

bool mlir::maco::algorithmApplies(CollectiveKind kind, Algorithm algorithm,
                                  int64_t groupSize) {
  const AlgorithmRule *rule = findAlgorithmRule(kind, algorithm);
  if (!rule)
    return false;
  return !(rule->needsPowerOfTwo && !ShapedType::isDynamic(groupSize) &&
           !llvm::isPowerOf2_64(groupSize));
}
