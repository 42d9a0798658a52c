//===- GpuTileParallelLoops.cpp - one-dimensional blocks for GPU mapping --===//
//
// Part of maco-to-cuda, before gpu-map-parallel-loops. For each outermost
// scf.parallel of the function (one not nested in another scf.parallel):
//  1. Its dimensions are collapsed into one (upstream
//     collapseParallelLoops; the body recovers each index with div/rem), so
//     an op of any rank, 1-D to N-D, covers its whole extent with full
//     blocks: an 8x128x1024 element-wise op is 2^20 iterations, not a
//     (1,1,256) block over an 8x128 grid (blockDim.z is at most 64), and
//     8 columns are not 8 busy threads of a 256-thread block per row.
//  2. A loop whose trip count is 0 is erased; one whose trip count is not
//     known to be positive runs under `scf.if (count > 0)`: a launch with a
//     grid of 0 blocks is invalid.
//  3. The loop is tiled by `block-size` (upstream scf::tileParallelLoop):
//     an outer loop over tiles and an inner loop of constant bounds (the
//     tile) whose body is guarded by an in-bounds test.
// gpu-map-parallel-loops then maps the outer loop to gridDim.x (at most
// 2^31 - 1 blocks) and the inner one to the threads of a block: consecutive
// threads touch consecutive elements of row-major buffers (coalesced).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

namespace mlir::maco {
#define GEN_PASS_DEF_GPUTILEPARALLELLOOPS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct GpuTileParallelLoopsPass
    : public maco::impl::GpuTileParallelLoopsBase<GpuTileParallelLoopsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (blockSize < 1 || blockSize > 1024)
      return emitError(UnknownLoc::get(ctx))
             << "maco-gpu-tile-parallel-loops: block-size must be in "
                "[1, 1024] (threads per block), got "
             << static_cast<unsigned>(blockSize);
    return success();
  }

  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation()->walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>())
        outermost.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp op : outermost) {
      // Reductions (scf.reduce with operands) are left to upstream.
      if (op.getNumResults())
        continue;
      if (op.getNumLoops() > 1) {
        std::vector<unsigned> all(op.getNumLoops());
        std::iota(all.begin(), all.end(), 0);
        // The collapsed loop replaces `op`, after the bound computations
        // it makes: the first scf.parallel after `op`'s predecessor.
        Block *block = op->getBlock();
        Operation *prev = op->getPrevNode();
        rewriter.setInsertionPoint(op);
        collapseParallelLoops(rewriter, op, {all});
        Operation *next = prev ? prev->getNextNode() : &block->front();
        while (next && !isa<scf::ParallelOp>(next))
          next = next->getNextNode();
        op = cast<scf::ParallelOp>(next);
      }
      std::optional<int64_t> trips = tripCount(op);
      if (trips && *trips <= 0) {
        rewriter.eraseOp(op);
        continue;
      }
      if (!trips)
        guardEmpty(rewriter, op);
      scf::tileParallelLoop(op, {static_cast<int64_t>(blockSize)},
                            /*noMinMaxBounds=*/true);
    }
  }

  /// The value of `v` when it is a constant or integer arithmetic on
  /// constants (the bounds collapseParallelLoops computes).
  static std::optional<int64_t> evaluate(Value v, int depth = 0) {
    if (std::optional<int64_t> c = getConstantIntValue(v))
      return c;
    Operation *def = v.getDefiningOp();
    if (!def || depth > 32 || def->getNumOperands() != 2 ||
        !isa<arith::MulIOp, arith::AddIOp, arith::SubIOp, arith::DivSIOp,
             arith::DivUIOp, arith::CeilDivSIOp, arith::CeilDivUIOp>(def))
      return std::nullopt;
    std::optional<int64_t> a = evaluate(def->getOperand(0), depth + 1);
    std::optional<int64_t> b = evaluate(def->getOperand(1), depth + 1);
    if (!a || !b)
      return std::nullopt;
    if (isa<arith::MulIOp>(def))
      return *a * *b;
    if (isa<arith::AddIOp>(def))
      return *a + *b;
    if (isa<arith::SubIOp>(def))
      return *a - *b;
    if (*b <= 0 || *a < 0)
      return std::nullopt;
    if (isa<arith::DivSIOp, arith::DivUIOp>(def))
      return *a / *b;
    return (*a + *b - 1) / *b;
  }

  /// The trip count of a one-dimensional loop when its bounds and step are
  /// constants.
  static std::optional<int64_t> tripCount(scf::ParallelOp op) {
    std::optional<int64_t> lb = evaluate(op.getLowerBound()[0]);
    std::optional<int64_t> ub = evaluate(op.getUpperBound()[0]);
    std::optional<int64_t> step = evaluate(op.getStep()[0]);
    if (!lb || !ub || !step || *step <= 0)
      return std::nullopt;
    return *ub <= *lb ? 0 : (*ub - *lb + *step - 1) / *step;
  }

  /// Moves `op` into `scf.if (lb < ub)`.
  static void guardEmpty(IRRewriter &rewriter, scf::ParallelOp op) {
    rewriter.setInsertionPoint(op);
    Location loc = op.getLoc();
    Value nonEmpty =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                              op.getLowerBound()[0], op.getUpperBound()[0]);
    auto ifOp = scf::IfOp::create(rewriter, loc, nonEmpty,
                                  /*withElseRegion=*/false);
    rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
  }
};
} // namespace
