//===- ManualSharding.cpp - sharding of maco.manual_computation ----------===//
//
// The `ShardingInterface` model of `maco.manual_computation` (JAX's
// shard_map): its operands and results have the shardings the op names
// and no others, so propagation around it starts from them and
// partitioning inlines the per-device body on the local shards.
//
// Algorithm
// ---------
// Loops: one parallel loop per dimension of each operand, then of each
// result (no loop is shared: the shardings are fixed, not inferred).
//  * getShardingOption ignores the shardings around the op and returns the
//    op's own `in_shardings` / `out_shardings` laid out on those loops.
//  * getShardingAnnotations / addShardingAnnotations give operand i the
//    sharding `in_shardings[i]` (shard.shard annotate_for_users, so a
//    differently sharded producer is resharded) and result i
//    `out_shardings[i]`.
//  * partition checks that shard-partition hands over exactly those
//    shardings (anything else is an error naming the operand), then clones
//    the body function's ops in place of the op: its arguments become the
//    partitioned operands (the local shards), its returned values the
//    partitioned results. Calls and maco collectives inside the body are
//    cloned as they are: the body is already per-device code.
//
//===----------------------------------------------------------------------===//

#include "ShardingUtils.h"

#include "maco/Conversion/ShardToMaco/ShardingModels.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

using maco::ManualComputationOp;

/// The sharding that the op fixes for operand (results: false) or result i.
static Sharding fixedSharding(ManualComputationOp op, bool results,
                              unsigned i) {
  SmallVector<GridAxesAttr> split;
  if (GridAxesArrayAttr axes = op.getSplitAxes(results, i))
    llvm::append_range(split, axes.getAxes());
  while (!split.empty() && split.back().empty())
    split.pop_back();
  return Sharding::get(op.getGridAttr(), split);
}

static int64_t rankOf(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type ? type.getRank() : 0;
}

/// Whether `given` (null: unannotated, i.e. replicated) is `expected`.
static bool sameSharding(const Sharding &given, const Sharding &expected) {
  if (!given)
    return llvm::all_of(expected.getSplitAxes(),
                        [](GridAxesAttr axes) { return axes.empty(); });
  return given.getGridAttr() == expected.getGridAttr() &&
         given.equalSplitAxes(expected) && !maco::hasHaloOrOffsets(given);
}

struct ManualShardingModel
    : public ShardingInterface::ExternalModel<ManualShardingModel,
                                              ManualComputationOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t total = 0;
    for (Value v : op->getOperands())
      total += rankOf(v);
    for (Value v : op->getResults())
      total += rankOf(v);
    return SmallVector<utils::IteratorType>(total,
                                            utils::IteratorType::parallel);
  }

  FailureOr<ShardingOption> getShardingOption(Operation *op, ArrayRef<Sharding>,
                                              ArrayRef<Sharding>) const {
    auto manual = cast<ManualComputationOp>(op);
    ShardingArray array;
    auto add = [&](bool results, unsigned i, int64_t rank) {
      Sharding s = fixedSharding(manual, results, i);
      for (int64_t d = 0; d < rank; ++d)
        array.push_back(d < static_cast<int64_t>(s.getSplitAxes().size())
                            ? llvm::to_vector(s.getSplitAxes()[d].asArrayRef())
                            : SmallVector<GridAxis>());
    };
    for (auto [i, v] : llvm::enumerate(op->getOperands()))
      add(false, i, rankOf(v));
    for (auto [i, v] : llvm::enumerate(op->getResults()))
      add(true, i, rankOf(v));
    return ShardingOption(array, manual.getGridAttr());
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &) const {
    auto manual = cast<ManualComputationOp>(op);
    std::vector<Sharding> shardings;
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      shardings.push_back(fixedSharding(manual, false, i));
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      shardings.push_back(fixedSharding(manual, true, i));
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &) const {
    auto manual = cast<ManualComputationOp>(op);
    for (OpResult result : op->getResults())
      maybeInsertTargetShardingAnnotation(
          fixedSharding(manual, true, result.getResultNumber()), result, b);
    for (OpOperand &operand : op->getOpOperands()) {
      OpBuilder::InsertionGuard guard(b);
      maybeInsertSourceShardingAnnotation(
          fixedSharding(manual, false, operand.getOperandNumber()), operand, b);
    }
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    auto manual = cast<ManualComputationOp>(op);
    auto body =
        symbols.lookupNearestSymbolFrom<func::FuncOp>(op, manual.getBodyAttr());
    if (!body || body.isExternal())
      return op->emitOpError("needs a func.func body with a definition");
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Sharding given =
          i < operandShardings.size() ? operandShardings[i] : Sharding();
      if (!sameSharding(given, fixedSharding(manual, false, i)))
        return op->emitOpError("operand #")
               << i
               << " reached partitioning with another sharding than its "
                  "in_shardings entry "
               << manual.getInShardings()[i];
    }
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Sharding given =
          i < resultShardings.size() ? resultShardings[i] : Sharding();
      if (!sameSharding(given, fixedSharding(manual, true, i)))
        return op->emitOpError("result #")
               << i
               << " reached partitioning with another sharding than its "
                  "out_shardings entry "
               << manual.getOutShardings()[i];
    }
    if (!body.getBody().hasOneBlock())
      return op->emitOpError("body @")
             << body.getSymName() << " must have one block";
    Block &block = body.getBody().front();
    IRMapping mapping;
    for (auto [arg, local] :
         llvm::zip_equal(block.getArguments(), partitionedOperands)) {
      if (arg.getType() != local.getType())
        return op->emitOpError("operand #")
               << arg.getArgNumber() << " is " << local.getType()
               << " after partitioning, but body @" << body.getSymName()
               << " takes " << arg.getType();
      mapping.map(arg, local);
    }
    for (Operation &inner : block.without_terminator())
      builder.clone(inner, mapping);
    for (auto [result, returned] : llvm::zip_equal(
             op->getResults(), block.getTerminator()->getOperands()))
      partitionMap.map(result, mapping.lookupOrDefault(returned));
    return success();
  }
};

} // namespace

void mlir::maco::registerManualShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, maco::MacoDialect *) {
    ManualComputationOp::attachInterface<ManualShardingModel>(*ctx);
  });
}
