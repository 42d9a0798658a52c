//===- MatmulToRuntime.cpp - linalg matmuls -> maco_cg_gemm ---------------===//
//
// `convert-matmul-to-runtime`: the runtime's GEMM (OpenBLAS on the CPU
// backend, cuBLAS on the CUDA one) for linalg matmuls on buffers.
//
// Algorithm: a `linalg.matmul` with pure buffer semantics, one element type
// the runtime's GEMM takes (f32 and f64; also f16 and bf16 with
// `half-precision`, which the CUDA backend's cuBLAS computes and the CPU
// backend does not), and row-major operands with unit column stride
// (identity layouts, or the row/column blocks that chunking and tiling
// slice out; the row stride is the BLAS leading dimension) becomes
// `maco_cg_gemm(dtype, transA, transB, m, n, k, A, lda, B, ldb, C, ldc,
// accumulate)` (linalg.matmul accumulates into its init). When the init is
// a zero `linalg.fill` of the same buffer earlier in the block, and nothing
// between the fill and the matmul may read or write that buffer (ops free
// of memory effects, allocations, and ops whose buffers are views of other
// allocations), the fill is dropped and the GEMM gets accumulate = 0
// (beta = 0: no pass over C, no zero-fill kernel on the GPU). Its indexing
// maps may be the plain ones or transpose A ((d2, d0): A is k x m) and/or B
// ((d1, d2): B is n x k); other maps (broadcasts) are left alone. A
// `linalg.batch_matmul` with the plain maps becomes an `scf.for` over the
// batch whose body is the GEMM of one batch's rank-reduced slices. Any
// other matmul, and any with a zero-sized dimension (nothing to compute;
// BLAS rejects a leading dimension of 0), is left for the loop lowering. A
// function that gets a GEMM call checks the runtime ABI version at its entry
// (maco_cg_require_abi).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/MacoToRuntime/RuntimeCalls.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMATMULTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;
using namespace mlir::maco::runtime_calls;

namespace {
/// Row-major with unit column stride (identity layouts, and the row or
/// column blocks that chunking and tiling slice out): the row stride is the
/// BLAS leading dimension.
bool unitColumnStride(MemRefType t) {
  if (t.getRank() != 2)
    return false;
  if (t.getLayout().isIdentity())
    return true;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(t.getStridesAndOffset(strides, offset)) && strides[1] == 1;
}

struct ConvertMatmulToRuntimePass
    : public maco::impl::ConvertMatmulToRuntimeBase<
          ConvertMatmulToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpBuilder builder(module.getContext());
    Lowering L(module, builder);
    for (auto f : module.getOps<func::FuncOp>()) {
      SmallVector<linalg::LinalgOp> matmuls;
      f.walk([&](linalg::LinalgOp op) {
        if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
          matmuls.push_back(op);
      });
      bool lowered = false;
      for (linalg::LinalgOp op : matmuls) {
        // Nothing to multiply: left for the loop lowering (a GEMM call
        // would get a leading dimension of 0, which BLAS rejects, and a
        // batch slice would not verify).
        if (hasZeroSizedOperandOrResult(op.getOperation()))
          continue;
        L.b.setInsertionPoint(op);
        linalg::FillOp zeroFill = findZeroFill(op);
        accumulate = !zeroFill;
        LogicalResult done =
            isa<linalg::MatmulOp>(op)
                ? lowerMatmul(L, cast<linalg::MatmulOp>(op))
                : lowerBatchMatmul(L, cast<linalg::BatchMatmulOp>(op));
        if (succeeded(done)) {
          op->erase();
          if (zeroFill)
            zeroFill->erase();
        }
        lowered |= succeeded(done);
      }
      if (lowered)
        requireAbi(L, f);
    }
  }

  /// Whether the GEMM being emitted adds to C (no zero fill to fold).
  bool accumulate = true;

  /// Whether `buffer` is a view of an argument of its function.
  static bool isFunctionArgument(Value buffer) {
    auto arg = dyn_cast<BlockArgument>(viewSource(buffer));
    return arg && arg.getOwner()->isEntryBlock() &&
           isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  }

  /// Whether `v` is a zero constant (0, 0.0 or -0.0 do not matter here:
  /// beta = 0 gives +0.0, as 0 + x * y does for a product of 0).
  static bool isZeroConstant(Value v) {
    return matchPattern(v, m_Zero()) || matchPattern(v, m_AnyZeroFloat());
  }

  /// A `linalg.fill` of zero into the matmul's C (the same value) earlier
  /// in its block, with nothing in between that may touch C; or null.
  static linalg::FillOp findZeroFill(linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1)
      return nullptr;
    Value c = op.getDpsInits()[0];
    Operation *cRoot = rootAllocation(c);
    for (Operation *prev = op->getPrevNode(); prev;
         prev = prev->getPrevNode()) {
      if (auto fill = dyn_cast<linalg::FillOp>(prev))
        if (fill.hasPureBufferSemantics() && fill.getDpsInits()[0] == c) {
          if (isZeroConstant(fill.getInputs()[0]))
            return fill;
          return nullptr;
        }
      if (isMemoryEffectFree(prev) ||
          isa<memref::AllocOp, memref::AllocaOp>(prev))
        continue;
      // Other buffers only: each a view of another allocation, or of a
      // function argument (which cannot alias an allocation made in the
      // function).
      bool disjoint =
          cRoot && (prev->getNumRegions() == 0 || isa<linalg::LinalgOp>(prev));
      for (Value operand : prev->getOperands())
        if (isa<BaseMemRefType>(operand.getType())) {
          Operation *root = rootAllocation(operand);
          disjoint &= root ? root != cRoot : isFunctionArgument(operand);
        }
      if (!disjoint || isa<CallOpInterface>(prev))
        return nullptr;
    }
    return nullptr;
  }

  /// The operands A, B, C of a matmul on buffers whose element type the
  /// runtime's GEMM takes, or std::nullopt.
  std::optional<std::array<Value, 3>> gemmOperands(linalg::LinalgOp op) const {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2)
      return std::nullopt;
    std::array<Value, 3> abc = {op.getDpsInputs()[0], op.getDpsInputs()[1],
                                op.getDpsInits()[0]};
    Type t = getElementTypeOrSelf(abc[2]);
    if (getElementTypeOrSelf(abc[0]) != t || getElementTypeOrSelf(abc[1]) != t)
      return std::nullopt;
    if (t.isF32() || t.isF64() || (halfPrecision && (t.isF16() || t.isBF16())))
      return abc;
    return std::nullopt;
  }

  /// Emits the GEMM of 2-D row-major operands (`transA`: `a` is k x m;
  /// `transB`: `b` is n x k).
  LogicalResult emitGemm(Lowering &L, Location loc, Value a, Value b, Value c,
                         bool transA, bool transB) {
    auto at = cast<MemRefType>(a.getType()), bt = cast<MemRefType>(b.getType()),
         ct = cast<MemRefType>(c.getType());
    if (!unitColumnStride(at) || !unitColumnStride(bt) || !unitColumnStride(ct))
      return failure();
    auto leadingDim = [&](Value v) -> Value {
      if (cast<MemRefType>(v.getType()).getLayout().isIdentity())
        return memref::DimOp::create(L.b, loc, v, 1);
      auto meta = memref::ExtractStridedMetadataOp::create(L.b, loc, v);
      return meta.getStrides()[0];
    };
    Value m = memref::DimOp::create(L.b, loc, c, 0);
    Value n = memref::DimOp::create(L.b, loc, c, 1);
    Value k = memref::DimOp::create(L.b, loc, a, transA ? 0 : 1);
    cg::maco_cg_gemm(
        L, loc,
        {L.cI32(loc, *dtypeCode(ct.getElementType())), L.cI32(loc, transA),
         L.cI32(loc, transB), L.toI64(loc, m), L.toI64(loc, n), L.toI64(loc, k),
         L.address(loc, a), L.toI64(loc, leadingDim(a)), L.address(loc, b),
         L.toI64(loc, leadingDim(b)), L.address(loc, c),
         L.toI64(loc, leadingDim(c)), L.cI32(loc, accumulate ? 1 : 0)});
    return success();
  }

  LogicalResult lowerMatmul(Lowering &L, linalg::MatmulOp mm) {
    std::optional<std::array<Value, 3>> abc = gemmOperands(mm);
    if (!abc)
      return failure();
    auto [a, b, c] = *abc;
    bool transA = false, transB = false;
    if (mm.hasUserDefinedMaps()) {
      MLIRContext *ctx = mm.getContext();
      AffineExpr d0, d1, d2;
      bindDims(ctx, d0, d1, d2);
      auto map = [&](AffineExpr r, AffineExpr c) {
        return AffineMap::get(3, 0, {r, c}, ctx);
      };
      SmallVector<AffineMap> maps = mm.getIndexingMapsArray();
      if (maps.size() != 3 || maps[2] != map(d0, d1))
        return failure();
      if (maps[0] == map(d2, d0))
        transA = true;
      else if (maps[0] != map(d0, d2))
        return failure();
      if (maps[1] == map(d1, d2))
        transB = true;
      else if (maps[1] != map(d2, d1))
        return failure();
    }
    return emitGemm(L, mm.getLoc(), a, b, c, transA, transB);
  }

  /// One GEMM per batch, in an scf.for over the batch.
  LogicalResult lowerBatchMatmul(Lowering &L, linalg::BatchMatmulOp bmm) {
    std::optional<std::array<Value, 3>> abc = gemmOperands(bmm);
    if (!abc || bmm.hasUserDefinedMaps())
      return failure();
    auto [a, b, c] = *abc;
    Location loc = bmm.getLoc();
    // The slices must be BLAS matrices before anything is emitted.
    auto sliceType = [&](Value v) {
      auto t = cast<MemRefType>(v.getType());
      SmallVector<int64_t> offsets(3, ShapedType::kDynamic);
      SmallVector<int64_t> sizes = {1, t.getDimSize(1), t.getDimSize(2)};
      return memref::SubViewOp::inferRankReducedResultType(
          {t.getDimSize(1), t.getDimSize(2)}, t, offsets, sizes,
          SmallVector<int64_t>(3, 1));
    };
    if (!unitColumnStride(sliceType(a)) || !unitColumnStride(sliceType(b)) ||
        !unitColumnStride(sliceType(c)))
      return failure();
    Value zero = L.cIdx(loc, 0), one = L.cIdx(loc, 1);
    Value batches = memref::DimOp::create(L.b, loc, c, 0);
    auto loop = scf::ForOp::create(L.b, loc, zero, batches, one);
    OpBuilder::InsertionGuard guard(L.b);
    L.b.setInsertionPoint(loop.getBody()->getTerminator());
    Value i = loop.getInductionVar();
    auto slice = [&](Value v) -> Value {
      OpFoldResult idx = i;
      SmallVector<OpFoldResult> offsets = {idx, L.b.getIndexAttr(0),
                                           L.b.getIndexAttr(0)};
      SmallVector<OpFoldResult> sizes = {L.b.getIndexAttr(1),
                                         memref::getMixedSize(L.b, loc, v, 1),
                                         memref::getMixedSize(L.b, loc, v, 2)};
      SmallVector<OpFoldResult> strides(3, L.b.getIndexAttr(1));
      return memref::SubViewOp::create(L.b, loc, sliceType(v), v, offsets,
                                       sizes, strides);
    };
    Value as = slice(a), bs = slice(b), cs = slice(c);
    return emitGemm(L, loc, as, bs, cs, false, false);
  }
};
} // namespace
