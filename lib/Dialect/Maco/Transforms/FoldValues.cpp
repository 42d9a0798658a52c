//===- FoldValues.cpp - forward folded values, drop dead ops, one walk ----===//
//
// The LLVM lowering builds a memref descriptor (llvm.insertvalue chains)
// for every buffer and view and takes fields out again (llvm.extractvalue)
// at each use: a third of the LLVM dialect of a long program, which the
// printer, the translation to LLVM IR and LLVM itself then handle. A
// greedy canonicalization removes it at the cost of a whole greedy
// rewrite; this pass only
//   1. walks the ops of every block forward and, for each op without
//      regions, calls its fold hook: a fold to existing values (an
//      extractvalue of the insertvalue that set the field) replaces the
//      op's results with them; a fold in place (the extractvalue now reads
//      an earlier link of the chain) keeps the op; a fold to a constant
//      attribute is ignored (nothing is materialized);
//   2. walks the ops backward and erases the trivially dead ones
//      (isOpTriviallyDead: no uses, no side effects), so that a chain whose
//      last extract was folded goes from its end to its start.
// Each op is folded once and visited once for deadness: linear.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::maco {
#define GEN_PASS_DEF_FOLDVALUES
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct FoldValuesPass : public maco::impl::FoldValuesBase<FoldValuesPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    SmallVector<Operation *> ops;
    root->walk([&](Operation *op) {
      if (op != root && op->getNumRegions() == 0)
        ops.push_back(op);
    });
    SmallVector<OpFoldResult> results;
    for (Operation *op : ops) {
      results.clear();
      if (op->getNumResults() == 0 || failed(op->fold(results)) ||
          results.empty())
        continue;
      if (llvm::any_of(results, [](OpFoldResult r) { return !isa<Value>(r); }))
        continue;
      for (auto [result, value] : llvm::zip(op->getResults(), results))
        result.replaceAllUsesWith(cast<Value>(value));
    }
    // Backward: an op becomes dead only through ops after it.
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        op->erase();
  }
};
} // namespace
