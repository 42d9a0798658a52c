//===- KernelModel.h - linalg ops as strided accesses over dim groups -----===//
//
// The model the GPU kernel passes (maco-gpu-elementwise-kernels,
// maco-gpu-reduction-kernels) share. A linalg op on buffers whose indexing
// maps are projected permutations addresses each operand as
//
//   element offset = offset + sum over iteration dims d of i_d * stride(d)
//
// (stride(d) = 0 where the operand does not use d). Adjacent iteration dims
// that every operand uses contiguously (or no operand uses) merge into one
// *group*, so that an op of any rank is a few nested index spaces, each
// mapped to a grid or block dimension without any division. Kernels address
// each operand through a flat view of its buffer with the group strides,
// in 32-bit arithmetic when every offset fits (`indexType`), and access
// `width` consecutive elements of the innermost group with one 128-bit
// vector load or store where the body is element-wise arithmetic.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_MACOTOCUDA_KERNELMODEL_H
#define MACO_LIB_CONVERSION_MACOTOCUDA_KERNELMODEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

namespace mlir::maco::gpu_kernels {

/// How a kernel addresses one operand of the op.
struct Access {
  /// The operand: a buffer, or a scalar input (no memory).
  Value value;
  /// Null for a scalar input.
  MemRefType type;
  /// Per group: the stride in elements (ShapedType::kDynamic: read from the
  /// buffer's metadata in the kernel; 0: the operand does not use the
  /// group).
  SmallVector<int64_t> strides;
  /// Per group: the buffer dimension of the group's innermost iteration dim
  /// (-1 where unused).
  SmallVector<int> positions;
  /// The buffer's offset (ShapedType::kDynamic: from its metadata).
  int64_t offset = 0;

  bool usesGroup(unsigned g) const { return positions[g] >= 0; }
};

/// A linalg op as groups of iteration dims and one access per operand.
struct Model {
  /// [first, last] iteration dims of each group, outermost first.
  SmallVector<std::pair<unsigned, unsigned>> groups;
  /// One per operand, in operand order (inputs, then inits).
  SmallVector<Access> accesses;
  /// Widest element of the buffers, in bits.
  unsigned maxBits = 0;

  /// The group of iteration dim `d`.
  unsigned groupOf(unsigned d) const;
};

/// The model of `op`, or nullopt when it does not fit: a 0-d op, a map
/// that is not a projected permutation, buffers of elements that are not 8-
/// to 64-bit integers or floats. A dim whose index the body reads
/// (`linalg.index`) is a group of its own. `split` (sorted)
/// lists iteration dims that start a group of their own (a reduction's first
/// dim).
std::optional<Model> buildModel(linalg::LinalgOp op,
                                ArrayRef<unsigned> split = {});

/// True when every op of the body is element-wise arithmetic (traits
/// Vectorizable, scalar int/float types) or a constant, so that the body
/// can run on vectors.
bool isVectorizableBody(Block &body);

/// The largest power of two <= `n` (n >= 1).
int64_t powerOfTwoFloor(int64_t n);

/// Helpers that build integer arithmetic of one type with constants folded.
struct IntBuilder {
  OpBuilder &b;
  Location loc;
  Type type;

  Value cst(int64_t v) const;
  Value cast(Value v) const;
  Value add(Value x, Value y) const;
  Value mul(Value x, Value y) const;
  Value andI(Value x, Value y) const;
  Value cmp(arith::CmpIPredicate p, Value x, Value y) const;
};

/// An operand's flat view and group strides inside a kernel.
struct KernelAccess {
  /// memref<?xT> over the operand's buffer from its base (null for a scalar
  /// input).
  Value flat;
  /// offset, as the kernel's index type.
  Value offset;
  /// Per group, as the kernel's index type (0 where unused).
  SmallVector<Value> strides;
};

/// Builds, at `b`'s insertion point (inside the kernel), the flat view and
/// strides of `access` in the integer type of `ib`.
KernelAccess materialize(const IntBuilder &ib, const Access &access);

/// The 16-byte (or width * element) alignment test of the vector path for
/// the operands that use group `inner` (the one read in vectors): the
/// address of each one's first element and each stride of the other groups
/// keep `width`-element vectors aligned. Returns an i1.
Value vectorAligned(const IntBuilder &ib, const Model &model,
                    ArrayRef<KernelAccess> accesses, unsigned width,
                    unsigned inner);

/// Loads of the body's block arguments at element offsets `offsets` (one
/// per operand, the kernel's index type) and the clone of the body; returns
/// the yielded values. `width` > 1 loads vectors of `width` elements where
/// the operand uses group `inner` (a scalar and a broadcast elsewhere) and
/// runs the body on vectors. Block arguments mapped in `preset` are not
/// loaded. With a `mask` (vector<width x i1>), vectors are masked loads at
/// element alignment (lanes off the mask read nothing).
SmallVector<Value> emitBody(OpBuilder &b, Location loc, linalg::LinalgOp op,
                            const Model &model, ArrayRef<KernelAccess> accesses,
                            ArrayRef<Value> offsets, unsigned inner,
                            unsigned width, const IRMapping &preset = {},
                            Value mask = {});

/// Maps each `linalg.index` of the body to the index of its dim's group in
/// `groupIndices` (one per group, the kernel's index type): buildModel gives
/// such a dim a group of its own. (A body that reads an index runs on
/// scalars: `linalg.index` is not Vectorizable.)
void presetIndices(OpBuilder &b, Location loc, linalg::LinalgOp op,
                   const Model &model, ArrayRef<Value> groupIndices,
                   IRMapping &map);

/// Stores `value` (a scalar, or a vector of `width`) at `offset` of the
/// flat view of `access`.
void emitStore(OpBuilder &b, Location loc, Value value,
               const KernelAccess &access, Value offset, unsigned width);

/// Element offset of every operand for group indices `indices` (one per
/// group, null where the group is not indexed yet): offset + sum of
/// index * stride.
SmallVector<Value> offsetsAt(const IntBuilder &ib,
                             ArrayRef<KernelAccess> accesses,
                             ArrayRef<Value> indices);

/// The extent of each group (product of the op's loop ranges), as index
/// values built on the host at `b`'s insertion point.
SmallVector<Value> groupExtents(OpBuilder &b, Location loc, linalg::LinalgOp op,
                                const Model &model);

/// The extent of each group when every loop range is static.
std::optional<SmallVector<int64_t>> staticGroupExtents(linalg::LinalgOp op,
                                                       const Model &model);

/// True when 32-bit offsets cannot overflow: static extents, offsets and
/// strides, every operand's furthest element (plus `slack`) below 2^30.
bool fitsIn32Bits(linalg::LinalgOp op, const Model &model, int64_t slack);

} // namespace mlir::maco::gpu_kernels

#endif // MACO_LIB_CONVERSION_MACOTOCUDA_KERNELMODEL_H
