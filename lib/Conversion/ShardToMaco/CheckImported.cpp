//===- CheckImported.cpp - no shard op may reach the lowering ------------===//
//
// `maco-check-imported`: the lowering pipelines handle maco ops, not
// upstream `shard` ops; those are the front end's (`maco-frontend`). A
// program that skipped it would fail deep inside bufferization with "op was
// not bufferized". This pass walks the module once and reports every shard
// op other than `shard.grid` (which maco ops refer to), naming the
// front-end step that handles it: annotations (`shard.shard`,
// `shard.sharding`, ...) are partitioned, everything else is imported. It
// changes nothing.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CHECKIMPORTED
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct CheckImportedPass
    : public maco::impl::CheckImportedBase<CheckImportedPass> {
  void runOnOperation() override {
    bool failedAny = false;
    getOperation()->walk([&](Operation *op) {
      if (!isa_and_nonnull<shard::ShardDialect>(op->getDialect()) ||
          isa<shard::GridOp>(op))
        return;
      failedAny = true;
      if (isa<shard::ShardOp, shard::ShardingOp, shard::GetShardingOp,
              shard::ShardShapeOp>(op))
        op->emitError() << op->getName()
                        << " must be partitioned before lowering: run "
                           "maco-frontend (maco-partition-annotated, "
                           "maco-import-shard) first";
      else
        op->emitError() << op->getName()
                        << " must be imported into maco before lowering: "
                           "run maco-frontend (or maco-import-shard) first";
    });
    if (failedAny)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
