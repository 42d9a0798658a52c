//===- MatmulToRuntime.cpp - linalg.matmul -> maco_cg_gemm ---------------===//
//
// `convert-matmul-to-runtime`: the runtime's GEMM (OpenBLAS on the CPU
// backend, cuBLAS on the CUDA one) for `linalg.matmul` on buffers.
//
// Algorithm: every `linalg.matmul` with pure buffer semantics, the plain
// indexing maps, one f32 or f64 element type and row-major operands with
// unit column stride (identity layouts, or the row/column blocks that
// chunking and tiling slice out; the row stride is the BLAS leading
// dimension) becomes `maco_cg_gemm(dtype, m, n, k, A, lda, B, ldb, C, ldc,
// accumulate = 1)` (linalg.matmul accumulates into its init). Any other
// matmul is left for convert-linalg-to-loops. A function that gets a GEMM
// call checks the runtime ABI version at its entry (maco_cg_require_abi).
//
//===----------------------------------------------------------------------===//

#include "RuntimeCalls.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMATMULTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;
using namespace mlir::maco::runtime_calls;

namespace {
struct ConvertMatmulToRuntimePass
    : public maco::impl::ConvertMatmulToRuntimeBase<
          ConvertMatmulToRuntimePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpBuilder builder(module.getContext());
    Lowering L(module, builder);
    for (auto f : module.getOps<func::FuncOp>()) {
      SmallVector<linalg::MatmulOp> matmuls;
      f.walk([&](linalg::MatmulOp mm) { matmuls.push_back(mm); });
      bool lowered = false;
      for (linalg::MatmulOp mm : matmuls) {
        L.b.setInsertionPoint(mm);
        lowered |= succeeded(lowerMatmulToGemm(L, mm));
      }
      if (lowered)
        requireAbi(L, f);
    }
  }

  static LogicalResult lowerMatmulToGemm(Lowering &L, linalg::MatmulOp mm) {
    if (!mm.hasPureBufferSemantics() || mm.getNumDpsInputs() != 2)
      return failure();
    // Only the plain form: no transposed/broadcast indexing maps.
    if (mm.hasUserDefinedMaps())
      return failure();
    Value a = mm.getDpsInputs()[0], bm = mm.getDpsInputs()[1],
          c = mm.getDpsInits()[0];
    auto at = cast<MemRefType>(a.getType()),
         bt = cast<MemRefType>(bm.getType()),
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
};
} // namespace
