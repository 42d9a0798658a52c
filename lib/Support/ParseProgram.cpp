//===- ParseProgram.cpp - reading programs the tools compile --------------===//
//
// findUpstreamParserCrash: text that upstream MLIR 22's parser (or the
// verifier it runs) crashes on, found by maco-opt-fuzzer, located by
// scanning the text before parsing; parseProgram and checkProgram, with
// which maco-run, maco-compile and maco-opt-fuzzer read programs.
//
//===----------------------------------------------------------------------===//

#include "maco/Support/ParseProgram.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
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

/// `dimensions = [...]` / `permutation = [...]` of linalg's custom syntax
/// (reduce, broadcast, transpose) holding anything but integers: the op
/// parser stores the null attribute of the failed list and crashes.
static std::optional<size_t> findMalformedLinalgDims(StringRef text,
                                                     size_t from) {
  return findFirstMatch(text, from, {"dimensions", "permutation"},
                        [&](size_t pos, StringRef rest) {
                          if (pos > 0 && isIdentChar(text[pos - 1]))
                            return false;
                          rest = rest.ltrim();
                          if (!rest.consume_front("="))
                            return false;
                          rest = rest.ltrim();
                          if (!rest.consume_front("["))
                            return false;
                          size_t close = rest.find(']');
                          return close == StringRef::npos ||
                                 rest.take_front(close).find_first_not_of(
                                     "0123456789-, \t\n") != StringRef::npos;
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

static const UpstreamParserCrash upstreamParserCrashes[] = {
    {findIndexDenseArray,
     "dense arrays of 'index' (array<index: ...>) are not supported "
     "(upstream MLIR 22's parser crashes on them); use i64"},
    {findMalformedLinalgDims,
     "this list must hold integers only, e.g. `dimensions = [0, 1]` "
     "(upstream MLIR 22's parser crashes on anything else here)"},
    {findIndexBatchMatmul,
     "linalg batch matmuls of 'index' elements are not supported (upstream "
     "MLIR 22's parser crashes building their body); use an integer type"},
};

/// Parses the integers of a list such as `1, 2]` or `1, 2>` up to `close`
/// (consumed); std::nullopt if anything else is in the way.
static std::optional<SmallVector<int64_t>> parseIntList(StringRef &rest,
                                                        char close) {
  SmallVector<int64_t> values;
  rest = rest.ltrim();
  if (rest.consume_front(StringRef(&close, 1)))
    return values;
  while (true) {
    rest = rest.ltrim();
    int64_t v;
    if (rest.consumeInteger(10, v))
      return std::nullopt;
    values.push_back(v);
    rest = rest.ltrim();
    if (rest.consume_front(StringRef(&close, 1)))
      return values;
    if (!rest.consume_front(","))
      return std::nullopt;
  }
}

/// The bare symbol name at the start of `rest` (after `@`).
static StringRef takeSymbolName(StringRef rest) {
  return rest.take_while(
      [](char c) { return isalnum(c) || c == '_' || c == '.' || c == '$'; });
}

namespace {
/// A `shard.grid` with zero-sized axes: where it is defined, which axes.
struct ZeroGrid {
  size_t pos;
  SmallVector<int64_t> axes;
};
} // namespace

/// The `shard.grid` definitions of `text` (custom syntax
/// `shard.grid @g(shape = 2x0)` or generic `"shard.grid"() <{shape =
/// array<i64: 2, 0>, sym_name = "g"}>`) with an axis of size 0.
static llvm::StringMap<ZeroGrid> findZeroGrids(StringRef text) {
  llvm::StringMap<ZeroGrid> grids;
  auto note = [&](StringRef name, size_t pos, ArrayRef<int64_t> shape) {
    ZeroGrid grid{pos, {}};
    for (auto [axis, size] : llvm::enumerate(shape))
      if (size == 0)
        grid.axes.push_back(axis);
    if (!name.empty() && !grid.axes.empty() && !grids.count(name))
      grids[name] = grid;
  };
  for (size_t pos = text.find("shard.grid"); pos != StringRef::npos;
       pos = text.find("shard.grid", pos + 1)) {
    StringRef rest = text.drop_front(pos + strlen("shard.grid"));
    if ((pos > 0 && isIdentChar(text[pos - 1]) && text[pos - 1] != '"') ||
        (!rest.empty() && isIdentChar(rest[0])) || inComment(text, pos))
      continue;
    if (pos > 0 && text[pos - 1] == '"') {
      // Generic form: the properties up to `}>`.
      StringRef props = rest.take_front(rest.find("}>"));
      size_t shapeAt = props.find("shape");
      size_t nameAt = props.find("sym_name");
      if (shapeAt == StringRef::npos || nameAt == StringRef::npos)
        continue;
      StringRef shape = props.drop_front(shapeAt + strlen("shape")).ltrim();
      StringRef name = props.drop_front(nameAt + strlen("sym_name")).ltrim();
      if (!shape.consume_front("=") || !name.consume_front("="))
        continue;
      shape = shape.ltrim();
      name = name.ltrim();
      if (!shape.consume_front("array<i64:") || !name.consume_front("\""))
        continue;
      if (std::optional<SmallVector<int64_t>> dims = parseIntList(shape, '>'))
        note(name.take_until([](char c) { return c == '"'; }), pos - 1, *dims);
      continue;
    }
    // Custom form: @name(shape = DxDx...), each D an integer or `?`.
    rest = rest.ltrim();
    if (!rest.consume_front("@"))
      continue;
    StringRef name = takeSymbolName(rest);
    rest = rest.drop_front(name.size()).ltrim();
    if (!rest.consume_front("("))
      continue;
    rest = rest.ltrim();
    if (!rest.consume_front("shape"))
      continue;
    rest = rest.ltrim();
    if (!rest.consume_front("="))
      continue;
    rest = rest.ltrim();
    SmallVector<int64_t> dims;
    while (true) {
      int64_t d = ShapedType::kDynamic;
      if (!rest.consume_front("?")) {
        size_t digits = rest.find_if_not([](char c) { return isdigit(c); });
        if (digits == 0)
          break;
        if (rest.take_front(digits).getAsInteger(10, d))
          d = ShapedType::kDynamic; // too large: not zero
        rest =
            rest.drop_front(digits == StringRef::npos ? rest.size() : digits);
      }
      dims.push_back(d);
      if (!rest.consume_front("x"))
        break;
    }
    note(name, pos, dims);
  }
  return grids;
}

/// Upstream shard ops whose verifySymbolUses (MLIR 22) divide by the size
/// of their group's grid axes: SIGFPE on an axis of size 0.
static const StringRef shardOpsDividingByGridAxes[] = {
    "shard.all_slice", "shard.all_to_all", "shard.reduce_scatter"};

/// An upstream shard op that divides by a zero-sized axis of its grid (see
/// shardOpsDividingByGridAxes): the offset of the grid's definition and the
/// error to report. The op's text is read up to the end of its line: its
/// grid (the first `@name`) and `grid_axes` (`[..]` or `array<i16: ..>`;
/// when they cannot be read the op is assumed to use the zero-sized axis).
static std::optional<std::pair<size_t, std::string>>
findShardOpOnZeroGrid(StringRef text) {
  llvm::StringMap<ZeroGrid> grids = findZeroGrids(text);
  if (grids.empty())
    return std::nullopt;
  std::optional<std::pair<size_t, std::string>> first;
  for (StringRef opName : shardOpsDividingByGridAxes) {
    for (size_t pos = text.find(opName); pos != StringRef::npos;
         pos = text.find(opName, pos + 1)) {
      StringRef rest = text.drop_front(pos + opName.size());
      if ((pos > 0 && isIdentChar(text[pos - 1])) ||
          (!rest.empty() && isIdentChar(rest[0])) || inComment(text, pos))
        continue;
      StringRef line = rest.take_until([](char c) { return c == '\n'; });
      size_t at = line.find('@');
      if (at == StringRef::npos)
        continue;
      StringRef name = takeSymbolName(line.drop_front(at + 1));
      auto grid = grids.find(name);
      if (grid == grids.end())
        continue;
      // The zero-sized axis the op uses (the first one if unreadable).
      std::optional<int64_t> axis = grid->second.axes.front();
      size_t axesAt = line.find("grid_axes");
      if (axesAt == StringRef::npos) {
        axis = std::nullopt; // no axes: a group of one
      } else {
        StringRef list = line.drop_front(axesAt + strlen("grid_axes")).ltrim();
        std::optional<SmallVector<int64_t>> axes;
        if (list.consume_front("=")) {
          list = list.ltrim();
          if (list.consume_front("["))
            axes = parseIntList(list, ']');
          else if (list.consume_front("array<i16:"))
            axes = parseIntList(list, '>');
        }
        if (axes) {
          axis = std::nullopt;
          for (int64_t a : *axes)
            if (llvm::is_contained(grid->second.axes, a)) {
              axis = a;
              break;
            }
        }
      }
      if (!axis)
        continue;
      size_t defPos = grid->second.pos;
      if (first && first->first <= defPos)
        continue;
      size_t useLine = text.take_front(pos).count('\n') + 1;
      first = std::make_pair(
          defPos, (llvm::Twine("grid @") + name + " has size 0 along axis " +
                   llvm::Twine(*axis) +
                   "; every grid axis must have a positive size (upstream "
                   "MLIR 22's verifier of " +
                   opName + ", used on it at line " + llvm::Twine(useLine) +
                   ", divides by it)")
                      .str());
    }
  }
  return first;
}

std::optional<std::pair<size_t, std::string>>
maco::findUpstreamParserCrash(StringRef text) {
  std::optional<std::pair<size_t, std::string>> first;
  for (const UpstreamParserCrash &crash : upstreamParserCrashes) {
    std::optional<size_t> pos = crash.find(text, 0);
    while (pos && inComment(text, *pos))
      pos = crash.find(text, *pos + 1);
    if (pos && (!first || *pos < first->first))
      first = std::make_pair(*pos, std::string(crash.message));
  }
  if (auto zero = findShardOpOnZeroGrid(text))
    if (!first || zero->first < first->first)
      first = std::move(zero);
  return first;
}

OwningOpRef<ModuleOp> maco::parseProgram(llvm::SourceMgr &sourceMgr,
                                         MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (auto crash = findUpstreamParserCrash(buffer->getBuffer())) {
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + crash->first));
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(), line,
                                  column))
        << crash->second;
    return nullptr;
  }
  return parseSourceFile<ModuleOp>(
      sourceMgr, ParserConfig(context, /*verifyAfterParse=*/false));
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
  // Checked before verify(), which would crash on these.
  top->walk([&](Operation *op) {
    ok &= checkShardAxes(op);
    ok &= checkReassociation(op);
    if (everyGrid)
      return;
    if (auto used = zeroAxisUsed(op)) {
      op->emitError() << "grid @" << used->first.getSymName()
                      << " has size 0 along axis " << used->second
                      << ", which this op uses; every grid axis must have a "
                         "positive size (upstream MLIR 22's verifier divides "
                         "by it)";
      ok = false;
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
