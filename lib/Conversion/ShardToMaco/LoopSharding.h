//===- LoopSharding.h - partitioning of scf.for (internal) -----*- C++ -*-===//
//
// The three parts of partitioning a loop (LoopSharding.cpp's file
// comment), used by maco-partition-annotated.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H
#define MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::maco {
/// A loop of a partitioned function and the function its body became.
struct OutlinedLoop {
  scf::ForOp loop;
  func::FuncOp body;
};

/// Runs both branches of every scf.if in `func`'s block that only computes
/// and selects the results (part 0).
void speculateConditionals(func::FuncOp func);

/// Outlines the body of every scf.for in `func`'s block (part 1).
FailureOr<SmallVector<OutlinedLoop>> outlineLoopBodies(func::FuncOp func);

/// Annotates the body function with the loop-carried values' shardings
/// that propagation chose for the loop (part 3).
LogicalResult annotateLoopBody(OutlinedLoop &outlined);
} // namespace mlir::maco

#endif // MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H
