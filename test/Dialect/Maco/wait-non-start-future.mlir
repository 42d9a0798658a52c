// RUN: maco-opt %s -split-input-file -verify-diagnostics

// KNOWN BUG: maco.wait has no verifier, so a future that was not produced
// by a `*_start` op in the same block (a function argument, a block
// argument) is accepted, although the rules say every future is created by
// a start and waited exactly once in its block. Remove the XFAIL line once
// WaitOp verifies its operand's defining op.

func.func @wait_on_argument(%f: !maco.future<tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error @+1 {{'maco.wait' op}}
  %r = maco.wait %f : !maco.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}

// -----

func.func @wait_on_block_argument(%f: !maco.future<>) {
  cf.br ^bb1(%f : !maco.future<>)
^bb1(%g: !maco.future<>):
  // expected-error @+1 {{'maco.wait' op}}
  maco.wait %g : !maco.future<>
  return
}
