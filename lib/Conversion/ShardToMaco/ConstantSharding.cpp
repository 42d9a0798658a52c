//===- ConstantSharding.cpp - sharding of arith.constant -----------------===//
//
// maco's model for arith.constant, in place of upstream's
// (arith::registerShardingInterfaceExternalModels, which maco does not
// register). Upstream's (MLIR 22) partitions splat tensor constants only
// and fails on any other without a diagnostic ("Currently non-splat
// constants are not supported"), so a JAX program that holds a small table
// (threefry's rotation amounts, `jax.random`) stopped partitioning with no
// reason given.
//
// Propagation is upstream's: a tensor constant takes the sharding of its
// result's annotation (one loop per dimension, identity map); a scalar is
// replicated. Partitioning:
//  - a scalar, or a tensor constant that is replicated (or unannotated),
//    is cloned: every rank holds it whole;
//  - a splat tensor constant is rebuilt with the local shape;
//  - any other tensor constant is built whole and sliced to this rank's
//    shard, one `shard.all_slice` per split dimension (a local slice, no
//    communication; maco-import-shard lowers it), which the shard of a
//    value replicated before a reshard would be too.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/ShardToMaco/ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

struct ConstantShardingModel
    : public ShardingInterface::ExternalModel<ConstantShardingModel,
                                              arith::ConstantOp> {
  static int64_t rank(Operation *op) {
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    return type ? type.getRank() : 0;
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(rank(op),
                                            utils::IteratorType::parallel);
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    if (!isa<RankedTensorType>(op->getResult(0).getType()))
      return {};
    return {AffineMap::getMultiDimIdentityMap(rank(op), op->getContext())};
  }

  /// The result's sharding (none: no option, as upstream's).
  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding>,
                    ArrayRef<Sharding> resultShardings) const {
    Sharding result = resultShardings.empty() ? Sharding() : resultShardings[0];
    if (!result)
      return failure();
    ShardingArray axes;
    if (isa<RankedTensorType>(op->getResult(0).getType()))
      for (GridAxesAttr dim : result.getSplitAxes())
        axes.push_back(llvm::to_vector(dim.asArrayRef()));
    return ShardingOption(axes, result.getGridAttr());
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>, ArrayRef<Sharding>,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    auto constant = cast<arith::ConstantOp>(op);
    Sharding sharding =
        resultShardings.empty() ? Sharding() : resultShardings[0];
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    bool split = sharding &&
                 llvm::any_of(sharding.getSplitAxes(),
                              [](GridAxesAttr axes) { return !axes.empty(); });
    if (!type || !split) {
      builder.clone(*op, partitionMap);
      return success();
    }
    if (sharding.getStaticHaloSizes().size() ||
        sharding.getStaticShardedDimsOffsets().size() ||
        sharding.getDynamicHaloSizes().size() ||
        sharding.getDynamicShardedDimsOffsets().size())
      return op->emitOpError("is split with halos or explicit shard offsets, "
                             "which maco does not partition for constants");
    GridOp grid = getGrid(op, sharding.getGridAttr(), symbols);
    if (!grid)
      return op->emitOpError("is split over grid ")
             << sharding.getGridAttr() << ", which does not exist";
    auto localType = cast<RankedTensorType>(shardType(type, grid, sharding));
    auto value = dyn_cast<DenseElementsAttr>(constant.getValue());
    Value local;
    if (value && value.isSplat()) {
      local = arith::ConstantOp::create(builder, op->getLoc(), localType,
                                        value.resizeSplat(localType));
    } else {
      local = builder.clone(*op)->getResult(0);
      for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
        if (axes.empty())
          continue;
        local = AllSliceOp::create(builder, op->getLoc(), local, grid,
                                   axes.asArrayRef(), static_cast<int64_t>(dim))
                    .getResult();
      }
    }
    partitionMap.map(op->getResult(0), local);
    partitionMap.map(op, local.getDefiningOp());
    return success();
  }
};

} // namespace

void mlir::maco::registerConstantShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    arith::ConstantOp::attachInterface<ConstantShardingModel>(*ctx);
  });
}
