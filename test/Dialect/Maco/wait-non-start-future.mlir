// RUN: maco-opt %s -split-input-file -verify-diagnostics

// A future must come from a `*_start` op: a function or block argument is
// rejected.

func.func @wait_on_argument(%f: !maco.future<tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error @+1 {{'maco.wait' op operand must be the future of a 'maco.*_start' op}}
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}

// -----

func.func @wait_on_block_argument(%f: !maco.future<>) {
  cf.br ^bb1(%f : !maco.future<>)
^bb1(%g: !maco.future<>):
  // expected-error @+1 {{'maco.wait' op operand must be the future of a 'maco.*_start' op}}
  maco.wait %g : !maco.future<>
  return
}
