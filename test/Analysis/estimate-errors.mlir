// RUN: not maco-opt %s -maco-estimate=target=nowhere -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not maco-opt %s -maco-estimate=trace-file=%t.missing/dir/x.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: maco-opt %s -maco-estimate -verify-diagnostics -o /dev/null

// TARGET: error: maco: target option 'nowhere' is neither a built-in target
// FILE: error: maco-estimate: cannot write trace file '{{.*}}x.json'

shard.grid @g(shape = 4)
func.func @dynamic(%x: tensor<?xf32>, %a: tensor<?x8xf32>) -> (tensor<?xf32>, tensor<?x8xf32>) {
  // expected-remark @+1 {{maco-estimate: the time of 'maco.all_reduce' is unknown (dynamic shape or unknown group); counted as 0}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  // expected-remark @+1 {{maco-estimate: the cost of 'arith.addf' is unknown (dynamic shape or unknown group); counted as 0}}
  %s = arith.addf %a, %a : tensor<?x8xf32>
  return %r, %s : tensor<?xf32>, tensor<?x8xf32>
}
