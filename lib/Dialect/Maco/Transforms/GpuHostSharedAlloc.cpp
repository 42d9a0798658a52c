//===- GpuHostSharedAlloc.cpp - buffers in managed GPU memory -------------===//
//
// Every `memref.alloc` (static or dynamic sizes, any layout it has) becomes
// `gpu.alloc host_shared` with the same operands and type, and every
// `memref.dealloc` becomes `gpu.wait async` + `gpu.dealloc async` +
// `gpu.wait` (gpu-to-llvm lowers only the asynchronous dealloc). Values keep
// their types, so no user changes. `gpu-to-llvm` lowers them to
// mgpuMemAlloc(bytes, null stream, host_shared = true) and
// mgpuStreamCreate / mgpuMemFree / mgpuStreamSynchronize, which the
// runtime's CUDA backend provides (managed memory is freed with cuMemFree).
// A `memref.get_global` (a bufferized constant, in host memory) is copied
// into a host-shared buffer right after it and freed before its block's
// terminator, unless the global leaves the block.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUHOSTSHAREDALLOC
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct GpuHostSharedAllocPass
    : public maco::impl::GpuHostSharedAllocBase<GpuHostSharedAllocPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::DeallocOp, memref::GetGlobalOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      OpBuilder b(op);
      if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        copyGlobal(b, global);
        continue;
      }
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        auto shared = gpu::AllocOp::create(
            b, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
            /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
            alloc.getSymbolOperands(), /*hostShared=*/true);
        alloc.getResult().replaceAllUsesWith(shared.getMemref());
      } else {
        // gpu-to-llvm lowers only the asynchronous gpu.dealloc: free on a
        // fresh stream and wait for it (mgpuMemFree of managed memory is a
        // synchronous cuMemFree anyway).
        auto dealloc = cast<memref::DeallocOp>(op);
        emitFree(b, dealloc.getLoc(), dealloc.getMemref());
      }
      op->erase();
    }
  }

  /// Frees `buffer` at the builder's insertion point.
  static void emitFree(OpBuilder &b, Location loc, Value buffer) {
    Type token = gpu::AsyncTokenType::get(b.getContext());
    Value start =
        gpu::WaitOp::create(b, loc, token, ValueRange()).getAsyncToken();
    Value freed =
        gpu::DeallocOp::create(b, loc, token, ValueRange{start}, buffer)
            .getAsyncToken();
    gpu::WaitOp::create(b, loc, Type(), ValueRange{freed});
  }

  /// Whether `value` or a view of it reaches a terminator (a return, a
  /// yield, a branch), i.e. may be used after its block.
  static bool leavesBlock(Value value) {
    for (Operation *user : value.getUsers()) {
      if (user->hasTrait<OpTrait::IsTerminator>())
        return true;
      if (isa<ViewLikeOpInterface>(user) &&
          llvm::any_of(user->getResults(), leavesBlock))
        return true;
    }
    return false;
  }

  /// A global (bufferized constant) lives in host memory: kernels and the
  /// CUDA backend's libraries read a managed copy, freed at the end of the
  /// block. A global that leaves its block (returned, yielded) is kept.
  static void copyGlobal(OpBuilder &b, memref::GetGlobalOp global) {
    Block *block = global->getBlock();
    if (!block->mightHaveTerminator() || leavesBlock(global.getResult()))
      return;
    Location loc = global.getLoc();
    b.setInsertionPointAfter(global);
    auto copy = gpu::AllocOp::create(b, loc, global.getType(), Type(),
                                     ValueRange(), ValueRange(), ValueRange(),
                                     /*hostShared=*/true);
    global.getResult().replaceAllUsesWith(copy.getMemref());
    memref::CopyOp::create(b, loc, global.getResult(), copy.getMemref());
    b.setInsertionPoint(block->getTerminator());
    emitFree(b, loc, copy.getMemref());
  }
};
} // namespace
