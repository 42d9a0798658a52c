//===- Estimate.cpp - (stub, being implemented) ---------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

namespace mlir::maco {
#define GEN_PASS_DEF_ESTIMATE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct EstimatePass : public maco::impl::EstimateBase<EstimatePass> {
  using Base::Base;
  void runOnOperation() override {}
};
} // namespace
