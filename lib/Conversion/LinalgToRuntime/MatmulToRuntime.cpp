//===- MatmulToRuntime.cpp - linalg contractions -> maco_cg_gemm ----------===//
//
// `convert-matmul-to-runtime`: the runtime's GEMM (OpenBLAS on the CPU
// backend, cuBLAS on the CUDA one) for every linalg contraction on buffers.
//
// Algorithm. Each linalg op with pure buffer semantics that is a
// contraction (linalg::isaContractionOpInterface: named matmuls in any of
// their transposed or broadcast forms, batch matmuls, matvec/vecmat/dot,
// and `linalg.generic` ops whose body multiplies and adds) has its loop
// dimensions classified by the operands they index: all three (batch), A
// and C (M), B and C (N), A and B (K). With at least one K dimension
// and float operands, it becomes
//
//   maco_cg_gemm(dtype, batch, m, n, k, A, a_bs, a_rs, a_cs, B, ..., C, ...,
//                accumulate)
//
// with each operand's stride along each loop dimension read from its
// memref descriptor at run time (the stride of the memref dimension that
// the operand's indexing map puts there): any permutation of the operands'
// dimensions, transposed and strided views, leading dimensions from the
// descriptors. The runtime derives the transpose flags and leading
// dimensions (maco/runtime/gemm_layout.h; a column-major C computes
// C^T = B^T A^T). The innermost batch dimension is the strided batch of one
// call, the innermost M, N and K dimensions the GEMM's; every other batch,
// M, N or K dimension is an scf.for loop around the call that moves the
// base addresses (across the iterations of a K loop C accumulates: beta is
// 1 after the first).
//
// The GEMM computes in the operands' one element type where the runtime
// takes it (f32 and f64; also f16 and bf16 with `half-precision`, which
// cuBLAS computes); otherwise (bf16 x bf16 -> f32, f16 or bf16 on the CPU,
// ...) in f32 (f64 if an operand is wider): the other operands are
// converted once into fresh buffers (extf/truncf, vectorized like any
// element-wise op) and a converted C is converted back after the GEMM,
// which is linalg's semantics for widening inputs and what frameworks do
// for narrow ones (the products accumulate in f32).
//
// An operand that is not a BLAS matrix (no unit stride along either of its
// two matrix dimensions, e.g. a batch dimension innermost or a strided
// subview) is packed once: copied (linalg.transpose) into a fresh
// row-major buffer with its batch dimensions first, which a transposed view
// presents to the call in the original order; a packed C is copied back
// and every packed buffer is freed. Where the layout is static (identity
// layouts, static strides) the decision is taken here, otherwise at run
// time (maco_cg_gemm_layout_ok, the same predicate).
//
// linalg.matmul accumulates into its init. When the init is a zero
// `linalg.fill` of the same buffer earlier in the block, and nothing
// between the fill and the contraction may read or write that buffer (ops
// free of memory effects, allocations, and ops whose buffers are views of
// other allocations), the fill is dropped and the GEMM gets accumulate = 0
// (beta = 0: no pass over C, no zero-fill kernel on the GPU).
//
// Epilogues (`epilogues`, GemmEpilogue.h): when such a zero-filled GEMM's
// C is read by the next op that touches memory, a `linalg.generic` of C's
// shape that computes act(C + bias + residual) into D (bias along N, or one
// scalar; residual of C's shape, or D itself; act identity, ReLU or tanh
// GELU), and C is used by nothing else (or D is C), the generic becomes
// part of the call: `maco_cg_gemm_epilogue` writes D (the residual copied
// into D first, beta = 1), with the bias (a scalar filled into an N-vector)
// and the activation, and C's allocation goes. The GEMM must compute in
// every operand's type, without loops around the call; D must be
// row-major and not alias A, B or the bias.
//
// A contraction with a zero-sized operand is left to the loop lowering (it
// computes nothing). Any other contraction that stays (integer elements, a
// dimension only one operand has) gets a remark naming why, with
// `remarks`. A function that gets a GEMM call checks the runtime ABI
// version at its entry (maco_cg_require_abi).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/MacoToRuntime/RuntimeCalls.h"

#include "maco/Conversion/Passes.h"
#include "maco/runtime/gemm_layout.h"

#include "GemmEpilogue.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Dominance.h"
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
/// Loop dimensions of one contraction: the GEMM's M, N, K dimension (-1
/// where there is none: an extent of 1) and strided batch (-1: none), and
/// `loops`, the dimensions run as scf.for loops around the call: the other
/// batch dimensions and any M, N or K dimension beyond one each (`reduction`
/// tells the K ones: C accumulates across their iterations).
struct GemmDims {
  SmallVector<unsigned> loops;
  SmallVector<bool> reduction;
  int64_t batch = -1, m = -1, n = -1, k = -1;
  /// The element type the GEMM computes in; operands of another float
  /// type are converted to it (and C back).
  Type type;
};

/// One operand of the GEMM: its buffer and, for each of its memref
/// dimensions, the loop dimension it runs along.
struct Operand {
  Value buffer;
  SmallVector<unsigned> loopDims;

  /// The memref dimension that runs along loop dimension `d`, or -1.
  int64_t position(int64_t d) const {
    for (auto [i, l] : llvm::enumerate(loopDims))
      if ((int64_t)l == d)
        return i;
    return -1;
  }
};

/// The arguments of a runtime call from a list of values.
template <size_t... I>
cg::detail::Args<sizeof...(I)> argsOf(ArrayRef<Value> v,
                                      std::index_sequence<I...>) {
  return {v[I]...};
}

/// An element-wise op after a GEMM that the GEMM call applies (its
/// output `d`, a bias vector or scalar, a residual, the activation).
struct Epilogue {
  linalg::GenericOp op;
  Value d, bias, scalar, residual;
  int activation = 0;
};

struct ConvertMatmulToRuntimePass
    : public maco::impl::ConvertMatmulToRuntimeBase<
          ConvertMatmulToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpBuilder builder(module.getContext());
    Lowering L(module, builder);
    for (auto f : module.getOps<func::FuncOp>()) {
      SmallVector<linalg::LinalgOp> contractions;
      f.walk([&](linalg::LinalgOp op) {
        if (op.hasPureBufferSemantics() &&
            linalg::isaContractionOpInterface(op))
          contractions.push_back(op);
      });
      bool lowered = false;
      for (linalg::LinalgOp op : contractions) {
        // Nothing to multiply: left for the loop lowering (a batch slice or
        // a BLAS leading dimension of 0 would be invalid).
        if (hasZeroSizedOperandOrResult(op.getOperation()))
          continue;
        std::string why;
        std::optional<GemmDims> dims = classify(op, why);
        if (!dims) {
          if (remarks)
            op->emitRemark() << "contraction left to loops: " << why;
          continue;
        }
        L.b.setInsertionPoint(op);
        linalg::FillOp zeroFill = findZeroFill(op);
        std::optional<Epilogue> epilogue;
        if (zeroFill && epilogues)
          epilogue = findEpilogue(op, *dims, zeroFill);
        if (epilogue) {
          emitWithEpilogue(L, op, *dims, *epilogue, zeroFill);
          zeroFill = nullptr;
        } else {
          emitGemm(L, op, *dims, /*accumulate=*/!zeroFill);
          op->erase();
        }
        if (zeroFill)
          zeroFill->erase();
        lowered = true;
      }
      if (lowered)
        requireAbi(L, f);
    }
  }

  /// The GEMM dimensions of `op`, or std::nullopt with the reason in `why`.
  std::optional<GemmDims> classify(linalg::LinalgOp op,
                                   std::string &why) const {
    if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1) {
      why = "not two inputs and one init";
      return std::nullopt;
    }
    Type t = getElementTypeOrSelf(op.getDpsInits()[0]);
    Type ta = getElementTypeOrSelf(op.getDpsInputs()[0]),
         tb = getElementTypeOrSelf(op.getDpsInputs()[1]);
    auto direct = [&](Type x) {
      return x.isF32() || x.isF64() ||
             (halfPrecision && (x.isF16() || x.isBF16()));
    };
    Type gemmType;
    if (ta == t && tb == t && direct(t)) {
      gemmType = t;
    } else if (isa<FloatType>(t) && isa<FloatType>(ta) && isa<FloatType>(tb)) {
      // Other float types (bf16 x bf16 -> f32, f16 everywhere on the
      // CPU, ...) are converted to f32 (f64 if any is wider), the GEMM's
      // accumulation type.
      unsigned widest =
          std::max({t.getIntOrFloatBitWidth(), ta.getIntOrFloatBitWidth(),
                    tb.getIntOrFloatBitWidth()});
      gemmType = widest > 32 ? Type(Float64Type::get(op.getContext()))
                             : Type(Float32Type::get(op.getContext()));
      if (widest > 64) {
        llvm::raw_string_ostream(why)
            << "element types " << ta << " x " << tb << " -> " << t
            << " are wider than the runtime GEMM's f64";
        return std::nullopt;
      }
    } else {
      llvm::raw_string_ostream(why)
          << "element types " << ta << " x " << tb << " -> " << t
          << ": the runtime GEMM computes floats (f32, f64"
          << (halfPrecision ? ", f16, bf16" : "") << ")";
      return std::nullopt;
    }
    // Each loop dimension by the operands it indexes: all three (batch),
    // A and C (M), B and C (N), A and B (K, a reduction).
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<unsigned> batch, m, n, k;
    GemmDims d;
    for (unsigned l = 0, e = op.getNumLoops(); l < e; ++l) {
      auto in = [&](int i) { return maps[i].isFunctionOfDim(l) ? 1 << i : 0; };
      switch (in(0) | in(1) | in(2)) {
      case 0b111:
        batch.push_back(l);
        break;
      case 0b101:
        m.push_back(l);
        break;
      case 0b110:
        n.push_back(l);
        break;
      case 0b011:
        k.push_back(l);
        break;
      default:
        llvm::raw_string_ostream(why)
            << "loop dimension " << l
            << " is not one of batch, M, N or K (it does not index two of "
               "the operands)";
        return std::nullopt;
      }
    }
    if (k.empty()) {
      why = "no reduction dimension indexes both inputs";
      return std::nullopt;
    }
    // The innermost dimension of each kind is the GEMM's (the batch's
    // stride is free; M, N, K are most likely contiguous in the operands);
    // the others become loops around the call.
    auto split = [&](SmallVector<unsigned> &dims, bool isReduction) {
      int64_t inner = -1;
      for (unsigned l : dims) {
        if (inner >= 0) {
          d.loops.push_back(inner);
          d.reduction.push_back(isReduction);
        }
        inner = l;
      }
      return inner;
    };
    d.batch = split(batch, false);
    d.m = split(m, false);
    d.n = split(n, false);
    d.k = split(k, true);
    d.type = gemmType;
    return d;
  }

  /// Whether `buffer` is a view of an argument of its function.
  static bool isFunctionArgument(Value buffer) {
    auto arg = dyn_cast<BlockArgument>(viewSource(buffer));
    return arg && arg.getOwner()->isEntryBlock() &&
           isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  }

  /// Whether two buffers are views of different storage: different
  /// allocations or globals, or an allocation and a buffer that existed
  /// before it (a function argument, an earlier call's result, ...).
  static bool disjoint(Value x, Value y) {
    Value rx = viewSource(x), ry = viewSource(y);
    if (rx == ry)
      return false;
    auto global = [](Value v) {
      return v.getDefiningOp<memref::GetGlobalOp>();
    };
    if (global(rx) && global(ry))
      return global(rx).getName() != global(ry).getName();
    auto olderThan = [](Value older, Value alloc) {
      Operation *def = alloc.getDefiningOp();
      if (!isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def))
        return false;
      DominanceInfo dom(def->getParentOfType<FunctionOpInterface>());
      return dom.properlyDominates(older, def);
    };
    return olderThan(ry, rx) || olderThan(rx, ry);
  }

  /// The epilogue `op`'s call can apply (see the header), or none.
  std::optional<Epilogue> findEpilogue(linalg::LinalgOp op, const GemmDims &d,
                                       linalg::FillOp zeroFill) const {
    Value c = op.getDpsInits()[0];
    if (!d.loops.empty() || !c.getDefiningOp<memref::AllocOp>() ||
        llvm::any_of(op->getOperands(), [&](Value v) {
          return getElementTypeOrSelf(v) != d.type;
        }))
      return std::nullopt;
    Operation *next = op->getNextNode();
    while (next && (isMemoryEffectFree(next) ||
                    isa<memref::AllocOp, memref::AllocaOp>(next)))
      next = next->getNextNode();
    auto g = dyn_cast_or_null<linalg::GenericOp>(next);
    int64_t rank = cast<MemRefType>(c.getType()).getRank();
    if (!g || !g.hasPureBufferSemantics() || g.getNumDpsInits() != 1 ||
        g.getNumParallelLoops() != g.getNumLoops() || g.getNumLoops() != rank)
      return std::nullopt;
    MLIRContext *ctx = g.getContext();
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    AffineMap row = AffineMap::get(rank, 0, getAffineDimExpr(rank - 1, ctx));
    OpOperand *init = g.getDpsInitOperand(0);
    Epilogue e;
    e.op = g;
    e.d = init->get();
    auto dType = cast<MemRefType>(e.d.getType());
    if (g.getMatchingIndexingMap(init) != id ||
        !dType.getLayout().isIdentity() || dType.getElementType() != d.type)
      return std::nullopt;
    BlockArgument cArg, biasArg, resArg;
    for (OpOperand *in : g.getDpsInputOperands()) {
      Value v = in->get();
      AffineMap m = g.getMatchingIndexingMap(in);
      auto t = dyn_cast<MemRefType>(v.getType());
      if (!t || t.getElementType() != d.type)
        return std::nullopt;
      BlockArgument arg = g.getMatchingBlockArgument(in);
      if (v == c && m == id && !cArg) {
        cArg = arg;
      } else if (m == row && !biasArg && t.getLayout().isIdentity()) {
        biasArg = arg;
        e.bias = v;
      } else if (m == id && !resArg && v != c) {
        resArg = arg;
        e.residual = v;
      } else {
        return std::nullopt;
      }
    }
    BlockArgument outArg = g.getMatchingBlockArgument(init);
    if (e.d == c && !cArg) {
      cArg = outArg;
    } else if (!outArg.use_empty()) {
      if (resArg || e.d == c)
        return std::nullopt;
      resArg = outArg;
      e.residual = e.d;
    }
    if (!cArg)
      return std::nullopt;
    std::optional<EpilogueBody> body =
        matchEpilogueBody(*g.getBlock(), cArg, biasArg, resArg);
    if (!body)
      return std::nullopt;
    e.activation = body->activation;
    e.scalar = body->scalar;
    if (!body->bias)
      e.bias = nullptr;
    if (!body->residual)
      e.residual = nullptr;
    // D is written while A, B and the bias are read; the residual is copied
    // into D first; C is not read after the epilogue.
    Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1];
    if (!disjoint(e.d, a) || !disjoint(e.d, b) ||
        (e.bias && !disjoint(e.d, e.bias)) ||
        (e.residual && e.residual != e.d && !disjoint(e.d, e.residual)))
      return std::nullopt;
    if (e.d != c)
      for (Operation *user : c.getUsers())
        if (user != op && user != zeroFill && user != g &&
            !isa<memref::DeallocOp>(user))
          return std::nullopt;
    return e;
  }

  /// The GEMM of `op` with the epilogue `e`, at `e.op`, which goes with
  /// `op`, its zero fill, and C's allocation when it is no longer used.
  void emitWithEpilogue(Lowering &L, linalg::LinalgOp op, const GemmDims &d,
                        Epilogue e, linalg::FillOp zeroFill) {
    Location loc = e.op.getLoc();
    L.b.setInsertionPoint(e.op);
    if (e.residual && e.residual != e.d)
      linalg::CopyOp::create(L.b, loc, e.residual, e.d);
    Value bias = e.bias, filled;
    if (!bias && e.scalar) {
      // A scalar bias: an N-vector of it (a constant in the body first).
      Value scalar = e.scalar;
      if (e.op->isAncestor(scalar.getDefiningOp()))
        scalar = L.b.clone(*scalar.getDefiningOp())->getResult(0);
      auto t = cast<MemRefType>(e.d.getType());
      int64_t last = t.getRank() - 1;
      SmallVector<Value> dyn;
      if (t.isDynamicDim(last))
        dyn.push_back(memref::DimOp::create(L.b, loc, e.d, last));
      filled = memref::AllocOp::create(
          L.b, loc, MemRefType::get({t.getDimSize(last)}, d.type), dyn);
      linalg::FillOp::create(L.b, loc, scalar, filled);
      bias = filled;
    }
    emitGemm(L, op, d, /*accumulate=*/e.residual != nullptr, &e, bias);
    if (filled)
      memref::DeallocOp::create(L.b, loc, filled);
    Value c = op.getDpsInits()[0];
    e.op->erase();
    op->erase();
    zeroFill->erase();
    if (llvm::all_of(c.getUsers(), llvm::IsaPred<memref::DeallocOp>)) {
      for (Operation *user : llvm::to_vector(c.getUsers()))
        user->erase();
      c.getDefiningOp()->erase();
    }
  }

  /// Whether `v` is a zero constant (0, 0.0 or -0.0 do not matter here:
  /// beta = 0 gives +0.0, as 0 + x * y does for a product of 0).
  static bool isZeroConstant(Value v) {
    return matchPattern(v, m_Zero()) || matchPattern(v, m_AnyZeroFloat());
  }

  /// A `linalg.fill` of zero into the contraction's C (the same value)
  /// earlier in its block, with nothing in between that may touch C; or
  /// null.
  static linalg::FillOp findZeroFill(linalg::LinalgOp op) {
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

  /// Whether the (rows, cols) matrix of `x` is a BLAS matrix: true or false
  /// when that is known here, std::nullopt when only the run time knows.
  static std::optional<bool> staticLayoutOk(const Operand &x, int64_t rows,
                                            int64_t cols) {
    auto t = cast<MemRefType>(x.buffer.getType());
    int64_t pr = x.position(rows), pc = x.position(cols);
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(t.getStridesAndOffset(strides, offset)))
      return std::nullopt;
    auto extent = [&](int64_t p) { return p < 0 ? 1 : t.getDimSize(p); };
    auto stride = [&](int64_t p) { return p < 0 ? 0 : strides[p]; };
    int64_t r = extent(pr), c = extent(pc), rs = stride(pr), cs = stride(pc);
    if (!ShapedType::isDynamic(r) && !ShapedType::isDynamic(c) &&
        !ShapedType::isDynamic(rs) && !ShapedType::isDynamic(cs)) {
      int trans;
      int64_t ld;
      return maco_gemm_layout(r, c, rs, cs, &trans, &ld) != 0;
    }
    // Identity layouts of dynamic shape: a matrix whose dimensions are the
    // two innermost ones (in either order) is one; with another dimension
    // innermost it is not, unless an extent is statically 1.
    if (t.getLayout().isIdentity() && pr >= 0 && pc >= 0) {
      int64_t last = t.getRank() - 1;
      if ((pc == last && pr == last - 1) || (pr == last && pc == last - 1))
        return true;
      if (r != 1 && c != 1)
        return false;
    }
    return std::nullopt;
  }

  /// `x` packed into a fresh row-major buffer whose dimensions are ordered
  /// batch dimensions first, then `rows`, then `cols`, presented in `x`'s
  /// own dimension order (a transposed view with a fully dynamic layout).
  /// Copies `x` in; the caller frees the buffer.
  static Value pack(Lowering &L, Location loc, const Operand &x,
                    const GemmDims &d, int64_t rows, int64_t cols) {
    auto t = cast<MemRefType>(x.buffer.getType());
    SmallVector<int64_t> order; // memref dimensions of x, packed order
    for (unsigned l : d.loops)
      if (int64_t p = x.position(l); p >= 0)
        order.push_back(p);
    if (int64_t p = x.position(d.batch); p >= 0)
      order.push_back(p);
    for (int64_t l : {rows, cols})
      if (int64_t p = x.position(l); p >= 0)
        order.push_back(p);
    SmallVector<int64_t> shape;
    SmallVector<Value> dyn;
    for (int64_t p : order) {
      shape.push_back(t.getDimSize(p));
      if (t.isDynamicDim(p))
        dyn.push_back(memref::DimOp::create(L.b, loc, x.buffer, p));
    }
    Value packed = memref::AllocOp::create(
        L.b, loc, MemRefType::get(shape, t.getElementType()), dyn);
    if (llvm::equal(order, llvm::seq<int64_t>(0, order.size()))) {
      linalg::CopyOp::create(L.b, loc, x.buffer, packed);
      return packed;
    }
    linalg::TransposeOp::create(L.b, loc, x.buffer, packed, order);
    // The view back in x's order: dimension i of the view is dimension
    // inverse[i] of the packed buffer.
    SmallVector<unsigned> inverse(order.size());
    for (auto [i, p] : llvm::enumerate(order))
      inverse[p] = i;
    auto perm = AffineMapAttr::get(
        AffineMap::getPermutationMap(inverse, L.b.getContext()));
    return memref::TransposeOp::create(L.b, loc, packed, perm);
  }

  /// The memref type of `x`'s shape with a fully dynamic strided layout:
  /// the common type of a buffer and of its packed view.
  static MemRefType dynamicLayout(Value x) {
    auto t = cast<MemRefType>(x.getType());
    SmallVector<int64_t> strides(t.getRank(), ShapedType::kDynamic);
    return MemRefType::get(
        t.getShape(), t.getElementType(),
        StridedLayoutAttr::get(t.getContext(), ShapedType::kDynamic, strides),
        t.getMemorySpace());
  }

  /// Whether an operand was packed: never, always, or when `when` (an i1)
  /// holds at run time.
  struct Packed {
    bool always = false;
    Value when;
  };

  /// `x` itself where it is a BLAS matrix, else packed (at run time when
  /// only the run time knows).
  static Operand matrixOf(Lowering &L, Location loc, const Operand &x,
                          const GemmDims &d, int64_t rows, int64_t cols,
                          Packed &packed) {
    std::optional<bool> ok = staticLayoutOk(x, rows, cols);
    if (ok && *ok)
      return x;
    if (ok) {
      packed.always = true;
      return {pack(L, loc, x, d, rows, cols), x.loopDims};
    }
    // Only the run time knows: ask the runtime's predicate.
    auto meta = memref::ExtractStridedMetadataOp::create(L.b, loc, x.buffer);
    auto value = [&](ValueRange vs, int64_t p, int64_t absent) {
      return p < 0 ? L.cI64(loc, absent) : L.toI64(loc, vs[p]);
    };
    int64_t pr = x.position(rows), pc = x.position(cols);
    Value okCall = cg::maco_cg_gemm_layout_ok(
        L, loc,
        {value(meta.getSizes(), pr, 1), value(meta.getSizes(), pc, 1),
         value(meta.getStrides(), pr, 0), value(meta.getStrides(), pc, 0)});
    packed.when = arith::CmpIOp::create(L.b, loc, arith::CmpIPredicate::eq,
                                        okCall, L.cI32(loc, 0));
    MemRefType common = dynamicLayout(x.buffer);
    auto branch = scf::IfOp::create(L.b, loc, TypeRange{common}, packed.when,
                                    /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(L.b);
      L.b.setInsertionPointToStart(&branch.getThenRegion().front());
      Value view = pack(L, loc, x, d, rows, cols);
      scf::YieldOp::create(
          L.b, loc, memref::CastOp::create(L.b, loc, common, view).getResult());
      L.b.setInsertionPointToStart(&branch.getElseRegion().front());
      scf::YieldOp::create(
          L.b, loc,
          memref::CastOp::create(L.b, loc, common, x.buffer).getResult());
    }
    return {branch.getResult(0), x.loopDims};
  }

  /// `x` converted to element type `to` in a fresh identity-layout buffer
  /// (extf or truncf element by element; copied in only when `copyIn`).
  static Operand convert(Lowering &L, Location loc, const Operand &x, Type to,
                         bool copyIn) {
    auto t = cast<MemRefType>(x.buffer.getType());
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < t.getRank(); ++i)
      if (t.isDynamicDim(i))
        dyn.push_back(memref::DimOp::create(L.b, loc, x.buffer, i));
    Value converted = memref::AllocOp::create(
        L.b, loc, MemRefType::get(t.getShape(), to), dyn);
    if (copyIn)
      copyConverted(L, loc, x.buffer, converted);
    return {converted, x.loopDims};
  }

  /// `to` = `from` element by element, converting the element type.
  static void copyConverted(Lowering &L, Location loc, Value from, Value to) {
    auto ft = cast<MemRefType>(from.getType());
    Type src = ft.getElementType();
    Type dst = cast<MemRefType>(to.getType()).getElementType();
    AffineMap id = L.b.getMultiDimIdentityMap(ft.getRank());
    linalg::GenericOp::create(
        L.b, loc, ValueRange{from}, ValueRange{to}, ArrayRef<AffineMap>{id, id},
        SmallVector<utils::IteratorType>(ft.getRank(),
                                         utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value v = args[0];
          if (src.getIntOrFloatBitWidth() < dst.getIntOrFloatBitWidth())
            v = arith::ExtFOp::create(b, l, dst, v);
          else if (src != dst)
            v = arith::TruncFOp::create(b, l, dst, v);
          linalg::YieldOp::create(b, l, v);
        });
  }

  /// After the GEMM: a packed C is copied back into `original`, and every
  /// packed buffer is freed (under the condition it was packed under).
  static void unpack(Lowering &L, Location loc, const Packed &packed,
                     Value view, Value original) {
    if (!packed.always && !packed.when)
      return;
    OpBuilder::InsertionGuard g(L.b);
    if (packed.when) {
      auto branch =
          scf::IfOp::create(L.b, loc, packed.when, /*withElse=*/false);
      L.b.setInsertionPoint(branch.thenBlock()->getTerminator());
    }
    if (original)
      linalg::CopyOp::create(L.b, loc, view, original);
    memref::DeallocOp::create(L.b, loc, view);
  }

  /// The runtime call: maco_cg_gemm, or with an epilogue
  /// maco_cg_gemm_epilogue, whose last arguments are the bias's address
  /// (0: none) and the activation.
  static void emitCall(Lowering &L, Location loc, SmallVector<Value> args,
                       const Epilogue *epilogue, Value bias) {
    if (!epilogue) {
      cg::maco_cg_gemm(L, loc, argsOf(args, std::make_index_sequence<18>()));
      return;
    }
    args.push_back(bias ? L.address(loc, bias) : L.cIdx(loc, 0));
    args.push_back(L.cI32(loc, epilogue->activation));
    cg::maco_cg_gemm_epilogue(L, loc,
                              argsOf(args, std::make_index_sequence<20>()));
  }

  void emitGemm(Lowering &L, linalg::LinalgOp op, const GemmDims &d,
                bool accumulate, Epilogue *epilogue = nullptr,
                Value bias = nullptr) {
    Location loc = op.getLoc();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    auto operand = [&](OpOperand &o) {
      Operand x{o.get(), {}};
      for (AffineExpr e : maps[o.getOperandNumber()].getResults())
        x.loopDims.push_back(cast<AffineDimExpr>(e).getPosition());
      return x;
    };
    Operand a = operand(*op.getDpsInputOperand(0)),
            b = operand(*op.getDpsInputOperand(1)),
            c = operand(*op.getDpsInitOperand(0));
    // With an epilogue, the GEMM writes the epilogue's output (of C's
    // shape and dimensions).
    if (epilogue)
      c.buffer = epilogue->d;
    // Operands of another element type than the GEMM's: converted copies
    // (C converted back after the GEMM).
    Value originalC;
    SmallVector<Value> converted;
    for (Operand *x : {&a, &b, &c})
      if (getElementTypeOrSelf(x->buffer) != d.type) {
        if (x == &c)
          originalC = c.buffer;
        *x = convert(L, loc, *x, d.type, x != &c || accumulate);
        converted.push_back(x->buffer);
      }
    Packed packedA, packedB, packedC;
    Operand pa = matrixOf(L, loc, a, d, d.m, d.k, packedA);
    Operand pb = matrixOf(L, loc, b, d, d.k, d.n, packedB);
    Operand pc = matrixOf(L, loc, c, d, d.m, d.n, packedC);

    // Extent of loop dimension l (1 where there is none), and stride of
    // operand x along it (0 where x does not run along it), as i64.
    auto extent = [&](int64_t l) -> Value {
      if (l < 0)
        return L.cI64(loc, 1);
      for (const Operand *x : {&a, &b, &c})
        if (int64_t p = x->position(l); p >= 0)
          return L.toI64(loc, memref::DimOp::create(L.b, loc, x->buffer, p));
      llvm_unreachable("every loop dimension is in an operand");
    };
    struct Strided {
      Value base;                 // address of the first element, index
      SmallVector<Value> strides; // per memref dimension, index
    };
    Type elem = d.type;
    int64_t bytes = elementBytes(elem);
    auto strided = [&](const Operand &x) {
      auto meta = memref::ExtractStridedMetadataOp::create(L.b, loc, x.buffer);
      Strided s{L.address(loc, x.buffer), {}};
      s.strides.assign(meta.getStrides().begin(), meta.getStrides().end());
      return s;
    };
    Strided sa = strided(pa), sb = strided(pb), sc = strided(pc);
    auto strideOf = [&](const Operand &x, const Strided &s,
                        int64_t l) -> Value {
      int64_t p = l < 0 ? -1 : x.position(l);
      return p < 0 ? L.cI64(loc, 0) : L.toI64(loc, s.strides[p]);
    };

    // The loops around the call move the base addresses; C accumulates
    // from the second iteration of any reduction loop on.
    SmallVector<Value> bases = {sa.base, sb.base, sc.base};
    OpBuilder::InsertionGuard guard(L.b);
    Value firstK; // i1: every reduction loop is at its first iteration
    for (auto [l, isReduction] : llvm::zip(d.loops, d.reduction)) {
      Value ub = arith::IndexCastOp::create(L.b, loc, L.idx, extent(l));
      auto loop =
          scf::ForOp::create(L.b, loc, L.cIdx(loc, 0), ub, L.cIdx(loc, 1));
      L.b.setInsertionPoint(loop.getBody()->getTerminator());
      Value iv = loop.getInductionVar();
      int j = 0;
      for (auto [x, s] : {std::pair(&pa, &sa), {&pb, &sb}, {&pc, &sc}}) {
        int64_t p = x->position(l);
        if (p >= 0) {
          Value off = arith::MulIOp::create(L.b, loc, iv, s->strides[p]);
          off = arith::MulIOp::create(L.b, loc, off, L.cIdx(loc, bytes));
          bases[j] = arith::AddIOp::create(L.b, loc, bases[j], off);
        }
        ++j;
      }
      if (isReduction) {
        Value first = arith::CmpIOp::create(L.b, loc, arith::CmpIPredicate::eq,
                                            iv, L.cIdx(loc, 0));
        firstK =
            firstK ? arith::AndIOp::create(L.b, loc, firstK, first) : first;
      }
    }
    Value acc = L.cI32(loc, accumulate ? 1 : 0);
    if (firstK && !accumulate)
      acc = arith::SelectOp::create(L.b, loc, firstK, acc, L.cI32(loc, 1));
    int64_t inner = d.batch;
    SmallVector<Value> args = {L.cI32(loc, *dtypeCode(elem)), extent(inner),
                               extent(d.m), extent(d.n), extent(d.k)};
    const std::tuple<const Operand &, const Strided &, int64_t, int64_t>
        matrices[] = {
            {pa, sa, d.m, d.k}, {pb, sb, d.k, d.n}, {pc, sc, d.m, d.n}};
    for (auto [i, m] : llvm::enumerate(matrices)) {
      auto &[x, s, rows, cols] = m;
      args.append({bases[i], strideOf(x, s, inner), strideOf(x, s, rows),
                   strideOf(x, s, cols)});
    }
    args.push_back(acc);
    emitCall(L, loc, args, epilogue, bias);
    L.b.setInsertionPoint(epilogue ? epilogue->op.getOperation()
                                   : op.getOperation());
    unpack(L, loc, packedA, pa.buffer, nullptr);
    unpack(L, loc, packedB, pb.buffer, nullptr);
    unpack(L, loc, packedC, pc.buffer, c.buffer);
    if (originalC)
      copyConverted(L, loc, c.buffer, originalC);
    for (Value buffer : converted)
      memref::DeallocOp::create(L.b, loc, buffer);
  }
};
} // namespace
