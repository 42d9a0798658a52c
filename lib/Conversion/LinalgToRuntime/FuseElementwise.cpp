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
// for, so it would run as loops.
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
struct FuseElementwisePass
    : public maco::impl::FuseElementwiseBase<FuseElementwisePass> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    linalg::ControlFusionFn control = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      if (!producer || !producer->hasOneUse())
        return false;
      auto consumer = dyn_cast<linalg::LinalgOp>(fused->getOwner());
      return !consumer || !linalg::isaContractionOpInterface(consumer);
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
