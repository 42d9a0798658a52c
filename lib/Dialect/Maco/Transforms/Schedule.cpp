//===- Schedule.cpp - latency-hiding schedule of start/wait pairs ---------===//
//
// Algorithm (per block, value-semantics code only):
//
//  1. Hoist: every tensor-form `*_start` moves up past operations it may
//     cross until it meets the definition of one of its operands. It may
//     cross side-effect-free operations and `maco.wait`s; it never crosses
//     another collective, so every rank issues its collectives (and its
//     sends/recvs, which MPI matches in order) in the same order as before.
//  2. Sink: every `maco.wait` of a tensor-form start moves down past
//     side-effect-free operations and other maco starts/waits/collectives
//     until it meets the first user of one of its results (or the block
//     terminator). Waiting later never blocks another rank.
//  3. Bound: with max-in-flight = k > 0, scanning the block in order, a
//     start that would make k + 1 collectives outstanding first pulls the
//     wait of the oldest outstanding one up to just before it (moving a
//     wait up is always legal).
//  4. Remarks (option): a start whose wait directly follows it overlaps
//     nothing; the remark names the op that stopped the wait.
//
// Anything with other memory effects (prints, memref writes, calls of
// unknown functions) is a barrier for both moves. Memref-form starts are
// not moved: that would need alias analysis of their buffers.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::maco {
#define GEN_PASS_DEF_SCHEDULE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
bool isTensorFormStart(Operation *op) {
  auto c = dyn_cast<CollectiveOpInterface>(op);
  return c && c.isAsync() && c.getOuts().empty() &&
         llvm::none_of(c.getInputs().getTypes(),
                       [](Type t) { return isa<MemRefType>(t); });
}

bool usesResultOf(Operation *user, Operation *producer) {
  for (Value result : producer->getResults())
    for (Operation *u : result.getUsers())
      if (user == u || user->isAncestor(u))
        return true;
  return false;
}

bool definesOperandOf(Operation *candidate, Operation *op) {
  for (Value operand : op->getOperands())
    if (Operation *def = operand.getDefiningOp())
      if (def == candidate)
        return true;
  return false;
}

struct SchedulePass : public maco::impl::ScheduleBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    if (maxInFlight < 0) {
      emitError(getOperation()->getLoc())
          << "maco-schedule: max-in-flight must be >= 0, got "
          << static_cast<int64_t>(maxInFlight);
      return signalPassFailure();
    }
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      scheduleBlock(*block);
  }

  void scheduleBlock(Block &block) {
    SmallVector<Operation *> starts;
    for (Operation &op : block)
      if (isTensorFormStart(&op))
        starts.push_back(&op);
    if (starts.empty())
      return;

    // 1. Hoist starts.
    for (Operation *start : starts) {
      Operation *stop = nullptr;
      for (Operation *p = start->getPrevNode(); p; p = p->getPrevNode()) {
        bool crossable = !definesOperandOf(p, start) &&
                         (isa<WaitOp>(p) || isMemoryEffectFree(p));
        if (!crossable) {
          stop = p;
          break;
        }
      }
      if (stop)
        start->moveAfter(stop);
      else
        start->moveBefore(&block.front());
    }

    // 2. Sink waits, remembering what stopped each one.
    DenseMap<Operation *, Operation *> stoppedBy;
    for (Operation *start : llvm::reverse(starts)) {
      auto wait = cast<WaitOp>(*start->getResult(0).getUsers().begin());
      if (wait->getBlock() != &block)
        continue;
      Operation *n = wait->getNextNode();
      while (n && !n->hasTrait<OpTrait::IsTerminator>() &&
             !usesResultOf(n, wait) &&
             (isMemoryEffectFree(n) || isa<WaitOp, CollectiveOpInterface>(n)))
        n = n->getNextNode();
      if (n) {
        wait->moveBefore(n);
        stoppedBy[start] = n;
      }
    }

    // 3. Bound the number of collectives in flight.
    if (maxInFlight > 0) {
      SmallVector<Operation *> outstanding; // starts, oldest first
      for (Operation *op = &block.front(); op; op = op->getNextNode()) {
        if (auto wait = dyn_cast<WaitOp>(op)) {
          llvm::erase(outstanding, wait.getFuture().getDefiningOp());
          continue;
        }
        if (!isTensorFormStart(op))
          continue;
        if (static_cast<int64_t>(outstanding.size()) >= maxInFlight) {
          Operation *oldest = outstanding.front();
          auto wait = cast<WaitOp>(*oldest->getResult(0).getUsers().begin());
          wait->moveBefore(op);
          stoppedBy[oldest] = op;
          outstanding.erase(outstanding.begin());
        }
        outstanding.push_back(op);
      }
    }

    // 4. Remarks.
    if (!remarks)
      return;
    for (Operation *start : starts) {
      Operation *next = start->getNextNode();
      if (!isa_and_nonnull<WaitOp>(next) ||
          cast<WaitOp>(next).getFuture() != start->getResult(0))
        continue;
      Operation *stop = stoppedBy.lookup(start);
      auto remark = start->emitRemark()
                    << "'" << start->getName()
                    << "' overlaps no computation: ";
      if (!stop)
        remark << "nothing follows it in its block";
      else if (usesResultOf(stop, next))
        remark << "its result is used right away by '" << stop->getName()
               << "'";
      else if (isTensorFormStart(stop))
        remark << "the max-in-flight bound (" << static_cast<int64_t>(maxInFlight)
               << ") is reached";
      else if (stop->hasTrait<OpTrait::IsTerminator>())
        remark << "nothing independent of it follows before '"
               << stop->getName() << "'";
      else
        remark << "'" << stop->getName()
               << "' has side effects and is not moved across";
    }
  }
};
} // namespace
