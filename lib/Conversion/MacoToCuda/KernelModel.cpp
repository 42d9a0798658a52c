//===- KernelModel.cpp - linalg ops as strided accesses over dim groups ---===//
//
// See KernelModel.h.
//
//===----------------------------------------------------------------------===//

#include "KernelModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::maco::gpu_kernels;

namespace {
/// Per operand, the buffer dimension of each iteration dim (-1: unused).
using Positions = SmallVector<int>;

/// True when iteration dims `d` and `d + 1` can be one group for this
/// operand: neither is used, or both are, consecutively and contiguously
/// (an identity layout, or static strides with stride(d) = size(d + 1) *
/// stride(d + 1)).
bool mergeable(const Access &access, const Positions &pos,
               ArrayRef<int64_t> strides, unsigned d) {
  int a = pos[d], c = pos[d + 1];
  if (a < 0 && c < 0)
    return true;
  if (a < 0 || c < 0 || a + 1 != c)
    return false;
  if (access.type.getLayout().isIdentity())
    return true;
  int64_t size = access.type.getDimSize(c);
  return !ShapedType::isDynamic(strides[a]) &&
         !ShapedType::isDynamic(strides[c]) && !ShapedType::isDynamic(size) &&
         strides[a] == size * strides[c];
}
} // namespace

unsigned Model::groupOf(unsigned d) const {
  for (unsigned g = 0; g < groups.size(); ++g)
    if (d >= groups[g].first && d <= groups[g].second)
      return g;
  llvm_unreachable("iteration dim outside every group");
}

std::optional<Model>
mlir::maco::gpu_kernels::buildModel(linalg::LinalgOp op,
                                    ArrayRef<unsigned> split) {
  if (!op.hasPureBufferSemantics())
    return std::nullopt;
  // A dim whose index the body reads is a group of its own: its index is
  // then the group's, with no division.
  SmallVector<unsigned> splits(split);
  for (auto index : op.getBlock()->getOps<linalg::IndexOp>()) {
    splits.push_back(index.getDim());
    splits.push_back(index.getDim() + 1);
  }
  unsigned n = op.getNumLoops();
  Model model;
  SmallVector<Positions> positions;
  SmallVector<SmallVector<int64_t>> strides;
  for (OpOperand &operand : op->getOpOperands()) {
    Access access;
    access.value = operand.get();
    access.type = dyn_cast<MemRefType>(access.value.getType());
    Positions pos(n, -1);
    SmallVector<int64_t> memStrides;
    if (access.type) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      Type element = access.type.getElementType();
      if (!map.isProjectedPermutation() ||
          !isa<IntegerType, FloatType>(element))
        return std::nullopt;
      unsigned bits = element.getIntOrFloatBitWidth();
      if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
        return std::nullopt;
      model.maxBits = std::max(model.maxBits, bits);
      for (unsigned r = 0; r < map.getNumResults(); ++r)
        pos[map.getDimPosition(r)] = r;
      if (failed(access.type.getStridesAndOffset(memStrides, access.offset)))
        return std::nullopt;
    } else if (!isa<IntegerType, FloatType>(access.value.getType())) {
      return std::nullopt;
    }
    model.accesses.push_back(access);
    positions.push_back(pos);
    strides.push_back(memStrides);
  }
  if (model.maxBits == 0)
    return std::nullopt;
  // Groups, innermost first: d joins the group of d + 1 when every operand
  // allows it and d + 1 does not start a group of its own.
  if (n == 0)
    return std::nullopt;
  unsigned first = n - 1, last = n - 1;
  for (int d = static_cast<int>(n) - 2; d >= 0; --d) {
    bool merge = !llvm::is_contained(splits, static_cast<unsigned>(d + 1));
    for (unsigned i = 0; merge && i < model.accesses.size(); ++i)
      merge = !model.accesses[i].type ||
              mergeable(model.accesses[i], positions[i], strides[i], d);
    if (merge) {
      first = d;
      continue;
    }
    model.groups.push_back({first, last});
    first = last = d;
  }
  model.groups.push_back({first, last});
  std::reverse(model.groups.begin(), model.groups.end());
  for (unsigned i = 0; i < model.accesses.size(); ++i) {
    Access &access = model.accesses[i];
    for (auto [firstDim, lastDim] : model.groups) {
      int p = access.type ? positions[i][lastDim] : -1;
      access.positions.push_back(p);
      access.strides.push_back(p < 0 ? 0 : strides[i][p]);
    }
  }
  return model;
}

bool mlir::maco::gpu_kernels::isVectorizableBody(Block &body) {
  auto scalar = [](Type t) { return isa<IntegerType, FloatType>(t); };
  for (Operation &op : body.without_terminator()) {
    if (op.getNumRegions() != 0)
      return false;
    bool constant =
        op.hasTrait<OpTrait::ConstantLike>() && op.getNumOperands() == 0;
    if (!constant && !op.hasTrait<OpTrait::Vectorizable>())
      return false;
    if (!llvm::all_of(op.getOperandTypes(), scalar) ||
        !llvm::all_of(op.getResultTypes(), scalar))
      return false;
  }
  return true;
}

int64_t mlir::maco::gpu_kernels::powerOfTwoFloor(int64_t n) {
  int64_t p = 1;
  while (p * 2 <= n)
    p *= 2;
  return p;
}

Value IntBuilder::cst(int64_t v) const {
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(type, v));
}

Value IntBuilder::cast(Value v) const {
  if (v.getType() == type)
    return v;
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return cst(*c);
  return arith::IndexCastOp::create(b, loc, type, v);
}

Value IntBuilder::add(Value x, Value y) const {
  std::optional<int64_t> cx = getConstantIntValue(x);
  std::optional<int64_t> cy = getConstantIntValue(y);
  if (cx && cy)
    return cst(*cx + *cy);
  if (cx == 0)
    return y;
  if (cy == 0)
    return x;
  return arith::AddIOp::create(b, loc, x, y);
}

Value IntBuilder::mul(Value x, Value y) const {
  std::optional<int64_t> cx = getConstantIntValue(x);
  std::optional<int64_t> cy = getConstantIntValue(y);
  if (cx && cy)
    return cst(*cx * *cy);
  if (cx == 0 || cy == 0)
    return cst(0);
  if (cx == 1)
    return y;
  if (cy == 1)
    return x;
  return arith::MulIOp::create(b, loc, x, y);
}

Value IntBuilder::andI(Value x, Value y) const {
  return b.createOrFold<arith::AndIOp>(loc, x, y);
}

Value IntBuilder::cmp(arith::CmpIPredicate p, Value x, Value y) const {
  return b.createOrFold<arith::CmpIOp>(loc, p, x, y);
}

KernelAccess mlir::maco::gpu_kernels::materialize(const IntBuilder &ib,
                                                  const Access &access) {
  KernelAccess k;
  if (!access.type)
    return k;
  OpBuilder &b = ib.b;
  Location loc = ib.loc;
  bool dynamic = ShapedType::isDynamic(access.offset) ||
                 llvm::any_of(access.strides, ShapedType::isDynamic);
  memref::ExtractStridedMetadataOp meta;
  if (dynamic)
    meta = memref::ExtractStridedMetadataOp::create(b, loc, access.value);
  k.offset = ShapedType::isDynamic(access.offset) ? ib.cast(meta.getOffset())
                                                  : ib.cst(access.offset);
  for (auto [stride, pos] : llvm::zip(access.strides, access.positions))
    k.strides.push_back(ShapedType::isDynamic(stride)
                            ? ib.cast(meta.getStrides()[pos])
                            : ib.cst(stride));
  // A one-dimensional view from the buffer's base: offsets are added by
  // the kernel. Its size is not checked by any lowering; the largest an
  // offset of the kernel's index type can be.
  auto flatType =
      MemRefType::get({ShapedType::kDynamic}, access.type.getElementType());
  int64_t size = ib.type.isInteger(32) ? INT32_MAX : INT64_MAX;
  Value sizeValue = arith::ConstantIndexOp::create(b, loc, size);
  k.flat = memref::ReinterpretCastOp::create(
      b, loc, flatType, access.value, b.getIndexAttr(0),
      ArrayRef<OpFoldResult>{sizeValue},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  return k;
}

Value mlir::maco::gpu_kernels::vectorAligned(const IntBuilder &ib,
                                             const Model &model,
                                             ArrayRef<KernelAccess> accesses,
                                             unsigned width, unsigned inner) {
  OpBuilder &b = ib.b;
  IntBuilder ix{b, ib.loc, b.getIndexType()};
  Value ok = arith::ConstantIntOp::create(b, ib.loc, 1, 1);
  for (auto [access, k] : llvm::zip(model.accesses, accesses)) {
    if (!access.type || !access.usesGroup(inner))
      continue;
    int64_t bytes = access.type.getElementTypeBitWidth() / 8;
    Value base =
        memref::ExtractAlignedPointerAsIndexOp::create(b, ib.loc, access.value);
    Value address = ix.add(base, ix.mul(ix.cast(k.offset), ix.cst(bytes)));
    Value misaligned = ix.andI(address, ix.cst(width * bytes - 1));
    ok = b.createOrFold<arith::AndIOp>(
        ib.loc, ok, ix.cmp(arith::CmpIPredicate::eq, misaligned, ix.cst(0)));
    for (unsigned g = 0; g < model.groups.size(); ++g) {
      if (g == inner || !access.usesGroup(g))
        continue;
      Value rest = ib.andI(k.strides[g], ib.cst(width - 1));
      ok = b.createOrFold<arith::AndIOp>(
          ib.loc, ok, ib.cmp(arith::CmpIPredicate::eq, rest, ib.cst(0)));
    }
  }
  return ok;
}

SmallVector<Value>
mlir::maco::gpu_kernels::offsetsAt(const IntBuilder &ib,
                                   ArrayRef<KernelAccess> accesses,
                                   ArrayRef<Value> indices) {
  SmallVector<Value> offsets;
  for (const KernelAccess &k : accesses) {
    if (!k.flat) {
      offsets.push_back(Value());
      continue;
    }
    Value offset = k.offset;
    for (auto [index, stride] : llvm::zip(indices, k.strides))
      if (index)
        offset = ib.add(offset, ib.mul(index, stride));
    offsets.push_back(offset);
  }
  return offsets;
}

namespace {
Value toIndex(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

Value broadcast(OpBuilder &b, Location loc, Value v, unsigned width) {
  return vector::BroadcastOp::create(
      b, loc, VectorType::get({static_cast<int64_t>(width)}, v.getType()), v);
}
} // namespace

SmallVector<Value> mlir::maco::gpu_kernels::emitBody(
    OpBuilder &b, Location loc, linalg::LinalgOp op, const Model &model,
    ArrayRef<KernelAccess> accesses, ArrayRef<Value> offsets, unsigned inner,
    unsigned width, const IRMapping &preset, Value mask) {
  IRMapping map = preset;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (arg.use_empty() || map.contains(arg))
      continue;
    unsigned i = operand.getOperandNumber();
    const Access &access = model.accesses[i];
    Value v;
    if (!access.type) {
      v = access.value;
    } else if (width > 1 && access.usesGroup(inner)) {
      auto type = VectorType::get({static_cast<int64_t>(width)},
                                  access.type.getElementType());
      int64_t align = width * access.type.getElementTypeBitWidth() / 8;
      Value index = toIndex(b, loc, offsets[i]);
      if (mask) {
        Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
        v = vector::MaskedLoadOp::create(b, loc, type, accesses[i].flat,
                                         ValueRange{index}, mask, zero);
      } else {
        v = vector::LoadOp::create(b, loc, type, accesses[i].flat,
                                   ValueRange{index}, /*nontemporal=*/false,
                                   llvm::MaybeAlign(align));
      }
    } else {
      v = memref::LoadOp::create(b, loc, accesses[i].flat,
                                 ValueRange{toIndex(b, loc, offsets[i])});
    }
    if (width > 1 && !isa<VectorType>(v.getType()))
      v = broadcast(b, loc, v, width);
    map.map(arg, v);
  }
  Block &body = *op.getBlock();
  // Values from outside the body are scalars: broadcast once each.
  auto lookup = [&](Value v) {
    if (Value mapped = map.lookupOrNull(v))
      return mapped;
    Value vector = width > 1 ? broadcast(b, loc, v, width) : v;
    map.map(v, vector);
    return vector;
  };
  for (Operation &inside : body.without_terminator()) {
    // Preset (the index of a dim).
    if (inside.getNumResults() == 1 && map.contains(inside.getResult(0)))
      continue;
    for (Value operand : inside.getOperands())
      (void)lookup(operand);
    Operation *clone = b.clone(inside, map);
    if (width == 1)
      continue;
    for (auto [result, cloned] :
         llvm::zip(inside.getResults(), clone->getResults())) {
      if (inside.getNumOperands() == 0)
        map.map(result, broadcast(b, loc, cloned, width));
      else
        cloned.setType(
            VectorType::get({static_cast<int64_t>(width)}, cloned.getType()));
    }
  }
  SmallVector<Value> yields;
  for (Value v : body.getTerminator()->getOperands())
    yields.push_back(lookup(v));
  return yields;
}

void mlir::maco::gpu_kernels::presetIndices(OpBuilder &b, Location loc,
                                            linalg::LinalgOp op,
                                            const Model &model,
                                            ArrayRef<Value> groupIndices,
                                            IRMapping &map) {
  for (auto index : op.getBlock()->getOps<linalg::IndexOp>())
    map.map(index.getResult(),
            toIndex(b, loc, groupIndices[model.groupOf(index.getDim())]));
}

void mlir::maco::gpu_kernels::emitStore(OpBuilder &b, Location loc, Value value,
                                        const KernelAccess &access,
                                        Value offset, unsigned width) {
  Value index = toIndex(b, loc, offset);
  if (width == 1) {
    memref::StoreOp::create(b, loc, value, access.flat, ValueRange{index});
    return;
  }
  auto type = cast<VectorType>(value.getType());
  int64_t align = width * type.getElementTypeBitWidth() / 8;
  vector::StoreOp::create(b, loc, value, access.flat, ValueRange{index},
                          /*nontemporal=*/false, llvm::MaybeAlign(align));
}

SmallVector<Value> mlir::maco::gpu_kernels::groupExtents(OpBuilder &b,
                                                         Location loc,
                                                         linalg::LinalgOp op,
                                                         const Model &model) {
  SmallVector<Range> ranges = op.createLoopRanges(b, loc);
  IntBuilder ix{b, loc, b.getIndexType()};
  SmallVector<Value> extents;
  for (auto [first, last] : model.groups) {
    Value extent = ix.cst(1);
    for (unsigned d = first; d <= last; ++d)
      extent = ix.mul(extent,
                      getValueOrCreateConstantIndexOp(b, loc, ranges[d].size));
    extents.push_back(extent);
  }
  return extents;
}

std::optional<SmallVector<int64_t>>
mlir::maco::gpu_kernels::staticGroupExtents(linalg::LinalgOp op,
                                            const Model &model) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> extents;
  for (auto [first, last] : model.groups) {
    int64_t extent = 1;
    for (unsigned d = first; d <= last; ++d) {
      if (ShapedType::isDynamic(ranges[d]))
        return std::nullopt;
      extent *= ranges[d];
    }
    extents.push_back(extent);
  }
  return extents;
}

bool mlir::maco::gpu_kernels::fitsIn32Bits(linalg::LinalgOp op,
                                           const Model &model, int64_t slack) {
  constexpr int64_t limit = int64_t(1) << 30;
  std::optional<SmallVector<int64_t>> extents = staticGroupExtents(op, model);
  if (!extents || llvm::any_of(*extents, [](int64_t e) { return e > limit; }))
    return false;
  for (const Access &access : model.accesses) {
    if (!access.type)
      continue;
    if (ShapedType::isDynamic(access.offset))
      return false;
    int64_t furthest = access.offset + slack;
    for (auto [stride, extent] : llvm::zip(access.strides, *extents)) {
      if (ShapedType::isDynamic(stride) || stride < 0 || stride > limit)
        return false;
      furthest += (std::max<int64_t>(extent, 1) - 1) * stride;
      if (furthest >= limit)
        return false;
    }
  }
  return true;
}
