//===- GpuComputeStream.cpp - GPU work on the runtime's compute stream ----===//
//
// Part of maco-to-cuda, after gpu-kernel-outlining (host functions still in
// structured control flow). Before it, GPU ops are synchronous
// (maco-gpu-host-shared-alloc) and every buffer is managed memory; after
// it, kernels, copies and frees are asynchronous on one stream owned by
// the runtime, buffers that only the device uses are device memory, and
// the host waits only where it touches memory.
//
// Algorithm:
//  0. A function *has GPU work* when it contains a gpu op, a `maco_cg_*`
//     call that enqueues work (collectives, GEMM, maco.wait's event wait)
//     or a call of a function with GPU work (fixpoint over the module).
//     Without any, the module is left unchanged.
//  1. Every function that calls `maco_cg_configure`, and every function
//     with GPU work, configures the runtime with MACO_CG_GPU (CUDA backend,
//     device-side ordering; codegen.h). A function with GPU work then gets
//     the compute stream (`maco_cg_compute_stream`) at its entry, as a
//     `!gpu.async.token` (gpu-to-llvm lowers tokens to the stream pointer,
//     so the cast folds away).
//  2. Memory: a synchronous `gpu.alloc host_shared` whose buffer the host
//     never touches (its uses, through views, are launches, gpu copies,
//     memsets and frees, addresses that only reach runtime calls, calls of
//     functions of the module whose argument the host never touches, and
//     returns from private functions whose callers never touch the
//     result: a fixpoint over the call graph, recursion counting as a
//     touch) becomes `gpu.alloc async` on the compute stream: device
//     memory from the stream-ordered allocator. The others stay managed.
//  3. Every synchronous `gpu.launch_func`, `gpu.memcpy`, `gpu.memset`,
//     `gpu.dealloc` becomes asynchronous on the compute stream. The host
//     no longer waits for each kernel.
//  4. Host synchronisation: each block is walked in order with a flag
//     "work may be pending on the device". Launches, copies, memsets,
//     enqueueing runtime calls and calls of functions that do any of these
//     set it; allocations and frees do not (they produce no data). Before an
//     op that reads or writes memory on the host (a load, a store, a call
//     of a function without GPU work or without a body, a call of a
//     function with GPU work that may touch host memory before it
//     enqueues work of its own, any op with unknown effects) and before
//     the return of a public function, `maco_cg_host_sync` is inserted
//     when the flag is set, which clears it. The flag is set at a public
//     function's entry (its caller may have left work; calls from inside
//     the module go to a private copy, whose callers wait before calling
//     it if it may touch host memory before its own work), at
//     the entry of every block but the function's first in unstructured
//     control flow, and in the regions of an op that contains GPU work
//     (loops come back to their start). Before an op with regions but no
//     GPU work that touches host memory inside (a host loop reading
//     results), the wait is placed once, before the op, instead of inside
//     its body, which may run many times.
//
// Upstream's gpu-async-region is not used: it creates its own streams
// (`gpu.wait async`) and makes the host wait before every op with side
// effects, runtime calls included, which the runtime orders on the device.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/MacoToRuntime/RuntimeCalls.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUCOMPUTESTREAM
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco::runtime_calls;

namespace {

/// Runtime calls that enqueue work in GPU programs (codegen.h, MACO_CG_GPU):
/// those codegen.def flags ENQUEUES.
bool enqueuesWork(StringRef callee) { return runtimeCallEnqueues(callee); }

bool isRuntimeCall(func::CallOp call) {
  return call.getCallee().starts_with("maco_cg_");
}

struct GpuComputeStreamPass
    : public maco::impl::GpuComputeStreamBase<GpuComputeStreamPass> {
  ModuleOp module;
  /// Functions of the module with GPU work (step 0).
  llvm::SmallPtrSet<Operation *, 16> gpuFuncs;

  void runOnOperation() override {
    module = getOperation();
    findGpuFuncs();
    if (gpuFuncs.empty())
      return;
    privatizeInternalCalls();
    findHostFuncs();
    for (auto f : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (f.isExternal())
        continue;
      OpBuilder b(f.getContext());
      Lowering L(module, b);
      if (!gpuFuncs.contains(f)) {
        // Runtime set-up only: the runtime must still start for the GPU.
        if (func::CallOp configure = findConfigure(f)) {
          b.setInsertionPointAfter(configure);
          cg::maco_cg_configure(L, f.getLoc(),
                                {L.cI64(f.getLoc(), MACO_CG_GPU)});
        }
        continue;
      }
      Value stream = prepare(L, f);
      placeMemory(f, stream);
      makeAsync(f, stream);
      // A public function may be called by anyone, after any work; a
      // private one only from this module, whose call sites wait before
      // calling a function that touches host memory.
      Region &body = f.getBody();
      for (Block &block : body)
        syncBlock(L, block, /*pending=*/f.isPublic() || !block.isEntryBlock(),
                  f.isPublic());
    }
  }

  //===--------------------------------------------------------------------===//
  // Step 0: functions with GPU work
  //===--------------------------------------------------------------------===//

  bool directWork(Operation *op) {
    if (isa<gpu::GPUDialect>(op->getDialect()))
      return true;
    if (auto call = dyn_cast<func::CallOp>(op))
      return enqueuesWork(call.getCallee()) ||
             gpuFuncs.contains(module.lookupSymbol(call.getCalleeAttr()));
    return false;
  }

  /// Whether `op` or an op nested in it is GPU work.
  bool containsWork(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          return directWork(nested) ? WalkResult::interrupt()
                                    : WalkResult::advance();
        })
        .wasInterrupted();
  }

  void findGpuFuncs() {
    bool changed = true;
    while (changed) {
      changed = false;
      for (auto f : module.getOps<func::FuncOp>())
        if (!f.isExternal() && !gpuFuncs.contains(f) && containsWork(f)) {
          gpuFuncs.insert(f);
          changed = true;
        }
    }
  }

  /// A public function with GPU work waits for the device before it
  /// returns (its caller may read the results); calls from inside the
  /// module need not: they go to a private copy without that wait.
  void privatizeInternalCalls() {
    SymbolTable symbols(module);
    for (auto f : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (!f.isPublic() || f.isExternal() || !gpuFuncs.contains(f))
        continue;
      SmallVector<func::CallOp> calls;
      module.walk([&](func::CallOp call) {
        if (call.getCallee() == f.getSymName())
          calls.push_back(call);
      });
      if (calls.empty())
        continue;
      func::FuncOp copy = f.clone();
      copy.setPrivate();
      copy.setSymName((f.getSymName() + "__maco_internal").str());
      symbols.insert(copy, std::next(Block::iterator(f)));
      gpuFuncs.insert(copy);
      for (func::CallOp call : calls)
        call.setCallee(copy.getSymName());
    }
  }

  /// Functions of the module that access host memory, directly or through
  /// the functions they call (fixpoint). A call of one is a host access.
  llvm::SmallPtrSet<Operation *, 16> hostFuncs;

  /// Whether `f` may touch host memory before it enqueues device work of
  /// its own. A function that enqueues work first waits (if it touches
  /// host memory later) after that work, on the same stream, which also
  /// covers whatever its caller left: its callers need not wait.
  bool hostFirst(Operation *f) {
    auto func = cast<func::FuncOp>(f);
    // Recursion: assume the worst.
    if (!visiting.insert(f).second)
      return true;
    auto done = llvm::make_scope_exit([&] { visiting.erase(f); });
    for (Operation &op : func.getBody().front()) {
      bool access =
          op.getNumRegions() ? containsHostAccess(&op) : hostAccess(&op);
      if (access)
        return true;
      if (op.getNumRegions() ? containsPendingWork(&op) : pendingWork(&op))
        return false;
    }
    return func.getBody().getBlocks().size() > 1;
  }
  llvm::SmallPtrSet<Operation *, 8> visiting;

  /// Functions of the module that leave work pending on the device,
  /// directly or through the functions they call (fixpoint). A call of one
  /// sets the flag of step 4.
  llvm::SmallPtrSet<Operation *, 16> pendingFuncs;

  void findHostFuncs() {
    bool changed = true;
    while (changed) {
      changed = false;
      for (auto f : module.getOps<func::FuncOp>()) {
        if (f.isExternal())
          continue;
        if (!hostFuncs.contains(f) && containsHostAccess(f)) {
          hostFuncs.insert(f);
          changed = true;
        }
        if (!pendingFuncs.contains(f) && containsPendingWork(f)) {
          pendingFuncs.insert(f);
          changed = true;
        }
      }
    }
  }

  //===--------------------------------------------------------------------===//
  // Step 1: configuration and the compute stream
  //===--------------------------------------------------------------------===//

  static func::CallOp findConfigure(func::FuncOp f) {
    for (Operation &op : f.getBody().front())
      if (auto call = dyn_cast<func::CallOp>(op))
        if (call.getCallee() == "maco_cg_configure")
          return call;
    return nullptr;
  }

  /// Emits the configuration and returns the compute stream as a token.
  static Value prepare(Lowering &L, func::FuncOp f) {
    OpBuilder &b = L.b;
    Location loc = f.getLoc();
    func::CallOp after = findConfigure(f);
    b.setInsertionPointAfter(after ? after.getOperation()
                                   : requireAbi(L, f).getOperation());
    cg::maco_cg_configure(L, loc, {L.cI64(loc, MACO_CG_GPU)});
    Value handle = cg::maco_cg_compute_stream(L, loc, {});
    Value bits = arith::IndexCastOp::create(b, loc, L.i64, handle);
    Value ptr = LLVM::IntToPtrOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext()), bits);
    return UnrealizedConversionCastOp::create(
               b, loc, gpu::AsyncTokenType::get(b.getContext()), ptr)
        .getResult(0);
  }

  //===--------------------------------------------------------------------===//
  // Step 2: device memory
  //===--------------------------------------------------------------------===//

  /// Whether an address only reaches runtime calls (through arithmetic).
  static bool onlyReachesRuntime(Value address) {
    for (Operation *user : address.getUsers()) {
      if (auto call = dyn_cast<func::CallOp>(user)) {
        if (!isRuntimeCall(call))
          return false;
        continue;
      }
      if (!isa<arith::ArithDialect>(user->getDialect()) ||
          !llvm::all_of(user->getResults(), onlyReachesRuntime))
        return false;
    }
    return true;
  }

  /// Memo of the interprocedural questions of hostTouches: whether the host
  /// may touch argument i of a function (through its body), and result i
  /// (through its callers). Questions being answered (recursion) are
  /// answered "yes".
  DenseMap<std::pair<Operation *, unsigned>, bool> argTouched, resultTouched;

  /// Whether the host may touch argument `i` of `callee` (a function of the
  /// module with a body; anything else may).
  bool argumentTouched(Operation *callee, unsigned i) {
    auto f = dyn_cast_or_null<func::FuncOp>(callee);
    if (!f || f.isExternal())
      return true;
    auto [it, inserted] = argTouched.try_emplace({callee, i}, true);
    if (!inserted)
      return it->second;
    bool touched = hostTouches(f.getArgument(i));
    argTouched[{callee, i}] = touched;
    return touched;
  }

  /// Whether the host may touch result `i` of `f`: a public function's
  /// caller may; a private one's results are looked at in its callers.
  bool resultTouchedByCallers(func::FuncOp f, unsigned i) {
    if (f.isPublic())
      return true;
    Operation *key = f;
    auto [it, inserted] = resultTouched.try_emplace({key, i}, true);
    if (!inserted)
      return it->second;
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(f, module);
    bool touched = !uses;
    if (uses)
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto call = dyn_cast<func::CallOp>(use.getUser());
        if (!call || hostTouches(call.getResult(i))) {
          touched = true;
          break;
        }
      }
    resultTouched[{key, i}] = touched;
    return touched;
  }

  /// Whether the host may read or write `buffer` (or a view of it). A
  /// buffer passed to a function of the module is touched if that
  /// function's argument is; one returned by a private function, if a
  /// caller touches the result.
  bool hostTouches(Value buffer) {
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      if (isa<gpu::LaunchFuncOp, gpu::MemcpyOp, gpu::MemsetOp, gpu::DeallocOp,
              memref::DimOp>(user))
        continue;
      if (auto call = dyn_cast<func::CallOp>(user);
          call && !isRuntimeCall(call)) {
        if (argumentTouched(module.lookupSymbol(call.getCalleeAttr()),
                            use.getOperandNumber()))
          return true;
        continue;
      }
      if (auto ret = dyn_cast<func::ReturnOp>(user)) {
        if (resultTouchedByCallers(ret->getParentOfType<func::FuncOp>(),
                                   use.getOperandNumber()))
          return true;
        continue;
      }
      if (auto extract =
              dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(user)) {
        if (!onlyReachesRuntime(extract.getResult()))
          return true;
        continue;
      }
      if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user)) {
        if (hostTouches(meta.getBaseBuffer()))
          return true;
        continue;
      }
      if (isa<ViewLikeOpInterface, CastOpInterface>(user) &&
          user->getNumResults() == 1 &&
          isa<BaseMemRefType>(user->getResult(0).getType())) {
        if (hostTouches(user->getResult(0)))
          return true;
        continue;
      }
      return true;
    }
    return false;
  }

  void placeMemory(func::FuncOp f, Value stream) {
    SmallVector<gpu::AllocOp> allocs;
    f.walk([&](gpu::AllocOp alloc) {
      if (alloc.getHostShared() && !alloc.getAsyncToken() &&
          !hostTouches(alloc.getMemref()))
        allocs.push_back(alloc);
    });
    Type token = gpu::AsyncTokenType::get(f.getContext());
    for (gpu::AllocOp alloc : allocs) {
      OpBuilder b(alloc);
      auto device = gpu::AllocOp::create(
          b, alloc.getLoc(), alloc.getType(), token, ValueRange{stream},
          alloc.getDynamicSizes(), alloc.getSymbolOperands(),
          /*hostShared=*/false);
      alloc.getMemref().replaceAllUsesWith(device.getMemref());
      alloc.erase();
    }
  }

  //===--------------------------------------------------------------------===//
  // Step 3: asynchronous GPU ops
  //===--------------------------------------------------------------------===//

  static void makeAsync(func::FuncOp f, Value stream) {
    SmallVector<Operation *> ops;
    f.walk([&](Operation *op) {
      if (!isa<gpu::LaunchFuncOp, gpu::MemcpyOp, gpu::MemsetOp, gpu::DeallocOp>(
              op))
        return;
      auto async = cast<gpu::AsyncOpInterface>(op);
      if (!async.getAsyncToken() && async.getAsyncDependencies().empty())
        ops.push_back(op);
    });
    Type token = gpu::AsyncTokenType::get(f.getContext());
    ValueRange deps(stream);
    for (Operation *op : ops) {
      OpBuilder b(op);
      Location loc = op->getLoc();
      if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
        std::optional<gpu::KernelDim3> cluster;
        if (launch.hasClusterSize())
          cluster = launch.getClusterSizeOperandValues();
        gpu::LaunchFuncOp::create(
            b, loc, launch.getKernel(), launch.getGridSizeOperandValues(),
            launch.getBlockSizeOperandValues(),
            launch.getDynamicSharedMemorySize(), launch.getKernelOperands(),
            token, deps, cluster);
      } else if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
        gpu::MemcpyOp::create(b, loc, token, deps, copy.getDst(),
                              copy.getSrc());
      } else if (auto set = dyn_cast<gpu::MemsetOp>(op)) {
        gpu::MemsetOp::create(b, loc, token, deps, set.getDst(),
                              set.getValue());
      } else {
        gpu::DeallocOp::create(b, loc, token, deps,
                               cast<gpu::DeallocOp>(op).getMemref());
      }
      op->erase();
    }
  }

  //===--------------------------------------------------------------------===//
  // Step 4: host synchronisation
  //===--------------------------------------------------------------------===//

  /// Whether `buffer` is a view of host memory (`memref.alloc`/`alloca`:
  /// the host-only scratch maco-gpu-host-shared-alloc leaves alone).
  static bool isHostRooted(Value buffer) {
    return rootAllocation(buffer) != nullptr;
  }

  /// Whether `op` (without regions) reads or writes memory on the host
  /// that the device may write: accesses of host-only scratch need no wait.
  bool hostAccess(Operation *op) {
    if (isa<gpu::GPUDialect>(op->getDialect()))
      return false;
    if (auto load = dyn_cast<memref::LoadOp>(op))
      return !isHostRooted(load.getMemref());
    if (auto store = dyn_cast<memref::StoreOp>(op))
      return !isHostRooted(store.getMemref());
    if (auto call = dyn_cast<func::CallOp>(op)) {
      if (isRuntimeCall(call))
        return false;
      Operation *callee = module.lookupSymbol(call.getCalleeAttr());
      if (!gpuFuncs.contains(callee)) {
        // A host function given only host-only scratch.
        auto memrefs = llvm::make_filter_range(call.getOperands(), [](Value v) {
          return isa<BaseMemRefType>(v.getType());
        });
        return memrefs.empty() || !llvm::all_of(memrefs, isHostRooted);
      }
      return hostFuncs.contains(callee) && hostFirst(callee);
    }
    if (isMemoryEffectFree(op))
      return false;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return true;
    return effects.hasEffect<MemoryEffects::Read>() ||
           effects.hasEffect<MemoryEffects::Write>();
  }

  /// Whether `op` leaves work on the device that a later host access must
  /// wait for. Allocations and frees do not: they produce no data.
  bool pendingWork(Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op))
      return enqueuesWork(call.getCallee()) ||
             pendingFuncs.contains(module.lookupSymbol(call.getCalleeAttr()));
    return isa<gpu::GPUDialect>(op->getDialect()) &&
           !isa<gpu::AllocOp, gpu::DeallocOp>(op);
  }

  /// Whether `op` or an op nested in it leaves work pending.
  bool containsPendingWork(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          return pendingWork(nested) ? WalkResult::interrupt()
                                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// Whether an op nested in `op` (without regions itself) accesses memory
  /// on the host.
  bool containsHostAccess(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          return nested != op && !nested->getNumRegions() && hostAccess(nested)
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  void hostSync(Lowering &L, Operation *before) {
    L.b.setInsertionPoint(before);
    cg::maco_cg_host_sync(L, before->getLoc(), {});
  }

  /// Walks `block` with the flag `pending` at its entry (step 4).
  void syncBlock(Lowering &L, Block &block, bool pending, bool publicFunc) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (op.getNumRegions()) {
        bool work = containsPendingWork(&op);
        // A region op without device work (a host loop reading results,
        // an scf.if that prints them): one wait before it, none inside,
        // however often its body runs.
        if (!work && pending && containsHostAccess(&op)) {
          hostSync(L, &op);
          pending = false;
        }
        for (Region &region : op.getRegions())
          for (Block &nested : region)
            syncBlock(L, nested, pending || work, publicFunc);
        pending |= work;
        continue;
      }
      bool access = hostAccess(&op) || (publicFunc && isa<func::ReturnOp>(op));
      if (access && pending) {
        hostSync(L, &op);
        pending = false;
      }
      if (pendingWork(&op))
        pending = true;
    }
  }
};
} // namespace
