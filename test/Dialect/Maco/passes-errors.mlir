// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-async-collectives{stream=0}))' 2>&1 | FileCheck %s --check-prefix=STREAM
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{max-in-flight=-1}))' 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{memory-budget=-1}))' 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-async-collectives{exclude=send,all_reduc}))' 2>&1 | FileCheck %s --check-prefix=EXCLUDE
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-select-algorithm{force=bogus}))' 2>&1 | FileCheck %s --check-prefix=FORCE
// RUN: not maco-opt %s --pass-pipeline='builtin.module(maco-if-dialects{dialects=func pipeline=no-such-pass})' 2>&1 | FileCheck %s --check-prefix=IFPIPE

// Counts and sizes are unsigned options: the option parser rejects negative
// values; the other checks run once per pass, not once per function.
// STREAM: maco-async-collectives: stream must be >= 1 (stream 0 is the compute stream), got 0
// STREAM-NOT: stream must
// BOUND: for the --max-in-flight option: '-1' value invalid for uint argument!
// BUDGET: for the --memory-budget option: '-1' value invalid for
// FORCE: maco-select-algorithm: unknown algorithm 'bogus' in force=; expected ring, recursive_doubling, tree or direct
// IFPIPE: error: maco-if-dialects: invalid pipeline 'no-such-pass': {{.*}}no-such-pass
// EXCLUDE: maco-async-collectives: unknown collective kind 'all_reduc' in exclude (kinds: all_reduce, all_gather, reduce_scatter, broadcast, all_to_all, permute, send, recv)

func.func @f() {
  return
}

func.func @g() {
  return
}
