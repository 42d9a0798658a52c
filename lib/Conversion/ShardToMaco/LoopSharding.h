//===- LoopSharding.h - partitioning of scf loops (internal) -----*- C++
//-*-===//
//
// The parts of partitioning a loop (LoopSharding.cpp's file
// comment), used by maco-partition-annotated.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H
#define MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::maco {
/// A loop of a partitioned function (scf.for or scf.while) and the
/// functions its regions became: `body` (scf.for's body, scf.while's
/// `do` region) and, for scf.while, `cond` (its condition region).
struct OutlinedLoop {
  Operation *loop;
  func::FuncOp body;
  func::FuncOp cond;
};

/// The loop-carried initial values of an scf.for or scf.while.
OperandRange loopInits(Operation *loop);

/// Whether `op` is an outlined scf.for or scf.while whose body calls
/// `body`.
bool callsBody(Operation *op, func::FuncOp body);

/// Runs both branches of every scf.if in `func`'s block that only computes
/// and selects the results (part 0).
void speculateConditionals(func::FuncOp func);

/// Outlines the body of every scf.for and the regions of every scf.while
/// in `func`'s block (part 1).
FailureOr<SmallVector<OutlinedLoop>> outlineLoopBodies(func::FuncOp func);

/// Annotates the body (and condition) function with the loop-carried
/// values' shardings that propagation chose for the loop (part 3).
LogicalResult annotateLoopBody(OutlinedLoop &outlined);
} // namespace mlir::maco

#endif // MACO_LIB_CONVERSION_SHARDTOMACO_LOOPSHARDING_H
