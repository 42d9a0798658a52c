//===- StackBuffers.cpp - small freed buffers on the stack ----------------===//
//
// Input: a function on buffers after deallocation (maco-to-cpu, after the
// runtime lowering), where `maco-early-dealloc` freed each buffer right
// after its last use with a `memref.dealloc` in the allocation's block.
//
// A `memref.alloc` A qualifies when
//   1. its type has a static shape, no memory space, an integer, float or
//      index element type, no symbol operands, and at most
//      `max-buffer-bytes` bytes (the data layout's element size times the
//      element count);
//   2. among its users is exactly one `memref.dealloc` D, in A's block
//      and after A, and no other user frees it: the buffer's life ends
//      within each execution of the block that made it;
//   3. every op between A and the function holds regions that run on the
//      calling thread, in the function's frame (scf.for, scf.while,
//      scf.if, scf.index_switch, scf.execute_region);
//   4. the bytes of the buffers already placed plus its own fit in
//      `max-frame-bytes`.
// A qualifying A becomes a `memref.alloca` (same type and alignment) at the
// start of the function's entry block and D is erased. By 2, the uses of
// one execution of A's block end before the next execution begins, so one
// frame slot serves every iteration of an enclosing loop; a fresh buffer's
// contents are undefined either way. Allocas of the entry block are a
// fixed part of the frame (no stack growth per iteration), and a buffer
// that outlives the call (returned, or reduced by a collective waited for
// elsewhere) has no dealloc here and stays on the heap.
//
// Cost: one walk of the function and, per alloc, one pass over its users.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::maco {
#define GEN_PASS_DEF_STACKBUFFERS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// The buffer's size in bytes; nullopt when it is not a static buffer of
/// integers, floats or indices in the default memory space.
std::optional<uint64_t> staticBytes(memref::AllocOp alloc,
                                    const DataLayout &layout) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || type.getMemorySpace() ||
      !alloc.getSymbolOperands().empty() ||
      !type.getElementType().isIntOrIndexOrFloat())
    return std::nullopt;
  uint64_t bytes = layout.getTypeSize(type.getElementType());
  // Saturates: a product past 2^64 compares above any limit.
  for (int64_t dim : type.getShape())
    bytes = llvm::SaturatingMultiply(bytes, static_cast<uint64_t>(dim));
  return bytes;
}

/// The one `memref.dealloc` of `alloc`'s result, in its block and after
/// it; null when there is none, several, or it is elsewhere.
memref::DeallocOp findLocalDealloc(memref::AllocOp alloc) {
  memref::DeallocOp found;
  for (Operation *user : alloc->getUsers()) {
    auto dealloc = dyn_cast<memref::DeallocOp>(user);
    if (!dealloc)
      continue;
    if (found || dealloc->getBlock() != alloc->getBlock() ||
        !alloc->isBeforeInBlock(dealloc))
      return {};
    found = dealloc;
  }
  return found;
}

/// Whether every op between `op` and `func` runs its regions on the
/// calling thread, within the function's frame.
bool inFrame(Operation *op, Operation *func) {
  for (Operation *parent = op->getParentOp(); parent != func;
       parent = parent->getParentOp())
    if (!isa<scf::ForOp, scf::WhileOp, scf::IfOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp>(parent))
      return false;
  return true;
}

struct StackBuffersPass
    : public maco::impl::StackBuffersBase<StackBuffersPass> {
  using StackBuffersBase::StackBuffersBase;

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    if (func.isExternal() || maxBufferBytes == 0)
      return;
    const DataLayout &layout = DataLayout::closest(func);
    // Every buffer is chosen before the IR changes: an insertion at the
    // start of the entry block would invalidate its op order, which the
    // next isBeforeInBlock would recompute (quadratic in a long function).
    uint64_t frameBytes = 0;
    SmallVector<std::pair<memref::AllocOp, memref::DeallocOp>> chosen;
    func.getFunctionBody().walk([&](memref::AllocOp alloc) {
      std::optional<uint64_t> bytes = staticBytes(alloc, layout);
      if (!bytes || *bytes > maxBufferBytes ||
          *bytes > maxFrameBytes - frameBytes || !inFrame(alloc, func))
        return;
      memref::DeallocOp dealloc = findLocalDealloc(alloc);
      if (!dealloc)
        return;
      frameBytes += *bytes;
      chosen.push_back({alloc, dealloc});
    });
    // Each alloca goes after the previous one (the first at the start of
    // the entry block): an insertion point before an op that is erased
    // below (an alloc that was the block's first op) would dangle.
    Block &entry = func.getFunctionBody().front();
    OpBuilder builder(func.getContext());
    Operation *last = nullptr;
    for (auto [alloc, dealloc] : chosen) {
      if (last)
        builder.setInsertionPointAfter(last);
      else
        builder.setInsertionPointToStart(&entry);
      auto alloca = memref::AllocaOp::create(
          builder, alloc.getLoc(), alloc.getType(), alloc.getAlignmentAttr());
      last = alloca;
      dealloc.erase();
      alloc.replaceAllUsesWith(alloca.getResult());
      alloc.erase();
    }
  }
};
} // namespace
