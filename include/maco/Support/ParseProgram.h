//===- ParseProgram.h - reading programs the tools compile ------*- C++ -*-===//
//
// Upstream MLIR 22's parser, and the verifiers it runs, crash on some
// input (found by maco-opt-fuzzer; docs/reliability.md, "Upstream
// crashes"). The maco tools find that text before parsing and report it
// as an error at its location: maco-opt with findUpstreamParserCrash,
// maco-run, maco-compile and maco-opt-fuzzer with parseProgram; all of
// them then check the parsed program before verifying it (checkProgram).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_SUPPORT_PARSEPROGRAM_H
#define MACO_SUPPORT_PARSEPROGRAM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>
#include <utility>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::maco {
/// The first text in `text` (outside `//` comments) that upstream MLIR 22's
/// parser is known to crash on, found by maco-opt-fuzzer: its offset and
/// the reason to report. Dense arrays of `index`; linalg's `dimensions =
/// [...]` holding anything but integers; batch matmuls of `index` elements.
/// (What its verifiers crash on is found in the parsed, unverified program
/// by checkProgram.)
std::optional<std::pair<size_t, std::string>>
findUpstreamParserCrash(StringRef text);

/// Parses the program in `sourceMgr`'s main buffer without verifying it,
/// after rejecting, with an error at its location, text that upstream MLIR
/// 22's parser is known to crash on (findUpstreamParserCrash).
/// Returns null after an error. maco-run, maco-compile and maco-opt-fuzzer
/// read programs with it; checkProgram comes next.
OwningOpRef<ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                   MLIRContext *context);

/// Checks a parsed (not yet verified) program before the tools compile it:
/// shard axis attributes within their operand's rank, no empty
/// reassociation group, every grid axis of a positive size (upstream MLIR
/// 22's verifiers index, dereference or divide with these and would crash),
/// then `top` (a module, or maco-opt's top-level op) verifies. With
/// `everyGrid` false (maco-opt), only a grid axis of size 0 that an
/// upstream shard op (`shard.all_slice`, `shard.all_to_all`,
/// `shard.reduce_scatter`) divides by is reported before verifying, at the
/// grid, once, naming the first such op and its line; maco's own ops report
/// the others in their verifiers.
LogicalResult checkProgram(Operation *top, bool everyGrid = true);
} // namespace mlir::maco

#endif // MACO_SUPPORT_PARSEPROGRAM_H
