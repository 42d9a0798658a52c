// A slice along a split dimension that upstream shard-partition is given
// directly (maco-partition-annotated gathers first: slice-sharding.mlir):
// an error on the slice naming the reason.
//
// RUN: maco-opt %S/Inputs/slice-split-direct.mlir --pass-pipeline="builtin.module(func.func(shard-partition))" -verify-diagnostics -o /dev/null
//
// What upstream's partitioner builds is verified by maco-partition-annotated
// itself, not only by the pass manager (maco-run and maco-opt-fuzzer do not
// verify between passes; --verify-each=false stands in for them here): a
// slice over a grid of dynamic size that it partitions into IR that does
// not verify is an error, not invalid IR passed on (found by
// maco-opt-fuzzer).
// RUN: not maco-opt %S/Inputs/slice-dynamic-grid.mlir --maco-partition-annotated --verify-each=false 2>&1 | FileCheck %s --check-prefix=DYN
// DYN: slice-dynamic-grid.mlir:7:8: error: expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes'
// DYN: slice-dynamic-grid.mlir:4:1: error: partitioning @qkv with upstream sharding-propagation + shard-partition failed
