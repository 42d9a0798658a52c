//===- CostModel.h - maco communication/compute cost model ------*- C++ -*-===//
//
// The analytic cost model the overlap passes and `maco-estimate` share.
//
//  * Communication: alpha-beta per algorithm. A collective over n ranks of a
//    message of S bytes (nccl-tests size convention: the buffer for
//    all_reduce/broadcast/permute/send, the gathered result for all_gather,
//    the input for reduce_scatter, the whole send buffer for all_to_all)
//    takes  launch + steps(alg, n) * alpha + volume(alg, n, S) / beta,
//    e.g. ring all-reduce: 2(n-1) steps moving 2(n-1)/n * S per rank;
//    recursive doubling: log2 n steps of S; tree (binomial reduce +
//    broadcast): 2 ceil(log2 n) steps of S; direct (one shot): 1 step
//    moving (n-1) S. The step and volume counts are those of the CPU
//    backend's implementations (runtime/src/mpi); NCCL's choice on GPUs is
//    taken to be the fastest of them.
//    alpha/beta are intra-node values when the group fits in one node
//    (ranks-per-node), inter-node values otherwise.
//  * Compute: roofline, max(flops / peak-flops, bytes / mem-bandwidth), plus
//    for contractions the packing of their inputs (bytes /
//    gemm-pack-bandwidth, when the target gives it).
//  * Contention: compute that runs while a collective is in flight is slowed
//    by the target's contention factor (>= 1), and the collective by its
//    comm-contention factor (>= 1: where ranks share cores, the stream's
//    thread waits for one while the compute runs).
//
// Targets come from a text description (see docs/compiler.md, "Targets"):
// `key = value` lines with '#' comments, or one of the built-ins
// (cpu-local, h100-nvlink-8, h200-nvlink-8, h100-ib-2x8). A pass option
// (`target=NAME|PATH`) wins over the module attribute `maco.target`
// (a string, NAME or PATH); the default is cpu-local.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_ANALYSIS_COSTMODEL_H
#define MACO_ANALYSIS_COSTMODEL_H

#include "maco/Dialect/Maco/IR/CollectiveKind.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::maco {

/// A machine description. Times in seconds, sizes in bytes, rates per
/// second. Text keys (kebab-case) are given next to each field.
struct TargetDescription {
  std::string name;              // name
  double peakFlops = 0;          // peak-flops       (FLOP/s)
  double memBandwidth = 0;       // mem-bandwidth    (B/s)
  int64_t ranksPerNode = 1;      // ranks-per-node
  double intraLatency = 0;       // intra-latency    (s per step, alpha)
  double intraBandwidth = 0;     // intra-bandwidth  (B/s per link, 1/beta)
  double interLatency = 0;       // inter-latency    (s per step)
  double interBandwidth = 0;     // inter-bandwidth  (B/s per link)
  double launchLatency = 0;      // launch-latency   (s per collective call)
  double streamOverhead = 0;     // stream-overhead  (s per start/wait pair)
  double contention = 1.0;       // contention       (compute slowdown, >= 1)
  double commContention = 1.0;   // comm-contention  (slowdown of a collective
                                 //   beside compute, >= 1)
  double gemmPackBandwidth = 0;  // gemm-pack-bandwidth (B/s; 0 = none)
  // Per-step latency of each algorithm within a node, when measured
  // (bench/calibrate: an 8-byte all-reduce with that algorithm over its
  // step count); 0: intra-latency.
  double ringLatency = 0;   // ring-latency
  double rdLatency = 0;     // recursive-doubling-latency
  double treeLatency = 0;   // tree-latency
  double directLatency = 0; // direct-latency
  // Started collectives the backend posts from the issuing thread at once,
  // without handing them to a stream's worker (the CPU backend's
  // PostedCollective: all-reduce, broadcast with no algorithm or direct;
  // all-gather likewise, or any on 2 ranks; all-to-all and permute), up to
  // this many bytes of messages per rank: they pay posted-overhead instead
  // of stream-overhead. 0: every start pays stream-overhead.
  int64_t postedBytes = 0;   // posted-bytes
  double postedOverhead = 0; // posted-overhead (s per start/wait pair)
};

/// The algorithms of the dialect's `algorithm` attribute (ring,
/// recursive_doubling, tree, direct).
using CollectiveAlgorithm = Algorithm;

/// Parses the text format. On failure returns std::nullopt and sets `error`
/// to a message naming the line and the problem.
std::optional<TargetDescription> parseTargetDescription(StringRef text,
                                                        std::string &error);
/// Prints `target` in the text format (round-trips through the parser).
std::string printTargetDescription(const TargetDescription &target);
/// A built-in target by name, or std::nullopt.
std::optional<TargetDescription> getBuiltinTarget(StringRef name);
/// Names of the built-in targets.
ArrayRef<StringRef> getBuiltinTargetNames();

/// The target for `op`: `spec` (a built-in name or a file path) when not
/// empty, else the `maco.target` string attribute of the closest enclosing
/// op that has one, else cpu-local. Emits an error at `op` and fails on an
/// unknown name, an unreadable file or a malformed description.
FailureOr<TargetDescription> resolveTarget(Operation *op, StringRef spec);

class CostModel {
public:
  explicit CostModel(TargetDescription target);
  const TargetDescription &getTarget() const { return target; }

  /// Alpha-beta time of one collective with the given algorithm (one of
  /// getApplicableAlgorithms(kind); kinds without algorithms ignore it).
  double collectiveTime(CollectiveKind kind, int64_t bytes, int64_t groupSize,
                        CollectiveAlgorithm algo) const;
  /// The fastest applicable algorithm's time (what a backend choosing for
  /// itself is assumed to reach); `chosen` receives that algorithm (kinds
  /// without algorithms: left unchanged).
  double collectiveTime(CollectiveKind kind, int64_t bytes, int64_t groupSize,
                        CollectiveAlgorithm *chosen = nullptr) const;
  /// Predicted time of a maco collective (blocking or `*_start`, tensor or
  /// memref form), with its `algorithm` when it has one; a dynamic shape
  /// counts at its bounds as in computeTime (usedDefaultExtent then tells
  /// whether the default extent was used); std::nullopt when the group
  /// size is dynamic or the grid cannot be found.
  std::optional<double> collectiveTime(Operation *op) const;
  /// What issuing a started collective costs the compute stream: the
  /// target's stream-overhead, or its posted-overhead for one the backend
  /// posts at once (TargetDescription::postedBytes; `algo`: its algorithm,
  /// if set).
  double startOverhead(CollectiveKind kind, int64_t bytes, int64_t groupSize,
                       std::optional<CollectiveAlgorithm> algo) const;
  /// The same for a maco collective op (stream-overhead when its size or
  /// group is not static).
  double startOverhead(Operation *op) const;
  /// A started collective's issue plus its time, with the algorithm that
  /// makes the sum least (what maco-select-algorithm then picks, up to its
  /// tie rule).
  double startedTime(CollectiveKind kind, int64_t bytes,
                     int64_t groupSize) const;
  /// Message size of a maco collective in the nccl-tests convention, or
  /// std::nullopt for dynamic shapes.
  static std::optional<int64_t> collectiveBytes(Operation *op);
  /// The number of ranks a maco collective runs on, or std::nullopt when
  /// its grid cannot be found or the group size is dynamic.
  static std::optional<int64_t> groupSize(Operation *op);
  /// The kind of a maco collective op (blocking or start).
  static std::optional<CollectiveKind> getCollectiveKind(Operation *op);

  /// Roofline time of one operation: linalg ops (flops: iteration-space
  /// size x arithmetic ops in the body, 2 per multiply-add of a
  /// contraction; bytes: operands and results), other ops with ranked
  /// shaped operands by bytes touched, 0 for scalar ops, maco ops and
  /// view-like ops. A dynamic dimension counts at its upper bound when the
  /// IR implies one (value-bounds analysis: a `tensor.empty` of a constant,
  /// an `affine.min`, ...), else at kDefaultDynamicExtent, and then
  /// `usedDefaultExtent(op)` holds. std::nullopt only for what has no size
  /// at all (unranked or non-numeric data, a callee or loop without one).
  std::optional<double> computeTime(Operation *op) const;
  /// The size at which computeTime counts a dynamic dimension that has no
  /// bound in the IR (a function argument's, say): stated, not measured.
  static constexpr int64_t kDefaultDynamicExtent = 256;
  /// Whether computeTime(op) counted a dynamic dimension of `op` (or of an
  /// op inside it) at kDefaultDynamicExtent.
  bool usedDefaultExtent(Operation *op) const {
    return defaultedOps.contains(op);
  }
  /// Time a GEMM call spends packing an input of type `t` (bytes /
  /// gemm-pack-bandwidth; 0 when the target gives none). computeTime adds
  /// it for both inputs of every contraction: a BLAS packs its operands
  /// on every call, so a chunk re-packs the operand it does not slice.
  double packTime(Type t) const;

  /// Chunk sizes along a split of `extent` rows (summing to it, at most
  /// `maxChunks` of them) minimising the predicted time of the chunked
  /// pipeline (pipelineTime): a producer taking `computeTime` in total
  /// feeding a collective of `bytes`, chunk i's collective overlapping
  /// chunk i+1's compute (contended). `perChunk` is the part of
  /// `computeTime` that every chunk pays in full instead of its share (the
  /// packing of operands a chunk does not slice, packTime). Candidates are
  /// K equal chunks for the divisors K of `extent` and, unless `uniform`,
  /// K geometric chunks (multiples of the largest power of two <= 16
  /// dividing `extent`) whose ratio balances one chunk's collective
  /// against the next chunk's compute: decreasing when compute-bound (the
  /// exposed last collective is small), increasing when
  /// communication-bound (the first compute, alone, is small). Returns
  /// {extent} unless a split is predicted to save at least 5% of the
  /// unchunked time.
  SmallVector<int64_t> chooseChunkSizes(double computeTime, CollectiveKind kind,
                                        int64_t bytes, int64_t groupSize,
                                        int64_t maxChunks, int64_t extent,
                                        double perChunk = 0,
                                        bool uniform = false) const;
  /// Predicted time of the pipeline with chunks of `sizes` rows (one size:
  /// compute, then the whole collective).
  double pipelineTime(double computeTime, CollectiveKind kind, int64_t bytes,
                      int64_t groupSize, ArrayRef<int64_t> sizes,
                      double perChunk = 0) const;

private:
  TargetDescription target;
  std::optional<double> computeTimeImpl(Operation *op, bool &defaulted) const;
  /// The ops that computeTime priced with kDefaultDynamicExtent.
  mutable llvm::SmallPtrSet<Operation *, 8> defaultedOps;
};

/// The simulated clocks of one rank: the compute stream (stream 0, where
/// compute, blocking collectives, starts and waits run in program order)
/// and one clock per communication stream. The one timeline model of the
/// project: maco-schedule simulates candidate orders of a block with it and
/// maco-estimate predicts whole functions with it, so the scheduler
/// optimizes exactly what the estimate reports.
class Timeline {
public:
  explicit Timeline(const TargetDescription &target) : target(target) {}

  /// Current time of the compute stream (seconds).
  double now() const { return clock; }
  /// Whether a started collective is still in flight at now().
  bool commBusy() const;
  /// Starts a collective of `time` seconds on communication stream
  /// `stream`: issuing it costs `overhead` on the compute stream
  /// (CostModel::startOverhead), and it runs once the stream has finished
  /// what it holds. Returns its [begin, end) on that stream.
  std::pair<double, double> start(int64_t stream, double time, double overhead);
  /// Waits for a collective that ends at `end`; returns the exposed time
  /// (how long the compute stream stalls).
  double wait(double end);
  /// Runs `time` seconds of compute on the compute stream, slowed by the
  /// target's contention factor while a collective is in flight, which the
  /// compute slows in turn (comm-contention). Returns its [begin, end).
  std::pair<double, double> compute(double time);
  /// Runs a blocking collective of `time` seconds on the compute stream
  /// (no contention). Returns its [begin, end).
  std::pair<double, double> blocking(double time);
  /// The communication streams used so far and when each becomes free.
  const DenseMap<int64_t, double> &streams() const { return streamFree; }
  /// Sets the compute stream's clock and the communication streams' (the
  /// simulation extrapolates long loops with it).
  void setClocks(double computeClock, DenseMap<int64_t, double> free) {
    clock = computeClock;
    streamFree = std::move(free);
  }
  /// How many times compute has slowed a stream so far (comm-contention).
  size_t stretchCount() const { return stretches.size(); }
  /// When a collective on `stream` that ends at `end` as started ends,
  /// given the slowdowns since stretch number `since`: each one that
  /// happened while it was unfinished delays it.
  double stretchedEnd(int64_t stream, double end, size_t since) const;

private:
  TargetDescription target;
  double clock = 0;
  DenseMap<int64_t, double> streamFree;
  /// Each slowdown of a stream by compute beside it: when it began, on
  /// which stream, by how much it delayed the stream's end.
  struct Stretch {
    int64_t stream;
    double at, by;
  };
  SmallVector<Stretch> stretches;
};

} // namespace mlir::maco

#endif // MACO_ANALYSIS_COSTMODEL_H
