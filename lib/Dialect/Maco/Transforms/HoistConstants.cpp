//===- HoistConstants.cpp - one copy of each constant, at function entry --===//
//
// The lowering to loops and to the LLVM dialect materialises a constant
// at every use site (each index of every memref access, each runtime
// call's element type and flags): on a long program, most of the IR.
// Upstream's greedy pattern driver hoists and deduplicates constants as a
// side effect of folding, at the cost of a whole greedy rewrite of the
// module; this pass does only that, in one walk:
//   for each function (FunctionOpInterface with a body), every op with the
//   ConstantLike trait, no operands and no regions, nested in the function
//   only through structured control flow (RegionBranchOpInterface ops), is
//   moved to the start of the entry block, in walk order; an op equivalent to
//   one already moved (OperationEquivalence, locations ignored) is replaced by
//   it and erased.
// A constant has no operands, so at the entry it dominates every use in
// the function; equivalent constants produce the same value. Cost: one
// walk and one hash lookup per constant.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_HOISTCONSTANTS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// Hashes and compares constants as CSE does, locations ignored.
struct ConstantInfo : public llvm::DenseMapInfo<Operation *> {
  static unsigned getHashValue(const Operation *op) {
    return OperationEquivalence::computeHash(
        const_cast<Operation *>(op),
        /*hashOperands=*/OperationEquivalence::ignoreHashValue,
        /*hashResults=*/OperationEquivalence::ignoreHashValue,
        OperationEquivalence::IgnoreLocations);
  }
  static bool isEqual(const Operation *lhs, const Operation *rhs) {
    if (lhs == rhs)
      return true;
    if (lhs == getTombstoneKey() || lhs == getEmptyKey() ||
        rhs == getTombstoneKey() || rhs == getEmptyKey())
      return false;
    return OperationEquivalence::isEquivalentTo(
        const_cast<Operation *>(lhs), const_cast<Operation *>(rhs),
        OperationEquivalence::IgnoreLocations);
  }
};

/// Whether every op between `op` and `func` is structured control flow
/// (RegionBranchOpInterface: scf.for, scf.if, ...), whose regions see the
/// function's values; not, e.g., a gpu.launch, whose body becomes a kernel.
bool inControlFlowOf(Operation *op, Operation *func) {
  for (Operation *p = op->getParentOp(); p != func; p = p->getParentOp())
    if (!isa<RegionBranchOpInterface>(p))
      return false;
  return true;
}

struct HoistConstantsPass
    : public maco::impl::HoistConstantsBase<HoistConstantsPass> {
  void runOnOperation() override {
    getOperation()->walk([](FunctionOpInterface func) {
      if (!func.isExternal())
        hoist(func);
    });
  }

  static void hoist(FunctionOpInterface func) {
    SmallVector<Operation *> constants;
    func.getFunctionBody().walk([&](Operation *op) {
      if (op->hasTrait<OpTrait::ConstantLike>() && op->getNumOperands() == 0 &&
          op->getNumRegions() == 0 && inControlFlowOf(op, func))
        constants.push_back(op);
    });
    Block &entry = func.getFunctionBody().front();
    // Each kept constant goes right after the previous one (the first at
    // the start of the entry block); one already there stays.
    Operation *last = nullptr;
    llvm::DenseSet<Operation *, ConstantInfo> kept;
    for (Operation *op : constants) {
      auto [it, inserted] = kept.insert(op);
      if (!inserted) {
        op->replaceAllUsesWith(*it);
        op->erase();
        continue;
      }
      bool inPlace = op->getBlock() == &entry &&
                     (last ? op->getPrevNode() == last : &entry.front() == op);
      if (!inPlace) {
        if (last)
          op->moveAfter(last);
        else
          op->moveBefore(&entry, entry.begin());
      }
      last = op;
    }
  }
};
} // namespace
