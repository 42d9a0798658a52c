// RUN: maco-opt %s -split-input-file -verify-diagnostics

// `maco.replicated` marks a function argument whose value is the same on
// every rank; the dialect checks where it appears and its form.

// expected-error @+1 {{'maco.replicated' must be a unit attribute}}
func.func @not_unit(%x: tensor<4xf32> {maco.replicated = 1 : i64}) {
  return
}

// -----

// expected-error @+1 {{unknown maco argument attribute 'maco.replicate'}}
func.func @misspelt(%x: tensor<4xf32> {maco.replicate}) {
  return
}
