//===- KeepIfFaster.cpp - keep an optimisation only if predicted faster ---===//
//
// Algorithm, for every function with a body, in module order:
//  1. clone the function next to itself (a private symbol with a fresh
//     name) and run `pipeline` on the clone;
//  2. simulate the original and the clone under the cost model (the
//     timeline of maco-estimate: compute and streams, calls followed);
//  3. if the clone is predicted no slower, move its body into the original
//     function (symbol, attributes and callers unchanged); otherwise keep
//     the original body and, with `remarks`, say so with both predictions;
//  4. erase the clone.
// A failure of the pipeline fails the pass (its diagnostics are on the
// clone's ops, which carry the original locations).
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/Simulator.h"
#include "maco/Dialect/Maco/Transforms/NestedPipeline.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/Format.h"

namespace mlir::maco {
#define GEN_PASS_DEF_KEEPIFFASTER
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
struct KeepIfFasterPass
    : public maco::impl::KeepIfFasterBase<KeepIfFasterPass> {
  using Base::Base;

  /// The guarded pipeline, parsed on first use.
  mutable NestedPipeline nested{func::FuncOp::getOperationName()};
  OpPassManager *getNested() const { return nested.get(pipeline); }

  void getDependentDialects(DialectRegistry &registry) const override {
    if (OpPassManager *pm = getNested())
      pm->getDependentDialects(registry);
  }

  struct Prediction {
    double end; // seconds
    /// The operations whose cost the model does not know (counted as 0),
    /// and those it priced with a dynamic dimension at its default extent,
    /// each in program order (ops of callees after f's own).
    SmallVector<Operation *> unknown, defaulted;
  };

  static SmallVector<Operation *>
  inProgramOrder(func::FuncOp f, const llvm::DenseSet<Operation *> &ops) {
    SmallVector<Operation *> ordered, outside;
    f->getParentOp()->walk([&](Operation *op) {
      if (ops.contains(op))
        (f->isAncestor(op) ? ordered : outside).push_back(op);
    });
    llvm::append_range(ordered, outside);
    return ordered;
  }

  static Prediction predict(const CostModel &model, ModuleOp module,
                            func::FuncOp f) {
    simulation::Simulator sim(model, module);
    sim.quiet = true;
    sim.runBlock(f.getBody().front());
    return {sim.end(), inProgramOrder(f, sim.unknownOps),
            inProgramOrder(f, sim.defaultedOps)};
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpPassManager *pm = getNested();
    if (!pm) {
      module.emitError() << "maco-keep-if-faster: invalid pipeline '"
                         << pipeline << "': " << nested.error();
      return signalPassFailure();
    }
    FailureOr<TargetDescription> t = resolveTarget(module, target);
    if (failed(t))
      return signalPassFailure();
    CostModel model(*t);
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs;
    for (auto f : module.getOps<func::FuncOp>())
      if (!f.isExternal())
        funcs.push_back(f);
    for (func::FuncOp f : funcs) {
      auto copy = cast<func::FuncOp>(f->clone());
      copy.setPrivate();
      symbols.insert(copy, std::next(f->getIterator())); // renamed if taken
      if (failed(runPipeline(*pm, copy)))
        return signalPassFailure();
      Prediction original = predict(model, module, f);
      Prediction optimized = predict(model, module, copy);
      double before = original.end, after = optimized.end;
      size_t unknownBefore = original.unknown.size(),
             unknownAfter = optimized.unknown.size();
      if (remarks) {
        // Named on the program's own ops (the optimized copy's are
        // temporary): each op the decision below could not price, or
        // priced at a stated size.
        for (Operation *op : original.unknown)
          op->emitRemark()
              << "maco-optimize: the cost of '" << op->getName()
              << "' is unknown (dynamic shape or group size) and counted as "
                 "0 in deciding whether to keep @"
              << f.getSymName() << " optimized";
        for (Operation *op : original.defaulted)
          op->emitRemark()
              << "maco-optimize: '" << op->getName()
              << "' has a dynamic dimension without a bound in the IR, "
                 "priced at "
              << CostModel::kDefaultDynamicExtent
              << " in deciding whether to keep @" << f.getSymName()
              << " optimized";
      }
      if (after <= before) {
        f.getBody().takeBody(copy.getBody());
      } else if (remarks) {
        std::string why;
        llvm::raw_string_ostream(why)
            << llvm::format("%.1f us optimized vs %.1f us unoptimized",
                            after * 1e6, before * 1e6);
        InFlightDiagnostic remark = f.emitRemark();
        remark << "maco-optimize kept @" << f.getSymName()
               << " unoptimized: the cost model predicts " << why << " (target "
               << t->name << ")";
        // Dynamic shapes, or collectives over a grid of dynamic size: the
        // prediction misses them (each named in a remark of its own).
        if (size_t n = std::max(unknownBefore, unknownAfter))
          remark << "; " << n
                 << " operation(s) of unknown cost (dynamic shape or group "
                    "size) counted as 0";
      }
      symbols.erase(copy);
    }
  }
};
} // namespace
