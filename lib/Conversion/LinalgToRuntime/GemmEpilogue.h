//===- GemmEpilogue.h - element-wise ops a GEMM can apply itself -*- C++
//-*-===//
//
// Recognizes the body of an element-wise linalg op that reads a GEMM's
// result as one of the epilogues the runtime's GEMM applies
// (maco_rt_gemm_epilogue): act(c + bias + residual), with each addend
// optional but c, act one of identity, ReLU and the tanh form of GELU
// (cuBLASLt's GELU epilogue; the erf form is not it and is not matched).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_LINALGTORUNTIME_GEMMEPILOGUE_H
#define MACO_LIB_CONVERSION_LINALGTORUNTIME_GEMMEPILOGUE_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Value.h"

#include <optional>

namespace mlir::maco {

/// What a body computes from its GEMM operand.
struct EpilogueBody {
  /// maco_rt_epilogue_t: 0 none, 1 ReLU, 2 tanh GELU.
  int activation = 0;
  /// The block arguments added to the GEMM's value (each at most once):
  /// a bias (varying along N) and a residual (the GEMM's shape); null when
  /// absent.
  Value bias, residual;
  /// A value from outside the body added as a scalar bias (a constant or a
  /// function value), or null.
  Value scalar;
};

/// Matches `body` (a linalg op's block whose yield is its only result)
/// as act(c + bias + residual + scalar) where `c` is the block argument of
/// the GEMM's result, `biasArg` and `residualArg` the block arguments that
/// may be the bias and the residual (null: none may). The sum may be in any
/// order and through extf (a narrow GEMM result computed in f32); the
/// activation is recognized by evaluating the ops between the sum and the
/// yield at points from -10 to 10 in double precision and comparing with
/// each candidate's formula, so any spelling of ReLU (max, select) or of
/// the tanh GELU matches and nothing else does.
std::optional<EpilogueBody> matchEpilogueBody(Block &body, BlockArgument c,
                                              BlockArgument biasArg,
                                              BlockArgument residualArg);

} // namespace mlir::maco

#endif // MACO_LIB_CONVERSION_LINALGTORUNTIME_GEMMEPILOGUE_H
