//===- Pipelines.h - registered maco pipelines ------------------*- C++ -*-===//
//
// Stable pipeline names (scripts depend on them):
//   maco-frontend  upstream shard annotations/ops -> maco (partition, import)
//   maco-optimize  the overlap transformations, in order
//   maco-to-cpu    tensors -> buffers -> runtime calls -> LLVM dialect (MPI)
//   maco-to-cuda   the same runtime calls + GPU kernels (NCCL/cuBLAS backend)
//
// A compiler that embeds maco adds them to its own pass manager with the
// build*Pipeline functions below (options as structs, no strings); see
// docs/integration.md. Some steps name upstream passes by their flags, so
// those must be registered: `canonicalize` for maco-optimize, the upstream
// lowering passes for maco-to-cpu/maco-to-cuda (mlir::registerAllPasses()).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_PIPELINES_PIPELINES_H
#define MACO_PIPELINES_PIPELINES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::maco {
/// Options of `maco-optimize`, forwarded to its passes
/// (`maco-optimize{chunks=4 target=h100-nvlink-8 remarks}`).
struct OptimizeOptions : public PassPipelineOptions<OptimizeOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Cost-model target for chunking and scheduling: a "
                     "built-in name or a description file (default: the "
                     "module's maco.target, else cpu-local)"),
      llvm::cl::init("")};
  Option<uint64_t> thresholdBytes{
      *this, "threshold-bytes",
      llvm::cl::desc("maco-combine-collectives: largest combined all-reduce"),
      llvm::cl::init(4 << 20)};
  Option<unsigned> chunks{
      *this, "chunks",
      llvm::cl::desc("maco-pipeline-chunks: chunk count (0: cost model)"),
      llvm::cl::init(0)};
  Option<unsigned> maxChunks{
      *this, "max-chunks",
      llvm::cl::desc("maco-pipeline-chunks: most chunks the cost model picks"),
      llvm::cl::init(8)};
  Option<bool> uniformChunks{
      *this, "uniform-chunks",
      llvm::cl::desc("maco-pipeline-chunks: the cost model picks only equal "
                     "chunks (default: also geometric sizes)"),
      llvm::cl::init(false)};
  Option<unsigned> stream{
      *this, "stream",
      llvm::cl::desc("maco-async-collectives: communication stream (>= 1)"),
      llvm::cl::init(1)};
  Option<unsigned> maxInFlight{
      *this, "max-in-flight",
      llvm::cl::desc("maco-schedule: most collectives in flight (0: any)"),
      llvm::cl::init(0)};
  Option<uint64_t> memoryBudget{
      *this, "memory-budget",
      llvm::cl::desc("maco-schedule: most bytes held by collectives in "
                     "flight (0: unbounded)"),
      llvm::cl::init(0)};
  Option<bool> decompose{
      *this, "decompose",
      llvm::cl::desc("maco-decompose-all-reduce: shard the element-wise "
                     "consumers of all-reduces where the cost model "
                     "predicts it faster"),
      llvm::cl::init(true)};
  Option<bool> collectiveMatmul{
      *this, "collective-matmul",
      llvm::cl::desc("maco-collective-matmul: all-gather + a row-wise "
                     "consumer (matmul, KV-cache scores), or matmul + "
                     "reduce-scatter, as a ring of permutes where the cost "
                     "model predicts it faster"),
      llvm::cl::init(true)};
  Option<std::string> algorithm{
      *this, "algorithm",
      llvm::cl::desc("maco-select-algorithm: empty (default) lets the cost "
                     "model choose each collective's algorithm, 'backend' "
                     "leaves it to the runtime backend, a name (ring, "
                     "recursive_doubling, tree, direct) forces it wherever "
                     "it applies"),
      llvm::cl::init("")};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Remarks from every pass: why a collective is not "
                     "combined, chunked or overlapped, and why a function "
                     "is kept unoptimized"),
      llvm::cl::init(false)};
  Option<bool> guard{
      *this, "guard",
      llvm::cl::desc("Keep a function's optimized form only if the cost "
                     "model predicts it no slower than the original "
                     "(maco-keep-if-faster); guard=false keeps every "
                     "transformation, e.g. to test it"),
      llvm::cl::init(true)};
};

/// Options of `maco-to-cuda` (`maco-to-cuda{chip=sm_80 format=isa}`).
struct CudaOptions : public PassPipelineOptions<CudaOptions> {
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("GPU architecture the kernels are compiled for"),
      llvm::cl::init("sm_90")};
  /// Kernel binary embedded in the module.
  enum class Format { Isa, Bin, Fatbin };
  Option<Format> format{
      *this, "format", llvm::cl::desc("Kernel binary embedded in the module"),
      llvm::cl::init(Format::Fatbin),
      llvm::cl::values(
          clEnumValN(Format::Fatbin, "fatbin",
                     "fatbin (the default; needs ptxas from the CUDA toolkit "
                     "on PATH)"),
          clEnumValN(Format::Bin, "bin", "cubin (also ptxas)"),
          clEnumValN(Format::Isa, "isa",
                     "PTX text, compiled by the driver at load time"))};
  Option<unsigned> blockSize{
      *this, "block-size",
      llvm::cl::desc("Threads per block of the element-wise kernels"),
      llvm::cl::init(256)};
  Option<bool> managedResults{
      *this, "managed-results",
      llvm::cl::desc("Buffers a public function returns are managed memory, "
                     "which a C caller reads directly; by default they are "
                     "device memory, which the caller copies (mgpuMemcpy) "
                     "and frees (mgpuMemFree)"),
      llvm::cl::init(false)};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("A remark on every linalg contraction left to loops "
                     "(convert-matmul-to-runtime), naming why"),
      llvm::cl::init(false)};
};

/// Options of `maco-to-cpu` (`maco-to-cpu{stack-buffer-bytes=0}`).
struct CpuOptions : public PassPipelineOptions<CpuOptions> {
  Option<uint64_t> stackBufferBytes{
      *this, "stack-buffer-bytes",
      llvm::cl::desc("Largest buffer that a function allocates and frees "
                     "itself which goes on its stack instead of the heap "
                     "(maco-stack-buffers; at most 64 KiB per function). "
                     "0: every buffer on the heap"),
      llvm::cl::init(4096)};
  Option<unsigned> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Vector register width of the element-wise code "
                     "(maco-cpu-vectorize); 0: the host CPU's"),
      llvm::cl::init(0)};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("A remark on every linalg contraction left to loops "
                     "(convert-matmul-to-runtime), naming why"),
      llvm::cl::init(false)};
};

/// Options of `maco-frontend`.
struct FrontendOptions : public PassPipelineOptions<FrontendOptions> {
  Option<int64_t> ranks{
      *this, "ranks",
      llvm::cl::desc("Rank count the program is compiled for: grids of "
                     "dynamic size are sized for it before partitioning "
                     "(maco-specialize-grids), so that shapes and group "
                     "sizes are static and priced; the result runs on that "
                     "many ranks only. 0 (default): grids stay dynamic"),
      llvm::cl::init(0)};
};

/// Adds `maco-frontend` to `pm` (a module pass manager).
void buildFrontendPipeline(OpPassManager &pm,
                           const FrontendOptions &options = FrontendOptions());
/// Adds `maco-optimize` to `pm` (a module pass manager).
void buildOptimizePipeline(OpPassManager &pm,
                           const OptimizeOptions &options = OptimizeOptions());
/// Adds `maco-to-cpu` to `pm` (a module pass manager).
void buildToCpuPipeline(OpPassManager &pm,
                        const CpuOptions &options = CpuOptions());
/// Adds `maco-to-cuda` to `pm` (a module pass manager).
void buildToCudaPipeline(OpPassManager &pm,
                         const CudaOptions &options = CudaOptions());
/// Registers the four pipelines with the global registry.
void registerPipelines();
/// The pipelines `maco-run` and `maco-compile` run on a program:
/// maco-frontend{ranks=`ranks`}, then maco-optimize with `optimize` (none
/// if null), then maco-to-cuda with `cuda`, or maco-to-cpu with `cpu` (its
/// defaults if null) if `cuda` is null.
void buildProgramPipeline(OpPassManager &pm, const OptimizeOptions *optimize,
                          const CudaOptions *cuda, int64_t ranks = 0,
                          const CpuOptions *cpu = nullptr);
} // namespace mlir::maco

#endif
