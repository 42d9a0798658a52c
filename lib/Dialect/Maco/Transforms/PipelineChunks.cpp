//===- PipelineChunks.cpp - chunked compute/collective pipelines ----------===//
//
// Algorithm (blocking tensor-form collectives, one at a time):
//
//  Producer -> collective (all_reduce of one tensor, reduce_scatter): the
//  collective's operand is the only use of a linalg op's result. Pick the
//  outermost parallel loop d of the linalg op that indexes the result
//  directly (a plain dimension at result position p; for reduce_scatter,
//  p != scatter_axis) and indexes every operand either directly or not at
//  all. With K chunks of E / K iterations (E = the extent of d), emit
//
//    for i in 0..K: slice every operand indexed by d to chunk i's
//                   iterations [o_i, o_i + s_i) (o_i = s_0 + ... +
//                   s_{i-1}), clone the linalg op on the slices,
//                   apply the collective to its result
//                   (an operand that is itself the single-use result of
//                   such a linalg op in the same block is not sliced but
//                   chunked the same way, recursively: a whole chain like
//                   matmul -> relu -> matmul -> all_reduce is cloned per
//                   chunk, so a chunk's collective overlaps all of the next
//                   chunk's work)
//    then insert the K collective results into a tensor.empty of the full
//    result (all inserts after the last chunk).
//
//  Collective -> consumer (all_gather): the gathered value's only use is an
//  input of a linalg op whose loop d indexes it at the gather axis and
//  indexes the result directly (and no other input); the consumer's init
//  is a tensor.empty or a linalg.fill of a scalar. With K chunks of the
//  local extent m, chunk i all-gathers rows [i m/K, (i+1) m/K) of every
//  rank, the consumer runs on that gathered chunk, and the n row blocks of
//  its result go to rows r m + i m/K of the full result (r = 0..n-1).
//
//  The chunks are emitted unrolled in the order maco-async-collectives +
//  maco-schedule turn into a pipeline: chunk i's collective starts as soon
//  as its compute is done and is waited for only where its result is
//  inserted, after the last chunk, so it overlaps chunk i+1's compute (for
//  all_gather: chunk i+1's gather overlaps chunk i's compute).
//
//  The chunks: K equal ones for the `chunks` option, or (chunks = 0) the
//  cost model's choice (CostModel::chooseChunkSizes) of up to `max-chunks`
//  chunks, which charges every chunk the packing of the contraction inputs
//  the split does not slice (CostModel::packTime: each chunk's GEMM
//  re-packs the weights). Its candidates are K equal chunks (K dividing E)
//  and, for producer chains unless `uniform`, K chunks of geometric sizes
//  whose ratio makes one chunk's collective as long as the next chunk's
//  compute: a compute-bound chain gets decreasing chunks, so that the
//  exposed last collective is small without paying for many small GEMMs
//  (the gathers of all_gather -> consumer stay equal).
//  Splitting along a parallel dimension leaves the arithmetic of every
//  element unchanged, so results are bitwise identical.
//
//  With `remarks`, each candidate collective that is not chunked says why.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/Format.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PIPELINECHUNKS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {

/// Position of loop `d` as a plain dimension in `map`'s results, if it
/// appears only there; std::nullopt if it does not appear; -1 if it appears
/// inside a compound expression (cannot be sliced).
std::optional<int64_t> plainPosition(AffineMap map, unsigned d) {
  std::optional<int64_t> pos;
  for (auto [i, e] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(e)) {
      if (dim.getPosition() == d) {
        if (pos)
          return -1;
        pos = i;
      }
      continue;
    }
    if (e.isFunctionOfDim(d))
      return -1;
  }
  return pos;
}

bool allStatic(TypeRange types) {
  return llvm::all_of(types, [](Type t) {
    auto s = dyn_cast<ShapedType>(t);
    return !s || s.hasStaticShape();
  });
}

RankedTensorType withDim(RankedTensorType t, int64_t pos, int64_t size) {
  SmallVector<int64_t> shape(t.getShape());
  shape[pos] = size;
  return RankedTensorType::get(shape, t.getElementType(), t.getEncoding());
}

/// Offsets, sizes and strides of the block [offset, offset + size) along
/// `pos` of a static tensor of type `t` (whole extent elsewhere).
struct BlockParams {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
BlockParams blockAlong(OpBuilder &b, RankedTensorType t, int64_t pos,
                       int64_t offset, int64_t size) {
  BlockParams p;
  for (int64_t s : t.getShape()) {
    p.offsets.push_back(b.getIndexAttr(0));
    p.sizes.push_back(b.getIndexAttr(s));
    p.strides.push_back(b.getIndexAttr(1));
  }
  p.offsets[pos] = b.getIndexAttr(offset);
  p.sizes[pos] = b.getIndexAttr(size);
  return p;
}

/// extract_slice of `v` (static shape) along `pos`: [offset, offset + size).
Value sliceAlong(OpBuilder &b, Location loc, Value v, int64_t pos,
                 int64_t offset, int64_t size) {
  BlockParams p =
      blockAlong(b, cast<RankedTensorType>(v.getType()), pos, offset, size);
  return tensor::ExtractSliceOp::create(b, loc, v, p.offsets, p.sizes,
                                        p.strides);
}

/// insert_slice of `src` into `dest` at `offset` along `pos`.
Value insertAlong(OpBuilder &b, Location loc, Value src, Value dest,
                  int64_t pos, int64_t offset) {
  auto t = cast<RankedTensorType>(src.getType());
  BlockParams p = blockAlong(b, t, pos, offset, t.getDimSize(pos));
  return tensor::InsertSliceOp::create(b, loc, src, dest, p.offsets, p.sizes,
                                       p.strides);
}

std::string us(double seconds) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("%.1f us", seconds * 1e6);
  return s;
}

struct PipelineChunksPass
    : public maco::impl::PipelineChunksBase<PipelineChunksPass> {
  using Base::Base;

  std::optional<CostModel> model;

  /// Option checks, once per pass (not per function it runs on).
  LogicalResult initialize(MLIRContext *ctx) override {
    if (maxChunks < 1)
      return emitError(UnknownLoc::get(ctx))
             << "maco-pipeline-chunks: max-chunks must be >= 1, got "
             << static_cast<unsigned>(maxChunks);
    return success();
  }

  void runOnOperation() override {
    SmallVector<Operation *> candidates;
    getOperation()->walk([&](Operation *op) {
      if (!isa<AllReduceOp, ReduceScatterOp, AllGatherOp>(op))
        return;
      auto c = cast<CollectiveOpInterface>(op);
      if (c.getOuts().empty() &&
          llvm::all_of(c.getInputs().getTypes(),
                       [](Type t) { return isa<RankedTensorType>(t); }))
        candidates.push_back(op);
    });
    if (candidates.empty())
      return;
    if (chunks == 0) {
      FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
      if (failed(t))
        return signalPassFailure();
      model.emplace(*t);
    }
    for (Operation *op : candidates) {
      std::string why;
      if (isa<AllGatherOp>(op))
        why = chunkConsumer(cast<AllGatherOp>(op));
      else
        why = chunkProducer(op);
      if (!why.empty() && remarks)
        op->emitRemark() << "'" << op->getName() << "' not chunked: " << why;
    }
  }

  /// The packing time (CostModel::packTime) of the contraction inputs in
  /// `chain` that a split along position `resultPos` of the results does
  /// not slice: every chunk pays it in full (a row split re-packs the
  /// whole weight matrix for each chunk's GEMM).
  double unslicedPackTime(ArrayRef<Operation *> chain, int64_t resultPos) {
    double t = 0;
    if (!model)
      return t;
    for (Operation *op : chain) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (!linalgOp || !linalg::isaContractionOpInterface(linalgOp) ||
          op->getNumResults() != 1)
        continue;
      AffineMap out = linalgOp.getIndexingMapMatchingResult(op->getResult(0));
      if (resultPos >= static_cast<int64_t>(out.getNumResults()))
        continue;
      auto dim = dyn_cast<AffineDimExpr>(out.getResult(resultPos));
      if (!dim)
        continue;
      for (OpOperand *in : linalgOp.getDpsInputOperands())
        if (!linalgOp.getMatchingIndexingMap(in).isFunctionOfDim(
                dim.getPosition()))
          t += model->packTime(in->get().getType());
    }
    return t;
  }

  /// Group size of a collective, or 0 if unknown.
  static int64_t groupSize(Operation *op) {
    return CostModel::groupSize(op).value_or(0);
  }

  /// The chunk sizes (rows of the split loop, summing to `extent`) for a
  /// split of `extent` (empty string) or the reason there is none. The
  /// cost model may choose unequal sizes unless `equal` (or the `uniform`
  /// option) asks for equal ones.
  std::string chooseSizes(Operation *coll, Operation *compute,
                          std::optional<double> comp, int64_t extent,
                          SmallVectorImpl<int64_t> &sizes, double perChunk,
                          bool equal) {
    if (chunks > 0) {
      if (chunks == 1)
        return "chunks=1";
      if (extent % chunks != 0)
        return ("no parallel dimension of '" +
                compute->getName().getStringRef() + "' is divisible by " +
                Twine(chunks))
            .str();
      sizes.assign(chunks, extent / chunks);
      return "";
    }
    std::optional<int64_t> bytes = CostModel::collectiveBytes(coll);
    std::optional<CollectiveKind> kind = CostModel::getCollectiveKind(coll);
    int64_t n = groupSize(coll);
    if (n == 0)
      return "the group size is unknown";
    if (!bytes || !kind)
      return "the cost model cannot estimate its communication";
    if (!comp)
      return ("the cost model cannot estimate the compute of '" +
              compute->getName().getStringRef() + "'")
          .str();
    SmallVector<int64_t> chosen = model->chooseChunkSizes(
        *comp, *kind, *bytes, n, maxChunks, extent, perChunk, equal || uniform);
    if (chosen.size() < 2)
      return "the cost model chooses 1 chunk (compute " + us(*comp) +
             ", communication " + us(model->collectiveTime(*kind, *bytes, n)) +
             ")";
    sizes.assign(chosen.begin(), chosen.end());
    return "";
  }

  /// Producer -> all_reduce / reduce_scatter. Returns the reason it does not
  /// apply, or "" after rewriting.
  std::string chunkProducer(Operation *coll) {
    auto c = cast<CollectiveOpInterface>(coll);
    if (c.getInputs().size() != 1)
      return "it combines several tensors";
    Value x = c.getInputs()[0];
    if (!allStatic(coll->getOperandTypes()) ||
        !allStatic(coll->getResultTypes()))
      return "dynamic shape";
    auto producer = x.getDefiningOp<linalg::LinalgOp>();
    if (!producer || !producer.hasPureTensorSemantics() ||
        producer->getNumResults() != 1)
      return "its operand is not the result of a linalg op on tensors";
    if (producer->getBlock() != coll->getBlock())
      return "its producer is in another block";
    if (!x.hasOneUse())
      return ("its producer '" + producer->getName().getStringRef() +
              "' has other users")
          .str();
    if (!allStatic(producer->getOperandTypes()))
      return "dynamic shape";
    if (producer.hasIndexSemantics())
      return ("its producer '" + producer->getName().getStringRef() +
              "' reads loop indices (linalg.index)")
          .str();
    std::optional<int64_t> scatterAxis;
    if (auto rs = dyn_cast<ReduceScatterOp>(coll))
      scatterAxis = static_cast<int64_t>(rs.getScatterAxis());

    // The outermost splittable parallel loop.
    SmallVector<int64_t> ranges = producer.getStaticLoopRanges();
    SmallVector<AffineMap> maps = producer.getIndexingMapsArray();
    auto iters = producer.getIteratorTypesArray();
    AffineMap resultMap =
        producer.getIndexingMapMatchingResult(cast<OpResult>(x));
    std::optional<unsigned> split;
    int64_t resultPos = -1;
    for (unsigned d = 0; d < ranges.size() && !split; ++d) {
      if (iters[d] != utils::IteratorType::parallel)
        continue;
      std::optional<int64_t> p = plainPosition(resultMap, d);
      if (!p || *p < 0 || (scatterAxis && *p == *scatterAxis))
        continue;
      if (llvm::any_of(maps, [&](AffineMap m) {
            std::optional<int64_t> q = plainPosition(m, d);
            return q && *q < 0;
          }))
        continue;
      int64_t k = chunks > 0 ? chunks : 2;
      if (chunks > 0 && ranges[d] % k != 0)
        continue;
      split = d;
      resultPos = *p;
    }
    if (!split)
      return chunks > 0 ? ("no parallel dimension of '" +
                           producer->getName().getStringRef() +
                           "' is divisible by " + Twine(chunks))
                              .str()
                        : ("'" + producer->getName().getStringRef() +
                           "' has no parallel dimension that can be split")
                              .str();
    int64_t extent = ranges[*split];
    SmallVector<Operation *> chain;
    collectChain(x, resultPos, coll->getBlock(), chain);
    chain.push_back(coll);
    if (hasZeroSizedOperandOrResult(chain))
      return "a tensor of the chain has no elements";
    chain.pop_back();
    std::optional<double> comp = 0.0;
    if (model)
      for (Operation *op : chain) {
        std::optional<double> t = model->computeTime(op);
        comp = comp && t ? std::optional<double>(*comp + *t) : std::nullopt;
      }
    SmallVector<int64_t> sizes;
    std::string why =
        chooseSizes(coll, producer, comp, extent, sizes,
                    unslicedPackTime(chain, resultPos), /*equal=*/false);
    if (!why.empty())
      return why;

    OpBuilder b(coll);
    Location loc = coll->getLoc();
    auto resultType = cast<RankedTensorType>(coll->getResult(0).getType());
    SmallVector<Value> pieces;
    SmallVector<int64_t> offsets;
    int64_t offset = 0;
    for (int64_t size : sizes) {
      Value part = chunkOf(b, coll->getBlock(), x, resultPos, offset, size);
      Operation *partColl = createCollectiveLike(
          b, loc, c, coll->getName().getStringRef(), ValueRange{part},
          ValueRange{}, TypeRange{withDim(resultType, resultPos, size)});
      pieces.push_back(partColl->getResult(0));
      offsets.push_back(offset);
      offset += size;
    }
    Value acc = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                        resultType.getElementType());
    for (auto [piece, off] : llvm::zip(pieces, offsets))
      acc = insertAlong(b, loc, piece, acc, resultPos, off);
    coll->getResult(0).replaceAllUsesWith(acc);
    coll->erase();
    for (Operation *op : chain) // consumers before producers
      op->erase();
    return "";
  }

  /// The parallel loop of the linalg op defining `v` that produces result
  /// position `pos` of `v`, when that op can be cloned per chunk: a linalg
  /// op on static tensors in `block` whose result is used once, with the
  /// loop indexing every operand plainly or not at all, and no
  /// `linalg.index` in its body (a chunk would see other indices).
  static std::optional<unsigned> splittableLoop(Value v, int64_t pos,
                                                Block *block) {
    auto op = v.getDefiningOp<linalg::LinalgOp>();
    if (!op || !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        op.hasIndexSemantics() || !v.hasOneUse() || op->getBlock() != block ||
        !allStatic(op->getOperandTypes()) || !allStatic(op->getResultTypes()))
      return std::nullopt;
    AffineMap map = op.getIndexingMapMatchingResult(cast<OpResult>(v));
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(pos));
    if (!dim || op.getIteratorTypesArray()[dim.getPosition()] !=
                    utils::IteratorType::parallel)
      return std::nullopt;
    unsigned d = dim.getPosition();
    for (AffineMap m : op.getIndexingMapsArray()) {
      std::optional<int64_t> q = plainPosition(m, d);
      if (q && *q < 0)
        return std::nullopt;
    }
    return d;
  }

  /// The linalg ops a chunk of `v` along `pos` clones: `v`'s producer and,
  /// recursively, the producers of its operands sliced along the same loop
  /// (a chain such as matmul -> relu -> matmul is chunked as a whole, so
  /// every chunk's collective overlaps the whole next chunk). Consumers
  /// come before their producers.
  static void collectChain(Value v, int64_t pos, Block *block,
                           SmallVectorImpl<Operation *> &chain) {
    Operation *def = v.getDefiningOp();
    std::optional<unsigned> d =
        def ? splittableLoop(v, pos, block) : std::nullopt;
    if (!d)
      return;
    auto op = cast<linalg::LinalgOp>(def);
    chain.push_back(op);
    for (OpOperand &o : op->getOpOperands())
      if (std::optional<int64_t> q =
              plainPosition(op.getMatchingIndexingMap(&o), *d))
        collectChain(o.get(), *q, block, chain);
  }

  /// Elements [off, off + size) along `pos` of `v`: the producer chain
  /// cloned on slices (see collectChain), or an extract_slice.
  static Value chunkOf(OpBuilder &b, Block *block, Value v, int64_t pos,
                       int64_t off, int64_t size) {
    Operation *def = v.getDefiningOp();
    std::optional<unsigned> d =
        def ? splittableLoop(v, pos, block) : std::nullopt;
    if (!d)
      return sliceAlong(b, v.getLoc(), v, pos, off, size);
    auto op = cast<linalg::LinalgOp>(def);
    SmallVector<Value> operands;
    for (OpOperand &o : op->getOpOperands()) {
      std::optional<int64_t> q =
          plainPosition(op.getMatchingIndexingMap(&o), *d);
      operands.push_back(q ? chunkOf(b, block, o.get(), *q, off, size)
                           : o.get());
    }
    auto type = withDim(cast<RankedTensorType>(v.getType()), pos, size);
    return mlir::clone(b, op, TypeRange{type}, operands)->getResult(0);
  }

  /// all_gather -> consumer. Returns the reason it does not apply, or ""
  /// after rewriting.
  std::string chunkConsumer(AllGatherOp gather) {
    Value x = gather.getInputs()[0];
    Value y = gather->getResult(0);
    // First: over a group of dynamic size the result is dynamic too.
    int64_t n = groupSize(gather);
    if (n == 0)
      return "the group size is unknown";
    if (!allStatic(gather->getOperandTypes()) ||
        !allStatic(gather->getResultTypes()))
      return "dynamic shape";
    if (!y.hasOneUse())
      return "its result has several users";
    OpOperand &use = *y.getUses().begin();
    auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!consumer || !consumer.hasPureTensorSemantics() ||
        consumer->getNumResults() != 1 || !consumer.isDpsInput(&use))
      return "its result is not an input of a linalg op on tensors";
    if (consumer->getBlock() != gather->getBlock())
      return "its consumer is in another block";
    if (!allStatic(consumer->getOperandTypes()))
      return "dynamic shape";
    int64_t axis = static_cast<int64_t>(gather.getGatherAxis());
    // The loop that walks the gathered axis.
    AffineMap ymap = consumer.getMatchingIndexingMap(&use);
    auto dim = dyn_cast<AffineDimExpr>(ymap.getResult(axis));
    if (!dim)
      return ("'" + consumer->getName().getStringRef() +
              "' does not index the gathered axis by a loop")
          .str();
    unsigned d = dim.getPosition();
    if (consumer.getIteratorTypesArray()[d] != utils::IteratorType::parallel)
      return "the gathered axis is a reduction of the consumer";
    std::optional<int64_t> ypos = plainPosition(ymap, d);
    OpOperand *init = consumer.getDpsInitOperand(0);
    std::optional<int64_t> rpos =
        plainPosition(consumer.getMatchingIndexingMap(init), d);
    if (!ypos || *ypos < 0 || !rpos || *rpos < 0)
      return "the gathered axis does not map to one result axis";
    for (OpOperand *in : consumer.getDpsInputOperands())
      if (in != &use && plainPosition(consumer.getMatchingIndexingMap(in), d))
        return "another input of the consumer is indexed along the gathered "
               "axis";
    // The init must not depend on the position (it is rebuilt per chunk).
    Operation *initDef = init->get().getDefiningOp();
    auto fill = dyn_cast_or_null<linalg::FillOp>(initDef);
    if (!isa_and_nonnull<tensor::EmptyOp>(initDef) &&
        !(fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()))
      return "the consumer's init is neither tensor.empty nor a fill of one";

    if (hasZeroSizedOperandOrResult(
            {gather.getOperation(), consumer.getOperation()}))
      return "a tensor of the gather or its consumer has no elements";
    int64_t m = cast<RankedTensorType>(x.getType()).getDimSize(axis);
    SmallVector<int64_t> sizes;
    std::string why = chooseSizes(
        gather, consumer, model ? model->computeTime(consumer) : std::nullopt,
        m, sizes, unslicedPackTime(consumer.getOperation(), *rpos),
        /*equal=*/true);
    if (!why.empty())
      return why;

    OpBuilder b(consumer);
    Location loc = gather.getLoc();
    int64_t k = sizes.size();
    int64_t step = m / k;
    auto resultType = cast<RankedTensorType>(consumer->getResult(0).getType());
    auto yType = cast<RankedTensorType>(y.getType());
    auto initType = cast<RankedTensorType>(init->get().getType());
    SmallVector<Value> pieces;
    for (int64_t i = 0; i < k; ++i) {
      Value xi = sliceAlong(b, loc, x, axis, i * step, step);
      Operation *gi = createCollectiveLike(
          b, loc, cast<CollectiveOpInterface>(gather.getOperation()),
          gather->getName().getStringRef(), ValueRange{xi}, ValueRange{},
          TypeRange{withDim(yType, axis, n * step)});
      // A fresh init of the chunk's shape.
      auto chunkInit = withDim(initType, *rpos, n * step);
      Value initChunk =
          tensor::EmptyOp::create(b, consumer.getLoc(), chunkInit.getShape(),
                                  chunkInit.getElementType());
      if (fill)
        initChunk = linalg::FillOp::create(b, fill.getLoc(),
                                           fill.getInputs()[0], initChunk)
                        .getResult(0);
      SmallVector<Value> operands;
      for (OpOperand &o : consumer->getOpOperands()) {
        if (&o == &use)
          operands.push_back(gi->getResult(0));
        else if (&o == init)
          operands.push_back(initChunk);
        else
          operands.push_back(o.get());
      }
      Operation *part = mlir::clone(
          b, consumer, TypeRange{withDim(resultType, *rpos, n * step)},
          operands);
      pieces.push_back(part->getResult(0));
    }
    Value acc = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                        resultType.getElementType());
    for (int64_t i = 0; i < k; ++i)
      for (int64_t r = 0; r < n; ++r) {
        Value block = sliceAlong(b, loc, pieces[i], *rpos, r * step, step);
        acc = insertAlong(b, loc, block, acc, *rpos, r * m + i * step);
      }
    consumer->getResult(0).replaceAllUsesWith(acc);
    consumer->erase();
    gather->erase();
    if (fill && fill->use_empty()) {
      Operation *empty = fill.getOutputs()[0].getDefiningOp();
      fill->erase();
      if (empty && empty->use_empty())
        empty->erase();
    } else if (initDef && initDef->use_empty()) {
      initDef->erase();
    }
    return "";
  }
};
} // namespace
