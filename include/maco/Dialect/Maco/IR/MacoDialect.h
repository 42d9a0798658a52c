//===- MacoDialect.h - maco dialect -----------------------------*- C++ -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACODIALECT_H
#define MACO_DIALECT_MACO_IR_MACODIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "maco/Dialect/Maco/IR/MacoOpsDialect.h.inc"

#endif // MACO_DIALECT_MACO_IR_MACODIALECT_H
