//===- GpuLaunchToLoops.cpp - run gpu.launch bodies as host loops ---------===//
//
// A checking aid, not part of maco-to-cuda: every `gpu.launch` becomes six
// nested `scf.for` loops (block z, y, x, then thread z, y, x) around a
// clone of its body, with the block and thread ids replaced by the loop
// variables and the grid and block sizes by the launch's operands. A
// kernel whose threads never communicate computes the same on the host, so
// the kernels that maco-gpu-elementwise-kernels builds can be run and
// compared with the op they replace on a machine without a GPU
// (test/Conversion/MacoToCuda/gpu-elementwise-kernels-run.mlir,
// gpu-reduction-kernels-run.mlir); synchronous `gpu.alloc`, `gpu.dealloc`,
// `gpu.memcpy` and `gpu.memset` become `memref.alloc`, `memref.dealloc`,
// `memref.copy` and `linalg.fill`. A body
// with ops that make threads communicate (barriers, shuffles, block
// reductions) or with several blocks is an error naming the op.
//
//===----------------------------------------------------------------------===//

#include "maco/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::maco {
#define GEN_PASS_DEF_GPULAUNCHTOLOOPS
#include "maco/Conversion/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;

namespace {
struct GpuLaunchToLoopsPass
    : public maco::impl::GpuLaunchToLoopsBase<GpuLaunchToLoopsPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation()->walk([&](gpu::LaunchOp op) { launches.push_back(op); });
    for (gpu::LaunchOp launch : launches)
      if (failed(lower(launch)))
        return signalPassFailure();
    // Synchronous GPU buffers (a split reduction's partial values), copies
    // and memsets become host buffers, copies and fills.
    SmallVector<Operation *> buffers;
    getOperation()->walk([&](Operation *op) {
      if (auto alloc = dyn_cast<gpu::AllocOp>(op);
          alloc && !alloc.getAsyncToken())
        buffers.push_back(op);
      if (auto dealloc = dyn_cast<gpu::DeallocOp>(op);
          dealloc && !dealloc.getAsyncToken())
        buffers.push_back(op);
      if (auto copy = dyn_cast<gpu::MemcpyOp>(op);
          copy && !copy.getAsyncToken())
        buffers.push_back(op);
      if (auto set = dyn_cast<gpu::MemsetOp>(op); set && !set.getAsyncToken())
        buffers.push_back(op);
    });
    for (Operation *op : buffers) {
      OpBuilder b(op);
      if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
        Value host = memref::AllocOp::create(b, op->getLoc(), alloc.getType(),
                                             alloc.getDynamicSizes(),
                                             alloc.getSymbolOperands());
        alloc.getMemref().replaceAllUsesWith(host);
      } else if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
        memref::CopyOp::create(b, op->getLoc(), copy.getSrc(), copy.getDst());
      } else if (auto set = dyn_cast<gpu::MemsetOp>(op)) {
        linalg::FillOp::create(b, op->getLoc(), set.getValue(), set.getDst());
      } else {
        memref::DeallocOp::create(b, op->getLoc(),
                                  cast<gpu::DeallocOp>(op).getMemref());
      }
      op->erase();
    }
  }

  static LogicalResult lower(gpu::LaunchOp launch) {
    if (!launch.getBody().hasOneBlock())
      return launch.emitError("maco-gpu-launch-to-loops: a launch body of "
                              "several blocks is not supported");
    if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty() ||
        launch.getNumWorkgroupAttributions() != 0 ||
        launch.getNumPrivateAttributions() != 0)
      return launch.emitError("maco-gpu-launch-to-loops: asynchronous "
                              "launches and memory attributions are not "
                              "supported");
    WalkResult communicating = launch.getBody().walk([](Operation *op) {
      if (isa<gpu::BarrierOp, gpu::ShuffleOp, gpu::AllReduceOp,
              gpu::SubgroupReduceOp>(op)) {
        op->emitError("maco-gpu-launch-to-loops: '")
            << op->getName()
            << "' makes the threads of a block communicate; host loops "
               "run them one after another";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (communicating.wasInterrupted())
      return failure();
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value bounds[6] = {launch.getGridSizeZ(),  launch.getGridSizeY(),
                       launch.getGridSizeX(),  launch.getBlockSizeZ(),
                       launch.getBlockSizeY(), launch.getBlockSizeX()};
    Value ivs[6];
    for (int i = 0; i < 6; ++i) {
      auto loop = scf::ForOp::create(b, loc, zero, bounds[i], one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs[i] = loop.getInductionVar();
    }
    // The body's ids become the loop variables, its sizes the bounds.
    gpu::KernelDim3 blockIds = launch.getBlockIds();
    gpu::KernelDim3 threadIds = launch.getThreadIds();
    gpu::KernelDim3 grid = launch.getGridSize();
    gpu::KernelDim3 block = launch.getBlockSize();
    Value ids[6] = {blockIds.z,  blockIds.y,  blockIds.x,
                    threadIds.z, threadIds.y, threadIds.x};
    Value sizes[6] = {grid.z, grid.y, grid.x, block.z, block.y, block.x};
    IRMapping map;
    for (int i = 0; i < 6; ++i) {
      map.map(ids[i], ivs[i]);
      map.map(sizes[i], bounds[i]);
    }
    for (Operation &op : launch.getBody().front().without_terminator())
      b.clone(op, map);
    launch.erase();
    return success();
  }
};
} // namespace
