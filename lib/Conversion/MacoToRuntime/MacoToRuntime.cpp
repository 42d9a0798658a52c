//===- MacoToRuntime.cpp - maco (memref form) -> runtime calls ------------===//
//
// Lowers maco ops in memref (destination) form to calls into the runtime's
// code-generation ABI (runtime/include/maco/runtime/codegen.h).
//
// Structure: RuntimeCommunicators::create prepares each function (step 1
// below); then DialectConversion applies one pattern per collective kind
// plus maco.wait / maco.rank / maco.group_size
// (populateMacoToRuntimeConversionPatterns, shared with other lowerings to
// the same runtime), with `!maco.future` converted to the event handle.
//
// Algorithm, per function:
//  0. Note whether the module starts any collective (then the runtime must
//     allow streams: `maco_cg_configure(MACO_CG_USES_STREAMS)`, otherwise
//     MPI runs at the cheaper MPI_THREAD_SINGLE level).
//  1. Create the communicators at the function entry. Creating one is
//     collective over all ranks the first time, so it must happen where
//     every rank gets, in the same order on every rank: never inside
//     rank-dependent control flow (pipeline stages under `scf.if`), nor at
//     the entry of a function that only some ranks call. So every function
//     that is not private (an entry into the module) first sets up all the
//     groups (grid symbol, grid_axes) of the *module*, in module order, and
//     every (group, stream) pair that the module's started collectives use
//     (`maco_cg_comm_prepare`; the runtime sets up a per-stream
//     communicator collectively on first use): whichever entry a rank calls
//     first sets them all up, identically on every rank. Then every
//     function gets the handles of its own groups in program order
//     (`maco_cg_comm`, a cached lookup by then) and binds its own pairs
//     (`maco_cg_stream_bind`, likewise).
//  2. Rewrite every op (a pattern each):
//     - buffers are passed as `index` addresses (aligned pointer + offset ×
//       element size); non-contiguous memrefs are staged through
//       contiguous copies;
//     - the runtime gathers/scatters along the leading dimension; for any
//       other axis the operand is packed into (or unpacked from) a
//       [group, ...] staging buffer with subview copies;
//     - a variadic (combined) all_reduce whose operands are adjacent views
//       of one buffer (maco-place-buckets) is one call on their range;
//       otherwise, when they share an element type and static shapes, it
//       is packed into one contiguous buffer and
//       reduced with a single call, then unpacked (after the wait when
//       started);
//     - `permute` computes its send-to/receive-from peers from the static
//       pairs and the group rank: a table that is a shift of a range of
//       ranks (keys lo..hi, each mapped to (key + d) mod M, as every 1-D
//       shard.shift is) in constant size, `lo <= r <= hi ? (r + d) mod M :
//       -1`; any other with an `arith.select` chain (one compare and select
//       per pair);
//     - `*_start` enqueues the op on stream `stream` and records an event,
//       which replaces the future; `maco.wait` synchronises that event.
//       What must follow completion (unpacking a combined all-reduce,
//       freeing staging buffers) is emitted right after the start's
//       `maco.wait` by the start's pattern. A start that needs staging runs
//       synchronously (its event is then already complete), which is
//       correct but does not overlap.
//
// (`linalg.matmul` → `maco_cg_gemm` is convert-matmul-to-runtime,
// MatmulToRuntime.cpp.)
//
// Declarations of the `maco_cg_*` functions are added to the module, from
// the one signature table codegen.def (pointers as `index`), and every
// lowered function that calls the runtime first calls
// `maco_cg_require_abi(MACO_CG_ABI_VERSION)`. Element-type and reduction
// codes are runtime.h's (static_asserts below).
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/MacoToRuntime/RuntimeCalls.h"

#include "maco/Conversion/MacoToRuntime/MacoToRuntime.h"
#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <array>
#include <cstdint>

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMACOTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;
using namespace mlir::maco::runtime_calls;

//===----------------------------------------------------------------------===//
// Communicators
//===----------------------------------------------------------------------===//

namespace {
/// The group (grid, axes) of a collective, maco.rank or maco.group_size.
std::optional<std::pair<FlatSymbolRefAttr, ArrayRef<int16_t>>>
groupOf(Operation *op) {
  if (auto c = dyn_cast<CollectiveOpInterface>(op))
    return std::make_pair(c.getGridAttr(), c.getGridAxes());
  if (auto r = dyn_cast<RankOp>(op))
    return std::make_pair(r.getGridAttr(), r.getGridAxes());
  if (auto g = dyn_cast<GroupSizeOp>(op))
    return std::make_pair(g.getGridAttr(), g.getGridAxes());
  return std::nullopt;
}

/// Map key of `op`'s group in function `func`.
std::tuple<Operation *, Attribute, Attribute> groupKey(Operation *func,
                                                       Operation *op) {
  auto [grid, axes] = *groupOf(op);
  return {func, grid.getAttr(), DenseI16ArrayAttr::get(op->getContext(), axes)};
}

/// The maco ops of `f` that talk to the runtime, in program order.
SmallVector<Operation *> runtimeOps(func::FuncOp f) {
  SmallVector<Operation *> ops;
  f.walk([&](Operation *op) {
    if (isa<CollectiveOpInterface, RankOp, GroupSizeOp, WaitOp>(op))
      ops.push_back(op);
  });
  return ops;
}

/// Emits the diagnostic of a group whose grid the runtime cannot represent.
LogicalResult checkGroupGrid(Operation *op) {
  auto grid = lookupGrid(op, groupOf(op)->first);
  if (!grid)
    return op->emitError("unknown grid");
  ArrayRef<int64_t> shape = grid.getShape();
  if (shape.size() > 4)
    return op->emitError("grids of rank > 4 are not supported by the "
                         "runtime lowering");
  // One dynamic dimension is sized by the runtime from the number of
  // ranks (MACO_RT_GRID_DYNAMIC); more cannot be.
  if (llvm::count_if(shape, ShapedType::isDynamic) > 1)
    return op->emitError("grid @")
           << grid.getSymName()
           << " has more than one dynamic dimension; the runtime sizes at "
              "most one from the number of ranks";
  return success();
}

/// The arguments of `maco_cg_comm(...)` for the group of `op` (checked by
/// checkGroupGrid).
std::array<Value, 10> commArgs(Lowering &L, Location loc, Operation *op) {
  auto [sym, axes] = *groupOf(op);
  ArrayRef<int64_t> shape = lookupGrid(op, sym).getShape();
  std::array<Value, 10> args;
  args[0] = L.cI64(loc, shape.size());
  for (int i = 0; i < 4; ++i)
    args[1 + i] =
        L.cI64(loc, i >= (int)shape.size()            ? 1
                    : ShapedType::isDynamic(shape[i]) ? MACO_RT_GRID_DYNAMIC
                                                      : shape[i]);
  args[5] = L.cI64(loc, axes.size());
  for (int i = 0; i < 4; ++i)
    args[6 + i] = L.cI64(loc, i < (int)axes.size() ? axes[i] : 0);
  return args;
}

/// maco_cg_comm_prepare of the group of `op` and `stream` (0: the group).
void prepareComm(Lowering &L, Location loc, Operation *op, int64_t stream) {
  std::apply(
      [&](auto... group) {
        cg::maco_cg_comm_prepare(L, loc, {group..., L.cI64(loc, stream)});
      },
      commArgs(L, loc, op));
}
} // namespace

RuntimeCommunicators::RuntimeCommunicators(ModuleOp module) {
  WalkResult started = module.walk([](CollectiveOpInterface op) {
    return op.isAsync() ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (started.wasInterrupted())
    configureFlags |= MACO_CG_USES_STREAMS;
  // Every group of the module and every (group, stream) pair its started
  // collectives use, in module order: the order in which each rank sets
  // them up at its first entry into the module.
  llvm::SetVector<std::pair<Attribute, Attribute>> seen;
  llvm::SetVector<std::tuple<Attribute, Attribute, int64_t>> seenBinds;
  for (auto f : module.getOps<func::FuncOp>()) {
    if (f.isExternal())
      continue;
    for (Operation *op : runtimeOps(f)) {
      if (!groupOf(op))
        continue;
      auto [func, grid, axes] = groupKey(nullptr, op);
      if (seen.insert({grid, axes}))
        moduleGroups.push_back(op);
      if (auto c = dyn_cast<CollectiveOpInterface>(op); c && c.isAsync())
        if (seenBinds.insert({grid, axes, *c.getStreamId()}))
          moduleBinds.push_back({op, *c.getStreamId()});
    }
  }
}

LogicalResult RuntimeCommunicators::create(func::FuncOp f) {
  // The grids of the module's groups, checked once.
  if (!checked) {
    checked = true;
    for (Operation *op : moduleGroups)
      if (failed(checkGroupGrid(op)))
        invalid = true;
  }
  if (invalid)
    return failure();
  SmallVector<Operation *> ops = runtimeOps(f);
  // A function that other code may call (not private) is an entry into the
  // module: it sets up every group of the module.
  bool entry = !f.isPrivate() && !moduleGroups.empty();
  if (ops.empty() && !entry)
    return success();
  auto module = f->getParentOfType<ModuleOp>();
  OpBuilder b(f.getContext());
  Lowering L(module, b);
  Location loc = f.getLoc();
  // After the ABI check, before the function's own ops.
  b.setInsertionPointAfter(requireAbi(L, f));
  cg::maco_cg_configure(L, loc, {L.cI64(loc, configureFlags)});
  // At an entry: every group of the module, then every (group, stream)
  // pair, in module order. Whichever entry a rank calls first makes the
  // same communicators in the same order as every other rank, before any
  // rank-dependent control flow; later calls only look them up. Groups
  // whose grid does not fit the number of ranks are skipped (the same on
  // every rank): a module may hold entries for different numbers of ranks.
  if (entry) {
    for (Operation *op : moduleGroups)
      prepareComm(L, loc, op, 0);
    for (auto [op, id] : moduleBinds)
      prepareComm(L, loc, op, id);
  }
  // The function's own groups, in program order: looked up (made above,
  // or by the entry that led here), or made now by a function that only
  // an entry of this module can call. A grid that does not fit the number
  // of ranks is an error here.
  for (Operation *op : ops) {
    if (!groupOf(op))
      continue;
    auto key = groupKey(f, op);
    if (comms.count(key))
      continue;
    comms[key] = std::apply(
        [&](auto... group) {
          return cg::maco_cg_comm(L, op->getLoc(), {group...});
        },
        commArgs(L, op->getLoc(), op));
  }
  // Bind each (group, stream) pair that its started collectives use, here
  // too (set up by the entry already: a lookup).
  llvm::SetVector<std::pair<Value, int64_t>> binds;
  for (Operation *op : ops)
    if (auto c = dyn_cast<CollectiveOpInterface>(op); c && c.isAsync())
      binds.insert({comms.lookup(groupKey(f, op)), *c.getStreamId()});
  for (auto [comm, id] : binds)
    cg::maco_cg_stream_bind(L, loc, {comm, L.cI64(loc, id)});
  return success();
}

Value RuntimeCommunicators::lookup(Operation *op) const {
  auto f = op->getParentOfType<func::FuncOp>();
  return f ? comms.lookup(groupKey(f, op)) : Value();
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {
/// What a collective pattern emits around its runtime call.
struct Emitter {
  Lowering &L;
  Location loc;
  Value comm, stream, dtype, red;
  int64_t groupSize;
  SmallVector<Value> inputs, outs;
  /// The remapped operand that is not a buffer (send/recv peer), if any.
  Value peer;
  /// maco_rt_algorithm_t of the op's `algorithm` (0: the backend's choice),
  /// for the kinds that have algorithms.
  Value algorithm;
  /// Steps right after the call (copies out of contiguous stand-ins).
  SmallVector<std::function<void()>> afterCall;
  /// Steps once the collective has completed: right after the call when
  /// blocking, right after the wait when started.
  SmallVector<std::function<void()>> afterCompletion;

  /// The group size as an index: a constant when the grid fixes it, else
  /// the communicator's size (queried once per collective).
  OpFoldResult groupSizeValue() {
    if (!ShapedType::isDynamic(groupSize))
      return L.b.getIndexAttr(groupSize);
    if (!dynamicGroupSize)
      dynamicGroupSize = arith::IndexCastOp::create(
          L.b, loc, L.idx, cg::maco_cg_comm_size(L, loc, {comm}));
    return dynamicGroupSize;
  }
  Value groupSizeIndex() {
    return getValueOrCreateConstantIndexOp(L.b, loc, groupSizeValue());
  }
  Value dynamicGroupSize;

  Value prepIn(Value v) { return L.contiguous(loc, v, true); }
  Value prepOut(Value v) {
    Value c = L.contiguous(loc, v, false);
    if (c != v)
      afterCall.push_back(
          [this, c, v] { memref::CopyOp::create(L.b, loc, c, v); });
    return c;
  }
};

/// Lowers the collectives of one kind, blocking and started: the shared
/// prologue (communicator, dtype, reduction, stream, staging decision) and
/// epilogue (event, post-completion steps, temporaries), around `emit`.
class CollectiveLowering
    : public OpInterfaceConversionPattern<CollectiveOpInterface> {
public:
  CollectiveLowering(CollectiveKind kind, const TypeConverter &converter,
                     const RuntimeCommunicators &comms, MLIRContext *ctx)
      : OpInterfaceConversionPattern(converter, ctx), kind(kind), comms(comms) {
  }

  LogicalResult
  matchAndRewrite(CollectiveOpInterface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const final {
    if (op.getCollectiveKind() != kind)
      return failure();
    Operation *raw = op.getOperation();
    Location loc = op.getLoc();
    Value comm = comms.lookup(raw);
    if (!comm)
      return op->emitError("no communicator for this collective's group");
    Lowering L(raw->getParentOfType<ModuleOp>(), rewriter);
    shard::GridOp grid = lookupGrid(raw, op.getGridAttr());
    std::optional<ReductionKind> reduction = op.getReductionKind();
    Emitter E{L,
              loc,
              comm,
              Value(),
              Value(),
              Value(),
              getGroupSize(grid, op.getGridAxes())};
    OperandRange inputs = op.getInputs(), outs = op.getOuts();
    auto remapped = [&](OperandRange range) {
      if (range.empty())
        return ArrayRef<Value>();
      return operands.slice(range.getBeginOperandIndex(), range.size());
    };
    E.inputs.assign(remapped(inputs));
    E.outs.assign(remapped(outs));
    if (kind == CollectiveKind::Send || kind == CollectiveKind::Recv)
      E.peer = operands.back();
    Type elt = cast<MemRefType>(
                   (E.inputs.empty() ? E.outs : E.inputs).front().getType())
                   .getElementType();
    E.dtype = L.cI32(loc, *dtypeCode(elt));
    if (reduction)
      E.red = L.cI32(loc, static_cast<int32_t>(*reduction));

    bool needsStaging = needsAxisStaging(op, E);
    for (Value v : llvm::concat<Value>(E.inputs, E.outs))
      needsStaging |= !Lowering::isContiguous(cast<MemRefType>(v.getType()));
    // Staged starts run synchronously (stream 0) and record a completed
    // event. Stream 0 is the null handle (what maco_cg_stream(0) returns):
    // no call per synchronous collective.
    int64_t streamId = needsStaging ? 0 : op.getStreamId().value_or(0);
    E.stream = streamId == 0
                   ? L.cIdx(loc, 0)
                   : cg::maco_cg_stream(L, loc, {L.cI64(loc, streamId)});
    if (!getApplicableAlgorithms(kind).empty())
      E.algorithm = L.cI32(
          loc, static_cast<int32_t>(op.getAlgorithm().value_or(Algorithm{})));

    emitDimChecks(op, E);
    if (failed(emit(op, E)))
      return failure();

    // Staging and pack buffers live until the collective has completed.
    SmallVector<Value> temps = std::move(L.temporaries);
    E.afterCompletion.push_back(
        [&L, loc, temps] { L.freeTemporaries(loc, temps); });
    if (!op.isAsync()) {
      for (auto &fn :
           llvm::concat<std::function<void()>>(E.afterCall, E.afterCompletion))
        fn();
      rewriter.eraseOp(raw);
      return success();
    }
    // Copies out of contiguous staging buffers (a non-contiguous operand):
    // such a start is staged, run on stream 0, so it has completed here.
    assert((E.afterCall.empty() || needsStaging) &&
           "a non-contiguous operand makes the start staged");
    for (auto &fn : E.afterCall)
      fn();
    Value event = cg::maco_cg_event_record(L, loc, {E.stream});
    Value future = raw->getResult(0);
    if (!future.hasOneUse() || !isa<WaitOp>(*future.getUsers().begin()))
      return raw->emitError("started collective has a use other than its "
                            "'maco.wait'");
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(*future.getUsers().begin());
      for (auto &fn : E.afterCompletion)
        fn();
    }
    rewriter.replaceOp(raw, event);
    return success();
  }

  /// Before the call, where a destination's size along a dimension is
  /// known only at run time (a `?` on either side, or a dynamic group along
  /// a gathered or scattered dimension), checks it against the operand's:
  /// the runtime would otherwise move the operand's count into a buffer of
  /// another size.
  void emitDimChecks(CollectiveOpInterface op, Emitter &E) const {
    if (kind == CollectiveKind::Send || kind == CollectiveKind::Recv)
      return;
    int64_t gathered = op.getGatherAxis().value_or(-1);
    int64_t scattered = op.getScatterAxis().value_or(-1);
    if (op.getSplitAxis() != op.getConcatAxis()) {
      scattered = op.getSplitAxis().value_or(-1);
      gathered = op.getConcatAxis().value_or(-1);
    }
    Lowering &L = E.L;
    Location loc = E.loc;
    int64_t line = 0, col = 0;
    if (auto pos = loc->findInstanceOf<FileLineColLoc>()) {
      line = pos.getLine();
      col = pos.getColumn();
    }
    for (auto [i, pair] : llvm::enumerate(llvm::zip(E.inputs, E.outs))) {
      auto [in, out] = pair;
      if (in == out)
        continue; // In place: one buffer, one size.
      auto inType = cast<MemRefType>(in.getType());
      auto outType = cast<MemRefType>(out.getType());
      if (inType.getRank() != outType.getRank())
        continue; // The verifier rejects it.
      for (int64_t d = 0; d < inType.getRank(); ++d) {
        int32_t mode = d == gathered    ? MACO_CG_DIM_GATHERED
                       : d == scattered ? MACO_CG_DIM_SCATTERED
                                        : MACO_CG_DIM_SAME;
        bool scaled = mode != MACO_CG_DIM_SAME;
        if (!inType.isDynamicDim(d) && !outType.isDynamicDim(d) &&
            !(scaled && ShapedType::isDynamic(E.groupSize)))
          continue;
        auto size = [&](Value m) {
          return L.toI64(loc, memref::DimOp::create(L.b, loc, m, d));
        };
        cg::maco_cg_check_dim(L, loc,
                              {E.comm, L.cI32(loc, static_cast<int32_t>(kind)),
                               L.cI64(loc, i), L.cI64(loc, d), size(in),
                               size(out), L.cI32(loc, mode), L.cI64(loc, line),
                               L.cI64(loc, col)});
      }
    }
  }

protected:
  /// Whether the kind's axis attributes force staging (e.g. a gather along
  /// a non-leading dimension).
  virtual bool needsAxisStaging(CollectiveOpInterface op, Emitter &E) const {
    return false;
  }
  /// Emits the runtime call(s) of one collective of this kind.
  virtual LogicalResult emit(CollectiveOpInterface op, Emitter &E) const = 0;

  /// One call per (input, out) pair of a collective whose result has its
  /// operand's shape (all-reduce, broadcast): `call(send, recv, count)`
  /// builds it from the pair's addresses and element count.
  static void emitSameShape(Emitter &E,
                            function_ref<void(Value, Value, Value)> call) {
    Lowering &L = E.L;
    for (auto [in, out] : llvm::zip(E.inputs, E.outs)) {
      Value cin = E.prepIn(in);
      bool inPlace = in == out && cin != in;
      Value cout = inPlace ? cin : E.prepOut(out);
      // (Built in order: the IR reads as the arguments.)
      Value send = L.address(E.loc, cin);
      Value recv = L.address(E.loc, cout);
      Value count = L.toI64(E.loc, L.numElements(E.loc, cin));
      call(send, recv, count);
      if (inPlace)
        E.afterCall.push_back(
            [&E, cin, in] { memref::CopyOp::create(E.L.b, E.loc, cin, in); });
    }
  }

private:
  CollectiveKind kind;
  const RuntimeCommunicators &comms;
};

/// Declares a pattern class for one collective kind (`Members`: the
/// overrides it defines below).
#define MACO_KIND_PATTERN(Name, Kind, Members)                                 \
  struct Name : CollectiveLowering {                                           \
    Name(const TypeConverter &converter, const RuntimeCommunicators &comms,    \
         MLIRContext *ctx)                                                     \
        : CollectiveLowering(CollectiveKind::Kind, converter, comms, ctx) {}   \
    LogicalResult emit(CollectiveOpInterface op, Emitter &E) const override;   \
    Members                                                                    \
  };
#define MACO_STAGES_AXES                                                       \
  bool needsAxisStaging(CollectiveOpInterface op, Emitter &E) const override;
MACO_KIND_PATTERN(AllReduceLowering, AllReduce, )
MACO_KIND_PATTERN(BroadcastLowering, Broadcast, )
MACO_KIND_PATTERN(PermuteLowering, Permute, )
MACO_KIND_PATTERN(SendLowering, Send, )
MACO_KIND_PATTERN(RecvLowering, Recv, )
MACO_KIND_PATTERN(AllGatherLowering, AllGather, MACO_STAGES_AXES)
MACO_KIND_PATTERN(ReduceScatterLowering, ReduceScatter, MACO_STAGES_AXES)
MACO_KIND_PATTERN(AllToAllLowering, AllToAll, MACO_STAGES_AXES)
#undef MACO_STAGES_AXES
#undef MACO_KIND_PATTERN

//--- all_reduce ---------------------------------------------------------===//

/// A variadic all-reduce whose operands share one element type and have
/// static, identity-layout shapes is packed into one buffer.
bool canPack(ArrayRef<Value> inputs, ArrayRef<Value> outs) {
  if (inputs.size() < 2)
    return false;
  Type elt = cast<MemRefType>(inputs.front().getType()).getElementType();
  for (Value v : llvm::concat<const Value>(inputs, outs)) {
    auto t = cast<MemRefType>(v.getType());
    if (t.getElementType() != elt || !t.hasStaticShape() ||
        !t.getLayout().isIdentity())
      return false;
  }
  return true;
}

/// When the in-place operands are adjacent contiguous views of one buffer
/// in operand order (what maco-place-buckets makes), the number of elements
/// they cover from the first one's start.
std::optional<int64_t> adjacentInPlace(ArrayRef<Value> inputs,
                                       ArrayRef<Value> outs) {
  if (inputs.size() < 2 || inputs != outs)
    return std::nullopt;
  Value source;
  int64_t next = 0, total = 0;
  for (Value v : inputs) {
    auto view = v.getDefiningOp<memref::ReinterpretCastOp>();
    if (!view || (source && view.getSource() != source) ||
        !Lowering::isContiguous(view.getType()) ||
        !view.getType().hasStaticShape())
      return std::nullopt;
    auto [strides, offset] = view.getType().getStridesAndOffset();
    if (ShapedType::isDynamic(offset) || (source && offset != next))
      return std::nullopt;
    source = view.getSource();
    next = offset + view.getType().getNumElements();
    total += view.getType().getNumElements();
  }
  return total;
}

LogicalResult AllReduceLowering::emit(CollectiveOpInterface op,
                                      Emitter &E) const {
  if (std::optional<int64_t> total = adjacentInPlace(E.inputs, E.outs)) {
    // One bucket: reduce the whole range in place, no copies.
    Lowering &L = E.L;
    Value start = L.address(E.loc, E.inputs.front());
    cg::maco_cg_all_reduce(L, E.loc,
                           {start, start, L.cI64(E.loc, *total), E.dtype, E.red,
                            E.comm, E.stream, E.algorithm});
    return success();
  }
  if (!canPack(E.inputs, E.outs)) {
    emitSameShape(E, [&](Value send, Value recv, Value count) {
      cg::maco_cg_all_reduce(
          E.L, E.loc,
          {send, recv, count, E.dtype, E.red, E.comm, E.stream, E.algorithm});
    });
    return success();
  }
  // A combined (bucketed) all-reduce: pack every operand into one
  // contiguous buffer, reduce once, unpack after completion.
  Lowering &L = E.L;
  Location loc = E.loc;
  Type elt = cast<MemRefType>(E.inputs.front().getType()).getElementType();
  int64_t total = 0;
  for (Value in : E.inputs)
    total += cast<MemRefType>(in.getType()).getNumElements();
  Value packed =
      memref::AllocOp::create(L.b, loc, MemRefType::get({total}, elt));
  L.temporaries.push_back(packed);
  SmallVector<std::pair<Value, Value>> slots; // (slot view, out)
  int64_t offset = 0;
  for (auto [in, out] : llvm::zip(E.inputs, E.outs)) {
    auto inType = cast<MemRefType>(in.getType());
    SmallVector<int64_t> strides;
    int64_t stride = 1;
    for (int64_t d = inType.getRank() - 1; d >= 0; --d) {
      strides.insert(strides.begin(), stride);
      stride *= inType.getDimSize(d);
    }
    auto slotType = MemRefType::get(
        inType.getShape(), elt,
        StridedLayoutAttr::get(L.b.getContext(), offset, strides));
    Value slot = memref::ReinterpretCastOp::create(
        L.b, loc, slotType, packed, offset, inType.getShape(), strides);
    memref::CopyOp::create(L.b, loc, in, slot);
    slots.push_back({slot, out});
    offset += inType.getNumElements();
  }
  cg::maco_cg_all_reduce(L, loc,
                         {L.address(loc, packed), L.address(loc, packed),
                          L.cI64(loc, total), E.dtype, E.red, E.comm, E.stream,
                          E.algorithm});
  // Unpacking goes before freeing the pack buffer (registered later).
  E.afterCompletion.push_back([&L, loc, slots] {
    for (auto [slot, out] : slots)
      memref::CopyOp::create(L.b, loc, slot, out);
  });
  return success();
}

//--- broadcast, permute, send, recv --------------------------------------===//

LogicalResult BroadcastLowering::emit(CollectiveOpInterface op,
                                      Emitter &E) const {
  emitSameShape(E, [&](Value send, Value recv, Value count) {
    cg::maco_cg_broadcast(E.L, E.loc,
                          {send, recv, count, E.dtype,
                           E.L.cI64(E.loc, *op.getRoot()), E.comm, E.stream,
                           E.algorithm});
  });
  return success();
}

/// The peer lookup `table` (key: this rank, value: its peer) as a shift of
/// a range of ranks, if it is one: keys lo..hi, each once, mapped to (key +
/// d) mod M with M one more than the largest rank named. Returns {lo, hi,
/// d, M} with 0 <= d < M.
static std::optional<std::array<int64_t, 4>>
asShift(ArrayRef<std::pair<int64_t, int64_t>> table) {
  if (table.empty())
    return std::nullopt;
  int64_t lo = table.front().first, hi = lo, m = 0;
  for (auto [key, value] : table) {
    // Ranks are MPI ints; larger ones (over a group of dynamic size, checked
    // only at run time) keep the select chain, and the sums below cannot
    // overflow.
    if (key > INT32_MAX || value > INT32_MAX)
      return std::nullopt;
    lo = std::min(lo, key);
    hi = std::max(hi, key);
    m = std::max({m, key + 1, value + 1});
  }
  if (lo < 0 || hi - lo + 1 != (int64_t)table.size())
    return std::nullopt; // keys are distinct (verified): a range iff dense
  int64_t d = ((table.front().second - table.front().first) % m + m) % m;
  for (auto [key, value] : table)
    if ((key + d) % m != value)
      return std::nullopt;
  return std::array<int64_t, 4>{lo, hi, d, m};
}

/// Emits the peer of `rank` in `table` (-1 where it has none): in constant
/// size for a shift (asShift), else `c = rank == k ? v : c` for each (k, v).
static Value selectChain(Lowering &L, Location loc, Value rank,
                         ArrayRef<std::pair<int64_t, int64_t>> table) {
  if (auto shift = asShift(table)) {
    auto [lo, hi, d, m] = *shift;
    // One op per statement: the IR's order does not depend on the order in
    // which a compiler evaluates call arguments.
    using P = arith::CmpIPredicate;
    Value above =
        arith::CmpIOp::create(L.b, loc, P::sge, rank, L.cI64(loc, lo));
    Value below =
        arith::CmpIOp::create(L.b, loc, P::sle, rank, L.cI64(loc, hi));
    Value inRange = arith::AndIOp::create(L.b, loc, above, below);
    Value sum = arith::AddIOp::create(L.b, loc, rank, L.cI64(loc, d));
    Value peer = arith::RemSIOp::create(L.b, loc, sum, L.cI64(loc, m));
    Value none = L.cI64(loc, -1);
    return arith::SelectOp::create(L.b, loc, inRange, peer, none);
  }
  Value result = L.cI64(loc, -1);
  for (auto [key, value] : table) {
    Value eq = arith::CmpIOp::create(L.b, loc, arith::CmpIPredicate::eq, rank,
                                     L.cI64(loc, key));
    result = arith::SelectOp::create(L.b, loc, eq, L.cI64(loc, value), result);
  }
  return result;
}

LogicalResult PermuteLowering::emit(CollectiveOpInterface op,
                                    Emitter &E) const {
  Lowering &L = E.L;
  Location loc = E.loc;
  ArrayRef<int64_t> flat = *op.getPairs();
  SmallVector<std::pair<int64_t, int64_t>> sendTable, recvTable;
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    sendTable.push_back({flat[i], flat[i + 1]});
    recvTable.push_back({flat[i + 1], flat[i]});
  }
  // Over a group whose size is known only at run time, the pairs are
  // checked against it there (the verifier checked them otherwise).
  if (ShapedType::isDynamic(E.groupSize) && !flat.empty())
    cg::maco_cg_permute_check(L, loc,
                              {E.comm, L.cI64(loc, *llvm::max_element(flat))});
  Value rank = cg::maco_cg_comm_rank(L, loc, {E.comm});
  Value sendTo = selectChain(L, loc, rank, sendTable);
  Value recvFrom = selectChain(L, loc, rank, recvTable);
  Value cin = E.prepIn(E.inputs[0]);
  Value cout = E.prepOut(E.outs[0]);
  cg::maco_cg_permute(L, loc,
                      {L.address(loc, cin), L.address(loc, cout),
                       L.toI64(loc, L.numElements(loc, cin)), E.dtype, sendTo,
                       recvFrom, E.comm, E.stream});
  return success();
}

LogicalResult SendLowering::emit(CollectiveOpInterface op, Emitter &E) const {
  Lowering &L = E.L;
  int64_t tag = *op.getTag();
  Value cin = E.prepIn(E.inputs[0]);
  cg::maco_cg_send(
      L, E.loc,
      {L.address(E.loc, cin), L.toI64(E.loc, L.numElements(E.loc, cin)),
       E.dtype, L.toI64(E.loc, E.peer), L.cI64(E.loc, tag), E.comm, E.stream});
  return success();
}

LogicalResult RecvLowering::emit(CollectiveOpInterface op, Emitter &E) const {
  Lowering &L = E.L;
  int64_t tag = *op.getTag();
  Value cout = E.prepOut(E.outs[0]);
  cg::maco_cg_recv(
      L, E.loc,
      {L.address(E.loc, cout), L.toI64(E.loc, L.numElements(E.loc, cout)),
       E.dtype, L.toI64(E.loc, E.peer), L.cI64(E.loc, tag), E.comm, E.stream});
  return success();
}

//--- all_gather, reduce_scatter, all_to_all ------------------------------===//
// The runtime gathers/scatters along the leading dimension; any other axis
// goes through a [group, ...] staging buffer.

bool AllGatherLowering::needsAxisStaging(CollectiveOpInterface op,
                                         Emitter &E) const {
  return !Lowering::isLeading(cast<MemRefType>(E.outs[0].getType()),
                              *op.getGatherAxis());
}

LogicalResult AllGatherLowering::emit(CollectiveOpInterface op,
                                      Emitter &E) const {
  Lowering &L = E.L;
  Location loc = E.loc;
  int64_t axis = *op.getGatherAxis();
  Value cin = E.prepIn(E.inputs[0]);
  auto outType = cast<MemRefType>(E.outs[0].getType());
  bool direct =
      Lowering::isLeading(outType, axis) && Lowering::isContiguous(outType);
  Value dst = direct ? E.outs[0]
                     : L.stagingBuffer(loc, cin, axis, E.groupSizeValue(),
                                       L.sizes(loc, cin)[axis]);
  cg::maco_cg_all_gather(L, loc,
                         {L.address(loc, cin), L.address(loc, dst),
                          L.toI64(loc, L.numElements(loc, cin)), E.dtype,
                          E.comm, E.stream, E.algorithm});
  if (!direct)
    L.forEachChunk(loc, E.outs[0], dst, axis, E.groupSizeIndex(),
                   /*toStaging=*/false);
  return success();
}

bool ReduceScatterLowering::needsAxisStaging(CollectiveOpInterface op,
                                             Emitter &E) const {
  return !Lowering::isLeading(cast<MemRefType>(E.inputs[0].getType()),
                              *op.getScatterAxis());
}

LogicalResult ReduceScatterLowering::emit(CollectiveOpInterface op,
                                          Emitter &E) const {
  Lowering &L = E.L;
  Location loc = E.loc;
  int64_t axis = *op.getScatterAxis();
  auto inType = cast<MemRefType>(E.inputs[0].getType());
  Value cout = E.prepOut(E.outs[0]);
  Value src = E.inputs[0];
  if (!Lowering::isLeading(inType, axis) || !Lowering::isContiguous(inType)) {
    src = L.stagingBuffer(loc, E.inputs[0], axis, E.groupSizeValue(),
                          L.sizes(loc, cout)[axis]);
    L.forEachChunk(loc, E.inputs[0], src, axis, E.groupSizeIndex(),
                   /*toStaging=*/true);
  }
  cg::maco_cg_reduce_scatter(L, loc,
                             {L.address(loc, src), L.address(loc, cout),
                              L.toI64(loc, L.numElements(loc, cout)), E.dtype,
                              E.red, E.comm, E.stream, E.algorithm});
  return success();
}

bool AllToAllLowering::needsAxisStaging(CollectiveOpInterface op,
                                        Emitter &E) const {
  int64_t split = *op.getSplitAxis(), concat = *op.getConcatAxis();
  return !Lowering::isLeading(cast<MemRefType>(E.inputs[0].getType()), split) ||
         !Lowering::isLeading(cast<MemRefType>(E.outs[0].getType()), concat);
}

LogicalResult AllToAllLowering::emit(CollectiveOpInterface op,
                                     Emitter &E) const {
  Lowering &L = E.L;
  Location loc = E.loc;
  int64_t split = *op.getSplitAxis(), concat = *op.getConcatAxis();
  Value in = E.inputs[0], out = E.outs[0];
  auto inType = cast<MemRefType>(in.getType());
  auto outType = cast<MemRefType>(out.getType());
  OpFoldResult n = E.groupSizeValue();
  Value cn = E.groupSizeIndex();
  Value src = in, dst = out;
  bool packIn =
      !Lowering::isLeading(inType, split) || !Lowering::isContiguous(inType);
  bool unpackOut =
      !Lowering::isLeading(outType, concat) || !Lowering::isContiguous(outType);
  // Staged buffers are [n, ...input with the split dim / n]: slot j is the
  // chunk sent to (or received from) group rank j.
  auto staging = [&] {
    std::optional<int64_t> cst = getConstantIntValue(n);
    OpFoldResult chunk =
        inType.isDynamicDim(split) || !cst
            ? OpFoldResult(arith::DivUIOp::create(
                  L.b, loc, memref::DimOp::create(L.b, loc, in, split), cn))
            : OpFoldResult(L.b.getIndexAttr(inType.getDimSize(split) / *cst));
    return L.stagingBuffer(loc, in, split, n, chunk);
  };
  if (packIn) {
    src = staging();
    L.forEachChunk(loc, in, src, split, cn, true);
  }
  if (unpackOut)
    dst = staging();
  Value count = arith::DivUIOp::create(L.b, loc, L.numElements(loc, in), cn);
  cg::maco_cg_all_to_all(L, loc,
                         {L.address(loc, src), L.address(loc, dst),
                          L.toI64(loc, count), E.dtype, E.comm, E.stream});
  if (unpackOut) // slot j becomes chunk j along the concat axis
    L.forEachChunk(loc, out, dst, concat, cn, false);
  return success();
}

//--- wait, rank, group_size ----------------------------------------------===//

struct WaitLowering : OpConversionPattern<WaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(WaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumResults() != 0)
      return op->emitError("convert-maco-to-runtime expects the memref "
                           "form; run one-shot-bufferize first");
    Lowering L(op->getParentOfType<ModuleOp>(), rewriter);
    cg::maco_cg_event_wait(L, op.getLoc(), {adaptor.getFuture()});
    rewriter.eraseOp(op);
    return success();
  }
};

/// maco.rank / maco.group_size: a query of the group's communicator.
template <typename OpTy> struct GroupQueryLowering : OpConversionPattern<OpTy> {
  GroupQueryLowering(const TypeConverter &converter,
                     const RuntimeCommunicators &comms, MLIRContext *ctx)
      : OpConversionPattern<OpTy>(converter, ctx), comms(comms) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value comm = comms.lookup(op);
    if (!comm)
      return op->emitError("no communicator for this op's group");
    Lowering L(op->template getParentOfType<ModuleOp>(), rewriter);
    Value r;
    if constexpr (std::is_same_v<OpTy, RankOp>)
      r = cg::maco_cg_comm_rank(L, op.getLoc(), {comm});
    else
      r = cg::maco_cg_comm_size(L, op.getLoc(), {comm});
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, L.idx, r);
    return success();
  }
  const RuntimeCommunicators &comms;
};
} // namespace

void mlir::maco::populateMacoToRuntimeTypeConversions(
    TypeConverter &converter) {
  converter.addConversion([](Type t) { return t; });
  converter.addConversion(
      [](FutureType t) -> Type { return IndexType::get(t.getContext()); });
}

void mlir::maco::populateMacoToRuntimeConversionPatterns(
    const TypeConverter &converter, const RuntimeCommunicators &comms,
    RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<AllReduceLowering, BroadcastLowering, PermuteLowering,
               SendLowering, RecvLowering, AllGatherLowering,
               ReduceScatterLowering, AllToAllLowering,
               GroupQueryLowering<RankOp>, GroupQueryLowering<GroupSizeOp>>(
      converter, comms, ctx);
  patterns.add<WaitLowering>(converter, ctx);
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct ConvertMacoToRuntimePass
    : public maco::impl::ConvertMacoToRuntimeBase<ConvertMacoToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    // Tensor-form ops must have been bufferized.
    WalkResult tensorForm = module.walk([&](CollectiveOpInterface op) {
      if (op.getOuts().empty() &&
          (!op.getInputs().empty() || op->getNumResults() > 0) &&
          !llvm::any_of(op.getInputs().getTypes(),
                        [](Type t) { return isa<MemRefType>(t); })) {
        if (!(isa<SendOp, SendStartOp>(op) &&
              isa<MemRefType>(op.getInputs().front().getType()))) {
          op->emitError("convert-maco-to-runtime expects the memref form; "
                        "run one-shot-bufferize first");
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (tensorForm.wasInterrupted())
      return signalPassFailure();

    RuntimeCommunicators comms(module);
    for (auto f : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (!f.isExternal() && failed(comms.create(f)))
        return signalPassFailure();

    TypeConverter converter;
    populateMacoToRuntimeTypeConversions(converter);
    RewritePatternSet patterns(ctx);
    populateMacoToRuntimeConversionPatterns(converter, comms, patterns);
    ConversionTarget target(*ctx);
    target.addIllegalDialect<MacoDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // Grids are compile-time descriptions: drop the ones nothing refers to
    // any more so that the module can be translated to LLVM IR.
    for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
      if (SymbolTable::symbolKnownUseEmpty(grid, module))
        grid->erase();
  }
};
} // namespace
