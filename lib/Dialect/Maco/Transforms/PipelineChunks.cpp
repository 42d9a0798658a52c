//===- PipelineChunks.cpp - (stub, being implemented) ---------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PIPELINECHUNKS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct PipelineChunksPass : public maco::impl::PipelineChunksBase<PipelineChunksPass> {
  using Base::Base;
  void runOnOperation() override {}
};
} // namespace
