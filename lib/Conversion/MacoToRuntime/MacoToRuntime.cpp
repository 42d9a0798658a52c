//===- MacoToRuntime.cpp - maco (memref form) -> runtime calls ------------===//
//
// Lowers maco ops in memref (destination) form to calls into the runtime's
// code-generation ABI (runtime/include/maco/runtime/codegen.h).
//
// Algorithm, per function:
//  1. Collect the distinct groups (grid symbol, grid_axes) used by maco ops
//     in program order and create their communicators with
//     `maco_cg_comm(...)` at the function entry. Creating a communicator is
//     collective over all ranks the first time, so it must not happen
//     inside rank-dependent control flow (pipeline stages under `scf.if`).
//     Likewise bind every (group, stream) pair that started collectives use
//     (`maco_cg_stream_bind`): the runtime sets up a per-stream communicator
//     collectively on first use.
//  2. Rewrite every op:
//     - buffers are passed as `index` addresses (aligned pointer + offset ×
//       element size); non-contiguous memrefs are staged through
//       contiguous copies;
//     - the runtime gathers/scatters along the leading dimension; for any
//       other axis the operand is packed into (or unpacked from) a
//       [group, ...] staging buffer with subview copies;
//     - a variadic (combined) all_reduce whose operands share an element
//       type and static shapes is packed into one contiguous buffer and
//       reduced with a single call, then unpacked (after the wait when
//       started);
//     - `permute` computes its send-to/receive-from peers from the static
//       pairs and the group rank with `arith.select` chains;
//     - `*_start` enqueues the op on stream `stream` and records an event,
//       which replaces the future; `maco.wait` synchronises that event.
//       A start that needs staging runs synchronously (its event is then
//       already complete), which is correct but does not overlap.
//  3. `linalg.matmul` on contiguous row-major f32/f64 memrefs becomes
//     `maco_cg_gemm` (option `gemm`).
//
// Declarations of the `maco_cg_*` functions are added to the module, from
// the one signature table codegen.def (pointers as `index`), and every
// lowered function that calls the runtime first calls
// `maco_cg_require_abi(MACO_CG_ABI_VERSION)`. Element-type and reduction
// codes are runtime.h's (static_asserts below).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"
#include "maco/runtime/codegen.h"
#include "maco/runtime/runtime.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMACOTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {

/// Runtime dtype codes (maco_rt_dtype_t).
std::optional<int32_t> dtypeCode(Type t) {
  if (t.isF32())
    return MACO_RT_F32;
  if (t.isF16())
    return MACO_RT_F16;
  if (t.isBF16())
    return MACO_RT_BF16;
  if (t.isF64())
    return MACO_RT_F64;
  if (t.isInteger(32))
    return MACO_RT_I32;
  if (t.isInteger(64))
    return MACO_RT_I64;
  if (t.isInteger(8))
    return MACO_RT_I8;
  return std::nullopt;
}

// The reduction attribute's values are passed to the runtime as they are.
static_assert(static_cast<int>(ReductionKind::Sum) == MACO_RT_SUM &&
                  static_cast<int>(ReductionKind::Prod) == MACO_RT_PROD &&
                  static_cast<int>(ReductionKind::Max) == MACO_RT_MAX &&
                  static_cast<int>(ReductionKind::Min) == MACO_RT_MIN &&
                  static_cast<int>(ReductionKind::Avg) == MACO_RT_AVG,
              "maco::ReductionKind and maco_rt_reduction_t differ");

/// Type of a codegen.def parameter or result in generated code.
enum class CgType { VOID, PTR, I32, I64 };

/// Signature of runtime function `name` from codegen.def (pointers are
/// `index` addresses); std::nullopt if the ABI has no such function.
std::optional<FunctionType> runtimeSignature(MLIRContext *ctx,
                                             StringRef name) {
  auto type = [&](CgType t) -> Type {
    switch (t) {
    case CgType::PTR:
      return IndexType::get(ctx);
    case CgType::I32:
      return IntegerType::get(ctx, 32);
    case CgType::I64:
    case CgType::VOID:
      return IntegerType::get(ctx, 64);
    }
    llvm_unreachable("unknown codegen.def type");
  };
  auto make = [&](CgType result, std::initializer_list<CgType> params) {
    SmallVector<Type> inputs;
    for (CgType p : params)
      inputs.push_back(type(p));
    SmallVector<Type> results;
    if (result != CgType::VOID)
      results.push_back(type(result));
    return FunctionType::get(ctx, inputs, results);
  };
  constexpr CgType VOID = CgType::VOID, PTR = CgType::PTR, I32 = CgType::I32,
                   I64 = CgType::I64;
  (void)VOID, (void)PTR, (void)I32, (void)I64;
#define MACO_CG_FN(fn, result, ...)                                            \
  if (name == #fn)                                                             \
    return make(result, {__VA_ARGS__});
#include "maco/runtime/codegen.def"
#undef MACO_CG_FN
  return std::nullopt;
}

int64_t elementBytes(Type t) {
  return (t.getIntOrFloatBitWidth() + 7) / 8;
}

struct Lowering {
  ModuleOp module;
  OpBuilder b;
  Type idx, i32, i64;
  /// Buffers allocated while lowering the current op (staging and pack
  /// buffers); freed once the op has completed.
  SmallVector<Value> temporaries;

  explicit Lowering(ModuleOp m)
      : module(m), b(m.getContext()), idx(b.getIndexType()),
        i32(b.getI32Type()), i64(b.getI64Type()) {}

  /// Declares runtime function `name` with its codegen.def signature.
  func::FuncOp declare(StringRef name) {
    if (auto f = module.lookupSymbol<func::FuncOp>(name))
      return f;
    std::optional<FunctionType> type =
        runtimeSignature(module.getContext(), name);
    if (!type)
      llvm::report_fatal_error("maco: '" + name +
                               "' is not in runtime/include/maco/runtime/"
                               "codegen.def");
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(module.getBody());
    auto f = func::FuncOp::create(b, module.getLoc(), name, *type);
    f.setPrivate();
    return f;
  }

  /// Calls runtime function `name`; `results` must be its result types and
  /// the arguments must match codegen.def (a mismatch is a bug of this
  /// lowering, reported as such).
  Value call(Location loc, StringRef name, ValueRange args,
             TypeRange results = {}) {
    func::FuncOp f = declare(name);
    if (TypeRange(f.getFunctionType().getInputs()) !=
            TypeRange(args.getTypes()) ||
        TypeRange(f.getFunctionType().getResults()) != results)
      llvm::report_fatal_error("maco: convert-maco-to-runtime calls '" +
                               name + "' with a signature that differs from "
                                      "codegen.def");
    auto c = func::CallOp::create(b, loc, f, args);
    return results.empty() ? Value() : c.getResult(0);
  }

  Value cIdx(Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  Value cI32(Location loc, int32_t v) {
    return arith::ConstantIntOp::create(b, loc, i32, v);
  }
  Value cI64(Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  }
  Value toI64(Location loc, Value index) {
    return arith::IndexCastOp::create(b, loc, i64, index);
  }

  static bool isContiguous(MemRefType t) {
    return t.getLayout().isIdentity() ||
           memref::isStaticShapeAndContiguousRowMajor(t);
  }

  /// Address of the first element of a contiguous memref, as `index`.
  Value address(Location loc, Value m) {
    auto t = cast<MemRefType>(m.getType());
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, m);
    if (t.getLayout().isIdentity())
      return base;
    auto meta = memref::ExtractStridedMetadataOp::create(b, loc, m);
    Value off = arith::MulIOp::create(
        b, loc, meta.getOffset(),
        cIdx(loc, elementBytes(t.getElementType())));
    return arith::AddIOp::create(b, loc, base, off);
  }

  /// Number of elements of a memref.
  Value numElements(Location loc, Value m) {
    auto t = cast<MemRefType>(m.getType());
    if (t.hasStaticShape())
      return cIdx(loc, t.getNumElements());
    Value n = cIdx(loc, 1);
    for (int64_t d = 0; d < t.getRank(); ++d)
      n = arith::MulIOp::create(b, loc, n,
                                memref::DimOp::create(b, loc, m, d));
    return n;
  }

  /// A contiguous identity-layout buffer with `m`'s shape (m itself when it
  /// already is one); copies `m` into it when `copyIn`.
  Value contiguous(Location loc, Value m, bool copyIn) {
    auto t = cast<MemRefType>(m.getType());
    if (isContiguous(t))
      return m;
    auto type = MemRefType::get(t.getShape(), t.getElementType());
    SmallVector<Value> dyn;
    for (int64_t d = 0; d < t.getRank(); ++d)
      if (t.isDynamicDim(d))
        dyn.push_back(memref::DimOp::create(b, loc, m, d));
    Value tmp = memref::AllocOp::create(b, loc, type, dyn);
    temporaries.push_back(tmp);
    if (copyIn)
      memref::CopyOp::create(b, loc, m, tmp);
    return tmp;
  }

  /// Sizes of `m` as OpFoldResults.
  SmallVector<OpFoldResult> sizes(Location loc, Value m) {
    auto t = cast<MemRefType>(m.getType());
    SmallVector<OpFoldResult> s;
    for (int64_t d = 0; d < t.getRank(); ++d)
      s.push_back(t.isDynamicDim(d)
                      ? OpFoldResult(memref::DimOp::create(b, loc, m, d))
                      : OpFoldResult(b.getIndexAttr(t.getDimSize(d))));
    return s;
  }

  /// True when moving along `axis` is the same as moving along the flat
  /// buffer (every dimension before `axis` has size 1).
  static bool isLeading(MemRefType t, int64_t axis) {
    for (int64_t d = 0; d < axis; ++d)
      if (t.getDimSize(d) != 1)
        return false;
    return true;
  }

  /// Copies chunk j (size `chunk` along `axis`) of `full` to/from slot j of
  /// `staging` (shape [n, ...full with axis size chunk]) for j in [0, n).
  void forEachChunk(Location loc, Value full, Value staging, int64_t axis,
                    Value n, bool toStaging) {
    Value zero = cIdx(loc, 0), one = cIdx(loc, 1);
    auto loop = scf::ForOp::create(b, loc, zero, n, one);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value j = loop.getInductionVar();
    auto fullType = cast<MemRefType>(full.getType());
    int64_t rank = fullType.getRank();
    SmallVector<OpFoldResult> stagingSizes = sizes(loc, staging);
    // Slice of the full buffer.
    SmallVector<OpFoldResult> offs(rank, b.getIndexAttr(0));
    SmallVector<OpFoldResult> szs(stagingSizes.begin() + 1,
                                  stagingSizes.end());
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    Value chunk = getValueOrCreateConstantIndexOp(b, loc, szs[axis]);
    offs[axis] = OpFoldResult(arith::MulIOp::create(b, loc, j, chunk));
    Value fullSlice =
        memref::SubViewOp::create(b, loc, full, offs, szs, strides);
    // Slot of the staging buffer (rank-reduced).
    SmallVector<OpFoldResult> soffs(rank + 1, b.getIndexAttr(0));
    soffs[0] = OpFoldResult(j);
    SmallVector<OpFoldResult> sszs = stagingSizes;
    sszs[0] = b.getIndexAttr(1);
    SmallVector<OpFoldResult> sstrides(rank + 1, b.getIndexAttr(1));
    auto slotType = memref::SubViewOp::inferRankReducedResultType(
        cast<MemRefType>(fullSlice.getType()).getShape(),
        cast<MemRefType>(staging.getType()), soffs, sszs, sstrides);
    Value slot = memref::SubViewOp::create(b, loc, cast<MemRefType>(slotType),
                                           staging, soffs, sszs, sstrides);
    if (toStaging)
      memref::CopyOp::create(b, loc, fullSlice, slot);
    else
      memref::CopyOp::create(b, loc, slot, fullSlice);
  }

  /// Allocates a staging buffer [n, ...shape with shape[axis] = chunk].
  Value stagingBuffer(Location loc, Value like, int64_t axis, int64_t n,
                      OpFoldResult chunk) {
    auto t = cast<MemRefType>(like.getType());
    SmallVector<int64_t> shape = {n};
    SmallVector<Value> dyn;
    for (int64_t d = 0; d < t.getRank(); ++d) {
      if (d == axis) {
        std::optional<int64_t> c = getConstantIntValue(chunk);
        shape.push_back(c ? *c : ShapedType::kDynamic);
        if (!c)
          dyn.push_back(cast<Value>(chunk));
        continue;
      }
      shape.push_back(t.getDimSize(d));
      if (t.isDynamicDim(d))
        dyn.push_back(memref::DimOp::create(b, loc, like, d));
    }
    Value buffer = memref::AllocOp::create(
        b, loc, MemRefType::get(shape, t.getElementType()), dyn);
    temporaries.push_back(buffer);
    return buffer;
  }

  /// Frees the temporaries of the current op (at the insertion point).
  void freeTemporaries(Location loc, ArrayRef<Value> buffers) {
    for (Value buffer : buffers)
      memref::DeallocOp::create(b, loc, buffer);
  }
};

struct ConvertMacoToRuntimePass
    : public maco::impl::ConvertMacoToRuntimeBase<ConvertMacoToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    Lowering L(module);
    // Tensor-form ops must have been bufferized.
    WalkResult tensorForm = module.walk([&](CollectiveOpInterface op) {
      if (op.getOuts().empty() &&
          (!op.getInputs().empty() || op->getNumResults() > 0) &&
          !llvm::any_of(op.getInputs().getTypes(),
                        [](Type t) { return isa<MemRefType>(t); })) {
        if (!(isa<SendOp, SendStartOp>(op) &&
              isa<MemRefType>(op.getInputs().front().getType()))) {
          op->emitError("convert-maco-to-runtime expects the memref form; "
                        "run one-shot-bufferize first");
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (tensorForm.wasInterrupted())
      return signalPassFailure();

    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp f : funcs)
      if (!f.isExternal() && failed(lowerFunction(L, f)))
        return signalPassFailure();
    // Grids are compile-time descriptions: drop the ones nothing refers to
    // any more so that the module can be translated to LLVM IR.
    for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
      if (SymbolTable::symbolKnownUseEmpty(grid, module))
        grid->erase();
  }

  SmallVector<Operation *> startsToErase;
  /// Steps to emit right after a wait (unpacking a combined all-reduce).
  DenseMap<Operation *, SmallVector<std::function<void()>>> deferred;

  /// A variadic all-reduce whose operands share one element type and have
  /// static, identity-layout shapes is packed into one buffer.
  static bool canPack(ArrayRef<Value> inputs, ArrayRef<Value> outs) {
    if (inputs.size() < 2)
      return false;
    Type elt = cast<MemRefType>(inputs.front().getType()).getElementType();
    for (Value v : llvm::concat<const Value>(inputs, outs)) {
      auto t = cast<MemRefType>(v.getType());
      if (t.getElementType() != elt || !t.hasStaticShape() ||
          !t.getLayout().isIdentity())
        return false;
    }
    return true;
  }

  LogicalResult lowerFunction(Lowering &L, func::FuncOp f) {
    // 1. Communicators at the entry.
    llvm::MapVector<std::pair<StringAttr, Attribute>, Value> comms;
    // The group (grid, axes) of a collective, maco.rank or maco.group_size.
    auto groupOf = [](Operation *op)
        -> std::optional<std::pair<FlatSymbolRefAttr, ArrayRef<int16_t>>> {
      if (auto c = dyn_cast<CollectiveOpInterface>(op))
        return std::make_pair(c.getGridAttr(), c.getGridAxes());
      if (auto r = dyn_cast<RankOp>(op))
        return std::make_pair(r.getGridAttr(), r.getGridAxes());
      if (auto g = dyn_cast<GroupSizeOp>(op))
        return std::make_pair(g.getGridAttr(), g.getGridAxes());
      return std::nullopt;
    };
    auto groupKey = [&](Operation *op) {
      auto [grid, axes] = *groupOf(op);
      return std::make_pair(grid.getAttr(),
                            Attribute(L.b.getDenseI16ArrayAttr(axes)));
    };
    SmallVector<Operation *> ops;
    f.walk([&](Operation *op) {
      if (isa<CollectiveOpInterface, RankOp, GroupSizeOp, WaitOp>(op) ||
          (lowerMatmul && isa<linalg::MatmulOp>(op)))
        ops.push_back(op);
    });
    L.b.setInsertionPointToStart(&f.getBody().front());
    if (!ops.empty())
      L.call(f.getLoc(), "maco_cg_require_abi",
             {L.cI64(f.getLoc(), MACO_CG_ABI_VERSION)});
    for (Operation *op : ops) {
      if (!groupOf(op))
        continue;
      auto key = groupKey(op);
      if (comms.count(key))
        continue;
      auto grid = lookupGrid(op, groupOf(op)->first);
      if (!grid)
        return op->emitError("unknown grid");
      ArrayRef<int64_t> shape = grid.getShape();
      if (shape.size() > 4)
        return op->emitError("grids of rank > 4 are not supported by the "
                             "runtime lowering");
      for (int64_t d : shape)
        if (ShapedType::isDynamic(d))
          return op->emitError("grid @")
                 << grid.getSymName()
                 << " has a dynamic size; the runtime lowering needs a "
                    "static grid";
      ArrayRef<int16_t> axes =
          cast<DenseI16ArrayAttr>(key.second).asArrayRef();
      Location loc = op->getLoc();
      SmallVector<Value> args = {L.cI64(loc, shape.size())};
      for (int i = 0; i < 4; ++i)
        args.push_back(L.cI64(loc, i < (int)shape.size() ? shape[i] : 1));
      args.push_back(L.cI64(loc, axes.size()));
      for (int i = 0; i < 4; ++i)
        args.push_back(L.cI64(loc, i < (int)axes.size() ? axes[i] : 0));
      comms[key] = L.call(loc, "maco_cg_comm", args, {L.idx});
    }

    // Bind each (group, stream) pair that started collectives use, at the
    // entry too (the runtime sets up a per-stream communicator collectively).
    llvm::SetVector<std::pair<Value, int64_t>> binds;
    for (Operation *op : ops)
      if (auto c = dyn_cast<CollectiveOpInterface>(op); c && c.isAsync())
        binds.insert({comms[groupKey(op)], *c.getStreamId()});
    for (auto [comm, id] : binds)
      L.call(f.getLoc(), "maco_cg_stream_bind",
             {comm, L.cI64(f.getLoc(), id)});

    // 2. Rewrite ops in program order.
    DenseMap<Operation *, Value> events;
    startsToErase.clear();
    deferred.clear();
    for (Operation *op : ops) {
      L.b.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto rank = dyn_cast<RankOp>(op)) {
        Value r = L.call(loc, "maco_cg_comm_rank", {comms[groupKey(op)]},
                         {L.i64});
        rank.replaceAllUsesWith(
            arith::IndexCastOp::create(L.b, loc, L.idx, r).getResult());
        op->erase();
        continue;
      }
      if (auto size = dyn_cast<GroupSizeOp>(op)) {
        Value r = L.call(loc, "maco_cg_comm_size", {comms[groupKey(op)]},
                         {L.i64});
        size.replaceAllUsesWith(
            arith::IndexCastOp::create(L.b, loc, L.idx, r).getResult());
        op->erase();
        continue;
      }
      if (auto wait = dyn_cast<WaitOp>(op)) {
        Value event = events.lookup(op);
        if (!event)
          return op->emitError("the start op of this wait was not lowered");
        L.call(loc, "maco_cg_event_wait", {event});
        for (auto &fn : deferred[op])
          fn();
        op->erase();
        continue;
      }
      if (auto mm = dyn_cast<linalg::MatmulOp>(op)) {
        // A matmul the GEMM does not cover stays for convert-linalg-to-loops.
        (void)lowerMatmulToGemm(L, mm);
        continue;
      }
      auto coll = cast<CollectiveOpInterface>(op);
      if (failed(lowerCollective(L, coll, comms[groupKey(op)], events)))
        return failure();
    }
    for (Operation *start : startsToErase) {
      if (!start->use_empty())
        return start->emitError("started collective has a use other than "
                                "its 'maco.wait'");
      start->erase();
    }
    return success();
  }

  LogicalResult lowerMatmulToGemm(Lowering &L, linalg::MatmulOp mm) {
    if (!mm.hasPureBufferSemantics() || mm.getNumDpsInputs() != 2)
      return failure();
    // Only the plain form: no transposed/broadcast indexing maps.
    if (mm.hasUserDefinedMaps())
      return failure();
    Value a = mm.getDpsInputs()[0], bm = mm.getDpsInputs()[1],
          c = mm.getDpsInits()[0];
    auto at = cast<MemRefType>(a.getType()), bt = cast<MemRefType>(bm.getType()),
         ct = cast<MemRefType>(c.getType());
    Type elt = ct.getElementType();
    if (at.getElementType() != elt || bt.getElementType() != elt ||
        !(elt.isF32() || elt.isF64()))
      return failure();
    // Row-major with unit column stride (identity layouts, and the row or
    // column blocks that chunking and tiling slice out): the row stride is
    // the BLAS leading dimension.
    auto unitColumnStride = [](MemRefType t) {
      if (t.getLayout().isIdentity())
        return true;
      SmallVector<int64_t> strides;
      int64_t offset;
      return succeeded(t.getStridesAndOffset(strides, offset)) &&
             strides.size() == 2 && strides[1] == 1;
    };
    if (!unitColumnStride(at) || !unitColumnStride(bt) || !unitColumnStride(ct))
      return failure();
    Location loc = mm.getLoc();
    auto leadingDim = [&](Value v) -> Value {
      if (cast<MemRefType>(v.getType()).getLayout().isIdentity())
        return memref::DimOp::create(L.b, loc, v, 1);
      auto meta = memref::ExtractStridedMetadataOp::create(L.b, loc, v);
      return meta.getStrides()[0];
    };
    Value m = memref::DimOp::create(L.b, loc, a, 0);
    Value k = memref::DimOp::create(L.b, loc, a, 1);
    Value n = memref::DimOp::create(L.b, loc, bm, 1);
    L.call(loc, "maco_cg_gemm",
           {L.cI32(loc, *dtypeCode(elt)), L.toI64(loc, m), L.toI64(loc, n),
            L.toI64(loc, k), L.address(loc, a), L.toI64(loc, leadingDim(a)),
            L.address(loc, bm), L.toI64(loc, leadingDim(bm)), L.address(loc, c),
            L.toI64(loc, leadingDim(c)), L.cI32(loc, 1)});
    mm->erase();
    return success();
  }

  /// Emits `c = v == k ? r : c` for each (k, r) to build peer lookups.
  static Value selectChain(Lowering &L, Location loc, Value rank,
                           ArrayRef<std::pair<int64_t, int64_t>> table) {
    Value result = L.cI64(loc, -1);
    for (auto [key, value] : table) {
      Value eq = arith::CmpIOp::create(L.b, loc, arith::CmpIPredicate::eq,
                                       rank, L.cI64(loc, key));
      result = arith::SelectOp::create(L.b, loc, eq, L.cI64(loc, value),
                                       result);
    }
    return result;
  }

  LogicalResult lowerCollective(Lowering &L, CollectiveOpInterface op,
                                Value comm,
                                DenseMap<Operation *, Value> &events) {
    Location loc = op.getLoc();
    Operation *raw = op.getOperation();
    bool async = op.isAsync();
    L.temporaries.clear();
    int64_t streamId = op.getStreamId().value_or(0);
    shard::GridOp grid = lookupGrid(raw, op.getGridAttr());
    int64_t n = getGroupSize(grid, op.getGridAxes());
    std::optional<ReductionKind> reduction = op.getReductionKind();
    Value red = reduction ? L.cI32(loc, static_cast<int32_t>(*reduction))
                          : Value();

    SmallVector<Value> inputs(op.getInputs()), outs(op.getOuts());
    Type elt = cast<MemRefType>((inputs.empty() ? outs : inputs)
                                    .front()
                                    .getType())
                   .getElementType();
    Value dtype = L.cI32(loc, *dtypeCode(elt));

    // Staging decisions.
    auto axisAttr = [&](StringRef name) -> int64_t {
      return raw->getAttrOfType<IntegerAttr>(name).getInt();
    };
    bool needsStaging = false;
    for (Value v : inputs)
      needsStaging |= !Lowering::isContiguous(cast<MemRefType>(v.getType()));
    for (Value v : outs)
      needsStaging |= !Lowering::isContiguous(cast<MemRefType>(v.getType()));
    if (isa<AllGatherOp, AllGatherStartOp>(raw))
      needsStaging |= !Lowering::isLeading(
          cast<MemRefType>(outs[0].getType()), axisAttr("gather_axis"));
    if (isa<ReduceScatterOp, ReduceScatterStartOp>(raw))
      needsStaging |= !Lowering::isLeading(
          cast<MemRefType>(inputs[0].getType()), axisAttr("scatter_axis"));
    if (isa<AllToAllOp, AllToAllStartOp>(raw))
      needsStaging |=
          !Lowering::isLeading(cast<MemRefType>(inputs[0].getType()),
                               axisAttr("split_axis")) ||
          !Lowering::isLeading(cast<MemRefType>(outs[0].getType()),
                               axisAttr("concat_axis"));
    if (needsStaging && ShapedType::isDynamic(n))
      return raw->emitError("runtime lowering needs a static group size to "
                            "stage this collective");
    // Staged starts run synchronously (stream 0) and record a completed
    // event.
    Value stream = L.call(loc, "maco_cg_stream",
                          {L.cI64(loc, needsStaging ? 0 : streamId)}, {L.idx});

    SmallVector<std::function<void()>> after; // unpack steps
    auto prepIn = [&](Value v) { return L.contiguous(loc, v, true); };
    auto prepOut = [&](Value v, bool inPlaceWithIn) {
      Value c = L.contiguous(loc, v, inPlaceWithIn);
      if (c != v)
        after.push_back([&L, loc, c, v] { memref::CopyOp::create(L.b, loc, c, v); });
      return c;
    };

    auto sameShape = [&](StringRef fn, bool withRed, bool withRoot) {
      for (auto [in, out] : llvm::zip(inputs, outs)) {
        Value cin = prepIn(in);
        Value cout = in == out && cin != in ? cin : prepOut(out, false);
        SmallVector<Value> args = {L.address(loc, cin), L.address(loc, cout),
                                   L.toI64(loc, L.numElements(loc, cin)),
                                   dtype};
        if (withRed)
          args.push_back(red);
        if (withRoot)
          args.push_back(L.cI64(loc, axisAttr("root")));
        args.append({comm, stream});
        L.call(loc, fn, args);
        if (in == out && cin != in)
          after.push_back([&L, loc, cin, in] {
            memref::CopyOp::create(L.b, loc, cin, in);
          });
      }
    };

    if (isa<AllReduceOp, AllReduceStartOp>(raw) && canPack(inputs, outs)) {
      // A combined (bucketed) all-reduce: pack every operand into one
      // contiguous buffer, reduce once, unpack after completion.
      int64_t total = 0;
      for (Value in : inputs)
        total += cast<MemRefType>(in.getType()).getNumElements();
      auto flatType = MemRefType::get({total}, elt);
      Value packed = memref::AllocOp::create(L.b, loc, flatType);
      L.temporaries.push_back(packed);
      SmallVector<std::pair<Value, Value>> slots; // (slot view, out)
      int64_t offset = 0;
      for (auto [in, out] : llvm::zip(inputs, outs)) {
        auto inType = cast<MemRefType>(in.getType());
        SmallVector<int64_t> strides;
        int64_t stride = 1;
        for (int64_t d = inType.getRank() - 1; d >= 0; --d) {
          strides.insert(strides.begin(), stride);
          stride *= inType.getDimSize(d);
        }
        auto slotType = MemRefType::get(
            inType.getShape(), elt,
            StridedLayoutAttr::get(L.b.getContext(), offset, strides));
        Value slot = memref::ReinterpretCastOp::create(
            L.b, loc, slotType, packed, offset, inType.getShape(), strides);
        memref::CopyOp::create(L.b, loc, in, slot);
        slots.push_back({slot, out});
        offset += inType.getNumElements();
      }
      L.call(loc, "maco_cg_all_reduce",
             {L.address(loc, packed), L.address(loc, packed),
              L.cI64(loc, total), dtype, red, comm, stream});
      auto unpack = [&L, loc, slots] {
        for (auto [slot, out] : slots)
          memref::CopyOp::create(L.b, loc, slot, out);
      };
      if (async)
        for (Operation *user : raw->getResult(0).getUsers())
          deferred[user].push_back(unpack);
      else
        after.push_back(unpack);
    } else if (isa<AllReduceOp, AllReduceStartOp>(raw)) {
      sameShape("maco_cg_all_reduce", true, false);
    } else if (isa<BroadcastOp, BroadcastStartOp>(raw)) {
      sameShape("maco_cg_broadcast", false, true);
    } else if (isa<PermuteOp, PermuteStartOp>(raw)) {
      ArrayRef<int64_t> flat =
          raw->getAttrOfType<DenseI64ArrayAttr>("pairs").asArrayRef();
      SmallVector<std::pair<int64_t, int64_t>> sendTable, recvTable;
      for (size_t i = 0; i + 1 < flat.size(); i += 2) {
        sendTable.push_back({flat[i], flat[i + 1]});
        recvTable.push_back({flat[i + 1], flat[i]});
      }
      Value rank = L.call(loc, "maco_cg_comm_rank", {comm}, {L.i64});
      Value sendTo = selectChain(L, loc, rank, sendTable);
      Value recvFrom = selectChain(L, loc, rank, recvTable);
      Value cin = prepIn(inputs[0]);
      Value cout = prepOut(outs[0], false);
      L.call(loc, "maco_cg_permute",
             {L.address(loc, cin), L.address(loc, cout),
              L.toI64(loc, L.numElements(loc, cin)), dtype, sendTo, recvFrom,
              comm, stream});
    } else if (isa<SendOp, SendStartOp>(raw)) {
      Value cin = prepIn(inputs[0]);
      Value peer = L.toI64(loc, raw->getOperand(raw->getNumOperands() - 1));
      L.call(loc, "maco_cg_send",
             {L.address(loc, cin), L.toI64(loc, L.numElements(loc, cin)),
              dtype, peer, L.cI64(loc, axisAttr("tag")), comm, stream});
    } else if (isa<RecvOp, RecvStartOp>(raw)) {
      Value cout = prepOut(outs[0], false);
      Value peer = L.toI64(loc, raw->getOperand(raw->getNumOperands() - 1));
      L.call(loc, "maco_cg_recv",
             {L.address(loc, cout), L.toI64(loc, L.numElements(loc, cout)),
              dtype, peer, L.cI64(loc, axisAttr("tag")), comm, stream});
    } else if (isa<AllGatherOp, AllGatherStartOp>(raw)) {
      int64_t axis = axisAttr("gather_axis");
      Value cin = prepIn(inputs[0]);
      auto outType = cast<MemRefType>(outs[0].getType());
      if (Lowering::isLeading(outType, axis) &&
          Lowering::isContiguous(outType)) {
        L.call(loc, "maco_cg_all_gather",
               {L.address(loc, cin), L.address(loc, outs[0]),
                L.toI64(loc, L.numElements(loc, cin)), dtype, comm, stream});
      } else {
        OpFoldResult chunk = L.sizes(loc, cin)[axis];
        Value staging = L.stagingBuffer(loc, cin, axis, n, chunk);
        L.call(loc, "maco_cg_all_gather",
               {L.address(loc, cin), L.address(loc, staging),
                L.toI64(loc, L.numElements(loc, cin)), dtype, comm, stream});
        L.forEachChunk(loc, outs[0], staging, axis, L.cIdx(loc, n),
                       /*toStaging=*/false);
      }
    } else if (isa<ReduceScatterOp, ReduceScatterStartOp>(raw)) {
      int64_t axis = axisAttr("scatter_axis");
      auto inType = cast<MemRefType>(inputs[0].getType());
      Value cout = prepOut(outs[0], false);
      Value src = inputs[0];
      if (!Lowering::isLeading(inType, axis) ||
          !Lowering::isContiguous(inType)) {
        OpFoldResult chunk = L.sizes(loc, cout)[axis];
        src = L.stagingBuffer(loc, inputs[0], axis, n, chunk);
        L.forEachChunk(loc, inputs[0], src, axis, L.cIdx(loc, n),
                       /*toStaging=*/true);
      }
      L.call(loc, "maco_cg_reduce_scatter",
             {L.address(loc, src), L.address(loc, cout),
              L.toI64(loc, L.numElements(loc, cout)), dtype, red, comm,
              stream});
    } else if (isa<AllToAllOp, AllToAllStartOp>(raw)) {
      int64_t split = axisAttr("split_axis"), concat = axisAttr("concat_axis");
      auto inType = cast<MemRefType>(inputs[0].getType());
      auto outType = cast<MemRefType>(outs[0].getType());
      Value src = inputs[0], dst = outs[0];
      bool packIn = !Lowering::isLeading(inType, split) ||
                    !Lowering::isContiguous(inType);
      bool unpackOut = !Lowering::isLeading(outType, concat) ||
                       !Lowering::isContiguous(outType);
      // Staged buffers are [n, ...input with the split dim / n]: slot j is
      // the chunk sent to (or received from) group rank j.
      auto staging = [&] {
        OpFoldResult chunk =
            inType.isDynamicDim(split)
                ? OpFoldResult(arith::DivUIOp::create(
                      L.b, loc,
                      memref::DimOp::create(L.b, loc, inputs[0], split),
                      L.cIdx(loc, n)))
                : OpFoldResult(L.b.getIndexAttr(inType.getDimSize(split) / n));
        return L.stagingBuffer(loc, inputs[0], split, n, chunk);
      };
      if (packIn) {
        src = staging();
        L.forEachChunk(loc, inputs[0], src, split, L.cIdx(loc, n), true);
      }
      if (unpackOut)
        dst = staging();
      Value count = arith::DivUIOp::create(L.b, loc,
                                           L.numElements(loc, inputs[0]),
                                           L.cIdx(loc, n));
      L.call(loc, "maco_cg_all_to_all",
             {L.address(loc, src), L.address(loc, dst), L.toI64(loc, count),
              dtype, comm, stream});
      if (unpackOut) // slot j becomes chunk j along the concat axis
        L.forEachChunk(loc, outs[0], dst, concat, L.cIdx(loc, n), false);
    } else {
      return raw->emitError("no runtime lowering for this op");
    }

    if (async) {
      Value event = L.call(loc, "maco_cg_event_record", {stream}, {L.idx});
      for (Operation *user : raw->getResult(0).getUsers())
        events[user] = event;
      if (!after.empty())
        return raw->emitError(
            "started collectives on non-contiguous buffers are not supported "
            "by the runtime lowering; use contiguous buffers");
    }
    for (auto &fn : after)
      fn();
    // Staging and pack buffers live until the collective has completed:
    // freed here when blocking, after the wait when started.
    SmallVector<Value> temps = std::move(L.temporaries);
    L.temporaries.clear();
    if (async) {
      for (Operation *user : raw->getResult(0).getUsers())
        deferred[user].push_back(
            [&L, loc, temps] { L.freeTemporaries(loc, temps); });
    } else {
      L.freeTemporaries(loc, temps);
    }
    if (async) {
      // The future's only user is its wait (verifier), lowered later in
      // program order; the start is erased after it.
      startsToErase.push_back(raw);
      return success();
    }
    raw->erase();
    return success();
  }
};
} // namespace
