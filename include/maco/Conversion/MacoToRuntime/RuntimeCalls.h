//===- RuntimeCalls.h - building calls of the maco_cg_* ABI ----*- C++ -*-===//
//
// Shared by the passes that lower to the code-generation ABI
// (convert-maco-to-runtime, convert-matmul-to-runtime in
// lib/Conversion/LinalgToRuntime, maco-gpu-compute-stream in
// lib/Conversion/MacoToCuda): the runtime's dtype codes, the signatures of
// runtime/include/maco/runtime/codegen.def, and `Lowering`, a builder of
// runtime calls, addresses and staging buffers. Header-only; its users need
// the runtime's include directory (runtime/include) for codegen.h.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_CONVERSION_MACOTORUNTIME_RUNTIMECALLS_H
#define MACO_CONVERSION_MACOTORUNTIME_RUNTIMECALLS_H

#include "maco/Dialect/Maco/IR/MacoOps.h"
#include "maco/runtime/codegen.h"
#include "maco/runtime/runtime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/ErrorHandling.h"

#include <array>
#include <initializer_list>
#include <type_traits>

namespace mlir::maco::runtime_calls {

/// The buffer `buffer` is a view of: follows view-like and cast ops on
/// memrefs back to the first value not made by one (an allocation, a
/// function argument, a call's result, ...).
inline Value viewSource(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (!isa<ViewLikeOpInterface, CastOpInterface>(def) ||
        def->getNumOperands() < 1 ||
        !isa<BaseMemRefType>(def->getOperand(0).getType()))
      break;
    buffer = def->getOperand(0);
  }
  return buffer;
}

/// The `memref.alloc`/`alloca` that `buffer` is a view of, or null.
inline Operation *rootAllocation(Value buffer) {
  Operation *def = viewSource(buffer).getDefiningOp();
  return isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def) ? def
                                                                 : nullptr;
}

/// Runtime dtype codes (maco_rt_dtype_t).
inline std::optional<int32_t> dtypeCode(Type t) {
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
// So are the algorithm attribute's (absent: 0, MACO_RT_ALGO_AUTO).
static_assert(static_cast<int>(Algorithm::Ring) == MACO_RT_ALGO_RING &&
                  static_cast<int>(Algorithm::RecursiveDoubling) ==
                      MACO_RT_ALGO_RECURSIVE_DOUBLING &&
                  static_cast<int>(Algorithm::Tree) == MACO_RT_ALGO_TREE &&
                  static_cast<int>(Algorithm::Direct) == MACO_RT_ALGO_DIRECT &&
                  MACO_RT_ALGO_AUTO == 0,
              "maco::Algorithm and maco_rt_algorithm_t differ");
// Collective kinds are passed as MACO_CG_OP_* codes.
static_assert(
    static_cast<int>(CollectiveKind::AllReduce) == MACO_CG_OP_ALL_REDUCE &&
        static_cast<int>(CollectiveKind::AllGather) == MACO_CG_OP_ALL_GATHER &&
        static_cast<int>(CollectiveKind::ReduceScatter) ==
            MACO_CG_OP_REDUCE_SCATTER &&
        static_cast<int>(CollectiveKind::Broadcast) == MACO_CG_OP_BROADCAST &&
        static_cast<int>(CollectiveKind::AllToAll) == MACO_CG_OP_ALL_TO_ALL &&
        static_cast<int>(CollectiveKind::Permute) == MACO_CG_OP_PERMUTE,
    "maco::CollectiveKind and MACO_CG_OP_* differ");

/// Type of a codegen.def parameter or result in generated code.
enum class CgType { VOID, PTR, I32, I64 };

/// Signature of runtime function `name` from codegen.def (pointers are
/// `index` addresses); std::nullopt if the ABI has no such function.
inline std::optional<FunctionType> runtimeSignature(MLIRContext *ctx,
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
#define MACO_CG_FN(fn, flags, result, ...)                                     \
  if (name == #fn)                                                             \
    return make(result, {__VA_ARGS__});
#include "maco/runtime/codegen.def"
#undef MACO_CG_FN
  return std::nullopt;
}

/// Whether runtime function `name` enqueues work on the compute stream in
/// GPU programs (its codegen.def flags say ENQUEUES).
inline bool runtimeCallEnqueues(StringRef name) {
  constexpr bool NONE = false, ENQUEUES = true;
  (void)NONE, (void)ENQUEUES;
#define MACO_CG_FN(fn, flags, result, ...)                                     \
  if (name == #fn)                                                             \
    return flags;
#include "maco/runtime/codegen.def"
#undef MACO_CG_FN
  return false;
}

inline int64_t elementBytes(Type t) {
  return (t.getIntOrFloatBitWidth() + 7) / 8;
}

/// Builds runtime calls and their operands with `b` (the pattern's rewriter
/// in a conversion, so that the driver sees every op created).
struct Lowering {
  ModuleOp module;
  OpBuilder &b;
  Type idx, i32, i64;
  /// Buffers allocated while lowering the current op (staging and pack
  /// buffers); freed once the op has completed.
  SmallVector<Value> temporaries;

  Lowering(ModuleOp m, OpBuilder &builder)
      : module(m), b(builder), idx(b.getIndexType()), i32(b.getI32Type()),
        i64(b.getI64Type()) {}

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

  /// Calls runtime function `name` and returns its result (null for void
  /// functions). The arguments must match codegen.def (a mismatch is a bug
  /// of this lowering, reported as such).
  Value call(Location loc, StringRef name, ValueRange args) {
    func::FuncOp f = declare(name);
    if (TypeRange(f.getFunctionType().getInputs()) !=
        TypeRange(args.getTypes()))
      llvm::report_fatal_error("maco: convert-maco-to-runtime calls '" + name +
                               "' with a signature that differs from "
                               "codegen.def");
    auto c = func::CallOp::create(b, loc, f, args);
    return c.getNumResults() ? c.getResult(0) : Value();
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
        b, loc, meta.getOffset(), cIdx(loc, elementBytes(t.getElementType())));
    return arith::AddIOp::create(b, loc, base, off);
  }

  /// Number of elements of a memref.
  Value numElements(Location loc, Value m) {
    auto t = cast<MemRefType>(m.getType());
    if (t.hasStaticShape())
      return cIdx(loc, t.getNumElements());
    Value n = cIdx(loc, 1);
    for (int64_t d = 0; d < t.getRank(); ++d)
      n = arith::MulIOp::create(b, loc, n, memref::DimOp::create(b, loc, m, d));
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
    // No elements to copy (and a subview with a static offset into a
    // dimension of size 0 would not verify).
    if (hasZeroSizedDim(full.getType()) || hasZeroSizedDim(staging.getType()))
      return;
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
    SmallVector<OpFoldResult> szs(stagingSizes.begin() + 1, stagingSizes.end());
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
  Value stagingBuffer(Location loc, Value like, int64_t axis, OpFoldResult n,
                      OpFoldResult chunk) {
    auto t = cast<MemRefType>(like.getType());
    std::optional<int64_t> cn = getConstantIntValue(n);
    SmallVector<int64_t> shape = {cn ? *cn : ShapedType::kDynamic};
    SmallVector<Value> dyn;
    if (!cn)
      dyn.push_back(cast<Value>(n));
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

/// The arguments of a runtime call with N parameters: exactly N Values,
/// given as a braced list (so that they are built in order, left to right).
template <size_t N> struct CgArgs {
  std::array<Value, N> values;
  template <typename... A,
            typename = std::enable_if_t<
                sizeof...(A) == N && (std::is_convertible_v<A, Value> && ...)>>
  CgArgs(A... a) : values{Value(a)...} {}
};

/// One typed builder per line of codegen.def: `cg::maco_cg_x(L, loc, {args})`
/// calls runtime function maco_cg_x and returns its result (null for a void
/// function). A call with the wrong number of arguments does not compile; a
/// wrong argument type is reported by Lowering::call when the IR is built.
namespace cg {
namespace detail {
constexpr CgType VOID = CgType::VOID, PTR = CgType::PTR, I32 = CgType::I32,
                 I64 = CgType::I64;
template <size_t N> using Args = CgArgs<N>;
} // namespace detail
#define MACO_CG_FN(fn, flags, result, ...)                                     \
  inline Value fn(                                                             \
      Lowering &L, Location loc,                                               \
      detail::Args<std::initializer_list<CgType>{__VA_ARGS__}.size()> args) {  \
    return L.call(loc, #fn, args.values);                                      \
  }
using namespace detail;
#include "maco/runtime/codegen.def"
#undef MACO_CG_FN
} // namespace cg

/// Makes the entry of `f` call maco_cg_require_abi once (the first lowering
/// pass that adds runtime calls to `f` does it; later ones see the call) and
/// returns that call.
inline func::CallOp requireAbi(Lowering &L, func::FuncOp f) {
  Block &entry = f.getBody().front();
  for (Operation &op : entry)
    if (auto call = dyn_cast<func::CallOp>(op))
      if (call.getCallee() == "maco_cg_require_abi")
        return call;
  OpBuilder::InsertionGuard g(L.b);
  L.b.setInsertionPointToStart(&entry);
  cg::maco_cg_require_abi(L, f.getLoc(),
                          {L.cI64(f.getLoc(), MACO_CG_ABI_VERSION)});
  return cast<func::CallOp>(std::prev(L.b.getInsertionPoint()));
}

} // namespace mlir::maco::runtime_calls

#endif // MACO_CONVERSION_MACOTORUNTIME_RUNTIMECALLS_H
