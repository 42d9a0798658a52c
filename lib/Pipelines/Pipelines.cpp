//===- Pipelines.cpp - maco-frontend, maco-optimize, maco-to-cpu ----------===//

#include "maco/Pipelines/Pipelines.h"
#include "maco/Conversion/Passes.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

/// Adds the upstream passes that `pipeline` names by their flags. They come
/// from the global registry: a compiler that embeds maco and registers only
/// maco's passes (registerMacoPasses) must register these upstream passes
/// too, and is told which one is missing.
static void addTextual(OpPassManager &pm, StringRef pipeline) {
  std::string error;
  llvm::raw_string_ostream os(error);
  if (failed(parsePassPipeline(pipeline, pm, os)))
    llvm::report_fatal_error(
        llvm::Twine("maco: a built-in pipeline names a pass that is not "
                    "registered (register the upstream passes it uses, e.g. "
                    "mlir::registerAllPasses()): ") +
        os.str());
}

void maco::buildFrontendPipeline(OpPassManager &pm,
                                 const FrontendOptions &options) {
  // Grids of dynamic size, sized for the rank count if one is given.
  if (options.ranks != 0) {
    SpecializeGridsOptions specialize;
    specialize.ranks = options.ranks;
    pm.addPass(createSpecializeGrids(specialize));
  }
  // Functions with shard.shard annotations are partitioned by upstream;
  // the shard ops that partitioning produces (or that the user wrote) become
  // maco ops. Both passes leave a module without shard ops unchanged.
  pm.addPass(createPartitionAnnotated());
  pm.addPass(createImportShard());
}

void maco::buildOptimizePipeline(OpPassManager &pm,
                                 const OptimizeOptions &options) {
  // Fold trivial collectives first, shard the element-wise consumers of
  // all-reduces (reduce-scatter + all-gather) and turn all-gather + matmul
  // into a ring of permutes where predicted faster, bucket small
  // all-reduces, split
  // producer/collective pairs into chunked pipelines, then split collectives
  // into start/wait and schedule them so that independent compute overlaps
  // them. The final canonicalize folds start/wait pairs that stayed
  // adjacent back into blocking collectives: with nothing to overlap, a
  // stream round trip and the start's private operand copies would only
  // cost time. Last, each collective gets the algorithm the cost model
  // predicts fastest for its final size (maco-select-algorithm).
  // The passes are block-local: they run on each function. The whole
  // function pipeline is guarded by maco-keep-if-faster: a function keeps
  // its optimized form only if the cost model predicts it no slower than
  // before (forced options can make each step's choice locally valid and
  // the whole slower).
  OpPassManager fpm(func::FuncOp::getOperationName());
  fpm.addPass(createCanonicalizerPass());
  if (options.decompose) {
    DecomposeAllReduceOptions decompose;
    decompose.target = options.target;
    decompose.remarks = options.remarks;
    fpm.addPass(createDecomposeAllReduce(decompose));
  }
  if (options.collectiveMatmul) {
    CollectiveMatmulOptions ring;
    ring.target = options.target;
    ring.remarks = options.remarks;
    fpm.addPass(createCollectiveMatmul(ring));
  }
  CombineCollectivesOptions combine;
  combine.thresholdBytes = options.thresholdBytes;
  combine.target = options.target;
  combine.remarks = options.remarks;
  fpm.addPass(createCombineCollectives(combine));
  PipelineChunksOptions chunks;
  chunks.chunks = options.chunks;
  chunks.maxChunks = options.maxChunks;
  chunks.uniform = options.uniformChunks;
  chunks.target = options.target;
  chunks.remarks = options.remarks;
  fpm.addPass(createPipelineChunks(chunks));
  AsyncCollectivesOptions async;
  async.stream = options.stream;
  fpm.addPass(createAsyncCollectives(async));
  ScheduleOptions schedule;
  schedule.maxInFlight = options.maxInFlight;
  schedule.memoryBudget = options.memoryBudget;
  schedule.target = options.target;
  schedule.remarks = options.remarks;
  fpm.addPass(createSchedule(schedule));
  fpm.addPass(createCanonicalizerPass());
  if (options.algorithm != "backend") {
    SelectAlgorithmOptions select;
    select.target = options.target;
    select.force = options.algorithm;
    select.remarks = options.remarks;
    fpm.addPass(createSelectAlgorithm(select));
  }
  if (!options.guard) {
    pm.nest<func::FuncOp>() = fpm;
    return;
  }
  std::string nested;
  llvm::raw_string_ostream os(nested);
  fpm.printAsTextualPipeline(os);
  KeepIfFasterOptions guard;
  guard.pipeline = nested;
  guard.target = options.target;
  guard.remarks = options.remarks;
  pm.addPass(createKeepIfFaster(guard));
  // Each send and the recv that matches it on one stream, over the module
  // (the guard kept each function's form on its own).
  pm.addPass(createConsistentPointToPoint());
}

/// The steps `maco-to-cpu` and `maco-to-cuda` share: tensors to buffers,
/// every buffer freed, maco ops and matmuls to runtime calls.
static void addToRuntimeSteps(OpPassManager &pm, bool gpu) {
  using namespace maco;
  // Shard ops belong to maco-frontend; any left is reported by name first.
  // TOSA ops (upstream's shard tests partition them) become linalg, arith
  // and tensor ops first; the passes leave modules without TOSA unchanged.
  // Element-wise arith/math ops on tensors (what upstream shard-partition
  // leaves, e.g. the arith.extf of an element-type-changing all-reduce)
  // become linalg.generic so that they bufferize. Loops may return fresh
  // buffers (a started all-reduce of an iteration argument yields its
  // private copy). Every buffer is then owned and freed by upstream's
  // ownership-based deallocation, before maco ops become runtime calls;
  // convert-maco-to-runtime frees the staging buffers it creates itself.
  pm.addPass(createCheckImported());
  // A send and its recv on one stream (after every optimization).
  pm.addPass(createConsistentPointToPoint());
  addTextual(pm,
             std::string("func.func(tosa-optional-decompositions,"
                         "tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
                         "tosa-to-tensor,tosa-to-scf,"
                         "convert-elementwise-to-linalg,") +
                 (gpu ? "linalg-fuse-elementwise-ops," : "") +
                 "maco-privatize-inits),"
                 "one-shot-bufferize{bufferize-function-boundaries "
                 "function-boundary-type-conversion=identity-layout-map "
                 "allow-return-allocs-from-loops},"
                 "canonicalize,"
                 // buffer-deallocation-pipeline, with maco-early-dealloc.
                 "expand-realloc,canonicalize,"
                 "ownership-based-buffer-deallocation,"
                 "func.func(maco-early-dealloc),canonicalize,"
                 "buffer-deallocation-simplification,"
                 "bufferization-lower-deallocations,"
                 "cse,canonicalize,"
                 "convert-bufferization-to-memref,"
                 "func.func(maco-place-buckets),"
                 "convert-maco-to-runtime");
  // f16/bf16 GEMMs only where the backend (cuBLAS) computes them.
  ConvertMatmulToRuntimeOptions matmul;
  matmul.halfPrecision = gpu;
  pm.addPass(createConvertMatmulToRuntime(matmul));
}

void maco::buildProgramPipeline(OpPassManager &pm,
                                const OptimizeOptions *optimize,
                                const CudaOptions *cuda, int64_t ranks) {
  FrontendOptions frontend;
  frontend.ranks = ranks;
  buildFrontendPipeline(pm, frontend);
  // GPU builds are priced for a GPU unless told otherwise (the default
  // would be this machine's CPU calibration).
  if (optimize && cuda && optimize->target.empty()) {
    DefaultTargetOptions target;
    target.target = "h100-nvlink-8";
    pm.addPass(createDefaultTarget(target));
  }
  if (optimize)
    buildOptimizePipeline(pm, *optimize);
  if (cuda)
    buildToCudaPipeline(pm, *cuda);
  else
    buildToCpuPipeline(pm);
}

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
static std::optional<size_t> findIndexBatchMatmul(StringRef text,
                                                  size_t from) {
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

LogicalResult maco::checkProgram(ModuleOp module) {
  bool ok = true;
  module.walk([&](shard::GridOp grid) {
    if (std::optional<unsigned> axis = getNonPositiveGridAxis(grid)) {
      grid.emitError("grid @")
          << grid.getSymName() << " has size " << grid.getShape()[*axis]
          << " along axis " << *axis
          << "; every grid axis must have a positive size";
      ok = false;
    }
  });
  return success(ok && succeeded(verify(module)));
}

void maco::buildToCpuPipeline(OpPassManager &pm) {
  addToRuntimeSteps(pm, /*gpu=*/false);
  addTextual(pm, "func.func(convert-linalg-to-loops),"
                 "expand-strided-metadata,"
                 "lower-affine,"
                 "func.func(maco-split-blocks-at-regions),"
                 "convert-scf-to-cf{allow-pattern-rollback=false},"
                 "convert-vector-to-llvm,"
                 "finalize-memref-to-llvm,"
                 "convert-to-llvm{allow-pattern-rollback=false},"
                 "reconcile-unrealized-casts");
}

void maco::buildToCudaPipeline(OpPassManager &pm, const CudaOptions &options) {
  // Element-wise chains fuse into one op (one kernel, one pass over
  // memory) before bufferization. After the runtime lowering every buffer
  // becomes managed memory and copies become linalg copies; the linalg ops
  // become parallel loops tiled by the block size and mapped to GPU
  // kernels (outlined, NVVM, serialized into the module by
  // gpu-module-to-binary). maco-gpu-compute-stream then launches them
  // asynchronously on the runtime's compute stream (through the runtime's
  // mgpu* entry points), moves the buffers the host never touches to
  // device memory and makes the host wait only before it touches memory.
  addToRuntimeSteps(pm, /*gpu=*/true);
  // The options go to the passes as option structs, never spliced into a
  // pipeline string: a bad value is the pass's diagnostic.
  pm.addPass(createGpuHostSharedAlloc());
  OpPassManager &fpm = pm.nest<func::FuncOp>();
  fpm.addPass(createGpuMapReductions());
  addTextual(fpm, "convert-linalg-to-parallel-loops");
  GpuTileParallelLoopsOptions tile;
  tile.blockSize = options.blockSize;
  fpm.addPass(createGpuTileParallelLoops(tile));
  addTextual(fpm, "gpu-map-parallel-loops,convert-parallel-loops-to-gpu");
  addTextual(pm, "gpu-kernel-outlining");
  // Kernels, copies and frees asynchronous on the runtime's compute
  // stream, device memory for buffers the host does not touch, host waits
  // only before host accesses.
  pm.addPass(createGpuComputeStream());
  addTextual(pm, "expand-strided-metadata,lower-affine");
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  pm.addPass(createGpuNVVMAttachTarget(target));
  addTextual(pm, "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,"
                 "reconcile-unrealized-casts)");
  GpuModuleToBinaryPassOptions binary;
  switch (options.format) {
  case CudaOptions::Format::Isa:
    binary.compilationTarget = "isa";
    break;
  case CudaOptions::Format::Bin:
    binary.compilationTarget = "bin";
    break;
  case CudaOptions::Format::Fatbin:
    binary.compilationTarget = "fatbin";
    break;
  }
  pm.addPass(createGpuModuleToBinaryPass(binary));
  addTextual(pm, "func.func(maco-split-blocks-at-regions),"
                 "convert-scf-to-cf{allow-pattern-rollback=false},"
                 "gpu-to-llvm,"
                 "convert-vector-to-llvm,"
                 "finalize-memref-to-llvm,"
                 "convert-to-llvm{allow-pattern-rollback=false},"
                 "reconcile-unrealized-casts");
}

void maco::registerPipelines() {
  PassPipelineRegistration<FrontendOptions>(
      "maco-frontend",
      "Partition shard-annotated functions with upstream passes and import "
      "shard ops into maco",
      [](OpPassManager &pm, const FrontendOptions &options) {
        buildFrontendPipeline(pm, options);
      });
  PassPipelineRegistration<OptimizeOptions>(
      "maco-optimize",
      "Overlap transformations: async collectives, scheduling, chunked "
      "pipelines, combining",
      buildOptimizePipeline);
  PassPipelineRegistration<>(
      "maco-to-cpu",
      "Lower a maco program to the LLVM dialect for the CPU (MPI) backend",
      buildToCpuPipeline);
  PassPipelineRegistration<CudaOptions>(
      "maco-to-cuda",
      "Lower a maco program to host LLVM dialect plus embedded GPU kernels "
      "for the CUDA (NCCL/cuBLAS) backend",
      buildToCudaPipeline);
}
