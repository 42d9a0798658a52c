//===- ParseProgram.cpp - reading programs the tools compile --------------===//
//
// findUpstreamParserCrash: text that upstream MLIR 22's parser crashes on,
// found by maco-opt-fuzzer, located by scanning the text before parsing.
// Crashes of forms the scan does not know are caught while parsing: the
// parse runs in an llvm::CrashRecoveryContext, whose signal handlers (SEGV,
// abort, ...) return to the caller, which reports an error; the parser's
// partial state is leaked, never used again. parseProgram and checkProgram,
// with which maco-run, maco-compile and maco-opt-fuzzer read programs;
// reportUpstreamParserCrash, with which maco-opt and maco-translate try
// their input file first.
//
//===----------------------------------------------------------------------===//

#include "maco/Support/ParseProgram.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

/// Text that upstream MLIR 22's parser crashes on, found by
/// maco-opt-fuzzer. Each finder returns the offset of the first occurrence
/// outside `//` comments.
namespace {
struct UpstreamParserCrash {
  std::optional<size_t> (*find)(StringRef text, size_t from);
  const char *message;
};
} // namespace

static bool inComment(StringRef text, size_t pos) {
  size_t lineStart = text.rfind('\n', pos);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  return text.slice(lineStart, pos).contains("//");
}

static bool isIdentChar(char c) { return isalnum(c) || c == '_' || c == '.'; }

/// `array<index: ...>`: the dense array parser dereferences the null bit
/// width of `index`.
static std::optional<size_t> findIndexDenseArray(StringRef text, size_t from) {
  for (size_t pos = text.find("array<", from); pos != StringRef::npos;
       pos = text.find("array<", pos + 1)) {
    StringRef rest = text.drop_front(pos + strlen("array<")).ltrim();
    if ((pos == 0 || !isIdentChar(text[pos - 1])) &&
        rest.consume_front("index") && (rest.empty() || !isIdentChar(rest[0])))
      return pos;
  }
  return std::nullopt;
}

/// The first occurrence, at or after `from`, of any of `words` for which
/// `matches(position, text after the word)` holds.
static std::optional<size_t>
findFirstMatch(StringRef text, size_t from, ArrayRef<StringRef> words,
               llvm::function_ref<bool(size_t, StringRef)> matches) {
  std::optional<size_t> first;
  for (StringRef word : words)
    for (size_t pos = text.find(word, from); pos != StringRef::npos;
         pos = text.find(word, pos + 1))
      if (matches(pos, text.drop_front(pos + word.size()))) {
        if (!first || pos < *first)
          first = pos;
        break;
      }
  return first;
}

/// Whether `rest` (the text after a word) starts with `= [`, which it then
/// drops.
static bool consumeListStart(StringRef &rest) {
  rest = rest.ltrim();
  if (!rest.consume_front("="))
    return false;
  rest = rest.ltrim();
  return rest.consume_front("[");
}

/// Whether `rest` (after a list's `[`) is `int, int, ... ]` with decimal or
/// hexadecimal integers, the form DenseI64ArrayAttr::parse reads.
static bool isIntegerList(StringRef rest) {
  rest = rest.ltrim();
  if (rest.consume_front("]"))
    return true;
  while (true) {
    rest.consume_front("-");
    bool hex = rest.starts_with("0x");
    size_t start = hex ? 2 : 0;
    size_t end = rest.find_first_not_of(
        hex ? "0123456789abcdefABCDEF" : "0123456789", start);
    if (end == StringRef::npos || end == start)
      return false;
    rest = rest.drop_front(end).ltrim();
    if (rest.consume_front("]"))
      return true;
    if (!rest.consume_front(","))
      return false;
    rest = rest.ltrim();
  }
}

/// The last character before `pos` that is neither white space nor in a
/// `//` comment, or 0.
static char previousSignificant(StringRef text, size_t pos) {
  while (pos > 0) {
    char c = text[--pos];
    if (isspace(c))
      continue;
    if (!inComment(text, pos))
      return c;
    pos = text.rfind('\n', pos);
    if (pos == StringRef::npos)
      return 0;
  }
  return 0;
}

/// `dimensions = ...` / `permutation = ...` of linalg's custom syntax
/// (reduce, broadcast, transpose: the keyword follows the `outs(...)`
/// list) holding anything but a list of integers, or a list of anything but
/// integers anywhere: the op parser stores the null attribute of the failed
/// list (DenseI64ArrayAttr::parse) and crashes.
static std::optional<size_t> findMalformedLinalgDims(StringRef text,
                                                     size_t from) {
  return findFirstMatch(text, from, {"dimensions", "permutation"},
                        [&](size_t pos, StringRef rest) {
                          if ((pos > 0 && isIdentChar(text[pos - 1])) ||
                              (!rest.empty() && isIdentChar(rest[0])))
                            return false;
                          rest = rest.ltrim();
                          if (!rest.consume_front("="))
                            return false; // The parser reports the missing `=`.
                          rest = rest.ltrim();
                          if (rest.consume_front("["))
                            return !isIntegerList(rest);
                          return previousSignificant(text, pos) == ')';
                        });
}

/// `linalg.batch_matmul` / `linalg.batch_reduce_matmul` (custom syntax)
/// with an `index` operand: the region builder reports that it cannot
/// build the body, then the parser uses the missing body and crashes.
/// Other named ops report the same error without crashing.
static std::optional<size_t> findIndexBatchMatmul(StringRef text, size_t from) {
  return findFirstMatch(
      text, from, {"linalg.batch_matmul", "linalg.batch_reduce_matmul"},
      [&](size_t pos, StringRef rest) {
        if ((pos > 0 && (isIdentChar(text[pos - 1]) || text[pos - 1] == '"')) ||
            (!rest.empty() && isIdentChar(rest[0])))
          return false;
        // The op's text: up to the end of its `outs(...)` list.
        size_t outs = rest.find("outs(");
        size_t end =
            outs == StringRef::npos ? StringRef::npos : rest.find(')', outs);
        StringRef op = rest.take_front(end == StringRef::npos ? 0 : end);
        return op.contains("xindex>") || op.contains("<index>");
      });
}

/// `iterator_types = [...]` of `linalg.generic` holding anything but
/// quoted strings (`0`, `[0]`, even `#linalg.iterator_type<parallel>`):
/// the op parser uses the null attribute of the failed conversion.
static std::optional<size_t> findMalformedIteratorTypes(StringRef text,
                                                        size_t from) {
  return findFirstMatch(
      text, from, {"iterator_types"}, [&](size_t pos, StringRef rest) {
        if ((pos > 0 && isIdentChar(text[pos - 1])) ||
            (!rest.empty() && isIdentChar(rest[0])))
          return false;
        // The generic form ("linalg.generic"(...) <{...}>) parses its
        // #linalg.iterator_type attributes itself.
        size_t op = text.take_front(pos).rfind("linalg.generic");
        if ((op != StringRef::npos && op > 0 && text[op - 1] == '"') ||
            !consumeListStart(rest))
          return false;
        // "a", "b", ... ]: anything else before the `]` is the crash.
        for (rest = rest.ltrim(); !rest.consume_front("]");) {
          if (!rest.consume_front("\""))
            return true;
          size_t close = rest.find('"');
          if (close == StringRef::npos)
            return false;
          rest = rest.drop_front(close + 1).ltrim();
          if (rest.consume_front(","))
            rest = rest.ltrim();
          else if (!rest.starts_with("]"))
            return true;
        }
        return false;
      });
}

static const UpstreamParserCrash upstreamParserCrashes[] = {
    {findIndexDenseArray,
     "dense arrays of 'index' (array<index: ...>) are not supported "
     "(upstream MLIR 22's parser crashes on them); use i64"},
    {findMalformedLinalgDims,
     "linalg's `dimensions`/`permutation` must be a list of integers, e.g. "
     "`dimensions = [0, 1]` (upstream MLIR 22's parser crashes on anything "
     "else here)"},
    {findIndexBatchMatmul,
     "linalg batch matmuls of 'index' elements are not supported (upstream "
     "MLIR 22's parser crashes building their body); use an integer type"},
    {findMalformedIteratorTypes,
     "iterator_types must be a list of quoted strings, e.g. "
     "`iterator_types = [\"parallel\", \"reduction\"]` (upstream MLIR 22's "
     "parser crashes on anything else here)"},
};

/// Whether `name` is set to "0" in the environment.
static bool turnedOff(const char *name) {
  const char *value = std::getenv(name);
  return value && StringRef(value) == "0";
}

std::optional<std::pair<size_t, std::string>>
maco::findUpstreamParserCrash(StringRef text) {
  // Off only to test the crash recovery on the forms the scan knows.
  if (turnedOff("MACO_PARSER_SCREENS"))
    return std::nullopt;
  std::optional<std::pair<size_t, std::string>> first;
  for (const UpstreamParserCrash &crash : upstreamParserCrashes) {
    std::optional<size_t> pos = crash.find(text, 0);
    while (pos && inComment(text, *pos))
      pos = crash.find(text, *pos + 1);
    if (pos && (!first || *pos < first->first))
      first = std::make_pair(*pos, std::string(crash.message));
  }
  return first;
}

const char *const maco::parserCrashMessage =
    "upstream MLIR 22's parser crashed on this input (a form maco does not "
    "screen for yet); check the syntax of its ops, and please report it";

/// Runs `parse`, returning false if it crashed (a signal), with crash
/// recovery on unless MACO_PARSER_CRASH_RECOVERY=0 (maco-opt-fuzzer's open
/// runs: a crash is then a finding, to be screened for above).
static bool parseRecovering(function_ref<void()> parse) {
  if (turnedOff("MACO_PARSER_CRASH_RECOVERY")) {
    parse();
    return true;
  }
  llvm::CrashRecoveryContext::Enable();
  bool done = llvm::CrashRecoveryContext().RunSafely(parse);
  llvm::CrashRecoveryContext::Disable();
  return done;
}

OwningOpRef<ModuleOp> maco::parseProgram(llvm::SourceMgr &sourceMgr,
                                         MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  auto errorAt = [&](size_t offset) {
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + offset));
    return emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                         line, column));
  };
  if (auto crash = findUpstreamParserCrash(buffer->getBuffer())) {
    errorAt(crash->first) << crash->second;
    return nullptr;
  }
  OwningOpRef<ModuleOp> module;
  if (!parseRecovering([&] {
        module = parseSourceFile<ModuleOp>(
            sourceMgr, ParserConfig(context, /*verifyAfterParse=*/false));
      })) {
    // What the parser built before it crashed is in an unknown state, and
    // so may be the context (a lock its uniquer held): the error goes
    // straight to stderr, not through the context's diagnostics.
    (void)module.release();
    sourceMgr.PrintMessage(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart()),
        llvm::SourceMgr::DK_Error, parserCrashMessage);
    return nullptr;
  }
  return module;
}

std::optional<size_t>
maco::findParserCrashByParsing(StringRef text, const DialectRegistry &registry,
                               bool allowUnregistered, StringRef splitMarker) {
  SmallVector<StringRef> parts;
  if (splitMarker.empty())
    parts.push_back(text);
  else
    text.split(parts, splitMarker);
  for (StringRef part : parts) {
    // A context of its own: after a crash it is leaked, not destroyed.
    auto context = std::make_unique<MLIRContext>(
        registry, MLIRContext::Threading::DISABLED);
    context->allowUnregisteredDialects(allowUnregistered);
    ScopedDiagnosticHandler quiet(context.get(),
                                  [](Diagnostic &) { return success(); });
    // A copy ending in a NUL, as MlirOptMain's parts are: MLIR's lexer
    // stops at the NUL, not at the end of a StringRef.
    llvm::SourceMgr partSource;
    partSource.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(part, "part"), llvm::SMLoc());
    OwningOpRef<ModuleOp> parsed;
    if (parseRecovering([&] {
          parsed = parseSourceFile<ModuleOp>(
              partSource,
              ParserConfig(context.get(), /*verifyAfterParse=*/false));
        }))
      continue;
    (void)parsed.release();
    (void)context.release();
    // At the part's first text (after the marker's line end).
    size_t first = part.find_first_not_of(" \t\r\n");
    return part.data() - text.data() + (first == StringRef::npos ? 0 : first);
  }
  return std::nullopt;
}

bool maco::reportUpstreamParserCrash(const llvm::MemoryBuffer &input,
                                     const DialectRegistry &registry,
                                     bool allowUnregistered,
                                     StringRef splitMarker) {
  std::optional<std::pair<size_t, std::string>> crash =
      findUpstreamParserCrash(input.getBuffer());
  if (!crash)
    if (std::optional<size_t> offset = findParserCrashByParsing(
            input.getBuffer(), registry, allowUnregistered, splitMarker))
      crash = std::make_pair(*offset, std::string(parserCrashMessage));
  if (!crash)
    return false;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input.getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  sourceMgr.PrintMessage(
      llvm::SMLoc::getFromPointer(input.getBufferStart() + crash->first),
      llvm::SourceMgr::DK_Error, crash->second);
  return true;
}

/// Axis attributes of upstream shard collectives that MLIR 22's verifiers
/// use as an index into the operand's shape before checking that it is in
/// range (shard.all_slice with `slice_axis = -1`: SEGV in
/// verifySymbolUses; found by maco-opt-fuzzer).
static const StringRef shardAxisAttrs[] = {
    "gather_axis", "slice_axis", "split_axis", "concat_axis", "scatter_axis"};

/// An axis attribute of a shard op outside its first operand's rank.
static bool checkShardAxes(Operation *op) {
  if (op->getName().getDialectNamespace() != "shard" ||
      op->getNumOperands() == 0)
    return true;
  auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  if (!type)
    return true;
  for (StringRef name : shardAxisAttrs) {
    auto axis = dyn_cast_or_null<IntegerAttr>(op->getAttr(name));
    if (!axis)
      continue;
    int64_t a = axis.getValue().getSExtValue();
    if (a >= 0 && a < type.getRank())
      continue;
    op->emitError() << name << " = " << a
                    << " is out of range for an operand of rank "
                    << type.getRank() << " (0 to " << type.getRank() - 1
                    << "; upstream MLIR 22's verifier would index with it)";
    return false;
  }
  return true;
}

/// A reassociation of tensor/memref expand_shape or collapse_shape with an
/// empty group: MLIR 22's verifier builds an affine map from the group and
/// dereferences its null expression (found by maco-opt-fuzzer).
static bool checkReassociation(Operation *op) {
  if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
           memref::ExpandShapeOp, memref::CollapseShapeOp>(op))
    return true;
  auto groups = dyn_cast_or_null<ArrayAttr>(op->getAttr("reassociation"));
  if (!groups)
    return true;
  // No group: the op reshapes a rank-0 value, whose other side can only
  // have dimensions of size 1. tensor's verifier lets any static shape
  // through, and bufferization then makes a memref reshape that is invalid
  // IR (found by maco-opt-fuzzer).
  if (groups.empty() && op->getNumOperands() == 1 && op->getNumResults() == 1) {
    auto source = dyn_cast<ShapedType>(op->getOperand(0).getType());
    auto result = dyn_cast<ShapedType>(op->getResult(0).getType());
    ShapedType other =
        source && source.hasRank() && source.getRank() == 0 ? result : source;
    if (other && other.hasRank() &&
        llvm::any_of(other.getShape(), [](int64_t d) { return d != 1; })) {
      op->emitError() << "reshapes a rank-0 value to or from " << other
                      << ": with no reassociation group, every dimension "
                         "must be of size 1";
      return false;
    }
  }
  for (auto [i, group] : llvm::enumerate(groups)) {
    auto indices = dyn_cast<ArrayAttr>(group);
    if (indices && !indices.empty())
      continue;
    op->emitError() << "reassociation group " << i
                    << " is empty; every group must name at least one "
                       "dimension (upstream MLIR 22's verifier crashes on "
                       "an empty one)";
    return false;
  }
  return true;
}

/// A tensor.expand_shape whose `output_shape` disagrees with its result
/// type: a dimension static in the type must be the same constant in
/// `output_shape`. tensor's verifier does not check it; bufferization then
/// makes a memref.expand_shape, whose verifier does (found by
/// maco-opt-fuzzer).
static bool checkExpandShapeOutput(Operation *op) {
  if (!isa<tensor::ExpandShapeOp>(op))
    return true;
  auto sizes = op->getAttrOfType<DenseI64ArrayAttr>("static_output_shape");
  if (!sizes)
    return true;
  auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!result || result.getRank() != (int64_t)sizes.size())
    return true; // The verifier reports it.
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(result.getShape(), sizes.asArrayRef()))) {
    auto [dim, size] = pair;
    if (ShapedType::isDynamic(dim) || size == dim)
      continue;
    InFlightDiagnostic diag = op->emitError()
                              << "output_shape entry " << i << " is ";
    if (ShapedType::isDynamic(size))
      diag << "a value";
    else
      diag << size;
    diag << ", but the result type " << result << " has " << dim
         << " there; a static dimension of the result must be the same "
            "constant in output_shape";
    return false;
  }
  return true;
}

/// A tensor.dim or memref.dim whose constant index is out of its source's
/// rank. Upstream's verifiers accept it (the result is undefined), and
/// upstream's value-bounds analysis, which maco's cost model and upstream
/// passes use, reads the dimension and crashes (found by maco-opt-fuzzer).
static bool checkDimIndex(Operation *op) {
  if (!isa<tensor::DimOp, memref::DimOp>(op) || op->getNumOperands() != 2)
    return true;
  auto source = dyn_cast<ShapedType>(op->getOperand(0).getType());
  std::optional<int64_t> index = getConstantIntValue(op->getOperand(1));
  if (!source || !source.hasRank() || !index ||
      (*index >= 0 && *index < source.getRank()))
    return true;
  op->emitError() << "dimension index " << *index << " is out of range for "
                  << source << " (rank " << source.getRank()
                  << "); its size is undefined";
  return false;
}

/// The grid an upstream shard op whose MLIR 22 verifier divides by the
/// sizes of the grid axes it uses (shard.all_slice, shard.all_to_all,
/// shard.reduce_scatter: SIGFPE on a size of 0) uses over an axis of size
/// 0, and that axis. The unverified op's attributes may be missing.
template <typename ShardOp>
static std::optional<std::pair<shard::GridOp, int64_t>>
zeroAxisUsed(ShardOp op) {
  FlatSymbolRefAttr name = op.getGridAttr();
  DenseI16ArrayAttr axes = op.getGridAxesAttr();
  if (!name || !axes)
    return std::nullopt;
  auto grid = dyn_cast_or_null<shard::GridOp>(
      SymbolTable::lookupNearestSymbolFrom(op, name));
  if (!grid)
    return std::nullopt;
  ArrayRef<int64_t> shape = grid.getShape();
  for (int16_t axis : axes.asArrayRef())
    if (axis >= 0 && axis < (int64_t)shape.size() && shape[axis] == 0)
      return std::make_pair(grid, (int64_t)axis);
  return std::nullopt;
}

static std::optional<std::pair<shard::GridOp, int64_t>>
zeroAxisUsed(Operation *op) {
  return TypeSwitch<Operation *,
                    std::optional<std::pair<shard::GridOp, int64_t>>>(op)
      .Case<shard::AllSliceOp, shard::AllToAllOp, shard::ReduceScatterOp>(
          [](auto shardOp) { return zeroAxisUsed(shardOp); })
      .Default([](Operation *) { return std::nullopt; });
}

LogicalResult maco::checkProgram(Operation *top, bool everyGrid) {
  bool ok = true;
  llvm::DenseSet<Operation *> reportedGrids;
  // Checked before verify(), which would crash on these.
  top->walk([&](Operation *op) {
    ok &= checkShardAxes(op);
    ok &= checkReassociation(op);
    ok &= checkExpandShapeOutput(op);
    ok &= checkDimIndex(op);
    if (everyGrid)
      return;
    if (auto used = zeroAxisUsed(op)) {
      ok = false;
      // At the grid, once, naming its first use.
      if (!reportedGrids.insert(used->first).second)
        return;
      InFlightDiagnostic diag = used->first.emitError()
                                << "grid @" << used->first.getSymName()
                                << " has size 0 along axis " << used->second
                                << "; every grid axis must have a positive "
                                   "size (upstream MLIR 22's verifier of "
                                << op->getName() << ", used on it";
      if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
        diag << " at line " << loc.getLine();
      diag << ", divides by it)";
    }
  });
  if (!ok)
    return failure();
  if (everyGrid)
    top->walk([&](shard::GridOp grid) {
      if (std::optional<unsigned> axis = getNonPositiveGridAxis(grid)) {
        grid.emitError("grid @")
            << grid.getSymName() << " has size " << grid.getShape()[*axis]
            << " along axis " << *axis
            << "; every grid axis must have a positive size";
        ok = false;
      }
    });
  return success(ok && succeeded(verify(top)));
}
