//===- OneHotContractions.cpp - one-hot products as gathers, scatters -----===//
//
// `maco-one-hot-contractions`: a linalg contraction one of whose operands
// is a one-hot tensor, `onehot[..., v, ...] = (ids[...] == v) ? 1 : 0`,
// reads or writes only the rows the ids name, as XLA's gather and scatter
// do. JAX writes lookups this way (`jax.nn.one_hot(ids, V) @ table`), and
// maco-import turns every scatter-add (the gradient of each gather,
// `table.at[ids].add(g)`) into such a product (python/maco_import/
// rewrites.py), where the GEMM costs tokens x vocabulary x width; the rows
// cost tokens x width.
//
// Algorithm (on tensors, after maco-fuse-elementwise, before
// bufferization). The one-hot operand A is a `linalg.generic` with an
// identity output map whose body yields `select(cmpi eq (x, c), 1, 0)` (or
// the condition extended to an integer or float): x is computed by pure
// ops from one integer input element `ids[m(p)]` (JAX wraps negative ids),
// c is the index of one of its loops k (through an index cast, plus an
// offset defined outside the body: the global index of a split loop). In the
// contraction's loops, k is the class loop `kv` (A's map at k) and the ids
// are read at `m o A's map`, which must not use kv; the loops it uses are
// the token loops. Each term with A = 0 adds nothing, so:
//  - kv a loop of the result C but not of the other operand B (the
//    transposed one-hot, a scatter-add): loops over the token loops carry
//    C; each iteration reads the id, v = id - offset, and if 0 <= v < |kv|
//    adds the B slice of the tokens into C's slice at row v (a
//    `linalg.generic` over the remaining loops, with the contraction's body
//    and A = 1; scalars when no loop remains). Only with `scatters` (the
//    CPU: on the GPU the loops would run on the host).
//  - kv a loop of B but not of C (the one-hot reduced, a gather): a
//    `linalg.generic` over the contraction's loops without kv reads the ids
//    and `B` at row v by `tensor.extract` (clamped) and keeps C's element
//    where v is out of range.
// Terms of A = 0 are dropped, where the GEMM computes 0 * b: an inf or NaN
// in a row no id names stays out of the result, as with JAX's gather and
// scatter. Contractions with dynamic shapes, or a loop only A reads, stay.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::maco {
#define GEN_PASS_DEF_ONEHOTCONTRACTIONS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// A one-hot tensor: element p is 1 where f(ids[idsMap(p)]) equals
/// cast(p[classDim] + offset), else 0.
struct OneHot {
  unsigned classDim;
  Value ids;
  AffineMap idsMap;
  /// f: the pure ops of the body from `idArg` (the ids' element) to
  /// `idValue` (the compared value), in body order.
  BlockArgument idArg;
  SmallVector<Operation *> idOps;
  Value idValue;
  /// Added to the class index before the comparison (null: none).
  Value offset;
};

/// The pure ops of `body` that compute `v` from block argument `arg` and
/// values defined outside the body only (no linalg.index), in body order.
std::optional<SmallVector<Operation *>> sliceFrom(Value v, BlockArgument arg,
                                                  Block &body) {
  SmallVector<Operation *> ops;
  SmallVector<Value> work{v};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (x == arg)
      continue;
    Operation *def = x.getDefiningOp();
    if (!def && cast<BlockArgument>(x).getOwner() == &body)
      return std::nullopt;
    if (!def || def->getBlock() != &body)
      continue; // defined outside the body
    if (isa<linalg::IndexOp>(def) || !isPure(def) || def->getNumRegions())
      return std::nullopt;
    if (seen.insert(def).second) {
      ops.push_back(def);
      llvm::append_range(work, def->getOperands());
    }
  }
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ops;
}

/// The condition of `v` = select(cond, 1, 0), extui(cond) or uitofp(cond).
Value oneHotCondition(Value v) {
  if (auto select = v.getDefiningOp<arith::SelectOp>()) {
    Value one = select.getTrueValue(), zero = select.getFalseValue();
    if ((matchPattern(one, m_OneFloat()) || matchPattern(one, m_One())) &&
        (matchPattern(zero, m_AnyZeroFloat()) || matchPattern(zero, m_Zero())))
      return select.getCondition();
    return {};
  }
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<arith::ExtUIOp, arith::UIToFPOp>(def) &&
      def->getOperand(0).getType().isInteger(1))
    return def->getOperand(0);
  return {};
}

/// c = cast?(linalg.index k (+ offset)?) with offset defined outside
/// `region` and the cast, if any, to at least 32 bits: k and the offset.
std::optional<std::pair<unsigned, Value>> matchClass(Value c, Region &region) {
  if (auto cast = c.getDefiningOp<arith::IndexCastOp>()) {
    auto type = dyn_cast<IntegerType>(c.getType());
    if (!type || type.getWidth() < 32)
      return std::nullopt;
    c = cast.getIn();
  }
  Value offset;
  if (auto add = c.getDefiningOp<arith::AddIOp>()) {
    for (auto [x, y] : {std::pair(add.getLhs(), add.getRhs()),
                        std::pair(add.getRhs(), add.getLhs())})
      if (x.getDefiningOp<linalg::IndexOp>() &&
          !region.isAncestor(y.getParentRegion())) {
        c = x;
        offset = y;
      }
    if (!offset)
      return std::nullopt;
  }
  if (auto index = c.getDefiningOp<linalg::IndexOp>())
    return std::make_pair(static_cast<unsigned>(index.getDim()), offset);
  return std::nullopt;
}

std::optional<OneHot> matchOneHot(Value v) {
  auto g = v.getDefiningOp<linalg::GenericOp>();
  if (!g || !g.hasPureTensorSemantics() || g.getNumDpsInits() != 1 ||
      g.getNumReductionLoops() != 0 ||
      !g.getMatchingIndexingMap(g.getDpsInitOperand(0)).isIdentity())
    return std::nullopt;
  Block &body = g.getRegion().front();
  Value cond = oneHotCondition(
      cast<linalg::YieldOp>(body.getTerminator()).getValues().front());
  auto cmp = cond ? cond.getDefiningOp<arith::CmpIOp>() : arith::CmpIOp();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return std::nullopt;
  for (auto [idSide, classSide] : {std::pair(cmp.getLhs(), cmp.getRhs()),
                                   std::pair(cmp.getRhs(), cmp.getLhs())}) {
    auto cls = matchClass(classSide, g.getRegion());
    if (!cls)
      continue;
    for (unsigned i = 0; i < g.getNumDpsInputs(); ++i) {
      BlockArgument arg = body.getArgument(i);
      if (!isa<IntegerType, IndexType>(arg.getType()))
        continue;
      std::optional<SmallVector<Operation *>> ops =
          sliceFrom(idSide, arg, body);
      if (!ops)
        continue;
      OneHot oh{cls->first,
                g.getDpsInputs()[i],
                g.getMatchingIndexingMap(g.getDpsInputOperand(i)),
                arg,
                std::move(*ops),
                idSide,
                cls->second};
      if (!oh.idsMap.isProjectedPermutation() ||
          oh.idsMap.isFunctionOfDim(oh.classDim))
        continue;
      return oh;
    }
  }
  return std::nullopt;
}

/// The class of id `id` in the shard: f(id) as an index, minus the offset.
Value classOf(OpBuilder &b, Location loc, const OneHot &oh, Value id) {
  IRMapping map;
  map.map(oh.idArg, id);
  for (Operation *op : oh.idOps)
    b.clone(*op, map);
  id = map.lookupOrDefault(oh.idValue);
  if (!id.getType().isIndex())
    id = arith::IndexCastOp::create(b, loc, b.getIndexType(), id);
  if (oh.offset)
    id = arith::SubIOp::create(b, loc, id, oh.offset);
  return id;
}

/// 0 <= v < size.
Value inRange(OpBuilder &b, Location loc, Value v, int64_t size) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value n = arith::ConstantIndexOp::create(b, loc, size);
  return arith::AndIOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, zero),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, n));
}

/// The contraction's body with the one-hot element 1: its value for
/// elements `b` of the other input and `c` of the result.
Value applyBody(OpBuilder &builder, Location loc, linalg::LinalgOp op,
                unsigned oneHotInput, Value b, Value c) {
  Block *body = op.getBlock();
  Type oneType = body->getArgument(oneHotInput).getType();
  IRMapping map;
  map.map(body->getArgument(oneHotInput),
          arith::ConstantOp::create(builder, loc, oneType,
                                    builder.getOneAttr(oneType)));
  map.map(body->getArgument(1 - oneHotInput), b);
  map.map(body->getArgument(2), c);
  for (Operation &inner : body->without_terminator())
    builder.clone(inner, map);
  return map.lookup(body->getTerminator()->getOperand(0));
}

/// `map` (results: loop dims) over the loops in `kept` only (a loop of
/// `kept` is dimension i of the new map, i its position there); results
/// on other loops are dropped.
AffineMap restrictMap(AffineMap map, ArrayRef<unsigned> kept) {
  SmallVector<AffineExpr> results;
  for (AffineExpr e : map.getResults()) {
    auto it = llvm::find(kept, cast<AffineDimExpr>(e).getPosition());
    if (it != kept.end())
      results.push_back(getAffineDimExpr(it - kept.begin(), map.getContext()));
  }
  return AffineMap::get(kept.size(), 0, results, map.getContext());
}

struct OneHotContraction : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  OneHotContraction(MLIRContext *context, bool scatters)
      : OpInterfaceRewritePattern(context), scatters(scatters) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.hasDynamicShape() ||
        op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
        !linalg::isaContractionOpInterface(op))
      return failure();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (!llvm::all_of(maps,
                      [](AffineMap m) { return m.isProjectedPermutation(); }))
      return failure();
    for (unsigned a = 0; a < 2; ++a) {
      std::optional<OneHot> oh = matchOneHot(op.getDpsInputs()[a]);
      if (!oh)
        continue;
      AffineMap mB = maps[1 - a], mC = maps[2];
      unsigned kv = maps[a].getDimPosition(oh->classDim);
      AffineMap ids = oh->idsMap.compose(maps[a]);
      if (ids.isFunctionOfDim(kv))
        continue;
      bool covered = true;
      for (unsigned d = 0; d < op.getNumLoops(); ++d)
        covered &= mB.isFunctionOfDim(d) || mC.isFunctionOfDim(d);
      if (!covered)
        continue;
      if (mC.isFunctionOfDim(kv) && !mB.isFunctionOfDim(kv) && scatters) {
        rewriteScatter(rewriter, op, a, *oh, kv, ids);
        return success();
      }
      if (mB.isFunctionOfDim(kv) && !mC.isFunctionOfDim(kv)) {
        rewriteGather(rewriter, op, a, *oh, kv, ids);
        return success();
      }
    }
    return failure();
  }

  /// C[.., v, ..] += B[tokens, ..] for each token with class v in range.
  static void rewriteScatter(PatternRewriter &rewriter, linalg::LinalgOp op,
                             unsigned a, const OneHot &oh, unsigned kv,
                             AffineMap ids) {
    Location loc = op.getLoc();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<unsigned> tokens, rest;
    for (unsigned d = 0; d < op.getNumLoops(); ++d)
      if (ids.isFunctionOfDim(d))
        tokens.push_back(d);
      else if (d != kv)
        rest.push_back(d);
    SmallVector<Value> lbs, ubs, steps;
    for (unsigned d : tokens) {
      lbs.push_back(arith::ConstantIndexOp::create(rewriter, loc, 0));
      ubs.push_back(arith::ConstantIndexOp::create(rewriter, loc, ranges[d]));
      steps.push_back(arith::ConstantIndexOp::create(rewriter, loc, 1));
    }
    Value b = op.getDpsInputs()[1 - a];
    AffineMap mB = op.getIndexingMapsArray()[1 - a];
    AffineMap mC = op.getIndexingMapsArray()[2];
    auto iteratorTypes = op.getIteratorTypesArray();
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, lbs, ubs, steps, op.getDpsInits(),
        [&](OpBuilder &builder, Location loc, ValueRange ivs,
            ValueRange iter) -> scf::ValueVector {
          DenseMap<unsigned, Value> at;
          for (auto [d, iv] : llvm::zip(tokens, ivs))
            at[d] = iv;
          SmallVector<Value> idIndices;
          for (AffineExpr e : ids.getResults())
            idIndices.push_back(at[cast<AffineDimExpr>(e).getPosition()]);
          Value id = tensor::ExtractOp::create(builder, loc, oh.ids, idIndices);
          Value v = classOf(builder, loc, oh, id);
          at[kv] = v;
          auto ifOp = scf::IfOp::create(
              builder, loc, inRange(builder, loc, v, ranges[kv]),
              [&](OpBuilder &then, Location loc) {
                Value updated = addSlice(then, loc, op, a, b, mB, mC, iter[0],
                                         at, rest, iteratorTypes, ranges);
                scf::YieldOp::create(then, loc, updated);
              },
              [&](OpBuilder &otherwise, Location loc) {
                scf::YieldOp::create(otherwise, loc, iter[0]);
              });
          return {ifOp.getResult(0)};
        });
    rewriter.replaceOp(op, nest.results);
  }

  /// c with its slice at `at` (fixed loops; the loops of `rest` whole)
  /// updated by the contraction's body from b's slice.
  static Value addSlice(OpBuilder &builder, Location loc, linalg::LinalgOp op,
                        unsigned a, Value b, AffineMap mB, AffineMap mC,
                        Value c, const DenseMap<unsigned, Value> &at,
                        ArrayRef<unsigned> rest,
                        ArrayRef<utils::IteratorType> iteratorTypes,
                        ArrayRef<int64_t> ranges) {
    auto slice = [&](AffineMap m, SmallVector<OpFoldResult> &offsets,
                     SmallVector<OpFoldResult> &sizes,
                     SmallVector<int64_t> &shape) {
      for (AffineExpr e : m.getResults()) {
        unsigned d = cast<AffineDimExpr>(e).getPosition();
        auto it = at.find(d);
        offsets.push_back(it != at.end() ? OpFoldResult(it->second)
                                         : builder.getIndexAttr(0));
        sizes.push_back(builder.getIndexAttr(it != at.end() ? 1 : ranges[d]));
        if (it == at.end())
          shape.push_back(ranges[d]);
      }
    };
    if (rest.empty()) {
      auto point = [&](AffineMap m) {
        SmallVector<Value> indices;
        for (AffineExpr e : m.getResults())
          indices.push_back(at.lookup(cast<AffineDimExpr>(e).getPosition()));
        return indices;
      };
      SmallVector<Value> cAt = point(mC);
      Value bElem = tensor::ExtractOp::create(builder, loc, b, point(mB));
      Value cElem = tensor::ExtractOp::create(builder, loc, c, cAt);
      Value sum = applyBody(builder, loc, op, a, bElem, cElem);
      return tensor::InsertOp::create(builder, loc, sum, c, cAt);
    }
    SmallVector<OpFoldResult> bOffsets, bSizes, cOffsets, cSizes;
    SmallVector<int64_t> bShape, cShape;
    slice(mB, bOffsets, bSizes, bShape);
    slice(mC, cOffsets, cSizes, cShape);
    SmallVector<OpFoldResult> bStrides(bOffsets.size(),
                                       builder.getIndexAttr(1));
    SmallVector<OpFoldResult> cStrides(cOffsets.size(),
                                       builder.getIndexAttr(1));
    auto elem = [](Value v) {
      return cast<RankedTensorType>(v.getType()).getElementType();
    };
    Value bSlice = tensor::ExtractSliceOp::create(
        builder, loc, RankedTensorType::get(bShape, elem(b)), b, bOffsets,
        bSizes, bStrides);
    Value cSlice = tensor::ExtractSliceOp::create(
        builder, loc, RankedTensorType::get(cShape, elem(c)), c, cOffsets,
        cSizes, cStrides);
    SmallVector<utils::IteratorType> types;
    for (unsigned d : rest)
      types.push_back(iteratorTypes[d]);
    auto add = linalg::GenericOp::create(
        builder, loc, cSlice.getType(), bSlice, cSlice,
        SmallVector<AffineMap>{restrictMap(mB, rest), restrictMap(mC, rest)},
        types, [&](OpBuilder &inner, Location loc, ValueRange args) {
          linalg::YieldOp::create(
              inner, loc, applyBody(inner, loc, op, a, args[0], args[1]));
        });
    return tensor::InsertSliceOp::create(builder, loc, add.getResult(0), c,
                                         cOffsets, cSizes, cStrides);
  }

  /// C[..] += B[.., v, ..] with v the class of the element's token.
  static void rewriteGather(PatternRewriter &rewriter, linalg::LinalgOp op,
                            unsigned a, const OneHot &oh, unsigned kv,
                            AffineMap ids) {
    Location loc = op.getLoc();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<unsigned> kept;
    for (unsigned d = 0; d < op.getNumLoops(); ++d)
      if (d != kv)
        kept.push_back(d);
    Value b = op.getDpsInputs()[1 - a];
    AffineMap mB = op.getIndexingMapsArray()[1 - a];
    AffineMap mC = op.getIndexingMapsArray()[2];
    SmallVector<utils::IteratorType> types;
    for (unsigned d : kept)
      types.push_back(op.getIteratorTypesArray()[d]);
    Value init = op.getDpsInits()[0];
    auto gather = linalg::GenericOp::create(
        rewriter, loc, init.getType(), oh.ids, init,
        SmallVector<AffineMap>{restrictMap(ids, kept), restrictMap(mC, kept)},
        types, [&](OpBuilder &builder, Location loc, ValueRange args) {
          Value v = classOf(builder, loc, oh, args[0]);
          Value ok = inRange(builder, loc, v, ranges[kv]);
          Value row = arith::SelectOp::create(
              builder, loc, ok, v,
              arith::ConstantIndexOp::create(builder, loc, 0));
          SmallVector<Value> indices;
          for (AffineExpr e : mB.getResults()) {
            unsigned d = cast<AffineDimExpr>(e).getPosition();
            indices.push_back(
                d == kv ? row
                        : linalg::IndexOp::create(
                              builder, loc, llvm::find(kept, d) - kept.begin())
                              .getResult());
          }
          Value bElem = tensor::ExtractOp::create(builder, loc, b, indices);
          Value sum = applyBody(builder, loc, op, a, bElem, args[1]);
          linalg::YieldOp::create(
              builder, loc,
              arith::SelectOp::create(builder, loc, ok, sum, args[1])
                  .getResult());
        });
    rewriter.replaceOp(op, gather.getResults());
  }

  bool scatters;
};

struct OneHotContractionsPass
    : public maco::impl::OneHotContractionsBase<OneHotContractionsPass> {
  using OneHotContractionsBase::OneHotContractionsBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<OneHotContraction>(&getContext(), scatters);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
