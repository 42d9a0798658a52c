//===- Pipelines.cpp - maco-frontend, maco-optimize, maco-to-cpu ----------===//

#include "maco/Pipelines/Pipelines.h"
#include "maco/Conversion/Passes.h"
#include "maco/Dialect/Maco/IR/MacoOps.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

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

/// Adds maco-if-dialects: `pipeline` (upstream passes, by their flags, on
/// the module) runs only on modules holding ops of `dialect`. The pipeline
/// is parsed here first, so that a missing registration is reported as
/// addTextual reports it.
static void addIfDialects(OpPassManager &pm, StringRef dialect,
                          StringRef pipeline) {
  OpPassManager check(ModuleOp::getOperationName());
  addTextual(check, pipeline);
  maco::IfDialectsOptions options;
  options.dialects = {dialect.str()};
  options.pipeline = pipeline.str();
  pm.addPass(maco::createIfDialects(options));
}

/// The end of maco-to-cpu and maco-to-cuda, after convert-scf-to-cf: the
/// host code to the LLVM dialect. Constants, materialised at every use by
/// the lowering to loops and again by the LLVM conversions, are hoisted
/// and deduplicated before and after (most of the IR of a long program
/// otherwise), and memref descriptors built only to be taken apart again
/// are folded away (maco-fold-values); convert-vector-to-llvm runs only
/// where there are vector ops.
static void addLlvmSteps(OpPassManager &pm) {
  pm.addPass(maco::createHoistConstants());
  addIfDialects(pm, "vector", "convert-vector-to-llvm");
  addTextual(pm, "finalize-memref-to-llvm,"
                 "convert-to-llvm{allow-pattern-rollback=false},"
                 "reconcile-unrealized-casts");
  pm.addPass(maco::createFoldValues());
  pm.addPass(maco::createHoistConstants());
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
static void addToRuntimeSteps(OpPassManager &pm, bool gpu, bool remarks) {
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
  // maco's own passes are added by their create functions, upstream ones
  // by their flags (addTextual).
  // The TOSA passes run only on modules with TOSA ops (maco-if-dialects).
  addIfDialects(pm, "tosa",
                "func.func(tosa-optional-decompositions,"
                "tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
                "tosa-to-tensor,tosa-to-scf)");
  OpPassManager &prepare = pm.nest<func::FuncOp>();
  // math.fpowi (PyTorch's `x ** 2`) becomes multiplications for a constant
  // exponent, math.powf otherwise: LLVM's powi takes a scalar exponent
  // only, and vectorized fpowi has a vector one.
  addTextual(prepare, "math-expand-ops{ops=fpowi}");
  // Element-wise chains fuse into one op: one pass over memory (one loop
  // nest on the CPU, one kernel on the GPU); contractions stay GEMMs.
  addTextual(prepare, "convert-elementwise-to-linalg");
  prepare.addPass(createFuseElementwise());
  // Convolutions become a copy of their windows and a GEMM.
  prepare.addPass(createConvolutionsToGemm());
  // Transposes that feed contractions become GEMM transpose flags.
  prepare.addPass(createFoldTransposes());
  // One-hot products read or add only the rows the ids name (scatter loops
  // on the host only: on the GPU they would be host loops of launches).
  OneHotContractionsOptions oneHot;
  oneHot.scatters = !gpu;
  prepare.addPass(createOneHotContractions(oneHot));
  prepare.addPass(createPrivatizeInits());
  addTextual(pm, "one-shot-bufferize{bufferize-function-boundaries "
                 "function-boundary-type-conversion=identity-layout-map "
                 "allow-return-allocs-from-loops},"
                 "canonicalize");
  // Started collectives in place on dead operands, chunks in their slices.
  pm.nest<func::FuncOp>().addPass(createCollectiveInPlace());
  // buffer-deallocation-pipeline, with maco-early-dealloc.
  addTextual(pm, "expand-realloc,canonicalize,"
                 "ownership-based-buffer-deallocation");
  pm.nest<func::FuncOp>().addPass(createEarlyDealloc());
  addTextual(pm, "canonicalize,"
                 "buffer-deallocation-simplification,"
                 "bufferization-lower-deallocations,"
                 "cse,canonicalize,"
                 "convert-bufferization-to-memref");
  pm.nest<func::FuncOp>().addPass(createPlaceBuckets());
  pm.addPass(createConvertMacoToRuntime());
  // f16/bf16 GEMMs only where the backend (cuBLAS) computes them.
  ConvertMatmulToRuntimeOptions matmul;
  matmul.halfPrecision = gpu;
  matmul.remarks = remarks;
  pm.addPass(createConvertMatmulToRuntime(matmul));
}

void maco::buildProgramPipeline(OpPassManager &pm,
                                const OptimizeOptions *optimize,
                                const CudaOptions *cuda, int64_t ranks,
                                const CpuOptions *cpu) {
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
  else if (cpu)
    buildToCpuPipeline(pm, *cpu);
  else
    buildToCpuPipeline(pm);
}

void maco::buildToCpuPipeline(OpPassManager &pm, const CpuOptions &options) {
  addToRuntimeSteps(pm, /*gpu=*/false, options.remarks);
  // Small buffers a function frees itself live in its frame: no malloc
  // and free per call (a step's gradients) or per loop iteration.
  StackBuffersOptions stack;
  stack.maxBufferBytes = options.stackBufferBytes;
  pm.nest<func::FuncOp>().addPass(createStackBuffers(stack));
  // The linalg ops that are not GEMMs become loops of host vector code;
  // what cannot be vectorized stays for convert-linalg-to-loops.
  CpuVectorizeOptions vectorize;
  vectorize.vectorBits = options.vectorBits;
  pm.nest<func::FuncOp>().addPass(createCpuVectorize(vectorize));
  // vector.print of a vector and n-D transfers become loops of scalar
  // prints and 1-D transfers (convert-vector-to-llvm lowers only those);
  // loops and affine maps it makes are lowered below. Fully unrolled: the
  // loop form goes through a temporary buffer, an alloca that stays in the
  // loops around the transfer (the stack overflowed on attention's
  // permutations at sequence 128).
  addIfDialects(pm, "vector",
                "func.func(convert-vector-to-scf{full-unroll=true})");
  addTextual(pm, "func.func(convert-linalg-to-loops),"
                 "expand-strided-metadata,"
                 "lower-affine");
  pm.nest<func::FuncOp>().addPass(createSplitBlocksAtRegions());
  addTextual(pm, "convert-scf-to-cf{allow-pattern-rollback=false}");
  addLlvmSteps(pm);
}

/// The CUDA toolkit the kernels are compiled with (gpu-module-to-binary's
/// `toolkit`): its libdevice holds the math functions kernels call
/// (`__nv_expf`, `__nv_rsqrtf`, ...), linked into every kernel module that
/// uses one. The first of $CUDA_ROOT, $CUDA_HOME, $CUDA_PATH, the toolkit
/// of the `ptxas` on PATH and /usr/local/cuda that has
/// nvvm/libdevice/libdevice.10.bc; empty (upstream's default) if none has.
static std::string cudaToolkitPath() {
  auto hasLibdevice = [](StringRef root) {
    llvm::SmallString<256> path(root);
    llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
    return !root.empty() && llvm::sys::fs::exists(path);
  };
  for (const char *var : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (const char *root = std::getenv(var); root && hasLibdevice(root))
      return root;
  if (llvm::ErrorOr<std::string> ptxas =
          llvm::sys::findProgramByName("ptxas")) {
    llvm::SmallString<256> root(*ptxas);
    llvm::sys::fs::real_path(*ptxas, root);
    StringRef toolkit =
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(root));
    if (hasLibdevice(toolkit))
      return toolkit.str();
  }
  if (hasLibdevice("/usr/local/cuda"))
    return "/usr/local/cuda";
  return "";
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
  addToRuntimeSteps(pm, /*gpu=*/true, options.remarks);
  // The options go to the passes as option structs, never spliced into a
  // pipeline string: a bad value is the pass's diagnostic.
  pm.addPass(createGpuHostSharedAlloc());
  OpPassManager &fpm = pm.nest<func::FuncOp>();
  GpuElementwiseKernelsOptions elementwise;
  elementwise.blockSize = options.blockSize;
  fpm.addPass(createGpuElementwiseKernels(elementwise));
  fpm.addPass(createGpuMapReductions());
  GpuReductionKernelsOptions reductions;
  reductions.blockSize = std::max(32u, options.blockSize.getValue());
  fpm.addPass(createGpuReductionKernels(reductions));
  addTextual(fpm, "convert-linalg-to-parallel-loops");
  GpuTileParallelLoopsOptions tile;
  tile.blockSize = options.blockSize;
  fpm.addPass(createGpuTileParallelLoops(tile));
  addTextual(fpm, "gpu-map-parallel-loops,convert-parallel-loops-to-gpu");
  // Constants and index computations the kernels use are computed inside
  // them (static sizes become immediates, not kernel parameters).
  addTextual(fpm, "gpu-launch-sink-index-computations");
  addTextual(pm, "gpu-kernel-outlining");
  // Kernels, copies and frees asynchronous on the runtime's compute
  // stream, device memory for buffers the host does not touch, host waits
  // only before host accesses.
  GpuComputeStreamOptions stream;
  stream.managedResults = options.managedResults;
  pm.addPass(createGpuComputeStream(stream));
  // Host vector.print of vectors and n-D transfers to loops (as in
  // maco-to-cpu), after the host waits were placed before the vector ops.
  addIfDialects(pm, "vector", "func.func(convert-vector-to-scf)");
  addTextual(pm, "expand-strided-metadata,lower-affine");
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  pm.addPass(createGpuNVVMAttachTarget(target));
  addTextual(pm, "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,"
                 "reconcile-unrealized-casts)");
  GpuModuleToBinaryPassOptions binary;
  binary.toolkitPath = cudaToolkitPath();
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
  pm.nest<func::FuncOp>().addPass(createSplitBlocksAtRegions());
  addTextual(pm, "convert-scf-to-cf{allow-pattern-rollback=false},"
                 "gpu-to-llvm");
  addLlvmSteps(pm);
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
  PassPipelineRegistration<CpuOptions>(
      "maco-to-cpu",
      "Lower a maco program to the LLVM dialect for the CPU (MPI) backend",
      buildToCpuPipeline);
  PassPipelineRegistration<CudaOptions>(
      "maco-to-cuda",
      "Lower a maco program to host LLVM dialect plus embedded GPU kernels "
      "for the CUDA (NCCL/cuBLAS) backend",
      buildToCudaPipeline);
}
