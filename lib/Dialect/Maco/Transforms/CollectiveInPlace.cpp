//===- CollectiveInPlace.cpp - collectives and chunks without copies ------===//
//
// `maco-collective-in-place`, on buffers right after one-shot
// bufferization (Passes.td has the contract). Algorithm, per block, until
// nothing changes: for each `memref.copy %src, %dst`,
//
//  1. dead operand: %dst is an allocation of the block whose uses all come
//     after the copy and are maco ops, linalg ops or copies, and %src a
//     contiguous view of an allocation R of the block that nothing uses
//     after the copy (through views): %dst's uses take %src;
//  2. chunk into its slice: %src and %dst are views with one static
//     position (offsets, sizes, strides; or the whole buffer) of
//     allocations R != F of one static type; every use of R (through
//     views) is before the copy and inside that position, and every use of
//     F before the copy is a view whose static region is disjoint from it:
//     F is allocated where R was, and R's uses take F.
//
// Either way the copy goes (in 2 it copies a region onto itself). A use
// inside a nested region counts at the op of the block that holds it. No
// value read anywhere changes: in 1 the source's buffer is dead, in 2 the
// region of F that R's uses now write is not read before the copy would
// have written the same values, and R is not used after it.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/IR/MacoDialect.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"

namespace mlir::maco {
#define GEN_PASS_DEF_COLLECTIVEINPLACE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {

/// The allocation of `block` that `v` is a view of (through subviews and
/// casts), or null.
memref::AllocOp rootAlloc(Value v, Block *block) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<memref::SubViewOp, memref::CastOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    auto alloc = dyn_cast<memref::AllocOp>(def);
    return alloc && alloc->getBlock() == block ? alloc : memref::AllocOp();
  }
  return {};
}

/// The ops of `block` that use `v` or anything that may alias it (a use
/// in a nested region counts at the op that holds it): every memref result
/// of a user (views of any kind, calls returning it, ...) is followed.
void usersInBlock(Value v, Block *block, SmallVectorImpl<Operation *> &out) {
  for (Operation *user : v.getUsers()) {
    Operation *at = block->findAncestorOpInBlock(*user);
    if (!at) {
      out.push_back(nullptr); // outside the block: unknown
      continue;
    }
    out.push_back(at);
    for (Value result : user->getResults())
      if (isa<BaseMemRefType>(result.getType()))
        usersInBlock(result, block, out);
  }
}

/// Whether nothing (but `except`) uses `v` or a view of it at or after
/// `at`.
bool deadFrom(Value v, Operation *at, Operation *except) {
  SmallVector<Operation *> users;
  usersInBlock(v, at->getBlock(), users);
  return llvm::all_of(users, [&](Operation *u) {
    return u && (u == except || u->isBeforeInBlock(at));
  });
}

/// A static position in a buffer: per dimension offset, size, stride.
struct Region {
  SmallVector<int64_t> offsets, sizes, strides;
  bool operator==(const Region &o) const {
    return offsets == o.offsets && sizes == o.sizes && strides == o.strides;
  }
  /// Whether the two may share an element (per dimension intervals).
  bool overlaps(const Region &o) const {
    for (size_t d = 0; d < offsets.size(); ++d) {
      int64_t lo = offsets[d], hi = lo + (sizes[d] - 1) * strides[d];
      int64_t olo = o.offsets[d], ohi = olo + (o.sizes[d] - 1) * o.strides[d];
      if (sizes[d] == 0 || o.sizes[d] == 0 || hi < olo || ohi < lo)
        return false;
    }
    return true;
  }
};

/// The static region of `v` in its root allocation `root` (the whole
/// buffer, or one static subview of it), or none.
std::optional<Region> regionOf(Value v, Value root) {
  auto type = cast<MemRefType>(root.getType());
  if (v == root)
    return Region{SmallVector<int64_t>(type.getRank(), 0),
                  llvm::to_vector(type.getShape()),
                  SmallVector<int64_t>(type.getRank(), 1)};
  auto sub = v.getDefiningOp<memref::SubViewOp>();
  if (!sub || sub.getSource() != root || !sub.getOffsets().empty() ||
      !sub.getSizes().empty() || !sub.getStrides().empty() ||
      sub.getSourceType().getRank() != sub.getType().getRank())
    return std::nullopt;
  return Region{llvm::to_vector(sub.getStaticOffsets()),
                llvm::to_vector(sub.getStaticSizes()),
                llvm::to_vector(sub.getStaticStrides())};
}

/// Rewrite 1: the copy's destination becomes its source.
bool deadOperand(memref::CopyOp copy) {
  Block *block = copy->getBlock();
  Value src = copy.getSource(), dst = copy.getTarget();
  auto dstAlloc = dst.getDefiningOp<memref::AllocOp>();
  memref::AllocOp srcRoot = rootAlloc(src, block);
  auto srcType = dyn_cast<MemRefType>(src.getType());
  if (!dstAlloc || dstAlloc->getBlock() != block || !srcRoot ||
      srcRoot == dstAlloc || !srcType ||
      !memref::isStaticShapeAndContiguousRowMajor(srcType) ||
      !deadFrom(srcRoot, copy, copy))
    return false;
  for (Operation *user : dst.getUsers()) {
    Operation *at = block->findAncestorOpInBlock(*user);
    if (user == copy)
      continue;
    if (!at || !copy->isBeforeInBlock(at) ||
        !(isa<maco::MacoDialect>(user->getDialect()) ||
          isa<linalg::LinalgOp, memref::CopyOp>(user)))
      return false;
  }
  // The source must dominate every use: it is defined before the copy.
  dst.replaceUsesWithIf(src, [&](OpOperand &use) {
    return use.getOwner() != copy.getOperation();
  });
  copy->erase();
  dstAlloc->erase();
  return true;
}

/// Rewrite 2: R (the source's allocation) becomes F (the destination's).
bool chunkIntoSlice(memref::CopyOp copy) {
  Block *block = copy->getBlock();
  Value src = copy.getSource(), dst = copy.getTarget();
  memref::AllocOp r = rootAlloc(src, block), f = rootAlloc(dst, block);
  if (!r || !f || r == f || r.getType() != f.getType() ||
      !r.getType().hasStaticShape() || !r.getDynamicSizes().empty())
    return false;
  std::optional<Region> at = regionOf(src, r), to = regionOf(dst, f);
  if (!at || !to || !(*at == *to))
    return false;
  // R: used before the copy only, within the region.
  if (!deadFrom(r, copy, copy))
    return false;
  if (src != r)
    for (Operation *user : r->getUsers()) {
      auto sub = dyn_cast<memref::SubViewOp>(user);
      std::optional<Region> reg =
          sub ? regionOf(sub.getResult(), r) : std::nullopt;
      if (!reg || !(*reg == *at))
        return false;
    }
  // F: before the copy, only views of other regions.
  for (Operation *user : f->getUsers()) {
    Operation *pos = block->findAncestorOpInBlock(*user);
    if (!pos)
      return false;
    if (!pos->isBeforeInBlock(copy) || user == dst.getDefiningOp())
      continue;
    std::optional<Region> reg = isa<memref::SubViewOp>(user)
                                    ? regionOf(user->getResult(0), f)
                                    : std::nullopt;
    if (!reg || reg->overlaps(*to))
      return false;
  }
  if (r->isBeforeInBlock(f))
    f->moveBefore(r);
  r.getResult().replaceAllUsesWith(f.getResult());
  r->erase();
  copy->erase();
  return true;
}

struct CollectiveInPlacePass
    : public maco::impl::CollectiveInPlaceBase<CollectiveInPlacePass> {
  void runOnOperation() override {
    // A rewrite erases only its own copy (and allocations), so the list
    // stays valid; a rewrite can enable another (1 then 2 on a chunk).
    bool changed = true;
    while (changed) {
      changed = false;
      SmallVector<memref::CopyOp> copies;
      getOperation()->walk([&](memref::CopyOp c) { copies.push_back(c); });
      for (memref::CopyOp copy : copies)
        changed |= deadOperand(copy) || chunkIntoSlice(copy);
    }
  }
};

} // namespace
