//===- ParseProgram.h - reading programs the tools compile ------*- C++ -*-===//
//
// Upstream MLIR 22's parser, and the verifiers it runs, crash on some
// input (found by maco-opt-fuzzer; docs/reliability.md, "Upstream
// crashes"). The maco tools find that text before parsing and report it
// as an error at its location, and recover from a crash on other text:
// maco-opt and maco-translate with reportUpstreamParserCrash, maco-run,
// maco-compile and maco-opt-fuzzer with parseProgram. All but
// maco-translate then check the parsed program before verifying it
// (checkProgram).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_SUPPORT_PARSEPROGRAM_H
#define MACO_SUPPORT_PARSEPROGRAM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>
#include <utility>

namespace llvm {
class MemoryBuffer;
class SourceMgr;
} // namespace llvm

namespace mlir::maco {
/// The first text in `text` (outside `//` comments) that upstream MLIR 22's
/// parser is known to crash on, found by maco-opt-fuzzer: its offset and
/// the reason to report. Dense arrays of `index`; linalg's `dimensions =`
/// or `permutation =` followed by anything but a list of integers; batch
/// matmuls of `index` elements; `iterator_types` holding anything but quoted
/// strings. MACO_PARSER_SCREENS=0 turns this off (to test the crash recovery).
/// (What its verifiers crash on is found in the parsed, unverified program
/// by checkProgram.)
std::optional<std::pair<size_t, std::string>>
findUpstreamParserCrash(StringRef text);

/// The error reported when upstream MLIR 22's parser crashed on a form
/// that findUpstreamParserCrash does not know.
extern const char *const parserCrashMessage;

/// Parses the program in `sourceMgr`'s main buffer without verifying it,
/// after rejecting, with an error at its location, text that upstream MLIR
/// 22's parser is known to crash on (findUpstreamParserCrash). A crash of
/// the parser on other text is recovered from (llvm::CrashRecoveryContext)
/// and reported at the start of the buffer (parserCrashMessage); the
/// partly parsed IR is leaked. MACO_PARSER_CRASH_RECOVERY=0 turns the
/// recovery off (maco-opt-fuzzer's open runs, where a crash is a finding).
/// Returns null after an error. maco-run, maco-compile and maco-opt-fuzzer
/// read programs with it; checkProgram comes next.
OwningOpRef<ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                   MLIRContext *context);

/// maco-opt's trial parse: parses each part of `text` (split at
/// `splitMarker` unless it is empty, as --split-input-file does) in a fresh
/// context of `registry`, diagnostics dropped, with crash recovery as in
/// parseProgram. Returns the offset of the first part that the parser
/// crashed on.
std::optional<size_t> findParserCrashByParsing(StringRef text,
                                               const DialectRegistry &registry,
                                               bool allowUnregistered,
                                               StringRef splitMarker);

/// For the tools built on upstream's drivers (maco-opt, maco-translate),
/// which parse their input themselves: reports, with an error at its
/// location on stderr, text in `input` that upstream MLIR 22's parser
/// crashes on, a known form (findUpstreamParserCrash) or one found by a
/// trial parse (findParserCrashByParsing, the error at the start of the
/// input or part). Returns whether it reported one.
bool reportUpstreamParserCrash(const llvm::MemoryBuffer &input,
                               const DialectRegistry &registry,
                               bool allowUnregistered, StringRef splitMarker);

/// Checks a parsed (not yet verified) program before the tools compile it:
/// shard axis attributes within their operand's rank, no empty
/// reassociation group, a tensor.expand_shape's `output_shape` that agrees
/// with its result type (bufferization would make invalid IR), no
/// tensor.dim or memref.dim with a constant index out of range (upstream's
/// value-bounds analysis would crash), every grid axis of a positive size
/// (upstream MLIR 22's verifiers index, dereference or divide with these and
/// would crash), then `top` (a module, or maco-opt's top-level op) verifies.
/// With `everyGrid` false (maco-opt), only a grid axis of size 0 that an
/// upstream shard op (`shard.all_slice`, `shard.all_to_all`,
/// `shard.reduce_scatter`) divides by is reported before verifying, at the
/// grid, once, naming the first such op and its line; maco's own ops report
/// the others in their verifiers.
LogicalResult checkProgram(Operation *top, bool everyGrid = true);
} // namespace mlir::maco

#endif // MACO_SUPPORT_PARSEPROGRAM_H
