//===- maco-translate.cpp - MLIR (LLVM dialect) -> LLVM IR ----------------===//
//
// upstream's mlir-translate translations (the maco dialect is not
// registered: a translation registers the dialects it reads), with maco's
// crash message: after `maco-to-cpu`, `maco-translate --mlir-to-llvmir`
// gives LLVM IR that llc/clang turn into an object file to link with
// libmaco_cg and libmaco_runtime (docs/compiler.md, "Ahead of time").
// Before upstream's driver parses the input file, text that upstream MLIR
// 22's parser crashes on is reported as an error, as maco-opt does
// (maco::reportUpstreamParserCrash; standard input is left to the driver).
//
//===----------------------------------------------------------------------===//

#include "maco/InitAllDialects.h"
#include "maco/Support/CrashMessage.h"
#include "maco/Support/ParseProgram.h"

#include "mlir/InitAllTranslations.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <string>

namespace {
/// What the command line says about the input, read before
/// mlirTranslateMain parses it (its options are its own): the input file
/// (the one argument that is neither an option nor `-o`'s value; "-" for
/// standard input or when unclear), --split-input-file's marker and
/// --allow-unregistered-dialect.
struct InputArgs {
  std::string file = "-";
  std::string splitMarker;
  bool allowUnregistered = false;
};
} // namespace

static InputArgs readInputArgs(llvm::ArrayRef<char *> args) {
  InputArgs input;
  int positional = 0;
  for (size_t i = 1; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    llvm::StringRef option = arg.ltrim('-');
    if (arg == "-o" || arg == "--o") {
      ++i; // its value
    } else if (option == "split-input-file") {
      input.splitMarker = "// -----";
    } else if (option.consume_front("split-input-file=")) {
      input.splitMarker = option.str();
    } else if (option == "allow-unregistered-dialect") {
      input.allowUnregistered = true;
    } else if (!arg.starts_with("-") || arg == "-") {
      input.file = arg.str();
      ++positional;
    }
  }
  if (positional != 1)
    input.file = "-";
  return input;
}

int main(int argc, char **argv) {
  mlir::maco::setCrashMessage();
  InputArgs input = readInputArgs(llvm::ArrayRef(argv, argc));
  // Standard input is left to mlirTranslateMain: reading it here would
  // consume it.
  std::string error;
  if (std::unique_ptr<llvm::MemoryBuffer> file =
          input.file == "-" ? nullptr
                            : mlir::openInputFile(input.file, &error)) {
    mlir::DialectRegistry registry;
    mlir::maco::registerAllDialects(registry);
    if (mlir::maco::reportUpstreamParserCrash(
            *file, registry, input.allowUnregistered, input.splitMarker))
      return 1;
  }
  mlir::registerAllTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "maco translation driver\n"));
}
