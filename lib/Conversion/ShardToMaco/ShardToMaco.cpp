//===- ShardToMaco.cpp - upstream shard ops -> maco ops ------------------===//
//
// `maco-import-shard` rewrites what upstream `sharding-propagation` +
// `shard-partition` leave behind (SPMD code with `shard` collectives and
// process/grid queries) into maco ops, so that every maco pass and the maco
// runtime apply to programs partitioned upstream.
//
// Algorithm
// ---------
// Every `shard` op converts on its own: the replacement values have exactly
// the types of the op's results, and no conversion looks at another shard
// op. The pass therefore needs no fixed-point driver: it collects the shard
// ops of the module (pre-order, nested regions included), and converts them
// one by one with an IRRewriter. Each conversion first checks everything it
// needs (grid symbol, static roots/peers, supported element types and
// reductions) and emits an error naming the op and the reason *before* it
// creates any IR, so a rejected op is left untouched; all rejected ops are
// reported, then the pass fails. `shard.grid` symbols stay: maco ops refer
// to them.
//
// Groups. shard and maco agree on groups: (grid, grid_axes), the group rank
// being the row-major linear index of the coordinates along `grid_axes` in
// the listed order. Upstream roots/peers are in-group multi-indices; they
// become linear group ranks with the same convention.
//
// Op by op:
//  * all_reduce, reduce_scatter: same grid/axes/axis; reductions sum, max,
//    min, product, average -> sum, max, min, prod, avg (bitwise_* and
//    generic are rejected). Upstream lets the result element type differ
//    from the input's (the accumulation type is the result's): the input
//    is first converted element-wise with arith on tensors (extf/truncf,
//    extsi/trunci (extui for i1), sitofp/fptosi, index_cast). A memref
//    all_reduce becomes `memref.alloc` + `maco.all_reduce %in into %buf`.
//  * reduce (rooted): the result is only defined on the root, so an
//    all_reduce is a valid (if more expensive) implementation; likewise
//    gather (rooted) -> all_gather. The root is ignored.
//  * all_gather, all_to_all: same attributes. An integer element type
//    that maco collectives lack (i1 masks, i16) moves widened (i8, i32;
//    extui/extsi) and is truncated back: the same bits.
//  * broadcast: the static root multi-index -> linear group rank; a dynamic
//    root is rejected (maco roots are attributes).
//  * scatter: broadcast from the root, then every rank keeps its slice
//    (as all_slice below).
//  * all_slice (no communication; emitted by shard-partition when a
//    replicated value becomes split): `tensor.extract_slice` at offset
//    `maco.rank * slice size` along `slice_axis`. A dynamic slice size is
//    the dimension divided by maco.group_size, after a `cf.assert` that
//    the group divides it (slices are equal, as in upstream's lowering).
//  * shift: `maco.permute` with explicit pairs over the linearized group.
//    Only the coordinate along `shift_axis` changes; group member with
//    coordinate c sends to coordinate c + offset (wrapped when `rotate`,
//    dropped at the edge otherwise: the ranks without a source receive
//    zeros, upstream says "undefined"). A shift that moves nothing is the
//    identity. Needs static grid sizes along `grid_axes`.
//  * send/recv: destination/source multi-index -> group rank (static or
//    computed with arith) -> maco.send/recv with tag 0. The result of
//    shard.send is its input. A recv without a source, or whose result
//    shape is not static, is rejected.
//  * process_linear_index -> maco.rank over all grid axes [0, rank);
//    process_multi_index -> one maco.rank per axis (grid_axes = [a]);
//    grid_shape -> arith.constant for static sizes, maco.group_size on [a]
//    otherwise; neighbors_linear_indices (one split axis) -> arith.
//  * shard_shape (emitted by shard-partition for tensors it creates whose
//    local size is not static, e.g. over a grid of dynamic size): arith on
//    the device coordinates and the group size (see convertShardShape);
//    its sharding must be a shard.sharding op without halos or explicit
//    offsets. The sharding is erased once its shard shapes are converted.
//  * shard.shard / sharding / get_sharding / shard_shape left in a module
//    that still has shard.shard annotations: rejected, the module must be
//    partitioned first. In a partitioned module shard-partition may leave
//    shardings and shard shapes: unused ones are erased, a sharding used by
//    anything but shard shapes (e.g. a returned !shard.sharding) is
//    rejected with the user named.
//  * update_halo is rejected.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::maco {
#define GEN_PASS_DEF_IMPORTSHARD
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {

/// Converts the shard ops of one module; see the file comment.
class ShardImporter {
public:
  /// `annotated`: the module still has `shard.shard` annotations, i.e. it
  /// was not partitioned.
  ShardImporter(MLIRContext *ctx, bool annotated)
      : rewriter(ctx), annotated(annotated) {}

  /// Converts `op` or reports why it cannot (leaving it in place).
  LogicalResult convert(Operation *op);

private:
  // Helpers ---------------------------------------------------------------

  InFlightDiagnostic reject(Operation *op) {
    return op->emitOpError("cannot be imported into maco: ");
  }

  shard::GridOp getGrid(Operation *op, FlatSymbolRefAttr sym) {
    shard::GridOp grid = shard::getGrid(op, sym, symbols);
    if (!grid)
      reject(op) << "unknown grid " << sym;
    return grid;
  }

  FailureOr<maco::ReductionKind> mapReduction(Operation *op,
                                              shard::ReductionKind kind);
  LogicalResult checkElementType(Operation *op, Type type);
  FailureOr<Value> widenForMove(Operation *op, Value input);
  Value narrowAfterMove(Location loc, Value moved, Type type);
  Value convertElementType(Location loc, Value input, Type elementType);
  FailureOr<Value> accumulationInput(Operation *op, Value input,
                                     RankedTensorType resultType,
                                     maco::ReductionKind kind);
  FailureOr<int64_t> staticGroupRank(Operation *op, shard::GridOp grid,
                                     ArrayRef<int16_t> axes,
                                     ArrayRef<int64_t> multiIndex,
                                     StringRef what);
  Value gridDim(Location loc, shard::GridOp grid, int16_t axis);
  Value linearize(Location loc, shard::GridOp grid, ArrayRef<int16_t> axes,
                  ArrayRef<OpFoldResult> multiIndex);
  FailureOr<Value> groupRankValue(Operation *op, shard::GridOp grid,
                                  ArrayRef<int16_t> axes,
                                  ArrayRef<int64_t> staticIndex,
                                  ValueRange dynamicIndex, StringRef what);
  Value sliceForRank(Location loc, Value input, RankedTensorType resultType,
                     FlatSymbolRefAttr gridSym, shard::GridOp grid,
                     ArrayRef<int16_t> axes, int64_t axis);
  void replaceWith(Operation *op, Value value);

  // Conversions -----------------------------------------------------------

  template <typename OpTy> LogicalResult convertReduction(OpTy op);
  LogicalResult convertMemrefAllReduce(shard::AllReduceOp op,
                                       maco::ReductionKind kind);
  LogicalResult convertReduceScatter(shard::ReduceScatterOp op);
  template <typename OpTy> LogicalResult convertGather(OpTy op);
  LogicalResult convertAllToAll(shard::AllToAllOp op);
  LogicalResult convertBroadcast(shard::BroadcastOp op);
  LogicalResult convertScatter(shard::ScatterOp op);
  LogicalResult convertAllSlice(shard::AllSliceOp op);
  LogicalResult convertShift(shard::ShiftOp op);
  LogicalResult convertSend(shard::SendOp op);
  LogicalResult convertRecv(shard::RecvOp op);
  LogicalResult convertLinearIndex(shard::ProcessLinearIndexOp op);
  LogicalResult convertMultiIndex(shard::ProcessMultiIndexOp op);
  LogicalResult convertGridShape(shard::GridShapeOp op);
  LogicalResult convertNeighbors(shard::NeighborsLinearIndicesOp op);
  LogicalResult convertShardShape(shard::ShardShapeOp op);

  LogicalResult convertLeftover(Operation *op);

  IRRewriter rewriter;
  SymbolTableCollection symbols;
  bool annotated;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

FailureOr<maco::ReductionKind>
ShardImporter::mapReduction(Operation *op, shard::ReductionKind kind) {
  switch (kind) {
  case shard::ReductionKind::Sum:
    return maco::ReductionKind::Sum;
  case shard::ReductionKind::Max:
    return maco::ReductionKind::Max;
  case shard::ReductionKind::Min:
    return maco::ReductionKind::Min;
  case shard::ReductionKind::Product:
    return maco::ReductionKind::Prod;
  case shard::ReductionKind::Average:
    return maco::ReductionKind::Avg;
  default:
    break;
  }
  reject(op) << "reduction '" << shard::stringifyReductionKind(kind)
             << "' has no maco equivalent (maco supports sum, product, max, "
                "min, average)";
  return failure();
}

LogicalResult ShardImporter::checkElementType(Operation *op, Type type) {
  Type element = cast<ShapedType>(type).getElementType();
  if (maco::isSupportedElementType(element))
    return success();
  return reject(op) << "element type " << element
                    << " is not supported by maco collectives (f16, bf16, "
                       "f32, f64, i8, i32, i64)";
}

/// Data movement (gathers, all-to-all, broadcasts) of an integer element
/// type that maco collectives lack (i1 masks, i2..i7, i16): the tensor is
/// moved widened to i8 (i32 for i9..i16) and truncated back after, which
/// moves the same bits. Any other unsupported type is rejected.
FailureOr<Value> ShardImporter::widenForMove(Operation *op, Value input) {
  Type element = cast<ShapedType>(input.getType()).getElementType();
  auto integer = dyn_cast<IntegerType>(element);
  if (maco::isSupportedElementType(element) || !integer ||
      !integer.isSignless() || integer.getWidth() > 16) {
    if (failed(checkElementType(op, input.getType())))
      return failure();
    return input;
  }
  rewriter.setInsertionPoint(op);
  Type wide = rewriter.getIntegerType(integer.getWidth() < 8 ? 8 : 32);
  return convertElementType(op->getLoc(), input, wide);
}

/// The moved tensor back to the original result type `type`.
Value ShardImporter::narrowAfterMove(Location loc, Value moved, Type type) {
  Type element = cast<ShapedType>(type).getElementType();
  return convertElementType(loc, moved, element);
}

/// Element-wise conversion of a ranked tensor to `elementType` with arith
/// ops on tensors. Returns null for a pair of types arith cannot convert.
Value ShardImporter::convertElementType(Location loc, Value input,
                                        Type elementType) {
  auto inType = cast<RankedTensorType>(input.getType());
  Type from = inType.getElementType();
  if (from == elementType)
    return input;
  auto outType = inType.clone(elementType);
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(elementType);
  auto fromInt = dyn_cast<IntegerType>(from);
  auto toInt = dyn_cast<IntegerType>(elementType);
  if (fromFloat && toFloat) {
    if (fromFloat.getWidth() < toFloat.getWidth())
      return arith::ExtFOp::create(rewriter, loc, outType, input);
    if (fromFloat.getWidth() > toFloat.getWidth())
      return arith::TruncFOp::create(rewriter, loc, outType, input);
    return nullptr; // f16 <-> bf16: no single arith op.
  }
  if (fromInt && toInt) {
    if (fromInt.getWidth() < toInt.getWidth()) {
      if (fromInt.getWidth() == 1)
        return arith::ExtUIOp::create(rewriter, loc, outType, input);
      return arith::ExtSIOp::create(rewriter, loc, outType, input);
    }
    return arith::TruncIOp::create(rewriter, loc, outType, input);
  }
  if (fromInt && toFloat) {
    if (fromInt.getWidth() == 1)
      return arith::UIToFPOp::create(rewriter, loc, outType, input);
    return arith::SIToFPOp::create(rewriter, loc, outType, input);
  }
  if (fromFloat && toInt)
    return arith::FPToSIOp::create(rewriter, loc, outType, input);
  if ((from.isIndex() && toInt) || (fromInt && elementType.isIndex()))
    return arith::IndexCastOp::create(rewriter, loc, outType, input);
  return nullptr;
}

/// Linear group rank of a static in-group multi-index.
FailureOr<int64_t> ShardImporter::staticGroupRank(Operation *op,
                                                  shard::GridOp grid,
                                                  ArrayRef<int16_t> axes,
                                                  ArrayRef<int64_t> multiIndex,
                                                  StringRef what) {
  if (multiIndex.size() != axes.size()) {
    reject(op) << what << " has " << multiIndex.size()
               << " coordinates but the group has " << axes.size()
               << " grid axes";
    return failure();
  }
  ArrayRef<int64_t> shape = grid.getShape();
  int64_t linear = 0;
  for (auto [axis, coord] : llvm::zip(axes, multiIndex)) {
    int64_t size = shape[axis];
    if (ShapedType::isDynamic(size)) {
      reject(op) << what << " needs a static grid size along axis " << axis;
      return failure();
    }
    if (coord < 0 || coord >= size) {
      reject(op) << what << " coordinate " << coord
                 << " is out of range for grid axis " << axis << " of size "
                 << size;
      return failure();
    }
    linear = linear * size + coord;
  }
  return linear;
}

/// The size of the grid along `axis` as an index value.
Value ShardImporter::gridDim(Location loc, shard::GridOp grid, int16_t axis) {
  int64_t size = grid.getShape()[axis];
  if (!ShapedType::isDynamic(size))
    return arith::ConstantIndexOp::create(rewriter, loc, size);
  return maco::GroupSizeOp::create(rewriter, loc, grid.getSymName(),
                                   ArrayRef<int16_t>{axis});
}

/// Row-major linear index of `multiIndex` (one entry per axis of `axes`).
Value ShardImporter::linearize(Location loc, shard::GridOp grid,
                               ArrayRef<int16_t> axes,
                               ArrayRef<OpFoldResult> multiIndex) {
  Value linear;
  for (auto [axis, coord] : llvm::zip(axes, multiIndex)) {
    Value c = getValueOrCreateConstantIndexOp(rewriter, loc, coord);
    if (!linear) {
      linear = c;
      continue;
    }
    Value scaled =
        arith::MulIOp::create(rewriter, loc, linear, gridDim(loc, grid, axis));
    linear = arith::AddIOp::create(rewriter, loc, scaled, c);
  }
  if (!linear)
    linear = arith::ConstantIndexOp::create(rewriter, loc, 0);
  return linear;
}

/// Group rank (an index value) of a mixed static/dynamic multi-index.
FailureOr<Value> ShardImporter::groupRankValue(
    Operation *op, shard::GridOp grid, ArrayRef<int16_t> axes,
    ArrayRef<int64_t> staticIndex, ValueRange dynamicIndex, StringRef what) {
  if (staticIndex.size() != axes.size()) {
    reject(op) << what << " has " << staticIndex.size()
               << " coordinates but the group has " << axes.size()
               << " grid axes";
    return failure();
  }
  if (dynamicIndex.empty()) {
    FailureOr<int64_t> rank =
        staticGroupRank(op, grid, axes, staticIndex, what);
    if (failed(rank))
      return failure();
    return Value(arith::ConstantIndexOp::create(rewriter, op->getLoc(), *rank));
  }
  SmallVector<OpFoldResult> mixed =
      getMixedValues(staticIndex, dynamicIndex, rewriter);
  return linearize(op->getLoc(), grid, axes, mixed);
}

/// The slice of `input` along tensor axis `axis` that belongs to the
/// calling rank's position in group (grid, axes).
Value ShardImporter::sliceForRank(Location loc, Value input,
                                  RankedTensorType resultType,
                                  FlatSymbolRefAttr gridSym, shard::GridOp grid,
                                  ArrayRef<int16_t> axes, int64_t axis) {
  auto inType = cast<RankedTensorType>(input.getType());
  // No elements: the slice is an empty tensor of its size (an extract_slice
  // would not verify, every static offset into a dimension of size 0 being
  // out of bounds).
  bool empty = maco::hasZeroSizedDim(inType);
  Value rank;
  if (!empty)
    rank = maco::RankOp::create(rewriter, loc, gridSym,
                                rewriter.getDenseI16ArrayAttr(axes));
  OpFoldResult size;
  if (!resultType.isDynamicDim(axis)) {
    size = rewriter.getIndexAttr(resultType.getDimSize(axis));
  } else {
    Value groupSize = maco::GroupSizeOp::create(
        rewriter, loc, gridSym, rewriter.getDenseI16ArrayAttr(axes));
    Value dim = tensor::DimOp::create(rewriter, loc, input, axis);
    // Slices are equal (as upstream's lowering of all_slice): a dimension
    // that the group does not divide stops the program instead of losing
    // its last elements.
    Value remainder = arith::RemUIOp::create(rewriter, loc, dim, groupSize);
    Value divides = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, remainder,
        arith::ConstantIndexOp::create(rewriter, loc, 0));
    std::string where = "unknown location";
    loc->walk([&](Location l) {
      auto file = dyn_cast<FileLineColLoc>(l);
      if (!file)
        return WalkResult::advance();
      where = (file.getFilename().getValue() + ":" + Twine(file.getLine()) +
               ":" + Twine(file.getColumn()))
                  .str();
      return WalkResult::interrupt();
    });
    cf::AssertOp::create(
        rewriter, loc, divides,
        ("maco: " + where + ": dimension " + Twine(axis) +
         " of the sliced tensor is not divisible by the number of ranks "
         "along grid axes [" +
         llvm::join(
             llvm::map_range(axes, [](int16_t a) { return std::to_string(a); }),
             ", ") +
         "] of @" + gridSym.getValue())
            .str());
    size = arith::DivUIOp::create(rewriter, loc, dim, groupSize).getResult();
  }
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < inType.getRank(); ++d) {
    if (d == axis)
      sizes.push_back(size);
    else if (!inType.isDynamicDim(d))
      sizes.push_back(rewriter.getIndexAttr(inType.getDimSize(d)));
    else
      sizes.push_back(
          tensor::DimOp::create(rewriter, loc, input, d).getResult());
  }
  Value slice;
  if (empty) {
    slice =
        tensor::EmptyOp::create(rewriter, loc, sizes, inType.getElementType());
  } else {
    Value offset = rank;
    if (getConstantIntValue(size) != std::optional<int64_t>(1))
      offset = arith::MulIOp::create(
          rewriter, loc, rank,
          getValueOrCreateConstantIndexOp(rewriter, loc, size));
    SmallVector<OpFoldResult> offsets(inType.getRank(),
                                      rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(inType.getRank(),
                                      rewriter.getIndexAttr(1));
    offsets[axis] = offset;
    slice = tensor::ExtractSliceOp::create(rewriter, loc, input, offsets, sizes,
                                           strides);
  }
  if (slice.getType() != resultType)
    slice = tensor::CastOp::create(rewriter, loc, resultType, slice);
  return slice;
}

/// Replaces the single result of `op` by `value` (with a tensor.cast when
/// only the static information differs) and erases `op`.
void ShardImporter::replaceWith(Operation *op, Value value) {
  Type type = op->getResult(0).getType();
  if (value.getType() != type)
    value = tensor::CastOp::create(rewriter, op->getLoc(), type, value);
  rewriter.replaceOp(op, value);
}

//===----------------------------------------------------------------------===//
// Reductions: all_reduce, reduce (rooted)
//===----------------------------------------------------------------------===//

/// The operand of a reduction in the accumulation (result) element type:
/// checks that type and the reduction, and converts the operand element-wise
/// when the types differ (upstream reductions may change the element type).
/// Sets the insertion point before `op`.
FailureOr<Value> ShardImporter::accumulationInput(Operation *op, Value input,
                                                  RankedTensorType resultType,
                                                  maco::ReductionKind kind) {
  if (failed(checkElementType(op, resultType)))
    return failure();
  Type element = resultType.getElementType();
  if (kind == maco::ReductionKind::Avg && !isa<FloatType>(element))
    return reject(op) << "reduction 'average' needs a floating-point "
                         "accumulation type, got "
                      << element;
  rewriter.setInsertionPoint(op);
  Type inElement = cast<RankedTensorType>(input.getType()).getElementType();
  if (inElement == element)
    return input;
  Value converted = convertElementType(op->getLoc(), input, element);
  if (!converted)
    return reject(op) << "no element-wise conversion from " << inElement
                      << " to " << element;
  return converted;
}

template <typename OpTy>
LogicalResult ShardImporter::convertReduction(OpTy op) {
  FailureOr<maco::ReductionKind> kind = mapReduction(op, op.getReduction());
  if (failed(kind) || !getGrid(op, op.getGridAttr()))
    return failure();
  if constexpr (std::is_same_v<OpTy, shard::AllReduceOp>) {
    if (isa<MemRefType>(op.getInput().getType()))
      return convertMemrefAllReduce(op, *kind);
  }
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  FailureOr<Value> accumulated =
      accumulationInput(op, op.getInput(), resultType, *kind);
  if (failed(accumulated))
    return failure();
  Location loc = op.getLoc();
  Value input = *accumulated;

  // The accumulation type is the result's; keep the operand's shape (the
  // result's may be more static), cast afterwards if needed.
  auto macoType = cast<RankedTensorType>(input.getType());
  auto reduced = maco::AllReduceOp::create(
      rewriter, loc, TypeRange{macoType}, ValueRange{input}, ValueRange{},
      maco::ReductionKindAttr::get(op.getContext(), *kind),
      /*algorithm=*/nullptr, op.getGridAttr(), op.getGridAxesAttr());
  replaceWith(op, reduced.getResult(0));
  return success();
}

LogicalResult ShardImporter::convertMemrefAllReduce(shard::AllReduceOp op,
                                                    maco::ReductionKind kind) {
  auto inType = cast<MemRefType>(op.getInput().getType());
  auto resultType = dyn_cast<MemRefType>(op.getResult().getType());
  if (!resultType)
    return reject(op) << "memref operand with a non-memref result";
  if (inType.getElementType() != resultType.getElementType())
    return reject(op) << "element type conversion on memrefs is not "
                         "supported (convert before bufferization)";
  if (failed(checkElementType(op, resultType)))
    return failure();
  if (kind == maco::ReductionKind::Avg &&
      !isa<FloatType>(resultType.getElementType()))
    return reject(op) << "reduction 'average' needs a floating-point "
                         "element type";
  if (!resultType.getLayout().isIdentity())
    return reject(op) << "result memref must have the identity layout, got "
                      << resultType;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Value> dynSizes;
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (resultType.isDynamicDim(d))
      dynSizes.push_back(
          memref::DimOp::create(rewriter, loc, op.getInput(), d));
  Value buffer = memref::AllocOp::create(rewriter, loc, resultType, dynSizes);
  maco::AllReduceOp::create(
      rewriter, loc, TypeRange{}, ValueRange{op.getInput()}, ValueRange{buffer},
      maco::ReductionKindAttr::get(op.getContext(), kind),
      /*algorithm=*/nullptr, op.getGridAttr(), op.getGridAxesAttr());
  rewriter.replaceOp(op, buffer);
  return success();
}

LogicalResult ShardImporter::convertReduceScatter(shard::ReduceScatterOp op) {
  FailureOr<maco::ReductionKind> kind = mapReduction(op, op.getReduction());
  if (failed(kind) || !getGrid(op, op.getGridAttr()))
    return failure();
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  FailureOr<Value> accumulated =
      accumulationInput(op, op.getInput(), resultType, *kind);
  if (failed(accumulated))
    return failure();
  Location loc = op.getLoc();
  Value input = *accumulated;
  auto scattered = maco::ReduceScatterOp::create(
      rewriter, loc, TypeRange{resultType}, ValueRange{input}, ValueRange{},
      rewriter.getI64IntegerAttr(op.getScatterAxis().getSExtValue()),
      maco::ReductionKindAttr::get(op.getContext(), *kind),
      /*algorithm=*/nullptr, op.getGridAttr(), op.getGridAxesAttr());
  rewriter.replaceOp(op, scattered.getResult(0));
  return success();
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

template <typename OpTy> LogicalResult ShardImporter::convertGather(OpTy op) {
  if (!getGrid(op, op.getGridAttr()))
    return failure();
  FailureOr<Value> input = widenForMove(op, op.getInput());
  if (failed(input))
    return failure();
  rewriter.setInsertionPoint(op);
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  auto gathered = maco::AllGatherOp::create(
      rewriter, op.getLoc(),
      TypeRange{resultType.clone(getElementTypeOrSelf(input->getType()))},
      ValueRange{*input}, ValueRange{},
      rewriter.getI64IntegerAttr(op.getGatherAxis().getSExtValue()),
      /*algorithm=*/nullptr, op.getGridAttr(), op.getGridAxesAttr());
  rewriter.replaceOp(
      op, narrowAfterMove(op.getLoc(), gathered.getResult(0), resultType));
  return success();
}

LogicalResult ShardImporter::convertAllToAll(shard::AllToAllOp op) {
  if (!getGrid(op, op.getGridAttr()))
    return failure();
  FailureOr<Value> input = widenForMove(op, op.getInput());
  if (failed(input))
    return failure();
  rewriter.setInsertionPoint(op);
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  auto exchanged = maco::AllToAllOp::create(
      rewriter, op.getLoc(),
      TypeRange{resultType.clone(getElementTypeOrSelf(input->getType()))},
      ValueRange{*input}, ValueRange{},
      rewriter.getI64IntegerAttr(op.getSplitAxis().getSExtValue()),
      rewriter.getI64IntegerAttr(op.getConcatAxis().getSExtValue()),
      op.getGridAttr(), op.getGridAxesAttr());
  rewriter.replaceOp(
      op, narrowAfterMove(op.getLoc(), exchanged.getResult(0), resultType));
  return success();
}

LogicalResult ShardImporter::convertBroadcast(shard::BroadcastOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid || failed(checkElementType(op, op.getInput().getType())))
    return failure();
  if (!op.getRootDynamic().empty())
    return reject(op) << "dynamic root (maco.broadcast needs a static root)";
  FailureOr<int64_t> root =
      staticGroupRank(op, grid, op.getGridAxes(), op.getRoot(), "root");
  if (failed(root))
    return failure();
  rewriter.setInsertionPoint(op);
  auto bcast = maco::BroadcastOp::create(
      rewriter, op.getLoc(), TypeRange{op.getInput().getType()},
      ValueRange{op.getInput()}, ValueRange{},
      rewriter.getI64IntegerAttr(*root), /*algorithm=*/nullptr,
      op.getGridAttr(), op.getGridAxesAttr());
  replaceWith(op, bcast.getResult(0));
  return success();
}

LogicalResult ShardImporter::convertScatter(shard::ScatterOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid || failed(checkElementType(op, op.getInput().getType())))
    return failure();
  if (!op.getRootDynamic().empty())
    return reject(op) << "dynamic root (maco.broadcast needs a static root)";
  FailureOr<int64_t> root =
      staticGroupRank(op, grid, op.getGridAxes(), op.getRoot(), "root");
  if (failed(root))
    return failure();
  auto resultType = dyn_cast<RankedTensorType>(op.getResult().getType());
  if (!resultType)
    return reject(op) << "result must be a ranked tensor";
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto bcast = maco::BroadcastOp::create(
      rewriter, loc, TypeRange{op.getInput().getType()},
      ValueRange{op.getInput()}, ValueRange{},
      rewriter.getI64IntegerAttr(*root), /*algorithm=*/nullptr,
      op.getGridAttr(), op.getGridAxesAttr());
  Value slice =
      sliceForRank(loc, bcast.getResult(0), resultType, op.getGridAttr(), grid,
                   op.getGridAxes(), op.getScatterAxis().getSExtValue());
  rewriter.replaceOp(op, slice);
  return success();
}

LogicalResult ShardImporter::convertAllSlice(shard::AllSliceOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid)
    return failure();
  rewriter.setInsertionPoint(op);
  Value slice = sliceForRank(op.getLoc(), op.getInput(),
                             cast<RankedTensorType>(op.getResult().getType()),
                             op.getGridAttr(), grid, op.getGridAxes(),
                             op.getSliceAxis().getSExtValue());
  rewriter.replaceOp(op, slice);
  return success();
}

LogicalResult ShardImporter::convertShift(shard::ShiftOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid || failed(checkElementType(op, op.getInput().getType())))
    return failure();
  ArrayRef<int16_t> axes = op.getGridAxes();
  int64_t shiftAxis = op.getShiftAxis().getSExtValue();
  const auto *pos = llvm::find(axes, shiftAxis);
  if (pos == axes.end())
    return reject(op) << "shift_axis " << shiftAxis
                      << " is not one of the grid_axes";
  SmallVector<int64_t> dims;
  for (int16_t axis : axes) {
    int64_t size = grid.getShape()[axis];
    if (ShapedType::isDynamic(size))
      return reject(op) << "permute pairs need a static grid size along axis "
                        << axis;
    dims.push_back(size);
  }
  size_t k = pos - axes.begin();
  int64_t extent = dims[k];
  int64_t offset = op.getOffset();
  int64_t groupSize = 1;
  for (int64_t d : dims)
    groupSize *= d;

  // Group rank r: coordinates (row-major over `dims`); only coordinate k
  // moves. stride(k) = product of the dims after k.
  int64_t stride = 1;
  for (size_t j = k + 1; j < dims.size(); ++j)
    stride *= dims[j];
  SmallVector<int64_t> pairs;
  bool identity = true;
  for (int64_t r = 0; r < groupSize; ++r) {
    int64_t c = (r / stride) % extent;
    int64_t t = c + offset;
    if (op.getRotate())
      t = ((t % extent) + extent) % extent;
    else if (t < 0 || t >= extent) {
      identity = false;
      continue;
    }
    int64_t target = r + (t - c) * stride;
    identity &= target == r;
    pairs.push_back(r);
    pairs.push_back(target);
  }

  rewriter.setInsertionPoint(op);
  if (identity) {
    replaceWith(op, op.getInput());
    return success();
  }
  auto permuted = maco::PermuteOp::create(
      rewriter, op.getLoc(), TypeRange{op.getInput().getType()},
      ValueRange{op.getInput()}, ValueRange{},
      rewriter.getDenseI64ArrayAttr(pairs), op.getGridAttr(),
      op.getGridAxesAttr());
  replaceWith(op, permuted.getResult(0));
  return success();
}

LogicalResult ShardImporter::convertSend(shard::SendOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid || failed(checkElementType(op, op.getInput().getType())))
    return failure();
  rewriter.setInsertionPoint(op);
  FailureOr<Value> peer =
      groupRankValue(op, grid, op.getGridAxes(), op.getDestination(),
                     op.getDestinationDynamic(), "destination");
  if (failed(peer))
    return failure();
  maco::SendOp::create(rewriter, op.getLoc(), TypeRange{},
                       ValueRange{op.getInput()}, ValueRange{}, *peer,
                       rewriter.getI64IntegerAttr(0), op.getGridAttr(),
                       op.getGridAxesAttr());
  // shard.send yields its (unchanged) input.
  replaceWith(op, op.getInput());
  return success();
}

LogicalResult ShardImporter::convertRecv(shard::RecvOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid || failed(checkElementType(op, op.getResult().getType())))
    return failure();
  std::optional<ArrayRef<int64_t>> source = op.getSource();
  if (!source)
    return reject(op) << "a recv without a source is not supported "
                         "(maco.recv needs a peer)";
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  if (!resultType.hasStaticShape())
    return reject(op) << "maco.recv needs a statically shaped result, got "
                      << resultType;
  rewriter.setInsertionPoint(op);
  FailureOr<Value> peer = groupRankValue(op, grid, op.getGridAxes(), *source,
                                         op.getSourceDynamic(), "source");
  if (failed(peer))
    return failure();
  auto recv = maco::RecvOp::create(rewriter, op.getLoc(), TypeRange{resultType},
                                   ValueRange{}, ValueRange{}, *peer,
                                   rewriter.getI64IntegerAttr(0),
                                   op.getGridAttr(), op.getGridAxesAttr());
  rewriter.replaceOp(op, recv.getResult(0));
  return success();
}

//===----------------------------------------------------------------------===//
// Process and grid queries
//===----------------------------------------------------------------------===//

static SmallVector<int16_t> allAxes(shard::GridOp grid) {
  return llvm::to_vector(llvm::seq<int16_t>(0, grid.getRank()));
}

LogicalResult
ShardImporter::convertLinearIndex(shard::ProcessLinearIndexOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid)
    return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp<maco::RankOp>(
      op, op.getGridAttr(), rewriter.getDenseI16ArrayAttr(allAxes(grid)));
  return success();
}

LogicalResult ShardImporter::convertMultiIndex(shard::ProcessMultiIndexOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid)
    return failure();
  SmallVector<int16_t> axes(op.getAxes());
  if (axes.empty())
    axes = allAxes(grid);
  rewriter.setInsertionPoint(op);
  SmallVector<Value> ranks;
  for (int16_t axis : axes)
    ranks.push_back(
        maco::RankOp::create(rewriter, op.getLoc(), op.getGridAttr(),
                             rewriter.getDenseI16ArrayAttr({axis})));
  rewriter.replaceOp(op, ranks);
  return success();
}

LogicalResult ShardImporter::convertGridShape(shard::GridShapeOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid)
    return failure();
  SmallVector<int16_t> axes(op.getAxes());
  if (axes.empty())
    axes = allAxes(grid);
  rewriter.setInsertionPoint(op);
  SmallVector<Value> sizes;
  for (int16_t axis : axes)
    sizes.push_back(gridDim(op.getLoc(), grid, axis));
  rewriter.replaceOp(op, sizes);
  return success();
}

LogicalResult
ShardImporter::convertNeighbors(shard::NeighborsLinearIndicesOp op) {
  shard::GridOp grid = getGrid(op, op.getGridAttr());
  if (!grid)
    return failure();
  ArrayRef<int16_t> split = op.getSplitAxes();
  if (split.size() != 1)
    return reject(op) << "only a single split axis is supported, got "
                      << split.size();
  if (split.front() < 0 || split.front() >= grid.getRank())
    return reject(op) << "split axis " << split.front()
                      << " is out of range for the grid";
  if (static_cast<int64_t>(op.getDevice().size()) != grid.getRank())
    return reject(op) << "device index must have one coordinate per grid axis";
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  int16_t axis = split.front();
  SmallVector<int16_t> axes = allAxes(grid);
  SmallVector<OpFoldResult> device(op.getDevice().begin(),
                                   op.getDevice().end());
  Value c = op.getDevice()[axis];
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value none = arith::ConstantIndexOp::create(rewriter, loc, -1);
  Value last =
      arith::SubIOp::create(rewriter, loc, gridDim(loc, grid, axis), one);

  SmallVector<OpFoldResult> downIndex = device;
  downIndex[axis] = arith::SubIOp::create(rewriter, loc, c, one).getResult();
  Value down = linearize(loc, grid, axes, downIndex);
  Value hasDown =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sgt, c, zero);
  down = arith::SelectOp::create(rewriter, loc, hasDown, down, none);

  SmallVector<OpFoldResult> upIndex = device;
  upIndex[axis] = arith::AddIOp::create(rewriter, loc, c, one).getResult();
  Value up = linearize(loc, grid, axes, upIndex);
  Value hasUp =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt, c, last);
  up = arith::SelectOp::create(rewriter, loc, hasUp, up, none);
  rewriter.replaceOp(op, ValueRange{down, up});
  return success();
}

//===----------------------------------------------------------------------===//
// Shard shapes
//===----------------------------------------------------------------------===//

/// The local shape of a tensor of shape `dims` under a sharding, on the
/// device with multi-index `device` (one coordinate per grid axis). A
/// dimension split along grid axes A is divided among the n members of
/// group (grid, A): the member with linear group index i (row-major over A,
/// as maco.rank on A) holds dim / n elements, plus one if
/// i >= n - dim % n (upstream's convention: odd elements go to trailing
/// shards). n is maco.group_size for dynamic grid sizes.
LogicalResult ShardImporter::convertShardShape(shard::ShardShapeOp op) {
  auto shardingOp = op.getSharding().getDefiningOp<shard::ShardingOp>();
  if (!shardingOp)
    return reject(op) << "the sharding must be defined by a shard.sharding "
                         "op in the same function";
  shard::GridOp grid = getGrid(op, shardingOp.getGridAttr());
  if (!grid)
    return failure();
  if (!shardingOp.getStaticHaloSizes().empty() ||
      !shardingOp.getDynamicHaloSizes().empty())
    return reject(op) << "shard shapes with halos are not supported (maco "
                         "has no halo updates)";
  if (!shardingOp.getStaticShardedDimsOffsets().empty() ||
      !shardingOp.getDynamicShardedDimsOffsets().empty())
    return reject(op) << "shard shapes with explicit sharded_dims_offsets "
                         "are not supported (maco splits evenly)";
  if (static_cast<int64_t>(op.getDevice().size()) != grid.getRank())
    return reject(op) << "device has " << op.getDevice().size()
                      << " coordinates but grid @" << grid.getSymName()
                      << " has " << grid.getRank() << " axes";
  // Upstream's verifier does not check the result count.
  if (op->getNumResults() != op.getDims().size())
    return reject(op) << "has " << op->getNumResults()
                      << " results but the shape has " << op.getDims().size()
                      << " dimensions; it needs one result per dimension";
  ArrayRef<shard::GridAxesAttr> splitAxes = shardingOp.getSplitAxes().getAxes();
  if (splitAxes.size() > op.getDims().size())
    return reject(op) << "the sharding splits " << splitAxes.size()
                      << " dimensions but the shape has "
                      << op.getDims().size();
  for (shard::GridAxesAttr axes : splitAxes)
    for (int16_t axis : axes.asArrayRef())
      if (axis < 0 || axis >= grid.getRank())
        return reject(op) << "split axis " << axis
                          << " is out of range for grid @" << grid.getSymName();

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<OpFoldResult> dims =
      getMixedValues(op.getDims(), op.getDimsDynamic(), rewriter);
  SmallVector<OpFoldResult> device =
      getMixedValues(op.getDevice(), op.getDeviceDynamic(), rewriter);
  SmallVector<Value> shape;
  for (auto [d, dim] : llvm::enumerate(dims)) {
    ArrayRef<int16_t> axes;
    if (d < splitAxes.size())
      axes = splitAxes[d].asArrayRef();
    if (axes.empty()) {
      shape.push_back(getValueOrCreateConstantIndexOp(rewriter, loc, dim));
      continue;
    }
    // Group size n: static when every axis of the group is.
    int64_t staticN = maco::getGroupSize(grid, axes);
    bool nStatic = !ShapedType::isDynamic(staticN);
    std::optional<int64_t> staticDim = getConstantIntValue(dim);
    if (staticDim && nStatic && staticN > 0 && *staticDim % staticN == 0) {
      shape.push_back(
          arith::ConstantIndexOp::create(rewriter, loc, *staticDim / staticN));
      continue;
    }
    Value n =
        nStatic ? Value(arith::ConstantIndexOp::create(rewriter, loc, staticN))
                : Value(maco::GroupSizeOp::create(rewriter, loc,
                                                  grid.getSymName(), axes));
    SmallVector<OpFoldResult> coords;
    for (int16_t axis : axes)
      coords.push_back(device[axis]);
    Value index = linearize(loc, grid, axes, coords);
    Value size = getValueOrCreateConstantIndexOp(rewriter, loc, dim);
    Value quotient = arith::DivUIOp::create(rewriter, loc, size, n);
    Value remainder = arith::RemUIOp::create(rewriter, loc, size, n);
    Value firstLonger = arith::SubIOp::create(rewriter, loc, n, remainder);
    Value longer = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::uge, index, firstLonger);
    Value extra = arith::SelectOp::create(
        rewriter, loc, longer, arith::ConstantIndexOp::create(rewriter, loc, 1),
        arith::ConstantIndexOp::create(rewriter, loc, 0));
    shape.push_back(arith::AddIOp::create(rewriter, loc, quotient, extra));
  }
  rewriter.replaceOp(op, shape);
  return success();
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kPartitionFirst =
    "annotations must be partitioned first (run sharding-propagation and "
    "shard-partition)";

/// shard.sharding, get_sharding and shard_shape. Before partitioning they
/// are annotations (a sharding only used by shard.shard ops is reported
/// there). After partitioning (no shard.shard left) shard-partition may
/// leave them: unused ones are dropped (by the pass, before conversion),
/// used ones have no maco equivalent.
LogicalResult ShardImporter::convertLeftover(Operation *op) {
  if (annotated) {
    if (isa<shard::ShardingOp>(op) && !op->use_empty() &&
        llvm::all_of(op->getUsers(),
                     [](Operation *user) { return isa<shard::ShardOp>(user); }))
      return failure();
    return op->emitError() << op->getName() << " " << kPartitionFirst;
  }
  // A sharding only used by shard shapes goes with them (the pass erases
  // it once they are converted; a shard shape that is not is reported
  // there).
  auto users = llvm::make_filter_range(op->getUsers(), [](Operation *user) {
    return !isa<shard::ShardShapeOp>(user);
  });
  if (users.empty())
    return success();
  Operation *user = *users.begin();
  return reject(op) << "!shard.sharding values do not exist at run time in "
                       "maco; this one is still used after partitioning, "
                       "by '"
                    << user->getName() << "'";
}

LogicalResult ShardImporter::convert(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](shard::AllReduceOp o) { return convertReduction(o); })
      .Case([&](shard::ReduceOp o) { return convertReduction(o); })
      .Case([&](shard::ReduceScatterOp o) { return convertReduceScatter(o); })
      .Case([&](shard::AllGatherOp o) { return convertGather(o); })
      .Case([&](shard::GatherOp o) { return convertGather(o); })
      .Case([&](shard::AllToAllOp o) { return convertAllToAll(o); })
      .Case([&](shard::BroadcastOp o) { return convertBroadcast(o); })
      .Case([&](shard::ScatterOp o) { return convertScatter(o); })
      .Case([&](shard::AllSliceOp o) { return convertAllSlice(o); })
      .Case([&](shard::ShiftOp o) { return convertShift(o); })
      .Case([&](shard::SendOp o) { return convertSend(o); })
      .Case([&](shard::RecvOp o) { return convertRecv(o); })
      .Case(
          [&](shard::ProcessLinearIndexOp o) { return convertLinearIndex(o); })
      .Case([&](shard::ProcessMultiIndexOp o) { return convertMultiIndex(o); })
      .Case([&](shard::GridShapeOp o) { return convertGridShape(o); })
      .Case([&](shard::NeighborsLinearIndicesOp o) {
        return convertNeighbors(o);
      })
      .Case([&](shard::ShardShapeOp o) {
        return annotated ? convertLeftover(o) : convertShardShape(o);
      })
      .Case([&](shard::ShardOp o) {
        return o.emitError("shard.shard ") << kPartitionFirst;
      })
      .Case<shard::ShardingOp, shard::GetShardingOp>(
          [&](Operation *o) { return convertLeftover(o); })
      .Case([&](shard::UpdateHaloOp o) {
        return reject(o) << "halo updates are not supported by maco";
      })
      .Default([&](Operation *o) { return reject(o) << "no maco equivalent"; });
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct ImportShardPass : public maco::impl::ImportShardBase<ImportShardPass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    ImportShardBase::getDependentDialects(registry);
    registry.insert<memref::MemRefDialect, cf::ControlFlowDialect>();
  }

  void runOnOperation() override {
    SmallVector<Operation *> worklist;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa_and_nonnull<shard::ShardDialect>(op->getDialect()) &&
          !isa<shard::GridOp>(op))
        worklist.push_back(op);
    });
    if (worklist.empty())
      return markAllAnalysesPreserved(); // no verifier run after this pass
    bool annotated = llvm::any_of(
        worklist, [](Operation *op) { return isa<shard::ShardOp>(op); });
    // After partitioning, unused shardings and shard shapes are dead code
    // (users first, so that chains of them go too).
    if (!annotated) {
      for (Operation *&op : llvm::reverse(worklist)) {
        if (isa<shard::ShardingOp, shard::GetShardingOp, shard::ShardShapeOp>(
                op) &&
            op->use_empty()) {
          op->erase();
          op = nullptr;
        }
      }
      llvm::erase(worklist, nullptr);
    }
    // Conversions erase the ops they convert, but never shardings.
    SmallVector<Operation *> shardings;
    for (Operation *op : worklist)
      if (isa<shard::ShardingOp, shard::GetShardingOp>(op))
        shardings.push_back(op);
    ShardImporter importer(&getContext(), annotated);
    bool failedAny = false;
    for (Operation *op : worklist)
      failedAny |= failed(importer.convert(op));
    // Shardings that only the converted shard shapes used are dead now.
    if (!annotated && !failedAny)
      for (Operation *op : llvm::reverse(shardings))
        if (op->use_empty())
          op->erase();
    if (failedAny)
      signalPassFailure();
  }
};
} // namespace
