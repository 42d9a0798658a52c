//===- GpuElementwiseKernels.cpp - vectorized element-wise GPU kernels ----===//
//
// Part of maco-to-cuda, on buffers, before convert-linalg-to-parallel-loops.
// Every linalg op whose loops are all parallel (generic, copy, fill,
// broadcast, transpose, named element-wise ops), not inside a parallel loop
// or a kernel, becomes one `gpu.launch`:
//  0. Except a copy between contiguous buffers of one type, and a fill of a
//     contiguous buffer of 32-bit elements: `gpu.memcpy` and `gpu.memset`
//     (cudaMemcpyAsync, cuMemsetD32Async on the compute stream).
//  1. The op is modelled as groups of iteration dims (KernelModel.h): dims
//     that every operand uses contiguously, or not at all, merge, so that a
//     bias + ReLU on 4096x1024 is two groups (rows, and columns where the
//     bias is read) and a plain add of any rank one. Ops of more than three
//     groups are left to the generic path (convert-linalg-to-parallel-loops
//     and maco-gpu-tile-parallel-loops, which recover indices by division).
//     A dim whose index the body reads (`linalg.index`) is a group of its
//     own, so its index is the group's.
//  2. Mapping, without a division in the kernel: the innermost group to
//     x (threads then blocks; each thread owns `width` consecutive
//     elements), the next to y (blockDim.y rows of a block when a row is
//     short, then blocks, a grid-stride loop beyond 65,535 blocks), the
//     outermost to z (blockDim.z when rows leave room in the block, then
//     blocks, grid-stride). blockDim.x is the smallest power of two >= the
//     vectors of a row, at most `block-size` (rounded down to a power of
//     two), blockDim.y fills the block with rows, or is the smallest power
//     of two >= the rows when there are fewer, and blockDim.z likewise
//     with the outer group (at most 64).
//  3. `width` = 128 bits / the widest element of the operands (4 for f32, 8
//     for bf16) when the body is element-wise arithmetic and every operand
//     that reads along the innermost group does so with stride 1; else 1.
//     A thread loads `width` elements of each such operand with one
//     vector.load {alignment = width * element bytes} (ld.global.v4 in
//     PTX), broadcasts the others, runs the body on vectors and stores
//     vectors. The kernel tests, once, whether every such operand's first
//     element and row strides keep the vectors aligned; a misaligned
//     operand, or the last partial vector of a row, takes a scalar loop of
//     at most `width` elements.
//  4. Offsets are 32-bit integers when every extent, stride and offset is
//     static and every operand's furthest element is below 2^30; 64-bit
//     otherwise.
//  5. An op that is empty at run time launches nothing (`scf.if`); one that
//     is statically empty is erased.
// First, for every kernel path of maco-to-cuda: a linalg body holding a
// `vector.print` or a call is an error at that op (a kernel cannot print or
// call host functions; gpu-to-nvvm would leave references to symbols the
// kernel module does not have: found by maco-opt-fuzzer).
//
//===----------------------------------------------------------------------===//

#include "KernelModel.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/CallInterfaces.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUELEMENTWISEKERNELS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco::gpu_kernels;

namespace {

/// Launch dimensions of a kernel over (z, y, x) = (outer, rows, vectors of
/// a row), built on the host.
struct Launch {
  Value grid[3];
  Value block[3];
};

/// The smallest power of two >= `n`, at most `max` (a power of two <=
/// 1024).
Value powerOfTwoAtLeast(const IntBuilder &ix, Value n, Value max) {
  if (std::optional<int64_t> c = getConstantIntValue(n))
    return ix.b.createOrFold<arith::MinUIOp>(
        ix.loc, ix.cst(static_cast<int64_t>(llvm::PowerOf2Ceil(*c))), max);
  Value result = max;
  for (int64_t p = 512; p >= 1; p /= 2)
    result = ix.b.createOrFold<arith::SelectOp>(
        ix.loc,
        ix.b.createOrFold<arith::AndIOp>(
            ix.loc, ix.cmp(arith::CmpIPredicate::ule, n, ix.cst(p)),
            ix.cmp(arith::CmpIPredicate::ult, ix.cst(p), max)),
        ix.cst(p), result);
  return result;
}

/// blockDim.x: the smallest power of two >= `vectors`, at most `maxBlock`
/// (a power of two); blockDim.y fills the block, or covers the rows when
/// there are fewer (then the grid is one block); blockDim.z fills what is
/// left of the block with outer indices (at most 64, CUDA's limit), so a
/// small op is one full block rather than several small ones; gridDim.x
/// covers the row, gridDim.y (at most 65,535) and gridDim.z (at most
/// 65,535) the rows and the outer group, with grid-stride loops beyond.
Launch launchShape(OpBuilder &b, Location loc, Value vectors, Value rows,
                   Value outer, int64_t maxBlock) {
  IntBuilder ix{b, loc, b.getIndexType()};
  auto div = [&](Value n, Value d) {
    return b.createOrFold<arith::DivUIOp>(loc, n, d);
  };
  Value bx = powerOfTwoAtLeast(ix, vectors, ix.cst(maxBlock));
  Value by = powerOfTwoAtLeast(ix, rows, div(ix.cst(maxBlock), bx));
  Value bz = powerOfTwoAtLeast(
      ix, outer,
      b.createOrFold<arith::MinUIOp>(loc, div(div(ix.cst(maxBlock), bx), by),
                                     ix.cst(64)));
  Value gx = b.createOrFold<arith::CeilDivUIOp>(loc, vectors, bx);
  Value gy = b.createOrFold<arith::MinUIOp>(
      loc, b.createOrFold<arith::CeilDivUIOp>(loc, rows, by), ix.cst(65535));
  Value gz = b.createOrFold<arith::MinUIOp>(
      loc, b.createOrFold<arith::CeilDivUIOp>(loc, outer, bz), ix.cst(65535));
  return {{gx, gy, gz}, {bx, by, bz}};
}

/// `scf.for %i = lb to ub step step` of the kernel's index type; the
/// builder is left in its body.
Value loop(OpBuilder &b, Location loc, Value lb, Value ub, Value step) {
  auto forOp = scf::ForOp::create(b, loc, lb, ub, step);
  b.setInsertionPoint(forOp.getBody()->getTerminator());
  return forOp.getInductionVar();
}

struct GpuElementwiseKernelsPass
    : public maco::impl::GpuElementwiseKernelsBase<GpuElementwiseKernelsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (blockSize < 1 || blockSize > 1024)
      return emitError(UnknownLoc::get(ctx))
             << "maco-gpu-elementwise-kernels: block-size must be in "
                "[1, 1024] (threads per block), got "
             << static_cast<unsigned>(blockSize);
    return success();
  }

  /// The first op in a linalg body that cannot run in device code: a
  /// `vector.print` (the host runtime's print functions, string globals
  /// of the host module) or a call (to a host function). Every linalg op
  /// on buffers becomes device code in maco-to-cuda, by this pass, the
  /// reduction kernels or the generic path; gpu-to-nvvm would leave
  /// references to symbols the kernel module does not have.
  static Operation *hostOnlyOp(linalg::LinalgOp op) {
    Operation *found = nullptr;
    op->walk([&](Operation *inner) {
      if (isa<vector::PrintOp, CallOpInterface>(inner)) {
        found = inner;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return found;
  }

  void runOnOperation() override {
    // Checked first, for every kernel path of maco-to-cuda (this is the
    // first pass that makes kernels).
    bool hostOnly = false;
    getOperation()->walk(
        [&](linalg::LinalgOp op) {
          if (!op.hasPureBufferSemantics())
            return;
          if (Operation *inner = hostOnlyOp(op)) {
            inner->emitError()
                << "'" << inner->getName()
                << "' in the body of a linalg op cannot run on the GPU: "
                   "maco-to-cuda makes the op's body a kernel, which cannot "
                   "print or call host functions; move it out of the op";
            hostOnly = true;
          }
        });
    if (hostOnly)
      return signalPassFailure();
    SmallVector<linalg::LinalgOp> ops;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() && op.getNumLoops() > 0 &&
          op.getNumLoops() == op.getNumParallelLoops() &&
          !op->getParentOfType<scf::ParallelOp>() &&
          !op->getParentOfType<gpu::LaunchOp>() &&
          llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
            return op.getMatchingIndexingMap(&init).isPermutation();
          }))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      if (succeeded(asCopyOrMemset(rewriter, op)))
        continue;
      std::optional<Model> model = buildModel(op);
      if (!model || model->groups.size() > 3)
        continue;
      if (!isa<linalg::GenericOp>(op)) {
        rewriter.setInsertionPoint(op);
        FailureOr<linalg::GenericOp> generic =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generic))
          continue;
        op = *generic;
      }
      rewrite(rewriter, op, *model);
    }
  }

  /// Step 0: a copy between contiguous buffers of one type, or a fill of a
  /// contiguous buffer of 32-bit elements, is `gpu.memcpy` or `gpu.memset`
  /// (cudaMemcpyAsync / cuMemsetD32Async on the stream), not a kernel.
  static LogicalResult asCopyOrMemset(IRRewriter &b, linalg::LinalgOp op) {
    auto contiguous = [](Value v) {
      auto type = dyn_cast<MemRefType>(v.getType());
      return type && type.getLayout().isIdentity();
    };
    Location loc = op.getLoc();
    if (auto copy = dyn_cast<linalg::CopyOp>(op.getOperation())) {
      Value src = copy.getInputs()[0], dst = copy.getOutputs()[0];
      if (!contiguous(src) || !contiguous(dst) ||
          src.getType() != dst.getType())
        return failure();
      b.setInsertionPoint(op);
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), dst, src);
      b.eraseOp(op);
      return success();
    }
    if (auto fill = dyn_cast<linalg::FillOp>(op.getOperation())) {
      Value dst = fill.getOutputs()[0];
      Value value = fill.getInputs()[0];
      if (!contiguous(dst) || !value.getType().isIntOrFloat() ||
          value.getType().getIntOrFloatBitWidth() != 32 ||
          value.getType() != cast<MemRefType>(dst.getType()).getElementType())
        return failure();
      b.setInsertionPoint(op);
      gpu::MemsetOp::create(b, loc, Type(), ValueRange(), dst, value);
      b.eraseOp(op);
      return success();
    }
    return failure();
  }

  /// Elements per thread: see step 3.
  static unsigned vectorWidth(linalg::LinalgOp op, const Model &model) {
    unsigned inner = model.groups.size() - 1;
    if (model.maxBits > 64 || !isVectorizableBody(*op.getBlock()))
      return 1;
    for (const Access &access : model.accesses)
      if (access.type && access.usesGroup(inner) && access.strides[inner] != 1)
        return 1;
    return 128 / model.maxBits;
  }

  void rewrite(IRRewriter &b, linalg::LinalgOp op, const Model &model) {
    Location loc = op.getLoc();
    unsigned numGroups = model.groups.size();
    unsigned inner = numGroups - 1;
    unsigned width = vectorWidth(op, model);
    std::optional<SmallVector<int64_t>> staticExtents =
        staticGroupExtents(op, model);
    if (staticExtents && llvm::is_contained(*staticExtents, 0)) {
      b.eraseOp(op);
      return;
    }
    b.setInsertionPoint(op);
    IntBuilder ix{b, loc, b.getIndexType()};
    SmallVector<Value> extents = groupExtents(b, loc, op, model);
    // (z, y, x) extents: the outer group, the rows, the row.
    Value one = ix.cst(1);
    Value z = numGroups == 3 ? extents[0] : one;
    Value y = numGroups >= 2 ? extents[numGroups - 2] : one;
    Value x = extents[inner];
    if (!staticExtents) {
      Value nonEmpty =
          ix.cmp(arith::CmpIPredicate::ne, ix.mul(ix.mul(x, y), z), ix.cst(0));
      auto guard = scf::IfOp::create(b, loc, nonEmpty, /*withElse=*/false);
      b.setInsertionPoint(guard.thenBlock()->getTerminator());
    }
    Value vectors = b.createOrFold<arith::CeilDivUIOp>(loc, x, ix.cst(width));
    Launch shape =
        launchShape(b, loc, vectors, y, z,
                    powerOfTwoFloor(static_cast<int64_t>(blockSize)));
    auto launch = gpu::LaunchOp::create(b, loc, shape.grid[0], shape.grid[1],
                                        shape.grid[2], shape.block[0],
                                        shape.block[1], shape.block[2]);
    b.setInsertionPointToStart(&launch.getBody().front());
    gpu::TerminatorOp::create(b, loc);
    b.setInsertionPointToStart(&launch.getBody().front());
    IntBuilder ib{b, loc,
                  fitsIn32Bits(op, model, 65536 * width) ? b.getI32Type()
                                                         : b.getI64Type()};
    emitKernel(b, ib, launch, op, model, width, {z, y, x});
    b.eraseOp(op);
  }

  /// The kernel's body (steps 2 and 3); `extents` are (z, y, x) on the
  /// host.
  void emitKernel(OpBuilder &b, const IntBuilder &ib, gpu::LaunchOp launch,
                  linalg::LinalgOp op, const Model &model, unsigned width,
                  ArrayRef<Value> extents) {
    Location loc = ib.loc;
    unsigned numGroups = model.groups.size();
    unsigned inner = numGroups - 1;
    gpu::KernelDim3 bid = launch.getBlockIds(), tid = launch.getThreadIds();
    gpu::KernelDim3 grid = launch.getGridSize(), block = launch.getBlockSize();
    SmallVector<KernelAccess> accesses;
    for (const Access &access : model.accesses)
      accesses.push_back(materialize(ib, access));
    Value aligned =
        width > 1 ? vectorAligned(ib, model, accesses, width, inner) : Value();
    Value rowLength = ib.cast(extents[2]);
    Value column =
        ib.mul(ib.add(ib.mul(ib.cast(bid.x), ib.cast(block.x)), ib.cast(tid.x)),
               ib.cst(width));
    auto inRow = scf::IfOp::create(
        b, loc, ib.cmp(arith::CmpIPredicate::slt, column, rowLength),
        /*withElse=*/false);
    b.setInsertionPoint(inRow.thenBlock()->getTerminator());
    SmallVector<Value> indices(numGroups);
    indices[inner] = column;
    if (numGroups == 3)
      indices[0] =
          loop(b, loc,
               ib.add(ib.mul(ib.cast(bid.z), ib.cast(block.z)), ib.cast(tid.z)),
               ib.cast(extents[0]), ib.mul(ib.cast(grid.z), ib.cast(block.z)));
    if (numGroups >= 2)
      indices[numGroups - 2] =
          loop(b, loc,
               ib.add(ib.mul(ib.cast(bid.y), ib.cast(block.y)), ib.cast(tid.y)),
               ib.cast(extents[1]), ib.mul(ib.cast(grid.y), ib.cast(block.y)));
    SmallVector<Value> offsets = offsetsAt(ib, accesses, indices);
    if (width == 1) {
      emitElements(b, loc, op, model, accesses, offsets, indices, 1);
      return;
    }
    Value full = ib.cmp(arith::CmpIPredicate::sle,
                        ib.add(column, ib.cst(width)), rowLength);
    auto vectorPath = scf::IfOp::create(
        b, loc, b.createOrFold<arith::AndIOp>(loc, aligned, full),
        /*withElse=*/true);
    b.setInsertionPoint(vectorPath.thenBlock()->getTerminator());
    emitElements(b, loc, op, model, accesses, offsets, indices, width);
    // The scalar path: at most `width` elements, within the row.
    b.setInsertionPoint(vectorPath.elseBlock()->getTerminator());
    Value count = b.createOrFold<arith::MinSIOp>(
        loc, ib.cst(width), arith::SubIOp::create(b, loc, rowLength, column));
    Value j = loop(b, loc, ib.cst(0), count, ib.cst(1));
    SmallVector<Value> shifted;
    for (auto [offset, k] : llvm::zip(offsets, accesses))
      shifted.push_back(offset ? ib.add(offset, ib.mul(j, k.strides[inner]))
                               : offset);
    SmallVector<Value> shiftedIndices(indices);
    shiftedIndices[inner] = ib.add(column, j);
    emitElements(b, loc, op, model, accesses, shifted, shiftedIndices, 1);
  }

  /// The body at `offsets` (group indices `indices`) and the stores of its
  /// results.
  static void emitElements(OpBuilder &b, Location loc, linalg::LinalgOp op,
                           const Model &model, ArrayRef<KernelAccess> accesses,
                           ArrayRef<Value> offsets, ArrayRef<Value> indices,
                           unsigned width) {
    unsigned inner = model.groups.size() - 1;
    IRMapping preset;
    presetIndices(b, loc, op, model, indices, preset);
    SmallVector<Value> results =
        emitBody(b, loc, op, model, accesses, offsets, inner, width, preset);
    unsigned numInputs = op.getNumDpsInputs();
    for (auto [i, result] : llvm::enumerate(results))
      emitStore(b, loc, result, accesses[numInputs + i], offsets[numInputs + i],
                width);
  }
};
} // namespace
