//===- downstream-opt.cpp - a downstream compiler embedding maco ----------===//
//
// An mlir-opt-like tool of a compiler that uses upstream MLIR's `shard`
// dialect to partition its programs and maco to run the collectives that
// partitioning creates, overlapped with compute. It registers only the
// upstream dialects and passes it needs, plus maco's own dialect and passes
// (maco/InitMaco.h), and one pipeline of its own, built in C++:
//
//   --shard-to-maco[="<maco-optimize options>"]
//     sharding-propagation, shard-partition   (upstream, on each function)
//     maco-import-shard                      (shard collectives -> maco)
//     maco-optimize                          (maco::buildOptimizePipeline)
//
// maco's registered pipelines (--maco-optimize, ...) are available too.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"
#include "maco/InitMaco.h"
#include "maco/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/ShardingInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// The compiler's pipeline: upstream partitioning, then maco. The options
/// struct is maco-optimize's (target, chunks, remarks, ...).
static void buildShardToMaco(OpPassManager &pm,
                             const maco::OptimizeOptions &options) {
  pm.addNestedPass<func::FuncOp>(shard::createShardingPropagation());
  pm.addNestedPass<func::FuncOp>(shard::createPartition());
  pm.addPass(maco::createImportShard());
  maco::buildOptimizePipeline(pm, options);
}

int main(int argc, char **argv) {
  DialectRegistry registry;
  // The upstream dialects of this compiler's programs, and the sharding
  // models that let sharding-propagation/shard-partition handle their ops.
  registry
      .insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
              scf::SCFDialect, shard::ShardDialect, tensor::TensorDialect>();
  arith::registerShardingInterfaceExternalModels(registry);
  linalg::registerShardingInterfaceExternalModels(registry);
  tensor::registerShardingInterfaceExternalModels(registry);
  // maco's dialect only.
  maco::registerMacoDialect(registry);

  // Upstream passes: the shard passes, and the generic transformations
  // (canonicalize, cse, ...), which maco-optimize also uses by name.
  shard::registerShardPasses();
  registerTransformsPasses();
  // maco's passes and pipelines only.
  maco::registerMacoPasses();

  PassPipelineRegistration<maco::OptimizeOptions>(
      "shard-to-maco",
      "Partition shard-annotated functions (upstream), import the shard "
      "collectives into maco and run maco-optimize",
      buildShardToMaco);

  return asMainReturnCode(MlirOptMain(
      argc, argv, "downstream compiler embedding maco\n", registry));
}
