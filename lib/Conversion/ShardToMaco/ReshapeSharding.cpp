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
// group only the major dimension is split (the others are whole): then
// dimension g of C is split along the same axes, and because the major
// dimension varies slowest, each rank's block of C is exactly the collapse
// of its block of E (factor rules: a group is a compound factor whose
// major factor may be split). A group's major dimension is its outermost
// one of static size other than 1 (its outermost if none is): unit
// dimensions before it do not change the order of elements, so
// `tensor<4x24>` split along 24 and expanded to `tensor<4x1x24>` with
// groups [[0], [1, 2]] stays split along 24.
//  - getShardingOption: from E's sharding if known (a group split other
//    than at its major dimension is left whole: E is gathered along it
//    first), else from C's: C's split axes go to the
//    major dimension of the group when its size is static and
//    divisible by the number of ranks of those axes. A C split that cannot
//    move (not divisible) leaves the group whole: C is resharded (an
//    explicit all-gather) to the option's unsplit sharding. Nothing known:
//    an empty option.
//  - getShardingAnnotations/addShardingAnnotations: E's sharding is the
//    option, C's the axes of each group's major dimension.
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

/// The major dimension of `group` (see the file comment): its outermost
/// dimension of static size other than 1, else its outermost.
static int64_t majorDim(const ReshapeInfo &info,
                        const ReassociationIndices &group) {
  for (int64_t dim : group)
    if (info.expanded.getDimSize(dim) != 1)
      return dim;
  return group.front();
}

/// The option (splits of E's dimensions) that E's sharding `e` gives, or
/// failure if it splits a dimension that is not the major one of its group
/// and `strict`; not `strict`, such a group is left whole (E is gathered
/// along it first).
static FailureOr<ShardingArray>
fromExpanded(const ReshapeInfo &info, const Sharding &e, bool strict = true) {
  ShardingArray array(info.expanded.getRank());
  for (const ReassociationIndices &group : info.groups) {
    int64_t major = majorDim(info, group);
    bool minorSplit = llvm::any_of(group, [&](int64_t dim) {
      return dim != major && !axesOf(e, dim).empty();
    });
    if (minorSplit && strict)
      return failure();
    if (!minorSplit)
      for (int64_t dim : group)
        array[dim] = axesOf(e, dim);
  }
  return array;
}

/// The option C's sharding `c` gives: each group's axes on its major
/// dimension where that dimension's size is divisible by their ranks, the
/// group whole otherwise.
static ShardingArray fromCollapsed(Operation *op, const ReshapeInfo &info,
                                   const Sharding &c) {
  ShardingArray array(info.expanded.getRank());
  for (auto [g, group] : llvm::enumerate(info.groups)) {
    SmallVector<GridAxis> axes = axesOf(c, g);
    if (axes.empty())
      continue;
    int64_t major = majorDim(info, group);
    int64_t size = info.expanded.getDimSize(major);
    std::optional<int64_t> ranks = groupSize(op, c.getGridAttr(), axes);
    if (group.size() > 1 &&
        (ShapedType::isDynamic(size) || !ranks || size % *ranks != 0))
      continue;
    array[major] = axes;
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
  SmallVector<int64_t> major;
  for (const ReassociationIndices &group : info.groups)
    major.push_back(majorDim(info, group));
  return maco::shardingOfLoops(option, major);
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
    if (e)
      return ShardingOption(*fromExpanded(info, e, /*strict=*/false),
                            e.getGridAttr());
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
                             "result's shardings: only the major dimension "
                             "(the outermost one not of size 1) of each "
                             "reassociation group may be split, along the "
                             "axes of the collapsed dimension");
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
