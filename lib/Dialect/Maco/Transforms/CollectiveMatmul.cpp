//===- CollectiveMatmul.cpp - collective + matmul as a ring ---------------===//
//
// For each `linalg.matmul` (tensor form) whose left operand G is the only
// use of a blocking tensor-form `maco.all_gather` of x along dimension 0
// over a static group of n > 1 ranks (x: m x k, G: n*m x k, W: k x N):
//  1. Predict both forms: all-gather + the whole matmul, against the ring:
//     the first 1/n matmul, then n - 1 steps each taking the longer of a
//     permute of one shard and a 1/n matmul slowed by the contention
//     factor while the permute is in flight, plus a start/wait's stream
//     overhead. Stop unless the ring is faster (or `force`).
//  2. Rewrite, unrolled over the n steps (r: this rank in the group):
//       cur = x; C = the matmul's init
//       step s: row = ((r - s) mod n) * m
//               part = linalg.matmul(cur, W) into C[row : row + m]
//               C = insert part at C[row : row + m]
//               if s < n - 1: cur = maco.permute cur, pairs i -> i + 1
//     The permute of step s reads only `cur`, so the async and scheduling
//     passes overlap it with step s's matmul. Every block of C is written
//     once, with the init's values accumulated as linalg.matmul does.
// And reduce_scatter(X @ W) along rows with a sum and a zero init: the
// ring of partial sums of tryRewriteScatter (same prediction, with the
// reduce-scatter in place of the all-gather).
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::maco {
#define GEN_PASS_DEF_COLLECTIVEMATMUL
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
/// The predicted times of a collective + matmul and of its ring form
/// (step 1), with the remark text.
struct RingPrediction {
  double ring, plain;
  std::string text;
};
RingPrediction predictRing(const CostModel &model, double matmul,
                           CollectiveKind kind, int64_t bytes, int64_t n) {
  double part = matmul / static_cast<double>(n);
  double hop = model.collectiveTime(CollectiveKind::Permute, bytes / n, n);
  // A step: the 1/n matmul, slowed by the contention factor while the
  // permute is in flight, or the permute if it is longer.
  double step = std::max(hop, part + std::min(hop, part) *
                                         (model.getTarget().contention - 1));
  RingPrediction p;
  p.plain = model.collectiveTime(kind, bytes, n) + matmul;
  p.ring = part + (n - 1) * (step + model.getTarget().streamOverhead);
  p.text = llvm::formatv("{0:F1} us instead of {1:F1} us ({2} steps of a "
                         "{3:F1} us matmul beside a {4:F1} us permute)",
                         p.ring * 1e6, p.plain * 1e6, n, part * 1e6, hop * 1e6)
               .str();
  return p;
}

/// Pairs of the ring: group rank i sends to i + 1 (mod n).
SmallVector<int64_t> ringPairs(int64_t n) {
  SmallVector<int64_t> pairs;
  for (int64_t i = 0; i < n; ++i) {
    pairs.push_back(i);
    pairs.push_back((i + 1) % n);
  }
  return pairs;
}

/// Rows [((rank + shift) mod n) * m, + m) of a 2-D tensor of `cols`
/// columns, as extract/insert_slice parameters.
struct RowBlock {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
RowBlock ringRows(OpBuilder &b, Location loc, Value rank, int64_t shift,
                  int64_t n, int64_t m, int64_t cols) {
  Value shifted = arith::AddIOp::create(
      b, loc, rank, arith::ConstantIndexOp::create(b, loc, shift));
  Value block = arith::RemUIOp::create(
      b, loc, shifted, arith::ConstantIndexOp::create(b, loc, n));
  Value row = arith::MulIOp::create(b, loc, block,
                                    arith::ConstantIndexOp::create(b, loc, m));
  return {{row, b.getIndexAttr(0)},
          {b.getIndexAttr(m), b.getIndexAttr(cols)},
          {b.getIndexAttr(1), b.getIndexAttr(1)}};
}

struct CollectiveMatmulPass
    : public maco::impl::CollectiveMatmulBase<CollectiveMatmulPass> {
  using CollectiveMatmulBase::CollectiveMatmulBase;

  void runOnOperation() override {
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    SmallVector<linalg::MatmulOp> matmuls;
    getOperation()->walk([&](linalg::MatmulOp op) { matmuls.push_back(op); });
    for (linalg::MatmulOp mm : matmuls) {
      if (auto ag = mm.getInputs()[0].getDefiningOp<AllGatherOp>()) {
        Location loc = ag.getLoc();
        std::string why = tryRewrite(ag, mm, model);
        if (remarks && !why.empty())
          emitRemark(loc) << why;
        continue;
      }
      if (!mm->hasOneUse())
        continue;
      if (auto rs = dyn_cast<ReduceScatterOp>(*mm->getUsers().begin())) {
        Location loc = rs.getLoc();
        std::string why = tryRewriteScatter(mm, rs, model);
        if (remarks && !why.empty())
          emitRemark(loc) << why;
      }
    }
  }

  /// Whether `mm` is a plain tensor-form matmul (default indexing maps).
  static bool isPlainMatmul(linalg::MatmulOp mm) {
    return mm.hasPureTensorSemantics() &&
           llvm::equal(mm.getIndexingMapsArray(),
                       mm.getDefaultIndexingMaps(mm.getContext()));
  }

  /// reduce_scatter(X @ W, rows, sum) -> a ring of accumulated partial
  /// blocks: at step s rank r computes block b = (r - s - 1) mod n of its
  /// product (rows b * m of X times W, into zeros), adds the partial sum
  /// of block b that arrived from rank r - 1, and passes the sum on to
  /// rank r + 1; after n - 1 hops the block rank r keeps is its own,
  /// summed over all ranks. The permute bringing step s's incoming sum
  /// overlaps step s's matmul (which does not need it).
  std::string tryRewriteScatter(linalg::MatmulOp mm, ReduceScatterOp rs,
                                const CostModel &model) {
    if (!rs.getOuts().empty() || rs.getInputs().size() != 1)
      return "";
    if (!isPlainMatmul(mm))
      return "not a ring: the matmul is not a plain tensor matmul";
    if (rs.getScatterAxis() != 0)
      return "not a ring: the reduce-scatter is not along dimension 0 (the "
             "matmul's rows)";
    if (rs.getReduction() != ReductionKind::Sum)
      return "not a ring: only a sum reduce-scatter accumulates partial "
             "products";
    auto xType = dyn_cast<RankedTensorType>(mm.getInputs()[0].getType());
    auto cType = dyn_cast<RankedTensorType>(mm.getResultTypes()[0]);
    std::optional<int64_t> n = CostModel::groupSize(rs);
    if (!xType || !xType.hasStaticShape() || !cType ||
        !cType.hasStaticShape() || !n)
      return "not a ring: shapes or the group size are not static";
    if (*n <= 1)
      return "";
    // The init must be zeros: the ring adds each rank's init once per
    // block otherwise. Accept a linalg.fill of 0.
    auto fill = mm.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    bool zero = fill && (matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
                         matchPattern(fill.getInputs()[0], m_Zero()));
    if (!zero)
      return "not a ring: the matmul's init is not a fill with zero";
    int64_t m = cType.getDimSize(0) / *n;
    std::optional<double> whole = model.computeTime(mm);
    std::optional<int64_t> bytes = CostModel::collectiveBytes(rs);
    if (!whole || !bytes)
      return "not a ring: the cost model cannot time it";
    RingPrediction p =
        predictRing(model, *whole, CollectiveKind::ReduceScatter, *bytes, *n);
    if (p.ring >= p.plain && !force)
      return "not a ring: predicted " + p.text;

    OpBuilder b(rs);
    Location loc = rs.getLoc();
    Value x = mm.getInputs()[0], w = mm.getInputs()[1];
    int64_t k = xType.getDimSize(1), cols = cType.getDimSize(1);
    auto rowsType = RankedTensorType::get({m, k}, xType.getElementType());
    auto partType = RankedTensorType::get({m, cols}, cType.getElementType());
    Value rank = RankOp::create(b, loc, rs.getGridAttr(), rs.getGridAxesAttr());
    SmallVector<int64_t> pairs = ringPairs(*n);
    Value zeroInit =
        linalg::FillOp::create(
            b, loc, fill.getInputs()[0],
            ValueRange{tensor::EmptyOp::create(b, loc, partType.getShape(),
                                               partType.getElementType())})
            .getResult(0);
    Value acc;
    for (int64_t s = 0; s < *n; ++s) {
      // Block (r + 2n - s - 1) mod n of X.
      RowBlock blk = ringRows(b, loc, rank, 2 * *n - s - 1, *n, m, k);
      Value rows = tensor::ExtractSliceOp::create(
          b, loc, rowsType, x, blk.offsets, blk.sizes, blk.strides);
      // The partial product does not depend on the incoming sum, so the
      // permute that brings it overlaps the matmul; they are added after.
      Value incoming;
      if (s > 0)
        incoming =
            PermuteOp::create(b, loc, TypeRange{partType}, ValueRange{acc},
                              ValueRange{}, b.getDenseI64ArrayAttr(pairs),
                              rs.getGridAttr(), rs.getGridAxesAttr())
                .getResult(0);
      Value prod =
          linalg::MatmulOp::create(b, loc, TypeRange{partType},
                                   ValueRange{rows, w}, ValueRange{zeroInit})
              .getResult(0);
      acc = s == 0 ? prod
                   : linalg::AddOp::create(b, loc, TypeRange{partType},
                                           ValueRange{prod, incoming},
                                           ValueRange{tensor::EmptyOp::create(
                                               b, loc, partType.getShape(),
                                               partType.getElementType())})
                         .getResult(0);
    }
    rs.getResult(0).replaceAllUsesWith(acc);
    rs->erase();
    mm->erase();
    return (p.ring >= p.plain ? "ring (forced) although predicted "
                              : "ring of partial sums: predicted ") +
           p.text;
  }

  std::string tryRewrite(AllGatherOp ag, linalg::MatmulOp mm,
                         const CostModel &model) {
    if (!ag.getOuts().empty() || ag.getInputs().size() != 1)
      return "";
    if (!isPlainMatmul(mm))
      return "not a ring: the matmul is not a plain tensor matmul";
    if (ag.getGatherAxis() != 0)
      return "not a ring: the all-gather is not along dimension 0 (the "
             "matmul's rows)";
    if (!ag.getResult(0).hasOneUse())
      return "not a ring: the gathered tensor has other uses";
    Value x = ag.getInputs()[0];
    auto xType = dyn_cast<RankedTensorType>(x.getType());
    auto cType = dyn_cast<RankedTensorType>(mm.getResultTypes()[0]);
    std::optional<int64_t> n = CostModel::groupSize(ag);
    if (!xType || !xType.hasStaticShape() || !cType ||
        !cType.hasStaticShape() || !n)
      return "not a ring: shapes or the group size are not static";
    if (*n <= 1)
      return "";
    int64_t m = xType.getDimSize(0);

    // 1. Predictions.
    std::optional<double> whole = model.computeTime(mm);
    std::optional<int64_t> gathered = CostModel::collectiveBytes(ag);
    if (!whole || !gathered)
      return "not a ring: the cost model cannot time it";
    RingPrediction p =
        predictRing(model, *whole, CollectiveKind::AllGather, *gathered, *n);
    if (p.ring >= p.plain && !force)
      return "not a ring: predicted " + p.text;

    // 2. Rewrite.
    OpBuilder b(mm);
    Location loc = mm.getLoc();
    Value w = mm.getInputs()[1];
    Value acc = mm.getOutputs()[0];
    int64_t cols = cType.getDimSize(1);
    auto partType = RankedTensorType::get({m, cols}, cType.getElementType());
    Value rank = RankOp::create(b, loc, ag.getGridAttr(), ag.getGridAxesAttr());
    SmallVector<int64_t> pairs = ringPairs(*n);
    Value cur = x;
    for (int64_t s = 0; s < *n; ++s) {
      // Rows of the block of rank (r + n - s) mod n, whose shard `cur` is.
      RowBlock blk = ringRows(b, loc, rank, *n - s, *n, m, cols);
      Value init = tensor::ExtractSliceOp::create(
          b, loc, partType, acc, blk.offsets, blk.sizes, blk.strides);
      Value prod =
          linalg::MatmulOp::create(b, loc, TypeRange{partType},
                                   ValueRange{cur, w}, ValueRange{init})
              .getResult(0);
      acc = tensor::InsertSliceOp::create(b, loc, prod, acc, blk.offsets,
                                          blk.sizes, blk.strides);
      if (s + 1 < *n)
        cur = PermuteOp::create(b, loc, TypeRange{xType}, ValueRange{cur},
                                ValueRange{}, b.getDenseI64ArrayAttr(pairs),
                                ag.getGridAttr(), ag.getGridAxesAttr())
                  .getResult(0);
    }
    mm.getResult(0).replaceAllUsesWith(acc);
    mm->erase();
    ag->erase();
    return (p.ring >= p.plain ? "ring (forced) although predicted "
                              : "ring of permutes: predicted ") +
           p.text;
  }
};
} // namespace
