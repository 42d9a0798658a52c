//===- MacoToRuntime.cpp --------------------------------------------------===//
#include "maco/Conversion/Passes.h"

namespace mlir::maco {
#define GEN_PASS_DEF_CONVERTMACOTORUNTIME
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
namespace {
struct ConvertMacoToRuntimePass
    : public maco::impl::ConvertMacoToRuntimeBase<ConvertMacoToRuntimePass> {
  using Base::Base;
  void runOnOperation() override {}
};
} // namespace
