//===- GpuHostSharedAlloc.cpp - buffers the GPU and the host can use ------===//
//
// Part of maco-to-cuda, after the runtime lowering and before linalg ops
// become kernels:
//  - every `memref.alloc` (static or dynamic sizes, any layout it has)
//    becomes `gpu.alloc host_shared` with the same operands and type, and
//    every `memref.dealloc` becomes `gpu.dealloc`; values keep their types,
//    so no user changes;
//  - every `memref.copy` becomes `linalg.copy`, which the pipeline turns
//    into a kernel like any other linalg op (a host copy would make the
//    host wait for the kernels that produced its source);
//  - a `memref.get_global` (a bufferized constant, in host memory) is
//    copied into a host-shared buffer right after it with `gpu.memcpy`
//    and freed before its block's terminator, unless the global leaves the
//    block.
// The gpu ops are synchronous here; maco-gpu-compute-stream (after kernel
// outlining) puts them on the runtime's compute stream and turns the
// buffers that the host never touches into device memory.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
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
      if (isa<memref::AllocOp, memref::DeallocOp, memref::GetGlobalOp,
              memref::CopyOp>(op))
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
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                               copy.getTarget());
      } else {
        auto dealloc = cast<memref::DeallocOp>(op);
        gpu::DeallocOp::create(b, dealloc.getLoc(), /*asyncToken=*/Type(),
                               ValueRange(), dealloc.getMemref());
      }
      op->erase();
    }
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
  /// CUDA backend's libraries read a copy in GPU memory, freed at the end
  /// of the block. A global that leaves its block (returned, yielded) is
  /// kept.
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
    gpu::MemcpyOp::create(b, loc, /*asyncToken=*/Type(), ValueRange(),
                          copy.getMemref(), global.getResult());
    b.setInsertionPoint(block->getTerminator());
    gpu::DeallocOp::create(b, loc, Type(), ValueRange(), copy.getMemref());
  }
};
} // namespace
