//===- ConsistentPointToPoint.cpp - one stream per group's send/recv -----===//
//
// `maco-consistent-p2p`: a send and the recv that matches it on another
// rank are different ops, so the passes that choose streams per op
// (maco-async-collectives, the start/wait fold of canonicalize, the
// per-function guard of maco-keep-if-faster) can put one on a
// communication stream and the other on the compute stream; their
// communicators then differ and they never match (a hang).
//
// Algorithm: one walk over the module collects the sends and recvs (both
// forms) by group, the grid symbol and its axes. A group whose sends and
// recvs are all blocking is left alone. If every start of a group is
// waited at once (it overlaps nothing; canonicalize leaves send and recv
// starts alone for this pass to decide), they all become blocking.
// Otherwise the target is the lowest communication stream used; every
// blocking send/recv of the group becomes its `*_start` on the target
// followed at once by `maco.wait` (what maco-async-collectives builds:
// the same program order), and every start on another stream moves to
// the target. Every rank then runs the group's point-to-point traffic in
// program order on one stream, which is how MPI and NCCL match it.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/MapVector.h"

#include <cstring>

namespace mlir::maco {
#define GEN_PASS_DEF_CONSISTENTPOINTTOPOINT
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

/// A start whose wait comes right after it: it overlaps nothing.
static bool waitedAtOnce(CollectiveOpInterface op) {
  auto wait = dyn_cast_or_null<WaitOp>(op->getNextNode());
  return wait && wait.getFuture() == op->getResult(0) &&
         op->getResult(0).hasOneUse();
}

/// A start waited at once becomes the blocking op (what canonicalize does
/// for the other collectives).
static void makeBlocking(CollectiveOpInterface op) {
  if (!op.isAsync())
    return;
  auto wait = cast<WaitOp>(op->getNextNode());
  OpBuilder b(op);
  Operation *blocking = createCollectiveLike(
      b, op.getLoc(), op,
      op->getName().getStringRef().drop_back(strlen("_start")), op.getInputs(),
      op.getOuts(), wait.getResultTypes());
  wait->replaceAllUsesWith(blocking->getResults());
  wait->erase();
  op->erase();
}

/// A blocking op becomes its start on `stream` and the wait right after
/// it (what maco-async-collectives builds).
static void makeStarted(CollectiveOpInterface op, int64_t stream) {
  OpBuilder b(op);
  Operation *start = createCollectiveLike(
      b, op.getLoc(), op, op.getCounterpartName(), op.getInputs(), op.getOuts(),
      FutureType::get(op->getContext(),
                      SmallVector<Type>(op->getResultTypes())));
  cast<CollectiveOpInterface>(start).setStreamId(stream);
  auto wait = WaitOp::create(b, op.getLoc(), start->getResult(0));
  op->replaceAllUsesWith(wait->getResults());
  op->erase();
}

namespace {
struct ConsistentPointToPointPass
    : public maco::impl::ConsistentPointToPointBase<
          ConsistentPointToPointPass> {
  void runOnOperation() override {
    using Group = std::pair<Attribute, ArrayRef<int16_t>>;
    llvm::MapVector<Group, SmallVector<CollectiveOpInterface>> groups;
    getOperation()->walk([&](CollectiveOpInterface op) {
      CollectiveKind kind = op.getCollectiveKind();
      if (kind != CollectiveKind::Send && kind != CollectiveKind::Recv)
        return;
      groups[{op.getGridAttr(), op.getGridAxes()}].push_back(op);
    });
    if (groups.empty())
      return markAllAnalysesPreserved(); // no verifier run after this pass
    for (auto &[group, ops] : groups) {
      std::optional<int64_t> target;
      bool overlapsSomething = false;
      for (CollectiveOpInterface op : ops) {
        if (std::optional<int64_t> s = op.getStreamId())
          target = target ? std::min(*target, *s) : *s;
        if (op.isAsync() && !waitedAtOnce(op))
          overlapsSomething = true;
      }
      if (!target)
        continue; // all blocking: one stream already
      for (CollectiveOpInterface op : ops) {
        if (!overlapsSomething)
          makeBlocking(op);
        else if (!op.isAsync())
          makeStarted(op, *target);
        else if (op.getStreamId() != target)
          op.setStreamId(*target);
      }
    }
  }
};
} // namespace
