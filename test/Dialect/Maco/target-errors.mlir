// Target selection errors: unknown names, unreadable and malformed files.
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=no-such-target}))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: printf 'name = x\npeak-flops = 1e12\nmem-bandwidth = 1e11\nintra-latency = 1e-6\nintra-bandwidth = 1e9\nwarp = 9\n' > %t.bad-key
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.bad-key}))' 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: printf 'peak-flops = fast\n' > %t.bad-number
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.bad-number}))' 2>&1 | FileCheck %s --check-prefix=NUMBER
// RUN: printf 'peak-flops = 1e12\n' > %t.missing
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.missing}))' 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: printf 'peak-flops = 1e12\npeak-flops = 2e12\n' > %t.dup
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.dup}))' 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: printf 'peak-flops = 1e12\nmem-bandwidth = 1e11\nintra-latency = 1e-6\nintra-bandwidth = 1e9\ncontention = 0.5\n' > %t.contention
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.contention}))' 2>&1 | FileCheck %s --check-prefix=CONTENTION
// RUN: printf 'peak-flops = 1e12\nmem-bandwidth = 1e11\nintra-latency = 1e-6\nintra-bandwidth = 1e9\ncomm-contention = 0.5\n' > %t.comm-contention
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.comm-contention}))' 2>&1 | FileCheck %s --check-prefix=COMM-CONTENTION
// RUN: printf 'peak-flops = 0\nmem-bandwidth = 1e11\nintra-latency = 1e-6\nintra-bandwidth = 1e9\n' > %t.zero
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.zero}))' 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: printf 'just words\n' > %t.syntax
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.syntax}))' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: printf 'peak-flops = 1e12\nmem-bandwidth = 1e11\nintra-latency = 1e-6\nintra-bandwidth = 1e9\nranks-per-node = 0\n' > %t.ranks
// RUN: not maco-opt %s --pass-pipeline='builtin.module(func.func(maco-schedule{target=%t.ranks}))' 2>&1 | FileCheck %s --check-prefix=RANKS
// RUN: sed 's/"cpu-local"/"nowhere"/' %s | not maco-opt --pass-pipeline='builtin.module(func.func(maco-combine-collectives))' 2>&1 | FileCheck %s --check-prefix=ATTR

// UNKNOWN: error: maco: target option 'no-such-target' is neither a built-in target (cpu-local, h100-nvlink-8, h200-nvlink-8, h100-ib-2x8) nor a readable file
// KEY: error: maco: bad target description '{{.*}}.bad-key': line 6: unknown key 'warp' (known: name, peak-flops,
// NUMBER: error: maco: bad target description '{{.*}}': line 1: 'peak-flops' must be a non-negative number, got 'fast'
// MISSING: error: maco: bad target description '{{.*}}': missing required key 'mem-bandwidth'
// DUP: error: maco: bad target description '{{.*}}': line 2: duplicate key 'peak-flops' (first on line 1)
// CONTENTION: error: maco: bad target description '{{.*}}': line 5: 'contention' must be >= 1 (a slowdown factor)
// COMM-CONTENTION: error: maco: bad target description '{{.*}}': line 5: 'comm-contention' must be >= 1 (a slowdown factor)
// ZERO: error: maco: bad target description '{{.*}}': line 1: 'peak-flops' must be positive
// SYNTAX: error: maco: bad target description '{{.*}}': line 1: expected 'key = value', got 'just words'
// RANKS: error: maco: bad target description '{{.*}}': line 5: 'ranks-per-node' must be a positive integer, got '0'
// ATTR: error: maco: maco.target attribute 'nowhere' is neither a built-in target

module attributes {maco.target = "cpu-local"} {
  shard.grid @g(shape = 4)
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
    %f = maco.all_reduce_start %r on @g grid_axes = [0] : tensor<8xf32> -> !maco.future<tensor<8xf32>>
    %w = maco.wait %f : !maco.future<tensor<8xf32>>
    return %w : tensor<8xf32>
  }
}
