// A slice along a split dimension that upstream shard-partition is given
// directly (maco-partition-annotated gathers first: slice-sharding.mlir):
// an error on the slice naming the reason.
//
// RUN: maco-opt %S/Inputs/slice-split-direct.mlir --pass-pipeline="builtin.module(func.func(shard-partition))" -verify-diagnostics -o /dev/null
