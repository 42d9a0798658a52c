//===- EarlyDealloc.cpp - free buffers after their last use ---------------===//
//
// Input: IR after upstream's ownership-based-buffer-deallocation, whose
// `bufferization.dealloc` ops free buffers at the end of their block.
//
// For every dealloc D in block B, one BufferViewFlowAnalysis of the
// enclosing function, and for each memref operand m of D (condition c):
//   1. c is the constant `true`, and m is a `memref.alloc` result v of B or
//      the base buffer (memref.extract_strided_metadata) of one;
//   2. A = resolve(v), the values v may flow into, holds no retained value
//      of D and no memref operand of D other than m;
//   3. every user of every value of A has an ancestor in B (a use in a
//      nested region is a use by the op of B that holds it); a user that
//      makes a !maco.future extends the use to the future's users, which
//      must all be `maco.wait` (the runtime reads and writes the buffer
//      until then); the last such ancestor comes before D.
// Then `memref.dealloc v` goes right after that last ancestor and m (with
// c) leaves D. D's results (the ownership of its retained values) are
// unchanged because m aliases none of them (2). A D left without memrefs
// is folded away by the canonicalizer.
//
// Cost: one analysis per function plus, per candidate, the size of its
// alias set and their uses: linear for straight-line code, where the
// upstream simplification that follows compares all operand pairs of D.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_EARLYDEALLOC
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
/// The `memref.alloc` of `block` whose buffer `m` is, directly or as its
/// base buffer; null otherwise.
memref::AllocOp getLocalAlloc(Value m, Block *block) {
  if (auto meta = m.getDefiningOp<memref::ExtractStridedMetadataOp>())
    if (m == meta.getBaseBuffer())
      m = meta.getSource();
  auto alloc = m.getDefiningOp<memref::AllocOp>();
  return alloc && alloc->getBlock() == block ? alloc : memref::AllocOp();
}

/// Extends `last` (an op of `block`, or null) to cover `user`; false when
/// `user` is not inside `block`.
bool coverUse(Operation *user, Block *block, Operation *&last) {
  Operation *ancestor = block->findAncestorOpInBlock(*user);
  if (!ancestor)
    return false;
  if (!last || last->isBeforeInBlock(ancestor))
    last = ancestor;
  return true;
}

/// The last op of `block` that uses a value of `aliases` (or waits for a
/// collective started on one); null when some use cannot be placed.
Operation *findLastUse(const BufferViewFlowAnalysis::ValueSetT &aliases,
                       Block *block, ArrayRef<Operation *> ignore) {
  Operation *last = nullptr;
  for (Value alias : aliases) {
    for (Operation *user : alias.getUsers()) {
      if (llvm::is_contained(ignore, user))
        continue;
      if (!coverUse(user, block, last))
        return nullptr;
      for (Value result : user->getResults()) {
        if (!isa<FutureType>(result.getType()))
          continue;
        for (Operation *waiter : result.getUsers())
          if (!isa<WaitOp>(waiter) || !coverUse(waiter, block, last))
            return nullptr;
      }
    }
  }
  return last;
}

struct EarlyDeallocPass
    : public maco::impl::EarlyDeallocBase<EarlyDeallocPass> {
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> deallocs;
    getOperation()->walk(
        [&](bufferization::DeallocOp op) { deallocs.push_back(op); });
    if (deallocs.empty())
      return;
    BufferViewFlowAnalysis analysis(getOperation());
    for (bufferization::DeallocOp dealloc : deallocs)
      freeEarly(dealloc, analysis);
  }

  void freeEarly(bufferization::DeallocOp dealloc,
                 const BufferViewFlowAnalysis &analysis) {
    Block *block = dealloc->getBlock();
    llvm::DenseSet<Value> others(llvm::from_range, dealloc.getMemrefs());
    others.insert_range(dealloc.getRetained());
    SmallVector<unsigned> freed;
    for (auto [i, m, cond] :
         llvm::enumerate(dealloc.getMemrefs(), dealloc.getConditions())) {
      memref::AllocOp alloc = getLocalAlloc(m, block);
      if (!alloc || !matchPattern(cond, m_One()))
        continue;
      BufferViewFlowAnalysis::ValueSetT aliases =
          analysis.resolve(alloc.getResult());
      if (llvm::any_of(aliases, [&](Value a) {
            return a != m && a != alloc.getResult() && others.contains(a);
          }))
        continue;
      Operation *last =
          findLastUse(aliases, block, {dealloc, m.getDefiningOp()});
      if (!last || dealloc->isBeforeInBlock(last))
        continue;
      OpBuilder b(last->getContext());
      b.setInsertionPointAfter(last);
      memref::DeallocOp::create(b, alloc.getLoc(), alloc.getResult());
      freed.push_back(i);
    }
    if (freed.empty())
      return;
    // One update of the operand lists: erasing the freed operands one at a
    // time shifts every later operand (and rebuilds the segment sizes) per
    // erase, quadratic in the buffers of a long function.
    SmallVector<Value> keptMemrefs, keptConditions, dropped;
    unsigned next = 0;
    for (auto [i, m, cond] :
         llvm::enumerate(dealloc.getMemrefs(), dealloc.getConditions())) {
      if (next < freed.size() && freed[next] == i) {
        ++next;
        dropped.push_back(m);
        continue;
      }
      keptMemrefs.push_back(m);
      keptConditions.push_back(cond);
    }
    dealloc.getMemrefsMutable().assign(keptMemrefs);
    dealloc.getConditionsMutable().assign(keptConditions);
    for (Value m : dropped)
      if (Operation *def = m.getDefiningOp();
          def && isa<memref::ExtractStridedMetadataOp>(def) && def->use_empty())
        def->erase();
  }
};
} // namespace
