//===- SplitBlocksAtRegions.cpp - one block per region-holding op ---------===//
//
// For every block of a function body (an op implementing
// FunctionOpInterface), the ops with regions other than the terminator are
// visited from last to first; after each, the block is split and the first
// half ends with `cf.br` to the second. Values defined before the split
// dominate the new block (its only predecessor is the old one), so no
// block arguments are needed. Visiting from the end moves each op at most
// once: the total cost is linear in the block's size, and the later
// `convert-scf-to-cf` split of each op's block moves only the `cf.br`.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::maco {
#define GEN_PASS_DEF_SPLITBLOCKSATREGIONS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
void splitAfterRegionOps(Block &block) {
  SmallVector<Operation *> regionOps;
  for (Operation &op : block.without_terminator())
    if (op.getNumRegions() > 0)
      regionOps.push_back(&op);
  for (Operation *op : llvm::reverse(regionOps)) {
    Block *rest = block.splitBlock(op->getNextNode());
    OpBuilder b = OpBuilder::atBlockEnd(&block);
    cf::BranchOp::create(b, op->getLoc(), rest);
  }
}

struct SplitBlocksAtRegionsPass
    : public maco::impl::SplitBlocksAtRegionsBase<SplitBlocksAtRegionsPass> {
  void runOnOperation() override {
    getOperation()->walk([](FunctionOpInterface func) {
      if (func.isExternal())
        return;
      SmallVector<Block *> blocks(
          llvm::make_pointer_range(func.getFunctionBody().getBlocks()));
      for (Block *block : blocks)
        if (!block->empty() && block->mightHaveTerminator())
          splitAfterRegionOps(*block);
    });
  }
};
} // namespace
