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
//     cancels), tensor.empty and linalg.fill folded through reshapes, and
//     a flatten that an expand undoes in part split at the common
//     boundaries (below).
// A function without reshapes is left as it is.
//
// A reshape that is neither one expand nor one collapse (`tensor<4x2x24>`
// to `tensor<2x4x24>`) comes from IREE as a collapse of every dimension
// into one and an expand of that: a dimension split over the ranks (24)
// would be gathered for it. `expand_shape(collapse_shape(x))` with static
// shapes A (x's) and B (the result's) is rewritten as a collapse of A to
// M and an expand of M to B, where M's dimensions lie between the common
// boundaries of A and B (the prefix products of their sizes that both
// have: 8 and 192 above, so M = 8x24), when M has more dimensions than
// the collapse's result. Unit dimensions join the group before them.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

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

/// The groups of consecutive dimensions of `shape` that end where its
/// prefix product is in `cuts` (the last dimension with that product),
/// leading unit dimensions joining the first group.
static SmallVector<ReassociationIndices>
groupsAt(ArrayRef<int64_t> shape,
         const llvm::SmallSetVector<int64_t, 8> &cuts) {
  SmallVector<ReassociationIndices> groups(1);
  int64_t product = 1;
  for (auto [i, size] : llvm::enumerate(shape)) {
    product *= size;
    groups.back().push_back(i);
    bool lastWithProduct =
        i + 1 == shape.size() || shape[i + 1] != 1 || product == 0;
    if (cuts.contains(product) && lastWithProduct && i + 1 < shape.size())
      groups.emplace_back();
  }
  return groups;
}

/// expand_shape(collapse_shape(x)) through the finest common grouping (see
/// the file comment).
struct SplitFlattenThenExpand : public OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto collapse = expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return failure();
    RankedTensorType a = collapse.getSrcType(), b = expand.getResultType();
    if (!a.hasStaticShape() || !b.hasStaticShape() || a.getNumElements() == 0)
      return failure();
    auto prefixes = [](ArrayRef<int64_t> shape) {
      llvm::SmallSetVector<int64_t, 8> set;
      int64_t product = 1;
      for (int64_t size : shape)
        set.insert(product *= size);
      return set;
    };
    llvm::SmallSetVector<int64_t, 8> pa = prefixes(a.getShape()), cuts;
    for (int64_t p : prefixes(b.getShape()))
      if (pa.contains(p) && p != 1)
        cuts.insert(p);
    SmallVector<ReassociationIndices> ga = groupsAt(a.getShape(), cuts);
    SmallVector<ReassociationIndices> gb = groupsAt(b.getShape(), cuts);
    if (ga.size() != gb.size() ||
        static_cast<int64_t>(ga.size()) <= collapse.getResultType().getRank())
      return failure();
    SmallVector<int64_t> mid;
    for (const ReassociationIndices &g : ga) {
      int64_t product = 1;
      for (int64_t d : g)
        product *= a.getDimSize(d);
      mid.push_back(product);
    }
    auto midType = RankedTensorType::get(mid, a.getElementType());
    Value m = collapse.getSrc();
    if (midType != a)
      m = tensor::CollapseShapeOp::create(rewriter, collapse.getLoc(), midType,
                                          m, ga);
    if (midType == b)
      rewriter.replaceOp(expand, m);
    else
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(expand, b, m, gb);
    return success();
  }
};

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
    set.add<SplitFlattenThenExpand>(context);
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
