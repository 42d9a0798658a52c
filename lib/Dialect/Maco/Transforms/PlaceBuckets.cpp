//===- PlaceBuckets.cpp - zero-copy combining of all-reduces --------------===//
//
// For each in-place variadic all-reduce (maco.all_reduce or
// maco.all_reduce_start in memref form, operand i == destination i, two or
// more operands) in block B:
//  1. every operand must be a distinct `memref.alloc` of B with a static
//     identity-layout type of one element type; each of its users must have
//     an ancestor in B and be a linalg op, memref.load/store/copy, the
//     collective, or (exactly one, in B) memref.dealloc. Anything else
//     (calls, returns, yields, views, ...) could see the buffer's type or
//     identity, and the all-reduce is left alone.
//  2. One `memref.alloc` of sum(numel) elements (alignment 64) goes before
//     the first operand's alloc; each operand's alloc becomes a
//     `memref.reinterpret_cast` of it at the running offset (row-major
//     strides), in operand order, so the operands are adjacent.
//  3. The per-operand deallocs are erased; one dealloc of the bucket goes
//     where the last of them was.
// The views have the operands' shapes and values, so every use computes
// the same; convert-maco-to-runtime recognises adjacent views of one
// buffer and reduces them with one call on the whole range.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PLACEBUCKETS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
/// The single dealloc of `alloc` in `block` if every other use of it is one
/// that a view of the same shape and values serves identically.
memref::DeallocOp checkUses(memref::AllocOp alloc, Block *block,
                            Operation *collective) {
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers()) {
    if (!block->findAncestorOpInBlock(*user))
      return {};
    if (auto d = dyn_cast<memref::DeallocOp>(user)) {
      if (dealloc || d->getBlock() != block)
        return {};
      dealloc = d;
      continue;
    }
    if (user != collective &&
        !isa<linalg::LinalgOp, memref::LoadOp, memref::StoreOp, memref::CopyOp>(
            user))
      return {};
  }
  return dealloc;
}

struct PlaceBucketsPass
    : public maco::impl::PlaceBucketsBase<PlaceBucketsPass> {
  void runOnOperation() override {
    SmallVector<CollectiveOpInterface> candidates;
    getOperation()->walk([&](CollectiveOpInterface op) {
      if (op.getCollectiveKind() == CollectiveKind::AllReduce &&
          op.getInputs().size() >= 2 && op.getInputs() == op.getOuts())
        candidates.push_back(op);
    });
    if (candidates.empty())
      return markAllAnalysesPreserved(); // no verifier run after this pass
    for (CollectiveOpInterface op : candidates)
      place(op);
  }

  void place(CollectiveOpInterface op) {
    Block *block = op->getBlock();
    SmallVector<memref::AllocOp> allocs;
    SmallVector<memref::DeallocOp> deallocs;
    llvm::SmallPtrSet<Operation *, 8> seen;
    Type elt;
    for (Value v : op.getInputs()) {
      auto alloc = v.getDefiningOp<memref::AllocOp>();
      if (!alloc || alloc->getBlock() != block || !seen.insert(alloc).second)
        return;
      MemRefType type = alloc.getType();
      if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
          (elt && type.getElementType() != elt))
        return;
      elt = type.getElementType();
      memref::DeallocOp dealloc = checkUses(alloc, block, op);
      if (!dealloc)
        return;
      allocs.push_back(alloc);
      deallocs.push_back(dealloc);
    }

    memref::AllocOp first = allocs.front();
    memref::DeallocOp last = deallocs.front();
    int64_t total = 0;
    for (auto [alloc, dealloc] : llvm::zip(allocs, deallocs)) {
      if (alloc->isBeforeInBlock(first))
        first = alloc;
      if (last->isBeforeInBlock(dealloc))
        last = dealloc;
      total += alloc.getType().getNumElements();
    }
    OpBuilder b(first);
    auto bucket =
        memref::AllocOp::create(b, op.getLoc(), MemRefType::get({total}, elt),
                                ValueRange(), b.getI64IntegerAttr(64));
    int64_t offset = 0;
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      SmallVector<int64_t> strides(type.getRank(), 1);
      for (int64_t d = type.getRank() - 2; d >= 0; --d)
        strides[d] = strides[d + 1] * type.getDimSize(d + 1);
      auto viewType = MemRefType::get(
          type.getShape(), elt,
          StridedLayoutAttr::get(b.getContext(), offset, strides));
      b.setInsertionPoint(alloc);
      Value view =
          memref::ReinterpretCastOp::create(b, alloc.getLoc(), viewType, bucket,
                                            offset, type.getShape(), strides);
      alloc.getResult().replaceAllUsesWith(view);
      offset += type.getNumElements();
    }
    b.setInsertionPoint(last);
    memref::DeallocOp::create(b, last.getLoc(), bucket);
    for (memref::DeallocOp dealloc : deallocs)
      dealloc->erase();
    for (memref::AllocOp alloc : allocs)
      alloc->erase();
  }
};
} // namespace
