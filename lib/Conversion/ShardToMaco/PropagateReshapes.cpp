//===- PropagateReshapes.cpp - reshapes away from the compute -------------===//
//
// `maco-propagate-reshapes` (Passes.td has the user-facing description).
//
// Algorithm
// ---------
// Repeat until nothing changes (at most 8 rounds):
//  1. Generalize every named linalg op (not linalg.fill, whose own
//     canonicalization folds reshapes of it) that reads the result of a
//     tensor.collapse_shape or whose result a tensor.expand_shape reads.
//  2. Apply greedily: upstream's fold-reshape-by-expansion patterns
//     (linalg::populateFoldReshapeOpsByExpansionPatterns; a reshape is
//     folded when it has one use, so no computation is duplicated), the
//     canonicalizations of expand_shape/collapse_shape (a pair that meets
//     cancels), tensor.empty and linalg.fill folded through reshapes.
// A function without reshapes is left as it is.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PROPAGATERESHAPES
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {

static bool isReshape(Operation *op) {
  return isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
}

/// Step 1: named linalg ops next to a reshape, generalized. Returns whether
/// any was.
static bool generalizeNextToReshapes(FunctionOpInterface func) {
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (isa<linalg::GenericOp, linalg::FillOp>(op) ||
        !op.hasPureTensorSemantics())
      return;
    bool next = llvm::any_of(op->getOperands(), [](Value v) {
      return isa_and_nonnull<tensor::CollapseShapeOp>(v.getDefiningOp());
    });
    for (Operation *user : op->getUsers())
      next |= isa<tensor::ExpandShapeOp>(user);
    if (next)
      named.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  bool changed = false;
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    changed |= succeeded(linalg::generalizeNamedOp(rewriter, op));
  }
  return changed;
}

struct PropagateReshapesPass
    : public maco::impl::PropagateReshapesBase<PropagateReshapesPass> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    linalg::ControlFusionFn control = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      return producer && producer->hasOneUse();
    };
    linalg::populateFoldReshapeOpsByExpansionPatterns(set, control);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(set, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(set, context);
    tensor::populateFoldTensorEmptyPatterns(set);
    linalg::FillOp::getCanonicalizationPatterns(set, context);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    bool any = false;
    func.walk([&](Operation *op) {
      any |= isReshape(op);
      return any ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (!any)
      return markAllAnalysesPreserved();
    for (int round = 0; round < 8; ++round) {
      bool generalized = generalizeNextToReshapes(func);
      bool changed = false;
      if (failed(applyPatternsGreedily(func, patterns, GreedyRewriteConfig(),
                                       &changed)))
        return signalPassFailure();
      if (!generalized && !changed)
        break;
    }
  }

  FrozenRewritePatternSet patterns;
};
} // namespace
