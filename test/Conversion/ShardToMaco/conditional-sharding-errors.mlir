// An element read (tensor.extract: a lax.cond predicate, an index) from a
// split tensor that upstream shard-partition is given directly
// (maco-partition-annotated reads it replicated): an error naming the
// reason.
//
// RUN: maco-opt %S/Inputs/extract-split-direct.mlir --pass-pipeline="builtin.module(func.func(shard-partition))" -verify-diagnostics -o /dev/null
