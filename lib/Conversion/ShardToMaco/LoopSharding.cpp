//===- LoopSharding.cpp - sharding of scf.for and scf.if ------------------===//
//
// Partitioning of `scf.for` loops (JAX's `fori_loop`: training loops) and
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
//     becomes one call of it.
//  2. The sharding model of scf.for (below) lets propagation in the
//     enclosing function treat the loop as an op whose results are its
//     loop-carried values: each keeps one sharding (its result's if
//     annotated, else its init's), the same for the init, the block
//     argument, the yielded value and the result. Loops of the model are
//     the dimensions of the loop-carried tensors, one after the other.
//  3. annotateLoopBody, after propagation: the body function's arguments
//     and results get those shardings, and it is partitioned like any
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
static SmallVector<int64_t> iterRanks(scf::ForOp loop) {
  SmallVector<int64_t> ranks;
  for (Value init : loop.getInitArgs()) {
    auto type = dyn_cast<RankedTensorType>(init.getType());
    ranks.push_back(type ? type.getRank() : 0);
  }
  return ranks;
}

static bool isTensor(Value v) { return isa<RankedTensorType>(v.getType()); }

/// Loop-carried value i's sharding in `option`.
static Sharding iterSharding(scf::ForOp loop, const ShardingOption &option,
                             unsigned i) {
  SmallVector<int64_t> ranks = iterRanks(loop);
  int64_t offset = 0;
  for (unsigned j = 0; j < i; ++j)
    offset += ranks[j];
  return maco::shardingOfLoops(
      option, llvm::to_vector(llvm::seq<int64_t>(offset, offset + ranks[i])));
}

struct ForLoopShardingModel
    : public ShardingInterface::ExternalModel<ForLoopShardingModel,
                                              scf::ForOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t total = 0;
    for (int64_t rank : iterRanks(cast<scf::ForOp>(op)))
      total += rank;
    return SmallVector<utils::IteratorType>(total,
                                            utils::IteratorType::parallel);
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    auto loop = cast<scf::ForOp>(op);
    unsigned firstInit = loop.getNumControlOperands();
    ShardingArray array;
    FlatSymbolRefAttr grid;
    for (auto [i, rank] : llvm::enumerate(iterRanks(loop))) {
      Sharding s = resultShardings.size() > i ? resultShardings[i] : Sharding();
      if (!s && operandShardings.size() > firstInit + i)
        s = operandShardings[firstInit + i];
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
    auto loop = cast<scf::ForOp>(op);
    std::vector<Sharding> shardings(op->getNumOperands() + op->getNumResults());
    unsigned firstInit = loop.getNumControlOperands();
    for (unsigned i = 0; i < loop.getNumResults(); ++i) {
      if (!isTensor(loop.getResult(i)))
        continue;
      Sharding s = iterSharding(loop, option, i);
      shardings[firstInit + i] = s;
      shardings[op->getNumOperands() + i] = s;
    }
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    auto loop = cast<scf::ForOp>(op);
    for (unsigned i = 0; i < loop.getNumResults(); ++i) {
      if (!isTensor(loop.getResult(i)))
        continue;
      Sharding s = iterSharding(loop, option, i);
      maybeInsertTargetShardingAnnotation(s, loop->getResult(i), b);
      OpBuilder::InsertionGuard guard(b);
      maybeInsertSourceShardingAnnotation(s, loop.getInitArgsMutable()[i], b);
    }
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbols,
                          OpBuilder &builder) const {
    auto loop = cast<scf::ForOp>(op);
    unsigned firstInit = loop.getNumControlOperands();
    auto call = dyn_cast<func::CallOp>(&loop.getBody()->front());
    if (!call)
      return loop.emitOpError("was not outlined before partitioning (maco "
                              "partitions scf.for in maco-partition-"
                              "annotated only)");
    for (unsigned i = 0; i < loop.getNumResults(); ++i) {
      Sharding in = operandShardings[firstInit + i];
      Sharding out = resultShardings[i];
      if (isTensor(loop.getResult(i)) &&
          cast<RankedTensorType>(loop.getResult(i).getType()).getRank() > 0 &&
          (!in || !out || in != out))
        return loop.emitOpError("loop-carried value #")
               << i
               << " must keep one sharding: its init and its result are "
                  "annotated differently";
    }
    ValueRange partitioned(partitionedOperands);
    auto newLoop = scf::ForOp::create(
        builder, loop.getLoc(), partitioned[0], partitioned[1], partitioned[2],
        partitioned.drop_front(firstInit),
        [&](OpBuilder &b, Location loc, Value iv, ValueRange args) {
          SmallVector<Value> callArgs = {iv};
          llvm::append_range(callArgs, args);
          auto newCall =
              func::CallOp::create(b, call.getLoc(), call.getCalleeAttr(),
                                   args.getTypes(), callArgs);
          scf::YieldOp::create(b, loc, newCall.getResults());
        });
    partitionMap.map(loop.getResults(), newLoop.getResults());
    partitionMap.map(op, newLoop.getOperation());
    return success();
  }
};

} // namespace

FailureOr<SmallVector<maco::OutlinedLoop>>
maco::outlineLoopBodies(func::FuncOp func) {
  SmallVector<OutlinedLoop> outlined;
  SmallVector<scf::ForOp> loops;
  for (Operation &op : func.getBody().front())
    if (auto loop = dyn_cast<scf::ForOp>(op))
      loops.push_back(loop);
  auto module = func->getParentOfType<ModuleOp>();
  SymbolTable symbols(module);
  IRRewriter rewriter(func.getContext());
  for (scf::ForOp loop : loops) {
    // Values from above: constants cloned into the body, the others
    // loop-carried.
    SetVector<Value> above;
    getUsedValuesDefinedAbove(loop.getRegion(), above);
    rewriter.setInsertionPointToStart(loop.getBody());
    SmallVector<Value> carried;
    for (Value v : above) {
      Operation *def = v.getDefiningOp();
      if (def && def->hasTrait<OpTrait::ConstantLike>()) {
        Operation *clone = rewriter.clone(*def);
        replaceAllUsesInRegionWith(v, clone->getResult(0), loop.getRegion());
        continue;
      }
      carried.push_back(v);
    }
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
    // The body function.
    Block *body = loop.getBody();
    SmallVector<Type> argTypes(body->getArgumentTypes());
    auto yield = cast<scf::YieldOp>(body->getTerminator());
    rewriter.setInsertionPoint(func);
    auto bodyFunc = func::FuncOp::create(
        rewriter, loop.getLoc(),
        (func.getSymName() + "_loop" + Twine(outlined.size())).str(),
        rewriter.getFunctionType(argTypes, yield.getOperandTypes()));
    bodyFunc.setPrivate();
    symbols.insert(bodyFunc);
    Block *entry = bodyFunc.addEntryBlock();
    IRMapping mapping;
    mapping.map(body->getArguments(), entry->getArguments());
    rewriter.setInsertionPointToStart(entry);
    for (Operation &op : body->without_terminator())
      rewriter.clone(op, mapping);
    SmallVector<Value> results;
    for (Value v : yield.getOperands())
      results.push_back(mapping.lookupOrDefault(v));
    func::ReturnOp::create(rewriter, yield.getLoc(), results);
    // The loop's body: one call.
    SmallVector<Operation *> old;
    for (Operation &op : llvm::reverse(*body))
      old.push_back(&op);
    for (Operation *op : old) {
      op->dropAllUses();
      rewriter.eraseOp(op);
    }
    rewriter.setInsertionPointToEnd(body);
    auto call = func::CallOp::create(rewriter, loop.getLoc(), bodyFunc,
                                     SmallVector<Value>(body->getArguments()));
    scf::YieldOp::create(rewriter, loop.getLoc(), call.getResults());
    outlined.push_back({loop, bodyFunc});
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

LogicalResult maco::annotateLoopBody(OutlinedLoop &outlined) {
  scf::ForOp loop = outlined.loop;
  func::FuncOp body = outlined.body;
  OpBuilder builder(body.getContext());
  Block &entry = body.getBody().front();
  auto ret = cast<func::ReturnOp>(entry.getTerminator());
  // The grid of the loop's shardings (a 0-d value without one is
  // replicated on it).
  FlatSymbolRefAttr grid;
  for (Value init : loop.getInitArgs())
    if (Value sharding = annotationOf(init))
      if (auto def = sharding.getDefiningOp<ShardingOp>())
        grid = def.getGridAttr();
  for (unsigned i = 0; i < loop.getNumResults(); ++i) {
    Value init = loop.getInitArgs()[i];
    auto type = dyn_cast<RankedTensorType>(init.getType());
    if (!type)
      continue;
    Value sharding = annotationOf(init);
    Sharding s;
    if (sharding && sharding.getDefiningOp<ShardingOp>())
      s = Sharding(sharding);
    else if (type.getRank() == 0 && grid)
      s = Sharding::get(grid, {});
    else
      return loop.emitOpError("loop-carried value #")
             << i << " has no sharding after sharding-propagation";
    BlockArgument arg = entry.getArgument(i + 1); // after the induction var
    builder.setInsertionPointToStart(&entry);
    Value argSharding = ShardingOp::create(builder, loop.getLoc(), s);
    auto argShard = ShardOp::create(builder, loop.getLoc(), arg, argSharding,
                                    /*annotate_for_users=*/false);
    arg.replaceAllUsesExcept(argShard.getResult(), argShard);
    builder.setInsertionPoint(ret);
    Value resSharding = ShardingOp::create(builder, loop.getLoc(), s);
    auto resShard =
        ShardOp::create(builder, loop.getLoc(), ret.getOperand(i), resSharding,
                        /*annotate_for_users=*/false);
    ret.setOperand(i, resShard.getResult());
  }
  return success();
}

void maco::registerLoopShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<ForLoopShardingModel>(*ctx);
  });
}
