//===- PartitionAnnotated.cpp - upstream partitioning, annotated only ----===//
//
// `maco-partition-annotated`: the first step of the front end. A user
// brings a program whose functions carry upstream `shard.shard`
// annotations; upstream `sharding-propagation` + `shard-partition` turn
// them into SPMD code with `shard` collectives, which `maco-import-shard`
// then converts.
//
// Algorithm
// ---------
// The pass owns a nested func.func pipeline (sharding-propagation,
// shard-partition) and runs it, through the pass manager's dynamic
// pipeline support, on each function of the module whose body contains a
// `shard.shard` op. Functions without annotations are not touched: the
// driver of a program (`@main`) and hand-written SPMD functions have
// nothing to partition, and upstream partitioning would still rewrite
// their signatures. Declarations have no body. A failure of upstream's
// passes is reported on the function, then the pass fails.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::maco {
#define GEN_PASS_DEF_PARTITIONANNOTATED
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
/// The nested pipeline run on each annotated function.
static void buildPartitionPipeline(OpPassManager &pm) {
  pm.addPass(shard::createShardingPropagation());
  pm.addPass(shard::createPartition());
}

struct PartitionAnnotatedPass
    : public maco::impl::PartitionAnnotatedBase<PartitionAnnotatedPass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    PartitionAnnotatedBase::getDependentDialects(registry);
    OpPassManager pm(func::FuncOp::getOperationName());
    buildPartitionPipeline(pm);
    pm.getDependentDialects(registry);
  }

  LogicalResult initialize(MLIRContext *) override {
    pipeline = OpPassManager(func::FuncOp::getOperationName());
    buildPartitionPipeline(pipeline);
    return success();
  }

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      bool annotated = false;
      func.walk([&](shard::ShardOp) {
        annotated = true;
        return WalkResult::interrupt();
      });
      if (!annotated)
        continue;
      if (failed(runPipeline(pipeline, func))) {
        func.emitError("partitioning @")
            << func.getSymName()
            << " with upstream sharding-propagation + shard-partition failed";
        return signalPassFailure();
      }
    }
  }

  OpPassManager pipeline{func::FuncOp::getOperationName()};
};
} // namespace
