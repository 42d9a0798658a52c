//===- SpecializeGrids.cpp - size dynamic grids for a rank count ---------===//
//
// `maco-specialize-grids{ranks=N}`: every `shard.grid` with one dynamic
// axis gets that axis sized N / (product of its static axes), the size the
// runtime would give it at start on N ranks (the grid's resolution from
// the world size, runtime/src/common/comm.cpp). Run before partitioning
// (`maco-frontend{ranks=N}`), it makes the partitioned shapes and the
// collectives' group sizes static, so that the cost model prices them.
//
// Algorithm: one walk over the module's grids. For each, count the dynamic
// axes and multiply the static ones: none dynamic, nothing to do; one, and
// the product divides N, set it; otherwise a warning at the grid saying
// why, and the grid stays dynamic: a module may hold grids that the
// function being run does not use, and the runtime stops at start, on N
// ranks, only if one it uses cannot be sized. Ops that refer
// to a grid keep their types: a dynamic dimension stays compatible with the
// static shape the grid now implies, and partitioning (next) computes its
// shapes from the grid. But an op's validity may depend on the size (a
// permute's pairs name ranks; a module may hold functions written for
// other sizes than the one run): each op that refers to the grid is
// verified at the new size, and if one fails, the grid keeps its dynamic
// axis, with a warning naming the op and its error.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "ShardDivisibility.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"

namespace mlir::maco {
#define GEN_PASS_DEF_SPECIALIZEGRIDS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

/// The first `shard.shard` by `sharding` (on `grid`) that splits a static
/// dimension into a number of shards that does not divide it: upstream
/// partitioning (maco-partition-annotated) rejects it, where a dynamic grid
/// leaves the check to the entry's run time.
static Operation *firstIndivisibleShard(shard::GridOp grid,
                                        shard::ShardingOp sharding,
                                        std::string &why) {
  for (Operation *user : sharding->getUsers()) {
    auto shardOp = dyn_cast<shard::ShardOp>(user);
    auto type = shardOp ? dyn_cast<RankedTensorType>(shardOp.getSrc().getType())
                        : RankedTensorType();
    if (!type)
      continue;
    if (std::optional<maco::IndivisibleSplit> split =
            maco::findIndivisibleSplit(sharding, type, grid)) {
      llvm::raw_string_ostream(why)
          << "dimension " << split->dim << " of " << type << " (size "
          << split->size << ") would be split into " << split->ranks
          << " shards";
      return shardOp;
    }
  }
  return nullptr;
}

/// The first op referring to `grid` that does not verify, with its error
/// in `why` (nothing is reported).
static Operation *firstInvalidUser(shard::GridOp grid, std::string &why) {
  Operation *scope = SymbolTable::getNearestSymbolTable(grid);
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(grid.getSymNameAttr(), scope);
  if (!uses)
    return nullptr;
  llvm::SmallPtrSet<Operation *, 16> seen;
  SymbolTableCollection symbols;
  for (const SymbolTable::SymbolUse &use : *uses) {
    Operation *user = use.getUser();
    if (!seen.insert(user).second)
      continue;
    bool failedOne = false;
    ScopedDiagnosticHandler quiet(grid.getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error && !failedOne) {
        failedOne = true;
        why = diag.str();
      }
      return success();
    });
    // The op's own verifier, then the one that reads the grid's size
    // (SymbolUserOpInterface, which the module's verifier runs).
    bool invalid = failed(verify(user, /*verifyRecursively=*/false));
    if (auto symbolUser = dyn_cast<SymbolUserOpInterface>(user);
        !invalid && symbolUser)
      invalid = failed(symbolUser.verifySymbolUses(symbols));
    if (invalid || failedOne)
      return user;
    if (auto sharding = dyn_cast<shard::ShardingOp>(user))
      if (Operation *shardOp = firstIndivisibleShard(grid, sharding, why))
        return shardOp;
  }
  return nullptr;
}

namespace {
struct SpecializeGridsPass
    : public maco::impl::SpecializeGridsBase<SpecializeGridsPass> {
  using SpecializeGridsBase::SpecializeGridsBase;

  void runOnOperation() override {
    if (ranks < 0) {
      getOperation().emitError()
          << "maco-specialize-grids: ranks must be positive (0: leave grids "
             "dynamic), not "
          << ranks.getValue();
      return signalPassFailure();
    }
    if (ranks == 0)
      return markAllAnalysesPreserved();
    getOperation().walk([&](shard::GridOp grid) {
      SmallVector<int64_t> shape(grid.getShape());
      int64_t product = 1;
      SmallVector<size_t> dynamicAxes;
      for (auto [axis, size] : llvm::enumerate(shape)) {
        if (ShapedType::isDynamic(size))
          dynamicAxes.push_back(axis);
        else
          product *= size;
      }
      if (dynamicAxes.empty())
        return;
      auto shapeText = [&] {
        std::string text;
        llvm::raw_string_ostream os(text);
        llvm::interleave(
            grid.getShape(), os,
            [&](int64_t s) {
              if (ShapedType::isDynamic(s))
                os << "?";
              else
                os << s;
            },
            "x");
        return text;
      };
      if (dynamicAxes.size() > 1) {
        grid.emitWarning() << "grid @" << grid.getSymName() << " of shape "
                           << shapeText() << " cannot be sized for "
                           << ranks.getValue() << " ranks: it has "
                           << dynamicAxes.size()
                           << " dynamic axes, and only one can be sized from "
                              "the rank count; it stays dynamic";
        return;
      }
      if (product <= 0 || ranks % product != 0) {
        grid.emitWarning() << "grid @" << grid.getSymName() << " of shape "
                           << shapeText() << " cannot be sized for "
                           << ranks.getValue()
                           << " ranks: its static axes hold " << product
                           << " ranks, which does not divide "
                           << ranks.getValue() << "; it stays dynamic";
        return;
      }
      shape[dynamicAxes.front()] = ranks / product;
      SmallVector<int64_t> original(grid.getShape());
      grid.setShape(shape);
      // The ops that refer to the grid must still verify at this size (a
      // permute's pairs name ranks; a function not run may be written for
      // other sizes): if one does not, the grid stays dynamic.
      std::string why;
      Operation *invalid = firstInvalidUser(grid, why);
      if (!invalid)
        return;
      grid.setShape(original);
      InFlightDiagnostic warning = grid.emitWarning();
      warning << "grid @" << grid.getSymName() << " of shape " << shapeText()
              << " is not sized for " << ranks.getValue() << " ranks: '"
              << invalid->getName() << "' would not be valid (" << why
              << "); it stays dynamic";
      warning.attachNote(invalid->getLoc()) << "the op is here";
    });
  }
};
} // namespace
