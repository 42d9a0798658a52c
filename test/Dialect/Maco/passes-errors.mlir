// RUN: not maco-opt %s -maco-async-collectives=stream=0 2>&1 | FileCheck %s --check-prefix=STREAM
// RUN: not maco-opt %s -maco-schedule=max-in-flight=-1 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not maco-opt %s -maco-schedule=memory-budget=-1 2>&1 | FileCheck %s --check-prefix=BUDGET

// STREAM: maco-async-collectives: stream must be >= 1, got 0
// BOUND: maco-schedule: max-in-flight must be >= 0, got -1
// BUDGET: maco-schedule: memory-budget must be >= 0, got -1

func.func @f() {
  return
}
