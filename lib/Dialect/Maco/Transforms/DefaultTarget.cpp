//===- DefaultTarget.cpp - a cost-model target for the module -------------===//
//
// `maco-default-target{target=NAME}`: when the module has no `maco.target`
// attribute, sets it to NAME. The cost model reads a pass's `target` option
// first, then the nearest `maco.target`, then this machine's calibration,
// then cpu-local (docs/cost-model.md); the attribute puts NAME in the
// second place, so that an explicit option still wins and a module that
// names its own target keeps it. The name is resolved here (a built-in
// target or a readable description file): a bad one is an error naming it,
// not a silent fallback later.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/IR/MacoDialect.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::maco {
#define GEN_PASS_DEF_DEFAULTTARGET
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct DefaultTargetPass
    : public maco::impl::DefaultTargetBase<DefaultTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef name = maco::MacoDialect::getTargetAttrName();
    if (target.empty() || module->hasAttr(name))
      return;
    if (failed(maco::resolveTarget(module, target)))
      return signalPassFailure();
    module->setAttr(name, StringAttr::get(module.getContext(), target));
  }
};
} // namespace
