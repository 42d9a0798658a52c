//===- SliceSharding.cpp - sharding of tensor.extract_slice and concat ----===//
//
// `ShardingInterface` external models for `tensor.extract_slice` (JAX's
// `x[:, :k]`, `lax.slice`: a fused QKV projection split in three, RoPE's
// halves), `tensor.insert_slice`, `tensor.pad`, `tensor.concat` and
// `tensor.extract` (an element read: the predicate of `lax.cond`), which
// upstream MLIR 22 has none for.
//
// Algorithm
// ---------
// The model's loops are the result's dimensions, all parallel. A dimension
// may be split only where the op does not move data along it:
//  - extract_slice: the slice takes the whole dimension (offset 0, size the
//    source's, stride 1) -- static sizes and strides, no rank reduction
//    (maco-partition-annotated turns rank-reducing slices into slices and
//    reshapes first); a dynamic offset leaves its dimension unsplit;
//  - insert_slice: the slice covers the whole dimension of the destination
//    (static sizes, no rank change; source and destination split alike);
//  - pad: the dimension is not padded (static padding);
//  - concat: any dimension but the one concatenated along.
// getShardingOption keeps the split axes of those dimensions (from the
// result's sharding if known, else the first operand's that has one) and
// leaves the others whole: an operand split along them is gathered first
// (an explicit reshard), and the result is split afterwards if a user
// wants it. partition builds the same op on the local shards: the whole
// dimensions take their local size.
// tensor.extract reads one element at global indices: its tensor is read
// replicated (gathered first if split); the scalar is every rank's.
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

/// Which result dimensions of `op` may be split (see the file comment);
/// failure if the op is outside what the model handles.
static FailureOr<SmallVector<bool>> splittable(Operation *op) {
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    RankedTensorType source = slice.getSourceType();
    if (slice.getResultType().getRank() != source.getRank() ||
        !source.hasStaticShape() || !slice.getSizes().empty() ||
        !slice.getStrides().empty())
      return failure();
    // A dynamic offset (lax.scan's layer i of stacked weights) is no
    // whole dimension, so that dimension stays unsplit.
    SmallVector<bool> dims;
    for (int64_t d = 0; d < source.getRank(); ++d)
      dims.push_back(slice.getStaticOffsets()[d] == 0 &&
                     slice.getStaticStrides()[d] == 1 &&
                     slice.getStaticSizes()[d] == source.getDimSize(d));
    return dims;
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    RankedTensorType dest = insert.getDestType();
    if (insert.getSourceType().getRank() != dest.getRank() ||
        !dest.hasStaticShape() || !insert.getSizes().empty() ||
        !insert.getStrides().empty())
      return failure();
    SmallVector<bool> dims;
    for (int64_t d = 0; d < dest.getRank(); ++d)
      dims.push_back(insert.getStaticOffsets()[d] == 0 &&
                     insert.getStaticStrides()[d] == 1 &&
                     insert.getStaticSizes()[d] == dest.getDimSize(d));
    return dims;
  }
  if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    if (!pad.getResultType().hasStaticShape() || !pad.getLow().empty() ||
        !pad.getHigh().empty())
      return failure();
    SmallVector<bool> dims;
    for (auto [low, high] :
         llvm::zip_equal(pad.getStaticLow(), pad.getStaticHigh()))
      dims.push_back(low == 0 && high == 0);
    return dims;
  }
  auto concat = cast<tensor::ConcatOp>(op);
  if (!concat.getResultType().hasStaticShape())
    return failure();
  SmallVector<bool> dims(concat.getResultType().getRank(), true);
  dims[concat.getDim()] = false;
  return dims;
}

static bool plain(const Sharding &s) { return s && !maco::hasHaloOrOffsets(s); }

/// The option's sharding of every tensor of the op (they all have the
/// result's rank).
static Sharding shardingOf(const ShardingOption &option) {
  return maco::shardingOfLoops(
      option, llvm::to_vector(llvm::seq<int64_t>(option.shardingArray.size())));
}

template <typename OpT>
struct SliceShardingModel
    : public ShardingInterface::ExternalModel<SliceShardingModel<OpT>, OpT> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        cast<RankedTensorType>(op->getResult(0).getType()).getRank(),
        utils::IteratorType::parallel);
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    FailureOr<SmallVector<bool>> dims = splittable(op);
    if (failed(dims))
      return failure();
    Sharding from = resultShardings.empty() ? Sharding() : resultShardings[0];
    for (size_t i = 0; !from && i < operandShardings.size(); ++i)
      if (isa<RankedTensorType>(op->getOperand(i).getType()))
        from = operandShardings[i];
    if (!from)
      return ShardingOption::makeEmpty();
    if (!plain(from))
      return failure();
    ShardingArray array(dims->size());
    for (auto [d, axes] : llvm::enumerate(from.getSplitAxes()))
      if (d < dims->size() && (*dims)[d])
        array[d] = llvm::to_vector(axes.asArrayRef());
    return ShardingOption(array, from.getGridAttr());
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    std::vector<Sharding> shardings(op->getNumOperands() + 1);
    Sharding s = shardingOf(option);
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      if (isa<RankedTensorType>(op->getOperand(i).getType()))
        shardings[i] = s;
    shardings.back() = s;
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    Sharding s = shardingOf(option);
    maybeInsertTargetShardingAnnotation(s, op->getResult(0), b);
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()))
        continue;
      OpBuilder::InsertionGuard guard(b);
      maybeInsertSourceShardingAnnotation(s, operand, b);
    }
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    FailureOr<SmallVector<bool>> dims = splittable(op);
    Sharding res = resultShardings[0];
    bool agree = succeeded(dims) && plain(res);
    for (unsigned i = 0; agree && i < op->getNumOperands(); ++i)
      if (isa<RankedTensorType>(op->getOperand(i).getType()))
        agree = operandShardings[i] == res;
    if (agree)
      for (auto [d, axes] : llvm::enumerate(res.getSplitAxes()))
        agree &= axes.empty() || (d < dims->size() && (*dims)[d]);
    if (!agree)
      return op->emitOpError(
          "cannot be partitioned with these shardings: its operands and "
          "result must be split alike, and only along dimensions it does not "
          "slice or concatenate (static shapes)");
    GridOp grid = getGrid(op, res.getGridAttr(), symbols);
    auto localType = cast<RankedTensorType>(shardShapedType(
        cast<ShapedType>(op->getResult(0).getType()), grid, res));
    Operation *local;
    // Dynamic offsets are scalars: the partitioned function's own.
    auto offsets = [&](SmallVector<OpFoldResult> mixed) {
      for (OpFoldResult &offset : mixed)
        if (auto v = dyn_cast<Value>(offset))
          offset = partitionMap.lookupOrDefault(v);
      return mixed;
    };
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
      SmallVector<OpFoldResult> sizes;
      for (int64_t size : localType.getShape())
        sizes.push_back(builder.getIndexAttr(size));
      local = tensor::ExtractSliceOp::create(
          builder, op->getLoc(), localType, partitionedOperands[0],
          offsets(slice.getMixedOffsets()), sizes, slice.getMixedStrides());
    } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
      auto localSource =
          cast<RankedTensorType>(partitionedOperands[0].getType());
      SmallVector<OpFoldResult> sizes;
      for (int64_t size : localSource.getShape())
        sizes.push_back(builder.getIndexAttr(size));
      local = tensor::InsertSliceOp::create(
          builder, op->getLoc(), partitionedOperands[0], partitionedOperands[1],
          offsets(insert.getMixedOffsets()), sizes, insert.getMixedStrides());
    } else if (isa<tensor::PadOp>(op)) {
      // The padding region comes along; only the shapes change.
      local = builder.clone(*op, partitionMap);
      local->getResult(0).setType(localType);
    } else {
      auto concat = cast<tensor::ConcatOp>(op);
      local = tensor::ConcatOp::create(builder, op->getLoc(), localType,
                                       concat.getDim(), partitionedOperands);
    }
    partitionMap.map(op->getResult(0), local->getResult(0));
    partitionMap.map(op, local);
    return success();
  }
};

/// tensor.extract: its tensor replicated, no loops.
struct ExtractShardingModel
    : public ShardingInterface::ExternalModel<ExtractShardingModel,
                                              tensor::ExtractOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    return {};
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding>) const {
    if (operandShardings.empty() || !operandShardings[0] ||
        !operandShardings[0].getGridAttr())
      return ShardingOption::makeEmpty();
    return ShardingOption(ShardingArray(), operandShardings[0].getGridAttr());
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    std::vector<Sharding> shardings(op->getNumOperands() + 1);
    shardings[0] = Sharding::get(option.grid, {});
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    maybeInsertSourceShardingAnnotation(Sharding::get(option.grid, {}),
                                        op->getOpOperand(0), b);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding>, IRMapping &partitionMap,
                          SymbolTableCollection &, OpBuilder &builder) const {
    Sharding in = operandShardings[0];
    if (in && llvm::any_of(in.getSplitAxes(),
                           [](GridAxesAttr axes) { return !axes.empty(); }))
      return op->emitOpError("reads an element of a split tensor; it must "
                             "be read replicated (gathered first)");
    Operation *local = builder.clone(*op, partitionMap);
    partitionMap.map(op->getResult(0), local->getResult(0));
    partitionMap.map(op, local);
    return success();
  }
};
} // namespace

void mlir::maco::registerSliceShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExtractSliceOp::attachInterface<
        SliceShardingModel<tensor::ExtractSliceOp>>(*ctx);
    tensor::ConcatOp::attachInterface<SliceShardingModel<tensor::ConcatOp>>(
        *ctx);
    tensor::ExtractOp::attachInterface<ExtractShardingModel>(*ctx);
    tensor::InsertSliceOp::attachInterface<
        SliceShardingModel<tensor::InsertSliceOp>>(*ctx);
    tensor::PadOp::attachInterface<SliceShardingModel<tensor::PadOp>>(*ctx);
  });
}
