//===- NestedPipeline.h - a pass option's pipeline, parsed once -*- C++ -*-===//
//
// Passes that run a pipeline given as a textual option (maco-keep-if-faster,
// maco-if-dialects) parse it on first use, both for getDependentDialects
// (before the pass runs) and for runOnOperation.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_DIALECT_MACO_TRANSFORMS_NESTEDPIPELINE_H
#define MACO_DIALECT_MACO_TRANSFORMS_NESTEDPIPELINE_H

#include "mlir/Pass/PassManager.h"

#include <optional>
#include <string>

namespace mlir::maco {
/// A pipeline on ops named `anchor` (e.g. "func.func"), from text written
/// either as "anchor(a,b)" or as "a,b"; parsed by the first get().
class NestedPipeline {
public:
  explicit NestedPipeline(StringRef anchor) : anchor(anchor.str()) {}

  /// The parsed pipeline, or null when `text` does not parse (error()
  /// says why). `text` must be the same at every call.
  OpPassManager *get(StringRef text);

  /// The parser's message after a failed get().
  const std::string &error() const { return parseError; }

private:
  std::string anchor;
  std::optional<OpPassManager> pm;
  bool invalid = false;
  std::string parseError;
};
} // namespace mlir::maco

#endif // MACO_DIALECT_MACO_TRANSFORMS_NESTEDPIPELINE_H
