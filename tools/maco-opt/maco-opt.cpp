//===- maco-opt.cpp - mlir-opt with the maco dialect and passes -----------===//

#include "maco/InitAllDialects.h"
#include "maco/InitAllPasses.h"
#include "maco/Support/CrashMessage.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  mlir::DialectRegistry registry;
  mlir::maco::registerAllDialects(registry);
  mlir::maco::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "maco optimizer driver\n", registry));
}
