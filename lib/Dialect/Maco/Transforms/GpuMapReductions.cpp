//===- GpuMapReductions.cpp - column reductions as one GPU kernel --------===//
//
// Part of maco-to-cuda, on buffers, before convert-linalg-to-parallel-loops
// (which makes an scf.parallel of an op's parallel dimensions only when they
// come first, and plain scf.for loops of the rest):
//  1. A linalg op with reduction dimensions before a parallel one (a column
//     reduction: `(i reduction, j parallel)`) is generalized if named and
//     interchanged so that its parallel dimensions come first, in their
//     order, then its reduction dimensions: one kernel whose threads each
//     reduce one output element (consecutive threads read consecutive
//     columns), instead of a host loop over rows launching one kernel each.
// Full reductions (no parallel dimension) are left to the host loops of
// convert-linalg-to-parallel-loops: on one GPU thread a large one would be
// slower, and the examples' small checks read their result on the host
// right after (a kernel would add a wait per check); moving them needs a
// parallel first stage (a split reduction). Ops whose parallel dimensions
// already come first are left alone.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPUMAPREDUCTIONS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct GpuMapReductionsPass
    : public maco::impl::GpuMapReductionsBase<GpuMapReductionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation()->walk([&](linalg::LinalgOp op) {
      // Full reductions (no parallel dimension) stay host loops for now.
      if (op.hasPureBufferSemantics() && op.getNumReductionLoops() > 0 &&
          op.getNumParallelLoops() > 0 &&
          !op->getParentOfType<scf::ParallelOp>())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      SmallVector<unsigned> order;
      SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
      for (unsigned d = 0; d < iterators.size(); ++d)
        if (iterators[d] == utils::IteratorType::parallel)
          order.push_back(d);
      for (unsigned d = 0; d < iterators.size(); ++d)
        if (iterators[d] != utils::IteratorType::parallel)
          order.push_back(d);
      if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
        continue;
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> g =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(g))
          continue;
        generic = *g;
      }
      (void)linalg::interchangeGenericOp(rewriter, generic, order);
    }
  }
};
} // namespace
