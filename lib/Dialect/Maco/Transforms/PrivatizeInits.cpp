//===- PrivatizeInits.cpp - one init tensor per destination ---------------===//
//
// Runs before one-shot bufferization. Two rewrites, in this order:
//
//  1. Every `tensor.empty` with N > 1 uses is cloned N - 1 times; each use
//     but the first gets its own clone, inserted right before the user (the
//     clone's dynamic sizes are the original's operands, which dominate the
//     user because the original does).
//  2. Every `linalg.fill` whose init is a `tensor.empty` and whose result is
//     the init (DPS init operand) of several ops gets one clone of the empty
//     and the fill per such use but the first, inserted right before the
//     user. Reads of the fill (inputs) keep using the original, and when
//     there are none, so does one of the inits.
//
// Each clone has no contents (empty) or the same contents (fill), so every
// value is unchanged. One-shot bufferization then sees independent
// destinations instead of one tensor aliased by every layer, which keeps
// its conflict analysis linear in the number of ops, and each destination
// bufferizes in place into its own buffer.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PRIVATIZEINITS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// Gives the uses of `op`'s single result that `select` accepts their own
/// clone of `op` (made by `cloneAt`), inserted right before the user. One
/// of them keeps `op` when no other use does.
template <typename Select, typename CloneAt>
void privatizeUses(Operation *op, Select select, CloneAt cloneAt) {
  SmallVector<OpOperand *> uses;
  unsigned numUses = 0;
  for (OpOperand &use : op->getResult(0).getUses()) {
    ++numUses;
    if (select(use))
      uses.push_back(&use);
  }
  if (uses.size() == numUses && !uses.empty())
    uses.pop_back();
  if (numUses < 2)
    return;
  for (OpOperand *use : uses) {
    OpBuilder b(use->getOwner());
    use->set(cloneAt(b));
  }
}

struct PrivatizeInitsPass
    : public maco::impl::PrivatizeInitsBase<PrivatizeInitsPass> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> empties;
    getOperation()->walk([&](tensor::EmptyOp op) { empties.push_back(op); });
    for (tensor::EmptyOp empty : empties)
      privatizeUses(
          empty, [](OpOperand &) { return true; },
          [&](OpBuilder &b) { return b.clone(*empty)->getResult(0); });

    SmallVector<linalg::FillOp> fills;
    getOperation()->walk([&](linalg::FillOp op) {
      if (op.hasPureTensorSemantics() &&
          op.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
        fills.push_back(op);
    });
    for (linalg::FillOp fill : fills) {
      auto empty = fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
      privatizeUses(
          fill,
          [](OpOperand &use) {
            auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
            return dps && dps.isDpsInit(&use);
          },
          [&](OpBuilder &b) {
            IRMapping map;
            map.map(empty.getResult(), b.clone(*empty)->getResult(0));
            return b.clone(*fill, map)->getResult(0);
          });
    }
  }
};
} // namespace
