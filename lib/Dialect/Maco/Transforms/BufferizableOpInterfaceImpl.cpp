//===- BufferizableOpInterfaceImpl.cpp - one-shot-bufferize for maco ------===//
//
// How each tensor-form op becomes its memref (destination) form:
//
//  * all_reduce, broadcast, permute (result shape = operand shape) are
//    in-place capable: result i is equivalent to operand i and the op reads
//    and writes that buffer. One-Shot Analysis decides whether the operand's
//    buffer can be reused (then `maco.all_reduce %b into %b`) or must be
//    copied first.
//  * all_gather, reduce_scatter, all_to_all and recv allocate their result
//    buffers; their operands are only read.
//  * send only reads its operand.
//  * `*_start` ops copy their operands into private buffers and run in
//    place on them (or into fresh result buffers): compute that overlaps
//    the collective may then reuse the operand's buffer without racing with
//    the communication. `maco.wait` yields the buffers of its start op.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/BufferizableOpInterfaceImpl.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::maco;

namespace {

bool isSameShapeKind(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return false;
  CollectiveKind kind = collective.getCollectiveKind();
  return kind == CollectiveKind::AllReduce ||
         kind == CollectiveKind::Broadcast || kind == CollectiveKind::Permute;
}

/// How a collective scales dimension `d` of its operand: 1 (same), or
/// multiplied / divided by the group size.
enum class Scale { Same, Mul, Div };
Scale dimScale(Operation *op, int64_t d) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return Scale::Same;
  bool mul = collective.getGatherAxis() == d || collective.getConcatAxis() == d;
  bool div = collective.getScatterAxis() == d || collective.getSplitAxis() == d;
  return mul && !div ? Scale::Mul : div && !mul ? Scale::Div : Scale::Same;
}

/// Allocates an identity-layout buffer for the value of tensor type `type`
/// that `op` produces from operand buffer `like`: dynamic sizes are those of
/// `like`, scaled by the group size along a gathered/scattered dimension.
FailureOr<Value> allocBuffer(RewriterBase &rewriter, Location loc,
                             RankedTensorType type, Value like,
                             const BufferizationOptions &options,
                             Operation *op = nullptr) {
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  SmallVector<Value> dynSizes;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d))
      continue;
    auto likeType = like ? dyn_cast<MemRefType>(like.getType()) : nullptr;
    if (!likeType || likeType.getRank() != type.getRank())
      return emitError(loc, "cannot allocate a buffer of type ")
             << type << ": dimension " << d
             << " is dynamic and no operand has its size";
    Value size = memref::DimOp::create(rewriter, loc, like, d);
    Scale scale = op ? dimScale(op, d) : Scale::Same;
    if (scale != Scale::Same) {
      auto coll = cast<CollectiveOpInterface>(op);
      shard::GridOp grid = lookupGrid(op, coll.getGridAttr());
      int64_t n = grid ? getGroupSize(grid, coll.getGridAxes())
                       : ShapedType::kDynamic;
      // A group size that the grid leaves dynamic is queried at run time.
      Value cn = ShapedType::isDynamic(n)
                     ? Value(GroupSizeOp::create(
                           rewriter, loc, coll.getGridAttr(),
                           rewriter.getDenseI16ArrayAttr(coll.getGridAxes())))
                     : Value(arith::ConstantIndexOp::create(rewriter, loc, n));
      size = scale == Scale::Mul
                 ? Value(arith::MulIOp::create(rewriter, loc, size, cn))
                 : Value(arith::DivUIOp::create(rewriter, loc, size, cn));
    }
    dynSizes.push_back(size);
  }
  return options.createAlloc(rewriter, loc, memrefType, dynSizes);
}

/// Rebuilds `op` with memref operands `inputs`/`outs`, the same attributes
/// and properties, and result types `resultTypes`.
Operation *rebuild(RewriterBase &rewriter, Operation *op, ValueRange inputs,
                   ValueRange outs, TypeRange resultTypes) {
  return createCollectiveLike(rewriter, op->getLoc(),
                              cast<CollectiveOpInterface>(op),
                              op->getName().getStringRef(), inputs, outs,
                              resultTypes);
}

template <typename OpT>
struct CollectiveModel
    : public BufferizableOpInterface::ExternalModel<CollectiveModel<OpT>,
                                                    OpT> {
  static constexpr bool isStart = OpT::template hasTrait<OpTrait::OneResult>();

  bool bufferizesToMemoryRead(Operation *, OpOperand &operand,
                              const AnalysisState &) const {
    return isa<TensorType>(operand.get().getType());
  }
  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand,
                               const AnalysisState &) const {
    return !isStart && isSameShapeKind(op) &&
           isa<TensorType>(operand.get().getType());
  }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &) const {
    if (isStart || !isSameShapeKind(op) ||
        !isa<TensorType>(operand.get().getType()))
      return {};
    return {{op->getResult(operand.getOperandNumber()),
             BufferRelation::Equivalent}};
  }
  bool bufferizesToAllocation(Operation *op, Value) const {
    return !isSameShapeKind(op);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto collective = cast<CollectiveOpInterface>(op);
    if (!collective.getOuts().empty())
      return success(); // already memref form
    Location loc = op->getLoc();
    SmallVector<Value> inBuffers;
    for (Value in : collective.getInputs()) {
      FailureOr<Value> buf = getBuffer(rewriter, in, options, state);
      if (failed(buf))
        return failure();
      inBuffers.push_back(*buf);
    }
    SmallVector<Type> produced = collective.getProducedTypes();

    if constexpr (isStart) {
      // Private copies of the operands; run in place on them when the shape
      // does not change, else into fresh result buffers.
      SmallVector<Value> privIn, outs;
      for (auto [in, buf] : llvm::zip(collective.getInputs(), inBuffers)) {
        FailureOr<Value> copy = allocBuffer(
            rewriter, loc, cast<RankedTensorType>(in.getType()), buf, options);
        if (failed(copy))
          return failure();
        if (failed(options.createMemCpy(rewriter, loc, buf, *copy)))
          return failure();
        privIn.push_back(*copy);
      }
      if (isSameShapeKind(op)) {
        outs = privIn;
      } else {
        for (Type t : produced) {
          FailureOr<Value> out =
              allocBuffer(rewriter, loc, cast<RankedTensorType>(t),
                          privIn.empty() ? Value() : privIn.front(), options,
                          op);
          if (failed(out))
            return failure();
          outs.push_back(*out);
        }
      }
      Operation *newOp =
          rebuild(rewriter, op, privIn, outs,
                  {FutureType::get(op->getContext(), {})});
      replaceOpWithBufferizedValues(rewriter, op, newOp->getResults());
      return success();
    } else {
      SmallVector<Value> outs;
      if (isSameShapeKind(op)) {
        outs = inBuffers;
      } else {
        for (Type t : produced) {
          FailureOr<Value> out = allocBuffer(
              rewriter, loc, cast<RankedTensorType>(t),
              inBuffers.empty() ? Value() : inBuffers.front(), options, op);
          if (failed(out))
            return failure();
          outs.push_back(*out);
        }
      }
      rebuild(rewriter, op, inBuffers, outs, {});
      replaceOpWithBufferizedValues(rewriter, op, outs);
      return success();
    }
  }
};

/// `maco.wait` yields the buffers its (already bufferized) start op writes.
struct WaitModel
    : public BufferizableOpInterface::ExternalModel<WaitModel, WaitOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return false;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }
  bool bufferizesToAllocation(Operation *, Value) const { return true; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &) const {
    auto wait = cast<WaitOp>(op);
    auto start = wait.getFuture().getDefiningOp<CollectiveOpInterface>();
    // A tensor-form recv_start has no tensor operand or result, so
    // bufferization never visits it: give it its buffer here.
    if (auto recv = dyn_cast_or_null<RecvStartOp>(start.getOperation());
        recv && recv.getOuts().empty() && op->getNumResults() == 1) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(recv);
      FailureOr<Value> buf = allocBuffer(
          rewriter, recv.getLoc(),
          cast<RankedTensorType>(op->getResult(0).getType()), Value(),
          options);
      if (failed(buf))
        return op->emitError("cannot allocate the receive buffer");
      Operation *newStart = rebuild(rewriter, recv, {}, {*buf},
                                    {FutureType::get(op->getContext(), {})});
      rewriter.replaceOp(recv, newStart->getResults());
      start = cast<CollectiveOpInterface>(newStart);
    }
    if (!start || start->getNumResults() != 1 ||
        start.getOuts().size() != wait.getNumResults())
      return op->emitError("the start op of this wait was not bufferized");
    SmallVector<Value> outs(start.getOuts());
    WaitOp::create(rewriter, op->getLoc(), TypeRange{}, wait.getFuture());
    replaceOpWithBufferizedValues(rewriter, op, outs);
    return success();
  }
};

template <typename... Ops>
void attachCollectiveModels(MLIRContext *ctx) {
  (Ops::template attachInterface<CollectiveModel<Ops>>(*ctx), ...);
}
} // namespace

void mlir::maco::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, MacoDialect *) {
    attachCollectiveModels<AllReduceOp, AllReduceStartOp, AllGatherOp,
                           AllGatherStartOp, ReduceScatterOp,
                           ReduceScatterStartOp, BroadcastOp,
                           BroadcastStartOp, AllToAllOp, AllToAllStartOp,
                           PermuteOp, PermuteStartOp, SendOp, SendStartOp,
                           RecvOp, RecvStartOp>(ctx);
    WaitOp::attachInterface<WaitModel>(*ctx);
  });
}
