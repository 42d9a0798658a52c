// An error names its op and location; maco-run, maco-compile and maco-opt
// do not print the op in full under it ("see current operation", for an
// error on a function the whole function) unless asked.
//
// RUN: not maco-opt %s --maco-frontend 2>&1 | FileCheck %s
// RUN: not maco-opt %s --maco-frontend --mlir-print-op-on-diagnostic 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not maco-run %s 2>&1 | FileCheck %s
// RUN: not maco-run --print-op-on-diagnostic %s 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not maco-compile %s -o %t 2>&1 | FileCheck %s
// RUN: not maco-compile --print-op-on-diagnostic %s -o %t 2>&1 | FileCheck %s --check-prefix=FULL
// REQUIRES: mpi

// CHECK: diagnostics-no-op-dump.mlir:[[@LINE+6]]:1: error: 'func.func' op only one block is supported!
// CHECK: diagnostics-no-op-dump.mlir:[[@LINE+5]]:1: error: partitioning @multi_block with upstream sharding-propagation + shard-partition failed
// CHECK-NOT: see current operation
// FULL: see current operation
// FULL-NEXT: "func.func"()
shard.grid @g(shape = 2)
func.func @multi_block(%x: tensor<6x6xi32>, %c: i1) -> tensor<6x6xi32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %x to %s : tensor<6x6xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : tensor<6x6xi32>
^bb2:
  %1 = arith.addi %0, %0 : tensor<6x6xi32>
  return %1 : tensor<6x6xi32>
}

func.func @main() {
  return
}
