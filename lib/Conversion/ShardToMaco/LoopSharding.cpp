//===- LoopSharding.cpp - sharding of scf.for, scf.while and scf.if -------===//
//
// Partitioning of `scf.for` loops (JAX's `fori_loop`: training loops),
// `scf.while` (`while_loop`: a trip count known only at run time) and
// `scf.if` (`lax.cond`), which upstream MLIR 22 has no sharding for;
// upstream's propagation and partitioning also only see the ops of a
// function's own block, never a region's. maco-partition-annotated
// (PartitionAnnotated.cpp) handles them in four parts:
//
//  0. speculateConditionals, first: an `scf.if` whose branches only compute
//     (no memory effects) and yield static tensors runs both branches and
//     selects the results (an element-wise linalg.generic of `arith.select`
//     on the condition), which partitions as element-wise code; the
//     branches' collectives then run on every rank alike. Another
//     conditional stays, and propagation reports it.
//  1. outlineLoopBodies, before propagation: every value the body uses from
//     above becomes a loop-carried value that the body yields unchanged
//     (constants are cloned instead), so that everything the loop reads is
//     one of its operands; the body moves into a private function
//     `@<func>_loop<k>(iv, iter_args...) -> yields` and the loop's body
//     becomes one call of it. scf.while alike: values from above are
//     carried through both regions, the condition region becomes
//     `@<func>_cond<k>(args...) -> (i1, args...)` (the arguments
//     returned, so that each is annotated and partitioned even if the
//     condition ignores it) and the `do` region
//     `@<func>_loop<k>(args...) -> yields`. The condition must pass its
//     arguments on unchanged (JAX's while_loop does), so that one value
//     is carried through init, both regions and result.
//  2. The sharding model of scf.for and scf.while (below) lets
//     propagation in the
//     enclosing function treat the loop as an op whose results are its
//     loop-carried values: each keeps one sharding (its result's if
//     annotated, else its init's), the same for the init, the block
//     argument, the yielded value and the result; one that no sharding
//     reaches from either side takes that of the loop's first known
//     tensor of its shape. Loops of the model are
//     the dimensions of the loop-carried tensors, one after the other.
//  3. annotateLoopBody, after propagation: the body function's arguments
//     and results (the condition function's arguments) get those
//     shardings, and it is partitioned like any
//     annotated function (once: collectives in the body stay in the loop;
//     loops nested in it are outlined in turn). The model's `partition`
//     then builds the loop on the local shards, calling the partitioned
//     body; maco-partition-annotated inlines the calls and erases the
//     bodies.
//
//===----------------------------------------------------------------------===//

#include "LoopSharding.h"
#include "ShardingUtils.h"

#include "maco/Conversion/ShardToMaco/ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

/// The rank of each loop-carried value (0 for a non-tensor).
static SmallVector<int64_t> iterRanks(Operation *loop) {
  SmallVector<int64_t> ranks;
  for (Value init : maco::loopInits(loop)) {
    auto type = dyn_cast<RankedTensorType>(init.getType());
    ranks.push_back(type ? type.getRank() : 0);
  }
  return ranks;
}

static bool isTensor(Value v) { return isa<RankedTensorType>(v.getType()); }

/// The operand index of the first loop-carried value.
static unsigned firstInit(Operation *loop) {
  if (auto forOp = dyn_cast<scf::ForOp>(loop))
    return forOp.getNumControlOperands();
  return 0;
}

/// Loop-carried value i's sharding in `option`.
static Sharding iterSharding(Operation *loop, const ShardingOption &option,
                             unsigned i) {
  SmallVector<int64_t> ranks = iterRanks(loop);
  int64_t offset = 0;
  for (unsigned j = 0; j < i; ++j)
    offset += ranks[j];
  return maco::shardingOfLoops(
      option, llvm::to_vector(llvm::seq<int64_t>(offset, offset + ranks[i])));
}

/// The call an outlined region holds (its first op).
static func::CallOp regionCall(Region &region) {
  if (region.empty() || region.front().empty())
    return nullptr;
  return dyn_cast<func::CallOp>(&region.front().front());
}

/// scf.for and scf.while: the loop-carried values are the op's results.
template <typename LoopT>
struct LoopShardingModel
    : public ShardingInterface::ExternalModel<LoopShardingModel<LoopT>, LoopT> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t total = 0;
    for (int64_t rank : iterRanks(op))
      total += rank;
    return SmallVector<utils::IteratorType>(total,
                                            utils::IteratorType::parallel);
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    unsigned first = firstInit(op);
    SmallVector<Value> inits = llvm::to_vector(maco::loopInits(op));
    SmallVector<Sharding, 4> known;
    for (unsigned i = 0; i < inits.size(); ++i) {
      Sharding s = resultShardings.size() > i ? resultShardings[i] : Sharding();
      if (!s && operandShardings.size() > first + i)
        s = operandShardings[first + i];
      known.push_back(s);
    }
    // A loop-carried tensor that no sharding reached from either side (a
    // sorting network's positions, from an iota) takes that of the first
    // known one of its shape: the loop's tensors of one shape evolve
    // together (element-wise), and replicated it would be gathered in every
    // iteration.
    for (unsigned i = 0; i < inits.size(); ++i)
      for (unsigned j = 0; !known[i] && j < inits.size(); ++j)
        if (j != i && known[j] && isTensor(inits[i]) && isTensor(inits[j]) &&
            cast<RankedTensorType>(inits[j].getType()).getShape() ==
                cast<RankedTensorType>(inits[i].getType()).getShape())
          known[i] = known[j];
    ShardingArray array;
    FlatSymbolRefAttr grid;
    for (auto [i, rank] : llvm::enumerate(iterRanks(op))) {
      Sharding s = known[i];
      for (int64_t d = 0; d < rank; ++d)
        array.push_back({});
      if (!s)
        continue;
      if (maco::hasHaloOrOffsets(s) || (grid && grid != s.getGridAttr()))
        return failure();
      grid = s.getGridAttr();
      for (auto [d, axes] : llvm::enumerate(s.getSplitAxes()))
        if (static_cast<int64_t>(d) < rank)
          array[array.size() - rank + d] = llvm::to_vector(axes.asArrayRef());
    }
    if (!grid)
      return ShardingOption::makeEmpty();
    return ShardingOption(array, grid);
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    std::vector<Sharding> shardings(op->getNumOperands() + op->getNumResults());
    unsigned first = firstInit(op);
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (!isTensor(op->getResult(i)))
        continue;
      Sharding s = iterSharding(op, option, i);
      shardings[first + i] = s;
      shardings[op->getNumOperands() + i] = s;
    }
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    unsigned first = firstInit(op);
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (!isTensor(op->getResult(i)))
        continue;
      Sharding s = iterSharding(op, option, i);
      maybeInsertTargetShardingAnnotation(s, op->getResult(i), b);
      OpBuilder::InsertionGuard guard(b);
      maybeInsertSourceShardingAnnotation(s, op->getOpOperand(first + i), b);
    }
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    unsigned first = firstInit(op);
    func::CallOp call = regionCall(op->getRegions().back());
    func::CallOp cond = regionCall(op->getRegion(0));
    if (!call || !cond)
      return op->emitOpError("was not outlined before partitioning (maco "
                             "partitions scf loops in maco-partition-"
                             "annotated only)");
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Sharding in = operandShardings[first + i];
      Sharding out = resultShardings[i];
      if (isTensor(op->getResult(i)) &&
          cast<RankedTensorType>(op->getResult(i).getType()).getRank() > 0 &&
          (!in || !out || in != out))
        return op->emitOpError("loop-carried value #")
               << i
               << " must keep one sharding: its init and its result are "
                  "annotated differently";
    }
    ValueRange partitioned(partitionedOperands);
    Operation *newLoop = buildLoop(op, partitioned, call, cond, builder);
    partitionMap.map(op->getResults(), newLoop->getResults());
    partitionMap.map(op, newLoop);
    return success();
  }

  /// The loop on the local shards `partitioned`, its regions calling the
  /// (partitioned) functions of `call` and `cond` (scf.while's).
  static Operation *buildLoop(Operation *op, ValueRange partitioned,
                              func::CallOp call, func::CallOp cond,
                              OpBuilder &builder) {
    auto callBody = [&](OpBuilder &b, func::CallOp of, TypeRange results,
                        ValueRange args) {
      return func::CallOp::create(b, of.getLoc(), of.getCalleeAttr(), results,
                                  args);
    };
    if (auto loop = dyn_cast<scf::ForOp>(op))
      return scf::ForOp::create(
          builder, loop.getLoc(), partitioned[0], partitioned[1],
          partitioned[2], partitioned.drop_front(firstInit(op)),
          [&](OpBuilder &b, Location loc, Value iv, ValueRange args) {
            SmallVector<Value> callArgs = {iv};
            llvm::append_range(callArgs, args);
            scf::YieldOp::create(
                b, loc,
                callBody(b, call, args.getTypes(), callArgs).getResults());
          });
    return scf::WhileOp::create(
        builder, op->getLoc(), partitioned.getTypes(), partitioned,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          SmallVector<Type> types = {cond.getResult(0).getType()};
          llvm::append_range(types, args.getTypes());
          func::CallOp c = callBody(b, cond, types, args);
          scf::ConditionOp::create(b, loc, c.getResult(0),
                                   c.getResults().drop_front());
        },
        [&](OpBuilder &b, Location loc, ValueRange args) {
          scf::YieldOp::create(
              b, loc, callBody(b, call, args.getTypes(), args).getResults());
        });
  }
};

/// Moves the ops of `block` (but its terminator) into a new private
/// function `name` of the block's arguments returning `returned`; the
/// block is left holding one call of it, and `terminate` builds its new
/// terminator from the call.
static func::FuncOp
outlineBlock(Block *block, ValueRange returned, const Twine &name, Location loc,
             func::FuncOp func, SymbolTable &symbols, IRRewriter &rewriter,
             function_ref<void(OpBuilder &, func::CallOp)> terminate) {
  rewriter.setInsertionPoint(func);
  auto outlined = func::FuncOp::create(
      rewriter, loc, name.str(),
      rewriter.getFunctionType(block->getArgumentTypes(),
                               ValueRange(returned).getTypes()));
  outlined.setPrivate();
  symbols.insert(outlined);
  Block *entry = outlined.addEntryBlock();
  IRMapping mapping;
  mapping.map(block->getArguments(), entry->getArguments());
  rewriter.setInsertionPointToStart(entry);
  for (Operation &op : block->without_terminator())
    rewriter.clone(op, mapping);
  SmallVector<Value> results;
  for (Value v : returned)
    results.push_back(mapping.lookupOrDefault(v));
  func::ReturnOp::create(rewriter, loc, results);
  SmallVector<Operation *> old;
  for (Operation &op : llvm::reverse(*block))
    old.push_back(&op);
  for (Operation *op : old) {
    op->dropAllUses();
    rewriter.eraseOp(op);
  }
  rewriter.setInsertionPointToEnd(block);
  auto call = func::CallOp::create(rewriter, loc, outlined,
                                   SmallVector<Value>(block->getArguments()));
  terminate(rewriter, call);
  return outlined;
}

/// Values `loop`'s regions use from above: constants are cloned into the
/// regions that use them; the others are returned.
static SmallVector<Value> valuesFromAbove(Operation *loop,
                                          IRRewriter &rewriter) {
  SmallVector<Value> carried;
  for (Region &region : loop->getRegions()) {
    SetVector<Value> above;
    getUsedValuesDefinedAbove(region, above);
    rewriter.setInsertionPointToStart(&region.front());
    for (Value v : above) {
      Operation *def = v.getDefiningOp();
      if (def && def->hasTrait<OpTrait::ConstantLike>()) {
        Operation *clone = rewriter.clone(*def);
        replaceAllUsesInRegionWith(v, clone->getResult(0), region);
      } else if (!llvm::is_contained(carried, v)) {
        carried.push_back(v);
      }
    }
  }
  return carried;
}

/// `loop` with `carried` as extra loop-carried values that both regions
/// pass on unchanged (and use instead of the values from above).
static scf::WhileOp carryThroughWhile(scf::WhileOp loop,
                                      ArrayRef<Value> carried,
                                      IRRewriter &rewriter) {
  SmallVector<Value> inits(loop.getInits());
  llvm::append_range(inits, carried);
  SmallVector<Type> types(loop.getResultTypes());
  for (Value v : carried)
    types.push_back(v.getType());
  rewriter.setInsertionPoint(loop);
  auto noBody = [](OpBuilder &, Location, ValueRange) {};
  auto newLoop = scf::WhileOp::create(rewriter, loop.getLoc(), types, inits,
                                      noBody, noBody);
  newLoop.getBefore().takeBody(loop.getBefore());
  newLoop.getAfter().takeBody(loop.getAfter());
  for (Region *region : {&newLoop.getBefore(), &newLoop.getAfter()}) {
    Block &block = region->front();
    Operation *terminator = block.getTerminator();
    for (Value v : carried) {
      BlockArgument arg = block.addArgument(v.getType(), v.getLoc());
      replaceAllUsesInRegionWith(v, arg, *region);
      terminator->insertOperands(terminator->getNumOperands(), arg);
    }
  }
  rewriter.replaceOp(loop,
                     newLoop.getResults().take_front(loop.getNumResults()));
  return newLoop;
}

} // namespace

OperandRange maco::loopInits(Operation *loop) {
  if (auto forOp = dyn_cast<scf::ForOp>(loop))
    return forOp.getInitArgs();
  return cast<scf::WhileOp>(loop).getInits();
}

bool maco::callsBody(Operation *op, func::FuncOp body) {
  if (!isa<scf::ForOp, scf::WhileOp>(op))
    return false;
  func::CallOp call = regionCall(op->getRegions().back());
  return call && call.getCallee() == body.getSymName();
}

/// Part 1 for one scf.for.
static FailureOr<maco::OutlinedLoop>
outlineFor(scf::ForOp loop, func::FuncOp func, unsigned index,
           SymbolTable &symbols, IRRewriter &rewriter) {
  SmallVector<Value> carried = valuesFromAbove(loop, rewriter);
  if (!carried.empty()) {
    rewriter.setInsertionPoint(loop);
    FailureOr<LoopLikeOpInterface> replaced =
        cast<LoopLikeOpInterface>(loop.getOperation())
            .replaceWithAdditionalYields(
                rewriter, carried, /*replaceInitOperandUsesInLoop=*/true,
                [](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
                  return SmallVector<Value>(args.begin(), args.end());
                });
    if (failed(replaced))
      return loop.emitOpError("cannot carry the values it reads from "
                              "above through its iterations");
    loop = cast<scf::ForOp>(replaced->getOperation());
  }
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  func::FuncOp body = outlineBlock(
      loop.getBody(), yield.getOperands(),
      func.getSymName() + "_loop" + Twine(index), loop.getLoc(), func, symbols,
      rewriter, [&](OpBuilder &b, func::CallOp call) {
        scf::YieldOp::create(b, loop.getLoc(), call.getResults());
      });
  return maco::OutlinedLoop{loop, body, nullptr};
}

/// Part 1 for one scf.while.
static FailureOr<maco::OutlinedLoop>
outlineWhile(scf::WhileOp loop, func::FuncOp func, unsigned index,
             SymbolTable &symbols, IRRewriter &rewriter) {
  SmallVector<Value> carried = valuesFromAbove(loop, rewriter);
  if (!carried.empty())
    loop = carryThroughWhile(loop, carried, rewriter);
  scf::ConditionOp condition = loop.getConditionOp();
  Block &before = loop.getBefore().front();
  if (!llvm::equal(condition.getArgs(), before.getArguments()) ||
      loop.getResultTypes() != loop.getInits().getTypes())
    return loop.emitOpError(
        "passes other values than its loop-carried ones from its condition "
        "to its body; maco partitions scf.while loops whose condition "
        "passes its arguments on unchanged (as JAX's while_loop does)");
  Location loc = loop.getLoc();
  // The condition function also returns its arguments, so that each is
  // used (annotated, partitioned) even where the condition ignores it.
  SmallVector<Value> returned = {condition.getCondition()};
  llvm::append_range(returned, before.getArguments());
  func::FuncOp cond = outlineBlock(
      &before, returned, func.getSymName() + "_cond" + Twine(index), loc, func,
      symbols, rewriter, [&](OpBuilder &b, func::CallOp call) {
        scf::ConditionOp::create(b, loc, call.getResult(0),
                                 call.getResults().drop_front());
      });
  Block &after = loop.getAfter().front();
  func::FuncOp body =
      outlineBlock(&after, after.getTerminator()->getOperands(),
                   func.getSymName() + "_loop" + Twine(index), loc, func,
                   symbols, rewriter, [&](OpBuilder &b, func::CallOp call) {
                     scf::YieldOp::create(b, loc, call.getResults());
                   });
  return maco::OutlinedLoop{loop, body, cond};
}

FailureOr<SmallVector<maco::OutlinedLoop>>
maco::outlineLoopBodies(func::FuncOp func) {
  SmallVector<OutlinedLoop> outlined;
  SmallVector<Operation *> loops;
  for (Operation &op : func.getBody().front())
    if (isa<scf::ForOp, scf::WhileOp>(op))
      loops.push_back(&op);
  auto module = func->getParentOfType<ModuleOp>();
  SymbolTable symbols(module);
  IRRewriter rewriter(func.getContext());
  for (Operation *loop : loops) {
    FailureOr<OutlinedLoop> one =
        isa<scf::ForOp>(loop)
            ? outlineFor(cast<scf::ForOp>(loop), func, outlined.size(), symbols,
                         rewriter)
            : outlineWhile(cast<scf::WhileOp>(loop), func, outlined.size(),
                           symbols, rewriter);
    if (failed(one))
      return failure();
    outlined.push_back(*one);
  }
  return outlined;
}

/// Whether every op of `region` only computes (no memory effects, nested
/// regions included).
static bool onlyComputes(Region &region) {
  WalkResult result = region.walk([](Operation *op) {
    if (isa<scf::YieldOp>(op) || isMemoryEffectFree(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

void maco::speculateConditionals(func::FuncOp func) {
  SmallVector<scf::IfOp> ifs;
  for (Operation &op : func.getBody().front())
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      ifs.push_back(ifOp);
  IRRewriter rewriter(func.getContext());
  for (scf::IfOp ifOp : ifs) {
    if (ifOp.getElseRegion().empty() || !onlyComputes(ifOp.getThenRegion()) ||
        !onlyComputes(ifOp.getElseRegion()) ||
        !llvm::all_of(ifOp.getResultTypes(), [](Type t) {
          auto tensor = dyn_cast<RankedTensorType>(t);
          return tensor && tensor.hasStaticShape();
        }))
      continue;
    auto inlineBranch = [&](Region &region) {
      Block *block = &region.front();
      auto yield = cast<scf::YieldOp>(block->getTerminator());
      SmallVector<Value> values(yield.getOperands());
      rewriter.eraseOp(yield);
      rewriter.inlineBlockBefore(block, ifOp);
      return values;
    };
    SmallVector<Value> thenValues = inlineBranch(ifOp.getThenRegion());
    SmallVector<Value> elseValues = inlineBranch(ifOp.getElseRegion());
    rewriter.setInsertionPoint(ifOp);
    SmallVector<Value> selected;
    // An element-wise linalg.generic (linalg's sharding model) selecting
    // between the two.
    for (auto [a, b] : llvm::zip_equal(thenValues, elseValues)) {
      auto type = cast<RankedTensorType>(a.getType());
      Value init = tensor::EmptyOp::create(
          rewriter, ifOp.getLoc(), type.getShape(), type.getElementType());
      AffineMap id = rewriter.getMultiDimIdentityMap(type.getRank());
      Value cond = ifOp.getCondition();
      auto select = linalg::GenericOp::create(
          rewriter, ifOp.getLoc(), type, ValueRange{a, b}, ValueRange{init},
          SmallVector<AffineMap>(3, id),
          SmallVector<utils::IteratorType>(type.getRank(),
                                           utils::IteratorType::parallel),
          [&](OpBuilder &nb, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                nb, loc,
                arith::SelectOp::create(nb, loc, cond, args[0], args[1])
                    .getResult());
          });
      selected.push_back(select.getResult(0));
    }
    rewriter.replaceOp(ifOp, selected);
  }
}

/// The sharding of the annotation `value` comes from, if any.
static Value annotationOf(Value value) {
  if (auto shardOp = value.getDefiningOp<ShardOp>())
    return shardOp.getSharding();
  return nullptr;
}

/// Annotates the arguments of `func` from #offset on with `shardings`
/// (null: not a tensor), and its results from #resultOffset on.
static void annotateArguments(func::FuncOp func, unsigned offset,
                              ArrayRef<Sharding> shardings,
                              unsigned resultOffset, Location loc) {
  OpBuilder builder(func.getContext());
  Block &entry = func.getBody().front();
  auto ret = cast<func::ReturnOp>(entry.getTerminator());
  for (auto [i, s] : llvm::enumerate(shardings)) {
    if (!s)
      continue;
    BlockArgument arg = entry.getArgument(offset + i);
    builder.setInsertionPointToStart(&entry);
    Value argSharding = ShardingOp::create(builder, loc, s);
    auto argShard = ShardOp::create(builder, loc, arg, argSharding,
                                    /*annotate_for_users=*/false);
    arg.replaceAllUsesExcept(argShard.getResult(), argShard);
    builder.setInsertionPoint(ret);
    Value resSharding = ShardingOp::create(builder, loc, s);
    auto resShard =
        ShardOp::create(builder, loc, ret.getOperand(resultOffset + i),
                        resSharding, /*annotate_for_users=*/false);
    ret.setOperand(resultOffset + i, resShard.getResult());
  }
}

LogicalResult maco::annotateLoopBody(OutlinedLoop &outlined) {
  Operation *loop = outlined.loop;
  OperandRange inits = loopInits(loop);
  // The grid of the loop's shardings (a 0-d value without one is
  // replicated on it).
  FlatSymbolRefAttr grid;
  for (Value init : inits)
    if (Value sharding = annotationOf(init))
      if (auto def = sharding.getDefiningOp<ShardingOp>())
        grid = def.getGridAttr();
  SmallVector<Sharding, 4> shardings;
  for (auto [i, init] : llvm::enumerate(inits)) {
    auto type = dyn_cast<RankedTensorType>(init.getType());
    Value sharding = type ? annotationOf(init) : Value();
    if (!type)
      shardings.push_back(Sharding());
    else if (sharding && sharding.getDefiningOp<ShardingOp>())
      shardings.push_back(Sharding(sharding));
    else if (type.getRank() == 0 && grid)
      shardings.push_back(Sharding::get(grid, {}));
    else
      return loop->emitOpError("loop-carried value #")
             << i << " has no sharding after sharding-propagation";
  }
  // scf.for's body takes the induction variable first.
  annotateArguments(outlined.body, isa<scf::ForOp>(loop) ? 1 : 0, shardings,
                    /*resultOffset=*/0, loop->getLoc());
  // The condition returns the condition, then its arguments.
  if (outlined.cond)
    annotateArguments(outlined.cond, 0, shardings, /*resultOffset=*/1,
                      loop->getLoc());
  return success();
}

void maco::registerLoopShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<LoopShardingModel<scf::ForOp>>(*ctx);
    scf::WhileOp::attachInterface<LoopShardingModel<scf::WhileOp>>(*ctx);
  });
}
