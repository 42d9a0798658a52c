//===- GpuReductionKernels.cpp - reductions as parallel GPU kernels -------===//
//
// Part of maco-to-cuda, on buffers, after maco-gpu-map-reductions (parallel
// dims first) and before convert-linalg-to-parallel-loops, which would give
// a reduction one thread per output (a row of 1,024 elements summed by one
// thread, a full reduction by a host loop). A linalg op with its
// parallel dims (if any) then reduction dims, one output read only by its
// combiner (`yield combine(f(inputs), out)`, combine one of arith's
// reduction ops: addf, mulf, max/min, addi, muli, andi, ori, xori) on a 32-
// or 64-bit element, or a 16-bit float (bf16, f16: accumulated in f32
// registers, each step rounded to the element type as the op computes it,
// so that shuffles move 32-bit values), becomes one or two `gpu.launch`es:
//  1. Model (KernelModel.h): the parallel dims merge into at most one group
//     P (Np outputs), the reduction dims into one group R (Nr elements per
//     output); ops that do not fit are left to the generic path.
//  2. Split: R is cut into S chunks so that at least `min-threads` threads
//     work (S = 1 when the outputs alone are enough; a chunk keeps at least
//     4 vector loads per thread). Dynamic sizes: S = 1, the grid computed
//     on the host, no launch over 0 outputs.
//  3. Rows (R contiguous in the inputs, or no P): a warp of `lanes` threads
//     per (output, chunk). Each lane accumulates `width` = 128 bits /
//     widest element values per step with aligned vector loads (masked
//     loads at the end of a chunk or when the buffers are misaligned), the
//     lanes striding by lanes * width elements; the vector is reduced, then
//     the warp's lanes with `gpu.shuffle xor` (shfl.sync.bfly); lane 0
//     combines into the output (S = 1) or writes the chunk's partial value.
//  4. Columns (P contiguous, R strided: a column sum): a thread per `width`
//     consecutive outputs and chunk, vector loads along P, a loop over its
//     chunk of R; it combines into the outputs or writes partial values.
//     Split (S > 1, `lanes` = 32): a warp is C = 8 threads along P (32
//     outputs of 4 bytes: one 128-byte line per row) times G = 32 / C
//     chunks (S rounded up to a multiple of G); the G partial values of
//     each output are combined in the warp with `gpu.shuffle xor` (offsets
//     16 .. C), and one thread in G writes, so the second kernel reads S /
//     G values per output. A block short of chunks takes several groups of
//     C threads along P (blockDim.z). Every lane runs the shuffles: a lane
//     past the outputs or chunks accumulates nothing.
//  5. S > 1: the partial values (device memory, S per output) are reduced
//     into the outputs by a second, smaller kernel: the same reduction on a
//     linalg.generic over the partial buffer, with S = 1.
// Accumulators start at the combiner's identity; every thread of a warp
// takes the same path, so the shuffles run on full warps.
// `lanes=1` builds the same kernels without shuffles (warps of one thread),
// for running them on the host with maco-gpu-launch-to-loops.
//
//===----------------------------------------------------------------------===//

#include "KernelModel.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUREDUCTIONKERNELS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco::gpu_kernels;

namespace {

/// A reduction the kernels handle (see the header).
struct Reduction {
  /// (Op handles' accessors are not const.)
  mutable linalg::LinalgOp op;
  Model model;
  /// The group of the parallel dims, or -1 (a full reduction).
  int parallel = -1;
  unsigned reduction = 0;
  arith::AtomicRMWKind kind = arith::AtomicRMWKind::addf;
  Type element;
  /// The accumulators' type: f32 for a 16-bit float element, else it.
  Type acc;
  /// Extents of P (1 without one) and R: static, or kDynamic.
  int64_t numOutputs = 1, length = 1;
  /// The same on the host, where the kernels are launched.
  Value numOutputsValue, lengthValue;

  bool isStatic() const {
    return !ShapedType::isDynamic(numOutputs) && !ShapedType::isDynamic(length);
  }
};

std::optional<arith::AtomicRMWKind> kindOf(Operation *op) {
  using K = arith::AtomicRMWKind;
  return llvm::TypeSwitch<Operation *, std::optional<K>>(op)
      .Case([](arith::AddFOp) { return K::addf; })
      .Case([](arith::MulFOp) { return K::mulf; })
      .Case([](arith::MaximumFOp) { return K::maximumf; })
      .Case([](arith::MinimumFOp) { return K::minimumf; })
      .Case([](arith::MaxNumFOp) { return K::maxnumf; })
      .Case([](arith::MinNumFOp) { return K::minnumf; })
      .Case([](arith::AddIOp) { return K::addi; })
      .Case([](arith::MulIOp) { return K::muli; })
      .Case([](arith::MaxSIOp) { return K::maxs; })
      .Case([](arith::MinSIOp) { return K::mins; })
      .Case([](arith::MaxUIOp) { return K::maxu; })
      .Case([](arith::MinUIOp) { return K::minu; })
      .Case([](arith::AndIOp) { return K::andi; })
      .Case([](arith::OrIOp) { return K::ori; })
      .Case([](arith::XOrIOp) { return K::xori; })
      .Default([](Operation *) { return std::nullopt; });
}

std::optional<Reduction> analyze(linalg::LinalgOp op) {
  unsigned numParallel = op.getNumParallelLoops();
  unsigned n = op.getNumLoops();
  if (!op.hasPureBufferSemantics() || op.getNumReductionLoops() == 0 ||
      op.getNumDpsInits() != 1)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned d = 0; d < n; ++d)
    if ((iterators[d] == utils::IteratorType::parallel) != (d < numParallel))
      return std::nullopt;
  // The output: the parallel dims in order.
  OpOperand *init = op.getDpsInitOperand(0);
  AffineMap outMap = op.getMatchingIndexingMap(init);
  if (outMap.getNumResults() != numParallel)
    return std::nullopt;
  for (unsigned r = 0; r < numParallel; ++r)
    if (!outMap.getResult(r).isFunctionOfDim(r) ||
        !isa<AffineDimExpr>(outMap.getResult(r)))
      return std::nullopt;
  // yield combine(f, out), out used by the combiner only.
  BlockArgument out = op.getMatchingBlockArgument(init);
  Operation *combiner =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != op.getBlock() ||
      combiner->getNumOperands() != 2 || !out.hasOneUse() ||
      out.getUses().begin()->getOwner() != combiner)
    return std::nullopt;
  std::optional<arith::AtomicRMWKind> kind = kindOf(combiner);
  Type element = out.getType();
  bool narrowFloat =
      isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 16;
  if (!kind || !isa<IntegerType, FloatType>(element) ||
      (element.getIntOrFloatBitWidth() != 32 &&
       element.getIntOrFloatBitWidth() != 64 && !narrowFloat))
    return std::nullopt;
  SmallVector<unsigned> split;
  if (numParallel > 0)
    split.push_back(numParallel);
  std::optional<Model> model = buildModel(op, split);
  if (!model)
    return std::nullopt;
  unsigned expected = numParallel > 0 ? 2 : 1;
  if (model->groups.size() != expected)
    return std::nullopt;
  Reduction red;
  red.op = op;
  red.model = *model;
  red.parallel = numParallel > 0 ? 0 : -1;
  red.reduction = expected - 1;
  red.kind = *kind;
  red.element = element;
  red.acc = narrowFloat ? Float32Type::get(element.getContext()) : element;
  // Static extents, or kDynamic.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto extent = [&](unsigned g) {
    int64_t e = 1;
    for (unsigned d = model->groups[g].first; d <= model->groups[g].second;
         ++d) {
      if (ShapedType::isDynamic(ranges[d]))
        return ShapedType::kDynamic;
      e *= ranges[d];
    }
    return e;
  };
  red.numOutputs = numParallel > 0 ? extent(0) : 1;
  red.length = extent(red.reduction);
  if (red.numOutputs == 0 || red.length == 0)
    return std::nullopt;
  return red;
}

/// Elements per access along group `g` (see the header), 1 when the body
/// is not element-wise arithmetic or an operand reads `g` with a stride.
unsigned vectorWidth(const Reduction &red, unsigned g) {
  if (!isVectorizableBody(*red.op.getBlock()))
    return 1;
  for (const Access &access : red.model.accesses)
    if (access.type && access.usesGroup(g) && access.strides[g] != 1)
      return 1;
  return 128 / red.model.maxBits;
}

/// True when the rows kernel fits: R read with stride 1 by every input that
/// reads it, or no P (a full reduction).
bool rowsKernel(const Reduction &red) {
  if (red.parallel < 0)
    return true;
  unsigned numInputs = red.op.getNumDpsInputs();
  for (unsigned i = 0; i < numInputs; ++i) {
    const Access &access = red.model.accesses[i];
    if (access.type && access.usesGroup(red.reduction))
      return access.strides[red.reduction] == 1;
  }
  return true;
}

struct GpuReductionKernelsPass
    : public maco::impl::GpuReductionKernelsBase<GpuReductionKernelsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (blockSize < 32 || blockSize > 1024)
      return emitError(UnknownLoc::get(ctx))
             << "maco-gpu-reduction-kernels: block-size must be in "
                "[32, 1024] (threads per block), got "
             << static_cast<unsigned>(blockSize);
    if (lanes != 1 && lanes != 32)
      return emitError(UnknownLoc::get(ctx))
             << "maco-gpu-reduction-kernels: lanes must be 32 (a warp) or "
                "1 (no shuffles, for host checking), got "
             << static_cast<unsigned>(lanes);
    return success();
  }

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (!op->getParentOfType<scf::ParallelOp>() &&
          !op->getParentOfType<gpu::LaunchOp>())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops)
      if (std::optional<Reduction> red = analyze(op))
        rewrite(rewriter, *red, /*allowSplit=*/true);
  }

  int64_t block() const {
    return powerOfTwoFloor(static_cast<int64_t>(blockSize));
  }

  /// Step 2: chunks of R.
  int64_t chunks(const Reduction &red, bool rows, unsigned width) const {
    if (!red.isStatic())
      return 1;
    int64_t threadsPerOutput = rows ? lanes : 1;
    int64_t outputsThreads =
        rows ? red.numOutputs * threadsPerOutput
             : (red.numOutputs + width - 1) / static_cast<int64_t>(width);
    if (outputsThreads >= static_cast<int64_t>(minThreads))
      return 1;
    int64_t wanted = (minThreads + outputsThreads - 1) / outputsThreads;
    int64_t minChunk = rows ? 4 * lanes * width : 8;
    int64_t most = std::max<int64_t>(1, red.length / minChunk);
    int64_t numChunks =
        std::clamp<int64_t>(wanted, 1, std::min<int64_t>(most, 65535));
    if (!rows && numChunks > 1)
      numChunks = llvm::alignTo(numChunks, warpChunks(red, width));
    return numChunks;
  }

  /// Step 4, split: threads along P in a warp (C), or 0 when a column
  /// kernel does not combine in warps (one chunk, or no shuffles).
  int64_t warpColumns(const Reduction &red, unsigned width,
                      int64_t numChunks) const {
    if (numChunks <= 1 || lanes != 32 || ShapedType::isDynamic(red.numOutputs))
      return 0;
    int64_t vectors = (red.numOutputs + width - 1) / width;
    return std::min<int64_t>(8, llvm::PowerOf2Ceil(vectors));
  }
  /// G: the chunks a warp combines (1 without warp combining).
  int64_t warpChunks(const Reduction &red, unsigned width,
                     int64_t numChunks = 2) const {
    int64_t c = warpColumns(red, width, numChunks);
    return c ? lanes / c : 1;
  }

  void rewrite(IRRewriter &b, Reduction red, bool allowSplit) {
    bool rows = rowsKernel(red);
    unsigned vectorGroup =
        rows ? red.reduction : static_cast<unsigned>(red.parallel);
    unsigned width = vectorWidth(red, vectorGroup);
    int64_t numChunks = allowSplit ? chunks(red, rows, width) : 1;
    Location loc = red.op.getLoc();
    b.setInsertionPoint(red.op);
    SmallVector<Value> extents = groupExtents(b, loc, red.op, red.model);
    red.numOutputsValue = red.parallel >= 0
                              ? extents[red.parallel]
                              : arith::ConstantIndexOp::create(b, loc, 1);
    red.lengthValue = extents[red.reduction];
    // No launch over 0 outputs (a grid of 0 blocks is invalid).
    if (ShapedType::isDynamic(red.numOutputs)) {
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value some = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                         red.numOutputsValue, zero);
      auto guard = scf::IfOp::create(b, loc, some, /*withElse=*/false);
      b.setInsertionPoint(guard.thenBlock()->getTerminator());
    }
    Value partial;
    if (numChunks > 1) {
      // Outputs-major for rows (a warp per output reads its S values),
      // chunk-major for columns (consecutive threads, consecutive outputs).
      SmallVector<int64_t> shape =
          red.parallel < 0 ? SmallVector<int64_t>{numChunks}
          : rows           ? SmallVector<int64_t>{red.numOutputs, numChunks}
                           : SmallVector<int64_t>{numChunks /
                                                      warpChunks(red, width, numChunks),
                                                  red.numOutputs};
      partial =
          gpu::AllocOp::create(b, loc, MemRefType::get(shape, red.element),
                               Type(), ValueRange(), ValueRange(), ValueRange(),
                               /*hostShared=*/true)
              .getMemref();
    }
    if (rows)
      emitRows(b, red, width, numChunks, partial);
    else
      emitColumns(b, red, width, numChunks, partial);
    if (partial) {
      b.setInsertionPoint(red.op);
      linalg::GenericOp second = secondStage(b, red, partial, rows);
      // A reduction of the same form; were it not, it would stay a linalg
      // op for the generic path.
      if (std::optional<Reduction> next = analyze(second))
        rewrite(b, *next, /*allowSplit=*/false);
      b.setInsertionPoint(red.op);
      gpu::DeallocOp::create(b, loc, Type(), ValueRange(), partial);
    }
    b.eraseOp(red.op);
  }

  /// Step 5: `out[p] = combine(partial[...], out[p])` over the chunks.
  static linalg::GenericOp secondStage(IRRewriter &b, const Reduction &red,
                                       Value partial, bool rows) {
    Location loc = red.op.getLoc();
    Value out = red.op.getDpsInitOperand(0)->get();
    MLIRContext *ctx = b.getContext();
    SmallVector<AffineMap> maps;
    SmallVector<utils::IteratorType> iterators;
    if (red.parallel < 0) {
      // memref<S> into the 0-d output.
      maps = {AffineMap::get(1, 0, {getAffineDimExpr(0, ctx)}, ctx),
              AffineMap::get(1, 0, {}, ctx)};
      iterators = {utils::IteratorType::reduction};
    } else {
      // The outputs as one dim.
      auto outType = cast<MemRefType>(out.getType());
      if (outType.getRank() != 1) {
        SmallVector<ReassociationIndices> all(1);
        for (int64_t d = 0; d < outType.getRank(); ++d)
          all[0].push_back(d);
        out = memref::CollapseShapeOp::create(b, loc, out, all);
      }
      AffineExpr p = getAffineDimExpr(0, ctx), s = getAffineDimExpr(1, ctx);
      maps = {AffineMap::get(2, 0,
                             rows ? ArrayRef<AffineExpr>{p, s}
                                  : ArrayRef<AffineExpr>{s, p},
                             ctx),
              AffineMap::get(2, 0, {p}, ctx)};
      iterators = {utils::IteratorType::parallel,
                   utils::IteratorType::reduction};
    }
    arith::AtomicRMWKind kind = red.kind;
    return linalg::GenericOp::create(
        b, loc, TypeRange(), ValueRange{partial}, ValueRange{out}, maps,
        iterators, [kind](OpBuilder &nb, Location nl, ValueRange args) {
          Value r = arith::getReductionOp(kind, nb, nl, args[0], args[1]);
          linalg::YieldOp::create(nb, nl, r);
        });
  }

  /// The identity of the combiner, as a vector of `width` (or a scalar).
  static Value identity(OpBuilder &b, Location loc, const Reduction &red,
                        unsigned width) {
    Value v = arith::getIdentityValue(red.kind, red.acc, b, loc);
    if (width == 1)
      return v;
    return vector::BroadcastOp::create(
        b, loc, VectorType::get({static_cast<int64_t>(width)}, red.acc), v);
  }

  /// `value` (a float scalar or vector) converted to element type `to`
  /// (extf or truncf; itself when it has that type).
  static Value convertFloat(OpBuilder &b, Location loc, Value value, Type to) {
    auto vectorType = dyn_cast<VectorType>(value.getType());
    Type from = vectorType ? vectorType.getElementType() : value.getType();
    if (from == to)
      return value;
    Type type = vectorType ? Type(vectorType.clone(to)) : to;
    if (to.getIntOrFloatBitWidth() > from.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(b, loc, type, value);
    return arith::TruncFOp::create(b, loc, type, value);
  }

  /// One accumulation step at `offsets`: the body with the output argument
  /// mapped to `acc`. Vectors: aligned loads when `full`, else masked loads
  /// of the first `count` elements and `acc` kept in the other lanes.
  static Value accumulate(OpBuilder &b, const IntBuilder &ib,
                          const Reduction &red, ArrayRef<KernelAccess> ks,
                          ArrayRef<Value> offsets, ArrayRef<Value> indices,
                          unsigned vectorGroup, unsigned width, Value acc,
                          Value full, Value count) {
    Location loc = ib.loc;
    IRMapping preset;
    presetIndices(b, loc, red.op, red.model, indices, preset);
    BlockArgument out =
        red.op.getMatchingBlockArgument(red.op.getDpsInitOperand(0));
    // A 16-bit element: the body runs on the accumulator rounded to it
    // (exact: it holds the previous step's rounded value), and its result
    // is widened back.
    preset.map(out, convertFloat(b, loc, acc, red.element));
    auto body = [&](unsigned w, Value mask) {
      Value r = emitBody(b, loc, red.op, red.model, ks, offsets, vectorGroup, w,
                         preset, mask)[0];
      return convertFloat(b, loc, r, red.acc);
    };
    if (width == 1)
      return body(1, Value());
    std::optional<int64_t> known = getConstantIntValue(full);
    if (known && *known)
      return body(width, Value());
    scf::IfOp step;
    if (!known) {
      step = scf::IfOp::create(b, loc, acc.getType(), full,
                               /*withElseRegion=*/true);
      b.setInsertionPointToStart(step.thenBlock());
      Value whole = body(width, Value());
      scf::YieldOp::create(b, loc, whole);
      b.setInsertionPointToStart(step.elseBlock());
    }
    // lane < count (vector.create_mask has no lowering in
    // convert-gpu-to-nvvm).
    auto lanesType =
        VectorType::get({static_cast<int64_t>(width)}, count.getType());
    Value laneIds = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            lanesType,
            llvm::to_vector(
                llvm::map_range(llvm::seq<int64_t>(0, width), [&](int64_t i) {
                  return cast<Attribute>(IntegerAttr::get(count.getType(), i));
                }))));
    Value mask = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::slt, laneIds,
        vector::BroadcastOp::create(b, loc, lanesType, count));
    Value part = body(width, mask);
    Value kept = arith::SelectOp::create(b, loc, mask, part, acc);
    if (!step)
      return kept;
    scf::YieldOp::create(b, loc, kept);
    b.setInsertionPointAfter(step);
    return step.getResult(0);
  }

  /// `scf.if aligned { body(true) } else { body(false) }` returning the
  /// accumulator: the aligned and misaligned loops stay apart (a test
  /// inside one loop lets LLVM merge its two paths into the slower one).
  static Value splitAligned(OpBuilder &b, Location loc, Value aligned,
                            Type type, function_ref<Value(bool)> body) {
    if (!aligned)
      return body(false);
    if (std::optional<int64_t> known = getConstantIntValue(aligned))
      return body(*known != 0);
    auto split = scf::IfOp::create(b, loc, type, aligned,
                                   /*withElseRegion=*/true);
    b.setInsertionPointToStart(split.thenBlock());
    scf::YieldOp::create(b, loc, body(true));
    b.setInsertionPointToStart(split.elseBlock());
    scf::YieldOp::create(b, loc, body(false));
    b.setInsertionPointAfter(split);
    return split.getResult(0);
  }

  /// Loop `for iv = lb to ub step st iter_args(acc = init)` whose body
  /// `body(iv, acc)` returns the next accumulator; returns the result.
  static Value reduceLoop(OpBuilder &b, Location loc, Value lb, Value ub,
                          Value st, Value init,
                          function_ref<Value(Value, Value)> body) {
    auto loop = scf::ForOp::create(b, loc, lb, ub, st, ValueRange{init});
    b.setInsertionPointToStart(loop.getBody());
    Value next = body(loop.getInductionVar(), loop.getRegionIterArgs().front());
    scf::YieldOp::create(b, loc, next);
    b.setInsertionPointAfter(loop);
    return loop.getResult(0);
  }

  /// Combines `value` into the output at `offset` (a scalar).
  static void combineInto(OpBuilder &b, Location loc, const Reduction &red,
                          const KernelAccess &out, Value offset, Value value) {
    Value index = arith::IndexCastOp::create(b, loc, b.getIndexType(), offset);
    Value old = memref::LoadOp::create(b, loc, out.flat, ValueRange{index});
    value = convertFloat(b, loc, value, red.element);
    Value sum = arith::getReductionOp(red.kind, b, loc, value, old);
    memref::StoreOp::create(b, loc, sum, out.flat, ValueRange{index});
  }

  /// The elements [start, end) of R that chunk `chunk` of `numChunks`
  /// reduces, in chunks of a multiple of `stride` (the whole of R when
  /// there is one chunk, whose length may be known only at run time).
  static std::pair<Value, Value> chunkBounds(const IntBuilder &ib,
                                             const Reduction &red, Value chunk,
                                             int64_t numChunks,
                                             int64_t stride) {
    if (numChunks == 1)
      return {ib.cst(0), ib.cast(red.lengthValue)};
    int64_t chunkLength =
        llvm::alignTo((red.length + numChunks - 1) / numChunks, stride);
    Value start = ib.mul(chunk, ib.cst(chunkLength));
    Value end = ib.b.createOrFold<arith::MinSIOp>(
        ib.loc, ib.add(start, ib.cst(chunkLength)), ib.cst(red.length));
    return {start, end};
  }

  /// Common kernel setup: accesses, 32- or 64-bit offsets, launch.
  struct Kernel {
    gpu::LaunchOp launch;
    IntBuilder ib;
    SmallVector<KernelAccess> accesses;
  };

  Kernel startKernel(IRRewriter &b, const Reduction &red, Value grid[2],
                     int64_t threads[3], unsigned width) {
    Location loc = red.op.getLoc();
    IntBuilder ix{b, loc, b.getIndexType()};
    auto launch = gpu::LaunchOp::create(b, loc, grid[0], grid[1], ix.cst(1),
                                        ix.cst(threads[0]), ix.cst(threads[1]),
                                        ix.cst(threads[2]));
    b.setInsertionPointToStart(&launch.getBody().front());
    gpu::TerminatorOp::create(b, loc);
    b.setInsertionPointToStart(&launch.getBody().front());
    IntBuilder ib{b, loc,
                  fitsIn32Bits(red.op, red.model, 65536 * width)
                      ? b.getI32Type()
                      : b.getI64Type()};
    Kernel k{launch, ib, {}};
    for (const Access &access : red.model.accesses)
      k.accesses.push_back(materialize(ib, access));
    return k;
  }

  /// Step 3.
  void emitRows(IRRewriter &b, const Reduction &red, unsigned width,
                int64_t numChunks, Value partial) {
    Location loc = red.op.getLoc();
    int64_t warps = std::max<int64_t>(1, block() / lanes);
    int64_t perBlockOutputs =
        ShapedType::isDynamic(red.numOutputs)
            ? warps
            : std::min<int64_t>(warps, static_cast<int64_t>(
                                           llvm::PowerOf2Ceil(red.numOutputs)));
    int64_t perBlockChunks = std::min<int64_t>(
        {warps / perBlockOutputs, 64,
         static_cast<int64_t>(llvm::PowerOf2Ceil(numChunks))});
    IntBuilder ix{b, loc, b.getIndexType()};
    Value grid[2] = {b.createOrFold<arith::CeilDivUIOp>(
                         loc, red.numOutputsValue, ix.cst(perBlockOutputs)),
                     ix.cst((numChunks + perBlockChunks - 1) / perBlockChunks)};
    int64_t threads[3] = {lanes, perBlockOutputs, perBlockChunks};
    Kernel k = startKernel(b, red, grid, threads, width);
    const IntBuilder &ib = k.ib;
    gpu::KernelDim3 bid = k.launch.getBlockIds(), tid = k.launch.getThreadIds();
    Value output =
        ib.add(ib.mul(ib.cast(bid.x), ib.cst(perBlockOutputs)), ib.cast(tid.y));
    Value chunk =
        ib.add(ib.mul(ib.cast(bid.y), ib.cst(perBlockChunks)), ib.cast(tid.z));
    Value lane = ib.cast(tid.x);
    Value aligned = width > 1 ? vectorAligned(ib, red.model, k.accesses, width,
                                              red.reduction)
                              : Value();
    Value inRange = b.createOrFold<arith::AndIOp>(
        loc,
        ib.cmp(arith::CmpIPredicate::slt, output, ib.cast(red.numOutputsValue)),
        ib.cmp(arith::CmpIPredicate::slt, chunk, ib.cst(numChunks)));
    auto guard = scf::IfOp::create(b, loc, inRange, /*withElse=*/false);
    b.setInsertionPoint(guard.thenBlock()->getTerminator());
    int64_t stride = lanes * width;
    auto [start, end] = chunkBounds(ib, red, chunk, numChunks, stride);
    SmallVector<Value> indices(red.model.groups.size());
    if (red.parallel >= 0)
      indices[red.parallel] = output;
    Value init = identity(b, loc, red, width);
    Value acc =
        splitAligned(b, loc, aligned, init.getType(), [&](bool isAligned) {
          return reduceLoop(
              b, loc, ib.add(start, ib.mul(lane, ib.cst(width))), end,
              ib.cst(stride), init, [&](Value r, Value acc) {
                indices[red.reduction] = r;
                SmallVector<Value> offsets = offsetsAt(ib, k.accesses, indices);
                Value full, count;
                if (width > 1) {
                  full = isAligned ? ib.cmp(arith::CmpIPredicate::sle,
                                            ib.add(r, ib.cst(width)), end)
                                   : arith::ConstantIntOp::create(b, loc, 0, 1)
                                         .getResult();
                  count = b.createOrFold<arith::MinSIOp>(
                      loc, ib.cst(width),
                      arith::SubIOp::create(b, loc, end, r));
                }
                return accumulate(b, ib, red, k.accesses, offsets, indices,
                                  red.reduction, width, acc, full, count);
              });
        });
    indices[red.reduction] = Value();
    // The vector's lanes, then the warp's.
    Value value = acc;
    if (width > 1) {
      value = vector::ExtractOp::create(b, loc, acc, ArrayRef<int64_t>{0});
      for (unsigned j = 1; j < width; ++j)
        value = arith::getReductionOp(
            red.kind, b, loc, value,
            vector::ExtractOp::create(
                b, loc, acc, ArrayRef<int64_t>{static_cast<int64_t>(j)}));
    }
    for (int32_t offset = lanes / 2; offset >= 1; offset /= 2) {
      auto shuffle = gpu::ShuffleOp::create(b, loc, value, offset, lanes,
                                            gpu::ShuffleMode::XOR);
      value = arith::getReductionOp(red.kind, b, loc, value,
                                    shuffle.getShuffleResult());
    }
    auto first = scf::IfOp::create(
        b, loc, ib.cmp(arith::CmpIPredicate::eq, lane, ib.cst(0)),
        /*withElse=*/false);
    b.setInsertionPoint(first.thenBlock()->getTerminator());
    unsigned outIndex = red.op.getNumDpsInputs();
    if (!partial) {
      SmallVector<Value> offsets = offsetsAt(ib, k.accesses, indices);
      combineInto(b, loc, red, k.accesses[outIndex], offsets[outIndex], value);
    } else {
      KernelAccess p = materialize(ib, partialAccess(partial, red, 1));
      Value at = ib.add(ib.mul(output, ib.cst(numChunks)), chunk);
      memref::StoreOp::create(
          b, loc, convertFloat(b, loc, value, red.element), p.flat,
          ValueRange{arith::IndexCastOp::create(b, loc, b.getIndexType(), at)});
    }
    b.setInsertionPointAfter(k.launch);
  }

  /// The partial buffer as an access (a 2-D identity-layout buffer).
  static Access partialAccess(Value partial, const Reduction &red,
                              unsigned groups) {
    Access a;
    a.value = partial;
    a.type = cast<MemRefType>(partial.getType());
    a.strides.assign(groups, 0);
    a.positions.assign(groups, -1);
    return a;
  }

  /// Step 4.
  void emitColumns(IRRewriter &b, const Reduction &red, unsigned width,
                   int64_t numChunks, Value partial) {
    Location loc = red.op.getLoc();
    unsigned pg = red.parallel;
    // Split: C threads along P and G chunks per warp, combined by shuffles.
    int64_t c = warpColumns(red, width, numChunks);
    int64_t g = c ? lanes / c : 1;
    int64_t bx = c ? c
                 : ShapedType::isDynamic(red.numOutputs)
                     ? block()
                     : std::min<int64_t>(
                           block(), static_cast<int64_t>(llvm::PowerOf2Ceil(
                                        (red.numOutputs + width - 1) / width)));
    int64_t by = std::min<int64_t>(
        block() / bx, static_cast<int64_t>(llvm::PowerOf2Ceil(numChunks)));
    // With shuffles, a block short of chunks takes several groups of C
    // threads along P (z; a warp never spans two: C * by >= 32).
    int64_t bz = 1;
    if (c)
      bz = std::min<int64_t>(
          {static_cast<int64_t>(llvm::PowerOf2Ceil(
               llvm::divideCeil(llvm::divideCeil(red.numOutputs, width), c))),
           block() / (bx * by), 64});
    IntBuilder ix{b, loc, b.getIndexType()};
    Value vectors = b.createOrFold<arith::CeilDivUIOp>(loc, red.numOutputsValue,
                                                       ix.cst(width));
    Value grid[2] = {
        b.createOrFold<arith::CeilDivUIOp>(loc, vectors, ix.cst(bx * bz)),
        ix.cst((numChunks + by - 1) / by)};
    int64_t threads[3] = {bx, by, bz};
    Kernel k = startKernel(b, red, grid, threads, width);
    const IntBuilder &ib = k.ib;
    gpu::KernelDim3 bid = k.launch.getBlockIds(), tid = k.launch.getThreadIds();
    Value group = ib.add(ib.mul(ib.cast(bid.x), ib.cst(bz)), ib.cast(tid.z));
    Value output = ib.mul(ib.add(ib.mul(group, ib.cst(bx)), ib.cast(tid.x)),
                          ib.cst(width));
    Value chunk = ib.add(ib.mul(ib.cast(bid.y), ib.cst(by)), ib.cast(tid.y));
    Value numOutputs = ib.cast(red.numOutputsValue);
    Value inRange = b.createOrFold<arith::AndIOp>(
        loc, ib.cmp(arith::CmpIPredicate::slt, output, numOutputs),
        ib.cmp(arith::CmpIPredicate::slt, chunk, ib.cst(numChunks)));
    // Without shuffles, a thread out of range does nothing; with them, it
    // runs no iteration but takes part in the shuffles.
    if (!c) {
      auto guard = scf::IfOp::create(b, loc, inRange, /*withElse=*/false);
      b.setInsertionPoint(guard.thenBlock()->getTerminator());
    }
    Value full, count;
    if (width > 1) {
      full = b.createOrFold<arith::AndIOp>(
          loc, vectorAligned(ib, red.model, k.accesses, width, pg),
          ib.cmp(arith::CmpIPredicate::sle, ib.add(output, ib.cst(width)),
                 numOutputs));
      count = b.createOrFold<arith::MinSIOp>(
          loc, ib.cst(width),
          arith::SubIOp::create(b, loc, numOutputs, output));
    }
    auto [start, end] = chunkBounds(ib, red, chunk, numChunks, 1);
    if (c)
      end = arith::SelectOp::create(b, loc, inRange, end, start);
    SmallVector<Value> indices(red.model.groups.size());
    indices[pg] = output;
    Value init = identity(b, loc, red, width);
    Value acc = splitAligned(b, loc, full, init.getType(), [&](bool whole) {
      Value known = arith::ConstantIntOp::create(b, loc, whole ? 1 : 0, 1);
      return reduceLoop(
          b, loc, start, end, ib.cst(1), init, [&](Value r, Value acc) {
            indices[red.reduction] = r;
            SmallVector<Value> offsets = offsetsAt(ib, k.accesses, indices);
            return accumulate(b, ib, red, k.accesses, offsets, indices, pg,
                              width, acc, known, count);
          });
    });
    // The warp's G chunks of each output: lanes C, 2C, .. apart.
    for (int32_t offset = lanes / 2; c && offset >= c; offset /= 2)
      acc = shuffleCombine(b, loc, red, acc, offset);
    if (c) {
      Value writer = b.createOrFold<arith::AndIOp>(
          loc, inRange,
          ib.cmp(arith::CmpIPredicate::eq,
                 b.createOrFold<arith::RemUIOp>(loc, ib.cast(tid.y), ib.cst(g)),
                 ib.cst(0)));
      auto guard = scf::IfOp::create(b, loc, writer, /*withElse=*/false);
      b.setInsertionPoint(guard.thenBlock()->getTerminator());
    }
    // Each of the thread's outputs: combined into the output, or written
    // as the chunk's (or the warp's chunks') partial value.
    unsigned outIndex = red.op.getNumDpsInputs();
    indices[red.reduction] = Value();
    SmallVector<Value> offsets = offsetsAt(ib, k.accesses, indices);
    KernelAccess p;
    if (partial)
      p = materialize(ib, partialAccess(partial, red, 1));
    Value lanesCount = width > 1 ? count : ib.cst(1);
    Value j = [&] {
      auto loop = scf::ForOp::create(b, loc, ib.cst(0), lanesCount, ib.cst(1));
      b.setInsertionPoint(loop.getBody()->getTerminator());
      return loop.getInductionVar();
    }();
    Value value = acc;
    if (width > 1)
      value = vector::ExtractOp::create(
          b, loc, acc,
          ArrayRef<OpFoldResult>{
              arith::IndexCastOp::create(b, loc, b.getIndexType(), j)
                  .getResult()});
    if (!partial) {
      Value at = ib.add(offsets[outIndex],
                        ib.mul(j, k.accesses[outIndex].strides[pg]));
      combineInto(b, loc, red, k.accesses[outIndex], at, value);
    } else {
      Value row = b.createOrFold<arith::DivUIOp>(loc, chunk, ib.cst(g));
      Value at = ib.add(ib.mul(row, ib.cst(red.numOutputs)), ib.add(output, j));
      memref::StoreOp::create(
          b, loc, convertFloat(b, loc, value, red.element), p.flat,
          ValueRange{arith::IndexCastOp::create(b, loc, b.getIndexType(), at)});
    }
    b.setInsertionPointAfter(k.launch);
  }

  /// `value` (a scalar or a vector) combined with the same value of the
  /// lane `offset` away (`gpu.shuffle xor`), element by element.
  Value shuffleCombine(OpBuilder &b, Location loc, const Reduction &red,
                       Value value, int32_t offset) const {
    auto one = [&](Value v) {
      auto shuffle = gpu::ShuffleOp::create(b, loc, v, offset, lanes,
                                            gpu::ShuffleMode::XOR);
      return arith::getReductionOp(red.kind, b, loc, v,
                                   shuffle.getShuffleResult());
    };
    auto vectorType = dyn_cast<VectorType>(value.getType());
    if (!vectorType)
      return one(value);
    for (int64_t i = 0; i < vectorType.getNumElements(); ++i) {
      Value element = vector::ExtractOp::create(b, loc, value, i);
      value = vector::InsertOp::create(b, loc, one(element), value, i);
    }
    return value;
  }
};
} // namespace
