//===- maco-compile.cpp - compile a maco program to an executable ---------===//
//
//   maco-compile FILE.mlir -o PROG [--emit=exe|obj|llvm|mlir]
//                [--entry=main] [--no-optimize] [--ranks=N]
//                [--optimize-options="chunks=4 ..."]
//                [--backend=cpu|cuda] [--cuda-options="chip=sm_90 ..."]
//                [--cpu-options="stack-buffer-bytes=0"] [--verify-each]
//                [-O0..3] [--cc=PATH] [-v]
//
// The ahead-of-time counterpart of maco-run, in one step and one process:
// parses FILE (grids with zero-sized axes rejected before verification, as
// in maco-run), compiles it with the registered pipelines `maco-frontend`,
// `maco-optimize` (unless --no-optimize) and `maco-to-cpu` (`maco-to-cuda`
// with --backend=cuda) -- what maco-run compiles; with --ranks=N, grids of
// dynamic size are sized for N ranks first -- translates the result
// to LLVM IR, optimizes it at -O2 (maco-run's JIT level) for this host, and
// writes an object file with LLVM's TargetMachine. For an executable
// (--emit=exe, the default) the entry function, if it takes no arguments,
// is renamed `maco_program_main`; every public function that takes and
// returns ranked tensors (the entry among them) gets a packed wrapper in a
// table with its signature (tools/common/EntrySignature.h), which
// libmaco_main.a's main() runs on .npy files when the executable is given
// --entry/--input/--output-dir/--output (maco/runtime/entry.h; the CPU
// backend only). The object is linked by the C compiler driver
// (--cc; by default the one maco was built with) with the runtime
// (libmaco_main.a, whose main() runs it and finalizes the runtime,
// libmaco_cg, libmaco_runtime, and libmaco_runtime_cuda for --backend=cuda)
// from the lib/ directory next to this tool's bin/, and MLIR's runner
// utilities (printMemrefF32, ...), with an rpath to both directories. The
// program then runs under `mpirun` like `maco-run FILE`.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/IR/MacoOps.h"
#include "maco/InitAllPasses.h"
#include "maco/Pipelines/Pipelines.h"
#include "maco/Support/CrashMessage.h"
#include "maco/Support/ProgramDriver.h"

#include "EntrySignature.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdlib>

using namespace mlir;
namespace cl = llvm::cl;

namespace {
enum class Emit { Exe, Obj, LLVM, MLIR };
} // namespace

static cl::OptionCategory macoCompileCategory("maco-compile options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required,
                                      cl::cat(macoCompileCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output file"),
                                       cl::value_desc("filename"),
                                       cl::init("a.out"),
                                       cl::cat(macoCompileCategory));
static cl::opt<Emit>
    emit("emit", cl::desc("What to write"), cl::init(Emit::Exe),
         cl::values(
             clEnumValN(Emit::Exe, "exe",
                        "an executable linked with the runtime (default)"),
             clEnumValN(Emit::Obj, "obj",
                        "an object file (entry function not renamed)"),
             clEnumValN(Emit::LLVM, "llvm",
                        "optimized LLVM IR, text (entry function not renamed)"),
             clEnumValN(Emit::MLIR, "mlir",
                        "the LLVM dialect module the pipelines produce")),
         cl::cat(macoCompileCategory));
static cl::opt<std::string> entry("entry",
                                  cl::desc("Function the executable runs by "
                                           "default (--entry of the "
                                           "executable chooses another)"),
                                  cl::init("main"),
                                  cl::cat(macoCompileCategory));
static cl::opt<int64_t> ranks(
    "ranks",
    cl::desc("Rank count to compile for: grids of dynamic size are sized for "
             "it (maco-frontend{ranks=N}), so that maco-optimize prices "
             "every shape and collective; the executable then runs on N "
             "ranks only. 0 (default): any rank count, dynamic grids "
             "unpriced"),
    cl::init(0), cl::cat(macoCompileCategory));
/// --no-optimize, --optimize-options, --backend, --cuda-options,
/// --cpu-options, --verify-each, --print-op-on-diagnostic: as in maco-run.
static maco::ProgramOptions programOptions(macoCompileCategory);
static cl::opt<unsigned> optLevel("O",
                                  cl::desc("LLVM optimization level (0-3)"),
                                  cl::Prefix, cl::init(2),
                                  cl::cat(macoCompileCategory));
static cl::opt<std::string> cc(
    "cc",
    cl::desc("C compiler driver that links the executable (default: "
             "$MACO_CC, else the compiler maco was built with, " MACO_CC ")"),
    cl::init(""), cl::cat(macoCompileCategory));
static cl::opt<bool> verbose("v", cl::desc("Print the link command"),
                             cl::init(false), cl::cat(macoCompileCategory));

static int fail(const llvm::Twine &msg) {
  llvm::errs() << "maco-compile: " << msg << "\n";
  return 1;
}

/// The directory of the runtime libraries: lib/ next to this tool's bin/
/// (the build tree's, or an installed maco's).
static std::string runtimeLibDir(const char *argv0) {
  SmallString<256> dir = llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(llvm::sys::fs::getMainExecutable(
          argv0, reinterpret_cast<void *>(&runtimeLibDir))));
  llvm::sys::path::append(dir, "lib");
  return std::string(dir);
}

/// Links `object` into the executable `output`.
static int link(StringRef object, const char *argv0) {
  // The driver: --cc, $MACO_CC, the C compiler of the build.
  std::string driver = cc;
  if (driver.empty())
    if (const char *env = std::getenv("MACO_CC"))
      driver = env;
  if (driver.empty())
    driver = MACO_CC;
  std::string driverPath = driver;
  if (!llvm::sys::path::has_parent_path(driver)) {
    auto found = llvm::sys::findProgramByName(driver);
    driverPath = found ? *found : "";
  }
  if (driverPath.empty() || !llvm::sys::fs::can_execute(driverPath))
    return fail("cannot link: the C compiler driver '" + driver +
                "' is not found or not executable (install gcc or clang, "
                "or name one with --cc=PATH or MACO_CC; --emit=obj writes "
                "the object without linking)");

  std::string libDir = runtimeLibDir(argv0);
  SmallVector<std::string> needed = {"libmaco_main.a", "libmaco_cg.so",
                                     "libmaco_runtime.so"};
  if (programOptions.backend == "cuda")
    needed.push_back("libmaco_runtime_cuda.so");
  for (const std::string &lib : needed) {
    SmallString<256> path(libDir);
    llvm::sys::path::append(path, lib);
    if (!llvm::sys::fs::exists(path))
      return fail("cannot link: the runtime library " + path + " is missing" +
                  (lib == "libmaco_runtime_cuda.so"
                       ? " (maco was built without the CUDA backend, "
                         "MACO_ENABLE_CUDA=OFF)"
                       : ""));
  }
  std::string mlirLibDir = MACO_MLIR_LIB_DIR;
  for (StringRef lib :
       {"libmlir_runner_utils.so", "libmlir_c_runner_utils.so"}) {
    SmallString<256> path(mlirLibDir);
    llvm::sys::path::append(path, lib);
    if (!llvm::sys::fs::exists(path))
      return fail("cannot link: MLIR's runner utilities " + path +
                  " are missing (Debian package libmlir-22-dev)");
  }

  SmallVector<std::string> args = {
      driver,        std::string(object), "-o",       outputFile,
      "-L" + libDir, "-lmaco_main",       "-lmaco_cg"};
  if (programOptions.backend == "cuda")
    args.push_back("-lmaco_runtime_cuda");
  args.append({"-lmaco_runtime", "-L" + mlirLibDir, "-lmlir_c_runner_utils",
               "-lmlir_runner_utils", "-lm",
               "-Wl,-rpath," + libDir + ":" + mlirLibDir});
  SmallVector<StringRef> extra;
  StringRef(MACO_LINK_EXTRA).split(extra, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef flag : extra)
    args.push_back(flag.str());
  SmallVector<StringRef> argRefs(args.begin(), args.end());
  std::string command = llvm::join(argRefs, " ");
  if (verbose)
    llvm::errs() << command << "\n";
  std::string error;
  int status = llvm::sys::ExecuteAndWait(driverPath, argRefs, std::nullopt, {},
                                         0, 0, &error);
  if (status != 0)
    return fail("linking failed" +
                (error.empty() ? " (exit status " + std::to_string(status) + ")"
                               : ": " + error) +
                ": " + command);
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  maco::setCrashMessage();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::InitializeNativeTargetAsmParser();
  maco::registerAllPasses();
  cl::HideUnrelatedOptions(macoCompileCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "maco-compile: compile a maco program to an "
                              "executable, an object or LLVM IR\n");
  maco::ProgramDriver driver("maco-compile", programOptions);
  if (failed(driver.parseOptions()) || failed(driver.checkNoOptimize()))
    return 1;
  if (ranks < 0)
    return fail("--ranks=" + std::to_string(ranks) +
                ": give a positive rank count, or 0 for any");
  if (optLevel > 3)
    return fail("-O" + std::to_string(optLevel) + ": use -O0 to -O3");
  if (outputFile.empty() || outputFile == "-") {
    if (emit == Emit::Exe || emit == Emit::Obj)
      return fail("-o: an executable or object file needs a file name");
    outputFile = "-";
  }

  OwningOpRef<ModuleOp> module = driver.load(inputFile);
  if (!module)
    return 1;

  // Entry functions' types and shardings, before partitioning changes them.
  maco::EntrySignatures signatures;
  if (emit == Emit::Exe)
    signatures.record(*module);

  // maco-frontend, maco-optimize, maco-to-cpu or maco-to-cuda (what
  // maco-opt runs with the same pipelines).
  PassManager pm(&driver.getContext());
  driver.buildPipeline(pm, ranks);
  if (emit == Emit::Exe)
    signatures.instrument(pm);
  if (failed(driver.runPipeline(pm, *module)))
    return 1;
  if (emit == Emit::Exe)
    signatures.finish(*module);

  std::string err;
  auto output = openOutputFile(outputFile, &err);
  if (!output)
    return fail(err);
  if (emit == Emit::MLIR) {
    module->print(output->os());
    output->os() << "\n";
    output->keep();
    return 0;
  }

  // The functions the executable can run: with no arguments and results,
  // the entry is maco_program_main; every runnable function is in the
  // table (on either backend).
  bool entryTakesNothing = false;
  SmallVector<std::string> table;
  if (emit == Emit::Exe) {
    auto fn = module->lookupSymbol<LLVM::LLVMFuncOp>(entry);
    if (!fn || fn.isExternal())
      return fail("no function '" + entry + "' to run");
    entryTakesNothing =
        fn.getNumArguments() == 0 &&
        isa<LLVM::LLVMVoidType>(fn.getFunctionType().getReturnType());
    table = signatures.runnable();
    if (!entryTakesNothing) {
      const maco::EntrySignatures::Function *signature =
          signatures.lookup(entry);
      if (!signature)
        return fail("entry function '" + entry +
                    "' cannot be run: it is not a public func.func of " +
                    inputFile);
      if (!signature->unsupported.empty())
        return fail("entry function '" + entry +
                    "' cannot be run: " + signature->unsupported);
    }
  }

  // LLVM IR for this host, optimized like maco-run's JIT.
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmContext, inputFile);
  if (!llvmModule)
    return fail("translation to LLVM IR failed");
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return fail("no target for this host: " +
                llvm::toString(builder.takeError()));
  builder->setRelocationModel(llvm::Reloc::PIC_);
  builder->setCodeGenOptLevel(optLevel == 0 ? llvm::CodeGenOptLevel::None
                                            : llvm::CodeGenOptLevel::Default);
  auto machine = builder->createTargetMachine();
  if (!machine)
    return fail("no target machine for this host: " +
                llvm::toString(machine.takeError()));
  llvmModule->setDataLayout((*machine)->createDataLayout());
  llvmModule->setTargetTriple((*machine)->getTargetTriple());
  if (llvm::Error error = makeOptimizingTransformer(
          optLevel, 0, machine->get())(llvmModule.get()))
    return fail("LLVM optimization failed: " +
                llvm::toString(std::move(error)));

  // libmaco_main.a's main() calls maco_program_main, or runs a function of
  // the table.
  if (emit == Emit::Exe) {
    for (StringRef reserved :
         {"maco_program_main", "maco_program_packed", "maco_program_signatures",
          "maco_program_fn_main"})
      if (llvmModule->getNamedValue(reserved))
        return fail("the program defines '" + reserved +
                    "', a name that executables reserve");
    if (std::string error =
            maco::addEntryTable(*llvmModule, signatures, table, entry);
        !error.empty())
      return fail(error);
    if (entryTakesNothing) {
      llvm::Function *fn = llvmModule->getFunction(entry);
      if (!fn)
        return fail("no function '" + entry + "' in the LLVM IR");
      fn->setName("maco_program_main");
    }
    // A program function named `main` (JAX's entry) would be the C main:
    // libmaco_main.a's main() and its flags would never run. The table
    // holds it by address, so it only changes its symbol name.
    if (llvm::Function *fn = llvmModule->getFunction("main")) {
      fn->setName("maco_program_fn_main");
      fn->setLinkage(llvm::GlobalValue::InternalLinkage);
    }
  }

  if (emit == Emit::LLVM) {
    llvmModule->print(output->os(), nullptr);
    output->keep();
    return 0;
  }

  // The object: the output itself, or a temporary file to link.
  std::unique_ptr<llvm::ToolOutputFile> objectFile;
  std::optional<llvm::FileRemover> removeObject;
  SmallString<128> objectPath;
  if (emit == Emit::Obj) {
    objectFile = std::move(output);
  } else {
    int fd;
    if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
            "maco-compile", "o", fd, objectPath))
      return fail("cannot create a temporary object file: " + ec.message());
    removeObject.emplace(objectPath);
    objectFile = std::make_unique<llvm::ToolOutputFile>(objectPath, fd);
  }
  {
    llvm::legacy::PassManager codegen;
    if ((*machine)->addPassesToEmitFile(codegen, objectFile->os(), nullptr,
                                        llvm::CodeGenFileType::ObjectFile))
      return fail("this host's target cannot write object files");
    codegen.run(*llvmModule);
  }
  objectFile->keep();
  objectFile->os().close();
  if (objectFile->os().has_error())
    return fail("cannot write " + objectFile->getFilename());
  if (emit == Emit::Obj)
    return 0;
  // The executable.
  output.reset();
  if (int status = link(objectPath, argv[0])) {
    llvm::sys::fs::remove(outputFile);
    return status;
  }
  return 0;
}
