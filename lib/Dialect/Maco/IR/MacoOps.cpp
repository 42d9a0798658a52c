//===- MacoOps.cpp - maco dialect, ops, verifiers, canonicalization -------===//
//
// Verification is split in two phases:
//  * `verify()` checks what the op alone determines: the tensor/memref form,
//    operand and result counts, element types, axis attributes against the
//    operand rank, reduction/element-type compatibility, and shapes in every
//    dimension that does not depend on the group size;
//  * `verifySymbolUses()` resolves the `shard.grid` symbol, checks
//    `grid_axes`, computes the group size and checks everything that depends
//    on it (gathered/scattered dimensions, divisibility, roots, permute
//    pairs).
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::maco;

#include "maco/Dialect/Maco/IR/MacoOpsDialect.cpp.inc"
#include "maco/Dialect/Maco/IR/MacoOpsEnums.cpp.inc"
#include "maco/Dialect/Maco/IR/MacoOpsInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "maco/Dialect/Maco/IR/MacoOpsAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "maco/Dialect/Maco/IR/MacoOpsTypes.cpp.inc"

void MacoDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "maco/Dialect/Maco/IR/MacoOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "maco/Dialect/Maco/IR/MacoOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "maco/Dialect/Maco/IR/MacoOpsAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// FutureType: `!maco.future<>` or `!maco.future<t0, t1, ...>`
//===----------------------------------------------------------------------===//

Type FutureType::parse(AsmParser &parser) {
  SmallVector<Type> types;
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalGreater()))
    return FutureType::get(parser.getContext(), types);
  if (parser.parseTypeList(types) || parser.parseGreater())
    return {};
  return FutureType::get(parser.getContext(), types);
}

void FutureType::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getValueTypes(), printer);
  printer << '>';
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool mlir::maco::isSupportedElementType(Type type) {
  if (type.isF16() || type.isBF16() || type.isF32() || type.isF64())
    return true;
  if (auto intTy = dyn_cast<IntegerType>(type))
    return intTy.isSignless() && (intTy.getWidth() == 8 ||
                                  intTy.getWidth() == 32 ||
                                  intTy.getWidth() == 64);
  return false;
}

bool mlir::maco::hasZeroSizedDim(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasRank() && llvm::is_contained(shaped.getShape(), 0);
}

bool mlir::maco::hasZeroSizedOperandOrResult(ArrayRef<Operation *> ops) {
  return llvm::any_of(ops, [](Operation *op) {
    return llvm::any_of(op->getOperandTypes(), hasZeroSizedDim) ||
           llvm::any_of(op->getResultTypes(), hasZeroSizedDim);
  });
}

std::optional<unsigned> mlir::maco::getNonPositiveGridAxis(shard::GridOp grid) {
  for (auto [axis, size] : llvm::enumerate(grid.getShape()))
    if (!ShapedType::isDynamic(size) && size <= 0)
      return axis;
  return std::nullopt;
}

int64_t mlir::maco::getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes) {
  ArrayRef<int64_t> shape = grid.getShape();
  int64_t size = 1;
  for (int16_t axis : axes) {
    if (axis < 0 || axis >= static_cast<int64_t>(shape.size()))
      return ShapedType::kDynamic;
    if (ShapedType::isDynamic(shape[axis]))
      return ShapedType::kDynamic;
    size *= shape[axis];
  }
  return size;
}

shard::GridOp mlir::maco::lookupGrid(Operation *op, FlatSymbolRefAttr sym) {
  if (!sym)
    return nullptr;
  return SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, sym);
}

static std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (shape.empty())
    return "scalar";
  llvm::interleave(
      shape, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << '?';
        else
          os << d;
      },
      "x");
  return s;
}

/// Resolves the grid symbol and checks the axes. Returns the grid or null
/// after emitting an error.
static shard::GridOp verifyGroup(Operation *op, FlatSymbolRefAttr sym,
                                 ArrayRef<int16_t> axes,
                                 SymbolTableCollection &symbolTable) {
  Operation *symOp = symbolTable.lookupNearestSymbolFrom(op, sym);
  if (!symOp) {
    op->emitOpError("unknown grid symbol ") << sym;
    return nullptr;
  }
  auto grid = dyn_cast<shard::GridOp>(symOp);
  if (!grid) {
    op->emitOpError("symbol ") << sym << " is not a 'shard.grid'";
    return nullptr;
  }
  int64_t rank = grid.getRank();
  // A group size of 0 is meaningless (and every shape computation would
  // divide by it).
  if (std::optional<unsigned> axis = getNonPositiveGridAxis(grid)) {
    op->emitOpError("grid ")
        << sym << " has size " << grid.getShape()[*axis] << " along axis "
        << *axis << "; every grid axis must have a positive size";
    return nullptr;
  }
  llvm::SmallSet<int16_t, 4> seen;
  for (int16_t axis : axes) {
    if (axis < 0 || axis >= rank) {
      op->emitOpError("grid axis ")
          << axis << " is out of range for grid " << sym << " of rank "
          << rank;
      return nullptr;
    }
    if (!seen.insert(axis).second) {
      op->emitOpError("grid axis ") << axis << " appears more than once";
      return nullptr;
    }
  }
  return grid;
}

//===----------------------------------------------------------------------===//
// Permute pairs: `[[s0, t0], [s1, t1], ...]` stored flat.
//===----------------------------------------------------------------------===//

static ParseResult parsePermutePairs(OpAsmParser &parser,
                                     DenseI64ArrayAttr &pairs) {
  SmallVector<int64_t> flat;
  auto parsePair = [&]() -> ParseResult {
    int64_t source, target;
    if (parser.parseLSquare() || parser.parseInteger(source) ||
        parser.parseComma() || parser.parseInteger(target) ||
        parser.parseRSquare())
      return failure();
    flat.push_back(source);
    flat.push_back(target);
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     parsePair))
    return failure();
  pairs = DenseI64ArrayAttr::get(parser.getContext(), flat);
  return success();
}

static void printPermutePairs(OpAsmPrinter &printer, Operation *,
                              DenseI64ArrayAttr pairs) {
  ArrayRef<int64_t> flat = pairs.asArrayRef();
  printer << '[';
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    if (i)
      printer << ", ";
    printer << '[' << flat[i] << ", " << flat[i + 1] << ']';
  }
  printer << ']';
}

//===----------------------------------------------------------------------===//
// Operand types: `[t0, t1, ...] [into u0, u1, ...]`, both lists optional
// (a tensor-form recv has neither).
//===----------------------------------------------------------------------===//

static ParseResult parseOptionalTypeList(OpAsmParser &parser,
                                         SmallVectorImpl<Type> &types) {
  Type first;
  OptionalParseResult result = parser.parseOptionalType(first);
  if (!result.has_value())
    return success();
  if (failed(*result))
    return failure();
  types.push_back(first);
  while (succeeded(parser.parseOptionalComma())) {
    Type next;
    if (parser.parseType(next))
      return failure();
    types.push_back(next);
  }
  return success();
}

static ParseResult parseInOut(OpAsmParser &parser,
                              SmallVectorImpl<Type> &inputTypes,
                              SmallVectorImpl<Type> &outTypes) {
  if (parser.parseColon() || parseOptionalTypeList(parser, inputTypes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("into")))
    return parser.parseTypeList(outTypes);
  return success();
}

static void printInOut(OpAsmPrinter &printer, TypeRange inputTypes,
                       TypeRange outTypes) {
  printer << ':';
  if (!inputTypes.empty()) {
    printer << ' ';
    llvm::interleaveComma(inputTypes, printer);
  }
  if (!outTypes.empty()) {
    printer << " into ";
    llvm::interleaveComma(outTypes, printer);
  }
}

/// `: ins [into outs] [-> results]` of the blocking ops.
static ParseResult parseCollectiveTypes(OpAsmParser &parser,
                                        SmallVectorImpl<Type> &inputTypes,
                                        SmallVectorImpl<Type> &outTypes,
                                        SmallVectorImpl<Type> &resultTypes) {
  if (parseInOut(parser, inputTypes, outTypes))
    return failure();
  if (succeeded(parser.parseOptionalArrow()))
    return parser.parseTypeList(resultTypes);
  return success();
}

static void printCollectiveTypes(OpAsmPrinter &printer, Operation *,
                                 TypeRange inputTypes, TypeRange outTypes,
                                 TypeRange resultTypes) {
  printInOut(printer, inputTypes, outTypes);
  if (!resultTypes.empty()) {
    printer << " -> ";
    llvm::interleaveComma(resultTypes, printer);
  }
}

/// `: ins [into outs] -> !maco.future<...>` of the start ops.
static ParseResult parseStartTypes(OpAsmParser &parser,
                                   SmallVectorImpl<Type> &inputTypes,
                                   SmallVectorImpl<Type> &outTypes,
                                   Type &futureType) {
  if (parseInOut(parser, inputTypes, outTypes) || parser.parseArrow() ||
      parser.parseType(futureType))
    return failure();
  return success();
}

static void printStartTypes(OpAsmPrinter &printer, Operation *,
                            TypeRange inputTypes, TypeRange outTypes,
                            Type futureType) {
  printInOut(printer, inputTypes, outTypes);
  printer << " -> " << futureType;
}

/// `sum`, `prod`, `max`, `min` or `avg`.
static ParseResult parseReduction(OpAsmParser &parser,
                                  ReductionKindAttr &reduction) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> kind = symbolizeReductionKind(keyword);
  if (!kind)
    return parser.emitError(loc, "unknown reduction '")
           << keyword << "'; expected sum, prod, max, min or avg";
  reduction = ReductionKindAttr::get(parser.getContext(), *kind);
  return success();
}

static void printReduction(OpAsmPrinter &printer, Operation *,
                           ReductionKindAttr reduction) {
  printer << stringifyReductionKind(reduction.getValue());
}

static ParseResult parseAlgorithm(OpAsmParser &parser,
                                  AlgorithmAttr &algorithm) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<Algorithm> algo = symbolizeAlgorithm(keyword);
  if (!algo)
    return parser.emitError(loc, "unknown algorithm '")
           << keyword << "'; expected ring, recursive_doubling, tree or direct";
  algorithm = AlgorithmAttr::get(parser.getContext(), *algo);
  return success();
}

static void printAlgorithm(OpAsmPrinter &printer, Operation *,
                           AlgorithmAttr algorithm) {
  printer << stringifyAlgorithm(algorithm.getValue());
}

//===----------------------------------------------------------------------===//
// Generic collective verification
//===----------------------------------------------------------------------===//

namespace {
/// What kind of collective an op is; blocking and start forms share it.
using Kind = CollectiveKind;

/// The pieces of a collective the generic verifier needs.
struct CollectiveView {
  mutable CollectiveOpInterface op; // (interface methods are not const)
  Kind kind;
  OperandRange inputs;
  OperandRange outs;
  SmallVector<Type> produced; // results (tensor form) or future values
  bool async;
};
} // namespace

ArrayRef<CollectiveKind> mlir::maco::getAllCollectiveKinds() {
  static const CollectiveKind kinds[] = {
      Kind::AllReduce, Kind::AllGather, Kind::ReduceScatter, Kind::Broadcast,
      Kind::AllToAll,  Kind::Permute,   Kind::Send,          Kind::Recv};
  return kinds;
}

StringRef mlir::maco::stringifyCollectiveKind(CollectiveKind kind) {
  switch (kind) {
  case Kind::AllReduce:
    return "all_reduce";
  case Kind::AllGather:
    return "all_gather";
  case Kind::ReduceScatter:
    return "reduce_scatter";
  case Kind::Broadcast:
    return "broadcast";
  case Kind::AllToAll:
    return "all_to_all";
  case Kind::Permute:
    return "permute";
  case Kind::Send:
    return "send";
  case Kind::Recv:
    return "recv";
  }
  llvm_unreachable("unknown kind");
}

std::optional<CollectiveKind>
mlir::maco::symbolizeCollectiveKind(StringRef name) {
  for (CollectiveKind kind : getAllCollectiveKinds())
    if (stringifyCollectiveKind(kind) == name)
      return kind;
  return std::nullopt;
}

template <typename OpT>
static Kind getKind() {
  if constexpr (llvm::is_one_of<OpT, AllReduceOp, AllReduceStartOp>::value)
    return Kind::AllReduce;
  else if constexpr (llvm::is_one_of<OpT, AllGatherOp,
                                     AllGatherStartOp>::value)
    return Kind::AllGather;
  else if constexpr (llvm::is_one_of<OpT, ReduceScatterOp,
                                     ReduceScatterStartOp>::value)
    return Kind::ReduceScatter;
  else if constexpr (llvm::is_one_of<OpT, BroadcastOp,
                                     BroadcastStartOp>::value)
    return Kind::Broadcast;
  else if constexpr (llvm::is_one_of<OpT, AllToAllOp, AllToAllStartOp>::value)
    return Kind::AllToAll;
  else if constexpr (llvm::is_one_of<OpT, PermuteOp, PermuteStartOp>::value)
    return Kind::Permute;
  else if constexpr (llvm::is_one_of<OpT, SendOp, SendStartOp>::value)
    return Kind::Send;
  else
    return Kind::Recv;
}

template <typename OpT>
static constexpr bool isStartOp() {
  return llvm::is_one_of<OpT, AllReduceStartOp, AllGatherStartOp,
                         ReduceScatterStartOp, BroadcastStartOp,
                         AllToAllStartOp, PermuteStartOp, SendStartOp,
                         RecvStartOp>::value;
}

template <typename OpT> static std::optional<int64_t> streamOf(OpT op) {
  if constexpr (isStartOp<OpT>())
    return static_cast<int64_t>(op.getStream());
  else
    return std::nullopt;
}

template <typename OpT> static void setStreamOf(OpT op, int64_t stream) {
  if constexpr (isStartOp<OpT>())
    op.setStream(static_cast<uint64_t>(stream));
  else
    llvm_unreachable("the blocking form of a collective has no stream");
}

template <typename OpT>
static std::optional<ReductionKind> reductionOf(OpT op) {
  if constexpr (llvm::is_one_of<OpT, AllReduceOp, AllReduceStartOp,
                                ReduceScatterOp, ReduceScatterStartOp>::value)
    return op.getReduction();
  else
    return std::nullopt;
}

/// "maco.all_reduce_start" for maco.all_reduce and the reverse.
template <typename OpT> static StringRef counterpartName() {
  static const std::string name = [] {
    std::string own = OpT::getOperationName().str();
    if constexpr (isStartOp<OpT>())
      return own.substr(0, own.size() - StringRef("_start").size());
    else
      return own + "_start";
  }();
  return name;
}

template <typename OpT>
static SmallVector<Type> producedTypes(OpT op) {
  if constexpr (isStartOp<OpT>()) {
    auto values = op.getFuture().getType().getValueTypes();
    return SmallVector<Type>(values.begin(), values.end());
  } else {
    return SmallVector<Type>(op->getResultTypes());
  }
}

template <typename OpT>
static CollectiveView view(OpT op) {
  return CollectiveView{cast<CollectiveOpInterface>(op.getOperation()),
                        getKind<OpT>(),
                        op.getInputs(),
                        op.getOuts(),
                        producedTypes(op),
                        isStartOp<OpT>()};
}

/// Computes the output shape for `in`; returns false (with an error) when a
/// scattered dimension is not divisible by the group size.
static FailureOr<SmallVector<int64_t>>
computeOutShape(const CollectiveView &v, ArrayRef<int64_t> in,
                int64_t groupSize) {
  SmallVector<int64_t> out(in.begin(), in.end());
  bool known = !ShapedType::isDynamic(groupSize);
  auto scale = [&](int64_t axis, bool multiply,
                   StringRef what) -> LogicalResult {
    if (ShapedType::isDynamic(out[axis]))
      return success();
    if (!known) {
      out[axis] = ShapedType::kDynamic;
      return success();
    }
    if (multiply) {
      out[axis] *= groupSize;
      return success();
    }
    if (out[axis] % groupSize != 0)
      return v.op->emitOpError()
             << what << " dimension " << axis << " of size " << out[axis]
             << " is not divisible by the group size " << groupSize;
    out[axis] /= groupSize;
    return success();
  };
  switch (v.kind) {
  case Kind::AllGather:
    if (failed(scale(*v.op.getGatherAxis(), true, "gathered")))
      return failure();
    break;
  case Kind::ReduceScatter:
    if (failed(scale(*v.op.getScatterAxis(), false, "scattered")))
      return failure();
    break;
  case Kind::AllToAll: {
    int64_t split = *v.op.getSplitAxis();
    int64_t concat = *v.op.getConcatAxis();
    if (failed(scale(split, false, "split")))
      return failure();
    if (failed(scale(concat, true, "concatenated")))
      return failure();
    break;
  }
  default:
    break;
  }
  return out;
}

/// Checks the output shapes against the inputs for a given group size.
static LogicalResult verifyShapes(const CollectiveView &v, int64_t groupSize) {
  SmallVector<Type> outTypes;
  if (!v.outs.empty())
    outTypes.assign(v.outs.getTypes().begin(), v.outs.getTypes().end());
  else
    outTypes = v.produced;
  if (v.kind == Kind::Send || v.kind == Kind::Recv)
    return success();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(v.inputs, outTypes))) {
    auto inTy = cast<ShapedType>(std::get<0>(pair).getType());
    auto outTy = cast<ShapedType>(std::get<1>(pair));
    FailureOr<SmallVector<int64_t>> expected =
        computeOutShape(v, inTy.getShape(), groupSize);
    if (failed(expected))
      return failure();
    ArrayRef<int64_t> got = outTy.getShape();
    bool ok = got.size() == expected->size();
    for (size_t d = 0; ok && d < got.size(); ++d)
      if (!ShapedType::isDynamic(got[d]) &&
          !ShapedType::isDynamic((*expected)[d]) && got[d] != (*expected)[d])
        ok = false;
    if (!ok) {
      auto diag = v.op->emitOpError("result #")
                  << i << " has shape " << shapeStr(got) << " but "
                  << stringifyCollectiveKind(v.kind) << " of operand shape "
                  << shapeStr(inTy.getShape());
      if (!ShapedType::isDynamic(groupSize))
        diag << " over a group of " << groupSize;
      diag << " gives " << shapeStr(*expected);
      return diag;
    }
  }
  return success();
}

/// Whether `v` is in memref form: `into` buffers, or memref operands
/// (otherwise tensors with results).
static bool isMemrefForm(const CollectiveView &v) {
  return !v.outs.empty() || llvm::any_of(v.inputs.getTypes(), [](Type t) {
    return isa<MemRefType>(t);
  });
}

/// The operands are all of the form's type.
static LogicalResult verifyOperandForm(const CollectiveView &v,
                                       bool memrefForm) {
  for (Value in : v.inputs) {
    Type t = in.getType();
    if (memrefForm ? !isa<MemRefType>(t) : !isa<RankedTensorType>(t))
      return v.op->emitOpError("operands must be all ranked tensors (tensor "
                               "form) or all memrefs (memref form), got ")
             << t;
  }
  return success();
}

/// The numbers of operands, `into` buffers and produced values (ranked
/// tensors in tensor form) for the kind and the form.
static LogicalResult verifyCounts(const CollectiveView &v, bool memrefForm) {
  CollectiveOpInterface op = v.op;
  size_t numInputs = v.inputs.size();
  size_t expectedInputs = v.kind == Kind::Recv ? 0 : 1;
  if (v.kind == Kind::AllReduce) {
    if (numInputs == 0)
      return op->emitOpError("expects at least one operand");
  } else if (numInputs != expectedInputs) {
    return op->emitOpError("expects ")
           << expectedInputs << " data operand(s), got " << numInputs;
  }
  size_t expectedOuts = v.kind == Kind::AllReduce ? numInputs
                        : v.kind == Kind::Send    ? 0
                                                  : 1;
  if (memrefForm) {
    if (!v.produced.empty())
      return op->emitOpError("memref form must not produce values, got ")
             << v.produced.size();
    if (v.outs.size() != expectedOuts)
      return op->emitOpError("memref form expects ")
             << expectedOuts << " 'into' buffer(s), got " << v.outs.size();
  } else {
    if (v.produced.size() != expectedOuts)
      return op->emitOpError("expects ")
             << expectedOuts << (v.async ? " future value(s)" : " result(s)")
             << ", got " << v.produced.size();
    for (Type t : v.produced)
      if (!isa<RankedTensorType>(t))
        return op->emitOpError("produced values must be ranked tensors, got ")
               << t;
  }
  return success();
}

/// Supported element types of the operands and `outTypes` (the results or
/// `into` buffers), and floats for an average.
static LogicalResult verifyElementTypes(const CollectiveView &v,
                                        ArrayRef<Type> outTypes) {
  CollectiveOpInterface op = v.op;
  std::optional<ReductionKind> reduction = op.getReductionKind();
  auto checkElementType = [&](Type t) -> LogicalResult {
    Type elt = cast<ShapedType>(t).getElementType();
    if (!isSupportedElementType(elt))
      return op->emitOpError("unsupported element type ")
             << elt << "; expected f16, bf16, f32, f64, i8, i32 or i64";
    if (reduction == ReductionKind::Avg && !isa<FloatType>(elt))
      return op->emitOpError("reduction 'avg' needs a floating-point element "
                             "type, got ")
             << elt;
    return success();
  };
  for (Type t : v.inputs.getTypes())
    if (failed(checkElementType(t)))
      return failure();
  for (Type t : outTypes)
    if (failed(checkElementType(t)))
      return failure();
  return success();
}

/// Each operand against its result (or `into` buffer): element type, rank,
/// and the axes in range.
static LogicalResult verifyOperandResultPairs(const CollectiveView &v,
                                              ArrayRef<Type> outTypes) {
  CollectiveOpInterface op = v.op;
  for (auto [i, pair] : llvm::enumerate(llvm::zip(v.inputs, outTypes))) {
    auto inTy = cast<ShapedType>(std::get<0>(pair).getType());
    auto outTy = cast<ShapedType>(std::get<1>(pair));
    if (inTy.getElementType() != outTy.getElementType())
      return op->emitOpError("result #")
             << i << " element type " << outTy.getElementType()
             << " differs from operand element type "
             << inTy.getElementType();
    if (inTy.getRank() != outTy.getRank())
      return op->emitOpError("result #")
             << i << " has rank " << outTy.getRank()
             << " but the operand has rank " << inTy.getRank();
    std::pair<StringRef, std::optional<int64_t>> axes[] = {
        {"gather_axis", op.getGatherAxis()},
        {"scatter_axis", op.getScatterAxis()},
        {"split_axis", op.getSplitAxis()},
        {"concat_axis", op.getConcatAxis()}};
    for (auto [axisName, axis] : axes) {
      if (axis && (*axis < 0 || *axis >= inTy.getRank()))
        return op->emitOpError()
               << axisName << " " << *axis
               << " is out of range for an operand of rank "
               << inTy.getRank();
    }
  }
  return success();
}

/// A broadcast's root and a permute's pairs, before the group is known.
static LogicalResult verifyRootAndPairs(const CollectiveView &v) {
  CollectiveOpInterface op = v.op;
  if (v.kind == Kind::Broadcast) {
    int64_t root = *op.getRoot();
    if (root < 0)
      return op->emitOpError("root ") << root << " must be non-negative";
  }
  if (v.kind == Kind::Permute) {
    ArrayRef<int64_t> flat = *op.getPairs();
    if (flat.size() % 2 != 0)
      return op->emitOpError("pairs must hold [source, target] pairs, got an "
                             "odd number of values");
    // Sorted copies, not sets: a shift over a large group has one pair per
    // rank (131070 pairs for two shifts over 65536 ranks) and the verifier
    // runs after every pass.
    SmallVector<int64_t> sources, targets;
    sources.reserve(flat.size() / 2);
    targets.reserve(flat.size() / 2);
    for (size_t i = 0; i < flat.size(); i += 2) {
      if (flat[i] < 0 || flat[i + 1] < 0)
        return op->emitOpError("pair [")
               << flat[i] << ", " << flat[i + 1] << "] has a negative rank";
      sources.push_back(flat[i]);
      targets.push_back(flat[i + 1]);
    }
    auto repeated = [](SmallVector<int64_t> &ranks) -> std::optional<int64_t> {
      llvm::sort(ranks);
      auto it = std::adjacent_find(ranks.begin(), ranks.end());
      return it == ranks.end() ? std::nullopt : std::optional<int64_t>(*it);
    };
    if (std::optional<int64_t> r = repeated(sources))
      return op->emitOpError("source ")
             << *r << " appears in more than one pair";
    if (std::optional<int64_t> r = repeated(targets))
      return op->emitOpError("target ")
             << *r << " appears in more than one pair";
  }
  return success();
}

/// Structural checks that need no symbol lookup.
static LogicalResult verifyCollective(const CollectiveView &v) {
  // Form: tensors with results, or memrefs with `into` buffers.
  bool memrefForm = isMemrefForm(v);
  if (failed(verifyOperandForm(v, memrefForm)) ||
      failed(verifyCounts(v, memrefForm)))
    return failure();
  SmallVector<Type> outTypes =
      memrefForm ? SmallVector<Type>(v.outs.getTypes()) : v.produced;
  if (failed(verifyElementTypes(v, outTypes)))
    return failure();
  if (v.kind == Kind::Recv) {
    auto shaped = cast<ShapedType>(outTypes.front());
    if (!shaped.hasStaticShape())
      return v.op->emitOpError("received value must have a static shape, got ")
             << shaped;
    return success();
  }
  if (v.kind == Kind::Send)
    return success();
  if (failed(verifyOperandResultPairs(v, outTypes)) ||
      failed(verifyRootAndPairs(v)))
    return failure();
  // Shapes in every dimension the group size does not change.
  return verifyShapes(v, ShapedType::kDynamic);
}

/// Checks the future of a start op: exactly one use, a `maco.wait` in the
/// same block, and (memref form) no use of the buffers before that wait.
static LogicalResult verifyFuture(Operation *op, Value future,
                                  OperandRange inputs, OperandRange outs) {
  if (future.use_empty())
    return op->emitOpError("future is never waited; every started collective "
                           "needs exactly one 'maco.wait'");
  if (!future.hasOneUse())
    return op->emitOpError("future is waited or used more than once");
  Operation *user = *future.getUsers().begin();
  if (user->hasTrait<OpTrait::IsTerminator>() || user->getNumRegions() > 0 ||
      isa<CallOpInterface>(user))
    return op->emitOpError("future is passed to '")
           << user->getName()
           << "': a future cannot leave its block (carrying it across loop "
              "iterations or out of a region is not supported); wait in the "
              "block of the start";
  if (!isa<WaitOp>(user))
    return op->emitOpError("future may only be used by 'maco.wait', found '")
           << user->getName() << "'";
  if (user->getBlock() != op->getBlock())
    return op->emitOpError("'maco.wait' must be in the same block as the start");
  if (!op->isBeforeInBlock(user))
    return op->emitOpError("'maco.wait' comes before the start");
  // Memref form: the buffers belong to the collective until it is waited.
  SmallVector<Value> buffers;
  for (Value v : llvm::concat<Value>(inputs, outs))
    if (isa<MemRefType>(v.getType()) && !llvm::is_contained(buffers, v))
      buffers.push_back(v);
  if (buffers.empty())
    return success();
  for (Operation *it = op->getNextNode(); it && it != user;
       it = it->getNextNode()) {
    for (Value buffer : buffers) {
      bool uses = false;
      it->walk([&](Operation *nested) {
        if (llvm::is_contained(nested->getOperands(), buffer))
          uses = true;
      });
      if (uses)
        return it->emitError("buffer of the in-flight '")
                   .append(op->getName().getStringRef(),
                           "' is used before its 'maco.wait'")
                   .attachNote(op->getLoc())
               << "collective started here";
    }
  }
  return success();
}

// getApplicableAlgorithms, algorithmApplies: AlgorithmTable.cpp.

std::optional<Algorithm> mlir::maco::getAlgorithm(Operation *op) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(op))
    return collective.getAlgorithm();
  return std::nullopt;
}

/// On a kind without algorithms, an `algorithm` written in the attribute
/// dictionary is a discardable attribute (there is no property to hold
/// it): the verifier rejects it rather than let it be ignored. The name is
/// that of the property of the kinds that have one.
static std::optional<Algorithm> getDiscardableAlgorithm(Operation *op) {
  StringAttr name = AllReduceOp::getAlgorithmAttrName(
      OperationName(AllReduceOp::getOperationName(), op->getContext()));
  if (auto attr = dyn_cast_or_null<AlgorithmAttr>(op->getDiscardableAttr(name)))
    return attr.getValue();
  return std::nullopt;
}

/// The `algorithm` attribute against the kind and, when known, the group.
static LogicalResult verifyAlgorithm(const CollectiveView &v,
                                     int64_t groupSize) {
  std::optional<Algorithm> algo = getApplicableAlgorithms(v.kind).empty()
                                      ? getDiscardableAlgorithm(v.op)
                                      : v.op.getAlgorithm();
  if (!algo || algorithmApplies(v.kind, *algo, groupSize))
    return success();
  auto diag = v.op->emitOpError("algorithm '")
              << stringifyAlgorithm(*algo) << "' ";
  if (llvm::is_contained(getApplicableAlgorithms(v.kind), *algo))
    return diag << "needs a power-of-two group, the group has " << groupSize
                << " ranks";
  diag << "does not apply to " << stringifyCollectiveKind(v.kind);
  if (getApplicableAlgorithms(v.kind).empty())
    return diag << " (it has no algorithms to choose from)";
  diag << " (it has: ";
  llvm::interleaveComma(getApplicableAlgorithms(v.kind), diag,
                        [&](Algorithm a) { diag << stringifyAlgorithm(a); });
  return diag << ")";
}

/// Over a group whose size the grid leaves dynamic (`shape = ?`), a
/// dimension that the group size multiplies or divides has no static size:
/// the result must have `?` there. Broadcast roots and permute pairs are
/// checked at run time against the group.
static LogicalResult verifyDynamicGroupShapes(const CollectiveView &v,
                                              FlatSymbolRefAttr gridSym,
                                              ArrayRef<int16_t> axes) {
  SmallVector<std::pair<int64_t, StringRef>, 2> scaled;
  switch (v.kind) {
  case Kind::AllGather:
    scaled.push_back({*v.op.getGatherAxis(), "gathered"});
    break;
  case Kind::ReduceScatter:
    scaled.push_back({*v.op.getScatterAxis(), "scattered"});
    break;
  case Kind::AllToAll:
    scaled.push_back({*v.op.getSplitAxis(), "split"});
    scaled.push_back({*v.op.getConcatAxis(), "concatenated"});
    break;
  default:
    return success();
  }
  SmallVector<Type> outTypes;
  if (!v.outs.empty())
    outTypes.assign(v.outs.getTypes().begin(), v.outs.getTypes().end());
  else
    outTypes = v.produced;
  for (auto [i, type] : llvm::enumerate(outTypes)) {
    auto outTy = cast<ShapedType>(type);
    for (auto [axis, what] : scaled) {
      // The same axis split and concatenated keeps its size.
      if (v.kind == Kind::AllToAll && scaled[0].first == scaled[1].first)
        break;
      if (axis >= outTy.getRank() || outTy.isDynamicDim(axis))
        continue;
      return v.op->emitOpError("result #")
             << i << " has static size " << outTy.getDimSize(axis)
             << " along the " << what << " dimension " << axis
             << ", but the group size of grid " << gridSym << " along "
             << "grid_axes [" << axes
             << "] is dynamic; that dimension must be dynamic ('?')";
    }
  }
  return success();
}

/// Grid-dependent checks.
static LogicalResult verifyCollectiveSymbols(const CollectiveView &v,
                                             FlatSymbolRefAttr gridSym,
                                             ArrayRef<int16_t> axes,
                                             SymbolTableCollection &table) {
  shard::GridOp grid = verifyGroup(v.op, gridSym, axes, table);
  if (!grid)
    return failure();
  int64_t groupSize = getGroupSize(grid, axes);
  if (failed(verifyAlgorithm(v, groupSize)))
    return failure();
  if (ShapedType::isDynamic(groupSize))
    return verifyDynamicGroupShapes(v, gridSym, axes);
  if (v.kind == Kind::Broadcast) {
    int64_t root = *v.op.getRoot();
    if (root >= groupSize)
      return v.op->emitOpError("root ")
             << root << " is out of range for a group of size " << groupSize;
  }
  if (v.kind == Kind::Permute) {
    ArrayRef<int64_t> flat = *v.op.getPairs();
    for (size_t i = 0; i + 1 < flat.size(); i += 2)
      if (flat[i] >= groupSize || flat[i + 1] >= groupSize)
        return v.op->emitOpError("pair [")
               << flat[i] << ", " << flat[i + 1]
               << "] is out of range for a group of size " << groupSize;
  }
  return verifyShapes(v, groupSize);
}

static void getCollectiveEffects(
    Operation *op, OperandRange inputs, OperandRange outs,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), CommResource::get());
  effects.emplace_back(MemoryEffects::Write::get(), CommResource::get());
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    bool isOut = llvm::is_contained(outs, operand.get()) &&
                 operand.getOperandNumber() >= inputs.size();
    if (isOut)
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
    else
      effects.emplace_back(MemoryEffects::Read::get(), &operand,
                           SideEffects::DefaultResource::get());
  }
}

/// Send and recv need their peer operand. (The generated verifier checks
/// only that the operand segment sizes add up, so the generic form could
/// leave it out, and the accessors and printer then read past the
/// operands; found by maco-opt-fuzzer.)
template <typename OpT> static LogicalResult verifyPeerOperand(OpT op) {
  if constexpr (std::is_same_v<OpT, SendOp> ||
                std::is_same_v<OpT, SendStartOp> ||
                std::is_same_v<OpT, RecvOp> ||
                std::is_same_v<OpT, RecvStartOp>) {
    unsigned peers = op.getODSOperandIndexAndLength(2).second;
    if (peers != 1)
      return op.emitOpError("needs exactly one peer operand (operand segment "
                            "#2), but has ")
             << peers;
  }
  return success();
}

// Instantiate the op hooks for every collective, blocking and start.
#define MACO_COLLECTIVE_HOOKS(OP)                                              \
  LogicalResult OP::verify() {                                                 \
    if (failed(verifyPeerOperand(*this)) ||                                    \
        failed(verifyCollective(view(*this))))                                 \
      return failure();                                                        \
    if constexpr (isStartOp<OP>()) {                                           \
      if (*streamOf(*this) < 1)                                                \
        return emitOpError("stream must be >= 1 (stream 0 is the compute "     \
                           "stream)");                                         \
      return verifyFuture(getOperation(), getOperation()->getResult(0),        \
                          getInputs(), getOuts());                             \
    }                                                                          \
    return success();                                                          \
  }                                                                            \
  LogicalResult OP::verifySymbolUses(SymbolTableCollection &table) {           \
    return verifyCollectiveSymbols(view(*this), getGridAttr(), getGridAxes(),  \
                                   table);                                     \
  }                                                                            \
  void OP::getEffects(                                                         \
      SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>      \
          &effects) {                                                          \
    getCollectiveEffects(getOperation(), getInputs(), getOuts(), effects);     \
  }                                                                            \
  bool OP::isAsync() { return isStartOp<OP>(); }                               \
  SmallVector<Type> OP::getProducedTypes() { return producedTypes(*this); }    \
  CollectiveKind OP::getCollectiveKind() { return getKind<OP>(); }             \
  std::optional<int64_t> OP::getStreamId() { return streamOf(*this); }         \
  void OP::setStreamId(int64_t stream) { setStreamOf(*this, stream); }         \
  std::optional<ReductionKind> OP::getReductionKind() {                        \
    return reductionOf(*this);                                                 \
  }                                                                            \
  StringRef OP::getCounterpartName() { return counterpartName<OP>(); }

MACO_COLLECTIVE_HOOKS(AllReduceOp)
MACO_COLLECTIVE_HOOKS(AllReduceStartOp)
MACO_COLLECTIVE_HOOKS(AllGatherOp)
MACO_COLLECTIVE_HOOKS(AllGatherStartOp)
MACO_COLLECTIVE_HOOKS(ReduceScatterOp)
MACO_COLLECTIVE_HOOKS(ReduceScatterStartOp)
MACO_COLLECTIVE_HOOKS(BroadcastOp)
MACO_COLLECTIVE_HOOKS(BroadcastStartOp)
MACO_COLLECTIVE_HOOKS(AllToAllOp)
MACO_COLLECTIVE_HOOKS(AllToAllStartOp)
MACO_COLLECTIVE_HOOKS(PermuteOp)
MACO_COLLECTIVE_HOOKS(PermuteStartOp)
MACO_COLLECTIVE_HOOKS(SendOp)
MACO_COLLECTIVE_HOOKS(SendStartOp)
MACO_COLLECTIVE_HOOKS(RecvOp)
MACO_COLLECTIVE_HOOKS(RecvStartOp)
#undef MACO_COLLECTIVE_HOOKS

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

LogicalResult WaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (operands.empty())
    return failure();
  auto future = dyn_cast<FutureType>(operands[0].getType());
  if (!future)
    return emitOptionalError(location, "expects a '!maco.future' operand");
  llvm::append_range(inferredReturnTypes, future.getValueTypes());
  return success();
}

LogicalResult WaitOp::verify() {
  auto start = getFuture().getDefiningOp<CollectiveOpInterface>();
  if (!start || !start.isAsync())
    return emitOpError("operand must be the future of a 'maco.*_start' op");
  return success();
}

Operation *MacoDialect::materializeConstant(OpBuilder &builder,
                                            Attribute value, Type type,
                                            Location loc) {
  if (auto intAttr = dyn_cast<IntegerAttr>(value))
    if (type.isIndex())
      return arith::ConstantOp::create(builder, loc, type, intAttr);
  return nullptr;
}

//===----------------------------------------------------------------------===//
// RankOp / GroupSizeOp
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult verifyQuery(OpT op, SymbolTableCollection &table) {
  return success(verifyGroup(op, op.getGridAttr(), op.getGridAxes(), table));
}

LogicalResult RankOp::verifySymbolUses(SymbolTableCollection &table) {
  return verifyQuery(*this, table);
}

LogicalResult GroupSizeOp::verifySymbolUses(SymbolTableCollection &table) {
  return verifyQuery(*this, table);
}

OpFoldResult RankOp::fold(FoldAdaptor) {
  shard::GridOp grid = lookupGrid(*this, getGridAttr());
  if (grid && getGroupSize(grid, getGridAxes()) == 1)
    return IntegerAttr::get(IndexType::get(getContext()), 0);
  return {};
}

OpFoldResult GroupSizeOp::fold(FoldAdaptor) {
  shard::GridOp grid = lookupGrid(*this, getGridAttr());
  if (!grid)
    return {};
  int64_t size = getGroupSize(grid, getGridAxes());
  if (ShapedType::isDynamic(size))
    return {};
  return IntegerAttr::get(IndexType::get(getContext()), size);
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

/// The local type of `global` split as `axes` says over `grid`; emits an
/// error naming `what` and returns null if the split is not valid.
static RankedTensorType localType(Operation *op, shard::GridOp grid,
                                  RankedTensorType global, Attribute axesAttr,
                                  const Twine &what) {
  auto axes = dyn_cast_or_null<shard::GridAxesArrayAttr>(axesAttr);
  if (!axes) {
    op->emitOpError("the sharding of ")
        << what << " must be a #shard<axisarray[...]>, not " << axesAttr;
    return nullptr;
  }
  if (static_cast<int64_t>(axes.size()) >
          std::max<int64_t>(global.getRank(), 1) ||
      (global.getRank() == 0 && axes.size() && !axes.getAxes()[0].empty())) {
    op->emitOpError("the sharding of ")
        << what << " splits " << axes.size() << " dimension(s), but its type "
        << global << " has rank " << global.getRank();
    return nullptr;
  }
  SmallVector<int64_t> shape(global.getShape());
  llvm::SmallSet<int16_t, 4> seen;
  for (auto [dim, dimAxes] : llvm::enumerate(axes.getAxes())) {
    for (int16_t axis : dimAxes.asArrayRef()) {
      if (axis < 0 || axis >= grid.getRank()) {
        op->emitOpError("the sharding of ")
            << what << " splits along grid axis " << axis << ", but grid @"
            << grid.getSymName() << " has " << grid.getRank() << " axis(es)";
        return nullptr;
      }
      if (!seen.insert(axis).second) {
        op->emitOpError("the sharding of ")
            << what << " uses grid axis " << axis << " more than once";
        return nullptr;
      }
    }
    int64_t parts = getGroupSize(grid, dimAxes.asArrayRef());
    if (dimAxes.empty() || ShapedType::isDynamic(shape[dim]))
      continue;
    if (ShapedType::isDynamic(parts) || shape[dim] % parts != 0) {
      op->emitOpError("the sharding of ")
          << what << " splits dimension " << dim << " of size " << shape[dim]
          << " into "
          << (ShapedType::isDynamic(parts) ? std::string("a dynamic number of")
                                           : std::to_string(parts))
          << " parts; it must divide evenly";
      return nullptr;
    }
    shape[dim] /= parts;
  }
  return RankedTensorType::get(shape, global.getElementType(),
                               global.getEncoding());
}

LogicalResult
ManualComputationOp::verifySymbolUses(SymbolTableCollection &table) {
  shard::GridOp grid = verifyGroup(*this, getGridAttr(), {}, table);
  if (!grid)
    return failure();
  auto body =
      table.lookupNearestSymbolFrom<FunctionOpInterface>(*this, getBodyAttr());
  if (!body)
    return emitOpError("body ") << getBodyAttr() << " is not a function";
  if (getInShardings().size() != getInputs().size() ||
      getOutShardings().size() != getResults().size())
    return emitOpError("has ")
           << getInputs().size() << " operand(s) and " << getResults().size()
           << " result(s) but " << getInShardings().size()
           << " in_shardings and " << getOutShardings().size()
           << " out_shardings";
  ArrayRef<Type> args = body.getArgumentTypes();
  ArrayRef<Type> rets = body.getResultTypes();
  if (args.size() != getInputs().size() || rets.size() != getResults().size())
    return emitOpError("body ")
           << getBodyAttr() << " takes " << args.size() << " argument(s) and "
           << "returns " << rets.size() << " value(s), but the op has "
           << getInputs().size() << " operand(s) and " << getResults().size()
           << " result(s)";
  auto check = [&](bool results, unsigned i, Type global,
                   Type local) -> LogicalResult {
    std::string what = (results ? "result #" : "operand #") + std::to_string(i);
    RankedTensorType expected =
        localType(*this, grid, cast<RankedTensorType>(global),
                  (results ? getOutShardings() : getInShardings())[i], what);
    if (!expected)
      return failure();
    if (expected != local)
      return emitOpError("body ")
             << getBodyAttr() << (results ? " returns " : " takes ") << local
             << " for " << what << ", but its local shard is " << expected;
    return success();
  };
  for (auto [i, input] : llvm::enumerate(getInputs()))
    if (failed(check(false, i, input.getType(), args[i])))
      return failure();
  for (auto [i, result] : llvm::enumerate(getResults()))
    if (failed(check(true, i, result.getType(), rets[i])))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Canonicalization
//===----------------------------------------------------------------------===//

namespace {
/// A collective over a group of one rank is the identity: tensor results
/// become the operands, memref forms become copies (nothing when in place).
/// Send/recv (a rank talking to itself) and permutes that leave the only
/// rank without a source (zeros) are left alone.
///
/// Folding must not turn a size the program only claims into one the IR
/// asserts: `tensor<?xf32> -> tensor<54xf32>` would become a cast that
/// later folds, once the operand's size is known, into a copy between
/// `memref<18xf32>` and `memref<54xf32>`, which does not verify. So tensor
/// results more static than their operands, and memref forms with dynamic
/// sizes (other than in place), are left to the runtime lowering, which
/// checks the sizes when the program runs and reports the op and rank.
struct FoldSingletonGroup
    : public OpInterfaceRewritePattern<CollectiveOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  /// True when replacing each result of `replaced` (the op, or its wait),
  /// or each destination, by its input needs no size that only the run time
  /// can confirm.
  static bool sizesFoldStatically(CollectiveOpInterface op,
                                  Operation *replaced) {
    for (auto [in, out] : llvm::zip(op.getInputs(), op.getOuts()))
      if (in != out && !(cast<ShapedType>(in.getType()).hasStaticShape() &&
                         cast<ShapedType>(out.getType()).hasStaticShape()))
        return false;
    if (!op.getOuts().empty())
      return true;
    for (auto [in, result] : llvm::zip(op.getInputs(), replaced->getResults()))
      if (!refinesNothing(in.getType(), result.getType()))
        return false;
    return true;
  }

  /// Every size static in `to` is static in `from`.
  static bool refinesNothing(Type from, Type to) {
    auto fromShaped = dyn_cast<ShapedType>(from);
    auto toShaped = dyn_cast<ShapedType>(to);
    if (!fromShaped || !toShaped || !fromShaped.hasRank() ||
        !toShaped.hasRank())
      return true;
    for (auto [a, b] : llvm::zip(fromShaped.getShape(), toShaped.getShape()))
      if (ShapedType::isDynamic(a) && !ShapedType::isDynamic(b))
        return false;
    return true;
  }

  LogicalResult matchAndRewrite(CollectiveOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (isa<SendOp, SendStartOp, RecvOp, RecvStartOp>(op))
      return failure();
    if (std::optional<ArrayRef<int64_t>> pairs = op.getPairs())
      if (pairs->size() != 2)
        return rewriter.notifyMatchFailure(op, "permute without a self pair");
    shard::GridOp grid = lookupGrid(op, op.getGridAttr());
    if (!grid || getGroupSize(grid, op.getGridAxes()) != 1)
      return failure();

    WaitOp wait;
    if (op.isAsync()) {
      Value future = op->getResult(0);
      if (!future.hasOneUse() || !isa<WaitOp>(*future.getUsers().begin()))
        return failure();
      wait = cast<WaitOp>(*future.getUsers().begin());
    }
    if (!sizesFoldStatically(op,
                             wait ? wait.getOperation() : op.getOperation()))
      return rewriter.notifyMatchFailure(
          op, "sizes known only at run time: left to the runtime's check");
    // Memref form: copy each input into its destination.
    rewriter.setInsertionPoint(op);
    for (auto [in, out] : llvm::zip(op.getInputs(), op.getOuts()))
      if (in != out)
        memref::CopyOp::create(rewriter, op.getLoc(), in, out);
    // Tensor form: the results are the operands, cast where the result type
    // is less static than the operand's (e.g. tensor<?x3xf32> of an
    // all_gather of tensor<2x3xf32>).
    auto castedInputs = [&](Operation *replaced) {
      SmallVector<Value> values;
      for (auto [in, result] :
           llvm::zip(op.getInputs(), replaced->getResults())) {
        Value v = in;
        if (v.getType() != result.getType())
          v = tensor::CastOp::create(rewriter, op.getLoc(), result.getType(),
                                     v);
        values.push_back(v);
      }
      return values;
    };
    if (wait) {
      if (op.getOuts().empty())
        rewriter.replaceOp(wait, castedInputs(wait));
      else
        rewriter.eraseOp(wait);
      rewriter.eraseOp(op);
      return success();
    }
    if (op.getOuts().empty())
      rewriter.replaceOp(op, castedInputs(op));
    else
      rewriter.eraseOp(op);
    return success();
  }
};

/// `x_start` immediately followed by its `maco.wait` overlaps nothing: use
/// the blocking `x` instead. Not for send and recv: the op that matches one
/// on another rank is a different op, which must run on the same stream
/// (its communicator); folding one pair but not the other would make them
/// never match (maco-consistent-p2p).
struct FoldStartThenWait
    : public OpInterfaceRewritePattern<CollectiveOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(CollectiveOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!op.isAsync() || op.getCollectiveKind() == CollectiveKind::Send ||
        op.getCollectiveKind() == CollectiveKind::Recv)
      return failure();
    auto wait = dyn_cast_or_null<WaitOp>(op->getNextNode());
    if (!wait || wait.getFuture() != op->getResult(0) ||
        !op->getResult(0).hasOneUse())
      return failure();
    StringRef name = op->getName().getStringRef();
    rewriter.setInsertionPoint(op);
    Operation *blocking = createCollectiveLike(
        rewriter, op.getLoc(), op, name.drop_back(strlen("_start")),
        op.getInputs(), op.getOuts(), wait.getResultTypes());
    rewriter.replaceOp(wait, blocking->getResults());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

Operation *mlir::maco::createCollectiveLike(
    OpBuilder &builder, Location loc, CollectiveOpInterface op,
    StringRef name, ValueRange inputs, ValueRange outs, TypeRange resultTypes,
    ArrayRef<StringRef> drop, ArrayRef<NamedAttribute> extra) {
  OperationState state(loc, name);
  state.addOperands(inputs);
  state.addOperands(outs);
  size_t numData = op.getInputs().size() + op.getOuts().size();
  ValueRange trailing = op->getOperands().drop_front(numData);
  state.addOperands(trailing);
  auto keep = [&](NamedAttribute attr) {
    return attr.getName() != "operandSegmentSizes" &&
           !llvm::is_contained(drop, attr.getName().getValue());
  };
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (keep(attr))
      state.addAttribute(attr.getName(), attr.getValue());
  // Properties that the new op has too (a blocking op has no `stream`).
  std::optional<RegisteredOperationName> target =
      RegisteredOperationName::lookup(name, builder.getContext());
  if (Attribute props = op->getPropertiesAsAttribute())
    for (NamedAttribute attr : cast<DictionaryAttr>(props))
      if (keep(attr) &&
          (!target ||
           llvm::is_contained(target->getAttributeNames(), attr.getName())))
        state.addAttribute(attr.getName(), attr.getValue());
  state.addAttributes(extra);
  SmallVector<int32_t> segments = {static_cast<int32_t>(inputs.size()),
                                   static_cast<int32_t>(outs.size())};
  segments.append(trailing.size(), 1);
  state.addAttribute("operandSegmentSizes",
                     builder.getDenseI32ArrayAttr(segments));
  state.addTypes(resultTypes);
  return builder.create(state);
}

/// `maco.element_type` on an argument or result of type `type`: an
/// unsigned integer type of the width of the tensor's (after
/// bufferization: the memref's) signless elements. Other types are those
/// of lowered functions (LLVM pointers), where only the attribute's own
/// form is checked.
static LogicalResult verifyElementTypeAttr(Operation *op, StringRef what,
                                           unsigned index, Type type,
                                           Attribute value) {
  auto typeAttr = dyn_cast<TypeAttr>(value);
  auto unsignedType =
      typeAttr ? dyn_cast<IntegerType>(typeAttr.getValue()) : IntegerType();
  auto shaped = dyn_cast_or_null<ShapedType>(type);
  if (!shaped && unsignedType && unsignedType.isUnsigned())
    return success();
  auto element =
      shaped ? dyn_cast<IntegerType>(shaped.getElementType()) : IntegerType();
  if (!unsignedType || !unsignedType.isUnsigned() || !element ||
      !element.isSignless() || element.getWidth() != unsignedType.getWidth())
    return op->emitError("'")
           << MacoDialect::getElementTypeAttrName() << "' of " << what << " #"
           << index << " (" << type
           << ") must be the unsigned integer type of its elements' width "
              "(e.g. ui32 on tensor<2xi32>), got "
           << value;
  return success();
}

LogicalResult MacoDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  if (attr.getName() == getElementTypeAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    Type type = func && argIndex < func.getArgumentTypes().size()
                    ? func.getArgumentTypes()[argIndex]
                    : Type();
    return verifyElementTypeAttr(op, "argument", argIndex, type,
                                 attr.getValue());
  }
  if (attr.getName() != getReplicatedAttrName())
    return op->emitError("unknown maco argument attribute '")
           << attr.getName().getValue() << "'";
  if (!isa<UnitAttr>(attr.getValue()))
    return op->emitError("'")
           << getReplicatedAttrName() << "' must be a unit attribute";
  return success();
}

LogicalResult MacoDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  if (attr.getName() != getElementTypeAttrName())
    return op->emitError("unknown maco result attribute '")
           << attr.getName().getValue() << "'";
  auto func = dyn_cast<FunctionOpInterface>(op);
  Type type = func && resultIndex < func.getResultTypes().size()
                  ? func.getResultTypes()[resultIndex]
                  : Type();
  return verifyElementTypeAttr(op, "result", resultIndex, type,
                               attr.getValue());
}

void MacoDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {
  results.add<FoldSingletonGroup, FoldStartThenWait>(getContext());
}

#define GET_OP_CLASSES
#include "maco/Dialect/Maco/IR/MacoOps.cpp.inc"
