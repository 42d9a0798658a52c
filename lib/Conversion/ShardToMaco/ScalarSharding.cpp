//===- ScalarSharding.cpp - sharding of scalar arith and math ops --------===//
//
// Upstream sharding-propagation (MLIR 22) rejects every op without a
// ShardingInterface, scalars included ("sharding interface is not
// implemented"): the index arithmetic of a loop body (JAX's lax.scan
// computes `min(i, n - 1)` and casts it to slice its stacked weights) stops
// partitioning. A scalar has nothing to shard, so this model gives the
// arith and math ops whose operands and results are all scalars no loops
// and no annotations, and partitions them as they are (a clone on every
// rank). The same ops on tensors are left as upstream leaves them (an
// error naming the op): their element-wise sharding is linalg's, after
// convert-elementwise-to-linalg.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/ShardToMaco/ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

static bool isScalarOnly(Operation *op) {
  auto scalar = [](Type t) { return !isa<ShapedType>(t); };
  return llvm::all_of(op->getOperandTypes(), scalar) &&
         llvm::all_of(op->getResultTypes(), scalar);
}

template <typename OpT>
struct ScalarShardingModel
    : public ShardingInterface::ExternalModel<ScalarShardingModel<OpT>, OpT> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    return {};
  }

  FailureOr<ShardingOption> getShardingOption(Operation *op, ArrayRef<Sharding>,
                                              ArrayRef<Sharding>) const {
    if (failed(checkScalar(op)))
      return failure();
    return ShardingOption::makeEmpty();
  }

  static LogicalResult checkScalar(Operation *op) {
    if (isScalarOnly(op))
      return success();
    return op->emitOpError("on tensors has no sharding (maco shards "
                           "element-wise code as linalg ops)");
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &) const {
    return std::vector<Sharding>(op->getNumOperands() + op->getNumResults());
  }

  LogicalResult addShardingAnnotations(Operation *, OpBuilder &,
                                       const ShardingOption &) const {
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>, ArrayRef<Sharding>,
                          ArrayRef<Sharding>, IRMapping &partitionMap,
                          SymbolTableCollection &, OpBuilder &builder) const {
    if (failed(checkScalar(op)))
      return failure();
    builder.clone(*op, partitionMap);
    return success();
  }
};

template <typename... Ops> static void attach(MLIRContext *ctx) {
  (Ops::template attachInterface<ScalarShardingModel<Ops>>(*ctx), ...);
}

} // namespace

void mlir::maco::registerScalarShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    using namespace arith;
    attach<AddIOp, SubIOp, MulIOp, DivSIOp, DivUIOp, CeilDivSIOp, CeilDivUIOp,
           FloorDivSIOp, RemSIOp, RemUIOp, MinSIOp, MaxSIOp, MinUIOp, MaxUIOp,
           AndIOp, OrIOp, XOrIOp, ShLIOp, ShRSIOp, ShRUIOp, CmpIOp, CmpFOp,
           SelectOp, IndexCastOp, IndexCastUIOp, ExtSIOp, ExtUIOp, TruncIOp,
           ExtFOp, TruncFOp, SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp, BitcastOp,
           AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, NegFOp, MaximumFOp,
           MinimumFOp, MaxNumFOp, MinNumFOp>(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, math::MathDialect *) {
    using namespace math;
    attach<AbsFOp, AbsIOp, ExpOp, LogOp, SqrtOp, RsqrtOp, TanhOp, PowFOp,
           FPowIOp, FloorOp, CeilOp, RoundOp>(ctx);
  });
}
