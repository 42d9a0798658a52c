//===- ShardToMaco.cpp - upstream shard -> maco (placeholder) -------------===//

#include "maco/Conversion/Passes.h"

namespace mlir::maco {
#define GEN_PASS_DEF_IMPORTSHARD
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct ImportShardPass
    : public maco::impl::ImportShardBase<ImportShardPass> {
  void runOnOperation() override {}
};
} // namespace
