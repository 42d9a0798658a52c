//===- Pipelines.cpp - maco-optimize, maco-to-cpu -------------------------===//

#include "maco/Pipelines/Pipelines.h"
#include "maco/Conversion/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

static void addTextual(OpPassManager &pm, StringRef pipeline) {
  if (failed(parsePassPipeline(pipeline, pm)))
    llvm::report_fatal_error("maco: invalid built-in pipeline");
}

void maco::buildOptimizePipeline(OpPassManager &pm) {
  // Fold trivial collectives first, bucket small all-reduces, then split
  // collectives into start/wait and schedule them so that independent compute overlaps them. (Chunked
  // pipelines and combining join here as they land.) No canonicalize after
  // the schedule: it would fold back start/wait pairs that stayed adjacent,
  // which is harmless but hides them from the runtime trace.
  addTextual(pm, "canonicalize,maco-combine-collectives,"
                 "maco-async-collectives,maco-schedule");
}

void maco::buildToCpuPipeline(OpPassManager &pm) {
  addTextual(pm, "one-shot-bufferize{bufferize-function-boundaries "
                 "function-boundary-type-conversion=identity-layout-map},"
                 "canonicalize,"
                 "convert-maco-to-runtime,"
                 "func.func(convert-linalg-to-loops),"
                 "expand-strided-metadata,"
                 "lower-affine,"
                 "convert-scf-to-cf,"
                 "convert-vector-to-llvm,"
                 "finalize-memref-to-llvm,"
                 "convert-to-llvm,"
                 "reconcile-unrealized-casts");
}

void maco::registerPipelines() {
  PassPipelineRegistration<>(
      "maco-optimize",
      "Overlap transformations: async collectives, scheduling, chunked "
      "pipelines, combining",
      buildOptimizePipeline);
  PassPipelineRegistration<>(
      "maco-to-cpu",
      "Lower a maco program to the LLVM dialect for the CPU (MPI) backend",
      buildToCpuPipeline);
}
