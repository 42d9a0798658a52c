//===- WindowSharding.cpp - sharding of convolutions and pooling ---------===//
//
// maco's sharding model for `linalg.generic` and the named convolution and
// pooling ops (every op with linalg's ConvolutionOpInterface), in place of
// upstream's StructuredOpShardingInterface, whose partition (MLIR 22) stops
// at any indexing map that is not a projected permutation ("supports
// indexing maps that are only projected permutation"): a convolution reads
// its input at `w + kw` (`w * stride + kw * dilation`), a pooling window
// too, so no program with a convolution (a ViT's patch embedding, a causal
// conv1d, JAX's `reduce_window` pooling) partitioned.
//
// Window loops are the loops that appear in an indexing expression other
// than a single dimension (w and kw above). The model:
//  - propagation: upstream's default option (loops from the dimensions of
//    the operands and results), computed with the split of every window
//    dimension of an operand dropped, and then with no grid axis on a
//    window loop. So a convolution splits along its batch and channels
//    (a data-parallel or channel-parallel convolution is split without
//    communication) and an operand split along a window dimension is
//    gathered first (a halo exchange is not built);
//  - partition: the loops' grid axes are read from the operand and result
//    shardings (single-dimension expressions); a window dimension that is
//    split is an error naming the operand and dimension. Then, as
//    upstream's: if no reduction loop is split, the op is cloned on the
//    shards; if one is (the batch of a kernel's gradient, the input
//    channels), the lead process of the reduction axes keeps the init and
//    the others start from the combiner's neutral element, and each result
//    is all-reduced over those axes with the combiner's kind.
// Ops whose maps are all projected permutations go through the same code
// with no window loops, which is upstream's algorithm.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/ShardToMaco/ShardingModels.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Shard/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

/// The grid reduction of a combiner op (Generic: none known).
ReductionKind reductionKind(Operation *combiner) {
  return llvm::TypeSwitch<Operation *, ReductionKind>(combiner)
      .Case<arith::AddFOp, arith::AddIOp>(
          [](Operation *) { return ReductionKind::Sum; })
      .Case<arith::MulFOp, arith::MulIOp>(
          [](Operation *) { return ReductionKind::Product; })
      .Case<arith::MaximumFOp, arith::MaxSIOp, arith::MaxUIOp>(
          [](Operation *) { return ReductionKind::Max; })
      .Case<arith::MinimumFOp, arith::MinSIOp, arith::MinUIOp>(
          [](Operation *) { return ReductionKind::Min; })
      .Case<arith::AndIOp>(
          [](Operation *) { return ReductionKind::BitwiseAnd; })
      .Case<arith::OrIOp>([](Operation *) { return ReductionKind::BitwiseOr; })
      .Case<arith::XOrIOp>(
          [](Operation *) { return ReductionKind::BitwiseXor; })
      .Default([](Operation *) { return ReductionKind::Generic; });
}

/// The single combiner op of init `i`'s reduction, or null.
Operation *combinerOf(linalg::LinalgOp op, unsigned i) {
  SmallVector<Operation *> combiners;
  if (!matchReduction(op.getRegionOutputArgs(), i, combiners) ||
      combiners.size() != 1)
    return nullptr;
  return combiners.front();
}

/// The loops that appear in an indexing expression other than a single
/// dimension (a convolution's or pooling window's `w * s + kw * d`).
llvm::SmallDenseSet<unsigned> windowLoops(linalg::LinalgOp op) {
  llvm::SmallDenseSet<unsigned> loops;
  for (AffineMap map : op.getIndexingMapsArray())
    for (AffineExpr e : map.getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(e))
        e.walk([&](AffineExpr sub) {
          if (auto dim = dyn_cast<AffineDimExpr>(sub))
            loops.insert(dim.getPosition());
        });
  return loops;
}

/// `sharding` with the split of every dimension of `map` that is not a
/// single loop dropped.
Sharding withoutWindowSplits(const Sharding &sharding, AffineMap map) {
  if (!sharding)
    return sharding;
  SmallVector<GridAxesAttr> axes(sharding.getSplitAxes());
  bool changed = false;
  for (auto [i, a] : llvm::enumerate(axes))
    if (i < map.getNumResults() && !isa<AffineDimExpr>(map.getResult(i)) &&
        !a.empty()) {
      a = GridAxesAttr::get(map.getContext(), ArrayRef<GridAxis>{});
      changed = true;
    }
  if (!changed)
    return sharding;
  return Sharding::get(sharding.getGridAttr(), axes);
}

template <typename Op>
struct WindowShardingModel
    : public ShardingInterface::ExternalModel<WindowShardingModel<Op>, Op> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return cast<linalg::LinalgOp>(op).getIteratorTypesArray();
  }

  /// The operands' maps, then each result's (its init's).
  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
    for (int64_t i = 0; i < linalgOp.getNumDpsInits(); ++i)
      maps.push_back(maps[linalgOp.getDpsInitOperand(i)->getOperandNumber()]);
    return maps;
  }

  SmallVector<ReductionKind>
  getReductionLoopIteratorKinds(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    Operation *combiner = combinerOf(linalgOp, 0);
    ReductionKind kind =
        combiner ? reductionKind(combiner) : ReductionKind::Generic;
    return SmallVector<ReductionKind>(linalgOp.getNumReductionLoops(), kind);
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    llvm::SmallDenseSet<unsigned> window = windowLoops(linalgOp);
    if (window.empty())
      return shard::detail::defaultGetShardingOption(op, operandShardings,
                                                     resultShardings);
    SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
    std::vector<Sharding> operands;
    for (auto [sharding, map] : llvm::zip(operandShardings, maps))
      operands.push_back(withoutWindowSplits(sharding, map));
    FailureOr<ShardingOption> option =
        shard::detail::defaultGetShardingOption(op, operands, resultShardings);
    if (failed(option))
      return failure();
    for (unsigned loop : window)
      if (loop < option->shardingArray.size())
        option->shardingArray[loop].clear();
    return option;
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    FailureOr<ShardingArray> loops =
        loopAxes(linalgOp, operandShardings, resultShardings);
    if (failed(loops))
      return failure();
    SmallVector<utils::IteratorType> types = linalgOp.getIteratorTypesArray();
    if (!isAtLeastOneReductionIteratorSharded(types, *loops)) {
      partitionTriviallyShardableOperation(*op, partitionedOperands,
                                           operandShardings, resultShardings,
                                           partitionMap, symbolTable, builder);
      return success();
    }
    return partitionSplitReduction(linalgOp, partitionedOperands,
                                   operandShardings, resultShardings,
                                   getReductionGridAxes(types, *loops),
                                   partitionMap, symbolTable, builder);
  }

  /// The grid axes of each loop, from the shardings' single-dimension
  /// expressions; an error if a window dimension is split or two
  /// shardings disagree on a loop.
  static FailureOr<ShardingArray> loopAxes(linalg::LinalgOp op,
                                           ArrayRef<Sharding> operandShardings,
                                           ArrayRef<Sharding> resultShardings) {
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<std::optional<SmallVector<GridAxis>>> loops(op.getNumLoops());
    auto visit = [&](const Sharding &sharding, AffineMap map, StringRef what,
                     unsigned number) -> LogicalResult {
      if (!sharding)
        return success();
      ArrayRef<GridAxesAttr> split = sharding.getSplitAxes();
      for (auto [i, expr] : llvm::enumerate(map.getResults())) {
        ArrayRef<GridAxis> axes =
            i < split.size() ? split[i].asArrayRef() : ArrayRef<GridAxis>();
        auto dim = dyn_cast<AffineDimExpr>(expr);
        if (!dim) {
          std::string window;
          llvm::raw_string_ostream(window) << expr;
          if (!axes.empty())
            return op->emitOpError()
                   << what << " #" << number << " is split along dimension "
                   << i << ", which it reads through the window expression "
                   << window << "; maco partitions convolutions and pooling "
                   << "along loops that index their operands directly "
                   << "(batch, channels), not along windows";
          continue;
        }
        auto &loop = loops[dim.getPosition()];
        if (loop && !llvm::equal(*loop, axes))
          return op->emitOpError()
                 << what << " #" << number << " splits loop "
                 << dim.getPosition()
                 << " over other grid axes than another operand does";
        loop = SmallVector<GridAxis>(axes);
      }
      return success();
    };
    for (auto [i, sharding] : llvm::enumerate(operandShardings))
      if (failed(visit(sharding, maps[i], "operand", i)))
        return failure();
    for (auto [i, sharding] : llvm::enumerate(resultShardings))
      if (failed(visit(sharding,
                       maps[op.getDpsInitOperand(i)->getOperandNumber()],
                       "result", i)))
        return failure();
    ShardingArray result;
    for (auto &loop : loops)
      result.push_back(loop ? *loop : SmallVector<GridAxis>());
    return result;
  }

  /// A reduction loop split over `axes`: the lead process of `axes` starts
  /// from the init, the others from the neutral element; the op runs on
  /// the shards and each result is all-reduced over `axes`.
  static LogicalResult partitionSplitReduction(
      linalg::LinalgOp op, ArrayRef<Value> partitionedOperands,
      ArrayRef<Sharding> operandShardings, ArrayRef<Sharding> resultShardings,
      ArrayRef<GridAxis> axes, IRMapping &partitionMap,
      SymbolTableCollection &symbolTable, OpBuilder &builder) {
    Operation *combiner =
        op.getNumDpsInits() == 1 ? combinerOf(op, 0) : nullptr;
    std::optional<TypedAttr> neutral =
        combiner ? arith::getNeutralElement(combiner) : std::nullopt;
    if (!neutral || reductionKind(combiner) == ReductionKind::Generic)
      return op->emitOpError()
             << "reduces along a split loop, which maco partitions only for "
                "one result reduced by one add, mul, max, min, and, or or "
                "xor";
    // The grid: the shardings' (loopAxes found a split among them).
    auto isSet = [](const Sharding &s) { return bool(s); };
    const Sharding *any = llvm::find_if(resultShardings, isSet);
    if (any == resultShardings.end())
      any = llvm::find_if(operandShardings, isSet);
    ImplicitLocOpBuilder b(op.getLoc(), builder);
    Value lead =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                              createProcessLinearIndex(any->getGrid(), axes, b),
                              arith::ConstantIndexOp::create(b, 0));
    unsigned initIndex = op.getDpsInitOperand(0)->getOperandNumber();
    Value init = partitionedOperands[initIndex];
    auto ifOp = scf::IfOp::create(b, init.getType(), lead, true, true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToEnd(&ifOp.getThenRegion().front());
      scf::YieldOp::create(b, init);
      b.setInsertionPointToEnd(&ifOp.getElseRegion().front());
      Value empty = tensor::EmptyOp::create(
          b, tensor::getMixedSizes(b, b.getLoc(), init), neutral->getType());
      Value fill = linalg::FillOp::create(
                       b, ValueRange{arith::ConstantOp::create(b, *neutral)},
                       ValueRange{empty})
                       .getResult(0);
      scf::YieldOp::create(b, fill);
    }
    SmallVector<Value> operands(partitionedOperands);
    operands[initIndex] = ifOp.getResult(0);
    IRMapping local;
    for (auto [from, to] : llvm::zip_equal(op->getOperands(), operands))
      local.map(from, to);
    partitionTriviallyShardableOperation(*op, operands, operandShardings,
                                         resultShardings, local, symbolTable,
                                         b);
    ReductionKind kind = reductionKind(combiner);
    for (Value result : op->getResults())
      partitionMap.map(result, AllReduceOp::create(b, local.lookup(result),
                                                   any->getGrid(), axes, kind)
                                   .getResult());
    return success();
  }
};

template <typename Op> void attach(MLIRContext *ctx) {
  if constexpr (std::is_same_v<Op, linalg::GenericOp> ||
                Op::template hasTrait<linalg::ConvolutionOpInterface::Trait>())
    Op::template attachInterface<WindowShardingModel<Op>>(*ctx);
}

template <typename... Ops> void attachAll(MLIRContext *ctx) {
  (attach<Ops>(ctx), ...);
}

} // namespace

void mlir::maco::registerWindowShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    attachAll<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
  });
}
