//===- AsyncCollectives.cpp - blocking collectives -> start/wait ----------===//
//
// Each blocking collective `maco.X` becomes `maco.X_start` (same operands,
// attributes and properties, plus `stream`) returning a future whose value
// types are the blocking op's result types, immediately followed by a
// `maco.wait` whose results replace the blocking op's results. The pair is
// semantically identical to the blocking op; maco-schedule then separates
// start and wait.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_ASYNCCOLLECTIVES
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
struct AsyncCollectivesPass
    : public maco::impl::AsyncCollectivesBase<AsyncCollectivesPass> {
  using Base::Base;

  /// Option checks, once per pass (not per function it runs on).
  LogicalResult initialize(MLIRContext *ctx) override {
    if (stream < 1)
      return emitError(UnknownLoc::get(ctx))
             << "maco-async-collectives: stream must be >= 1 (stream 0 is "
                "the compute stream), got "
             << static_cast<unsigned>(stream);
    excluded.clear();
    for (const std::string &name : exclude) {
      std::optional<CollectiveKind> kind = symbolizeCollectiveKind(name);
      if (!kind) {
        auto diag = emitError(UnknownLoc::get(ctx))
                    << "maco-async-collectives: unknown collective kind '"
                    << name << "' in exclude (kinds: ";
        llvm::interleaveComma(
            getAllCollectiveKinds(), diag,
            [&](CollectiveKind k) { diag << stringifyCollectiveKind(k); });
        return diag << ")";
      }
      excluded.insert(*kind);
    }
    return success();
  }

  void runOnOperation() override {
    SmallVector<CollectiveOpInterface> blocking;
    getOperation()->walk([&](CollectiveOpInterface op) {
      if (op.isAsync())
        return;
      if (excluded.contains(op.getCollectiveKind()))
        return;
      blocking.push_back(op);
    });
    for (CollectiveOpInterface op : blocking) {
      OpBuilder b(op);
      StringRef startName = op.getCounterpartName();
      auto start = cast<CollectiveOpInterface>(createCollectiveLike(
          b, op.getLoc(), op, startName, op.getInputs(), op.getOuts(),
          FutureType::get(op->getContext(),
                          SmallVector<Type>(op->getResultTypes()))));
      start.setStreamId(stream);
      auto wait = WaitOp::create(b, op.getLoc(), start->getResult(0));
      op->replaceAllUsesWith(wait->getResults());
      op->erase();
    }
  }

  llvm::SmallSet<CollectiveKind, 8> excluded;
};
} // namespace
