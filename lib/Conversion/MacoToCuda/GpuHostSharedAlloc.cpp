//===- GpuHostSharedAlloc.cpp - buffers the GPU and the host can use ------===//
//
// Part of maco-to-cuda, after the runtime lowering and before linalg ops
// become kernels:
//  - every `memref.alloc` (static or dynamic sizes, any layout it has)
//    becomes `gpu.alloc host_shared` with the same operands and type, and
//    every `memref.dealloc` becomes `gpu.dealloc`; values keep their types,
//    so no user changes. Host-only scratch stays a `memref.alloc` (host
//    memory, freed by `memref.dealloc`): a buffer whose uses, through
//    views, are loads, stores, dims, frees and calls of host functions
//    (no body, or a body without linalg ops, copies or runtime calls);
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

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUHOSTSHAREDALLOC
#include "maco/Conversion/Passes.h.inc"
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
        // Host-only scratch (e.g. buffer deallocation's index lists) stays
        // host memory; its frees stay memref.dealloc.
        if (hostOnly(alloc.getResult()))
          continue;
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
        if (isHostRooted(dealloc.getMemref()))
          continue;
        gpu::DeallocOp::create(b, dealloc.getLoc(), /*asyncToken=*/Type(),
                               ValueRange(), dealloc.getMemref());
      }
      op->erase();
    }
  }

  /// Whether `f` is host code: a body without linalg ops, copies or
  /// runtime calls (bufferization's dealloc helper, a result printer) or
  /// no body (an external function such as printMemrefF32).
  static bool isHostFunction(func::FuncOp f) {
    if (!f)
      return false;
    return !f->walk([](Operation *op) {
               if (isa<linalg::LinalgOp, memref::CopyOp>(op) ||
                   isa<linalg::LinalgDialect>(op->getDialect()))
                 return WalkResult::interrupt();
               if (auto call = dyn_cast<func::CallOp>(op))
                 if (call.getCallee().starts_with("maco_cg_") ||
                     !isa_and_nonnull<func::FuncOp>(
                         SymbolTable::lookupNearestSymbolFrom(
                             call, call.getCalleeAttr())))
                   return WalkResult::interrupt();
               return WalkResult::advance();
             }).wasInterrupted();
  }

  /// Whether `buffer` (and its views) is only ever used by the host: loads,
  /// stores, dims, frees and calls of host functions. Anything else (a
  /// linalg op, a copy, a runtime call through its address, a terminator)
  /// may bring it to the device.
  static bool hostOnly(Value buffer) {
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      if (isa<memref::LoadOp, memref::StoreOp, memref::DimOp,
              memref::DeallocOp>(user))
        continue;
      if (auto call = dyn_cast<func::CallOp>(user)) {
        auto callee = dyn_cast_or_null<func::FuncOp>(
            SymbolTable::lookupNearestSymbolFrom(call, call.getCalleeAttr()));
        if (callee && !call.getCallee().starts_with("maco_cg_") &&
            (callee.isExternal() || isHostFunction(callee)))
          continue;
        return false;
      }
      if (isa<ViewLikeOpInterface, CastOpInterface>(user) &&
          user->getNumResults() == 1 &&
          isa<BaseMemRefType>(user->getResult(0).getType()) &&
          user->getOperand(0) == use.get()) {
        if (!hostOnly(user->getResult(0)))
          return false;
        continue;
      }
      return false;
    }
    return true;
  }

  /// Whether `buffer` is a view of a `memref.alloc` kept in host memory.
  static bool isHostRooted(Value buffer) {
    while (Operation *def = buffer.getDefiningOp()) {
      if (isa<memref::AllocOp, memref::AllocaOp>(def))
        return true;
      if (isa<ViewLikeOpInterface, CastOpInterface>(def) &&
          def->getNumOperands() >= 1 &&
          isa<BaseMemRefType>(def->getOperand(0).getType())) {
        buffer = def->getOperand(0);
        continue;
      }
      return false;
    }
    return false;
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
