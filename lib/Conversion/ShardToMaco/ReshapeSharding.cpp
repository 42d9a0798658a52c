//===- ReshapeSharding.cpp - sharding of tensor.expand/collapse_shape -----===//
//
// `ShardingInterface` external models for `tensor.expand_shape` and
// `tensor.collapse_shape`, which upstream MLIR 22 has none for (JAX's
// `reshape(B, S, heads, hd)` of attention, batch x sequence flattened).
//
// Algorithm
// ---------
// A reshape has an expanded side E (rank n) and a collapsed side C (rank
// m); reassociation group g lists the dimensions of E that make dimension
// g of C. The model's loops are E's dimensions, all parallel. A sharding
// option splits some of them along grid axes. It is valid when in every
// group only the outermost dimension is split (the others are whole):
// then dimension g of C is split along the same axes, and because the
// outermost dimension varies slowest, each rank's block of C is exactly
// the collapse of its block of E (factor rules: a group is a compound
// factor whose major factor may be split).
//  - getShardingOption: from E's sharding if known (it must split only
//    outermost dimensions), else from C's: C's split axes go to the
//    outermost dimension of the group when its size is static and
//    divisible by the number of ranks of those axes. A C split that cannot
//    move (not divisible) leaves the group whole: C is resharded (an
//    explicit all-gather) to the option's unsplit sharding. Nothing known:
//    an empty option.
//  - getShardingAnnotations/addShardingAnnotations: E's sharding is the
//    option, C's the axes of each group's outermost dimension.
//  - partition: the same reshape on the local shards (static shapes; a
//    dynamic dimension is an error naming the op).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/ShardToMaco/ShardingModels.h"

#include "ShardingUtils.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

/// The expanded and collapsed types and the groups of a reshape.
struct ReshapeInfo {
  RankedTensorType expanded, collapsed;
  SmallVector<ReassociationIndices> groups;
  bool isExpand; // operand collapsed, result expanded
};

static ReshapeInfo getInfo(Operation *op) {
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return {expand.getResultType(), expand.getSrcType(),
            expand.getReassociationIndices(), true};
  auto collapse = cast<tensor::CollapseShapeOp>(op);
  return {collapse.getSrcType(), collapse.getResultType(),
          collapse.getReassociationIndices(), false};
}

static SmallVector<GridAxis> axesOf(const Sharding &s, int64_t dim) {
  if (dim >= static_cast<int64_t>(s.getSplitAxes().size()))
    return {};
  return llvm::to_vector(s.getSplitAxes()[dim].asArrayRef());
}

/// Number of ranks along `axes` of the grid `gridAttr` (nullopt if the grid
/// is not found or an axis is dynamic).
static std::optional<int64_t>
groupSize(Operation *op, FlatSymbolRefAttr gridAttr, ArrayRef<GridAxis> axes) {
  SymbolTableCollection symbols;
  GridOp grid = getGridOrNull(op, gridAttr, symbols);
  if (!grid)
    return std::nullopt;
  int64_t size = collectiveProcessGroupSize(axes, grid);
  if (ShapedType::isDynamic(size))
    return std::nullopt;
  return size;
}

/// The option (splits of E's dimensions) that E's sharding `e` gives, or
/// failure if it splits a dimension that is not the outermost of its group.
static FailureOr<ShardingArray> fromExpanded(const ReshapeInfo &info,
                                             const Sharding &e) {
  ShardingArray array(info.expanded.getRank());
  for (const ReassociationIndices &group : info.groups)
    for (auto [i, dim] : llvm::enumerate(group)) {
      SmallVector<GridAxis> axes = axesOf(e, dim);
      if (!axes.empty() && i > 0)
        return failure();
      array[dim] = axes;
    }
  return array;
}

/// The option C's sharding `c` gives: each group's axes on its outermost
/// dimension where that dimension's size is divisible by their ranks, the
/// group whole otherwise.
static ShardingArray fromCollapsed(Operation *op, const ReshapeInfo &info,
                                   const Sharding &c) {
  ShardingArray array(info.expanded.getRank());
  for (auto [g, group] : llvm::enumerate(info.groups)) {
    SmallVector<GridAxis> axes = axesOf(c, g);
    if (axes.empty())
      continue;
    int64_t outer = info.expanded.getDimSize(group.front());
    std::optional<int64_t> ranks = groupSize(op, c.getGridAttr(), axes);
    if (group.size() > 1 &&
        (ShapedType::isDynamic(outer) || !ranks || outer % *ranks != 0))
      continue;
    array[group.front()] = axes;
  }
  return array;
}

static Sharding expandedSharding(const ReshapeInfo &info,
                                 const ShardingOption &option) {
  return maco::shardingOfLoops(
      option, llvm::to_vector(llvm::seq<int64_t>(info.expanded.getRank())));
}

static Sharding collapsedSharding(const ReshapeInfo &info,
                                  const ShardingOption &option) {
  SmallVector<int64_t> outer;
  for (const ReassociationIndices &group : info.groups)
    outer.push_back(group.front());
  return maco::shardingOfLoops(option, outer);
}

/// Same grid and split axes, trailing unsplit dimensions ignored.
static bool sameSplit(const Sharding &a, const Sharding &b) {
  if (a.getGridAttr() != b.getGridAttr())
    return false;
  size_t rank = std::max(a.getSplitAxes().size(), b.getSplitAxes().size());
  for (size_t d = 0; d < rank; ++d)
    if (axesOf(a, d) != axesOf(b, d))
      return false;
  return true;
}

template <typename OpT>
struct ReshapeShardingModel
    : public ShardingInterface::ExternalModel<ReshapeShardingModel<OpT>, OpT> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(getInfo(op).expanded.getRank(),
                                            utils::IteratorType::parallel);
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    ReshapeInfo info = getInfo(op);
    Sharding src = operandShardings.empty() ? Sharding() : operandShardings[0];
    Sharding res = resultShardings.empty() ? Sharding() : resultShardings[0];
    Sharding e = info.isExpand ? res : src;
    Sharding c = info.isExpand ? src : res;
    if ((e && maco::hasHaloOrOffsets(e)) || (c && maco::hasHaloOrOffsets(c)))
      return failure();
    if (e) {
      FailureOr<ShardingArray> array = fromExpanded(info, e);
      if (failed(array))
        return failure();
      return ShardingOption(*array, e.getGridAttr());
    }
    if (c)
      return ShardingOption(fromCollapsed(op, info, c), c.getGridAttr());
    return ShardingOption::makeEmpty();
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    ReshapeInfo info = getInfo(op);
    std::vector<Sharding> shardings(op->getNumOperands() + 1);
    Sharding e = expandedSharding(info, option);
    Sharding c = collapsedSharding(info, option);
    shardings[0] = info.isExpand ? c : e;
    shardings.back() = info.isExpand ? e : c;
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    ReshapeInfo info = getInfo(op);
    Sharding e = expandedSharding(info, option);
    Sharding c = collapsedSharding(info, option);
    maybeInsertTargetShardingAnnotation(info.isExpand ? e : c, op->getResult(0),
                                        b);
    OpBuilder::InsertionGuard guard(b);
    maybeInsertSourceShardingAnnotation(info.isExpand ? c : e,
                                        op->getOpOperand(0), b);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    ReshapeInfo info = getInfo(op);
    if (!info.expanded.hasStaticShape() || !info.collapsed.hasStaticShape())
      return op->emitOpError("has a dynamic shape, which maco's sharding of "
                             "reshapes does not partition (static shapes "
                             "only)");
    Sharding src = operandShardings[0], res = resultShardings[0];
    // The two must agree: the collapsed side's sharding is the one the
    // expanded side's gives.
    Sharding e = info.isExpand ? res : src;
    Sharding c = info.isExpand ? src : res;
    // A 0-d value has no annotation to carry (a scalar is replicated).
    if (!c && e && info.collapsed.getRank() == 0)
      c = Sharding::get(e.getGridAttr(), {});
    FailureOr<ShardingArray> array =
        e ? fromExpanded(info, e) : FailureOr<ShardingArray>(failure());
    if (!e || !c || failed(array) || maco::hasHaloOrOffsets(e) ||
        maco::hasHaloOrOffsets(c) ||
        !sameSplit(
            collapsedSharding(info, ShardingOption(*array, e.getGridAttr())),
            c))
      return op->emitOpError("cannot be partitioned with its operand's and "
                             "result's shardings: only the outermost "
                             "dimension of each reassociation group may be "
                             "split, along the axes of the collapsed "
                             "dimension");
    GridOp grid = getGrid(op, e.getGridAttr(), symbols);
    auto localType = cast<RankedTensorType>(shardShapedType(
        cast<ShapedType>(op->getResult(0).getType()), grid, res));
    Value local;
    if (info.isExpand)
      local =
          tensor::ExpandShapeOp::create(builder, op->getLoc(), localType,
                                        partitionedOperands[0], info.groups);
    else
      local =
          tensor::CollapseShapeOp::create(builder, op->getLoc(), localType,
                                          partitionedOperands[0], info.groups);
    partitionMap.map(op->getResult(0), local);
    partitionMap.map(op, local.getDefiningOp());
    return success();
  }
};

} // namespace

void mlir::maco::registerReshapeShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExpandShapeOp::attachInterface<
        ReshapeShardingModel<tensor::ExpandShapeOp>>(*ctx);
    tensor::CollapseShapeOp::attachInterface<
        ReshapeShardingModel<tensor::CollapseShapeOp>>(*ctx);
  });
}
