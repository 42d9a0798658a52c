//===- maco-translate.cpp - MLIR (LLVM dialect) -> LLVM IR ----------------===//
//
// upstream's mlir-translate translations (the maco dialect is not
// registered: a translation registers the dialects it reads), with maco's
// crash message: after `maco-to-cpu`, `maco-translate --mlir-to-llvmir`
// gives LLVM IR that llc/clang turn into an object file to link with
// libmaco_cg and libmaco_runtime (docs/compiler.md, "Ahead of time").
//
//===----------------------------------------------------------------------===//

#include "maco/Support/CrashMessage.h"

#include "mlir/InitAllTranslations.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  mlir::registerAllTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "maco translation driver\n"));
}
