//===- NestedPipeline.cpp - a pass option's pipeline, parsed once ---------===//

#include "maco/Dialect/Maco/Transforms/NestedPipeline.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::maco;

OpPassManager *NestedPipeline::get(StringRef text) {
  if (!pm) {
    pm.emplace(anchor);
    StringRef body = text;
    // Accept both "anchor(a,b)" and "a,b".
    if (!body.consume_front(anchor + "(") || !body.consume_back(")"))
      body = text;
    llvm::raw_string_ostream err(parseError);
    invalid = failed(parsePassPipeline(body, *pm, err));
  }
  return invalid ? nullptr : &*pm;
}
