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
  // collectives into start/wait and schedule them so that independent
  // compute overlaps them (chunked pipelines join here when they land).
  // The final canonicalize folds start/wait pairs that stayed adjacent back
  // into blocking collectives: with nothing to overlap, a stream round trip
  // and the start's private operand copies would only cost time.
  addTextual(pm, "canonicalize,maco-combine-collectives,"
                 "maco-async-collectives,maco-schedule,canonicalize");
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
