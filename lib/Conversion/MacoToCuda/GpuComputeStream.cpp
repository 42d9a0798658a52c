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
//  2. Memory: a synchronous `gpu.alloc host_shared` becomes `gpu.alloc
//     async` on the compute stream (device memory from the stream-ordered
//     allocator) unless the host may touch it where step 2b cannot put a
//     mirror: its address reaches a function that is not the runtime
//     (addresses stored as data, buffer deallocation's alias lists, do
//     not count), a host access reaches it through a root of a layout one
//     copy cannot mirror, or (option `managed-results`) a public function
//     returns it: by default the caller of a public function gets device
//     memory and copies it (maco_entry does). The buffer is followed
//     through views, calls of functions of the module with GPU work (their
//     arguments), returns of private functions (their callers' results),
//     and `scf.if`/`scf.for`/`scf.while` values: a fixpoint over the call
//     graph, recursion counting as a touch. The others stay managed.
//     First, an `scf.if` result whose branches both yield a cast of one
//     identity-layout type gets that type (bufferization gives it a
//     dynamic offset, which one copy cannot mirror).
//  2b. Mirrors: each block is cut into runs of ops without GPU work (frees
//     aside). For each buffer that may be device memory (its root is a
//     device allocation, or an argument, call result or region value that
//     may be one) and that a host access of the run uses (a load, store,
//     call of a function without GPU work, any other op; through views),
//     a host buffer of the root's type is allocated at the run's start
//     (for a strided root of static shape and strides: the prefix of its
//     base buffer up to its last element, which gpu.memcpy copies as a 1-D
//     buffer), filled by a `gpu.memcpy` unless the buffer is fresh
//     (nothing used it before, in the same block), the views are rebuilt
//     on it for the accesses (a view of the run that other ops use too is
//     left to them and rebuilt at the access), and after the last access
//     it is copied back when an access may write and freed. A buffer made
//     inside a region op of the run is mirrored in that op's blocks.
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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
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
  using GpuComputeStreamBase::GpuComputeStreamBase;
  ModuleOp module;
  /// Functions of the module with GPU work (step 0).
  llvm::SmallPtrSet<Operation *, 16> gpuFuncs;

  void runOnOperation() override {
    module = getOperation();
    findGpuFuncs();
    if (gpuFuncs.empty())
      return;
    privatizeInternalCalls();
    moduleMakesPointers =
        module.walk([](LLVM::IntToPtrOp) { return WalkResult::interrupt(); })
            .wasInterrupted();
    OpBuilder b(module.getContext());
    Lowering L(module, b);
    SmallVector<std::pair<func::FuncOp, Value>> streams;
    for (auto f : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (f.isExternal())
        continue;
      if (!gpuFuncs.contains(f)) {
        // Runtime set-up only: the runtime must still start for the GPU.
        if (func::CallOp configure = findConfigure(f)) {
          b.setInsertionPointAfter(configure);
          cg::maco_cg_configure(L, f.getLoc(),
                                {L.cI64(f.getLoc(), MACO_CG_GPU)});
        }
        continue;
      }
      streams.push_back({f, prepare(L, f)});
    }
    // Placement is interprocedural: every function's, then the mirrors.
    for (auto [func, stream] : streams) {
      func.walk([&](scf::IfOp op) { identityIfResults(op); });
      placeMemory(func, stream);
    }
    for (auto [func, stream] : streams)
      for (Block &block : func.getBody())
        mirrorBlock(block, stream);
    findHostFuncs();
    for (auto [func, stream] : streams) {
      makeAsync(func, stream);
      // A public function may be called by anyone, after any work; a
      // private one only from this module, whose call sites wait before
      // calling a function that touches host memory.
      for (Block &block : func.getBody())
        syncBlock(L, block,
                  /*pending=*/func.isPublic() || !block.isEntryBlock(),
                  func.isPublic());
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
    llvm::scope_exit done([&] { visiting.erase(f); });
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

  /// A result of `op` whose every branch yields a `memref.cast` of one
  /// identity-layout type (bufferization gives an `scf.if` a layout with a
  /// dynamic offset) gets that type, cast back after `op` for its users:
  /// the buffers it carries can then be mirrored (step 2b mirrors roots
  /// with an identity layout only) rather than stay managed.
  static void identityIfResults(scf::IfOp op) {
    if (op.getElseRegion().empty())
      return;
    for (OpResult result : op->getResults()) {
      auto type = dyn_cast<MemRefType>(result.getType());
      if (!type || type.getLayout().isIdentity())
        continue;
      unsigned i = result.getResultNumber();
      MemRefType common;
      bool ok = true;
      for (scf::YieldOp yield : {op.thenYield(), op.elseYield()}) {
        auto cast = yield.getOperand(i).getDefiningOp<memref::CastOp>();
        auto from = cast ? dyn_cast<MemRefType>(cast.getSource().getType())
                         : MemRefType();
        ok = ok && from && from.getLayout().isIdentity() &&
             (!common || from == common);
        common = from;
      }
      if (!ok)
        continue;
      for (scf::YieldOp yield : {op.thenYield(), op.elseYield()}) {
        auto cast = yield.getOperand(i).getDefiningOp<memref::CastOp>();
        yield.setOperand(i, cast.getSource());
        if (cast->use_empty())
          cast->erase();
      }
      result.setType(common);
      OpBuilder b(op->getContext());
      b.setInsertionPointAfter(op);
      auto back = memref::CastOp::create(b, op.getLoc(), type, result);
      result.replaceAllUsesExcept(back, back);
    }
  }

  /// Whether an address (an integer) stays an integer: it reaches runtime
  /// calls and arithmetic, or is stored as data (buffer deallocation's
  /// alias lists) in a module that never turns an integer back into a
  /// pointer (no `llvm.inttoptr` before this pass).
  bool addressStaysInteger(Value address) {
    // A comparison's result (buffer deallocation's alias checks) carries
    // no address, wherever it goes.
    if (address.getType().isInteger(1))
      return true;
    for (OpOperand &use : address.getUses()) {
      Operation *user = use.getOwner();
      if (auto call = dyn_cast<func::CallOp>(user)) {
        if (!isRuntimeCall(call))
          return false;
        continue;
      }
      if (auto store = dyn_cast<memref::StoreOp>(user)) {
        if (use.getOperandNumber() != 0 || moduleMakesPointers)
          return false;
        continue;
      }
      if (!isa<arith::ArithDialect>(user->getDialect()) ||
          !llvm::all_of(user->getResults(),
                        [&](Value v) { return addressStaysInteger(v); }))
        return false;
    }
    return true;
  }
  bool moduleMakesPointers = false;

  /// Whether a buffer of `type` can have a host mirror (step 2b): a ranked
  /// memref with the identity layout (one gpu.memcpy copies it), or a
  /// strided view of static shape and strides at any offset (a slice of an
  /// argument carried by a loop: JAX's PRNG key word), whose mirror is the
  /// prefix of its base buffer up to its last element.
  static bool mirrorable(Type type) {
    auto m = dyn_cast<MemRefType>(type);
    if (!m)
      return false;
    if (m.getLayout().isIdentity())
      return true;
    SmallVector<int64_t> strides;
    int64_t offset;
    return m.hasStaticShape() &&
           succeeded(m.getStridesAndOffset(strides, offset)) &&
           llvm::none_of(strides, ShapedType::isDynamic);
  }

  /// Memo of the interprocedural questions of hostTouches: whether the host
  /// may touch argument i of a function (through its body), and result i
  /// (through its callers), where no mirror can be made. Questions being
  /// answered (recursion) are answered "yes".
  DenseMap<std::pair<Operation *, unsigned>, bool> argTouched, resultTouched;

  /// Whether the host may touch argument `i` of `callee` (a function of the
  /// module with GPU work; anything else is accessed through a mirror
  /// around the call) where no mirror can be made.
  bool argumentTouched(Operation *callee, unsigned i) {
    auto f = cast<func::FuncOp>(callee);
    auto [it, inserted] = argTouched.try_emplace({callee, i}, true);
    if (!inserted)
      return it->second;
    BlockArgument arg = f.getArgument(i);
    bool touched = hostTouches(arg, mirrorable(arg.getType()));
    argTouched[{callee, i}] = touched;
    return touched;
  }

  /// Whether the host may touch result `i` of `f` where no mirror can be
  /// made: a public function's caller gets the buffer itself, and copies
  /// it unless `managed-results` says it reads it directly; a private
  /// one's results are looked at in its callers.
  bool resultTouchedByCallers(func::FuncOp f, unsigned i) {
    if (f.isPublic())
      return managedResults;
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
        if (!call) {
          touched = true;
          break;
        }
        Value result = call.getResult(i);
        if (hostTouches(result, mirrorable(result.getType()))) {
          touched = true;
          break;
        }
      }
    resultTouched[{key, i}] = touched;
    return touched;
  }

  /// Whether the host may read or write `buffer` (or a view of it) where
  /// step 2b cannot put a mirror: `canMirror` says whether the buffer's
  /// root (an allocation, argument or call result) has a mirrorable type.
  /// A buffer passed to a function of the module with GPU work is touched
  /// if that function's argument is; one returned by a private function,
  /// if a caller touches the result; any other op with regions or a
  /// terminator (the buffer flows into a loop's or branch's values) is a
  /// touch step 2b does not follow.
  bool hostTouches(Value buffer, bool canMirror) {
    // A loop's value comes back to itself: its other uses are looked at
    // where it was first met.
    if (!following.insert(buffer).second)
      return false;
    llvm::scope_exit done([&] { following.erase(buffer); });
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      if (isa<gpu::LaunchFuncOp, gpu::MemcpyOp, gpu::MemsetOp, gpu::DeallocOp,
              memref::DimOp>(user))
        continue;
      if (std::optional<bool> touched = flowTouches(use)) {
        if (*touched)
          return true;
        continue;
      }
      if (auto call = dyn_cast<func::CallOp>(user);
          call && !isRuntimeCall(call)) {
        Operation *callee = module.lookupSymbol(call.getCalleeAttr());
        if (gpuFuncs.contains(callee)) {
          if (argumentTouched(callee, use.getOperandNumber()))
            return true;
        } else if (!canMirror || llvm::any_of(call.getResultTypes(),
                                              llvm::IsaPred<BaseMemRefType>)) {
          // A host function that may return a view of its argument
          // would outlive the mirror.
          return true;
        }
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
        if (!addressStaysInteger(extract.getResult()))
          return true;
        continue;
      }
      if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user)) {
        if (hostTouches(meta.getBaseBuffer(), canMirror))
          return true;
        continue;
      }
      if (isa<ViewLikeOpInterface, CastOpInterface>(user) &&
          user->getNumResults() == 1 &&
          isa<BaseMemRefType>(user->getResult(0).getType())) {
        if (hostTouches(user->getResult(0), canMirror))
          return true;
        continue;
      }
      // A host access (load, store, call, ...): through a mirror.
      if (!canMirror || user->getNumRegions() ||
          user->hasTrait<OpTrait::IsTerminator>())
        return true;
    }
    return false;
  }

  DenseSet<Value> following;

  /// For a use that passes the buffer on as a value of an scf.if,
  /// scf.for or scf.while (a yield, a condition's argument, a loop's
  /// initial value): whether the host touches what it becomes (results,
  /// the loop's region arguments), each a root of its own; none for other
  /// uses.
  std::optional<bool> flowTouches(OpOperand &use) {
    SmallVector<Value, 2> values = flowTargets(use);
    if (values.empty())
      return std::nullopt;
    return llvm::any_of(values, [&](Value v) {
      return hostTouches(v, mirrorable(v.getType()));
    });
  }

  /// The values a use of flowTouches passes the buffer on to.
  static SmallVector<Value, 2> flowTargets(OpOperand &use) {
    Operation *user = use.getOwner();
    unsigned n = use.getOperandNumber();
    Operation *parent = user->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(user)) {
      if (n < loop.getNumControlOperands())
        return {};
      n -= loop.getNumControlOperands();
      return {loop.getResult(n), loop.getRegionIterArgs()[n]};
    }
    if (auto loop = dyn_cast<scf::WhileOp>(user))
      return {loop.getBeforeArguments()[n]};
    if (auto cond = dyn_cast<scf::ConditionOp>(user)) {
      auto loop = cast<scf::WhileOp>(parent);
      if (n == 0)
        return {};
      return {loop.getResult(n - 1), loop.getAfterArguments()[n - 1]};
    }
    if (!isa<scf::YieldOp>(user))
      return {};
    if (auto loop = dyn_cast<scf::WhileOp>(parent))
      return {loop.getBeforeArguments()[n]};
    if (auto loop = dyn_cast<scf::ForOp>(parent))
      return {loop.getResult(n), loop.getRegionIterArgs()[n]};
    if (isa<scf::IfOp>(parent))
      return {parent->getResult(n)};
    return {};
  }

  void placeMemory(func::FuncOp f, Value stream) {
    SmallVector<gpu::AllocOp> allocs;
    f.walk([&](gpu::AllocOp alloc) {
      if (alloc.getHostShared() && !alloc.getAsyncToken() &&
          !hostTouches(alloc.getMemref(), mirrorable(alloc.getType())))
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
  // Step 2b: host accesses of device memory through mirrors
  //===--------------------------------------------------------------------===//

  /// Memo of mayWrite for functions of the module.
  DenseMap<Operation *, bool> writes;

  /// Host mirrors made by step 2b: host memory that the device writes
  /// (by copies), so their accesses wait like those of managed memory.
  llvm::SmallPtrSet<Operation *, 8> mirrors;

  /// Whether `buffer` (a view of an allocation, argument or call result)
  /// may be device memory: its root is a device allocation, an argument of
  /// a private function that a caller may pass device memory, a result of
  /// a private function that may return device memory, an argument of a
  /// public function, or anything else but host memory, managed memory and
  /// results of public and external functions (internal calls of public
  /// functions with GPU work were made private: these have none).
  bool mayBeDevice(Value buffer) {
    Value root = viewSource(buffer);
    Operation *def = root.getDefiningOp();
    if (auto alloc = dyn_cast_or_null<gpu::AllocOp>(def))
      return !alloc.getHostShared();
    if (isa_and_nonnull<memref::AllocOp, memref::AllocaOp, memref::GetGlobalOp>(
            def))
      return false;
    auto [it, inserted] = deviceMemo.try_emplace(root, true);
    if (!inserted)
      return it->second;
    bool device = rootMayBeDevice(root);
    deviceMemo[root] = device;
    return device;
  }
  DenseMap<Value, bool> deviceMemo;

  bool rootMayBeDevice(Value root) {
    if (auto arg = dyn_cast<BlockArgument>(root)) {
      auto f = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
      // A public function's caller may pass device memory (maco_entry
      // does): its arguments are mirrored too.
      if (!f || !arg.getOwner()->isEntryBlock() || f.isPublic())
        return true;
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(f, module);
      if (!uses)
        return true;
      return llvm::any_of(*uses, [&](const SymbolTable::SymbolUse &use) {
        auto call = dyn_cast<func::CallOp>(use.getUser());
        return !call || mayBeDevice(call.getOperand(arg.getArgNumber()));
      });
    }
    if (auto call = root.getDefiningOp<func::CallOp>()) {
      auto f = dyn_cast_or_null<func::FuncOp>(
          module.lookupSymbol(call.getCalleeAttr()));
      if (!f || f.isExternal() || f.isPublic())
        return false;
      unsigned i = cast<OpResult>(root).getResultNumber();
      bool device = false;
      f.walk([&](func::ReturnOp ret) {
        device = device || mayBeDevice(ret.getOperand(i));
      });
      return device;
    }
    return true;
  }

  /// Whether `op` (without regions) accesses its memref operands on the
  /// host: not GPU ops, runtime calls, calls of functions with GPU work
  /// (which mirror their own arguments), views, dims, pointer queries and
  /// terminators (which pass buffers on).
  bool accessesOnHost(Operation *op) {
    if (isa<gpu::GPUDialect>(op->getDialect()) ||
        isa<ViewLikeOpInterface, CastOpInterface, memref::DimOp,
            memref::ExtractAlignedPointerAsIndexOp,
            memref::ExtractStridedMetadataOp>(op) ||
        op->hasTrait<OpTrait::IsTerminator>())
      return false;
    if (auto call = dyn_cast<func::CallOp>(op))
      return !isRuntimeCall(call) &&
             !gpuFuncs.contains(module.lookupSymbol(call.getCalleeAttr()));
    return true;
  }

  /// Whether `op` may write memory on the host. Runner utilities that
  /// print or verify memrefs only read them; a function of the module
  /// writes if an op of its body (or of a function it calls) may.
  bool mayWrite(Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op)) {
      StringRef callee = call.getCallee();
      if (callee.starts_with("printMemref") ||
          callee.starts_with("verifyMemRef"))
        return false;
      auto f = dyn_cast_or_null<func::FuncOp>(
          module.lookupSymbol(call.getCalleeAttr()));
      if (!f || f.isExternal())
        return true;
      auto [it, inserted] = writes.try_emplace(f, true); // recursion: yes
      if (!inserted)
        return it->second;
      bool any = f.walk([&](Operation *nested) {
                    return !nested->getNumRegions() && mayWrite(nested)
                               ? WalkResult::interrupt()
                               : WalkResult::advance();
                  }).wasInterrupted();
      writes[f] = any;
      return any;
    }
    if (isa<func::ReturnOp>(op))
      return false;
    if (isMemoryEffectFree(op))
      return false;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    return !effects || effects.hasEffect<MemoryEffects::Write>();
  }

  /// Walks `block` cutting it into *runs*: maximal sequences of ops
  /// without GPU work (no gpu op but frees, no enqueueing runtime call, no
  /// call of a function with GPU work, none nested either); an op with GPU
  /// work is walked into. Each run gets its mirrors.
  void mirrorBlock(Block &block, Value stream) {
    SmallVector<Operation *> run;
    auto flush = [&] {
      if (!run.empty())
        mirrorRun(run, stream);
      run.clear();
    };
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (op.hasTrait<OpTrait::IsTerminator>()) {
        flush();
        continue;
      }
      // A free ends no run: no access of the buffer can follow it.
      if (!containsWork(&op) || isa<gpu::DeallocOp>(op)) {
        run.push_back(&op);
        continue;
      }
      flush();
      for (Region &region : op.getRegions())
        for (Block &nested : region)
          mirrorBlock(nested, stream);
    }
    flush();
  }

  /// A buffer a run accesses through a mirror.
  struct Mirrored {
    /// The uses that move to the mirror: of values defined before the run
    /// (the root or views of it), by a host access or by the first of the
    /// run's own views leading to one.
    SmallVector<OpOperand *> uses;
    /// The run's ops (of its block) where the mirror starts and the last
    /// access.
    Operation *first = nullptr, *last = nullptr;
    bool write = false;
  };

  /// Gives a run host mirrors of the device buffers its host accesses use
  /// (views of one buffer share its mirror): at the run's start (or after
  /// the op of the run that makes the buffer), a host buffer of the root's
  /// type, a copy from the device (unless the buffer is fresh) and the
  /// views rebuilt on the mirror for the accesses; after the last access,
  /// a copy back when the run may write the buffer, and the mirror's free.
  /// A run's host accesses thus copy each buffer once, and wait once. A
  /// pageable host buffer is safe to free once the copy to the device is
  /// enqueued (the driver stages it).
  void mirrorRun(ArrayRef<Operation *> run, Value stream) {
    llvm::SmallPtrSet<Operation *, 16> inRun(run.begin(), run.end());
    Block *block = run.front()->getBlock();
    auto top = [&](Operation *op) { return block->findAncestorOpInBlock(*op); };
    auto definedInRun = [&](Value v) {
      Operation *def = v.getDefiningOp();
      return def && inRun.contains(top(def));
    };
    llvm::MapVector<Value, Mirrored> roots;
    llvm::SetVector<Operation *> nestedRoots;
    for (Operation *topOp : run)
      topOp->walk([&](Operation *op) {
        if (op->getNumRegions() || !accessesOnHost(op))
          return;
        for (OpOperand &operand : op->getOpOperands()) {
          if (!isa<BaseMemRefType>(operand.get().getType()))
            continue;
          // Back through the run's own views to a value from before it,
          // as long as each view leads to this access only: a view that
          // something else uses too (a collective after the run reading
          // the buffer that the run's stores packed) keeps the device
          // buffer, and the access reads a copy of it rebuilt on the
          // mirror where it is.
          OpOperand *use = &operand;
          while (definedInRun(use->get()) &&
                 isa<ViewLikeOpInterface, CastOpInterface>(
                     use->get().getDefiningOp()) &&
                 use->get().hasOneUse())
            use = &use->get().getDefiningOp()->getOpOperand(0);
          Value root = viewSource(use->get());
          // A buffer made inside one of the run's region ops (a loop's
          // iteration argument, a value of a nested op): mirrored there.
          Operation *def = root.getDefiningOp();
          Operation *owner =
              top(def ? def : root.getParentRegion()->getParentOp());
          if (owner && owner != def && inRun.contains(owner)) {
            nestedRoots.insert(owner);
            continue;
          }
          if (!mirrorable(root.getType()) || !mayBeDevice(root))
            continue;
          Mirrored &m = roots[root];
          if (!llvm::is_contained(m.uses, use))
            m.uses.push_back(use);
          // From the run's start (all copies, then one wait), or right
          // after the op of the run that makes the buffer; never before
          // the compute stream exists (the entry's runtime set-up may
          // begin the first run).
          m.first =
              def && inRun.contains(def) ? def->getNextNode() : run.front();
          if (Operation *made = stream.getDefiningOp();
              made && made->getBlock() == block &&
              m.first->isBeforeInBlock(made))
            m.first = made->getNextNode();
          Operation *at = top(op);
          m.last = !m.last || m.last->isBeforeInBlock(at) ? at : m.last;
          m.write = m.write || mayWrite(op);
        }
      });
    for (auto &[root, m] : roots)
      mirror(root, m, stream);
    for (Operation *op : nestedRoots)
      for (Region &region : op->getRegions())
        for (Block &nested : region)
          mirrorBlock(nested, stream);
  }

  void mirror(Value root, const Mirrored &m, Value stream) {
    OpBuilder b(m.first);
    Location loc = m.first->getLoc();
    Type token = gpu::AsyncTokenType::get(b.getContext());
    auto type = cast<MemRefType>(root.getType());
    // The device buffer that is copied (the root, or the prefix of a
    // strided root's base buffer up to its last element, as a 1-D
    // identity view: gpu.memcpy copies from the aligned pointer, without
    // the offset), its host copy, and the root's type on the host copy.
    Value device = root, mirrored;
    memref::AllocOp copy;
    if (type.getLayout().isIdentity()) {
      SmallVector<Value> sizes;
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (type.isDynamicDim(d))
          sizes.push_back(memref::DimOp::create(b, loc, root, d));
      copy = memref::AllocOp::create(b, loc, type, sizes);
      mirrored = copy;
    } else {
      auto [strides, offset] = type.getStridesAndOffset();
      int64_t span = 1;
      for (auto [size, stride] : llvm::zip(type.getShape(), strides))
        span += size > 0 ? (size - 1) * stride : 0;
      if (type.getNumElements() == 0)
        span = 0;
      auto meta = memref::ExtractStridedMetadataOp::create(b, loc, root);
      Value off = meta.getOffset();
      Value extent = arith::AddIOp::create(
          b, loc, off, arith::ConstantIndexOp::create(b, loc, span));
      auto flat =
          MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace());
      OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
      device = memref::ReinterpretCastOp::create(b, loc, flat,
                                                 meta.getBaseBuffer(), zero,
                                                 {OpFoldResult(extent)}, {one});
      copy = memref::AllocOp::create(b, loc, flat, ValueRange{extent});
      SmallVector<OpFoldResult> sizes, strideFolds;
      for (int64_t size : type.getShape())
        sizes.push_back(b.getIndexAttr(size));
      for (int64_t stride : strides)
        strideFolds.push_back(b.getIndexAttr(stride));
      mirrored = memref::ReinterpretCastOp::create(
          b, loc, type, copy, OpFoldResult(off), sizes, strideFolds);
    }
    // Without a copy from the device, the mirror is plain host memory.
    if (!freshAt(root, m.first)) {
      mirrors.insert(copy);
      gpu::MemcpyOp::create(b, loc, token, ValueRange{stream}, copy, device);
    }
    DenseMap<Value, Value> views;
    for (OpOperand *use : m.uses) {
      Operation *def = use->get().getDefiningOp();
      Operation *inBlock =
          def ? m.first->getBlock()->findAncestorOpInBlock(*def) : nullptr;
      if (inBlock && !inBlock->isBeforeInBlock(m.first)) {
        // A view of the run shared with other users (mirrorRun): its
        // chain rebuilt on the mirror right before this access.
        OpBuilder at(use->getOwner());
        use->set(rebuildView(at, use->get(), root, mirrored));
        continue;
      }
      Value &view = views[use->get()];
      if (!view)
        view = rebuildView(b, use->get(), root, mirrored);
      use->set(view);
    }
    b.setInsertionPointAfter(m.last);
    if (m.write)
      gpu::MemcpyOp::create(b, loc, token, ValueRange{stream}, device, copy);
    memref::DeallocOp::create(b, loc, copy);
  }

  /// Whether `root` is a device allocation of `op`'s block that nothing
  /// but dims uses before `op`: its contents are undefined, so its mirror
  /// needs no copy from the device. (Not from inside a loop: a later
  /// iteration would find the device's data.)
  static bool freshAt(Value root, Operation *op) {
    auto alloc = root.getDefiningOp<gpu::AllocOp>();
    return alloc && alloc->getBlock() == op->getBlock() &&
           !usedBefore(root, op);
  }

  /// Whether `buffer` or a view of it is used (not just measured) by an op
  /// of `at`'s block before `at`, or inside such an op.
  static bool usedBefore(Value buffer, Operation *at) {
    for (Operation *user : buffer.getUsers()) {
      Operation *inBlock = at->getBlock()->findAncestorOpInBlock(*user);
      if (!inBlock || !inBlock->isBeforeInBlock(at))
        continue;
      if (isa<memref::DimOp>(user))
        continue;
      if (!isa<ViewLikeOpInterface, CastOpInterface>(user) ||
          user->getNumResults() != 1 || usedBefore(user->getResult(0), at))
        return true;
    }
    return false;
  }

  /// `view` (a chain of view and cast ops from `root`) rebuilt on `mirror`.
  static Value rebuildView(OpBuilder &b, Value view, Value root, Value mirror) {
    SmallVector<Operation *> chain;
    for (Value v = view; v != root; v = v.getDefiningOp()->getOperand(0))
      chain.push_back(v.getDefiningOp());
    IRMapping map;
    map.map(root, mirror);
    for (Operation *def : llvm::reverse(chain))
      b.clone(*def, map);
    return map.lookup(view);
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
  bool isHostRooted(Value buffer) {
    Operation *root = rootAllocation(buffer);
    return root && !mirrors.contains(root);
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
        return memrefs.empty() ||
               !llvm::all_of(memrefs, [&](Value v) { return isHostRooted(v); });
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
