//===- CrashMessage.h - what a maco tool prints when it crashes -*- C++ -*-===//
//
// The maco tools link upstream MLIR, and some upstream MLIR 22 verifiers
// and passes crash on user input (the shard dialect divides by zero-sized
// grid axes while verifying). LLVM's default crash banner asks for an LLVM
// bug report; the maco tools say instead whose crash it may be and where
// to report it.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_SUPPORT_CRASHMESSAGE_H
#define MACO_SUPPORT_CRASHMESSAGE_H

#include "llvm/Support/PrettyStackTrace.h"

namespace mlir::maco {
/// Replaces LLVM's "PLEASE submit a bug report" banner (printed before the
/// stack trace of a crash).
inline void setCrashMessage() {
  llvm::setBugReportMsg(
      "This maco tool crashed. If a line 'maco: FILE:LINE:COL: ...' comes "
      "first, the compiled program stopped at one of its run-time checks "
      "(e.g. a dimension that the ranks do not divide): fix the input or "
      "the rank count. If the top frames of the stack trace below "
      "are in upstream MLIR (mlir::shard::, mlir::bufferization::, ...), "
      "the crash is upstream MLIR 22's: known cases are shard ops on a grid "
      "with a zero-sized axis (upstream's verifiers divide by it; maco-run "
      "rejects such grids before verifying) and shard-partition run directly "
      "on partly annotated functions (maco-frontend checks them first). "
      "Otherwise it is maco's: please "
      "report it with the input file and the command line.\n");
}
} // namespace mlir::maco

#endif // MACO_SUPPORT_CRASHMESSAGE_H
