//===- PartitionAnnotated.cpp - upstream partitioning, annotated only ----===//
//
// `maco-partition-annotated`: the first step of the front end. A user
// brings a program whose functions carry upstream `shard.shard`
// annotations; upstream `sharding-propagation` + `shard-partition` turn
// them into SPMD code with `shard` collectives, which `maco-import-shard`
// then converts.
//
// Algorithm
// ---------
// The pass owns two nested func.func pipelines, `sharding-propagation` and
// `shard-partition`, and runs them, through the pass manager's dynamic
// pipeline support, on each function of the module whose body contains a
// `shard.shard` op. Functions without annotations are not touched: the
// driver of a program (`@main`) and hand-written SPMD functions have
// nothing to partition, and upstream partitioning would still rewrite
// their signatures. Declarations have no body. A failure of upstream's
// passes is reported on the function, then the pass fails.
//
// Before propagation the function is prepared the way front ends' output
// needs (IREE's conversion of JAX programs, python/maco_import): every call
// of a function with a body is inlined (upstream has no sharding for
// func.call; JAX emits private helper functions), then
// `linalg-fold-unit-extent-dims` and `canonicalize` run on it (keepdims
// reductions leave 8 -> 8x1 tensor.expand_shape ops), then
// `maco-propagate-reshapes` moves the remaining reshapes away from the
// compute to the annotated values (attention's head split), where maco's
// reshape sharding model (ReshapeSharding.cpp) partitions them. Only
// annotated functions are prepared.
//
// Then conditionals that only compute run both branches and select, and
// every scf.for body (scf.while: both regions) is outlined into a
// function of its own, partitioned
// after propagation with the loop-carried values' shardings and inlined
// back (LoopSharding.cpp).
//
// Propagation does not follow a region's read of a tensor from above
// (IREE's reverse and gathers): a captured tensor that no annotation
// reached, read by an annotated op, is annotated with the split its reads
// align with, and propagation runs again from there (seedCapturedTensors).
// After each propagation, the annotations it leaves out are added
// (annotateLeftovers: results annotated twice, results only
// annotate_for_users shards read, ops on 0-d tensors only, operands
// annotated otherwise than their op's loops are split, loop inits
// annotated otherwise than their loop's results, split tensors that
// regions read from above), and the result is verified. Partitioned loop
// bodies have their affine.apply ops expanded to arith before they are
// inlined back (the affine dialect's inliner refuses other regions).
//
// Propagation tries every traversal order -- upstream's default
// (backward-forward), forward-backward, forward, backward -- and of those
// that leave every op sharded (checks 1-6 below hold) keeps the one whose
// partitioned copy the cost model prices lowest (compute on the local
// shapes plus collectives; the module's target, else this machine's
// calibration, else cpu-local; the first of equals): for attention with
// heads over tp, backward-forward gathers the weights and computes every
// head on every rank, forward-backward splits the heads and all-reduces
// once. The diagnostics of the failed tries are dropped. If none does, the
// default's errors are reported, each naming its op, and the function's error
// lists the orders tried.
//
// Between the two, the propagated function is checked for what MLIR 22's
// shard-partition does not check and crashes on (segfaults, or shapes read
// out of bounds) -- the checks that later upstream versions add, plus the
// reshards that its pattern matching cannot do:
//  1. every ranked tensor argument (rank > 0) has exactly one use, a
//     `shard.shard`;
//  2. every other op (not shard.shard/sharding/get_sharding, not a
//     constant) takes its tensor operands (rank > 0) from `shard.shard`
//     ops and gives each tensor result exactly one use, a `shard.shard`
//     without annotate_for_users;
//  3. a `shard.shard` of a `shard.shard` (a reshard) is one that upstream
//     implements: same sharding; same split axes with halo sizes changed
//     (but not dropped); or, on one grid without halos or explicit shard
//     offsets, exactly one step: split one tensor dimension along one more
//     grid axis, unsplit the last grid axis of one dimension, or move the
//     last grid axis of one dimension to the end of another.
//  4. a `!shard.sharding` value is used by `shard.shard` ops only
//     (shard-partition erases the sharding ops, and any other use, a
//     return for instance, would be left without its operand).
//  5. every split tensor dimension of static size is divisible by the
//     number of ranks it is split over (when the grid axes are static):
//     upstream computes the shard size as the quotient and builds casts
//     that do not verify (a size-1 dimension over 4 ranks becomes 0).
//  6. a linalg op that reduces along a split loop dimension has a
//     combiner upstream recognizes: one arith op (add, mul, max, min) of
//     the accumulator; for any other body upstream builds a "generic"
//     all-reduce and aborts (std::bad_optional_access).
// After partitioning, a function whose type changed (a sharded argument
// or result) must not be called: its callers would pass global tensors.
// Before propagation, every `shard.sharding` of an annotated function must
// split along axes its grid has (upstream checks that only on the
// collectives it creates, after partitioning), and the result of an op
// other than `shard.shard` may be annotated by one `shard.shard` only
// (with two, sharding-propagation builds IR that does not verify: an
// annotation moved above the op it annotates).
// Each violation is reported on the op with the reason; what concerns a
// whole function is reported at its location (not on the op, which MLIR
// would print in full under the error).
//
// Around partitioning, a linalg op whose body reads `linalg.index` of a
// loop that partitioning splits is marked before (markSplitIndices) and
// its index offset to the global one after (globalizeIndices): upstream
// keeps the local index.
// After partitioning, what MLIR 22's shard-partition builds wrongly without
// a word is reported: a `tosa.matmul` whose operands it partitioned while
// keeping the unpartitioned result type (e.g. `(tensor<1x4x8xf32>,
// tensor<1x8x32xf32>) -> tensor<2x16x32xf32>`; 4 functions of upstream's
// own sharding-propagation.mlir), which would otherwise fail only in the
// lowering.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "LoopSharding.h"
#include "ShardDivisibility.h"

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/InliningUtils.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PARTITIONANNOTATED
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
using AxesList = SmallVector<SmallVector<int16_t>>;

/// Split axes with trailing empty lists dropped.
static AxesList splitAxes(const shard::Sharding &sharding) {
  AxesList axes;
  for (shard::GridAxesAttr dim : sharding.getSplitAxes())
    axes.emplace_back(dim.asArrayRef());
  while (!axes.empty() && axes.back().empty())
    axes.pop_back();
  return axes;
}

static std::string format(const AxesList &axes) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(axes, os, [&](ArrayRef<int16_t> dim) {
    os << "[";
    llvm::interleaveComma(dim, os);
    os << "]";
  });
  os << "]";
  return text;
}

/// `longer` is `shorter` plus one trailing grid axis.
static bool extendsByOne(ArrayRef<int16_t> longer, ArrayRef<int16_t> shorter) {
  return longer.size() == shorter.size() + 1 &&
         longer.take_front(shorter.size()) == shorter;
}

/// Whether `to` is one split, unsplit or move of a last grid axis away from
/// `from` (see the file comment).
static bool isOneStep(AxesList from, AxesList to) {
  size_t rank = std::max(from.size(), to.size());
  from.resize(rank);
  to.resize(rank);
  SmallVector<size_t> differ;
  for (size_t d = 0; d < rank; ++d)
    if (from[d] != to[d])
      differ.push_back(d);
  if (differ.size() == 1) {
    size_t d = differ[0];
    return extendsByOne(to[d], from[d]) || extendsByOne(from[d], to[d]);
  }
  if (differ.size() != 2)
    return false;
  auto moves = [&](size_t i, size_t j) {
    return extendsByOne(from[i], to[i]) && extendsByOne(to[j], from[j]) &&
           from[i].back() == to[j].back();
  };
  return moves(differ[0], differ[1]) || moves(differ[1], differ[0]);
}

static bool hasHalo(const shard::Sharding &s) {
  return !s.getStaticHaloSizes().empty() || !s.getDynamicHaloSizes().empty();
}
static bool hasOffsets(const shard::Sharding &s) {
  return !s.getStaticShardedDimsOffsets().empty() ||
         !s.getDynamicShardedDimsOffsets().empty();
}

/// Check 3 of the file comment on `shard.shard %a to %sb` where %a is
/// `shard.shard %x to %sa`.
static LogicalResult checkReshard(shard::ShardOp from, shard::ShardOp to) {
  auto fromDef = from.getSharding().getDefiningOp<shard::ShardingOp>();
  auto toDef = to.getSharding().getDefiningOp<shard::ShardingOp>();
  if (!fromDef || !toDef)
    return success(); // not static: upstream resolves it or reports it
  shard::Sharding sa(from.getSharding()), sb(to.getSharding());
  if (sa == sb)
    return success();
  AxesList axesA = splitAxes(sa), axesB = splitAxes(sb);
  auto reject = [&](StringRef why) {
    return to.emitError("resharding from split axes ")
           << format(axesA) << " on " << sa.getGridAttr() << " to "
           << format(axesB) << " on " << sb.getGridAttr()
           << " is not supported by upstream shard-partition (MLIR 22 "
              "crashes or computes wrong shapes on it): "
           << why;
  };
  if (sa.getGridAttr() != sb.getGridAttr())
    return reject("the two shardings are on different grids");
  if (axesA == axesB && !hasOffsets(sa) && !hasOffsets(sb)) {
    if (hasHalo(sa) && !hasHalo(sb))
      return reject("a halo cannot be dropped");
    return success();
  }
  if (hasHalo(sa) || hasHalo(sb) || hasOffsets(sa) || hasOffsets(sb))
    return reject("with halos or explicit shard offsets only the halo "
                  "sizes may change");
  if (!isOneStep(axesA, axesB))
    return reject("it reshards one step at a time (split one dimension "
                  "along one more grid axis, unsplit the last grid axis of "
                  "one dimension, or move it to another dimension); insert "
                  "intermediate shard.shard annotations");
  return success();
}

static bool isShardedTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0;
}

/// Check 5: split static dimensions are divisible by their group size.
static LogicalResult checkDivisible(shard::ShardOp shardOp,
                                    SymbolTableCollection &symbols) {
  auto sharding = shardOp.getSharding().getDefiningOp<shard::ShardingOp>();
  auto type = dyn_cast<RankedTensorType>(shardOp.getSrc().getType());
  if (!sharding || !type)
    return success();
  shard::GridOp grid =
      shard::getGridOrNull(sharding, sharding.getGridAttr(), symbols);
  if (!grid)
    return success();
  if (std::optional<maco::IndivisibleSplit> split =
          maco::findIndivisibleSplit(sharding, type, grid))
    return shardOp.emitOpError("splits dimension ")
           << split->dim << " of size " << split->size << " over "
           << split->ranks << " ranks (grid axes [" << split->axes << "] of @"
           << grid.getSymName()
           << "); upstream shard-partition (MLIR 22) needs the size to be "
              "divisible by the number of ranks";
  return success();
}

/// Check 6: a reduction along a split loop has a combiner that upstream's
/// linalg sharding model turns into an all-reduce kind.
static LogicalResult checkReductionCombiner(linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  bool splitReduction = false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto shardOp = operand.get().getDefiningOp<shard::ShardOp>();
    if (!shardOp)
      continue;
    auto sharding = shardOp.getSharding().getDefiningOp<shard::ShardingOp>();
    if (!sharding)
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
      if (axes.empty() || dim >= map.getNumResults())
        continue;
      auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim));
      if (loop &&
          iterators[loop.getPosition()] == utils::IteratorType::reduction)
        splitReduction = true;
    }
  }
  if (!splitReduction)
    return success();
  if (op->getNumResults() != 1)
    return op->emitOpError("reduces along a split dimension into ")
           << op->getNumResults()
           << " results (an argmax or argmin: a value and its index "
              "together); upstream shard-partition (MLIR 22) combines "
              "reductions of one result only: keep the reduced dimension "
              "whole (replicate the operand first)";
  SmallVector<Operation *> combiners;
  Value reduced = matchReduction(op.getRegionOutputArgs(), 0, combiners);
  if (reduced && combiners.size() == 1 &&
      isa<arith::AddFOp, arith::AddIOp, arith::MulFOp, arith::MulIOp,
          arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
          arith::MinNumFOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
          arith::MinUIOp>(combiners.front()))
    return success();
  return op->emitOpError(
      "reduces along a split dimension, so its body must combine the "
      "accumulator with exactly one arith add, mul, max or min op (and use "
      "the accumulator nowhere else); upstream shard-partition (MLIR 22) "
      "aborts on other combiners");
}

/// Before propagation: every sharding splits along axes of its grid.
static LogicalResult checkGridAxes(func::FuncOp func,
                                   SymbolTableCollection &symbols) {
  bool ok = true;
  func.walk([&](shard::ShardingOp sharding) {
    shard::GridOp grid =
        shard::getGridOrNull(sharding, sharding.getGridAttr(), symbols);
    if (!grid)
      return; // the verifier reports it
    int64_t rank = grid.getRank();
    for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
      for (int16_t axis : axes.asArrayRef()) {
        if (axis >= 0 && axis < rank)
          continue;
        sharding.emitOpError("splits dimension ")
            << dim << " along grid axis " << axis << ", but grid @"
            << grid.getSymName() << " has " << rank << " axis(es)";
        ok = false;
      }
    }
  });
  return success(ok);
}

/// A result of an op other than shard.shard annotated by two or more
/// shard.shard ops (file comment).
static LogicalResult checkSingleAnnotation(func::FuncOp func) {
  bool ok = true;
  func.walk([&](Operation *op) {
    if (isa<shard::ShardOp>(op))
      return;
    for (OpResult result : op->getResults()) {
      SmallVector<shard::ShardOp> shards;
      for (Operation *user : result.getUsers())
        if (auto shardOp = dyn_cast<shard::ShardOp>(user);
            shardOp && shardOp.getSrc() == result)
          shards.push_back(shardOp);
      if (shards.size() < 2)
        continue;
      llvm::sort(shards, [](shard::ShardOp a, shard::ShardOp b) {
        return a->isBeforeInBlock(b);
      });
      InFlightDiagnostic diag =
          shards[1].emitOpError("annotates a value that another shard.shard "
                                "already annotates (")
          << shards.size()
          << " in all); upstream sharding-propagation (MLIR 22) builds "
             "invalid IR for that: keep one annotation and reshard its "
             "result instead";
      diag.attachNote(shards[0].getLoc()) << "first annotation";
      ok = false;
    }
  });
  return success(ok);
}

/// Checks 1-6 of the file comment on a propagated function.
static LogicalResult checkPartitionable(func::FuncOp func,
                                        SymbolTableCollection &symbols) {
  bool ok = true;
  for (Block &block : func.getBody()) {
    for (BlockArgument arg : block.getArguments()) {
      if (!isShardedTensor(arg.getType()))
        continue;
      if (arg.hasOneUse() && isa<shard::ShardOp>(*arg.getUsers().begin()))
        continue;
      emitError(func.getLoc(), "argument #")
          << arg.getArgNumber() << " of @" << func.getSymName()
          << " must have exactly one use, a shard.shard annotation, for "
             "upstream shard-partition (MLIR 22 crashes otherwise); it has "
          << std::distance(arg.use_begin(), arg.use_end())
          << " use(s) after sharding-propagation";
      ok = false;
    }
    for (Operation &op : block) {
      for (Value value : op.getOperands()) {
        if (!isa<shard::ShardingType>(value.getType()) ||
            isa<shard::ShardOp>(op))
          continue;
        op.emitOpError("uses a !shard.sharding value; in a function that "
                       "upstream shard-partition partitions, shardings may "
                       "only be used by shard.shard (partitioning erases "
                       "them)");
        ok = false;
        break;
      }
      if (auto shardOp = dyn_cast<shard::ShardOp>(op)) {
        if (auto source = shardOp.getSrc().getDefiningOp<shard::ShardOp>())
          ok &= succeeded(checkReshard(source, shardOp));
        ok &= succeeded(checkDivisible(shardOp, symbols));
        continue;
      }
      if (isa<shard::ShardingOp, shard::GetShardingOp>(op) ||
          op.hasTrait<OpTrait::ConstantLike>())
        continue;
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
        ok &= succeeded(checkReductionCombiner(linalgOp));
      for (OpOperand &operand : op.getOpOperands()) {
        if (!isShardedTensor(operand.get().getType()))
          continue;
        if (operand.get().getDefiningOp<shard::ShardOp>())
          continue;
        op.emitOpError("operand #")
            << operand.getOperandNumber()
            << " has no sharding after sharding-propagation (it must come "
               "from a shard.shard annotation); upstream shard-partition "
               "(MLIR 22) crashes on it";
        ok = false;
      }
      for (OpResult result : op.getResults()) {
        if (!isa<RankedTensorType>(result.getType()))
          continue;
        if (result.hasOneUse())
          if (auto user = dyn_cast<shard::ShardOp>(*result.getUsers().begin()))
            if (!user.getAnnotateForUsers())
              continue;
        op.emitOpError("result #")
            << result.getResultNumber()
            << " must have exactly one use, a shard.shard annotation, after "
               "sharding-propagation; upstream shard-partition (MLIR 22) "
               "crashes otherwise";
        ok = false;
      }
    }
  }
  return success(ok);
}

/// The split axes of `sharding` per tensor dimension (empty if it is not
/// a shard.sharding op).
static AxesList axesOfSharding(Value sharding) {
  auto def = sharding.getDefiningOp<shard::ShardingOp>();
  if (!def)
    return {};
  return splitAxes(shard::Sharding(sharding));
}

/// The annotation of `result` (its shard.shard user that is not
/// annotate_for_users), if any.
static shard::ShardOp resultAnnotation(OpResult result) {
  for (Operation *user : result.getUsers())
    if (auto shardOp = dyn_cast<shard::ShardOp>(user);
        shardOp && !shardOp.getAnnotateForUsers())
      return shardOp;
  return nullptr;
}

/// A loop-carried tensor keeps one sharding (LoopSharding.cpp), but one
/// value can be the init of several loop-carried values that propagation
/// wants split differently (a position iota that IREE hoisted out of a
/// loop and that CSE merged with another init): the last annotation of
/// the value wins for all of them. An init annotated otherwise than its
/// loop's result is resharded to the result's sharding, for that init only.
static void conformLoopInits(func::FuncOp func) {
  OpBuilder builder(func.getContext());
  for (Operation &op : func.getBody().front()) {
    auto loop = dyn_cast<LoopLikeOpInterface>(&op);
    if (!loop || !isa<scf::ForOp, scf::WhileOp>(op))
      continue;
    for (auto [init, result] :
         llvm::zip_equal(loop.getInitsMutable(), op.getResults())) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      auto in = init.get().getDefiningOp<shard::ShardOp>();
      shard::ShardOp out = resultAnnotation(cast<OpResult>(result));
      if (!type || type.getRank() == 0 || !in || !out ||
          shard::Sharding(in.getSharding()) ==
              shard::Sharding(out.getSharding()))
        continue;
      builder.setInsertionPoint(&op);
      Operation *sharding = builder.clone(*out.getSharding().getDefiningOp());
      auto held = shard::ShardOp::create(builder, op.getLoc(), in.getResult(),
                                         in.getSharding(),
                                         /*annotate_for_users=*/false);
      auto moved = shard::ShardOp::create(
          builder, op.getLoc(), held.getResult(), sharding->getResult(0),
          /*annotate_for_users=*/true);
      init.set(moved.getResult());
    }
  }
}

/// Results of a linalg op that no annotation reached: all of them
/// (propagation found no option for the op, its inputs annotated), or some
/// that nothing uses (the indices of a max that torch-mlir computes with
/// softmax's maximum). Annotated with the sharding the op's loops have:
/// as the annotated results split them, else as the first input that
/// splits a loop does.
static void annotateResultsFromInputs(linalg::LinalgOp op, OpBuilder &builder) {
  bool allUnannotated =
      op->getNumResults() > 0 && llvm::all_of(op->getResults(), [](OpResult r) {
        return llvm::none_of(
            r.getUsers(), [](Operation *u) { return isa<shard::ShardOp>(u); });
      });
  bool someUnused =
      llvm::any_of(op->getResults(), [](OpResult r) { return r.use_empty(); });
  // Inputs may read windows (a pooling's argmax, select_and_scatter's
  // first half): their other dimensions still name loops.
  if (!(allUnannotated || someUnused) ||
      !llvm::all_of(op->getResults(), [&](OpResult r) {
        return op.getIndexingMapMatchingResult(r).isProjectedPermutation();
      }))
    return;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<std::optional<SmallVector<int16_t>>> loops(iterators.size());
  FlatSymbolRefAttr grid;
  for (OpResult result : op->getResults()) {
    shard::ShardOp shardOp = resultAnnotation(result);
    auto def = shardOp
                   ? shardOp.getSharding().getDefiningOp<shard::ShardingOp>()
                   : nullptr;
    if (!def || (grid && grid != def.getGridAttr()))
      continue;
    grid = def.getGridAttr();
    AxesList axes = splitAxes(shard::Sharding(shardOp.getSharding()));
    AffineMap map = op.getIndexingMapMatchingResult(result);
    for (unsigned d = 0; d < map.getNumResults() && d < axes.size(); ++d) {
      unsigned loop = cast<AffineDimExpr>(map.getResult(d)).getPosition();
      if (!loops[loop])
        loops[loop] = axes[d];
    }
  }
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto shardOp = input->get().getDefiningOp<shard::ShardOp>();
    auto def = shardOp
                   ? shardOp.getSharding().getDefiningOp<shard::ShardingOp>()
                   : nullptr;
    if (!def || !isShardedTensor(input->get().getType()) ||
        (grid && grid != def.getGridAttr()))
      continue;
    grid = def.getGridAttr();
    AxesList axes = splitAxes(shard::Sharding(shardOp.getSharding()));
    AffineMap map = op.getMatchingIndexingMap(input);
    for (unsigned d = 0; d < map.getNumResults() && d < axes.size(); ++d) {
      auto loop = dyn_cast<AffineDimExpr>(map.getResult(d));
      if (loop && !loops[loop.getPosition()])
        loops[loop.getPosition()] = axes[d];
    }
  }
  if (!grid)
    return;
  builder.setInsertionPointAfter(op);
  for (OpResult result : op->getResults()) {
    if (!allUnannotated && !result.use_empty())
      continue;
    AffineMap map = op.getIndexingMapMatchingResult(result);
    SmallVector<shard::GridAxesAttr> split;
    for (unsigned d = 0; d < map.getNumResults(); ++d) {
      unsigned loop = cast<AffineDimExpr>(map.getResult(d)).getPosition();
      split.push_back(builder.getDenseI16ArrayAttr(
          loops[loop] && iterators[loop] == utils::IteratorType::parallel
              ? ArrayRef<int16_t>(*loops[loop])
              : ArrayRef<int16_t>()));
    }
    while (!split.empty() && split.back().empty())
      split.pop_back();
    Value sharding = shard::ShardingOp::create(
        builder, op.getLoc(), shard::Sharding::get(grid, split));
    auto annotation =
        shard::ShardOp::create(builder, op.getLoc(), result, sharding,
                               /*annotate_for_users=*/false);
    result.replaceAllUsesExcept(annotation.getResult(), annotation);
  }
}

/// A linalg op's operands annotated as its loops are split: the loops'
/// axes come from its results' annotations (parallel loops) and its
/// inputs' (reduction loops); an operand annotated otherwise (upstream
/// propagation leaves a replicated init under a split result, or a split
/// input under a replicated loop) is resharded to what the loops need,
/// since upstream partitions the op with each operand's own type (invalid
/// IR: "inferred input/output operand #1 has shape's dimension #0 to be
/// 16, but found 8"). A reduction into several results (argmax over logits
/// split by vocabulary) keeps its reduced loops whole: its inputs are
/// gathered along them, since upstream combines partial results of one
/// result only.
static void conformOperands(linalg::LinalgOp op, OpBuilder &builder) {
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<std::optional<SmallVector<int16_t>>> loops(iterators.size());
  FlatSymbolRefAttr grid;
  auto record = [&](Value sharding, AffineMap map, bool reductionOnly) {
    auto def = sharding.getDefiningOp<shard::ShardingOp>();
    if (!def || hasHalo(shard::Sharding(sharding)) ||
        hasOffsets(shard::Sharding(sharding)))
      return false;
    if (grid && grid != def.getGridAttr())
      return false;
    grid = def.getGridAttr();
    AxesList axes = splitAxes(shard::Sharding(sharding));
    for (unsigned d = 0; d < map.getNumResults(); ++d) {
      unsigned loop = cast<AffineDimExpr>(map.getResult(d)).getPosition();
      if (reductionOnly && iterators[loop] != utils::IteratorType::reduction)
        continue;
      SmallVector<int16_t> dimAxes =
          d < axes.size() ? axes[d] : SmallVector<int16_t>();
      if (!loops[loop])
        loops[loop] = dimAxes;
      else if (*loops[loop] != dimAxes)
        return false;
    }
    return true;
  };
  for (OpResult result : op->getResults()) {
    if (!result.hasOneUse())
      return;
    auto shardOp = dyn_cast<shard::ShardOp>(*result.user_begin());
    if (!shardOp || shardOp.getAnnotateForUsers() ||
        !record(shardOp.getSharding(), op.getIndexingMapMatchingResult(result),
                false))
      return;
  }
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto shardOp = input->get().getDefiningOp<shard::ShardOp>();
    if (!shardOp || !isShardedTensor(input->get().getType()))
      continue;
    if (!record(shardOp.getSharding(), op.getMatchingIndexingMap(input), true))
      return;
  }
  if (!grid)
    return;
  // A reduction into several results (argmax: a value and its index)
  // keeps its reduced loops whole: upstream combines partial results of one
  // result only, so the inputs are gathered along them first.
  if (op->getNumResults() > 1)
    for (auto [loop, iterator] : llvm::enumerate(iterators))
      if (iterator == utils::IteratorType::reduction)
        loops[loop] = SmallVector<int16_t>();
  // A grid axis may split one loop only.
  SmallVector<int16_t> used;
  for (const auto &axes : loops)
    if (axes)
      used.append(axes->begin(), axes->end());
  llvm::sort(used);
  if (llvm::adjacent_find(used) != used.end())
    return;
  for (OpOperand &operand : op->getOpOperands()) {
    auto shardOp = operand.get().getDefiningOp<shard::ShardOp>();
    if (!shardOp || !isShardedTensor(operand.get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    AxesList want;
    for (unsigned d = 0; d < map.getNumResults(); ++d) {
      unsigned loop = cast<AffineDimExpr>(map.getResult(d)).getPosition();
      want.push_back(loops[loop] ? *loops[loop] : SmallVector<int16_t>());
    }
    while (!want.empty() && want.back().empty())
      want.pop_back();
    if (want == axesOfSharding(shardOp.getSharding()) ||
        hasHalo(shard::Sharding(shardOp.getSharding())))
      continue;
    SmallVector<shard::GridAxesAttr> split;
    for (const auto &axes : want)
      split.push_back(builder.getDenseI16ArrayAttr(axes));
    builder.setInsertionPoint(op);
    Value sharding = shard::ShardingOp::create(
        builder, op.getLoc(), shard::Sharding::get(grid, split));
    if (shardOp.getAnnotateForUsers() && shardOp->hasOneUse()) {
      shardOp.getShardingMutable().assign(sharding);
      shardOp->moveBefore(op);
      continue;
    }
    operand.set(shard::ShardOp::create(builder, op.getLoc(), operand.get(),
                                       sharding,
                                       /*annotate_for_users=*/true));
  }
}

/// An unused result of a loop (a value it only reads, carried through it
/// by outlineLoopBodies) gets its init's sharding.
static void annotateUnusedLoopResult(OpResult result, OpBuilder &builder) {
  Operation *loop = result.getOwner();
  auto init = isa<scf::ForOp, scf::WhileOp>(loop)
                  ? maco::loopInits(loop)[result.getResultNumber()]
                        .getDefiningOp<shard::ShardOp>()
                  : nullptr;
  if (!init)
    return;
  builder.setInsertionPointAfter(loop);
  Value sharding = shard::ShardingOp::create(
      builder, loop->getLoc(), shard::Sharding(init.getSharding()));
  shard::ShardOp::create(builder, loop->getLoc(), result, sharding,
                         /*annotate_for_users=*/false);
}

/// Two or more result annotations of `result` (the program's own, at a
/// return, and the one propagation added): the first stays, the others
/// reshard it, or are dropped (into `dead`) when the same. Returns the
/// first (null if none).
static shard::ShardOp mergeAnnotations(OpResult result,
                                       SmallVectorImpl<Operation *> &dead) {
  Block *block = result.getOwner()->getBlock();
  SmallVector<shard::ShardOp> plains;
  for (Operation *user : result.getUsers())
    if (auto shardOp = dyn_cast<shard::ShardOp>(user);
        shardOp && !shardOp.getAnnotateForUsers() &&
        shardOp->getBlock() == block)
      plains.push_back(shardOp);
  llvm::sort(plains, [](shard::ShardOp a, shard::ShardOp b) {
    return a->isBeforeInBlock(b);
  });
  for (size_t i = 1; i < plains.size(); ++i) {
    shard::ShardOp other = plains[i];
    if (shard::Sharding(other.getSharding()) ==
        shard::Sharding(plains.front().getSharding())) {
      other.getResult().replaceAllUsesWith(plains.front().getResult());
      dead.push_back(other); // erased after the walk
    } else {
      other.getSrcMutable().assign(plains.front().getResult());
    }
  }
  return plains.empty() ? nullptr : plains.front();
}

/// The grid and axes of each split loop of a linalg op, from its operands'
/// and results' annotations.
using LoopAxes =
    DenseMap<int64_t, std::pair<FlatSymbolRefAttr, SmallVector<int16_t>>>;
static LoopAxes splitLoops(linalg::LinalgOp op) {
  LoopAxes loopAxes;
  auto record = [&](Value sharding, AffineMap map) {
    auto def = sharding.getDefiningOp<shard::ShardingOp>();
    if (!def)
      return;
    for (auto [dim, axes] : llvm::enumerate(def.getSplitAxes())) {
      if (axes.empty() || dim >= map.getNumResults())
        continue;
      if (auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim)))
        loopAxes.try_emplace(loop.getPosition(), def.getGridAttr(),
                             SmallVector<int16_t>(axes.asArrayRef()));
    }
  };
  for (OpOperand &operand : op->getOpOperands())
    if (auto shardOp = operand.get().getDefiningOp<shard::ShardOp>())
      record(shardOp.getSharding(), op.getMatchingIndexingMap(&operand));
  for (OpResult result : op->getResults())
    if (result.hasOneUse())
      if (auto shardOp = dyn_cast<shard::ShardOp>(*result.user_begin()))
        record(shardOp.getSharding(), op.getIndexingMapMatchingResult(result));
  return loopAxes;
}

/// The grid of the first annotation of `op`'s operands or results, if any.
static FlatSymbolRefAttr annotationGrid(Operation *op) {
  auto gridOf = [](shard::ShardOp shardOp) -> FlatSymbolRefAttr {
    auto def = shardOp.getSharding().getDefiningOp<shard::ShardingOp>();
    return def ? def.getGridAttr() : FlatSymbolRefAttr();
  };
  for (Value operand : op->getOperands())
    if (auto shardOp = operand.getDefiningOp<shard::ShardOp>())
      if (FlatSymbolRefAttr grid = gridOf(shardOp))
        return grid;
  for (OpResult result : op->getResults())
    for (Operation *user : result.getUsers())
      if (auto shardOp = dyn_cast<shard::ShardOp>(user))
        if (FlatSymbolRefAttr grid = gridOf(shardOp))
          return grid;
  return {};
}

/// Whether `value` has an annotation of its own: it is a shard.shard's
/// result, or a shard.shard that is not annotate_for_users uses it.
static bool hasOwnAnnotation(Value value) {
  if (value.getDefiningOp<shard::ShardOp>())
    return true;
  return llvm::any_of(value.getUsers(), [](Operation *user) {
    auto shardOp = dyn_cast<shard::ShardOp>(user);
    return shardOp && !shardOp.getAnnotateForUsers();
  });
}

/// The split of `value` that the reads of it in `op`'s regions align with:
/// dimension k split as loop L of `op` when every read is a tensor.extract
/// whose index k is `linalg.index L` and L spans dimension k; the other
/// dimensions whole.
static SmallVector<shard::GridAxesAttr> alignedSplit(linalg::LinalgOp op,
                                                     Value value) {
  LoopAxes loops = splitLoops(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto shape = cast<RankedTensorType>(value.getType()).getShape();
  SmallVector<std::optional<int64_t>> loopOf(shape.size());
  SmallVector<bool> aligned(shape.size(), true);
  for (OpOperand &use : value.getUses()) {
    if (!op->isProperAncestor(use.getOwner()))
      continue;
    auto read = dyn_cast<tensor::ExtractOp>(use.getOwner());
    for (size_t k = 0; k < shape.size(); ++k) {
      auto index = read ? read.getIndices()[k].getDefiningOp<linalg::IndexOp>()
                        : linalg::IndexOp();
      if (!index || index->getParentOp() != op.getOperation() ||
          (loopOf[k] && *loopOf[k] != static_cast<int64_t>(index.getDim())))
        aligned[k] = false;
      else
        loopOf[k] = index.getDim();
    }
  }
  SmallVector<shard::GridAxesAttr> split;
  MLIRContext *ctx = op->getContext();
  for (size_t k = 0; k < shape.size(); ++k) {
    auto loop = loopOf[k] ? loops.find(*loopOf[k]) : loops.end();
    bool splitHere = aligned[k] && loop != loops.end() &&
                     !ShapedType::isDynamic(shape[k]) &&
                     ranges[*loopOf[k]] == shape[k];
    split.push_back(shard::GridAxesAttr::get(
        ctx, splitHere ? ArrayRef<shard::GridAxis>(loop->second.second)
                       : ArrayRef<shard::GridAxis>{}));
  }
  while (!split.empty() && split.back().empty())
    split.pop_back();
  return split;
}

/// Seeds for another round of propagation where a chain of ops meets the
/// rest of the function only through a region's read from above (IREE
/// lowers `reverse` and gathers to generics that extract from a captured
/// tensor, which propagation does not follow): each captured tensor
/// without an annotation of its own, read by an annotated linalg op, is
/// annotated with the split its reads align with (alignedSplit), else as
/// replicated. Returns whether it annotated any.
static bool seedCapturedTensors(func::FuncOp func) {
  bool seeded = false;
  for (Operation &each : func.getBody().front()) {
    auto op = dyn_cast<linalg::LinalgOp>(&each);
    FlatSymbolRefAttr grid = op ? annotationGrid(op) : FlatSymbolRefAttr();
    if (!grid)
      continue;
    SetVector<Value> above;
    for (Region &region : op->getRegions())
      getUsedValuesDefinedAbove(region, above);
    for (Value value : above) {
      if (!isShardedTensor(value.getType()) || hasOwnAnnotation(value))
        continue;
      OpBuilder builder(func.getContext());
      builder.setInsertionPointAfterValue(value);
      Value sharding = shard::ShardingOp::create(
          builder, value.getLoc(),
          shard::Sharding::get(grid, alignedSplit(op, value)));
      auto annotation =
          shard::ShardOp::create(builder, value.getLoc(), value, sharding,
                                 /*annotate_for_users=*/false);
      value.replaceAllUsesExcept(annotation.getResult(), annotation);
      seeded = true;
    }
  }
  return seeded;
}

/// Marks a `linalg.index` that reads the local index of a split loop
/// (globalizeIndices leaves it): the row of an aligned read.
static constexpr StringLiteral kLocalIndexAttr = "maco.local_index";

/// Whether every read of `value` (split as `axes` on `grid`) in `op`'s
/// regions is a `tensor.extract` whose index along each split dimension is
/// `linalg.index` of a loop of `op` split alike and of the same extent: a
/// shard's iterations then read only its own rows (IREE's gather of
/// `take_along_axis`: row i of the log-probabilities at label i). If so,
/// those indices become local (`maco.local_index`) and the reads stay on
/// the shard.
static bool localizeAlignedReads(linalg::LinalgOp op, Value value,
                                 FlatSymbolRefAttr grid, const AxesList &axes) {
  LoopAxes loops = splitLoops(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto shape = cast<RankedTensorType>(value.getType()).getShape();
  SmallVector<tensor::ExtractOp> reads;
  for (OpOperand &use : value.getUses()) {
    if (!op->isProperAncestor(use.getOwner()))
      continue;
    auto read = dyn_cast<tensor::ExtractOp>(use.getOwner());
    if (!read)
      return false;
    for (auto [dim, dimAxes] : llvm::enumerate(axes)) {
      if (dimAxes.empty())
        continue;
      auto index = read.getIndices()[dim].getDefiningOp<linalg::IndexOp>();
      if (!index || index->getParentOp() != op.getOperation())
        return false;
      auto loop = loops.find(index.getDim());
      if (loop == loops.end() || loop->second.first != grid ||
          loop->second.second != dimAxes || ShapedType::isDynamic(shape[dim]) ||
          ranges[index.getDim()] != shape[dim])
        return false;
    }
    reads.push_back(read);
  }
  for (tensor::ExtractOp read : reads)
    for (auto [dim, dimAxes] : llvm::enumerate(axes)) {
      if (dimAxes.empty())
        continue;
      OpBuilder builder(read);
      auto index = read.getIndices()[dim].getDefiningOp<linalg::IndexOp>();
      auto local =
          linalg::IndexOp::create(builder, index.getLoc(), index.getDim());
      local->setAttr(kLocalIndexAttr, builder.getUnitAttr());
      read.getIndicesMutable()[dim].assign(local);
    }
  return true;
}

/// A split tensor that an op's region reads from above (a gather:
/// `tensor.extract` of an embedding table inside a linalg.generic) is read
/// replicated: upstream partitioning gives the region the local shard, which
/// the region indexes with global indices (out of bounds, a silently wrong
/// answer, for a table split by rows). A reshard to replicated (an
/// all-gather) before the op is what the region reads instead, unless the
/// reads are aligned with the op's split loops (localizeAlignedReads).
static void replicateCapturedTensors(func::FuncOp func) {
  OpBuilder builder(func.getContext());
  for (Operation &op : func.getBody().front()) {
    if (op.getNumRegions() == 0 || isa<shard::ShardOp>(op))
      continue;
    SetVector<Value> above;
    for (Region &region : op.getRegions())
      getUsedValuesDefinedAbove(region, above);
    for (Value value : above) {
      if (!isShardedTensor(value.getType()))
        continue;
      // The annotation that gives the value its sharding: the value's own
      // shard.shard, or the one that annotates the result.
      shard::ShardOp annotation = value.getDefiningOp<shard::ShardOp>();
      if (!annotation)
        for (Operation *user : value.getUsers())
          if (auto shardOp = dyn_cast<shard::ShardOp>(user);
              shardOp && !shardOp.getAnnotateForUsers())
            annotation = shardOp;
      if (!annotation)
        continue;
      auto def = annotation.getSharding().getDefiningOp<shard::ShardingOp>();
      AxesList axes = splitAxes(shard::Sharding(annotation.getSharding()));
      if (!def || axes.empty())
        continue;
      // Reads of the shard's own rows need no gather.
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
          linalgOp && !annotation.getAnnotateForUsers() &&
          localizeAlignedReads(linalgOp, value, def.getGridAttr(), axes)) {
        for (Region &region : op.getRegions())
          replaceAllUsesInRegionWith(value, annotation.getResult(), region);
        continue;
      }
      builder.setInsertionPoint(&op);
      Value replicated = shard::ShardingOp::create(
          builder, op.getLoc(), shard::Sharding::get(def.getGridAttr(), {}));
      auto read = shard::ShardOp::create(builder, op.getLoc(),
                                         annotation.getResult(), replicated,
                                         /*annotate_for_users=*/true);
      for (Region &region : op.getRegions())
        replaceAllUsesInRegionWith(value, read.getResult(), region);
    }
  }
}

/// After propagation, the annotations upstream's partitioner needs and
/// propagation left out:
///  - a result annotated by a shard.shard that other ops read directly:
///    they read the annotation instead; annotated twice (the program's
///    annotation at a return and propagation's): the later one reshards
///    the first (or is dropped if the same);
///  - a result without an annotation that `annotate_for_users` shard.shard
///    ops use (propagation annotated its users' operands but never visited
///    the op again; seen on tensor.empty) gets one with the sharding of the
///    first, and its other users read through it;
///  - an op that no sharding reached (a chain of 0-d tensors computed from
///    constants: Adam's bias corrections), or any op on 0-d tensors only
///    (a global norm's sum of sums), is replicated: its tensor results
///    and operands are annotated as replicated on the function's grid (when
///    it uses one grid), which every rank computes in full;
///  - a linalg op's operands are annotated as its loops are split
///    (conformOperands);
///  - a split tensor a region reads from above is read replicated
///    (replicateCapturedTensors).
/// A reshard of several steps (`shard.shard %a to B` where %a is
/// `shard.shard %x to A`, both static on one grid, no halos or offsets)
/// becomes a chain of one-step reshards, which upstream implements (check
/// 3): first the grid axes that B does not have at their place are
/// unsplit, last first (all-gathers), then the dimensions are split along
/// B's axes in order (local slices). E.g. [[0]] -> [[], [], [1]] (the
/// batch over dp to the heads over tp, in a dp x tp training step) goes
/// through [[]].
static void splitReshards(func::FuncOp func) {
  SmallVector<std::pair<shard::ShardOp, shard::ShardOp>> pairs;
  func.walk([&](shard::ShardOp to) {
    if (auto from = to.getSrc().getDefiningOp<shard::ShardOp>())
      pairs.push_back({from, to});
  });
  OpBuilder builder(func.getContext());
  for (auto [from, to] : pairs) {
    auto fromDef = from.getSharding().getDefiningOp<shard::ShardingOp>();
    auto toDef = to.getSharding().getDefiningOp<shard::ShardingOp>();
    if (!fromDef || !toDef)
      continue;
    shard::Sharding sa(from.getSharding()), sb(to.getSharding());
    if (sa.getGridAttr() != sb.getGridAttr() || hasHalo(sa) || hasHalo(sb) ||
        hasOffsets(sa) || hasOffsets(sb))
      continue;
    AxesList cur = splitAxes(sa), target = splitAxes(sb);
    if (cur == target || isOneStep(cur, target))
      continue;
    size_t rank = std::max(cur.size(), target.size());
    cur.resize(rank);
    target.resize(rank);
    SmallVector<AxesList> steps;
    for (size_t d = 0; d < rank; ++d)
      while (ArrayRef<int16_t>(target[d]).take_front(cur[d].size()) !=
             ArrayRef<int16_t>(cur[d])) {
        cur[d].pop_back();
        steps.push_back(cur);
      }
    for (size_t d = 0; d < rank; ++d)
      while (cur[d].size() < target[d].size()) {
        cur[d].push_back(target[d][cur[d].size()]);
        steps.push_back(cur);
      }
    steps.pop_back(); // B itself
    builder.setInsertionPoint(to);
    Value prev = to.getSrc();
    for (AxesList &step : steps) {
      SmallVector<shard::GridAxesAttr> split;
      for (SmallVector<int16_t> &dim : step)
        split.push_back(builder.getDenseI16ArrayAttr(dim));
      while (!split.empty() && split.back().empty())
        split.pop_back();
      Value sharding = shard::ShardingOp::create(
          builder, to.getLoc(), shard::Sharding::get(sa.getGridAttr(), split));
      prev = shard::ShardOp::create(builder, to.getLoc(), prev, sharding,
                                    to.getAnnotateForUsers())
                 .getResult();
    }
    to.getSrcMutable().assign(prev);
  }
}

/// Users of `result` other than its annotation `plain` read the annotated
/// value. An annotation after a user (the program's, at a return, of a
/// result propagation did not annotate) moves up to the op, and the
/// annotate_for_users ops before it read it too (upstream partitions the
/// block in order, and a for-users op reading the raw result before its
/// annotation left an op without its operand).
static void readThroughAnnotation(OpResult result, shard::ShardOp plain) {
  Operation *op = result.getOwner();
  auto def = plain.getSharding().getDefiningOp<shard::ShardingOp>();
  bool moved = false;
  if (def && def->getNumOperands() == 0 &&
      plain->getBlock() == op->getBlock() &&
      llvm::any_of(result.getUsers(), [&](Operation *user) {
        return user != plain && user->getBlock() == op->getBlock() &&
               user->isBeforeInBlock(plain);
      })) {
    if (def->getBlock() != op->getBlock() || op->isBeforeInBlock(def))
      def->moveAfter(op);
    plain->moveAfter(def->getBlock() == op->getBlock() &&
                             op->isBeforeInBlock(def)
                         ? def.getOperation()
                         : op);
    moved = true;
  }
  result.replaceUsesWithIf(plain.getResult(), [&](OpOperand &use) {
    if (use.getOwner() == plain)
      return false;
    auto shardUse = dyn_cast<shard::ShardOp>(use.getOwner());
    return !shardUse || (moved && shardUse.getAnnotateForUsers());
  });
}

/// A type with nothing to split: not a tensor, or a tensor of rank 0.
static bool isZeroDOrScalar(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return !isa<ShapedType>(type) || (tensor && tensor.getRank() == 0);
}

static void annotateLeftovers(func::FuncOp func) {
  Block &body = func.getBody().front();
  FlatSymbolRefAttr grid;
  bool oneGrid = true;
  func.walk([&](shard::ShardingOp sharding) {
    if (grid && grid != sharding.getGridAttr())
      oneGrid = false;
    grid = sharding.getGridAttr();
  });
  OpBuilder builder(func.getContext());
  auto replicated = [&](Location loc) -> Value {
    return shard::ShardingOp::create(builder, loc,
                                     shard::Sharding::get(grid, {}));
  };
  SmallVector<Operation *> dead;
  DenseSet<Operation *> added; // the replicated annotations made here
  for (Operation &opRef : body) {
    Operation *op = &opRef;
    // Whether no sharding reached the op: no operand and no result is
    // annotated, except by the replicated annotations added here.
    bool unreached = llvm::none_of(op->getOperands(),
                                   [&](Value v) {
                                     Operation *def =
                                         v.getDefiningOp<shard::ShardOp>();
                                     return def && !added.contains(def);
                                   }) &&
                     llvm::none_of(op->getUsers(), [](Operation *user) {
                       return isa<shard::ShardOp>(user);
                     });
    // An op on 0-d tensors only (a scalar computed from reductions: a
    // global norm) has nothing to split: it is replicated even where
    // shardings reached it, which propagation does not always annotate.
    bool zeroD = op->getNumResults() > 0 &&
                 llvm::all_of(op->getOperandTypes(), isZeroDOrScalar) &&
                 llvm::all_of(op->getResultTypes(), isZeroDOrScalar);
    if (zeroD)
      unreached = true;
    if (llvm::is_contained(dead, op) ||
        isa<shard::ShardOp, shard::ShardingOp, shard::GetShardingOp>(op) ||
        op->hasTrait<OpTrait::IsTerminator>() ||
        op->hasTrait<OpTrait::ConstantLike>())
      continue;
    for (OpResult result : op->getResults()) {
      if (!isa<RankedTensorType>(result.getType()))
        continue;
      if (result.use_empty()) {
        annotateUnusedLoopResult(result, builder);
        continue;
      }
      shard::ShardOp first, plain = mergeAnnotations(result, dead);
      for (Operation *user : result.getUsers()) {
        auto shardOp = dyn_cast<shard::ShardOp>(user);
        if (!shardOp || !shardOp.getAnnotateForUsers() ||
            shardOp->getBlock() != &body)
          continue;
        if (!first || shardOp->isBeforeInBlock(first))
          first = shardOp;
      }
      if (plain) {
        readThroughAnnotation(result, plain);
        continue;
      }
      Value sharding;
      if (first) {
        // Its users' sharding (other, direct users read it too).
        builder.setInsertionPointAfter(op);
        sharding = shard::ShardingOp::create(
            builder, op->getLoc(), shard::Sharding(first.getSharding()));
      } else if (oneGrid && grid && unreached) {
        builder.setInsertionPointAfter(op);
        sharding = replicated(op->getLoc());
      } else {
        continue;
      }
      auto annotation =
          shard::ShardOp::create(builder, op->getLoc(), result, sharding,
                                 /*annotate_for_users=*/false);
      result.replaceAllUsesExcept(annotation.getResult(), annotation);
      if (unreached)
        added.insert(annotation);
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      annotateResultsFromInputs(linalgOp, builder);
      conformOperands(linalgOp, builder);
    }
    if (!oneGrid || !grid || !unreached)
      continue;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()) ||
          operand.get().getDefiningOp<shard::ShardOp>())
        continue;
      builder.setInsertionPoint(op);
      auto annotation = shard::ShardOp::create(
          builder, op->getLoc(), operand.get(), replicated(op->getLoc()),
          /*annotate_for_users=*/true);
      operand.set(annotation.getResult());
    }
  }
  for (Operation *op : dead)
    op->erase();
  conformLoopInits(func);
  replicateCapturedTensors(func);
  splitReshards(func);
}

/// The attribute that carries, from before partitioning to after it, which
/// loops of a linalg op whose body reads `linalg.index` are split (see
/// markSplitIndices).
static constexpr StringLiteral kSplitIndexAttr = "maco.split_index_loops";

/// Before partitioning: upstream's linalg partitioning keeps the body of an
/// op whose loops it splits, so `linalg.index` (an iota: causal masks,
/// positions, one-hot compares) would read the local index of the shard, a
/// silently wrong answer. Each such op is marked with its split loops
/// ([loop, grid, axes] triples) for globalizeIndices.
static void markSplitIndices(func::FuncOp func) {
  for (Operation &opRef : func.getBody().front()) {
    auto op = dyn_cast<linalg::LinalgOp>(&opRef);
    if (!op)
      continue;
    SmallVector<int64_t> indexed;
    op->walk([&](linalg::IndexOp index) { indexed.push_back(index.getDim()); });
    if (indexed.empty())
      continue;
    LoopAxes loopAxes = splitLoops(op);
    SmallVector<Attribute> marks;
    Builder b(func.getContext());
    llvm::sort(indexed);
    indexed.erase(llvm::unique(indexed), indexed.end());
    for (int64_t loop : indexed) {
      auto it = loopAxes.find(loop);
      if (it == loopAxes.end())
        continue;
      marks.push_back(
          b.getArrayAttr({b.getI64IntegerAttr(loop), it->second.first,
                          b.getDenseI16ArrayAttr(it->second.second)}));
    }
    if (!marks.empty())
      op->setAttr(kSplitIndexAttr, b.getArrayAttr(marks));
  }
}

/// After partitioning: in every op markSplitIndices marked, `linalg.index`
/// of a split loop becomes the global index: the local one plus the
/// shard's offset, (linear process index along the loop's grid axes) x
/// (the loop's local size).
static LogicalResult globalizeIndices(func::FuncOp func) {
  bool ok = true;
  func.walk([&](linalg::LinalgOp op) {
    auto marks = op->getAttrOfType<ArrayAttr>(kSplitIndexAttr);
    if (!marks)
      return;
    op->removeAttr(kSplitIndexAttr);
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    OpBuilder builder(op);
    for (Attribute mark : marks) {
      auto triple = cast<ArrayAttr>(mark);
      int64_t loop = cast<IntegerAttr>(triple[0]).getInt();
      auto grid = cast<FlatSymbolRefAttr>(triple[1]);
      ArrayRef<int16_t> axes = cast<DenseI16ArrayAttr>(triple[2]).asArrayRef();
      if (ShapedType::isDynamic(ranges[loop])) {
        op->emitOpError("reads linalg.index of loop ")
            << loop
            << ", which is split, but the loop's local size is dynamic; "
               "maco offsets split indices of static loops only";
        ok = false;
        return;
      }
      Location loc = op.getLoc();
      auto multi = shard::ProcessMultiIndexOp::create(
          builder, loc, SmallVector<Type>(axes.size(), builder.getIndexType()),
          grid, builder.getDenseI16ArrayAttr(axes));
      auto gridShape = shard::GridShapeOp::create(
          builder, loc, SmallVector<Type>(axes.size(), builder.getIndexType()),
          grid, builder.getDenseI16ArrayAttr(axes));
      Value linear = multi->getResult(0);
      for (size_t i = 1; i < axes.size(); ++i)
        linear = arith::AddIOp::create(
            builder, loc,
            arith::MulIOp::create(builder, loc, linear,
                                  gridShape->getResult(i)),
            multi->getResult(i));
      Value offset = arith::MulIOp::create(
          builder, loc, linear,
          arith::ConstantIndexOp::create(builder, loc, ranges[loop]));
      op->walk([&](linalg::IndexOp index) {
        if (static_cast<int64_t>(index.getDim()) != loop ||
            index->hasAttr(kLocalIndexAttr))
          return;
        OpBuilder inner(index->getContext());
        inner.setInsertionPointAfter(index);
        auto global = arith::AddIOp::create(inner, index.getLoc(),
                                            index.getResult(), offset);
        index.getResult().replaceAllUsesExcept(global, global);
      });
    }
  });
  func.walk([](linalg::IndexOp index) { index->removeAttr(kLocalIndexAttr); });
  return success(ok);
}

/// Before propagation: the annotation of a 0-d tensor argument (JAX's
/// replicated scalars: a `lax.cond` predicate) is dropped. A 0-d tensor is
/// whole on every rank whatever it says, and upstream's linalg model gives
/// the 0-d ops it reaches shardings without a grid (IR that does not
/// verify); unannotated, they are replicated after propagation
/// (annotateLeftovers).
static void dropScalarArgAnnotations(func::FuncOp func) {
  for (BlockArgument arg : func.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || type.getRank() != 0)
      continue;
    for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
      auto shardOp = dyn_cast<shard::ShardOp>(user);
      if (!shardOp || shardOp.getSrc() != arg)
        continue;
      shardOp.getResult().replaceAllUsesWith(arg);
      Value sharding = shardOp.getSharding();
      shardOp->erase();
      if (sharding.use_empty())
        if (Operation *def = sharding.getDefiningOp())
          def->erase();
    }
  }
}

/// Every affine.apply in `func` as arith ops. The affine dialect allows
/// inlining its ops only into an affine scope or affine loops, so a loop
/// body that holds one (IREE's iotas over expanded dimensions compute
/// `s0 + s1 * 2` of linalg.index values) could not go back into its
/// scf.for or scf.while.
static void expandAffineApplies(func::FuncOp func) {
  SmallVector<affine::AffineApplyOp> applies;
  func.walk([&](affine::AffineApplyOp op) { applies.push_back(op); });
  OpBuilder builder(func.getContext());
  for (affine::AffineApplyOp op : applies) {
    builder.setInsertionPoint(op);
    std::optional<SmallVector<Value>> values =
        affine::expandAffineMap(builder, op.getLoc(), op.getAffineMap(),
                                llvm::to_vector(op.getMapOperands()));
    if (!values || values->size() != 1)
      continue;
    op.getResult().replaceAllUsesWith(values->front());
    op.erase();
  }
}

/// Inlines every call in `func` of a function with a body, until none is
/// left (callees may call further functions). Declarations stay called.
static LogicalResult inlineCalls(func::FuncOp func,
                                 SymbolTableCollection &symbols) {
  InlinerInterface interface(func.getContext());
  auto clone = [](OpBuilder &, Region *src, Block *inlineBlock,
                  Block *postInsertBlock, IRMapping &mapper,
                  bool shouldCloneInlinedRegion) {
    Region *into = inlineBlock->getParent();
    if (shouldCloneInlinedRegion)
      src->cloneInto(into, postInsertBlock->getIterator(), mapper);
    else
      into->getBlocks().splice(postInsertBlock->getIterator(), src->getBlocks(),
                               src->begin(), src->end());
  };
  // A call chain longer than this is a recursion.
  for (int depth = 0; depth < 64; ++depth) {
    SmallVector<func::CallOp> calls;
    func.walk([&](func::CallOp call) { calls.push_back(call); });
    bool inlined = false;
    for (func::CallOp call : calls) {
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee || callee.isExternal())
        continue;
      if (callee == func ||
          failed(inlineCall(interface, clone, call,
                            cast<CallableOpInterface>(callee.getOperation()),
                            &callee.getBody()))) {
        call.emitError("cannot inline the call of @")
            << callee.getSymName() << " into @" << func.getSymName()
            << ", which is partitioned: upstream sharding-propagation has no "
               "sharding for func.call";
        return failure();
      }
      call.erase();
      inlined = true;
    }
    if (!inlined)
      return success();
  }
  emitError(func.getLoc(), "the calls from @")
      << func.getSymName()
      << " recurse (still calls after 64 levels of inlining): it cannot be "
         "inlined for partitioning";
  return failure();
}

/// After partitioning: a tosa.matmul whose result type is not what its
/// (partitioned) operand types give (file comment).
static LogicalResult checkPartitioned(func::FuncOp func) {
  bool ok = true;
  func.walk([&](tosa::MatMulOp op) {
    auto a = dyn_cast<RankedTensorType>(op.getA().getType());
    auto b = dyn_cast<RankedTensorType>(op.getB().getType());
    auto c = dyn_cast<RankedTensorType>(op.getType());
    if (!a || !b || !c || a.getRank() != 3 || b.getRank() != 3 ||
        c.getRank() != 3)
      return;
    int64_t expected[3] = {a.getDimSize(0), a.getDimSize(1), b.getDimSize(2)};
    if (ShapedType::isDynamic(expected[0]))
      expected[0] = b.getDimSize(0);
    for (int d = 0; d < 3; ++d) {
      if (ShapedType::isDynamic(expected[d]) ||
          ShapedType::isDynamic(c.getDimSize(d)) ||
          expected[d] == c.getDimSize(d))
        continue;
      op.emitOpError("was partitioned wrongly by upstream shard-partition "
                     "(MLIR 22): its operands became ")
          << a << " and " << b << " but its result kept the type " << c
          << " (dimension " << d << " should be " << expected[d]
          << "); lower TOSA to linalg before maco-frontend "
             "(tosa-to-linalg-named, with constant zero points), whose "
             "batch_matmul upstream partitions correctly, or keep this "
             "matmul's operands replicated";
      ok = false;
      return;
    }
  });
  return success(ok);
}

/// The cost model's time of one of upstream shard's collectives (the ones
/// shard-partition creates; all_slice moves no data).
static std::optional<double> trialCollectiveTime(Operation *op,
                                                 const maco::CostModel &model) {
  auto bytesOf = [](Value v) -> std::optional<int64_t> {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat())
      return std::nullopt;
    return type.getNumElements() *
           std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
  };
  auto groupOf = [&](FlatSymbolRefAttr gridAttr,
                     ArrayRef<int16_t> axes) -> std::optional<int64_t> {
    SymbolTableCollection symbols;
    shard::GridOp grid = shard::getGridOrNull(op, gridAttr, symbols);
    if (!grid)
      return std::nullopt;
    int64_t size = shard::collectiveProcessGroupSize(axes, grid);
    if (ShapedType::isDynamic(size))
      return std::nullopt;
    return size;
  };
  std::optional<maco::CollectiveKind> kind;
  std::optional<int64_t> bytes, group;
  if (auto g = dyn_cast<shard::AllGatherOp>(op)) {
    kind = maco::CollectiveKind::AllGather;
    bytes = bytesOf(g.getResult());
    group = groupOf(g.getGridAttr(), g.getGridAxes());
  } else if (auto r = dyn_cast<shard::AllReduceOp>(op)) {
    kind = maco::CollectiveKind::AllReduce;
    bytes = bytesOf(r.getResult());
    group = groupOf(r.getGridAttr(), r.getGridAxes());
  } else if (auto a = dyn_cast<shard::AllToAllOp>(op)) {
    kind = maco::CollectiveKind::AllToAll;
    bytes = bytesOf(a.getResult());
    group = groupOf(a.getGridAttr(), a.getGridAxes());
  } else if (auto rs = dyn_cast<shard::ReduceScatterOp>(op)) {
    kind = maco::CollectiveKind::ReduceScatter;
    bytes = bytesOf(rs.getInput());
    group = groupOf(rs.getGridAttr(), rs.getGridAxes());
  }
  if (!kind || !bytes || !group)
    return std::nullopt;
  return model.collectiveTime(*kind, *bytes, *group);
}

/// Rank-reducing slices (lax.scan takes layer i of stacked weights as
/// `tensor<3x16x16> -> tensor<16x16>`, and stacks its per-step results
/// back) become a slice of the full rank and a reshape of the unit
/// dimensions, which the slice and reshape sharding models partition.
static void expandRankReducingSlices(func::FuncOp func) {
  SmallVector<Operation *> slices;
  func.walk([&](Operation *op) {
    if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp>(op))
      slices.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  for (Operation *op : slices) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(op);
    auto insert = dyn_cast<tensor::InsertSliceOp>(op);
    RankedTensorType narrow =
        slice ? slice.getResultType() : insert.getSourceType();
    auto offsetOp = cast<OffsetSizeAndStrideOpInterface>(op);
    if (!offsetOp.getSizes().empty() ||
        narrow.getRank() ==
            static_cast<int64_t>(offsetOp.getStaticSizes().size()))
      continue;
    auto full = RankedTensorType::get(offsetOp.getStaticSizes(),
                                      narrow.getElementType());
    std::optional<SmallVector<ReassociationIndices>> groups =
        getReassociationIndicesForReshape(full, narrow);
    if (!groups)
      continue;
    rewriter.setInsertionPoint(op);
    if (slice) {
      Value wide = tensor::ExtractSliceOp::create(
          rewriter, op->getLoc(), full, slice.getSource(),
          slice.getMixedOffsets(), slice.getMixedSizes(),
          slice.getMixedStrides());
      rewriter.replaceOp(op, tensor::CollapseShapeOp::create(
                                 rewriter, op->getLoc(), narrow, wide, *groups)
                                 .getResult());
      continue;
    }
    Value expanded = tensor::ExpandShapeOp::create(rewriter, op->getLoc(), full,
                                                   insert.getSource(), *groups);
    rewriter.replaceOp(op, tensor::InsertSliceOp::create(
                               rewriter, op->getLoc(), expanded,
                               insert.getDest(), insert.getMixedOffsets(),
                               insert.getMixedSizes(), insert.getMixedStrides())
                               .getResult());
  }
}

/// Drops every diagnostic emitted while it lives (the failed tries of the
/// propagation orders).
struct QuietDiagnostics {
  explicit QuietDiagnostics(MLIRContext *context)
      : handler(context, [](Diagnostic &) { return success(); }) {}
  ScopedDiagnosticHandler handler;
};

static constexpr shard::TraversalOrder traversalOrders[] = {
    shard::TraversalOrder::BackwardForward,
    shard::TraversalOrder::ForwardBackward, shard::TraversalOrder::Forward,
    shard::TraversalOrder::Backward};
static constexpr const char *traversalNames[] = {
    "backward-forward", "forward-backward", "forward", "backward"};

/// Replaces the body of `func` with a copy of `from`'s.
static void restoreBody(func::FuncOp func, func::FuncOp from) {
  func.getBody().dropAllReferences();
  func.getBody().getBlocks().clear();
  IRMapping mapping;
  from.getBody().cloneInto(&func.getBody(), mapping);
}

/// The private body functions of maco.manual_computation ops (`bodies`)
/// that partitioning inlined and nothing refers to any more.
static void eraseInlinedManualBodies(ModuleOp module,
                                     ArrayRef<StringAttr> bodies) {
  for (StringAttr name : bodies) {
    auto body = module.lookupSymbol<func::FuncOp>(name);
    if (body && body.isPrivate() &&
        SymbolTable::symbolKnownUseEmpty(body, module))
      body.erase();
  }
}

struct PartitionAnnotatedPass
    : public maco::impl::PartitionAnnotatedBase<PartitionAnnotatedPass> {
  using PartitionAnnotatedBase::PartitionAnnotatedBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    PartitionAnnotatedBase::getDependentDialects(registry);
    func::registerInlinerExtension(registry);
    buildPrepare().getDependentDialects(registry);
    OpPassManager propagate(func::FuncOp::getOperationName());
    propagate.addPass(shard::createShardingPropagation());
    propagate.getDependentDialects(registry);
    OpPassManager partition(func::FuncOp::getOperationName());
    partition.addPass(shard::createPartition());
    partition.getDependentDialects(registry);
  }

  static OpPassManager buildPrepare() {
    OpPassManager prepare(func::FuncOp::getOperationName());
    prepare.addPass(createLinalgFoldUnitExtentDimsPass());
    prepare.addPass(createCanonicalizerPass());
    prepare.addPass(maco::createPropagateReshapes());
    prepare.addPass(createCanonicalizerPass());
    return prepare;
  }

  LogicalResult initialize(MLIRContext *context) override {
    prepare = buildPrepare();
    propagate.clear();
    orderNames.clear();
    SmallVector<std::string> names(traversal.begin(), traversal.end());
    if (names.empty())
      names.assign(std::begin(traversalNames), std::end(traversalNames));
    for (const std::string &name : names) {
      const auto *it = llvm::find(traversalNames, name);
      if (it == std::end(traversalNames))
        return emitError(UnknownLoc::get(context))
               << "maco-partition-annotated: unknown traversal order '" << name
               << "' (backward-forward, forward-backward, forward, backward)";
      orderNames.push_back(*it);
      OpPassManager pm(func::FuncOp::getOperationName());
      shard::ShardingPropagationOptions options;
      options.traversal = traversalOrders[it - std::begin(traversalNames)];
      pm.addPass(shard::createShardingPropagation(options));
      propagate.push_back(std::move(pm));
    }
    partition = OpPassManager(func::FuncOp::getOperationName());
    partition.addPass(shard::createPartition());
    return success();
  }

  /// Propagation in order `i`, run again from the seeds of captured
  /// tensors while there are new ones (at most 4 rounds).
  LogicalResult runPropagation(size_t i, func::FuncOp func) {
    for (int round = 0; round < 4; ++round) {
      if (failed(runPipeline(propagate[i], func)))
        return failure();
      if (!seedCapturedTensors(func))
        break;
    }
    return success();
  }

  /// Propagation with the first traversal order that leaves every op
  /// sharded (file comment); on failure, the default's errors.
  LogicalResult propagateSharding(func::FuncOp func,
                                  SymbolTableCollection &symbols) {
    OwningOpRef<func::FuncOp> original = func.clone();
    // Every order that leaves the function partitionable, priced; the
    // cheapest (the first of equals) is redone at the end.
    std::optional<size_t> best;
    double bestCost = 0;
    for (size_t i = 0; i < propagate.size(); ++i) {
      if (i > 0)
        restoreBody(func, *original);
      QuietDiagnostics quiet(func.getContext());
      // Verified here too: maco-run does not verify between passes, and
      // upstream's propagation can build IR that does not (an annotation
      // above the value it annotates), which its partitioner crashes on.
      if (failed(runPropagation(i, func)) || failed(verify(func)))
        continue;
      annotateLeftovers(func);
      if (failed(checkPartitionable(func, symbols)))
        continue;
      double cost = priceTrial(func);
      if (!best || cost < bestCost) {
        best = i;
        bestCost = cost;
      }
    }
    if (best) {
      restoreBody(func, *original);
      QuietDiagnostics quiet(func.getContext());
      if (succeeded(runPropagation(*best, func)) && succeeded(verify(func))) {
        annotateLeftovers(func);
        if (succeeded(checkPartitionable(func, symbols)))
          return success();
      }
    }
    // None: the default order's errors, each on its op.
    restoreBody(func, *original);
    if (succeeded(runPropagation(0, func)) && succeeded(verify(func)) &&
        (annotateLeftovers(func), succeeded(checkPartitionable(func, symbols))))
      return success(); // not expected: the same as the first try
    llvm::raw_string_ostream os(failureDetail);
    os << " (sharding-propagation left ops without a sharding, or one that "
          "upstream cannot partition, under every traversal order tried: ";
    llvm::interleaveComma(orderNames, os);
    os << "; the errors above are those of " << orderNames[0] << ")";
    return failure();
  }

  /// The predicted time of `func` (propagated) once partitioned: a copy is
  /// partitioned and priced by the cost model of the module's target
  /// (maco.target, else this machine's calibration, else cpu-local): the
  /// compute of its linalg ops on their local shapes plus its collectives.
  /// A copy that does not partition costs +inf (the order is still taken
  /// if no other is left).
  double priceTrial(func::FuncOp func) {
    auto module = func->getParentOfType<ModuleOp>();
    FailureOr<maco::TargetDescription> target = maco::resolveTarget(module, "");
    if (failed(target))
      return 0; // every order the same: the first is taken
    maco::CostModel model(*target);
    func::FuncOp trial = func.clone();
    trial.setSymName((func.getSymName() + "_maco_trial").str());
    trial.setPrivate();
    module.push_back(trial);
    double cost = std::numeric_limits<double>::infinity();
    // Verified: IR that does not verify would mislead the cost model, or
    // crash its bound analysis.
    if (succeeded(runPipeline(partition, trial)) && succeeded(verify(trial))) {
      cost = 0;
      trial.walk([&](Operation *op) {
        if (isa<linalg::LinalgOp>(op)) {
          if (std::optional<double> t = model.computeTime(op))
            cost += *t;
          return;
        }
        if (std::optional<double> t = trialCollectiveTime(op, model))
          cost += *t;
      });
    }
    trial.erase();
    return cost;
  }

  /// Partitions one annotated function: prepared, its loops outlined,
  /// propagated, the loop bodies partitioned (recursively), partitioned,
  /// the loop bodies inlined back.
  LogicalResult partitionFunction(func::FuncOp func,
                                  SymbolTableCollection &symbols) {
    FailureOr<SmallVector<maco::OutlinedLoop>> loops;
    if (failed(checkGridAxes(func, symbols)) ||
        failed(checkSingleAnnotation(func)) ||
        failed(inlineCalls(func, symbols)) ||
        failed(runPipeline(prepare, func)) ||
        (maco::speculateConditionals(func), expandRankReducingSlices(func),
         dropScalarArgAnnotations(func),
         failed(loops = maco::outlineLoopBodies(func))) ||
        failed(propagateSharding(func, symbols)))
      return failure();
    // Propagation may have restored the body from a copy (another traversal
    // order): the loops are found again.
    for (Operation &op : func.getBody().front())
      for (maco::OutlinedLoop &loop : *loops)
        if (maco::callsBody(&op, loop.body))
          loop.loop = &op;
    for (maco::OutlinedLoop &loop : *loops) {
      std::string detail = failureDetail;
      failureDetail.clear();
      if (failed(maco::annotateLoopBody(loop)))
        return failure();
      for (func::FuncOp part : {loop.cond, loop.body}) {
        if (!part || succeeded(partitionFunction(part, symbols)))
          continue;
        emitError(loop.loop->getLoc(), "partitioning the ")
            << (part == loop.cond ? "condition" : "body")
            << " of this loop (outlined as @" << part.getSymName() << ") failed"
            << failureDetail;
        return failure();
      }
      failureDetail = detail;
    }
    markSplitIndices(func);
    // Verified here, not by the pass manager (maco-run and the fuzzer do
    // not verify between passes): upstream's partitioner can build IR that
    // does not verify (over a grid of dynamic size, slices whose
    // `static_sizes` say dynamic where the sizes are constants).
    if (failed(runPipeline(partition, func)) || failed(verify(func)) ||
        failed(globalizeIndices(func)) || failed(checkPartitioned(func)))
      return failure();
    if (loops->empty())
      return success();
    // The partitioned bodies back into their loops (a fresh symbol table:
    // the bodies are new symbols).
    for (maco::OutlinedLoop &loop : *loops)
      for (func::FuncOp part : {loop.cond, loop.body})
        if (part)
          expandAffineApplies(part);
    SymbolTableCollection fresh;
    if (failed(inlineCalls(func, fresh)))
      return failure();
    for (maco::OutlinedLoop &loop : *loops) {
      loop.body.erase();
      if (loop.cond)
        loop.cond.erase();
    }
    return success();
  }

  void runOnOperation() override {
    bool partitioned = false;
    SmallVector<func::FuncOp> funcs(getOperation().getOps<func::FuncOp>());
    SmallVector<StringAttr> bodies;
    getOperation().walk([&](maco::ManualComputationOp op) {
      bodies.push_back(op.getBodyAttr().getAttr());
    });
    for (func::FuncOp func : funcs) {
      bool annotated = false;
      func.walk([&](Operation *op) {
        annotated = isa<shard::ShardOp, maco::ManualComputationOp>(op);
        return annotated ? WalkResult::interrupt() : WalkResult::advance();
      });
      if (!annotated)
        continue;
      partitioned = true;
      SymbolTableCollection symbols;
      FunctionType before = func.getFunctionType();
      failureDetail.clear();
      if (failed(partitionFunction(func, symbols))) {
        emitError(func.getLoc(), "partitioning @")
            << func.getSymName()
            << " with upstream sharding-propagation + shard-partition failed"
            << failureDetail;
        return signalPassFailure();
      }
      // Callers still pass and expect the global types.
      if (func.getFunctionType() != before) {
        if (std::optional<SymbolTable::UseRange> uses =
                SymbolTable::getSymbolUses(func, getOperation());
            uses && !uses->empty()) {
          InFlightDiagnostic diag =
              emitError(func.getLoc(), "partitioning @")
              << func.getSymName() << " changed its type from " << before
              << " to " << func.getFunctionType()
              << ", but it is called; keep the tensors that cross its "
                 "boundary replicated (shard them inside the function) so "
                 "that its type stays the same";
          diag.attachNote(uses->begin()->getUser()->getLoc()) << "called here";
          return signalPassFailure();
        }
      }
    }
    if (!partitioned) {
      markAllAnalysesPreserved(); // no verifier run after this pass
      return;
    }
    eraseInlinedManualBodies(getOperation(), bodies);
  }

  OpPassManager prepare{func::FuncOp::getOperationName()};
  SmallVector<OpPassManager> propagate;
  SmallVector<StringRef> orderNames;
  std::string failureDetail; // why propagation failed, for the summary
  OpPassManager partition{func::FuncOp::getOperationName()};
};
} // namespace
