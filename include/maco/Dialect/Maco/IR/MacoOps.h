//===- MacoOps.h - maco operations, types and attributes --------*- C++ -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACOOPS_H
#define MACO_DIALECT_MACO_IR_MACOOPS_H

#include "maco/Dialect/Maco/IR/CollectiveKind.h"
#include "maco/Dialect/Maco/IR/MacoDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "maco/Dialect/Maco/IR/MacoOpsEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "maco/Dialect/Maco/IR/MacoOpsAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "maco/Dialect/Maco/IR/MacoOpsTypes.h.inc"

#include "maco/Dialect/Maco/IR/MacoOpsInterfaces.h.inc"

namespace mlir::maco {
/// The resource every collective reads and writes: it orders collectives
/// with respect to each other (and to `maco.wait`) without claiming that
/// they touch user-visible memory in the tensor form.
struct CommResource : public SideEffects::Resource::Base<CommResource> {
  StringRef getName() final { return "maco.comm"; }
};

/// Element types a collective accepts.
bool isSupportedElementType(Type type);

/// Whether `type` is a ranked shaped type with a static dimension of size 0.
/// Such a tensor or memref holds no elements, and upstream's
/// tensor.extract_slice / insert_slice and memref.subview verifiers reject
/// every static offset into that dimension (even 0: "offset 0 is
/// out-of-bounds: 0 >= 0"), so code that slices must leave it alone.
bool hasZeroSizedDim(Type type);
/// Whether an operand or result of one of `ops` has a zero-sized dimension
/// (hasZeroSizedDim): the transformation passes leave such candidates as
/// they are (there is nothing to split or overlap).
bool hasZeroSizedOperandOrResult(ArrayRef<Operation *> ops);

/// Number of ranks in the group formed by `axes` of `grid`, or
/// ShapedType::kDynamic when one of those grid dimensions is dynamic.
int64_t getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes);

/// The first axis of `grid` whose size is zero or negative (upstream
/// accepts `shape = 4x0`; maco rejects it), or std::nullopt.
std::optional<unsigned> getNonPositiveGridAxis(shard::GridOp grid);

/// The grid a collective or query names, or null.
shard::GridOp lookupGrid(Operation *op, FlatSymbolRefAttr sym);

/// The algorithms a collective of `kind` can be asked to use (the runtime's
/// pairings; recursive doubling all-gathers also need a power-of-two
/// group). Empty for kinds without algorithms.
ArrayRef<Algorithm> getApplicableAlgorithms(CollectiveKind kind);
/// Whether `algorithm` can carry out a collective of `kind` over a group of
/// `groupSize` ranks (ShapedType::kDynamic: not known yet).
bool algorithmApplies(CollectiveKind kind, Algorithm algorithm,
                      int64_t groupSize);
/// The algorithm of `op` when it is a collective that has one
/// (CollectiveOpInterface::getAlgorithm), for callers holding any op.
std::optional<Algorithm> getAlgorithm(Operation *op);
} // namespace mlir::maco

#define GET_OP_CLASSES
#include "maco/Dialect/Maco/IR/MacoOps.h.inc"

namespace mlir::maco {
/// Creates the collective `name` (e.g. the start form of `op`, or `op`'s own
/// name) at `loc` with data operands `inputs` and `outs`, followed by `op`'s
/// trailing non-data operands (the peer of send/recv), `op`'s discardable
/// attributes and the properties that `name` has too (the blocking form
/// drops `stream`) except those named in `drop`, plus `extra`, and
/// `resultTypes`.
/// Operand segment sizes are set to match. Used by the passes that turn a
/// collective into a related form (async, blocking, memref, combined).
Operation *createCollectiveLike(OpBuilder &builder, Location loc,
                                CollectiveOpInterface op, StringRef name,
                                ValueRange inputs, ValueRange outs,
                                TypeRange resultTypes,
                                ArrayRef<StringRef> drop = {},
                                ArrayRef<NamedAttribute> extra = {});
} // namespace mlir::maco

#endif // MACO_DIALECT_MACO_IR_MACOOPS_H
