//===- CostModel.cpp - maco cost model (stub, being implemented) ----------===//

#include "maco/Analysis/CostModel.h"

using namespace mlir;
using namespace mlir::maco;

StringRef mlir::maco::stringifyCollectiveAlgorithm(CollectiveAlgorithm algo) {
  switch (algo) {
  case CollectiveAlgorithm::Ring:
    return "ring";
  case CollectiveAlgorithm::Tree:
    return "tree";
  case CollectiveAlgorithm::Direct:
    return "direct";
  }
  return "ring";
}

std::optional<TargetDescription>
mlir::maco::parseTargetDescription(StringRef, std::string &error) {
  error = "not implemented";
  return std::nullopt;
}
std::string mlir::maco::printTargetDescription(const TargetDescription &) {
  return "";
}
std::optional<TargetDescription> mlir::maco::getBuiltinTarget(StringRef name) {
  TargetDescription t;
  t.name = name.str();
  t.peakFlops = 5e10;
  t.memBandwidth = 1e10;
  t.intraLatency = 5e-6;
  t.intraBandwidth = 2e9;
  t.interLatency = 5e-6;
  t.interBandwidth = 2e9;
  return t;
}
ArrayRef<StringRef> mlir::maco::getBuiltinTargetNames() { return {}; }
FailureOr<TargetDescription> mlir::maco::resolveTarget(Operation *,
                                                       StringRef) {
  return *getBuiltinTarget("cpu-local");
}
CostModel::CostModel(TargetDescription target) : target(std::move(target)) {}
double CostModel::collectiveTime(CollectiveKind, int64_t bytes, int64_t,
                                 CollectiveAlgorithm) const {
  return target.intraLatency + bytes / target.intraBandwidth;
}
double CostModel::collectiveTime(CollectiveKind kind, int64_t bytes,
                                 int64_t groupSize,
                                 CollectiveAlgorithm *chosen) const {
  if (chosen)
    *chosen = CollectiveAlgorithm::Ring;
  return collectiveTime(kind, bytes, groupSize, CollectiveAlgorithm::Ring);
}
std::optional<double> CostModel::collectiveTime(Operation *) const {
  return std::nullopt;
}
std::optional<int64_t> CostModel::collectiveBytes(Operation *) {
  return std::nullopt;
}
std::optional<CollectiveKind> CostModel::getCollectiveKind(Operation *) {
  return std::nullopt;
}
std::optional<double> CostModel::computeTime(Operation *) const {
  return std::nullopt;
}
std::optional<double> CostModel::contendedComputeTime(Operation *) const {
  return std::nullopt;
}
int64_t CostModel::chooseChunks(double, CollectiveKind, int64_t, int64_t,
                                int64_t maxChunks, int64_t) const {
  return maxChunks;
}
double CostModel::pipelineTime(double computeTime, CollectiveKind kind,
                               int64_t bytes, int64_t groupSize,
                               int64_t) const {
  return computeTime + collectiveTime(kind, bytes, groupSize);
}
