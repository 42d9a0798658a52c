//===- MacoToRuntime.cpp - maco (memref form) -> runtime calls ------------===//
//
// Lowers maco ops in memref (destination) form to calls into the runtime's
// code-generation ABI (runtime/include/maco/runtime/codegen.h).
//
// Algorithm, per function:
//  1. Collect the distinct groups (grid symbol, grid_axes) used by maco ops
//     in program order and create their communicators with
//     `maco_cg_comm(...)` at the function entry. Creating a communicator is
//     collective over all ranks the first time, so it must not happen
//     inside rank-dependent control flow (pipeline stages under `scf.if`).
//     Likewise bind every (group, stream) pair that started collectives use
//     (`maco_cg_stream_bind`): the runtime sets up a per-stream communicator
//     collectively on first use.
//  2. Rewrite every op:
//     - buffers are passed as `index` addresses (aligned pointer + offset ×
//       element size); non-contiguous memrefs are staged through
//       contiguous copies;
//     - the runtime gathers/scatters along the leading dimension; for any
//       other axis the operand is packed into (or unpacked from) a
//       [group, ...] staging buffer with subview copies;
//     - a variadic (combined) all_reduce whose operands share an element
//       type and static shapes is packed into one contiguous buffer and
//       reduced with a single call, then unpacked (after the wait when
//       started);
//     - `permute` computes its send-to/receive-from peers from the static
//       pairs and the group rank with `arith.select` chains;
//     - `*_start` enqueues the op on stream `stream` and records an event,
//       which replaces the future; `maco.wait` synchronises that event.
//       A start that needs staging runs synchronously (its event is then
//       already complete), which is correct but does not overlap.
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

#include "RuntimeCalls.h"

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMACOTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;
using namespace mlir::maco::runtime_calls;

namespace {

struct ConvertMacoToRuntimePass
    : public maco::impl::ConvertMacoToRuntimeBase<ConvertMacoToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    Lowering L(module);
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

    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp f : funcs)
      if (!f.isExternal() && failed(lowerFunction(L, f)))
        return signalPassFailure();
    // Grids are compile-time descriptions: drop the ones nothing refers to
    // any more so that the module can be translated to LLVM IR.
    for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
      if (SymbolTable::symbolKnownUseEmpty(grid, module))
        grid->erase();
  }

  SmallVector<Operation *> startsToErase;
  /// Steps to emit right after a wait (unpacking a combined all-reduce).
  DenseMap<Operation *, SmallVector<std::function<void()>>> deferred;

  /// A variadic all-reduce whose operands share one element type and have
  /// static, identity-layout shapes is packed into one buffer.
  static bool canPack(ArrayRef<Value> inputs, ArrayRef<Value> outs) {
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

  LogicalResult lowerFunction(Lowering &L, func::FuncOp f) {
    // 1. Communicators at the entry.
    llvm::MapVector<std::pair<StringAttr, Attribute>, Value> comms;
    // The group (grid, axes) of a collective, maco.rank or maco.group_size.
    auto groupOf = [](Operation *op)
        -> std::optional<std::pair<FlatSymbolRefAttr, ArrayRef<int16_t>>> {
      if (auto c = dyn_cast<CollectiveOpInterface>(op))
        return std::make_pair(c.getGridAttr(), c.getGridAxes());
      if (auto r = dyn_cast<RankOp>(op))
        return std::make_pair(r.getGridAttr(), r.getGridAxes());
      if (auto g = dyn_cast<GroupSizeOp>(op))
        return std::make_pair(g.getGridAttr(), g.getGridAxes());
      return std::nullopt;
    };
    auto groupKey = [&](Operation *op) {
      auto [grid, axes] = *groupOf(op);
      return std::make_pair(grid.getAttr(),
                            Attribute(L.b.getDenseI16ArrayAttr(axes)));
    };
    SmallVector<Operation *> ops;
    f.walk([&](Operation *op) {
      if (isa<CollectiveOpInterface, RankOp, GroupSizeOp, WaitOp>(op))
        ops.push_back(op);
    });
    L.b.setInsertionPointToStart(&f.getBody().front());
    if (!ops.empty())
      requireAbi(L, f);
    for (Operation *op : ops) {
      auto group = groupOf(op);
      if (!group)
        continue;
      auto key = groupKey(op);
      if (comms.count(key))
        continue;
      auto grid = lookupGrid(op, group->first);
      if (!grid)
        return op->emitError("unknown grid");
      ArrayRef<int64_t> shape = grid.getShape();
      if (shape.size() > 4)
        return op->emitError("grids of rank > 4 are not supported by the "
                             "runtime lowering");
      for (int64_t d : shape)
        if (ShapedType::isDynamic(d))
          return op->emitError("grid @")
                 << grid.getSymName()
                 << " has a dynamic size; the runtime lowering needs a "
                    "static grid";
      ArrayRef<int16_t> axes =
          cast<DenseI16ArrayAttr>(key.second).asArrayRef();
      Location loc = op->getLoc();
      SmallVector<Value> args = {L.cI64(loc, shape.size())};
      for (int i = 0; i < 4; ++i)
        args.push_back(L.cI64(loc, i < (int)shape.size() ? shape[i] : 1));
      args.push_back(L.cI64(loc, axes.size()));
      for (int i = 0; i < 4; ++i)
        args.push_back(L.cI64(loc, i < (int)axes.size() ? axes[i] : 0));
      comms[key] = L.call(loc, "maco_cg_comm", args);
    }

    // Bind each (group, stream) pair that started collectives use, at the
    // entry too (the runtime sets up a per-stream communicator collectively).
    llvm::SetVector<std::pair<Value, int64_t>> binds;
    for (Operation *op : ops)
      if (auto c = dyn_cast<CollectiveOpInterface>(op); c && c.isAsync())
        binds.insert({comms[groupKey(op)], *c.getStreamId()});
    for (auto [comm, id] : binds)
      L.call(f.getLoc(), "maco_cg_stream_bind",
             {comm, L.cI64(f.getLoc(), id)});

    // 2. Rewrite ops in program order.
    DenseMap<Operation *, Value> events;
    startsToErase.clear();
    deferred.clear();
    for (Operation *op : ops) {
      L.b.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto rank = dyn_cast<RankOp>(op)) {
        Value r = L.call(loc, "maco_cg_comm_rank", {comms[groupKey(op)]});
        rank.replaceAllUsesWith(
            arith::IndexCastOp::create(L.b, loc, L.idx, r).getResult());
        op->erase();
        continue;
      }
      if (auto size = dyn_cast<GroupSizeOp>(op)) {
        Value r = L.call(loc, "maco_cg_comm_size", {comms[groupKey(op)]});
        size.replaceAllUsesWith(
            arith::IndexCastOp::create(L.b, loc, L.idx, r).getResult());
        op->erase();
        continue;
      }
      if (auto wait = dyn_cast<WaitOp>(op)) {
        Value event = events.lookup(op);
        if (!event)
          return op->emitError("the start op of this wait was not lowered");
        L.call(loc, "maco_cg_event_wait", {event});
        for (auto &fn : deferred[op])
          fn();
        op->erase();
        continue;
      }
      auto coll = cast<CollectiveOpInterface>(op);
      if (failed(lowerCollective(L, coll, comms[groupKey(op)], events)))
        return failure();
    }
    for (Operation *start : startsToErase) {
      if (!start->use_empty())
        return start->emitError("started collective has a use other than "
                                "its 'maco.wait'");
      start->erase();
    }
    return success();
  }

  /// Emits `c = v == k ? r : c` for each (k, r) to build peer lookups.
  static Value selectChain(Lowering &L, Location loc, Value rank,
                           ArrayRef<std::pair<int64_t, int64_t>> table) {
    Value result = L.cI64(loc, -1);
    for (auto [key, value] : table) {
      Value eq = arith::CmpIOp::create(L.b, loc, arith::CmpIPredicate::eq,
                                       rank, L.cI64(loc, key));
      result = arith::SelectOp::create(L.b, loc, eq, L.cI64(loc, value),
                                       result);
    }
    return result;
  }

  LogicalResult lowerCollective(Lowering &L, CollectiveOpInterface op,
                                Value comm,
                                DenseMap<Operation *, Value> &events) {
    Location loc = op.getLoc();
    Operation *raw = op.getOperation();
    bool async = op.isAsync();
    L.temporaries.clear();
    int64_t streamId = op.getStreamId().value_or(0);
    shard::GridOp grid = lookupGrid(raw, op.getGridAttr());
    int64_t n = getGroupSize(grid, op.getGridAxes());
    std::optional<ReductionKind> reduction = op.getReductionKind();
    Value red =
        reduction ? L.cI32(loc, static_cast<int32_t>(*reduction)) : Value();

    SmallVector<Value> inputs(op.getInputs()), outs(op.getOuts());
    Type elt = cast<MemRefType>((inputs.empty() ? outs : inputs)
                                    .front()
                                    .getType())
                   .getElementType();
    Value dtype = L.cI32(loc, *dtypeCode(elt));

    // Staging decisions.
    auto axisAttr = [&](StringRef name) -> int64_t {
      return raw->getAttrOfType<IntegerAttr>(name).getInt();
    };
    bool needsStaging = false;
    for (Value v : inputs)
      needsStaging |= !Lowering::isContiguous(cast<MemRefType>(v.getType()));
    for (Value v : outs)
      needsStaging |= !Lowering::isContiguous(cast<MemRefType>(v.getType()));
    if (isa<AllGatherOp, AllGatherStartOp>(raw))
      needsStaging |= !Lowering::isLeading(
          cast<MemRefType>(outs[0].getType()), axisAttr("gather_axis"));
    if (isa<ReduceScatterOp, ReduceScatterStartOp>(raw))
      needsStaging |= !Lowering::isLeading(
          cast<MemRefType>(inputs[0].getType()), axisAttr("scatter_axis"));
    if (isa<AllToAllOp, AllToAllStartOp>(raw))
      needsStaging |=
          !Lowering::isLeading(cast<MemRefType>(inputs[0].getType()),
                               axisAttr("split_axis")) ||
          !Lowering::isLeading(cast<MemRefType>(outs[0].getType()),
                               axisAttr("concat_axis"));
    if (needsStaging && ShapedType::isDynamic(n))
      return raw->emitError("runtime lowering needs a static group size to "
                            "stage this collective");
    // Staged starts run synchronously (stream 0) and record a completed
    // event.
    Value stream = L.call(loc, "maco_cg_stream",
                          {L.cI64(loc, needsStaging ? 0 : streamId)});

    SmallVector<std::function<void()>> after; // unpack steps
    auto prepIn = [&](Value v) { return L.contiguous(loc, v, true); };
    auto prepOut = [&](Value v, bool inPlaceWithIn) {
      Value c = L.contiguous(loc, v, inPlaceWithIn);
      if (c != v)
        after.push_back([&L, loc, c, v] { memref::CopyOp::create(L.b, loc, c, v); });
      return c;
    };

    auto sameShape = [&](StringRef fn, bool withRed, bool withRoot) {
      for (auto [in, out] : llvm::zip(inputs, outs)) {
        Value cin = prepIn(in);
        Value cout = in == out && cin != in ? cin : prepOut(out, false);
        SmallVector<Value> args = {L.address(loc, cin), L.address(loc, cout),
                                   L.toI64(loc, L.numElements(loc, cin)),
                                   dtype};
        if (withRed)
          args.push_back(red);
        if (withRoot)
          args.push_back(L.cI64(loc, axisAttr("root")));
        args.append({comm, stream});
        L.call(loc, fn, args);
        if (in == out && cin != in)
          after.push_back([&L, loc, cin, in] {
            memref::CopyOp::create(L.b, loc, cin, in);
          });
      }
    };

    if (isa<AllReduceOp, AllReduceStartOp>(raw) && canPack(inputs, outs)) {
      // A combined (bucketed) all-reduce: pack every operand into one
      // contiguous buffer, reduce once, unpack after completion.
      int64_t total = 0;
      for (Value in : inputs)
        total += cast<MemRefType>(in.getType()).getNumElements();
      auto flatType = MemRefType::get({total}, elt);
      Value packed = memref::AllocOp::create(L.b, loc, flatType);
      L.temporaries.push_back(packed);
      SmallVector<std::pair<Value, Value>> slots; // (slot view, out)
      int64_t offset = 0;
      for (auto [in, out] : llvm::zip(inputs, outs)) {
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
      L.call(loc, "maco_cg_all_reduce",
             {L.address(loc, packed), L.address(loc, packed),
              L.cI64(loc, total), dtype, red, comm, stream});
      auto unpack = [&L, loc, slots] {
        for (auto [slot, out] : slots)
          memref::CopyOp::create(L.b, loc, slot, out);
      };
      if (async)
        for (Operation *user : raw->getResult(0).getUsers())
          deferred[user].push_back(unpack);
      else
        after.push_back(unpack);
    } else if (isa<AllReduceOp, AllReduceStartOp>(raw)) {
      sameShape("maco_cg_all_reduce", true, false);
    } else if (isa<BroadcastOp, BroadcastStartOp>(raw)) {
      sameShape("maco_cg_broadcast", false, true);
    } else if (isa<PermuteOp, PermuteStartOp>(raw)) {
      ArrayRef<int64_t> flat =
          raw->getAttrOfType<DenseI64ArrayAttr>("pairs").asArrayRef();
      SmallVector<std::pair<int64_t, int64_t>> sendTable, recvTable;
      for (size_t i = 0; i + 1 < flat.size(); i += 2) {
        sendTable.push_back({flat[i], flat[i + 1]});
        recvTable.push_back({flat[i + 1], flat[i]});
      }
      Value rank = L.call(loc, "maco_cg_comm_rank", {comm});
      Value sendTo = selectChain(L, loc, rank, sendTable);
      Value recvFrom = selectChain(L, loc, rank, recvTable);
      Value cin = prepIn(inputs[0]);
      Value cout = prepOut(outs[0], false);
      L.call(loc, "maco_cg_permute",
             {L.address(loc, cin), L.address(loc, cout),
              L.toI64(loc, L.numElements(loc, cin)), dtype, sendTo, recvFrom,
              comm, stream});
    } else if (isa<SendOp, SendStartOp>(raw)) {
      Value cin = prepIn(inputs[0]);
      Value peer = L.toI64(loc, raw->getOperand(raw->getNumOperands() - 1));
      L.call(loc, "maco_cg_send",
             {L.address(loc, cin), L.toI64(loc, L.numElements(loc, cin)),
              dtype, peer, L.cI64(loc, axisAttr("tag")), comm, stream});
    } else if (isa<RecvOp, RecvStartOp>(raw)) {
      Value cout = prepOut(outs[0], false);
      Value peer = L.toI64(loc, raw->getOperand(raw->getNumOperands() - 1));
      L.call(loc, "maco_cg_recv",
             {L.address(loc, cout), L.toI64(loc, L.numElements(loc, cout)),
              dtype, peer, L.cI64(loc, axisAttr("tag")), comm, stream});
    } else if (isa<AllGatherOp, AllGatherStartOp>(raw)) {
      int64_t axis = axisAttr("gather_axis");
      Value cin = prepIn(inputs[0]);
      auto outType = cast<MemRefType>(outs[0].getType());
      if (Lowering::isLeading(outType, axis) &&
          Lowering::isContiguous(outType)) {
        L.call(loc, "maco_cg_all_gather",
               {L.address(loc, cin), L.address(loc, outs[0]),
                L.toI64(loc, L.numElements(loc, cin)), dtype, comm, stream});
      } else {
        OpFoldResult chunk = L.sizes(loc, cin)[axis];
        Value staging = L.stagingBuffer(loc, cin, axis, n, chunk);
        L.call(loc, "maco_cg_all_gather",
               {L.address(loc, cin), L.address(loc, staging),
                L.toI64(loc, L.numElements(loc, cin)), dtype, comm, stream});
        L.forEachChunk(loc, outs[0], staging, axis, L.cIdx(loc, n),
                       /*toStaging=*/false);
      }
    } else if (isa<ReduceScatterOp, ReduceScatterStartOp>(raw)) {
      int64_t axis = axisAttr("scatter_axis");
      auto inType = cast<MemRefType>(inputs[0].getType());
      Value cout = prepOut(outs[0], false);
      Value src = inputs[0];
      if (!Lowering::isLeading(inType, axis) ||
          !Lowering::isContiguous(inType)) {
        OpFoldResult chunk = L.sizes(loc, cout)[axis];
        src = L.stagingBuffer(loc, inputs[0], axis, n, chunk);
        L.forEachChunk(loc, inputs[0], src, axis, L.cIdx(loc, n),
                       /*toStaging=*/true);
      }
      L.call(loc, "maco_cg_reduce_scatter",
             {L.address(loc, src), L.address(loc, cout),
              L.toI64(loc, L.numElements(loc, cout)), dtype, red, comm,
              stream});
    } else if (isa<AllToAllOp, AllToAllStartOp>(raw)) {
      int64_t split = axisAttr("split_axis"), concat = axisAttr("concat_axis");
      auto inType = cast<MemRefType>(inputs[0].getType());
      auto outType = cast<MemRefType>(outs[0].getType());
      Value src = inputs[0], dst = outs[0];
      bool packIn = !Lowering::isLeading(inType, split) ||
                    !Lowering::isContiguous(inType);
      bool unpackOut = !Lowering::isLeading(outType, concat) ||
                       !Lowering::isContiguous(outType);
      // Staged buffers are [n, ...input with the split dim / n]: slot j is
      // the chunk sent to (or received from) group rank j.
      auto staging = [&] {
        OpFoldResult chunk =
            inType.isDynamicDim(split)
                ? OpFoldResult(arith::DivUIOp::create(
                      L.b, loc,
                      memref::DimOp::create(L.b, loc, inputs[0], split),
                      L.cIdx(loc, n)))
                : OpFoldResult(L.b.getIndexAttr(inType.getDimSize(split) / n));
        return L.stagingBuffer(loc, inputs[0], split, n, chunk);
      };
      if (packIn) {
        src = staging();
        L.forEachChunk(loc, inputs[0], src, split, L.cIdx(loc, n), true);
      }
      if (unpackOut)
        dst = staging();
      Value count = arith::DivUIOp::create(L.b, loc,
                                           L.numElements(loc, inputs[0]),
                                           L.cIdx(loc, n));
      L.call(loc, "maco_cg_all_to_all",
             {L.address(loc, src), L.address(loc, dst), L.toI64(loc, count),
              dtype, comm, stream});
      if (unpackOut) // slot j becomes chunk j along the concat axis
        L.forEachChunk(loc, outs[0], dst, concat, L.cIdx(loc, n), false);
    } else {
      return raw->emitError("no runtime lowering for this op");
    }

    if (async) {
      Value event = L.call(loc, "maco_cg_event_record", {stream});
      for (Operation *user : raw->getResult(0).getUsers())
        events[user] = event;
      if (!after.empty())
        return raw->emitError(
            "started collectives on non-contiguous buffers are not supported "
            "by the runtime lowering; use contiguous buffers");
    }
    for (auto &fn : after)
      fn();
    // Staging and pack buffers live until the collective has completed:
    // freed here when blocking, after the wait when started.
    SmallVector<Value> temps = std::move(L.temporaries);
    L.temporaries.clear();
    if (async) {
      for (Operation *user : raw->getResult(0).getUsers())
        deferred[user].push_back(
            [&L, loc, temps] { L.freeTemporaries(loc, temps); });
    } else {
      L.freeTemporaries(loc, temps);
    }
    if (async) {
      // The future's only user is its wait (verifier), lowered later in
      // program order; the start is erased after it.
      startsToErase.push_back(raw);
      return success();
    }
    raw->erase();
    return success();
  }
};
} // namespace
