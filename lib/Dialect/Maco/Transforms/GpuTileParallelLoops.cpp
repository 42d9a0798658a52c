//===- GpuTileParallelLoops.cpp - block-size tiles for GPU mapping --------===//
//
// For each outermost scf.parallel of the function (one not nested in
// another scf.parallel), tile sizes [1, ..., 1, block-size] are applied with
// upstream's scf::tileParallelLoop, which makes an outer loop over tiles and
// an inner loop of constant bounds (the tile) whose body is guarded by an
// in-bounds test.
// gpu-map-parallel-loops then maps the outer loop to the grid and the inner
// one to the threads of a block.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Transforms/Transforms.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUTILEPARALLELLOOPS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct GpuTileParallelLoopsPass
    : public maco::impl::GpuTileParallelLoopsBase<GpuTileParallelLoopsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (blockSize < 1)
      return emitError(UnknownLoc::get(ctx))
             << "maco-gpu-tile-parallel-loops: block-size must be >= 1";
    return success();
  }

  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation()->walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>())
        outermost.push_back(op);
    });
    for (scf::ParallelOp op : outermost) {
      SmallVector<int64_t> sizes(op.getNumLoops(), 1);
      sizes.back() = blockSize;
      // Constant inner bounds (with an in-bounds guard inside) are what
      // convert-parallel-loops-to-gpu can map to a block of threads.
      scf::tileParallelLoop(op, sizes, /*noMinMaxBounds=*/true);
    }
  }
};
} // namespace
