//===- FuseElementwise.cpp - element-wise fusion that keeps GEMMs ---------===//
//
// `maco-fuse-elementwise` (Passes.td has the user-facing description).
//
// Algorithm
// ---------
// Upstream's element-wise fusion (linalg::populateElementwiseOpsFusionPatterns,
// with the reshape-by-expansion patterns and the canonicalizations
// `linalg-fuse-elementwise-ops` adds), under a control that fuses a
// producer into its consumer when the producer has one use and the consumer
// is not a contraction: an element-wise producer fused into a contraction
// (attention's softmax division into P @ V) makes a body that is no longer
// a multiply-accumulate, which convert-matmul-to-runtime cannot call a GEMM
// for, so it would run as loops. Nor is a producer fused into a transpose
// that only contractions read (maco-fold-transposes folds it into them):
// the fused op would run in the transposed order, its loads a row apart.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::maco {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// Whether `op` only permutes its one input (a transpose) and every user of
/// its result is a contraction: maco-fold-transposes makes the transpose a
/// GEMM flag. A producer fused into it would instead compute in the
/// transposed order, reading its operands across rows (a softmax's
/// gradient before the weight gradient's GEMM: element loads 32 KiB
/// apart).
bool isTransposeOfContractions(linalg::LinalgOp op) {
  auto g = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!g || g.getNumDpsInputs() != 1 || g.getNumDpsInits() != 1 ||
      g.getNumReductionLoops() != 0)
    return false;
  AffineMap in = g.getIndexingMapsArray()[0], out = g.getIndexingMapsArray()[1];
  Block &body = g.getRegion().front();
  if (!out.isIdentity() || !in.isPermutation() || in.isIdentity() ||
      body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return false;
  return llvm::all_of(g->getUsers(), [](Operation *user) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
    return linalgOp && linalg::isaContractionOpInterface(linalgOp);
  });
}

struct FuseElementwisePass
    : public maco::impl::FuseElementwiseBase<FuseElementwisePass> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    linalg::ControlFusionFn control = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      if (!producer || !producer->hasOneUse())
        return false;
      auto consumer = dyn_cast<linalg::LinalgOp>(fused->getOwner());
      return !consumer || (!linalg::isaContractionOpInterface(consumer) &&
                           !isTransposeOfContractions(consumer));
    };
    linalg::populateElementwiseOpsFusionPatterns(set, control);
    linalg::populateFoldReshapeOpsByExpansionPatterns(set, control);
    affine::AffineApplyOp::getCanonicalizationPatterns(set, context);
    linalg::GenericOp::getCanonicalizationPatterns(set, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(set, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(set, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    if (failed(applyPatternsGreedily(getOperation(), patterns)))
      return signalPassFailure();
  }

  FrozenRewritePatternSet patterns;
};
} // namespace
