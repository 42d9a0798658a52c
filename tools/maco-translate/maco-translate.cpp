//===- maco-translate.cpp - MLIR (LLVM dialect) -> LLVM IR ----------------===//
//
// mlir-translate with the maco dialects registered: after `maco-to-cpu`,
// `maco-translate --mlir-to-llvmir` gives LLVM IR that llc/clang turn into
// an object file to link with libmaco_cg and libmaco_runtime (see README).
//
//===----------------------------------------------------------------------===//

#include "maco/InitAllDialects.h"
#include "maco/Support/CrashMessage.h"

#include "mlir/InitAllTranslations.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  mlir::registerAllTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "maco translation driver\n"));
}
