//===- IfDialects.cpp - run a pipeline only where its dialects occur ------===//
//
// Upstream lowering passes walk (and, for the greedy ones, fold) every op
// of the module whether or not it holds anything they lower: the TOSA
// passes of maco-to-cpu on modules without TOSA, convert-vector-to-llvm on
// programs without vector ops (0.27 s of a 1024-layer stack's lowering).
// This module pass runs `pipeline` (a module pipeline in textual form,
// parsed once) with runPipeline only if one of the module's ops (at any
// depth) belongs to a dialect of `dialects`; one walk that stops at the
// first such op. Without such an op the module is unchanged, as the
// pipeline would have left it.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/NestedPipeline.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::maco {
#define GEN_PASS_DEF_IFDIALECTS
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct IfDialectsPass : public maco::impl::IfDialectsBase<IfDialectsPass> {
  using Base::Base;

  /// `pipeline`, parsed on first use.
  mutable maco::NestedPipeline nested{ModuleOp::getOperationName()};
  OpPassManager *getNested() const { return nested.get(pipeline); }

  void getDependentDialects(DialectRegistry &registry) const override {
    if (OpPassManager *pm = getNested())
      pm->getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpPassManager *pm = getNested();
    if (!pm) {
      module.emitError() << "maco-if-dialects: invalid pipeline '" << pipeline
                         << "': " << nested.error();
      return signalPassFailure();
    }
    llvm::StringSet<> names;
    for (const std::string &d : dialects)
      names.insert(d);
    bool present =
        module
            ->walk([&](Operation *op) {
              return names.contains(op->getName().getDialectNamespace())
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    // Nothing to do changes nothing: the pass manager then skips its
    // verifier after this pass.
    if (!present)
      return markAllAnalysesPreserved();
    if (failed(runPipeline(*pm, module)))
      signalPassFailure();
  }
};
} // namespace
