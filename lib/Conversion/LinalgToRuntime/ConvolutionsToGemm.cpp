//===- ConvolutionsToGemm.cpp - convolutions as im2col + GEMM -------------===//
//
// `maco-convolutions-to-gemm`: a convolution (a multiply-accumulate whose
// input reads windows, `x[n, oh * s + kh * d, ..., c]`: any linalg
// convolution, a kernel's or an input's gradient as IREE writes them, in
// named or generic form) becomes a copy of the windows into a matrix (im2col)
// and one GEMM, as XLA's CPU backend and frameworks without cuDNN compute
// convolutions; as loops it ran 40-70x slower than JAX.
//
// Algorithm (on tensors, before bufferization). The op has two float
// inputs and a float init; one input, X, has an indexing map with an expression
// other than a single loop (its window), the other, W, and the init, C, have
// projected permutations, and the body multiplies and adds (isContractionBody).
// Its loops are classified by the operands that use them: batch B (all three),
// M (X and C), N (W and C), R (X and W; the reduction). Every loop must be
// one of these; M, N and R must be non-empty (a depthwise convolution, with
// no N, stays), and in C and in W each class's loops must be one contiguous
// run of dimensions. Then:
//  1. P = im2col(X): a `linalg.generic` over the loops B, M (in C's order)
//     and R (in W's order) that copies X through its map: P[b, m, r] =
//     X[map(b, m, r)]; windows that overlap are copied once each (at most
//     `max-expansion` times X's elements, else the op stays);
//  2. P, W and C are collapsed to one dimension per class (B, M, R), (B,
//     R, N) or (B, N, R) and (B, M, N) in their own orders;
//  3. a `linalg.generic` with the op's body contracts them (batch, M, N
//     and K loops: one GEMM call, convert-matmul-to-runtime), and its
//     result is expanded back to C's shape.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVOLUTIONSTOGEMM
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
enum class LoopClass { B, M, N, R, None };

/// The classes of `map`'s results, in order, if each class's loops form one
/// contiguous run; else std::nullopt.
std::optional<SmallVector<LoopClass>> runs(AffineMap map,
                                           ArrayRef<LoopClass> classes) {
  SmallVector<LoopClass> order;
  for (AffineExpr e : map.getResults()) {
    LoopClass c = classes[cast<AffineDimExpr>(e).getPosition()];
    if (!order.empty() && order.back() == c)
      continue;
    if (llvm::is_contained(order, c))
      return std::nullopt;
    order.push_back(c);
  }
  return order;
}

/// The loops of class `c` in the order `map` uses them.
SmallVector<unsigned> loopsOf(AffineMap map, ArrayRef<LoopClass> classes,
                              LoopClass c) {
  SmallVector<unsigned> loops;
  for (AffineExpr e : map.getResults())
    if (classes[cast<AffineDimExpr>(e).getPosition()] == c)
      loops.push_back(cast<AffineDimExpr>(e).getPosition());
  return loops;
}

/// The reassociation that collapses each run of `map`'s results.
SmallVector<ReassociationIndices> runGroups(AffineMap map,
                                            ArrayRef<LoopClass> classes) {
  SmallVector<ReassociationIndices> groups;
  LoopClass last = LoopClass::None;
  for (auto [i, e] : llvm::enumerate(map.getResults())) {
    LoopClass c = classes[cast<AffineDimExpr>(e).getPosition()];
    if (groups.empty() || c != last)
      groups.emplace_back();
    groups.back().push_back(i);
    last = c;
  }
  return groups;
}

bool isMulAdd(Operation *mul, Operation *add) {
  return (isa<arith::MulFOp>(mul) && isa<arith::AddFOp>(add)) ||
         (isa<arith::MulIOp>(mul) && isa<arith::AddIOp>(add));
}

struct ConvolutionToGemm : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  ConvolutionToGemm(MLIRContext *context, unsigned maxExpansion)
      : OpInterfaceRewritePattern(context), maxExpansion(maxExpansion) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    // Float operands only: the runtime's GEMM takes no integers, and an
    // integer contraction stays loops after the copy too.
    auto isFloatTensor = [](Type t) {
      return isa<FloatType>(cast<ShapedType>(t).getElementType());
    };
    if (!op.hasPureTensorSemantics() || op.hasDynamicShape() ||
        op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 ||
        !llvm::all_of(op->getOperandTypes(), isFloatTensor) ||
        !linalg::detail::isContractionBody(*op.getBlock(), isMulAdd))
      return failure();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    int x = -1;
    for (int i = 0; i < 2; ++i)
      if (!maps[i].isProjectedPermutation())
        x = x < 0 ? i : 2;
    if (x < 0 || x > 1 || !maps[1 - x].isProjectedPermutation() ||
        !maps[2].isProjectedPermutation())
      return failure();
    AffineMap mX = maps[x], mW = maps[1 - x], mC = maps[2];
    SmallVector<LoopClass> classes;
    bool any[4] = {false, false, false, false};
    for (unsigned d = 0; d < op.getNumLoops(); ++d) {
      bool inX = mX.isFunctionOfDim(d), inW = mW.isFunctionOfDim(d),
           inC = mC.isFunctionOfDim(d);
      LoopClass c = inX && inW && inC    ? LoopClass::B
                    : inX && inC && !inW ? LoopClass::M
                    : inW && inC && !inX ? LoopClass::N
                    : inX && inW && !inC ? LoopClass::R
                                         : LoopClass::None;
      if (c == LoopClass::None)
        return failure();
      any[static_cast<int>(c)] = true;
      classes.push_back(c);
    }
    if (!any[1] || !any[2] || !any[3])
      return failure();
    std::optional<SmallVector<LoopClass>> cRuns = runs(mC, classes),
                                          wRuns = runs(mW, classes);
    // W and C flatten their batch and N loops in one order.
    if (!cRuns || !wRuns ||
        loopsOf(mW, classes, LoopClass::B) !=
            loopsOf(mC, classes, LoopClass::B) ||
        loopsOf(mW, classes, LoopClass::N) !=
            loopsOf(mC, classes, LoopClass::N))
      return failure();
    // P's loops: B and M in C's order, R in W's.
    SmallVector<unsigned> pLoops = loopsOf(mC, classes, LoopClass::B);
    llvm::append_range(pLoops, loopsOf(mC, classes, LoopClass::M));
    llvm::append_range(pLoops, loopsOf(mW, classes, LoopClass::R));
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    auto xType = cast<RankedTensorType>(op.getDpsInputs()[x].getType());
    int64_t pElements = 1;
    SmallVector<int64_t> pShape;
    for (unsigned d : pLoops) {
      pShape.push_back(ranges[d]);
      pElements *= ranges[d];
    }
    if (pElements == 0 ||
        pElements > static_cast<int64_t>(maxExpansion) * xType.getNumElements())
      return failure();
    Value p = im2col(rewriter, op, x, pLoops, pShape);
    rewriteContraction(rewriter, op, x, p, pLoops, classes, *cRuns, *wRuns);
    return success();
  }

  /// P[p] = X[mX(loops of p)] over P's loops (all of X's).
  static Value im2col(PatternRewriter &rewriter, linalg::LinalgOp op, int x,
                      ArrayRef<unsigned> pLoops, ArrayRef<int64_t> pShape) {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    AffineMap mX = op.getIndexingMapsArray()[x];
    SmallVector<AffineExpr> rename(op.getNumLoops(),
                                   getAffineConstantExpr(0, ctx));
    for (auto [i, d] : llvm::enumerate(pLoops))
      rename[d] = getAffineDimExpr(i, ctx);
    AffineMap read = mX.replaceDimsAndSymbols(rename, {}, pLoops.size(), 0);
    Value xValue = op.getDpsInputs()[x];
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, pShape,
        cast<RankedTensorType>(xValue.getType()).getElementType());
    return linalg::GenericOp::create(
               rewriter, loc, empty.getType(), xValue, empty,
               SmallVector<AffineMap>{
                   read, AffineMap::getMultiDimIdentityMap(pLoops.size(), ctx)},
               SmallVector<utils::IteratorType>(pLoops.size(),
                                                utils::IteratorType::parallel),
               [](OpBuilder &b, Location loc, ValueRange args) {
                 linalg::YieldOp::create(b, loc, args[0]);
               })
        .getResult(0);
  }

  /// The contraction of P, W and C collapsed to one dimension per class,
  /// expanded back to C's shape.
  static void rewriteContraction(PatternRewriter &rewriter, linalg::LinalgOp op,
                                 int x, Value p, ArrayRef<unsigned> pLoops,
                                 ArrayRef<LoopClass> classes,
                                 ArrayRef<LoopClass> cRuns,
                                 ArrayRef<LoopClass> wRuns) {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    AffineMap mW = maps[1 - x], mC = maps[2];
    // P's runs: B? M R.
    SmallVector<LoopClass> pClasses;
    for (unsigned d : pLoops)
      pClasses.push_back(classes[d]);
    AffineMap mP = AffineMap::getMultiDimIdentityMap(pLoops.size(), ctx);
    SmallVector<LoopClass> pRuns = *runs(mP, pClasses);
    auto collapse = [&](Value v, AffineMap m, ArrayRef<LoopClass> cls) {
      return tensor::CollapseShapeOp::create(rewriter, loc, v,
                                             runGroups(m, cls))
          .getResult();
    };
    Value pc = collapse(p, mP, pClasses);
    Value wc = collapse(op.getDpsInputs()[1 - x], mW, classes);
    Value cc = collapse(op.getDpsInits()[0], mC, classes);
    // The new loops: one per class present, in the order B M N R.
    SmallVector<LoopClass> loops;
    for (LoopClass c : {LoopClass::B, LoopClass::M, LoopClass::N, LoopClass::R})
      if (llvm::is_contained(classes, c))
        loops.push_back(c);
    auto mapOf = [&](ArrayRef<LoopClass> order) {
      SmallVector<AffineExpr> results;
      for (LoopClass c : order)
        results.push_back(
            getAffineDimExpr(llvm::find(loops, c) - loops.begin(), ctx));
      return AffineMap::get(loops.size(), 0, results, ctx);
    };
    SmallVector<utils::IteratorType> types;
    for (LoopClass c : loops)
      types.push_back(c == LoopClass::R ? utils::IteratorType::reduction
                                        : utils::IteratorType::parallel);
    SmallVector<Value> inputs(2);
    SmallVector<AffineMap> newMaps(3);
    inputs[x] = pc;
    inputs[1 - x] = wc;
    newMaps[x] = mapOf(pRuns);
    newMaps[1 - x] = mapOf(wRuns);
    newMaps[2] = mapOf(cRuns);
    Block *body = op.getBlock();
    auto gemm = linalg::GenericOp::create(
        rewriter, loc, cc.getType(), inputs, cc, newMaps, types,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          IRMapping map;
          map.map(body->getArguments(), args);
          for (Operation &inner : body->without_terminator())
            b.clone(inner, map);
          linalg::YieldOp::create(
              b, loc, map.lookup(body->getTerminator()->getOperand(0)));
        });
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        op, op->getResult(0).getType(), gemm.getResult(0),
        runGroups(mC, classes));
  }

  unsigned maxExpansion;
};

struct ConvolutionsToGemmPass
    : public maco::impl::ConvolutionsToGemmBase<ConvolutionsToGemmPass> {
  using ConvolutionsToGemmBase::ConvolutionsToGemmBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvolutionToGemm>(&getContext(), maxExpansion);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
