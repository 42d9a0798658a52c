//===- MlirMutator.h - structure-aware mutations of MLIR text ---*- C++ -*-===//
//
// Byte flips rarely turn an MLIR program into another parseable program, so
// a fuzzer driven by them spends its time in the lexer. The mutator below
// edits the text at the level of MLIR's syntax and of maco's programs, so
// that most mutants still parse and many still verify, and the passes see
// them:
//
//   element type   every `f32` becomes `f16` (all occurrences, so the
//                  program stays consistent), likewise i32, f64, bf16, ...
//                  (not index: upstream's linalg parsers crash on it)
//   dimension      one size in the shaped types (`tensor<4x8xf32>`) changes
//                  everywhere it occurs as a dimension, or becomes `?`
//   grid shape     `shape = 4` becomes `2x2`, `?`, `1`, `3`, `2x?`, ...
//   enum           a reduction kind or algorithm becomes another one
//   axes           `[0]` becomes `[1]`, `[0, 1]`, `[]`, ...
//   integer        one integer literal becomes 0, 1, -1, n +- 1, 2^k, ...
//   duplicate op   a one-line op `%v = ...` is repeated with a fresh result
//                  name; an op without results is repeated as is
//   swap operands  two SSA operands of one line trade places
//   redirect use   one use of a value is replaced by another value
//   delete op      one line is removed
//   splice         a line of another input is inserted (the crossover)
//
// Each call applies one to three of them, chosen by the seed libFuzzer
// passes, so a run is reproducible. Lines that open or close regions are
// never duplicated or deleted on their own.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_TOOLS_FUZZER_MLIRMUTATOR_H
#define MACO_TOOLS_FUZZER_MLIRMUTATOR_H

#include <cstdint>
#include <string>

namespace mlir::maco::fuzz {
/// Returns a mutant of `text`; `other` (may be empty) is a second input
/// that lines may be taken from.
std::string mutateMlir(const std::string &text, const std::string &other,
                       uint32_t seed);
} // namespace mlir::maco::fuzz

#endif
