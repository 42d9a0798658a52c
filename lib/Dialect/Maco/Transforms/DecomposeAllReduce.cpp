//===- DecomposeAllReduce.cpp - sharded element-wise work after a reduce --===//
//
// For each blocking tensor-form `maco.all_reduce` R of one operand X of
// static shape over a static group of n > 1 ranks, sharded along the first
// dimension d that n divides (size s):
//  1. Collect the element-wise consumers: starting from R's result, every
//     user that is a linalg op in R's block with only parallel loops,
//     results of X's shape, operands of X's shape with identity maps or of
//     rank 0, and no linalg.index, joins the set; its results are followed
//     in turn. A value of the set (or R's result) used by anything else
//     "escapes". Without a consumer there is nothing to shard: stop.
//     Every other value the set reads (operands, inits whose value the
//     payload reads, values captured by the payload) must be the same on
//     every rank of the group (isReplicated below): the all-gathers give
//     every rank the same result, which equals each rank's own full
//     computation only then. Otherwise stop.
//  2. Predict both forms with the cost model: all-reduce + the set's
//     compute, against reduce-scatter + 1/n of the set's compute + one
//     all-gather per escaping value + copying the 1/n slices of the other
//     full-size operands. Stop unless the decomposed form is faster (or
//     `force`).
//  3. Rewrite: at R, `maco.reduce_scatter` of X along d (R's reduction)
//     and rank r's offset r * s/n; each op of the set is cloned, in block
//     order, just before itself on slices: set values and R map to their
//     sharded clones, other full-size operands to `tensor.extract_slice`
//     at r * s/n along d, of size s/n; each escaping value gets a
//     `maco.all_gather` along d right
//     after its clone, which replaces its uses outside the set. The
//     originals and R are erased.
// Values are the same (element-wise ops commute with slicing along a
// dimension they do not index); the reduce-scatter and all-gathers move
// what a ring all-reduce moves.
//
// Plan, then apply: planDecompose makes steps 1 and 2 into a DecomposePlan,
// or a NotDecomposed (the reason, from which the remark is made);
// applyDecompose rewrites the IR from the plan (step 3).
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <memory>
#include <variant>
#include <vector>

namespace mlir::maco {
#define GEN_PASS_DEF_DECOMPOSEALLREDUCE
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
/// Whether `op` is element-wise over tensors of `type` (step 1).
bool isElementwise(Operation *op, RankedTensorType type) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumLoops() != static_cast<unsigned>(type.getRank()) ||
      linalgOp.getNumParallelLoops() != linalgOp.getNumLoops() ||
      op->getNumRegions() != 1)
    return false;
  for (Type t : op->getResultTypes())
    if (t != type)
      return false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto t = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!t)
      continue; // a scalar
    AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
    bool full = t.getShape() == type.getShape() && map.isIdentity();
    bool scalar = t.getRank() == 0 && map.getNumResults() == 0;
    if (!full && !scalar)
      return false;
  }
  bool usesIndex = false;
  op->getRegion(0).walk([&](linalg::IndexOp) { usesIndex = true; });
  return !usesIndex;
}

/// Whether `v` provably holds the same value on every rank of `group`'s
/// group (a collective's grid and axes): computed from constants, from
/// the ranks' coordinates along other axes, from the results of
/// all-reduces, all-gathers and broadcasts over the group (or a larger
/// one on the same grid), and from function arguments marked
/// `maco.replicated`, by ops without side effects; loop-carried values
/// when their inits and yielded values are (optimistically, for cycles).
/// Whether `operand` is the init of a linalg op on tensors whose payload
/// never reads it, of a static shape: its value does not reach the result.
bool isIgnoredInit(OpOperand &operand) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(operand.getOwner());
  auto type = dyn_cast<RankedTensorType>(operand.get().getType());
  return linalgOp && type && type.hasStaticShape() &&
         linalgOp.isDpsInit(&operand) &&
         !linalgOp.payloadUsesValueFromOperand(&operand);
}

/// Whether a region of `op` holds a rank query or a collective: what it
/// computes depends on the rank.
bool hasRankDependentRegion(Operation *op) {
  bool rankDependent = false;
  for (Region &region : op->getRegions())
    region.walk([&](Operation *inner) {
      if (isa<RankOp, CollectiveOpInterface>(inner))
        rankDependent = true;
    });
  return rankDependent;
}

class Replication {
public:
  explicit Replication(CollectiveOpInterface group) : group(group) {}

  bool isReplicated(Value v) {
    // Optimistic while `v` is being computed (loop-carried cycles); if it
    // turns out not replicated, forget what was concluded meanwhile,
    // since that may rest on the assumption.
    auto [it, inserted] = known.try_emplace(v, true);
    if (!inserted)
      return it->second;
    size_t mark = order.size();
    order.push_back(v);
    bool result = compute(v);
    if (!result) {
      for (size_t i = mark + 1; i < order.size(); ++i)
        known.erase(order[i]);
      order.resize(mark + 1);
    }
    known[v] = result;
    return result;
  }

private:
  /// Whether `axes` on `grid` include every axis of the group.
  bool covers(FlatSymbolRefAttr grid, ArrayRef<int16_t> axes) {
    return grid == group.getGridAttr() &&
           llvm::all_of(group.getGridAxes(),
                        [&](int16_t a) { return llvm::is_contained(axes, a); });
  }

  bool forLoopValue(scf::ForOp loop, unsigned i) {
    return isReplicated(loop.getInitArgs()[i]) &&
           isReplicated(loop.getBody()->getTerminator()->getOperand(i));
  }

  bool compute(Value v) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Operation *parent = arg.getOwner()->getParentOp();
      if (auto f = dyn_cast<FunctionOpInterface>(parent))
        return arg.getOwner()->isEntryBlock() &&
               f.getArgAttr(arg.getArgNumber(), "maco.replicated");
      if (auto loop = dyn_cast<scf::ForOp>(parent)) {
        if (arg == loop.getInductionVar())
          return isReplicated(loop.getLowerBound()) &&
                 isReplicated(loop.getUpperBound()) &&
                 isReplicated(loop.getStep());
        return forLoopValue(loop, arg.getArgNumber() - 1);
      }
      return false;
    }
    Operation *op = v.getDefiningOp();
    if (auto rank = dyn_cast<RankOp>(op))
      return rank.getGridAttr() == group.getGridAttr() &&
             llvm::none_of(rank.getGridAxes(), [&](int16_t a) {
               return llvm::is_contained(group.getGridAxes(), a);
             });
    if (isa<GroupSizeOp>(op))
      return true;
    if (auto c = dyn_cast<CollectiveOpInterface>(op))
      return isa<AllReduceOp, AllGatherOp, BroadcastOp>(op) &&
             covers(c.getGridAttr(), c.getGridAxes());
    if (auto loop = dyn_cast<scf::ForOp>(op))
      return forLoopValue(loop, cast<OpResult>(v).getResultNumber());
    if (!isMemoryEffectFree(op) && !isa<linalg::LinalgOp>(op))
      return false;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      if (!linalgOp.hasPureTensorSemantics())
        return false;
    // Its operands and the values its regions capture (recursively pure
    // regions: the op is memory-effect free, or a tensor linalg op). The
    // value of a static-shaped init that a linalg payload never reads
    // does not reach the result (readsUnreplicated skips it too).
    for (OpOperand &operand : op->getOpOperands())
      if (!isIgnoredInit(operand) && !isReplicated(operand.get()))
        return false;
    // Ops in its regions compute from the captured values alone, except
    // rank queries and collectives.
    if (hasRankDependentRegion(op))
      return false;
    llvm::SetVector<Value> captured;
    for (Region &region : op->getRegions())
      getUsedValuesDefinedAbove(region, captured);
    return llvm::all_of(captured, [&](Value o) { return isReplicated(o); });
  }

  CollectiveOpInterface group;
  DenseMap<Value, bool> known;
  SmallVector<Value> order; // in the order `known` got them
};

/// One Replication per group (grid and axes), shared by the all-reduces of
/// a function: what it concluded about a value holds for every collective
/// of that group, so each value is analysed once, not once per all-reduce
/// (a stack of N layers was quadratic). Cleared whenever the IR changes.
class ReplicationCache {
public:
  Replication &get(CollectiveOpInterface op) {
    auto key = std::make_pair(
        op.getGridAttr().getAsOpaquePointer(),
        std::vector<int16_t>(op.getGridAxes().begin(), op.getGridAxes().end()));
    std::unique_ptr<Replication> &r = byGroup[key];
    if (!r)
      r = std::make_unique<Replication>(op);
    return *r;
  }
  void clear() { byGroup.clear(); }

private:
  std::map<std::pair<const void *, std::vector<int16_t>>,
           std::unique_ptr<Replication>>
      byGroup;
};

/// Step 2's predictions, for the remarks.
struct Prediction {
  double before = 0, after = 0; // seconds
  size_t numOps = 0;            // element-wise ops sharded
  int64_t n = 0;                // group size
  int64_t escaping = 0;         // all-gathers
  std::string str() const {
    return llvm::formatv("{0:F1} us instead of {1:F1} us ({2} element-wise "
                         "op(s) on 1/{3} of the data, {4} all-gather(s))",
                         after * 1e6, before * 1e6, numOps, n, escaping)
        .str();
  }
};

/// Why an all-reduce is not decomposed (the remark is made from it).
struct NotDecomposed {
  enum class Reason {
    NotSingleTensor, // not one operand, or memref form
    NotStatic,       // dynamic shape, or rank 0
    TrivialGroup,    // group of one rank (or unknown): no remark
    NoElements,
    NoDivisibleDim,
    NoConsumer,
    ReducedValueEscapes,
    OperandMayDiffer, // operand #operandNumber of op
    BodyMayDiffer,    // a value captured by op's body, or a rank query in it
    NoComputeTime,
    NotFaster,
  } reason;
  RankedTensorType type = {};
  int64_t n = 0;
  Operation *op = nullptr;
  unsigned operandNumber = 0;
  Prediction prediction = {};

  std::string str() const {
    switch (reason) {
    case Reason::NotSingleTensor:
      return "not decomposed: only a single-operand tensor-form all-reduce "
             "is";
    case Reason::NotStatic:
      return "not decomposed: the shape is not static (or of rank 0)";
    case Reason::TrivialGroup:
      return "";
    case Reason::NoElements:
      return llvm::formatv("not decomposed: {0} has no elements", type).str();
    case Reason::NoDivisibleDim:
      return llvm::formatv("not decomposed: no dimension of {0} is divisible "
                           "by the group size {1}",
                           type, n)
          .str();
    case Reason::NoConsumer:
      return "not decomposed: no element-wise consumer to shard";
    case Reason::ReducedValueEscapes:
      return "not decomposed: the reduced value itself is also used by an "
             "op that is not element-wise";
    case Reason::OperandMayDiffer:
      return llvm::formatv("not decomposed: operand #{0} of {1} may differ "
                           "between the ranks of the group (mark function "
                           "arguments that do not with maco.replicated)",
                           operandNumber, op->getName())
          .str();
    case Reason::BodyMayDiffer:
      return llvm::formatv("not decomposed: the body of {0} reads a value "
                           "that may differ between the ranks of the group",
                           op->getName())
          .str();
    case Reason::NoComputeTime:
      return "not decomposed: the cost model cannot time an element-wise "
             "consumer";
    case Reason::NotFaster:
      return "not decomposed: predicted " + prediction.str();
    }
    llvm_unreachable("unknown reason");
  }
};

/// Steps 1 and 2 for one all-reduce: what step 3 rewrites.
struct DecomposePlan {
  AllReduceOp ar;
  RankedTensorType type;            // X's
  int64_t n = 0;                    // group size
  int64_t axis = -1;                // the dimension sharded
  llvm::SetVector<Operation *> set; // the element-wise consumers
  SmallVector<Operation *> ops;     // `set` in block order
  Prediction prediction;
  bool forced = false; // not predicted faster

  /// Whether `v` is used outside the set.
  bool escapes(Value v) const {
    return llvm::any_of(v.getUsers(),
                        [&](Operation *u) { return !set.contains(u); });
  }
  std::string remark() const {
    return std::string(forced ? "decomposed (forced) although "
                              : "decomposed into reduce-scatter + "
                                "all-gather: ") +
           "predicted " + prediction.str();
  }
};

using PlanOrReason = std::variant<DecomposePlan, NotDecomposed>;

/// The operand's form and shape, the group and the dimension to shard.
std::optional<NotDecomposed> matchShape(DecomposePlan &plan) {
  using R = NotDecomposed::Reason;
  AllReduceOp ar = plan.ar;
  if (ar.getInputs().size() != 1 || !ar.getOuts().empty())
    return NotDecomposed{R::NotSingleTensor};
  auto type = dyn_cast<RankedTensorType>(ar.getResult(0).getType());
  if (!type || !type.hasStaticShape() || type.getRank() == 0 ||
      ar.getInputs()[0].getType() != type)
    return NotDecomposed{R::NotStatic};
  plan.type = type;
  std::optional<int64_t> n = CostModel::groupSize(ar);
  if (!n || *n <= 1)
    return NotDecomposed{R::TrivialGroup};
  plan.n = *n;
  // Nothing to shard (and no shard of it can be sliced).
  if (hasZeroSizedDim(type))
    return NotDecomposed{R::NoElements, type};
  // The dimension to shard: the first that the group size divides (the
  // leading one keeps the slices contiguous).
  for (int64_t d = 0; d < type.getRank() && plan.axis < 0; ++d)
    if (type.getDimSize(d) > 0 && type.getDimSize(d) % *n == 0)
      plan.axis = d;
  if (plan.axis < 0)
    return NotDecomposed{R::NoDivisibleDim, type, *n};
  return std::nullopt;
}

/// Why `op` (of the set) cannot be computed on slices: an operand other
/// than the set's values (or an init whose value the payload ignores), or
/// a value its body captures, may differ between the ranks of the group,
/// or its body asks for the rank. The same rules as Replication's: with
/// them, every value of a set whose ops all pass is replicated, so that
/// checking each op against the part of the set found so far (the early
/// exit of matchConsumers) decides as the check against the whole set.
std::optional<NotDecomposed> readsUnreplicated(Operation *op,
                                               DecomposePlan &plan,
                                               Replication &replication) {
  using R = NotDecomposed::Reason;
  for (OpOperand &operand : op->getOpOperands()) {
    Value v = operand.get();
    if (v == plan.ar.getResult(0) || plan.set.contains(v.getDefiningOp()) ||
        isIgnoredInit(operand) || replication.isReplicated(v))
      continue;
    NotDecomposed why{R::OperandMayDiffer};
    why.op = op;
    why.operandNumber = operand.getOperandNumber();
    return why;
  }
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegion(0), captured);
  if (hasRankDependentRegion(op) || llvm::any_of(captured, [&](Value v) {
        return !replication.isReplicated(v);
      })) {
    NotDecomposed why{R::BodyMayDiffer};
    why.op = op;
    return why;
  }
  return std::nullopt;
}

/// Step 1: the element-wise consumers, and whether everything else they
/// read is replicated. Without `exact`, each op is checked as it joins the
/// set and the first that fails ends the walk: the decision (not
/// decomposed) is the one the whole set gives (readsUnreplicated), only
/// the remark could name another op; in a residual stream, where the set
/// of each all-reduce runs through every later layer, the whole walk made
/// the pass quadratic in the layers. With `exact` (remarks on), the whole
/// set is built and the first failing op in block order is named.
std::optional<NotDecomposed>
matchConsumers(DecomposePlan &plan, ReplicationCache &cache, bool exact) {
  using R = NotDecomposed::Reason;
  AllReduceOp ar = plan.ar;
  Block *block = ar->getBlock();
  Replication &replication =
      cache.get(cast<CollectiveOpInterface>(ar.getOperation()));
  SmallVector<Value> worklist = {ar.getResult(0)};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (plan.set.contains(user) || user->getBlock() != block ||
          !isElementwise(user, plan.type))
        continue;
      plan.set.insert(user);
      if (!exact)
        if (std::optional<NotDecomposed> why =
                readsUnreplicated(user, plan, replication))
          return why;
      llvm::append_range(worklist, user->getResults());
    }
  }
  if (plan.set.empty())
    return NotDecomposed{R::NoConsumer};
  plan.ops.assign(plan.set.begin(), plan.set.end());
  llvm::sort(plan.ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  if (plan.escapes(ar.getResult(0)))
    return NotDecomposed{R::ReducedValueEscapes};
  if (exact)
    for (Operation *op : plan.ops)
      if (std::optional<NotDecomposed> why =
              readsUnreplicated(op, plan, replication))
        return why;
  return std::nullopt;
}

/// Step 2: both forms' predicted times; a reason unless the decomposed
/// form is faster (or `force`).
std::optional<NotDecomposed> predict(DecomposePlan &plan,
                                     const CostModel &model, bool force) {
  using R = NotDecomposed::Reason;
  int64_t n = plan.n;
  int64_t bytes = *CostModel::collectiveBytes(plan.ar);
  double compute = 0, sliceCopies = 0;
  int64_t escaping = 0;
  for (Operation *op : plan.ops) {
    std::optional<double> c = model.computeTime(op);
    if (!c)
      return NotDecomposed{R::NoComputeTime};
    compute += *c;
    for (Value v : op->getResults())
      escaping += plan.escapes(v);
    for (Value v : op->getOperands())
      if (v.getType() == plan.type && !plan.set.contains(v.getDefiningOp()) &&
          v != plan.ar.getResult(0))
        sliceCopies += bytes / static_cast<double>(n) /
                       std::max(model.getTarget().memBandwidth, 1.0);
  }
  Prediction &p = plan.prediction;
  p.before =
      model.collectiveTime(CollectiveKind::AllReduce, bytes, n) + compute;
  p.after =
      model.collectiveTime(CollectiveKind::ReduceScatter, bytes, n) +
      compute / static_cast<double>(n) + sliceCopies +
      escaping * model.collectiveTime(CollectiveKind::AllGather, bytes, n);
  p.numOps = plan.ops.size();
  p.n = n;
  p.escaping = escaping;
  plan.forced = p.after >= p.before;
  if (plan.forced && !force) {
    NotDecomposed why{R::NotFaster};
    why.prediction = p;
    return why;
  }
  return std::nullopt;
}

/// Steps 1 and 2 for `ar`: the plan, or why it is not decomposed.
PlanOrReason planDecompose(AllReduceOp ar, const CostModel &model, bool force,
                           ReplicationCache &cache, bool exact) {
  DecomposePlan plan;
  plan.ar = ar;
  if (std::optional<NotDecomposed> why = matchShape(plan))
    return *why;
  if (std::optional<NotDecomposed> why = matchConsumers(plan, cache, exact))
    return *why;
  if (std::optional<NotDecomposed> why = predict(plan, model, force))
    return *why;
  return plan;
}

/// Step 3: the clone of `op` on slices, before `op`, with an all-gather
/// after it for each escaping result.
void shardOp(OpBuilder &b, const DecomposePlan &plan, Operation *op,
             Value offset, RankedTensorType shardType, IRMapping &map) {
  RankedTensorType type = plan.type;
  b.setInsertionPoint(op);
  SmallVector<Value> operands;
  for (Value v : op->getOperands()) {
    if (Value m = map.lookupOrNull(v)) {
      operands.push_back(m);
      continue;
    }
    if (v.getType() != type) {
      operands.push_back(v);
      continue;
    }
    SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)), sizes,
        strides(type.getRank(), b.getIndexAttr(1));
    offsets[plan.axis] = offset;
    for (int64_t d : shardType.getShape())
      sizes.push_back(b.getIndexAttr(d));
    operands.push_back(tensor::ExtractSliceOp::create(
        b, op->getLoc(), shardType, v, offsets, sizes, strides));
  }
  SmallVector<Type> resultTypes(op->getNumResults(), shardType);
  Operation *clone = mlir::clone(b, op, resultTypes, operands);
  b.setInsertionPointAfter(clone);
  AllReduceOp ar = plan.ar;
  for (auto [orig, sharded] :
       llvm::zip(op->getResults(), clone->getResults())) {
    map.map(orig, sharded);
    if (!plan.escapes(orig))
      continue;
    Value full = AllGatherOp::create(b, op->getLoc(), TypeRange{type},
                                     ValueRange{sharded}, ValueRange{},
                                     b.getI64IntegerAttr(plan.axis),
                                     /*algorithm=*/nullptr, ar.getGridAttr(),
                                     ar.getGridAxesAttr())
                     .getResult(0);
    orig.replaceUsesWithIf(full, [&](OpOperand &use) {
      return !plan.set.contains(use.getOwner());
    });
  }
}

/// Step 3: the rewrite the plan describes.
void applyDecompose(const DecomposePlan &plan) {
  AllReduceOp ar = plan.ar;
  RankedTensorType type = plan.type;
  OpBuilder b(ar);
  Location loc = ar.getLoc();
  int64_t shard = type.getDimSize(plan.axis) / plan.n;
  SmallVector<int64_t> shardShape(type.getShape());
  shardShape[plan.axis] = shard;
  auto shardType = RankedTensorType::get(shardShape, type.getElementType());
  Value rank = RankOp::create(b, loc, ar.getGridAttr(), ar.getGridAxesAttr());
  Value offset = arith::MulIOp::create(
      b, loc, rank, arith::ConstantIndexOp::create(b, loc, shard));
  auto rs = ReduceScatterOp::create(
      b, loc, TypeRange{shardType}, ar.getInputs(), ValueRange{},
      b.getI64IntegerAttr(plan.axis), ar.getReductionAttr(),
      /*algorithm=*/nullptr, ar.getGridAttr(), ar.getGridAxesAttr());
  IRMapping map;
  map.map(ar.getResult(0), rs.getResult(0));
  for (Operation *op : plan.ops)
    shardOp(b, plan, op, offset, shardType, map);
  for (Operation *op : llvm::reverse(plan.ops))
    op->erase();
  ar->erase();
}

struct DecomposeAllReducePass
    : public maco::impl::DecomposeAllReduceBase<DecomposeAllReducePass> {
  using DecomposeAllReduceBase::DecomposeAllReduceBase;

  void runOnOperation() override {
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    SmallVector<AllReduceOp> candidates;
    getOperation()->walk([&](AllReduceOp op) { candidates.push_back(op); });
    ReplicationCache replication;
    for (AllReduceOp ar : candidates) {
      Location loc = ar.getLoc(); // `ar` is gone once decomposed
      std::string why = tryDecompose(ar, model, replication);
      if (remarks && !why.empty())
        emitRemark(loc) << why;
    }
  }

  /// Decomposes `ar` if legal and predicted faster; returns the remark
  /// (why not, or the predictions).
  std::string tryDecompose(AllReduceOp ar, const CostModel &model,
                           ReplicationCache &replication) {
    PlanOrReason plan =
        planDecompose(ar, model, force, replication, /*exact=*/remarks);
    if (auto *why = std::get_if<NotDecomposed>(&plan))
      return why->str();
    auto &p = std::get<DecomposePlan>(plan);
    applyDecompose(p);
    replication.clear(); // (values it knows may be gone)
    return p.remark();
  }
};
} // namespace
