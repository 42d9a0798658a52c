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

// -----

// `maco.element_type` (maco-import: the unsigned type of a JAX uint32
// argument that IREE made signless) must be the unsigned integer type of
// the elements' width.
// expected-error @+1 {{'maco.element_type' of argument #0 ('tensor<2xi64>') must be the unsigned integer type of its elements' width (e.g. ui32 on tensor<2xi32>), got ui32}}
func.func @element_type_width(%k: tensor<2xi64> {maco.element_type = ui32}) {
  return
}

// -----

// expected-error @+1 {{'maco.element_type' of result #0 ('tensor<2xf32>') must be the unsigned integer type of its elements' width (e.g. ui32 on tensor<2xi32>), got f32}}
func.func @element_type_float() -> (tensor<2xf32> {maco.element_type = f32}) {
  %c = arith.constant dense<0.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// -----

// expected-error @+1 {{unknown maco result attribute 'maco.replicated'}}
func.func @result_attr() -> (tensor<2xf32> {maco.replicated}) {
  %c = arith.constant dense<0.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// -----

// An unsigned type of the elements' width is accepted.
func.func @element_type_ok(%k: tensor<2xi32> {maco.element_type = ui32}) -> (tensor<2xi32> {maco.element_type = ui32}) {
  return %k : tensor<2xi32>
}
