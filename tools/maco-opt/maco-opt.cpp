//===- maco-opt.cpp - mlir-opt with the maco dialect and passes -----------===//

#include "maco/InitAllDialects.h"
#include "maco/InitAllPasses.h"
#include "maco/Pipelines/Pipelines.h"
#include "maco/Support/CrashMessage.h"
#include "maco/Support/ParseProgram.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <vector>

/// Rejects, with an error at its location, an input file holding text that
/// upstream MLIR 22's parser crashes on (maco::findUpstreamParserCrash).
/// Standard input is left to the parser: reading it here would consume it.
static bool hasUpstreamParserCrash(llvm::StringRef inputFilename) {
  if (inputFilename == "-")
    return false;
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file =
      mlir::openInputFile(inputFilename, &error);
  if (!file)
    return false; // MlirOptMain reports it.
  auto crash = mlir::maco::findUpstreamParserCrash(file->getBuffer());
  if (!crash)
    return false;
  llvm::SourceMgr sourceMgr;
  const char *start = file->getBufferStart();
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(start + crash->first),
                         llvm::SourceMgr::DK_Error, crash->second);
  return true;
}

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  // An error on an op names the op and its location; MLIR's default adds
  // the op printed in generic form, which for a function is the whole
  // function ("see current operation: ..."). maco-opt leaves it out unless
  // asked: --mlir-print-op-on-diagnostic.
  std::vector<char *> args(argv, argv + argc);
  bool asked = llvm::any_of(args, [](llvm::StringRef arg) {
    return arg.ltrim('-').starts_with("mlir-print-op-on-diagnostic");
  });
  static char quiet[] = "--mlir-print-op-on-diagnostic=false";
  if (!asked)
    args.insert(args.begin() + 1, quiet);
  argc = static_cast<int>(args.size());
  argv = args.data();
  mlir::DialectRegistry registry;
  mlir::maco::registerAllDialects(registry);
  mlir::maco::registerAllPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "maco optimizer driver\n", registry);
  if (hasUpstreamParserCrash(inputFilename))
    return 1;
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, inputFilename, outputFilename, registry));
}
