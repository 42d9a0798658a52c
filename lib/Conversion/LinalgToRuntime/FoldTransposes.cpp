//===- FoldTransposes.cpp - transposes into contractions ------------------===//
//
// `maco-fold-transposes`: a contraction that reads a transposed tensor reads
// the tensor before the transpose instead, through its indexing map, as XLA
// folds transposes into dots: the runtime GEMM then gets the transpose as
// a flag (convert-matmul-to-runtime reads operand strides), and the
// transpose, if nothing else reads it, is never computed.
//
// Algorithm (on tensors, before bufferization): for each linalg
// contraction (linalg::isaContractionOpInterface) and each of its inputs
// produced by a pure permutation, i.e. a `linalg.transpose` or a
// `linalg.generic` with one input, a permutation map for it, an identity
// map for its init and a body that yields the input element, the
// contraction (generalized to `linalg.generic` when it is a named op) reads
// the permutation's input with its map composed with the permutation:
// t[i] = x[p(i)] read at m(d) is x[p(m(d))]. The permutation is left for
// dead-code elimination when the contraction was its only user.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::maco {
#define GEN_PASS_DEF_FOLDTRANSPOSES
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// If `v` is the result of a pure permutation of a tensor, that tensor and
/// the map p with v[i] = x[p(i)]; else std::nullopt.
std::optional<std::pair<Value, AffineMap>> permutationOf(Value v) {
  if (auto t = v.getDefiningOp<linalg::TransposeOp>()) {
    if (!t.hasPureTensorSemantics())
      return std::nullopt;
    // Result dimension i is input dimension perm[i]: element j of the
    // result is element k of the input with k[perm[i]] = j[i], so p's
    // result m is d_inverse[m].
    ArrayRef<int64_t> perm = t.getPermutation();
    SmallVector<unsigned> inverse(perm.size());
    for (auto [i, pi] : llvm::enumerate(perm))
      inverse[pi] = i;
    return std::make_pair(
        t.getInput(), AffineMap::getPermutationMap(inverse, v.getContext()));
  }
  auto g = v.getDefiningOp<linalg::GenericOp>();
  if (!g || !g.hasPureTensorSemantics() || g.getNumDpsInputs() != 1 ||
      g.getNumDpsInits() != 1 || g.getNumReductionLoops() != 0)
    return std::nullopt;
  AffineMap in = g.getIndexingMapsArray()[0], out = g.getIndexingMapsArray()[1];
  if (!out.isIdentity() || !in.isPermutation())
    return std::nullopt;
  Block &body = g.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 ||
      yield.getValues().front() != body.getArgument(0))
    return std::nullopt;
  return std::make_pair(g.getDpsInputs()[0], in);
}

struct FoldTransposeIntoContraction
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || !linalg::isaContractionOpInterface(op))
      return failure();
    bool any = llvm::any_of(op.getDpsInputs(), [](Value v) {
      return permutationOf(v).has_value();
    });
    if (!any)
      return failure();
    linalg::GenericOp generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    if (!generic) {
      FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, op);
      if (failed(g))
        return failure();
      generic = *g;
    }
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    SmallVector<Value> inputs = generic.getDpsInputs();
    for (auto [i, input] : llvm::enumerate(inputs))
      if (auto perm = permutationOf(input)) {
        inputs[i] = perm->first;
        maps[i] = perm->second.compose(maps[i]);
      }
    rewriter.modifyOpInPlace(generic, [&] {
      generic.getInputsMutable().assign(inputs);
      generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return success();
  }
};

struct FoldTransposesPass
    : public maco::impl::FoldTransposesBase<FoldTransposesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldTransposeIntoContraction>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
