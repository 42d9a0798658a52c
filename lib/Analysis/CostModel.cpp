//===- CostModel.cpp - maco communication/compute cost model --------------===//
//
// See CostModel.h for the model and docs/cost-model.md for the formulas,
// the target text format and where each built-in constant comes from.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Analysis/CalibrationCache.h"
#include "maco/Dialect/Maco/IR/AlgorithmTable.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"
#include "maco/runtime/runtime.h" // MACO_RT_STREAM_POSTED_BYTES

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::maco;

//===----------------------------------------------------------------------===//
// Target descriptions
//===----------------------------------------------------------------------===//

namespace {
/// One key of the text format: its name and the field it sets.
struct Field {
  StringRef key;
  double TargetDescription::*real = nullptr;
  int64_t TargetDescription::*integer = nullptr;
  bool required;
};

const Field kFields[] = {
    {"peak-flops", &TargetDescription::peakFlops, nullptr, true},
    {"mem-bandwidth", &TargetDescription::memBandwidth, nullptr, true},
    {"ranks-per-node", nullptr, &TargetDescription::ranksPerNode, false},
    {"intra-latency", &TargetDescription::intraLatency, nullptr, true},
    {"intra-bandwidth", &TargetDescription::intraBandwidth, nullptr, true},
    {"inter-latency", &TargetDescription::interLatency, nullptr, false},
    {"inter-bandwidth", &TargetDescription::interBandwidth, nullptr, false},
    {"launch-latency", &TargetDescription::launchLatency, nullptr, false},
    {"stream-overhead", &TargetDescription::streamOverhead, nullptr, false},
    {"contention", &TargetDescription::contention, nullptr, false},
    {"comm-contention", &TargetDescription::commContention, nullptr, false},
    {"gemm-pack-bandwidth", &TargetDescription::gemmPackBandwidth, nullptr,
     false},
    {"ring-latency", &TargetDescription::ringLatency, nullptr, false},
    {"recursive-doubling-latency", &TargetDescription::rdLatency, nullptr,
     false},
    {"tree-latency", &TargetDescription::treeLatency, nullptr, false},
    {"direct-latency", &TargetDescription::directLatency, nullptr, false},
    {"posted-bytes", nullptr, &TargetDescription::postedBytes, false},
    {"posted-overhead", &TargetDescription::postedOverhead, nullptr, false},
};

TargetDescription makeTarget(StringRef name, double flops, double mem,
                             int64_t perNode, double intraLat, double intraBw,
                             double interLat, double interBw, double launch,
                             double stream, double contention,
                             int64_t posted = 0, double postedOverhead = 0) {
  TargetDescription t;
  t.name = name.str();
  t.peakFlops = flops;
  t.memBandwidth = mem;
  t.ranksPerNode = perNode;
  t.intraLatency = intraLat;
  t.intraBandwidth = intraBw;
  t.interLatency = interLat;
  t.interBandwidth = interBw;
  t.launchLatency = launch;
  t.streamOverhead = stream;
  t.contention = contention;
  t.postedBytes = posted;
  t.postedOverhead = postedOverhead;
  return t;
}

const SmallVector<TargetDescription> &builtins() {
  // Sources: docs/cost-model.md ("Built-in targets").
  static const SmallVector<TargetDescription> targets = {
      // The development VM (2 cores), 2 ranks over Open MPI shared memory,
      // as measured by bench/calibrate/calibrate.sh (docs/cost-model.md).
      makeTarget("cpu-local", 9.1e10, 1.3e10, 2, 0.2e-6, 2.7e9, 0.2e-6, 2.7e9,
                 0.1e-6, 6.6e-6, 1.6, MACO_RT_STREAM_POSTED_BYTES, 2e-6),
      // 8 x H100 SXM, NVLink 4 (NCCL tuning model; nccl-tests bus bw).
      makeTarget("h100-nvlink-8", 7.9e14, 3.0e12, 8, 0.6e-6, 3.7e11, 0.6e-6,
                 3.7e11, 6.6e-6, 2e-6, 1.3),
      // 8 x H200: same NVLink and tensor cores, faster HBM.
      makeTarget("h200-nvlink-8", 7.9e14, 4.3e12, 8, 0.6e-6, 3.7e11, 0.6e-6,
                 3.7e11, 6.6e-6, 2e-6, 1.3),
      // 2 nodes x 8 H100, NVLink inside a node, 400 Gb/s InfiniBand NIC per
      // GPU between nodes.
      makeTarget("h100-ib-2x8", 7.9e14, 3.0e12, 8, 0.6e-6, 3.7e11, 5.0e-6,
                 5.0e10, 6.6e-6, 2e-6, 1.3),
  };
  return targets;
}
} // namespace

std::optional<TargetDescription>
mlir::maco::parseTargetDescription(StringRef text, std::string &error) {
  TargetDescription t;
  t.interLatency = -1;
  t.interBandwidth = -1;
  llvm::StringMap<unsigned> seen;
  unsigned lineNo = 0;
  auto fail = [&](const Twine &msg) {
    error = lineNo ? ("line " + Twine(lineNo) + ": " + msg).str() : msg.str();
    return std::nullopt;
  };
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  for (StringRef raw : lines) {
    ++lineNo;
    StringRef line = raw.split('#').first.trim();
    if (line.empty())
      continue;
    auto [key, value] = line.split('=');
    key = key.trim();
    value = value.trim();
    if (!line.contains('='))
      return fail("expected 'key = value', got '" + line + "'");
    if (seen.count(key))
      return fail("duplicate key '" + key + "' (first on line " +
                  Twine(seen[key]) + ")");
    seen[key] = lineNo;
    if (key == "name") {
      if (value.empty())
        return fail("empty name");
      t.name = value.str();
      continue;
    }
    const Field *field = nullptr;
    for (const Field &f : kFields)
      if (f.key == key)
        field = &f;
    if (!field) {
      std::string keys = "name";
      for (const Field &f : kFields)
        keys += ", " + f.key.str();
      return fail("unknown key '" + key + "' (known: " + keys + ")");
    }
    if (field->integer) {
      int64_t v;
      if (value.getAsInteger(10, v) || v < 1)
        return fail("'" + key + "' must be a positive integer, got '" + value +
                    "'");
      t.*(field->integer) = v;
      continue;
    }
    double v;
    if (value.getAsDouble(v) || !std::isfinite(v) || v < 0)
      return fail("'" + key + "' must be a non-negative number, got '" + value +
                  "'");
    t.*(field->real) = v;
  }
  lineNo = 0;
  for (const Field &f : kFields)
    if (f.required && !seen.count(f.key))
      return fail("missing required key '" + f.key + "'");
  if (t.name.empty())
    t.name = "custom";
  for (StringRef key : {"peak-flops", "mem-bandwidth", "intra-bandwidth"}) {
    const Field *f =
        llvm::find_if(kFields, [&](const Field &x) { return x.key == key; });
    if (t.*(f->real) <= 0) {
      lineNo = seen[key];
      return fail("'" + key + "' must be positive");
    }
  }
  if (t.contention < 1) {
    lineNo = seen.lookup("contention");
    return fail("'contention' must be >= 1 (a slowdown factor)");
  }
  if (t.commContention < 1) {
    lineNo = seen.lookup("comm-contention");
    return fail("'comm-contention' must be >= 1 (a slowdown factor)");
  }
  // Single-node descriptions need no inter-node values.
  if (t.interLatency < 0)
    t.interLatency = t.intraLatency;
  if (t.interBandwidth < 0)
    t.interBandwidth = t.intraBandwidth;
  if (t.interBandwidth <= 0) {
    lineNo = seen.lookup("inter-bandwidth");
    return fail("'inter-bandwidth' must be positive");
  }
  return t;
}

std::string mlir::maco::printTargetDescription(const TargetDescription &t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "name = " << t.name << "\n";
  for (const Field &f : kFields) {
    os << f.key << " = ";
    if (f.integer)
      os << t.*(f.integer);
    else
      os << llvm::format("%.6g", t.*(f.real));
    os << "\n";
  }
  return s;
}

std::optional<TargetDescription> mlir::maco::getBuiltinTarget(StringRef name) {
  for (const TargetDescription &t : builtins())
    if (t.name == name)
      return t;
  return std::nullopt;
}

ArrayRef<StringRef> mlir::maco::getBuiltinTargetNames() {
  static const StringRef names[] = {"cpu-local", "h100-nvlink-8",
                                    "h200-nvlink-8", "h100-ib-2x8"};
  return names;
}

FailureOr<TargetDescription> mlir::maco::resolveTarget(Operation *op,
                                                       StringRef spec) {
  StringRef origin = "target option";
  if (spec.empty()) {
    for (Operation *p = op; p; p = p->getParentOp())
      if (auto attr =
              p->getAttrOfType<StringAttr>(MacoDialect::getTargetAttrName())) {
        spec = attr.getValue();
        origin = "maco.target attribute";
        break;
      }
  }
  if (spec.empty()) {
    // This machine's own calibration for the module's largest grid, if one
    // has been taken (bench/calibrate --cache), else cpu-local. Grids are
    // symbols of the enclosing symbol table: only its own ops are read
    // (function passes must not look inside sibling functions).
    int64_t ranks = 0;
    if (Operation *table = SymbolTable::getNearestSymbolTable(op))
      for (Block &block : table->getRegion(0))
        for (auto grid : block.getOps<shard::GridOp>()) {
          // A grid of dynamic size (`shape = ?`) has no rank count yet.
          if (llvm::any_of(grid.getShape(), ShapedType::isDynamic))
            continue;
          int64_t size = 1;
          for (int64_t d : grid.getShape())
            size *= d;
          ranks = std::max(ranks, size);
        }
    std::string path = ranks > 0 ? ::maco::calibrationPath(ranks) : "";
    if (path.empty() || !llvm::sys::fs::exists(path))
      return *getBuiltinTarget("cpu-local");
    // A bad calibration is an error naming it (never silently ignored).
    auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
    std::string error;
    std::optional<TargetDescription> t =
        file ? parseTargetDescription((*file)->getBuffer(), error)
             : std::nullopt;
    if (!t)
      return op->emitError()
             << "maco: bad calibration '" << path
             << "': " << (file ? error : file.getError().message())
             << " (rerun bench/calibrate/calibrate.sh BUILD " << ranks
             << " --cache, or remove it)";
    return *t;
  }
  if (std::optional<TargetDescription> t = getBuiltinTarget(spec))
    return *t;
  auto file = llvm::MemoryBuffer::getFile(spec, /*IsText=*/true);
  if (!file) {
    std::string names;
    for (StringRef n : getBuiltinTargetNames())
      names += (names.empty() ? "" : ", ") + n.str();
    return op->emitError() << "maco: " << origin << " '" << spec
                           << "' is neither a built-in target (" << names
                           << ") nor a readable file: "
                           << file.getError().message();
  }
  std::string error;
  std::optional<TargetDescription> t =
      parseTargetDescription((*file)->getBuffer(), error);
  if (!t)
    return op->emitError() << "maco: bad target description '" << spec
                           << "': " << error;
  return *t;
}

//===----------------------------------------------------------------------===//
// Communication
//===----------------------------------------------------------------------===//

CostModel::CostModel(TargetDescription target) : target(std::move(target)) {}

double CostModel::collectiveTime(CollectiveKind kind, int64_t bytes,
                                 int64_t groupSize,
                                 CollectiveAlgorithm algo) const {
  if (groupSize <= 1 || bytes < 0)
    return 0;
  bool inter = groupSize > target.ranksPerNode;
  double alpha = inter ? target.interLatency : target.intraLatency;
  double bw = inter ? target.interBandwidth : target.intraBandwidth;
  if (!inter && getApplicableAlgorithms(kind).size()) {
    double measured =
        algo == CollectiveAlgorithm::Ring                ? target.ringLatency
        : algo == CollectiveAlgorithm::RecursiveDoubling ? target.rdLatency
        : algo == CollectiveAlgorithm::Tree              ? target.treeLatency
                                                         : target.directLatency;
    if (measured > 0)
      alpha = measured;
  }
  double n = static_cast<double>(groupSize);
  double s = static_cast<double>(bytes);
  double logN = std::ceil(std::log2(n));
  // Recursive doubling on a group that is not a power of two: a fold step
  // before and an unfold step after the exchanges of the largest power of
  // two below n.
  double rdSteps =
      std::floor(std::log2(n)) + (llvm::isPowerOf2_64(groupSize) ? 0.0 : 2.0);
  double steps = 0, volume = 0; // volume: bytes through the busiest link
  // Kinds with algorithms: the counts of the runtime's algorithm table
  // (maco/runtime/algorithms.def); an algorithm the kind lacks (the
  // verifier rejects it) counts as the kind's first.
  ArrayRef<CollectiveAlgorithm> kindAlgos = getApplicableAlgorithms(kind);
  if (!kindAlgos.empty()) {
    const AlgorithmRule *rule = findAlgorithmRule(kind, algo);
    if (!rule)
      rule = findAlgorithmRule(kind, kindAlgos.front());
    steps = rule->steps(n, logN, rdSteps);
    volume = rule->volume(n, s, logN, rdSteps);
    return target.launchLatency + steps * alpha + volume / bw;
  }
  switch (kind) {
  case CollectiveKind::AllReduce:
  case CollectiveKind::AllGather:
  case CollectiveKind::ReduceScatter:
  case CollectiveKind::Broadcast:
    break; // (the table, above)
  case CollectiveKind::AllToAll:
    // Pairwise exchange: n - 1 steps of S / n.
    steps = n - 1;
    volume = (n - 1) / n * s;
    break;
  case CollectiveKind::Permute:
  case CollectiveKind::Send:
  case CollectiveKind::Recv:
    steps = 1;
    volume = s;
    break;
  }
  return target.launchLatency + steps * alpha + volume / bw;
}

double CostModel::collectiveTime(CollectiveKind kind, int64_t bytes,
                                 int64_t groupSize,
                                 CollectiveAlgorithm *chosen) const {
  ArrayRef<CollectiveAlgorithm> algos = getApplicableAlgorithms(kind);
  if (algos.empty())
    return collectiveTime(kind, bytes, groupSize, CollectiveAlgorithm::Ring);
  std::optional<CollectiveAlgorithm> best;
  double bestTime = 0;
  for (CollectiveAlgorithm a : algos) {
    if (!algorithmApplies(kind, a, groupSize))
      continue;
    double t = collectiveTime(kind, bytes, groupSize, a);
    if (!best || t < bestTime) {
      bestTime = t;
      best = a;
    }
  }
  if (chosen)
    *chosen = *best;
  return bestTime;
}

double CostModel::startedTime(CollectiveKind kind, int64_t bytes,
                              int64_t groupSize) const {
  ArrayRef<CollectiveAlgorithm> algos = getApplicableAlgorithms(kind);
  if (algos.empty())
    return collectiveTime(kind, bytes, groupSize) +
           startOverhead(kind, bytes, groupSize, std::nullopt);
  std::optional<double> best;
  for (CollectiveAlgorithm a : algos)
    if (algorithmApplies(kind, a, groupSize)) {
      double t = collectiveTime(kind, bytes, groupSize, a) +
                 startOverhead(kind, bytes, groupSize, a);
      best = best ? std::min(*best, t) : t;
    }
  return best.value_or(0.0);
}

std::optional<CollectiveKind> CostModel::getCollectiveKind(Operation *op) {
  if (auto c = dyn_cast<CollectiveOpInterface>(op))
    return c.getCollectiveKind();
  return std::nullopt;
}

static std::optional<int64_t> staticBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return 0;
  if (!shaped.hasStaticShape() || !shaped.getElementType().isIntOrFloat())
    return std::nullopt;
  return shaped.getNumElements() * ((shaped.getElementTypeBitWidth() + 7) / 8);
}

std::optional<int64_t> CostModel::collectiveBytes(Operation *op) {
  auto c = dyn_cast<CollectiveOpInterface>(op);
  std::optional<CollectiveKind> kind = getCollectiveKind(op);
  if (!c || !kind)
    return std::nullopt;
  // nccl-tests convention: the gathered output for all_gather and recv,
  // the input otherwise.
  bool useOutput =
      *kind == CollectiveKind::AllGather || *kind == CollectiveKind::Recv;
  SmallVector<Type> types;
  if (useOutput) {
    if (!c.getOuts().empty())
      llvm::append_range(types, c.getOuts().getTypes());
    else
      types = c.getProducedTypes();
  } else {
    llvm::append_range(types, c.getInputs().getTypes());
  }
  int64_t total = 0;
  for (Type t : types) {
    std::optional<int64_t> b = staticBytes(t);
    if (!b)
      return std::nullopt;
    total += *b;
  }
  return total;
}

std::optional<int64_t> CostModel::groupSize(Operation *op) {
  auto c = dyn_cast<CollectiveOpInterface>(op);
  if (!c)
    return std::nullopt;
  shard::GridOp grid = lookupGrid(op, c.getGridAttr());
  if (!grid)
    return std::nullopt;
  int64_t n = getGroupSize(grid, c.getGridAxes());
  if (n == ShapedType::kDynamic)
    return std::nullopt;
  return n;
}

static std::optional<int64_t> boundedBytes(Value v, bool &defaulted);

double CostModel::startOverhead(CollectiveKind kind, int64_t bytes,
                                int64_t groupSize,
                                std::optional<CollectiveAlgorithm> algo) const {
  // The CPU backend's rule (postedAtOnce in runtime/src/mpi/mpi_backend.cpp),
  // with `bytes` in the nccl-tests convention (all-gather, all-to-all: the
  // whole buffer, of which a rank sends its block to each peer).
  const int64_t n = groupSize;
  if (target.postedBytes <= 0 || n < 2)
    return target.streamOverhead;
  const bool chosen = !algo || *algo == CollectiveAlgorithm::Direct;
  int64_t perRank = 0;
  bool posted = false;
  switch (kind) {
  case CollectiveKind::AllReduce:
  case CollectiveKind::Broadcast:
    posted = chosen;
    perRank = bytes * (n - 1);
    break;
  case CollectiveKind::AllGather:
    posted = chosen || n == 2;
    perRank = bytes / n * (n - 1);
    break;
  case CollectiveKind::AllToAll:
    posted = !algo;
    perRank = bytes / n * (n - 1);
    break;
  case CollectiveKind::Permute:
    posted = true;
    perRank = bytes;
    break;
  default:
    break;
  }
  return posted && perRank <= target.postedBytes ? target.postedOverhead
                                                 : target.streamOverhead;
}

double CostModel::startOverhead(Operation *op) const {
  std::optional<CollectiveKind> kind = getCollectiveKind(op);
  std::optional<int64_t> bytes = collectiveBytes(op);
  std::optional<int64_t> n = groupSize(op);
  if (!kind || !bytes || !n)
    return target.streamOverhead;
  return startOverhead(*kind, *bytes, *n, getAlgorithm(op));
}

std::optional<double> CostModel::collectiveTime(Operation *op) const {
  std::optional<CollectiveKind> kind = getCollectiveKind(op);
  std::optional<int64_t> bytes = collectiveBytes(op);
  // Dynamic shapes: the data at its bounds (computeTime's rule). The
  // gathered output of all_gather and recv when its value is at hand, else
  // the input.
  auto c = dyn_cast<CollectiveOpInterface>(op);
  if (!bytes && c && kind) {
    bool useOutput =
        *kind == CollectiveKind::AllGather || *kind == CollectiveKind::Recv;
    SmallVector<Value> values;
    if (useOutput && !c.getOuts().empty())
      llvm::append_range(values, c.getOuts());
    else if (useOutput)
      llvm::append_range(values, op->getResults());
    else
      llvm::append_range(values, c.getInputs());
    bool defaulted = false;
    int64_t total = 0;
    for (Value v : values) {
      if (isa<FutureType>(v.getType()))
        continue;
      std::optional<int64_t> b = boundedBytes(v, defaulted);
      if (!b) {
        total = -1;
        break;
      }
      total += *b;
    }
    if (total >= 0) {
      bytes = total;
      if (defaulted)
        defaultedOps.insert(op);
    }
  }
  std::optional<int64_t> n = groupSize(op);
  if (!kind || !bytes || !n)
    return std::nullopt;
  if (std::optional<Algorithm> algo = getAlgorithm(op))
    return collectiveTime(*kind, *bytes, *n, *algo);
  return collectiveTime(*kind, *bytes, *n);
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

/// Arithmetic operations per iteration of a linalg body; a multiply feeding
/// an add (multiply-add) counts 2, as any other pair of ops.
static int64_t opsPerIteration(linalg::LinalgOp op) {
  int64_t n = 0;
  for (Operation &inner : op->getRegion(0).front())
    if (!isa<linalg::YieldOp, linalg::IndexOp>(inner) &&
        inner.getNumResults() > 0)
      ++n;
  return std::max<int64_t>(n, 1);
}

/// The size of dimension `dim` of the shaped value `v`: static, else a
/// constant upper bound that the IR implies (a `tensor.empty` of a
/// constant or an `affine.min`, through value-bounds analysis), else
/// CostModel::kDefaultDynamicExtent, with `defaulted` set.
static int64_t dimBound(Value v, int64_t dim, bool &defaulted) {
  auto shaped = cast<ShapedType>(v.getType());
  if (!shaped.isDynamicDim(dim))
    return shaped.getDimSize(dim);
  // Upstream's analysis reads the dimension a tensor.dim/memref.dim names
  // without checking it against the rank: it stops at one out of range
  // (maco::checkProgram reports those; this keeps the model from crashing
  // on IR that did not pass through it).
  auto outOfRangeDim = [](Value value, std::optional<int64_t>,
                          ValueBoundsConstraintSet &) {
    Operation *def = value.getDefiningOp();
    if (!isa_and_nonnull<tensor::DimOp, memref::DimOp>(def))
      return false;
    auto source = dyn_cast<ShapedType>(def->getOperand(0).getType());
    std::optional<int64_t> index = getConstantIntValue(def->getOperand(1));
    return !source || !source.hasRank() || !index || *index < 0 ||
           *index >= source.getRank();
  };
  FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::UB, ValueBoundsConstraintSet::Variable(v, dim),
      outOfRangeDim, /*closedUB=*/true);
  if (succeeded(bound) && *bound >= 0)
    return *bound;
  defaulted = true;
  return CostModel::kDefaultDynamicExtent;
}

/// staticBytes, with dynamic dimensions at their bounds (dimBound).
static std::optional<int64_t> boundedBytes(Value v, bool &defaulted) {
  // An unranked value made by a cast: the ranked value it views.
  while (isa<UnrankedTensorType, UnrankedMemRefType>(v.getType()) &&
         v.getDefiningOp<CastOpInterface>() &&
         v.getDefiningOp()->getNumOperands() == 1)
    v = v.getDefiningOp()->getOperand(0);
  auto shaped = dyn_cast<ShapedType>(v.getType());
  if (!shaped || shaped.hasStaticShape())
    return staticBytes(v.getType());
  if (!shaped.hasRank() || !shaped.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t elements = 1;
  for (int64_t d = 0; d < shaped.getRank(); ++d)
    elements *= dimBound(v, d, defaulted);
  return elements * ((shaped.getElementTypeBitWidth() + 7) / 8);
}

/// The bytes of all of `op`'s operands and results (boundedBytes each).
static std::optional<int64_t> touchedBytes(Operation *op, bool &defaulted) {
  int64_t total = 0;
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    std::optional<int64_t> b = boundedBytes(v, defaulted);
    if (!b)
      return std::nullopt;
    total += *b;
  }
  return total;
}

std::optional<double> CostModel::computeTime(Operation *op) const {
  bool defaulted = false;
  std::optional<double> t = computeTimeImpl(op, defaulted);
  if (defaulted)
    defaultedOps.insert(op);
  return t;
}

std::optional<double> CostModel::computeTimeImpl(Operation *op,
                                                 bool &defaulted) const {
  // Free: no data is computed or moved.
  if (isa<tensor::EmptyOp, tensor::ExtractSliceOp, tensor::ExpandShapeOp,
          tensor::CollapseShapeOp, tensor::CastOp, tensor::DimOp, WaitOp,
          RankOp, GroupSizeOp>(op) ||
      isa<CollectiveOpInterface>(op) || isa<ViewLikeOpInterface>(op) ||
      op->hasTrait<OpTrait::ConstantLike>() ||
      op->hasTrait<OpTrait::IsTerminator>())
    return 0.0;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    // The iteration space from the operands' shapes, a dynamic dimension
    // taken at its upper bound (dimBound).
    SmallVector<int64_t> shapes;
    for (OpOperand &operand : op->getOpOperands()) {
      auto shaped = dyn_cast<ShapedType>(operand.get().getType());
      if (!shaped)
        continue;
      for (int64_t d = 0; d < shaped.getRank(); ++d)
        shapes.push_back(dimBound(operand.get(), d, defaulted));
    }
    AffineMap shapesToLoops = linalgOp.getShapesToLoopsMap();
    if (!shapesToLoops || shapesToLoops.getNumInputs() != shapes.size())
      return std::nullopt;
    double iterations = 1;
    for (int64_t r : shapesToLoops.compose(shapes))
      iterations *= static_cast<double>(r);
    double flops = iterations * opsPerIteration(linalgOp);
    std::optional<int64_t> bytes = touchedBytes(op, defaulted);
    if (!bytes)
      return std::nullopt;
    double t = std::max(flops / target.peakFlops, *bytes / target.memBandwidth);
    if (linalg::isaContractionOpInterface(linalgOp))
      for (OpOperand *in : linalgOp.getDpsInputOperands())
        t += packTime(in->get().getType());
    return t;
  }
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    // The callee's body, once (recursion: unknown).
    static thread_local SmallPtrSet<Operation *, 8> active;
    Operation *callee = call.resolveCallable();
    if (callee &&
        (callee->getNumRegions() == 0 || callee->getRegion(0).empty())) {
      // A function without a body (a library's): the data it is given,
      // touched once.
      std::optional<int64_t> bytes = touchedBytes(op, defaulted);
      if (!bytes)
        return std::nullopt;
      return *bytes / target.memBandwidth;
    }
    if (!callee || !active.insert(callee).second)
      return std::nullopt;
    double total = 0;
    bool known = true;
    for (Block &block : callee->getRegion(0))
      for (Operation &inner : block) {
        std::optional<double> t = computeTimeImpl(&inner, defaulted);
        if (!t) {
          known = false;
          break;
        }
        total += *t;
      }
    active.erase(callee);
    if (!known)
      return std::nullopt;
    return total;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> trips =
        forOp.getStaticTripCount()
            ? std::optional<int64_t>(forOp.getStaticTripCount()->getSExtValue())
            : std::nullopt;
    if (!trips)
      return std::nullopt;
    double body = 0;
    for (Operation &inner : forOp.getBody()->without_terminator()) {
      std::optional<double> t = computeTimeImpl(&inner, defaulted);
      if (!t)
        return std::nullopt;
      body += *t;
    }
    return *trips * body;
  }
  if (op->getNumRegions() > 0) {
    // scf.if and friends: the most expensive region.
    double worst = 0;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block) {
          std::optional<double> t = computeTimeImpl(&inner, defaulted);
          if (!t)
            return std::nullopt;
          worst = std::max(worst, *t);
        }
    return worst;
  }
  // Anything else: the data it touches (a copy, an insert_slice, ...);
  // scalar ops are free.
  std::optional<int64_t> bytes = touchedBytes(op, defaulted);
  if (!bytes)
    return std::nullopt;
  return *bytes / target.memBandwidth;
}

//===----------------------------------------------------------------------===//
// Chunked pipelines
//===----------------------------------------------------------------------===//

double CostModel::packTime(Type t) const {
  std::optional<int64_t> bytes = staticBytes(t);
  if (!bytes || target.gemmPackBandwidth <= 0)
    return 0;
  return static_cast<double>(*bytes) / target.gemmPackBandwidth;
}

/// When a collective that would end at `end` (uncontended) ends if
/// `computeTime` seconds of compute start at `clock` beside it and slow it
/// by `factor`: the part of it that runs beside the compute progresses at
/// 1 / factor of its speed.
static double contendedEnd(double clock, double end, double computeTime,
                           double factor) {
  double left = end - clock;
  if (left <= 0 || computeTime <= 0 || factor <= 1)
    return end;
  if (left * factor <= computeTime)
    return clock + left * factor;
  return clock + computeTime + (left - computeTime / factor);
}

double CostModel::pipelineTime(double computeTime, CollectiveKind kind,
                               int64_t bytes, int64_t groupSize,
                               ArrayRef<int64_t> sizes, double perChunk) const {
  if (sizes.size() <= 1)
    return computeTime + collectiveTime(kind, bytes, groupSize);
  int64_t extent = 0;
  for (int64_t s : sizes)
    extent += s;
  perChunk = std::min(perChunk, computeTime);
  // The compute clock and the communication stream's clock, as Timeline
  // keeps them: a chunk computed while the previous collectives are still
  // running is contended; each chunk's collective starts once its compute
  // is done and the stream is free; the last one is exposed.
  double clock = 0, streamFree = 0;
  for (int64_t s : sizes) {
    double share = static_cast<double>(s) / static_cast<double>(extent);
    double c = (computeTime - perChunk) * share + perChunk;
    if (streamFree > clock)
      c *= target.contention;
    clock += c;
    int64_t chunkBytes = bytes * s / extent;
    streamFree =
        std::max(clock, streamFree) + startedTime(kind, chunkBytes, groupSize);
  }
  return std::max(clock, streamFree);
}

/// Geometric chunk sizes s_i ~ ratio^i summing to `extent`, rounded to
/// multiples of `granule` (every chunk at least one granule); empty if
/// rounding leaves a chunk empty.
static SmallVector<int64_t> geometricSizes(int64_t extent, int64_t chunks,
                                           double ratio, int64_t granule) {
  SmallVector<int64_t> sizes;
  double total = 0;
  for (int64_t i = 0; i < chunks; ++i)
    total += std::pow(ratio, static_cast<double>(i));
  double cum = 0;
  int64_t prev = 0;
  for (int64_t i = 0; i < chunks; ++i) {
    cum += std::pow(ratio, static_cast<double>(i));
    int64_t bound = i + 1 == chunks
                        ? extent
                        : std::llround(static_cast<double>(extent) * cum /
                                       total / static_cast<double>(granule)) *
                              granule;
    if (bound <= prev || bound > extent)
      return {};
    sizes.push_back(bound - prev);
    prev = bound;
  }
  return sizes;
}

SmallVector<int64_t> CostModel::chooseChunkSizes(
    double computeTime, CollectiveKind kind, int64_t bytes, int64_t groupSize,
    int64_t maxChunks, int64_t extent, double perChunk, bool uniform) const {
  SmallVector<int64_t> best = {extent};
  if (extent < 2)
    return best;
  // Chunking must pay at least 5% of the unchunked time: smaller predicted
  // gains are within the model's error, and every chunk adds messages.
  double bestTime =
      0.95 * pipelineTime(computeTime, kind, bytes, groupSize, best, perChunk);
  auto consider = [&](SmallVector<int64_t> sizes) {
    if (sizes.size() < 2)
      return;
    double t =
        pipelineTime(computeTime, kind, bytes, groupSize, sizes, perChunk);
    if (t < bestTime) {
      bestTime = t;
      best = std::move(sizes);
    }
  };
  // The ratio of the per-row cost of the collective to that of contended
  // compute: with chunk i + 1 = ratio x chunk i, chunk i's collective takes
  // as long as chunk i + 1's compute, so that compute-bound pipelines
  // (ratio < 1) end on a small chunk whose collective is exposed, and
  // communication-bound ones (ratio > 1) start on a small chunk computed
  // alone.
  double rowComm = collectiveTime(kind, bytes, groupSize);
  double rowComp = (computeTime - std::min(perChunk, computeTime)) *
                   std::max(target.contention, 1.0);
  double ratio = rowComp > 0 ? rowComm / rowComp : 1.0;
  ratio = std::clamp(ratio, 1.0 / 16, 16.0);
  int64_t granule = 1;
  while (granule < 16 && extent % (2 * granule) == 0)
    granule *= 2;
  for (int64_t k = 2; k <= maxChunks && k <= extent; ++k) {
    if (extent % k == 0)
      consider(SmallVector<int64_t>(k, extent / k));
    if (uniform || std::abs(std::log(ratio)) < 0.05)
      continue;
    // The balanced ratio, and its square root as a hedge when fixed
    // per-chunk costs make the smallest chunks dear.
    consider(geometricSizes(extent, k, ratio, granule));
    consider(geometricSizes(extent, k, std::sqrt(ratio), granule));
  }
  return best;
}

//===----------------------------------------------------------------------===//
// Timeline
//===----------------------------------------------------------------------===//

bool Timeline::commBusy() const {
  return llvm::any_of(streamFree,
                      [&](const auto &entry) { return entry.second > clock; });
}

std::pair<double, double> Timeline::start(int64_t stream, double time,
                                          double overhead) {
  clock += overhead;
  double begin = std::max(clock, streamFree.lookup(stream));
  streamFree[stream] = begin + time;
  return {begin, begin + time};
}

double Timeline::wait(double end) {
  double exposed = std::max(0.0, end - clock);
  clock += exposed;
  return exposed;
}

std::pair<double, double> Timeline::compute(double time) {
  if (time > 0 && commBusy()) {
    time *= target.contention;
    for (auto &[stream, free] : streamFree) {
      double later = contendedEnd(clock, free, time, target.commContention);
      if (later > free)
        stretches.push_back({stream, clock, later - free});
      free = later;
    }
  }
  double begin = clock;
  clock += time;
  return {begin, clock};
}

double Timeline::stretchedEnd(int64_t stream, double end, size_t since) const {
  for (size_t i = since; i < stretches.size(); ++i)
    if (stretches[i].stream == stream && stretches[i].at < end)
      end += stretches[i].by;
  return end;
}

std::pair<double, double> Timeline::blocking(double time) {
  double begin = clock;
  clock += time;
  return {begin, clock};
}
