//===- CpuVectorize.cpp - linalg ops on buffers -> host vector code -------===//
//
// `maco-cpu-vectorize`: the element-wise, broadcast, copy, fill and
// reduction linalg ops that maco-to-cpu would otherwise lower to scalar
// loops become loops of vector operations of the host's vector width, with
// upstream MLIR's linalg vectorizer; transcendental functions become
// upstream's polynomial approximations, so that they vectorize too.
//
// Algorithm. Copies between buffers that are not both contiguous
// (memref.copy, which memrefCopy would run element by element) become
// linalg.copy. Then, per linalg op with buffer semantics that is not a
// contraction (those are runtime GEMMs, convert-matmul-to-runtime), has no
// zero-sized dimension and only whole-byte elements (LLVM bit-packs vectors
// of i1, whose buffers hold a byte per element: such ops stay scalar).
// An op on a buffer whose innermost stride is dynamic (one an `scf.if` or
// a loop yields) is first versioned: where every such stride is 1 at run
// time, the op on the buffers cast to a unit stride is vectorized, else a
// clone runs as scalar loops; a static stride other than 1 leaves the op
// scalar:
//  1. The vectorized loop dimension is the innermost dimension of the
//     operand of highest rank (ties: the init), i.e. the dimension
//     contiguous in memory for the largest operand: the row of an
//     element-wise op or of a row reduction, the column of a column
//     reduction (whose accumulator row is then updated with vectors), the
//     output row of a broadcast.
//  2. The op is tiled (scf::tileUsingSCF) by `unroll` x (vector-bits / the
//     widest element's bits) along that dimension and by 1 along every
//     other: one loop per dimension, in the op's order.
//  3. The tile is vectorized (linalg::vectorize) with those vector sizes;
//     a partial last tile (an extent the tile does not divide, or a dynamic
//     one) is masked. A tile that upstream cannot vectorize (e.g. a gather
//     through tensor.extract) stays a linalg op: scalar loops, as before.
//  4. Cleanup on the function: unit dimensions are dropped from vector
//     transfers, masked transfers become masked loads and stores,
//     multi-reductions become vector reductions, which may reassociate
//     (`fastmath<reassoc>`: a tree instead of a sequential chain, as XLA's
//     vectorized reductions do), and math functions (tanh, erf, exp, log,
//     ... in f32; f16 and bf16 through f32) become polynomial
//     approximations (populateMathPolynomialApproximationPatterns).
// The host's vector width is read from the CPU the compiler runs on (AVX-512:
// 512 bits, AVX: 256, otherwise 128) unless `vector-bits` is given: the
// programs are compiled for the host (maco-run, maco-compile).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/TargetParser/Host.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CPUVECTORIZE
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// Vector register width of the CPU this runs on, in bits.
int64_t hostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  auto has = [&](StringRef f) { return features.lookup(f); };
  if (has("avx512f"))
    return 512;
  if (has("avx"))
    return 256;
  return 128;
}

/// Whether every operand's elements are whole bytes: a vector of i1 (or
/// i4) is bit-packed in LLVM, its buffer holds one byte per element.
bool byteElements(linalg::LinalgOp op) {
  return llvm::all_of(op->getOperands(), [](Value v) {
    Type t = getElementTypeOrSelf(v.getType());
    return t.isIndex() ||
           (t.isIntOrFloat() && t.getIntOrFloatBitWidth() % 8 == 0);
  });
}

/// Bits of the widest element type among `op`'s operands (at least 8).
int64_t widestElementBits(linalg::LinalgOp op) {
  int64_t bits = 8;
  for (OpOperand &o : op->getOpOperands()) {
    Type t = getElementTypeOrSelf(o.get().getType());
    if (t.isIntOrFloat())
      bits = std::max<int64_t>(bits, t.getIntOrFloatBitWidth());
    else if (t.isIndex())
      bits = std::max<int64_t>(bits, 64);
  }
  return bits;
}

/// The loop dimension to vectorize: the innermost dimension of the operand
/// of highest rank (ties: the last such operand, the init), or -1.
int64_t vectorDimension(linalg::LinalgOp op) {
  int64_t best = -1, bestRank = -1;
  for (OpOperand &o : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&o);
    if (map.getNumResults() == 0)
      continue;
    auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!dim || (int64_t)map.getNumResults() < bestRank)
      continue;
    best = dim.getPosition();
    bestRank = map.getNumResults();
  }
  return best;
}

struct CpuVectorizePass
    : public maco::impl::CpuVectorizeBase<CpuVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    FunctionOpInterface f = getOperation();
    MLIRContext *ctx = &getContext();
    int64_t bits = vectorBits ? (int64_t)vectorBits : hostVectorBits();
    IRRewriter rewriter(ctx);
    // Vector reductions the program wrote itself keep their semantics.
    llvm::DenseSet<Operation *> given;
    f.walk([&](vector::ReductionOp r) { given.insert(r); });
    // A copy between buffers that are not both contiguous is a loop nest
    // (memrefCopy's element-wise one otherwise): a linalg.copy, vectorized
    // below. Contiguous ones stay memcpy.
    SmallVector<memref::CopyOp> copies;
    f.walk([&](memref::CopyOp copy) {
      auto contiguous = [](Value v) {
        auto t = dyn_cast<MemRefType>(v.getType());
        return t && (t.getLayout().isIdentity() ||
                     memref::isStaticShapeAndContiguousRowMajor(t));
      };
      if (isa<MemRefType>(copy.getSource().getType()) &&
          isa<MemRefType>(copy.getTarget().getType()) &&
          !(contiguous(copy.getSource()) && contiguous(copy.getTarget())))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      linalg::CopyOp::create(rewriter, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      rewriter.eraseOp(copy);
    }
    SmallVector<linalg::LinalgOp> ops;
    f.walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() && op.getNumLoops() > 0 &&
          !linalg::isaContractionOpInterface(op) &&
          !isa<linalg::ConvolutionOpInterface>(op.getOperation()) &&
          byteElements(op) &&
          !maco::hasZeroSizedOperandOrResult(op.getOperation()))
        ops.push_back(op);
    });
    for (linalg::LinalgOp op : ops)
      vectorizeOne(rewriter, op, bits);

    // Cleanup, in two rounds: first folds (unit dimensions dropped, e.g.
    // the reduction over a tile of one row of a column reduction, which
    // is then a plain vector add), then the lowerings.
    auto canonicalizations = [&](RewritePatternSet &patterns) {
      for (StringRef name : {"vector", "affine", "memref", "arith", "scf"})
        if (Dialect *d = ctx->getLoadedDialect(name))
          d->getCanonicalizationPatterns(patterns);
      for (RegisteredOperationName op : ctx->getRegisteredOperations())
        if (llvm::is_contained({"vector", "affine", "memref", "arith", "scf"},
                               op.getDialectNamespace()))
          op.getCanonicalizationPatterns(patterns, ctx);
    };
    RewritePatternSet folds(ctx);
    canonicalizations(folds);
    vector::populateCastAwayVectorLeadingOneDimPatterns(folds);
    vector::populateVectorTransferDropUnitDimsPatterns(folds);
    if (failed(applyPatternsGreedily(f, std::move(folds))))
      return signalPassFailure();
    RewritePatternSet patterns(ctx);
    canonicalizations(patterns);
    vector::populateVectorMaskLoweringPatternsForSideEffectingOps(patterns);
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    vector::populateVectorTransferDropUnitDimsPatterns(patterns);
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerReduction);
    // rsqrt's approximation is x86vector's AVX intrinsic: it stays
    // 1 / sqrt (convert-math-to-llvm), which vectorizes as it is.
    auto approximate = [](StringRef name) { return !name.contains("rsqrt"); };
    populateMathF32ExpansionPatterns(patterns, approximate);
    populateMathPolynomialApproximationPatterns(patterns, approximate);
    if (failed(applyPatternsGreedily(f, std::move(patterns))))
      return signalPassFailure();
    // Reductions may reassociate: a tree, not a chain of dependent adds.
    f.walk([&](vector::ReductionOp r) {
      if (!given.contains(r))
        r.setFastmathAttr(arith::FastMathFlagsAttr::get(
            ctx, r.getFastmath() | arith::FastMathFlags::reassoc));
    });
  }

  /// The memref operands whose innermost stride is dynamic (the
  /// accumulator an `scf.if` of the partitioner yields, a buffer carried
  /// by a loop), or std::nullopt if one's is statically not 1. A vector of
  /// a buffer whose stride is not 1 is a gather, which
  /// convert-vector-to-scf unrolls into 0-d transfers from a 1-D memref
  /// that nothing lowers to LLVM (found with JAX's logsumexp over a split
  /// axis): such an op stays scalar loops.
  static std::optional<SmallVector<unsigned>>
  dynamicInnerStrides(linalg::LinalgOp op) {
    SmallVector<unsigned> dynamic;
    for (OpOperand &operand : op->getOpOperands()) {
      auto m = dyn_cast<MemRefType>(operand.get().getType());
      if (!m || m.getRank() == 0 || m.getLayout().isIdentity())
        continue;
      SmallVector<int64_t> strides;
      int64_t offset;
      if (failed(m.getStridesAndOffset(strides, offset)))
        return std::nullopt;
      if (ShapedType::isDynamic(strides.back()))
        dynamic.push_back(operand.getOperandNumber());
      else if (strides.back() != 1)
        return std::nullopt;
    }
    return dynamic;
  }

  /// Versions `op` on the innermost strides of `operands` being 1 at run
  /// time: `scf.if` (all 1) { op on the operands cast to a unit innermost
  /// stride } else { a clone of op, left scalar }; returns the op in the
  /// then-branch. At run time these buffers are nearly always contiguous
  /// rows (whole allocations), which the type no longer says.
  static linalg::LinalgOp versionOnUnitStrides(IRRewriter &rewriter,
                                               linalg::LinalgOp op,
                                               ArrayRef<unsigned> operands) {
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value all;
    for (unsigned i : operands) {
      auto meta = memref::ExtractStridedMetadataOp::create(rewriter, loc,
                                                           op->getOperand(i));
      Value unit =
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                meta.getStrides().back(), one);
      all = all ? arith::AndIOp::create(rewriter, loc, all, unit) : unit;
    }
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, all,
                                  /*withElseRegion=*/true);
    rewriter.setInsertionPoint(ifOp.elseBlock()->getTerminator());
    rewriter.clone(*op);
    rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
    rewriter.setInsertionPoint(op);
    for (unsigned i : operands) {
      auto m = cast<MemRefType>(op->getOperand(i).getType());
      SmallVector<int64_t> strides;
      int64_t offset;
      (void)m.getStridesAndOffset(strides, offset);
      strides.back() = 1;
      auto unit = MemRefType::get(
          m.getShape(), m.getElementType(),
          StridedLayoutAttr::get(m.getContext(), offset, strides),
          m.getMemorySpace());
      op->setOperand(
          i, memref::CastOp::create(rewriter, loc, unit, op->getOperand(i)));
    }
    return op;
  }

  void vectorizeOne(IRRewriter &rewriter, linalg::LinalgOp op,
                    int64_t bits) const {
    int64_t dim = vectorDimension(op);
    if (dim < 0)
      return;
    std::optional<SmallVector<unsigned>> dynamic = dynamicInnerStrides(op);
    if (!dynamic)
      return;
    if (!dynamic->empty())
      op = versionOnUnitStrides(rewriter, op, *dynamic);
    int64_t lanes = std::max<int64_t>(1, bits / widestElementBits(op));
    int64_t width = lanes * std::max<int64_t>(1, (int64_t)unroll);
    SmallVector<int64_t> vectorSizes(op.getNumLoops(), 1);
    vectorSizes[dim] = width;
    // A dimension statically narrower than the tile: the tile is its
    // extent (no mask).
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (!ShapedType::isDynamic(ranges[dim]) && ranges[dim] < width)
      vectorSizes[dim] = ranges[dim];
    SmallVector<OpFoldResult> tileSizes;
    for (int64_t s : vectorSizes)
      tileSizes.push_back(rewriter.getIndexAttr(s));
    // A static iteration space that is a single tile needs no loops.
    bool oneTile = llvm::all_of(llvm::zip(ranges, vectorSizes), [](auto rs) {
      return std::get<0>(rs) == std::get<1>(rs);
    });
    linalg::LinalgOp tile = op;
    if (!oneTile) {
      rewriter.setInsertionPoint(op);
      scf::SCFTilingOptions options;
      options.setTileSizes(tileSizes);
      FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(op.getOperation()), options);
      if (failed(tiled) || tiled->tiledOps.size() != 1)
        return;
      rewriter.eraseOp(op);
      tile = dyn_cast<linalg::LinalgOp>(tiled->tiledOps.front());
      if (!tile)
        return;
    }
    SmallVector<bool> scalable(vectorSizes.size(), false);
    if (failed(linalg::vectorizeOpPrecondition(tile, vectorSizes, scalable)))
      return;
    rewriter.setInsertionPoint(tile);
    FailureOr<linalg::VectorizationResult> result =
        linalg::vectorize(rewriter, tile, vectorSizes, scalable);
    if (succeeded(result) && result->replacements.empty())
      rewriter.eraseOp(tile);
  }
};
} // namespace
