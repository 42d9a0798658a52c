//===- CollectiveMatmul.cpp - collective + matmul as a ring ---------------===//
//
// The all-gather form. For each blocking tensor-form `maco.all_gather` of
// x (m rows) along dimension 0 over a static group of n > 1 ranks, whose
// result G is first used, in the same block, by a row-wise consumer
// (rowLoop: a linalg op computing a slice of its result along some `axis`
// from a block of G's rows alone, e.g. all_gather(x) @ W, or Q @ K^T over
// a KV cache):
//  1. Predict both forms: the all-gather + the whole consumer, against
//     the ring: the first 1/n consumer, then n - 1 steps each taking the
//     longer of a permute of one shard and a 1/n consumer slowed by the
//     contention factor while the permute is in flight, plus a
//     start/wait's stream overhead (and, if G has other uses, the copies
//     that assemble it). Stop unless the ring is faster (or `force`).
//  2. Rewrite, unrolled over the n steps (r: this rank in the group):
//       cur = x; C = the consumer's init
//       step s: blk = ((r - s) mod n) * m along `axis`
//               part = consumer(cur, other operands) into C[blk]
//               C = insert part at C[blk]
//               (other uses: full = insert cur at full[rows blk])
//               if s < n - 1: cur = maco.permute cur, pairs i -> i + 1
//     The permute of step s reads only `cur`, so the async and scheduling
//     passes overlap it with step s's consumer. Every block of C is
//     written once. `bidirectional`: shards also travel i -> i - 1, the
//     two directions covering the n - 1 other shards in n / 2 steps.
//     `chunks` = k: each shard travels as k permutes of m / k rows, each
//     consumed as it arrives (the prediction then leaves only the last
//     chunk's work after the last message, and charges every piece the
//     packing of the operands it does not slice; `chunks=0` takes the
//     k among 1, 2, 4, 8 predicted fastest).
// Plan, then apply (the all-gather form): matchGather and predictGather
// make a GatherRingPlan, or a NoGatherRing (the reason, from which the
// remark is made); applyGather builds the ring from the plan.
// The reduce-scatter form: reduce_scatter(X @ W) along rows with a sum
// and a zero init becomes the ring of partial sums of tryRewriteScatter
// (same prediction, with the reduce-scatter in place of the all-gather).
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
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
/// The predicted times of a collective + its consumer and of the ring
/// form (step 1), with the remark text. `work` is the consumer's time,
/// `what` its name; `fixed` the part of it that every piece of the work
/// pays in full (a GEMM packing the operand it does not slice); `copy` the
/// time per shard spent besides (assembling the gathered tensor for its
/// other uses). Each shard travels as `chunks` messages, each consumed as
/// it arrives. With `bidirectional`,
/// shards travel both ways: n / 2 steps, each moving and computing two
/// shards (one on the last step when n is even).
struct RingPrediction {
  double ring, plain;
  std::string text;
};
RingPrediction predictRing(const CostModel &model, double work, StringRef what,
                           CollectiveKind kind, int64_t bytes, int64_t n,
                           double fixed = 0, double copy = 0,
                           bool bidirectional = false, int64_t chunks = 1) {
  const TargetDescription &t = model.getTarget();
  fixed = std::min(fixed, work);
  double part = (work - fixed) / static_cast<double>(n) + fixed;
  double piece = (work - fixed) / static_cast<double>(n * chunks) + fixed +
                 copy / static_cast<double>(chunks);
  double hop =
      model.collectiveTime(CollectiveKind::Permute, bytes / n / chunks, n);
  double issue = model.startOverhead(CollectiveKind::Permute,
                                     bytes / n / chunks, n, std::nullopt);
  // Step s moves its shards (as `chunks` messages each) while the shards
  // that arrived before are consumed, slowed by the contention factor,
  // or the other way round if the work is longer. After the last step,
  // its shards' work is left, less what fitted in the time the last
  // messages took beyond the earlier work: all but the last chunk when
  // the messages are the longer (only the last piece is exposed).
  double shard = chunks * piece;
  RingPrediction p;
  p.plain = model.collectiveTime(kind, bytes, n) + work;
  p.ring = 0;
  int64_t steps = bidirectional ? n / 2 : n - 1;
  double before = shard, idle = 0;
  for (int64_t s = 1; s <= steps; ++s) {
    int64_t shards = bidirectional && s <= (n - 1) / 2 ? 2 : 1;
    double moved = shards * chunks * hop;
    p.ring +=
        std::max(moved, before + std::min(moved, before) * (t.contention - 1)) +
        shards * chunks * issue;
    idle = std::max(0.0, moved - before);
    before = shards * shard;
  }
  p.ring += chunks == 1 ? before : std::max(piece, before - idle);
  p.text =
      llvm::formatv("{0:F1} us instead of {1:F1} us ({2} steps of a "
                    "{3:F1} us {4} beside a {5:F1} us permute{6})",
                    p.ring * 1e6, p.plain * 1e6, steps + 1, part * 1e6, what,
                    hop * chunks * 1e6,
                    chunks > 1 ? llvm::formatv(" in {0} chunks", chunks).str()
                               : std::string())
          .str();
  return p;
}

/// Pairs of the ring: group rank i sends to i + dir (mod n), dir = +-1.
SmallVector<int64_t> ringPairs(int64_t n, int64_t dir = 1) {
  SmallVector<int64_t> pairs;
  for (int64_t i = 0; i < n; ++i) {
    pairs.push_back(i);
    pairs.push_back((i + n + dir) % n);
  }
  return pairs;
}

/// A block of a tensor as extract/insert_slice parameters: ringRows gives
/// slice ((rank + shift) mod n) of size block[axis] along `axis`.
struct RowBlock {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
/// Slices [row, row + block[axis]) along `axis` of a tensor whose other
/// dimensions are those of `block`.
RowBlock rowBlock(OpBuilder &b, OpFoldResult row, ArrayRef<int64_t> block,
                  int64_t axis = 0) {
  RowBlock blk;
  for (int64_t d = 0, e = block.size(); d < e; ++d) {
    blk.offsets.push_back(d == axis ? row : b.getIndexAttr(0));
    blk.sizes.push_back(b.getIndexAttr(block[d]));
    blk.strides.push_back(b.getIndexAttr(1));
  }
  return blk;
}
/// Slice ((rank + shift) mod n) * stride + extra of size block[axis]
/// along `axis` (stride: the shard's size, default block[axis]).
RowBlock ringRows(OpBuilder &b, Location loc, Value rank, int64_t shift,
                  int64_t n, ArrayRef<int64_t> block, int64_t axis = 0,
                  int64_t stride = 0, int64_t extra = 0) {
  Value shifted = arith::AddIOp::create(
      b, loc, rank, arith::ConstantIndexOp::create(b, loc, shift));
  Value index = arith::RemUIOp::create(
      b, loc, shifted, arith::ConstantIndexOp::create(b, loc, n));
  Value row = arith::MulIOp::create(
      b, loc, index,
      arith::ConstantIndexOp::create(b, loc, stride ? stride : block[axis]));
  if (extra)
    row = arith::AddIOp::create(b, loc, row,
                                arith::ConstantIndexOp::create(b, loc, extra));
  return rowBlock(b, row, block, axis);
}

/// How `op` computes its result from the rows of input `g`: the parallel
/// loop `dim` that indexes dimension 0 of `g` and dimension `axis` of the
/// single init, and nothing else (no other operand or dimension, no
/// `linalg.index`). Then the slice of the result along `axis` that comes
/// from a block of g's rows is `op` on that block and the matching slice
/// of the init: rows of `all_gather(x) @ W`, columns of `Q @ K^T`.
struct RowLoop {
  unsigned dim;
  int64_t axis;
};
std::optional<RowLoop> rowLoop(linalg::LinalgOp op, OpOperand *g) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 || llvm::count(op->getOperands(), g->get()) != 1)
    return std::nullopt;
  OpOperand *init = op.getDpsInitOperand(0);
  AffineMap gMap = op.getMatchingIndexingMap(g);
  AffineMap initMap = op.getMatchingIndexingMap(init);
  if (gMap.getNumResults() == 0)
    return std::nullopt;
  auto row = dyn_cast<AffineDimExpr>(gMap.getResult(0));
  if (!row)
    return std::nullopt;
  unsigned dim = row.getPosition();
  if (op.getIteratorTypesArray()[dim] != utils::IteratorType::parallel)
    return std::nullopt;
  auto it = llvm::find(initMap.getResults(), AffineExpr(row));
  if (it == initMap.getResults().end())
    return std::nullopt;
  int64_t axis = it - initMap.getResults().begin();
  for (OpOperand &o : op->getOpOperands())
    for (auto [i, e] :
         llvm::enumerate(op.getMatchingIndexingMap(&o).getResults()))
      if (!((&o == g && i == 0) || (&o == init && (int64_t)i == axis)) &&
          e.isFunctionOfDim(dim))
        return std::nullopt;
  WalkResult indexed = op->walk([&](linalg::IndexOp index) {
    return index.getDim() == dim ? WalkResult::interrupt()
                                 : WalkResult::advance();
  });
  if (indexed.wasInterrupted())
    return std::nullopt;
  return RowLoop{dim, axis};
}

/// What the all-gather form's match and prediction (step 1) found: what
/// the rewrite (step 2) builds.
struct GatherRingPlan {
  AllGatherOp ag;
  linalg::LinalgOp consumer; // G's first use
  OpOperand *use = nullptr;  // the consumer's operand that reads G
  int64_t axis = 0;          // the result's dimension along G's rows
  bool otherUses = false;    // G is used besides by the consumer
  int64_t n = 0;             // group size
  int64_t m = 0;             // rows of a shard
  int64_t chunks = 1;        // messages per shard
  RingPrediction prediction = {};
};

/// Why an all-gather is not rewritten (the remark is made from it).
struct NoGatherRing {
  enum class Reason {
    NotSingleTensor, // memref form or several operands: no remark
    UsedInOtherBlock,
    NoRowConsumer,
    NotAlongRows,
    NotStatic,
    TrivialGroup, // group of one rank: no remark
    NoElements,
    NoTime,
    ChunksDoNotDivide,
    NotFaster,
  } reason;
  Operation *consumer = nullptr; // for its name
  int64_t chunks = 0, rows = 0;
  RingPrediction prediction = {};

  std::string str() const {
    switch (reason) {
    case Reason::NotSingleTensor:
    case Reason::TrivialGroup:
      return "";
    case Reason::UsedInOtherBlock:
      return "not a ring: the gathered tensor is used in another block";
    case Reason::NoRowConsumer:
      return "not a ring: its first use does not compute its result from "
             "the rows of the gathered tensor (and nothing else)";
    case Reason::NotAlongRows:
      return llvm::formatv("not a ring: the all-gather is not along "
                           "dimension 0 (the {0}'s rows)",
                           consumer->getName().stripDialect())
          .str();
    case Reason::NotStatic:
      return "not a ring: shapes or the group size are not static";
    case Reason::NoElements:
      return llvm::formatv("not a ring: a tensor of the all-gather or its {0} "
                           "has no elements",
                           consumer->getName().stripDialect())
          .str();
    case Reason::NoTime:
      return "not a ring: the cost model cannot time it";
    case Reason::ChunksDoNotDivide:
      return llvm::formatv("not a ring: chunks={0} does not divide the {1} "
                           "rows of a shard",
                           chunks, rows)
          .str();
    case Reason::NotFaster:
      return "not a ring: predicted " + prediction.text;
    }
    llvm_unreachable("unknown reason");
  }
};

struct CollectiveMatmulPass
    : public maco::impl::CollectiveMatmulBase<CollectiveMatmulPass> {
  using CollectiveMatmulBase::CollectiveMatmulBase;

  void runOnOperation() override {
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    auto remark = [&](Location loc, const std::string &why) {
      if (remarks && !why.empty())
        emitRemark(loc) << why;
    };
    // The reduce-scatter form first (a matmul fed by an all-gather is left
    // to the all-gather form), then every all-gather.
    SmallVector<linalg::MatmulOp> matmuls;
    getOperation()->walk([&](linalg::MatmulOp op) { matmuls.push_back(op); });
    for (linalg::MatmulOp mm : matmuls) {
      if (mm.getInputs()[0].getDefiningOp<AllGatherOp>() || !mm->hasOneUse())
        continue;
      if (auto rs = dyn_cast<ReduceScatterOp>(*mm->getUsers().begin())) {
        Location loc = rs.getLoc();
        remark(loc, tryRewriteScatter(mm, rs, model));
      }
    }
    SmallVector<AllGatherOp> gathers;
    getOperation()->walk([&](AllGatherOp op) { gathers.push_back(op); });
    for (AllGatherOp ag : gathers) {
      Location loc = ag.getLoc();
      remark(loc, tryRewriteGather(ag, model));
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
    // Nothing to overlap (and no block of it can be sliced).
    if (hasZeroSizedOperandOrResult({mm.getOperation(), rs.getOperation()}))
      return "not a ring: a tensor of the matmul or the reduce-scatter has no "
             "elements";
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
    // Every partial matmul re-packs W.
    RingPrediction p =
        predictRing(model, *whole, "matmul", CollectiveKind::ReduceScatter,
                    *bytes, *n, model.packTime(mm.getInputs()[1].getType()));
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
      RowBlock blk = ringRows(b, loc, rank, 2 * *n - s - 1, *n, {m, k});
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

  /// all_gather(x) along rows, consumed row by row (rowLoop) -> a ring
  /// of permuted shards and partial consumers; other uses of the gathered
  /// tensor get it assembled from the shards as they pass.
  std::string tryRewriteGather(AllGatherOp ag, const CostModel &model) {
    GatherRingPlan plan;
    plan.ag = ag;
    if (std::optional<NoGatherRing> why = matchGather(plan))
      return why->str();
    if (std::optional<NoGatherRing> why = predictGather(plan, model))
      return why->str();
    applyGather(plan);
    std::string form =
        bidirectional ? "bidirectional ring of permutes" : "ring of permutes";
    if (plan.otherUses)
      form += " (assembling the gathered tensor for its other uses)";
    const RingPrediction &p = plan.prediction;
    if (p.ring >= p.plain)
      return form + " (forced) although predicted " + p.text;
    return form + ": predicted " + p.text;
  }

  /// The all-gather form's legality: the consumer (the first use, a
  /// linalg op of the same block that computes its result from the rows
  /// of the gathered tensor; the other uses get the tensor assembled
  /// during the ring), static shapes and group.
  static std::optional<NoGatherRing> matchGather(GatherRingPlan &plan) {
    using R = NoGatherRing::Reason;
    AllGatherOp ag = plan.ag;
    if (!ag.getOuts().empty() || ag.getInputs().size() != 1)
      return NoGatherRing{R::NotSingleTensor};
    Value gathered = ag.getResult(0);
    Block *agBlock = ag->getBlock();
    Operation *first = nullptr;
    for (Operation *user : gathered.getUsers()) {
      Operation *at = agBlock->findAncestorOpInBlock(*user);
      if (!at)
        return NoGatherRing{R::UsedInOtherBlock};
      if (first && at != first)
        plan.otherUses = true;
      if (!first || at->isBeforeInBlock(first))
        first = at;
    }
    auto consumer = dyn_cast_or_null<linalg::LinalgOp>(first);
    std::optional<RowLoop> loop;
    if (consumer)
      for (OpOperand &u : consumer->getOpOperands())
        if (u.get() == gathered && consumer.isDpsInput(&u)) {
          plan.use = &u;
          loop = rowLoop(consumer, plan.use);
          break;
        }
    if (!loop)
      return NoGatherRing{R::NoRowConsumer};
    plan.consumer = consumer;
    plan.axis = loop->axis;
    if (ag.getGatherAxis() != 0)
      return NoGatherRing{R::NotAlongRows, consumer};
    auto xType = dyn_cast<RankedTensorType>(ag.getInputs()[0].getType());
    auto cType = dyn_cast<RankedTensorType>(consumer->getResultTypes()[0]);
    std::optional<int64_t> n = CostModel::groupSize(ag);
    if (!xType || !xType.hasStaticShape() || !cType ||
        !cType.hasStaticShape() || !n)
      return NoGatherRing{R::NotStatic};
    if (*n <= 1)
      return NoGatherRing{R::TrivialGroup};
    // Nothing to overlap (and no block of it can be sliced).
    if (hasZeroSizedOperandOrResult({ag.getOperation(), consumer}))
      return NoGatherRing{R::NoElements, consumer};
    plan.n = *n;
    plan.m = xType.getDimSize(0);
    return std::nullopt;
  }

  /// Step 1 of the all-gather form: the chunk count and the prediction; a
  /// reason unless the ring is faster (or `force`).
  std::optional<NoGatherRing> predictGather(GatherRingPlan &plan,
                                            const CostModel &model) {
    using R = NoGatherRing::Reason;
    linalg::LinalgOp consumer = plan.consumer;
    int64_t n = plan.n, m = plan.m;
    std::optional<double> work = model.computeTime(consumer);
    std::optional<int64_t> bytes = CostModel::collectiveBytes(plan.ag);
    if (!work || !bytes)
      return NoGatherRing{R::NoTime};
    // Assembling the gathered tensor: each shard read and written once.
    double copy = plan.otherUses
                      ? 2.0 * (*bytes / n) / model.getTarget().memBandwidth
                      : 0;
    StringRef what = consumer->getName().stripDialect();
    // Every piece of a contraction re-packs its other inputs.
    double fixed = 0;
    if (linalg::isaContractionOpInterface(consumer))
      for (OpOperand *in : consumer.getDpsInputOperands())
        if (in != plan.use)
          fixed += model.packTime(in->get().getType());
    // Chunks per shard: `chunks`, or the count among 1, 2, 4, 8 dividing m
    // with the fastest prediction.
    if (chunks && m % chunks != 0)
      return NoGatherRing{R::ChunksDoNotDivide, nullptr, chunks, m};
    int64_t c = chunks ? chunks : 1;
    RingPrediction p =
        predictRing(model, *work, what, CollectiveKind::AllGather, *bytes, n,
                    fixed, copy, bidirectional, c);
    for (int64_t k = 2; !chunks && k <= 8 && m % k == 0; k *= 2) {
      RingPrediction q =
          predictRing(model, *work, what, CollectiveKind::AllGather, *bytes, n,
                      fixed, copy, bidirectional, k);
      if (q.ring < p.ring) {
        p = q;
        c = k;
      }
    }
    plan.chunks = c;
    plan.prediction = p;
    if (p.ring >= p.plain && !force) {
      NoGatherRing why{R::NotFaster};
      why.prediction = p;
      return why;
    }
    return std::nullopt;
  }

  /// Step 2 of the all-gather form, at the consumer. Step `shift`: the
  /// shard of group rank (r + shift) mod n, the consumer on it into those
  /// rows of the result.
  void applyGather(const GatherRingPlan &plan) {
    AllGatherOp ag = plan.ag;
    linalg::LinalgOp consumer = plan.consumer;
    OpOperand *use = plan.use;
    int64_t axis = plan.axis, n = plan.n, m = plan.m, c = plan.chunks;
    Value x = ag.getInputs()[0];
    Value gathered = ag.getResult(0);
    auto xType = cast<RankedTensorType>(x.getType());
    auto gType = dyn_cast<RankedTensorType>(gathered.getType());
    auto cType = cast<RankedTensorType>(consumer->getResultTypes()[0]);
    OpBuilder b(consumer);
    Location loc = consumer->getLoc();
    OpOperand *init = consumer.getDpsInitOperand(0);
    Value acc = init->get();
    // Each shard of m rows travels as c chunks of mc rows.
    int64_t mc = m / c;
    SmallVector<int64_t> block(cType.getShape());
    block[axis] = mc;
    auto partType = RankedTensorType::get(block, cType.getElementType());
    SmallVector<int64_t> chunkShape(xType.getShape());
    chunkShape[0] = mc;
    auto chunkType = RankedTensorType::get(chunkShape, xType.getElementType());
    Value rank = RankOp::create(b, loc, ag.getGridAttr(), ag.getGridAxesAttr());
    Value full;
    if (plan.otherUses)
      full = tensor::EmptyOp::create(b, loc, gType.getShape(),
                                     gType.getElementType());
    // Chunk j of the shard of group rank (r + shift) mod n: the consumer
    // on it into its slice of the result.
    auto step = [&](Value chunk, int64_t shift, int64_t j) {
      RowBlock blk = ringRows(b, loc, rank, shift, n, block, axis, m, j * mc);
      SmallVector<Value> operands(consumer->getOperands());
      operands[use->getOperandNumber()] = chunk;
      operands[init->getOperandNumber()] = tensor::ExtractSliceOp::create(
          b, loc, partType, acc, blk.offsets, blk.sizes, blk.strides);
      Value part =
          mlir::clone(b, consumer.getOperation(), TypeRange{partType}, operands)
              ->getResult(0);
      acc = tensor::InsertSliceOp::create(b, loc, part, acc, blk.offsets,
                                          blk.sizes, blk.strides);
      if (full) {
        RowBlock rows = rowBlock(b, blk.offsets[axis], chunkShape);
        full = tensor::InsertSliceOp::create(b, loc, chunk, full, rows.offsets,
                                             rows.sizes, rows.strides);
      }
    };
    auto permute = [&](Value chunk, int64_t dir) {
      return PermuteOp::create(b, loc, TypeRange{chunkType}, ValueRange{chunk},
                               ValueRange{},
                               b.getDenseI64ArrayAttr(ringPairs(n, dir)),
                               ag.getGridAttr(), ag.getGridAxesAttr())
          .getResult(0);
    };
    SmallVector<Value> own;
    for (int64_t j = 0; j < c; ++j) {
      RowBlock rows = rowBlock(b, b.getIndexAttr(j * mc), chunkShape);
      own.push_back(c == 1 ? x
                           : tensor::ExtractSliceOp::create(
                                 b, loc, chunkType, x, rows.offsets, rows.sizes,
                                 rows.strides)
                                 .getResult());
    }
    // Forward, shards of ranks r - 1, r - 2, ...; bidirectional: also
    // backward, shards of ranks r + 1, r + 2, ... .
    int64_t forward = bidirectional ? n / 2 : n - 1;
    int64_t backward = n - 1 - forward;
    for (int64_t j = 0; j < c; ++j)
      step(own[j], 0, j);
    SmallVector<Value> fwd = own, bwd = own;
    for (int64_t s = 1; s <= forward; ++s) {
      for (int64_t j = 0; j < c; ++j) {
        fwd[j] = permute(fwd[j], 1);
        if (s <= backward)
          bwd[j] = permute(bwd[j], -1);
        step(fwd[j], n - s, j);
        if (s <= backward)
          step(bwd[j], s, j);
      }
    }
    consumer->getResult(0).replaceAllUsesWith(acc);
    consumer->erase();
    if (full)
      gathered.replaceAllUsesWith(full);
    ag->erase();
  }
};
} // namespace
