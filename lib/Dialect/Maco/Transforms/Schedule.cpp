//===- Schedule.cpp - latency-hiding list scheduler for start/wait pairs --===//
//
// Algorithm (per block that holds a tensor-form `*_start`; value-semantics
// code only): a list scheduler over the block's dependence graph, driven by
// the cost model (include/maco/Analysis/CostModel.h).
//
//  1. Graph. Nodes are the block's operations except the terminator. Edges:
//     SSA uses (also uses inside nested regions); collectives (starts and
//     blocking ones, tensor form) keep their program order, so every rank
//     issues them (and its sends/recvs, which MPI matches in order) in the
//     same order; "barriers" (operations with memory effects other than
//     tensor-form maco collectives and waits: prints, memref writes,
//     memref-form collectives, unknown calls) keep their order with respect
//     to each other and to every collective and wait. Pure operations, and
//     calls of functions whose bodies have no side effects, move freely.
//     Every edge points forward in program order.
//  2. Priority. A node's priority is the communication time on the most
//     communication-heavy path from it to the end of the block: the sum of
//     the predicted times (alpha-beta, cost model) of the collectives whose
//     start-to-wait edges the path crosses. Work that feeds a long
//     collective thus runs first, so the collective can start early, and
//     work that feeds none fills the time collectives are in flight. Compute
//     time is not part of the priority: on the one compute stream every
//     order takes the same compute time, only the communication it hides
//     differs. Ties keep program order. Unknown communication times
//     (dynamic shapes) count 1 ms.
//  3. List scheduling, simulating the compute stream and one clock per comm
//     stream with the project's one timeline model (maco::Timeline, shared
//     with maco-estimate: stream overhead per start, contention on compute
//     beside a collective in flight). At each step: a ready start is issued at
//     once (starts as early as possible), unless the max-in-flight bound or the
//     memory budget (bytes of private operand copies plus results of the
//     collectives in flight) would be exceeded, in which case the oldest
//     outstanding wait is scheduled first; otherwise a wait whose collective
//     is predicted done (it costs nothing) runs if it has a higher priority
//     than every ready node (it unlocks the next collective of a chain, such
//     as a ring of permutes); otherwise the ready non-wait node of highest
//     priority runs (ties: program order); a wait runs only when nothing
//     else is ready (waits as late as possible), the one predicted to
//     complete first.
//  4. Remarks (option): a start followed directly by its wait overlaps
//     nothing (the remark says what stopped the wait); a start that the
//     model predicts to be less than half hidden says how much is; a start
//     delayed by the bound or the budget says so.
//
// Plan, then apply: BlockScheduler plans a block (steps 1-3; the list
// simulation is ListSimulation) and gives the new order, with, per start,
// the time the model predicts hidden and, as a DelayReason, why its wait
// was moved early; scheduleBlock applies the order and emitRemarks makes
// step 4's remarks from the plan.
//
// Memref-form starts and their waits are barriers: moving them would need
// alias analysis of their buffers. Blocks without tensor-form starts are
// left untouched.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Format.h"

#include <set>

namespace mlir::maco {
#define GEN_PASS_DEF_SCHEDULE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
constexpr double kUnknownCommTime = 1e-3;

bool hasMemrefOperand(Operation *op) {
  return llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return isa<MemRefType>(t); });
}

bool isTensorFormCollective(Operation *op) {
  auto c = dyn_cast<CollectiveOpInterface>(op);
  return c && c.getOuts().empty() && !hasMemrefOperand(op);
}

bool isTensorFormStart(Operation *op) {
  return isTensorFormCollective(op) &&
         cast<CollectiveOpInterface>(op).isAsync();
}

/// The tensor-form start a wait completes, or null.
Operation *startOfWait(Operation *op) {
  auto wait = dyn_cast<WaitOp>(op);
  if (!wait)
    return nullptr;
  Operation *start = wait.getFuture().getDefiningOp();
  return start && isTensorFormStart(start) ? start : nullptr;
}

WaitOp waitOfStart(Operation *start) {
  for (Operation *user : start->getResult(0).getUsers())
    if (auto wait = dyn_cast<WaitOp>(user))
      return wait;
  return nullptr;
}

/// A call of a function whose body has no side effects (and calls no
/// function that has): it moves as freely as a pure op.
bool isPureCall(Operation *op, SmallPtrSetImpl<Operation *> &visiting) {
  auto call = dyn_cast<CallOpInterface>(op);
  if (!call)
    return false;
  Operation *callee = call.resolveCallable();
  if (!callee || callee->getNumRegions() == 0 || callee->getRegion(0).empty() ||
      !visiting.insert(callee).second)
    return false;
  WalkResult r = callee->getRegion(0).walk([&](Operation *inner) {
    if (inner->hasTrait<OpTrait::IsTerminator>() || isMemoryEffectFree(inner))
      return WalkResult::advance();
    if (isa<CallOpInterface>(inner) && isPureCall(inner, visiting))
      return WalkResult::skip();
    return WalkResult::interrupt();
  });
  visiting.erase(callee);
  return !r.wasInterrupted();
}

bool isBarrier(Operation *op) {
  if (isTensorFormCollective(op) || startOfWait(op))
    return false;
  if (isMemoryEffectFree(op))
    return false;
  SmallPtrSet<Operation *, 4> visiting;
  return !isPureCall(op, visiting);
}

std::optional<int64_t> bytesOf(TypeRange types) {
  int64_t total = 0;
  for (Type t : types) {
    auto shaped = dyn_cast<ShapedType>(t);
    if (!shaped)
      continue;
    if (!shaped.hasStaticShape())
      return std::nullopt;
    total += shaped.getNumElements() *
             ((shaped.getElementTypeBitWidth() + 7) / 8);
  }
  return total;
}

/// Bytes a started collective keeps alive: its private operand copies and
/// its results.
std::optional<int64_t> inFlightBytes(Operation *start) {
  auto c = cast<CollectiveOpInterface>(start);
  std::optional<int64_t> in = bytesOf(c.getInputs().getTypes());
  std::optional<int64_t> out = bytesOf(c.getProducedTypes());
  if (!in || !out)
    return std::nullopt;
  return *in + *out;
}

std::string formatUs(double seconds) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("%.1f", seconds * 1e6) << " us";
  return s;
}

struct SchedulePass : public maco::impl::ScheduleBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) {
      if (llvm::any_of(*block,
                       [](Operation &op) { return isTensorFormStart(&op); }))
        blocks.push_back(block);
    });
    if (blocks.empty())
      return;
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    for (Block *block : blocks)
      if (failed(scheduleBlock(*block, model)))
        return signalPassFailure();
  }

  LogicalResult scheduleBlock(Block &block, const CostModel &model);
};

/// Why the wait of a start was scheduled early: the next start would have
/// exceeded the max-in-flight bound (overCount) or the memory budget.
struct DelayReason {
  bool overCount;
  int64_t maxInFlight, memoryBudget;
  int64_t bytesInFlight; // with the next start's
  std::string str() const {
    std::string reason;
    llvm::raw_string_ostream os(reason);
    if (overCount)
      os << "the max-in-flight bound (" << maxInFlight << ") is reached";
    else
      os << "the memory budget (" << memoryBudget << " bytes) would be "
         << "exceeded (" << bytesInFlight << " bytes in flight)";
    return reason;
  }
};

/// One block's scheduling state: the plan (the new order, and per start
/// how much of it is hidden or why its wait was moved early).
struct BlockScheduler {
  BlockScheduler(Block &block, const CostModel &model, int64_t maxInFlight,
                 int64_t memoryBudget)
      : model(model), maxInFlight(maxInFlight), memoryBudget(memoryBudget) {
    for (Operation &op : block.without_terminator()) {
      index[&op] = nodes.size();
      nodes.push_back(&op);
    }
  }

  void buildGraph();
  void computeCosts();
  void computePriorities();
  /// The new order of `nodes`, or failure when their dependences form a
  /// cycle (only in invalid IR: a use before its definition).
  FailureOr<SmallVector<Operation *>> schedule();

  const CostModel &model;
  int64_t maxInFlight, memoryBudget;
  SmallVector<Operation *> nodes;
  DenseMap<Operation *, unsigned> index;
  SmallVector<SmallVector<unsigned>> succs;
  SmallVector<unsigned> numPreds;
  SmallVector<SmallVector<unsigned>> predList;
  SmallVector<double> cost;     // compute or blocking-collective time
  SmallVector<double> commTime; // for starts: the collective's time
  SmallVector<bool> costKnown;
  SmallVector<double> priority;

  // Results for remarks.
  DenseMap<Operation *, DelayReason> delayedBy; // start -> reason
  DenseMap<Operation *, double> hidden;         // start -> overlapped time
};

void BlockScheduler::buildGraph() {
  unsigned n = nodes.size();
  succs.assign(n, {});
  numPreds.assign(n, 0);
  predList.assign(n, {});
  llvm::DenseSet<std::pair<unsigned, unsigned>> seen;
  auto addEdge = [&](unsigned from, unsigned to) {
    if (from == to || !seen.insert({from, to}).second)
      return;
    succs[from].push_back(to);
    predList[to].push_back(from);
    ++numPreds[to];
  };
  Block *block = nodes.empty() ? nullptr : nodes.front()->getBlock();
  std::optional<unsigned> lastCollective, lastBarrier;
  SmallVector<unsigned> orderedSinceBarrier;
  for (unsigned i = 0; i < n; ++i) {
    Operation *op = nodes[i];
    // SSA edges, including uses inside nested regions.
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        Operation *def = v.getDefiningOp();
        if (!def)
          continue;
        Operation *anc = block->findAncestorOpInBlock(*def);
        if (anc && anc != op && index.count(anc))
          addEdge(index[anc], i);
      }
    });
    bool collective = isTensorFormCollective(op);
    bool barrier = isBarrier(op);
    if (collective) {
      if (lastCollective)
        addEdge(*lastCollective, i);
      lastCollective = i;
    }
    if (barrier) {
      for (unsigned j : orderedSinceBarrier)
        addEdge(j, i);
      if (lastBarrier)
        addEdge(*lastBarrier, i);
      orderedSinceBarrier.clear();
      lastBarrier = i;
    } else if (collective || startOfWait(op)) {
      if (lastBarrier)
        addEdge(*lastBarrier, i);
      orderedSinceBarrier.push_back(i);
    }
  }
}

void BlockScheduler::computeCosts() {
  unsigned n = nodes.size();
  cost.assign(n, 0);
  commTime.assign(n, 0);
  costKnown.assign(n, true);
  for (unsigned i = 0; i < n; ++i) {
    Operation *op = nodes[i];
    if (startOfWait(op))
      continue;
    if (isa<CollectiveOpInterface>(op)) {
      std::optional<double> t = model.collectiveTime(op);
      costKnown[i] = t.has_value();
      double time = t.value_or(kUnknownCommTime);
      if (isTensorFormStart(op))
        commTime[i] = time;
      else
        cost[i] = time;
      continue;
    }
    std::optional<double> t = model.computeTime(op);
    costKnown[i] = t.has_value();
    cost[i] = t.value_or(0.0);
  }
}

void BlockScheduler::computePriorities() {
  unsigned n = nodes.size();
  priority.assign(n, 0);
  // Every edge points forward, so reverse program order is a reverse
  // topological order.
  for (unsigned i = n; i-- > 0;) {
    double best = 0;
    for (unsigned s : succs[i]) {
      double edge = startOfWait(nodes[s]) == nodes[i] ? commTime[i] : 0.0;
      best = std::max(best, edge + priority[s]);
    }
    priority[i] = best;
  }
}

/// Step 3 of the algorithm for one block: the ready lists, the simulated
/// streams and the collectives in flight. Each step schedules one node.
class ListSimulation {
public:
  explicit ListSimulation(BlockScheduler &s)
      : s(s), preds(s.numPreds), ready(ByPriority{&s.priority}),
        timeline(s.model.getTarget()) {
    unsigned n = s.nodes.size();
    for (unsigned i = 0; i < n; ++i)
      if (preds[i] == 0)
        makeReady(i);
    for (unsigned i = 0; i < n; ++i)
      if (isTensorFormStart(s.nodes[i]))
        startOrder.push_back(i);
  }

  /// Schedules the next node; false when none is ready (the dependences
  /// form a cycle).
  bool step() {
    // 1. Issue a ready start, first making room under the bounds.
    if (!readyStarts.empty()) {
      issueReadyStart();
      return true;
    }
    // 2a. A wait that costs nothing (its collective is predicted done)
    //     and unlocks more critical work than any ready node: run it now,
    //     so that what it feeds (the next collective of a ring) starts
    //     early instead of after all the independent compute.
    if (runFreeWait())
      return true;
    // 2. The most critical ready node that is not a wait.
    if (!ready.empty()) {
      runReadyNode();
      return true;
    }
    // 3. The wait predicted to complete first.
    return runFirstCompletingWait();
  }

  SmallVector<Operation *> order;

private:
  /// Ready non-wait nodes by (priority desc, program order).
  struct ByPriority {
    const SmallVector<double> *priority;
    bool operator()(unsigned a, unsigned b) const {
      if ((*priority)[a] != (*priority)[b])
        return (*priority)[a] > (*priority)[b];
      return a < b;
    }
  };

  void makeReady(unsigned i) {
    if (isTensorFormStart(s.nodes[i]))
      readyStarts.push_back(i);
    else if (startOfWait(s.nodes[i]))
      readyWaits.push_back(i);
    else
      ready.insert(i);
  }

  void run(unsigned i) {
    Operation *op = s.nodes[i];
    order.push_back(op);
    done.insert(i);
    if (isTensorFormStart(op)) {
      int64_t stream =
          cast<CollectiveOpInterface>(op).getStreamId().value_or(1);
      issued[op] = timeline.now();
      completion[op] =
          timeline.start(stream, s.commTime[i], s.model.startOverhead(op))
              .second;
      outstanding.push_back(i);
      int64_t bytes = inFlightBytes(op).value_or(0);
      startBytes[op] = bytes;
      bytesInFlight += bytes;
    } else if (Operation *start = startOfWait(op)) {
      // Hidden: the part of the collective that ran while compute did.
      double end = completion.lookup(start);
      double begin = end - s.commTime[s.index[start]];
      s.hidden[start] = std::max(0.0, std::min(timeline.now(), end) -
                                          std::max(begin, issued[start]));
      timeline.wait(end);
      llvm::erase(outstanding, s.index[start]);
      bytesInFlight -= startBytes.lookup(start);
    } else {
      timeline.compute(s.cost[i]);
    }
    for (unsigned succ : s.succs[i])
      if (--preds[succ] == 0)
        makeReady(succ);
  }

  void runWait(unsigned w) {
    llvm::erase(readyWaits, w);
    run(w);
  }

  std::optional<unsigned> nextStart() const {
    for (unsigned st : startOrder)
      if (!done.contains(st))
        return st;
    return std::nullopt;
  }

  bool nextStartBlocked() const {
    std::optional<unsigned> st = nextStart();
    // Once the oldest collective is predicted done, waiting for it costs
    // nothing: feed the next one again.
    if (!st || outstanding.empty() ||
        completion.lookup(s.nodes[outstanding.front()]) <= timeline.now())
      return false;
    if (s.maxInFlight > 0 &&
        static_cast<int64_t>(outstanding.size()) >= s.maxInFlight)
      return true;
    return s.memoryBudget > 0 &&
           bytesInFlight + inFlightBytes(s.nodes[*st]).value_or(0) >
               s.memoryBudget;
  }

  DenseSet<unsigned> unscheduledAncestors(std::optional<unsigned> st) const {
    DenseSet<unsigned> seen;
    SmallVector<unsigned> stack;
    if (st)
      stack.push_back(*st);
    while (!stack.empty()) {
      unsigned v = stack.pop_back_val();
      for (unsigned p : s.predList[v])
        if (!done.contains(p) && seen.insert(p).second)
          stack.push_back(p);
    }
    return seen;
  }

  /// Step 1: the first ready start, or, when it would exceed the bound or
  /// the budget and the oldest collective's wait is ready, that wait (the
  /// start is recorded as delayed, with the reason).
  void issueReadyStart() {
    unsigned st = readyStarts.front();
    Operation *start = s.nodes[st];
    int64_t bytes = inFlightBytes(start).value_or(0);
    bool overCount = s.maxInFlight > 0 &&
                     static_cast<int64_t>(outstanding.size()) >= s.maxInFlight;
    bool overBudget = s.memoryBudget > 0 && !outstanding.empty() &&
                      bytesInFlight + bytes > s.memoryBudget;
    if (overCount || overBudget) {
      Operation *oldest = s.nodes[outstanding.front()];
      unsigned w = s.index[waitOfStart(oldest).getOperation()];
      if (llvm::is_contained(readyWaits, w)) {
        s.delayedBy[oldest] = DelayReason{
            overCount, s.maxInFlight, s.memoryBudget, bytesInFlight + bytes};
        runWait(w);
        return;
      }
    }
    readyStarts.erase(readyStarts.begin());
    run(st);
  }

  /// Step 2a; false when no wait qualifies.
  bool runFreeWait() {
    std::optional<unsigned> freeWait;
    for (unsigned w : readyWaits)
      if (completion.lookup(startOfWait(s.nodes[w])) <= timeline.now() &&
          (ready.empty() || s.priority[w] > s.priority[*ready.begin()]) &&
          (!freeWait || s.priority[w] > s.priority[*freeWait]))
        freeWait = w;
    if (!freeWait)
      return false;
    runWait(*freeWait);
    return true;
  }

  /// Step 2. While the next collective could not start anyway (bound or
  /// budget reached, and the oldest collective predicted still in flight),
  /// work that feeds it has no urgency: prefer work that does not, so the
  /// collectives in flight overlap it.
  void runReadyNode() {
    auto pick = ready.begin();
    if (nextStartBlocked()) {
      DenseSet<unsigned> feeders = unscheduledAncestors(nextStart());
      for (auto it = ready.begin(); it != ready.end(); ++it)
        if (!feeders.contains(*it)) {
          pick = it;
          break;
        }
    }
    unsigned i = *pick;
    ready.erase(pick);
    run(i);
  }

  /// Step 3; false when no wait is ready either.
  bool runFirstCompletingWait() {
    if (readyWaits.empty())
      return false;
    unsigned best = readyWaits.front();
    for (unsigned w : readyWaits) {
      double cw = completion.lookup(startOfWait(s.nodes[w]));
      double cb = completion.lookup(startOfWait(s.nodes[best]));
      if (cw < cb || (cw == cb && w < best))
        best = w;
    }
    runWait(best);
    return true;
  }

  BlockScheduler &s;
  SmallVector<unsigned> preds; // unscheduled predecessors
  std::set<unsigned, ByPriority> ready;
  SmallVector<unsigned> readyStarts, readyWaits;
  Timeline timeline;
  DenseMap<Operation *, double> completion, issued;
  SmallVector<unsigned> outstanding; // starts, oldest first
  int64_t bytesInFlight = 0;
  DenseMap<Operation *, int64_t> startBytes;
  DenseSet<unsigned> done; // scheduled nodes
  SmallVector<unsigned> startOrder;
};

FailureOr<SmallVector<Operation *>> BlockScheduler::schedule() {
  ListSimulation sim(*this);
  while (sim.order.size() < nodes.size())
    if (!sim.step())
      return failure();
  return std::move(sim.order);
}

/// Step 4: the remarks on the starts of a scheduled block, from the plan.
void emitRemarks(Block &block, BlockScheduler &s);

LogicalResult SchedulePass::scheduleBlock(Block &block,
                                          const CostModel &model) {
  if (!block.mightHaveTerminator())
    return success();
  // Plan.
  BlockScheduler s(block, model, maxInFlight, memoryBudget);
  s.buildGraph();
  s.computeCosts();
  s.computePriorities();
  FailureOr<SmallVector<Operation *>> order = s.schedule();
  if (failed(order))
    return block.getParentOp()->emitError(
        "maco-schedule: the operations of a block depend on each other in a "
        "cycle (an operand that does not dominate its use: invalid IR; run "
        "with verification on)");
  // Apply: the new order.
  Operation *terminator = block.getTerminator();
  for (Operation *op : *order)
    op->moveBefore(terminator);
  if (remarks)
    emitRemarks(block, s);
  return success();
}

void emitRemarks(Block &block, BlockScheduler &s) {
  for (Operation *start : s.nodes) {
    if (!isTensorFormStart(start))
      continue;
    WaitOp wait = waitOfStart(start);
    if (!wait || wait->getBlock() != &block)
      continue;
    auto it = s.delayedBy.find(start);
    if (start->getNextNode() == wait.getOperation()) {
      Operation *next = wait->getNextNode();
      auto remark = start->emitRemark()
                    << "'" << start->getName() << "' overlaps no computation: ";
      bool usesResult = llvm::any_of(wait->getResults(), [&](Value v) {
        return llvm::any_of(v.getUsers(), [&](Operation *u) {
          return next == u || next->isAncestor(u);
        });
      });
      if (it != s.delayedBy.end())
        remark << it->second.str();
      else if (usesResult)
        remark << "its result is used right away by '" << next->getName()
               << "'";
      else if (next->hasTrait<OpTrait::IsTerminator>())
        remark << "nothing independent of it follows before '"
               << next->getName() << "'";
      else
        remark << "'" << next->getName()
               << "' has side effects and is not moved across";
      continue;
    }
    if (it != s.delayedBy.end()) {
      start->emitRemark() << "'" << start->getName()
                          << "' is waited for early: " << it->second.str();
      continue;
    }
    unsigned i = s.index[start];
    double comm = s.commTime[i];
    double hiddenTime = s.hidden.lookup(start);
    bool known = s.costKnown[i];
    for (Operation *op = start->getNextNode(); op != wait; op = op->getNextNode())
      if (s.index.count(op))
        known &= s.costKnown[s.index[op]];
    if (known && comm > 0 && hiddenTime < 0.5 * comm)
      start->emitRemark() << "'" << start->getName()
                          << "' is mostly exposed: the cost model predicts "
                          << formatUs(hiddenTime) << " of its "
                          << formatUs(comm) << " hidden by computation";
  }
}
} // namespace
