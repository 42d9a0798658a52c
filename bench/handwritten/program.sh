# shellcheck shell=bash
# Sourced by bench/handwritten/run.sh and build-aot.sh: the benchmark
# program, bench/combine/gradients.mlir on NP ranks with ELEMS f32 per
# gradient and STEPS steps, on standard output.
gradients_program() { # np elems steps
  sed -e "s/shape = 4/shape = $1/" -e "s/512xf32/${2}xf32/g" \
    -e "s/%steps = arith.constant 2000 : index/%steps = arith.constant $3 : index/" \
    "$(dirname "${BASH_SOURCE[0]}")/../combine/gradients.mlir"
}
