// RUN: not maco-opt %s -maco-estimate=target=nowhere -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not maco-opt %s -maco-estimate=trace-file=%t.missing/dir/x.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: maco-opt %s -maco-estimate -verify-diagnostics -o /dev/null

// TARGET: error: maco: target option 'nowhere' is neither a built-in target
// FILE: error: maco-estimate: cannot write trace file '{{.*}}x.json'

shard.grid @g(shape = 4)
shard.grid @any(shape = ?)

// A dynamic dimension without a bound in the IR (a function argument's) is
// priced at the stated default, with a remark; one whose bound the IR
// implies (the affine.min) is priced at it, without one; a collective over
// a grid of dynamic size cannot be priced.
func.func @dynamic(%x: tensor<?xf32>, %a: tensor<?x8xf32>, %n: index) -> (tensor<?xf32>, tensor<?x8xf32>, tensor<?xf32>, tensor<4xf32>) {
  // expected-remark @+1 {{maco-estimate: 'maco.all_reduce' has a dynamic dimension without a bound in the IR; priced at 256}}
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<?xf32> -> tensor<?xf32>
  // expected-remark @+1 {{maco-estimate: 'arith.addf' has a dynamic dimension without a bound in the IR; priced at 256}}
  %s = arith.addf %a, %a : tensor<?x8xf32>
  %m = affine.min affine_map<(d0) -> (d0, 1024)>(%n)
  %e = tensor.empty(%m) : tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %y = arith.constant dense<1.0> : tensor<4xf32>
  // expected-remark @+1 {{maco-estimate: the time of 'maco.all_reduce' is unknown (dynamic shape or unknown group); counted as 0}}
  %z = maco.all_reduce %y on @any grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %r, %s, %f, %z : tensor<?xf32>, tensor<?x8xf32>, tensor<?xf32>, tensor<4xf32>
}
