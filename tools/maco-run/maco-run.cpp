//===- maco-run.cpp - compile a maco program and run it -------------------===//
//
//   maco-run FILE.mlir [--entry=main] [--no-optimize] [--ranks=N]
//            [--optimize-options="chunks=4 target=cpu-local ..."]
//            [--backend=cpu|cuda] [--cuda-options="chip=sm_90 ..."]
//            [--cpu-options="stack-buffer-bytes=0"] [--verify-each]
//            [--print-ir] [--compile-only] [--shared-libs=a.so,b.so]
//            [--input=a.npy ... | --input-dir=DIR] [--output-dir=DIR]
//            [--output=r.npy ...]
//            [--repeat=N]
//
// Parses FILE (grids are checked for zero-sized axes before verification:
// upstream's shard verifiers crash on them), compiles it with the
// registered pipelines `maco-frontend` (upstream partitioning of
// shard-annotated functions, import of shard ops), `maco-optimize` (unless
// --no-optimize) and `maco-to-cpu` (or `maco-to-cuda` with --backend=cuda)
// -- nothing else, so that
//   maco-opt --maco-frontend=ranks=N --maco-optimize --maco-to-cpu FILE
// prints what --print-ir prints (N: the world size from the launcher's
// environment when optimizing, or --ranks; grids of dynamic size are sized
// for it so that the cost model prices every shape and collective) --
// JIT-compiles the result and calls the entry function. An entry without
// arguments and results is called as it is. One with tensor arguments or
// results is run on .npy files by maco_entry_run (maco/runtime/entry.h, shared
// with maco-compile's executables): one --input per argument (or
// --input-dir: its .npy files in name order), holding the
// global array, of which each rank reads its shard (the argument's sharding in
// the shard-annotated program, recorded before partitioning by
// EntrySignatures); results are gathered on rank 0 and written to
// --output-dir as result0.npy, ... (or the --output names). With
// --backend=cuda the kernels run on the GPU, the runtime's CUDA backend
// (NCCL, cuBLAS, the mgpu* entry points) is loaded and selected. Works
// under `mpirun`, one process per rank: the runtime initialises MPI on
// first use and is finalised before exit.
// The upstream runner utilities (printMemrefF32, ...) are loaded.
//
//===----------------------------------------------------------------------===//

#include "maco/InitAllPasses.h"
#include "maco/Pipelines/Pipelines.h"
#include "maco/Support/CrashMessage.h"
#include "maco/Support/ProgramDriver.h"
#include "maco/runtime/codegen.h"
#include "maco/runtime/entry.h"

#include "EntrySignature.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"

#include <cstdlib>
#include <dlfcn.h>

#ifdef MACO_TOOL_MIMALLOC
#include <mimalloc.h>
#endif

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory macoRunCategory("maco-run options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required, cl::cat(macoRunCategory));
static cl::opt<std::string> entry("entry", cl::desc("Function to run"),
                                  cl::init("main"), cl::cat(macoRunCategory));
static cl::opt<int64_t> ranks(
    "ranks",
    cl::desc("Rank count to compile for when optimizing: grids of dynamic "
             "size are sized for it (maco-frontend{ranks=N}) so that "
             "maco-optimize prices every shape and collective. Default: the "
             "world size the launcher gives (mpirun's OMPI_COMM_WORLD_SIZE, "
             "PMI_SIZE, SLURM_NTASKS), else 1. 0: grids stay dynamic. "
             "With --no-optimize, only when given"),
    cl::init(-1), cl::cat(macoRunCategory));
/// --no-optimize, --optimize-options, --backend, --cuda-options,
/// --cpu-options, --verify-each, --print-op-on-diagnostic: as in maco-compile.
static maco::ProgramOptions programOptions(macoRunCategory);
static cl::opt<bool> compileOnly(
    "compile-only",
    cl::desc("Stop after compiling (with --print-ir: print the module)"),
    cl::init(false), cl::cat(macoRunCategory));
static cl::opt<bool> printIR("print-ir",
                             cl::desc("Print the IR given to the JIT"),
                             cl::init(false), cl::cat(macoRunCategory));
static cl::list<std::string>
    sharedLibs("shared-libs", cl::desc("Extra shared libraries to load"),
               cl::CommaSeparated, cl::cat(macoRunCategory));
static cl::list<std::string>
    inputs("input",
           cl::desc("A .npy file with the global array of the entry's next "
                    "argument (each rank reads its shard); once per argument"),
           cl::value_desc("file.npy"), cl::cat(macoRunCategory));
static cl::opt<std::string> inputDir(
    "input-dir",
    cl::desc("A directory whose .npy files, in name order, are the entry's "
             "arguments (instead of --input)"),
    cl::value_desc("dir"), cl::init(""), cl::cat(macoRunCategory));
static cl::opt<std::string>
    outputDir("output-dir",
              cl::desc("Directory of the entry's results, gathered on rank 0 "
                       "(result0.npy, result1.npy, ...; default: .)"),
              cl::value_desc("dir"), cl::init(""), cl::cat(macoRunCategory));
static cl::list<std::string>
    outputs("output",
            cl::desc("The file of the entry's next result instead of "
                     "resultN.npy (relative to --output-dir if given)"),
            cl::value_desc("file.npy"), cl::cat(macoRunCategory));

static cl::opt<unsigned> repeat(
    "repeat",
    cl::desc("With an entry run on files: after the results are written, "
             "call the function N more times on the same inputs and print "
             "the time per call (the slowest rank's, between barriers)"),
    cl::value_desc("N"), cl::init(0), cl::cat(macoRunCategory));

static int fail(const llvm::Twine &msg) {
  llvm::errs() << "maco-run: " << msg << "\n";
  return 1;
}

/// The world size this process is launched into, read from the launcher's
/// environment before the runtime starts (compilation comes first): Open
/// MPI's mpirun, MPICH/Hydra's PMI, Slurm's srun; 1 for a process started
/// alone (MPI's singleton). 0 when a variable is set but not a positive
/// number. A wrong guess cannot go unnoticed: the program, compiled for
/// this many ranks, stops at start on another world size.
static int64_t launcherWorldSize() {
  for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_NTASKS"})
    if (const char *value = std::getenv(name)) {
      char *end = nullptr;
      long long n = std::strtoll(value, &end, 10);
      return end != value && *end == '\0' && n > 0 ? n : 0;
    }
  return 1;
}

/// Why no CUDA device can run the program ("" when one can): the driver
/// library is loaded and asked for devices before the JIT runs anything,
/// so a machine without one gets a message instead of an abort inside the
/// program's module loading.
static std::string cudaUnavailable() {
  void *driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!driver)
    return "the NVIDIA driver (libcuda.so.1) cannot be loaded: " +
           std::string(dlerror());
  using InitFn = int (*)(unsigned);
  using CountFn = int (*)(int *);
  auto init = reinterpret_cast<InitFn>(dlsym(driver, "cuInit"));
  auto count = reinterpret_cast<CountFn>(dlsym(driver, "cuDeviceGetCount"));
  int devices = 0;
  if (!init || !count)
    return "libcuda.so.1 lacks cuInit/cuDeviceGetCount";
  if (int err = init(0))
    return "cuInit failed with CUDA error " + std::to_string(err);
  if (int err = count(&devices); err || devices == 0)
    return "no CUDA device is visible";
  return "";
}

/// With mimalloc as the tools' allocator (MACO_TOOL_ALLOCATOR), the program
/// maco-run runs allocates with it too. By default mimalloc returns freed
/// memory to the OS soon after a free (25 ms: mimalloc 2.0's decommit
/// delay; 10 ms: 2.1's purge delay), so a step longer than that frees its
/// tensors, gets them back as fresh pages and page-faults on each of them
/// in the next step (bench/overlap's tensor-parallel MLP on one rank: 0.69
/// s of compute against 0.59 s with a delay of 1 s). maco-run keeps freed
/// memory for 1 s unless the environment sets the delay
/// (MIMALLOC_DECOMMIT_DELAY, MIMALLOC_RESET_DELAY or MIMALLOC_PURGE_DELAY).
/// Without mimalloc, glibc's malloc is set up as in ahead-of-time
/// executables (maco_entry_configure_malloc) for the same reason.
static void configureAllocator() {
#ifndef MACO_TOOL_MIMALLOC
  maco_entry_configure_malloc();
#else
  for (const char *name : {"MIMALLOC_DECOMMIT_DELAY", "MIMALLOC_RESET_DELAY",
                           "MIMALLOC_PURGE_DELAY"})
    if (getenv(name))
      return;
#if MI_MALLOC_VERSION >= 210
  mi_option_set(mi_option_purge_delay, 1000);
#else
  mi_option_set(mi_option_decommit_delay, 1000);
#endif
#endif
}

int main(int argc, char **argv) {
  configureAllocator();
  llvm::InitLLVM y(argc, argv);
  maco::setCrashMessage();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  maco::registerAllPasses();
  // --help lists maco-run's own options (and the generic ones), not the
  // hundreds that LLVM's libraries register; --help-hidden lists all.
  cl::HideUnrelatedOptions(macoRunCategory);
  cl::ParseCommandLineOptions(argc, argv, "maco-run: compile and run a maco "
                                          "program\n");
  maco::ProgramDriver driver("maco-run", programOptions);
  if (failed(driver.parseOptions()))
    return 1;
  if (ranks < 0 && ranks.getNumOccurrences())
    return fail("--ranks=" + std::to_string(ranks) +
                ": give a positive rank count, or 0 to keep grids dynamic");
  if (failed(driver.checkNoOptimize()))
    return 1;

  // Parse, check what upstream's verifiers would crash on, then verify.
  OwningOpRef<ModuleOp> module = driver.load(inputFile);
  if (!module)
    return 1;

  // The entry's types and shardings, before partitioning changes them.
  maco::EntrySignatures signatures;
  signatures.record(*module, entry);

  // maco-frontend, maco-optimize, maco-to-cpu or maco-to-cuda (what
  // maco-opt runs with the same pipelines).
  PassManager pm(&driver.getContext());
  int64_t compiledRanks = ranks;
  if (ranks < 0)
    compiledRanks = programOptions.noOptimize ? 0 : launcherWorldSize();
  driver.buildPipeline(pm, compiledRanks);
  signatures.instrument(pm);
  if (failed(driver.runPipeline(pm, *module)))
    return 1;
  signatures.finish(*module);
  if (printIR) {
    module->print(llvm::outs());
    llvm::outs() << "\n";
    llvm::outs().flush();
  }
  if (compileOnly)
    return 0;

  auto fn = module->lookupSymbol<LLVM::LLVMFuncOp>(entry);
  if (!fn)
    return fail("no function '" + entry + "' to run");
  // Without arguments or results and without files, the entry is called
  // as it is; otherwise maco_entry_run runs it on .npy files.
  bool takesNothing =
      fn.getNumArguments() == 0 &&
      isa<LLVM::LLVMVoidType>(fn.getFunctionType().getReturnType());
  bool withFiles = !takesNothing || !inputs.empty() || !inputDir.empty() ||
                   !outputs.empty() || !outputDir.empty() || repeat > 0;
  const maco::EntrySignatures::Function *signature = signatures.lookup(entry);
  if (withFiles) {
    if (!signature)
      return fail("entry function '" + entry + "' cannot be run: it is not " +
                  "a public func.func of " + inputFile);
    if (!signature->unsupported.empty())
      return fail("entry function '" + entry +
                  "' cannot be run: " + signature->unsupported);
  }

  // Run.
  SmallString<256> cudaLib; // Outlives `libs`, which refers to it.
  SmallVector<StringRef> libs = {MACO_RUNNER_UTILS_LIB,
                                 MACO_C_RUNNER_UTILS_LIB};
  if (driver.isCuda()) {
    if (std::string why = cudaUnavailable(); !why.empty())
      return fail("--backend=cuda cannot run here: " + why +
                  " (--compile-only compiles without a GPU)");
#ifdef MACO_RUNTIME_CUDA_LIB
    // The mgpu* entry points that launch the kernels, and the backend that
    // the runtime then selects: the library in the lib/ directory next to
    // this executable's bin/ (the build tree's, or an installed maco's),
    // else where the build put it.
    cudaLib = llvm::sys::path::parent_path(
        llvm::sys::path::parent_path(llvm::sys::fs::getMainExecutable(
            argv[0], reinterpret_cast<void *>(&main))));
    llvm::sys::path::append(cudaLib, "lib", "libmaco_runtime_cuda.so");
    if (!llvm::sys::fs::exists(cudaLib))
      cudaLib = MACO_RUNTIME_CUDA_LIB;
    libs.push_back(cudaLib);
    setenv("MACO_BACKEND", "cuda", /*overwrite=*/1);
#else
    return fail("this maco-run was built without the CUDA backend "
                "(MACO_ENABLE_CUDA=OFF); --backend=cuda can only compile "
                "(--compile-only)");
#endif
  }
  for (const std::string &lib : sharedLibs)
    libs.push_back(lib);
  // ExecutionEngineOptions::transformer is a function_ref: the function
  // must outlive ExecutionEngine::create (ASan found it dangling).
  std::function<llvm::Error(llvm::Module *)> llvmOptimize =
      makeOptimizingTransformer(2, 0, nullptr);
  ExecutionEngineOptions options;
  options.transformer = llvmOptimize;
  options.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine)
    return fail("JIT: " + llvm::toString(engine.takeError()));
  if (withFiles) {
    // ExecutionEngine's packed wrapper `_mlir_ENTRY` of the entry.
    auto packed = (*engine)->lookupPacked(entry);
    if (!packed)
      return fail("JIT: " + llvm::toString(packed.takeError()));
    std::string text = signatures.text({entry}, entry);
    SmallVector<const char *> inputNames, outputNames;
    for (const std::string &name : inputs)
      inputNames.push_back(name.c_str());
    for (const std::string &name : outputs)
      outputNames.push_back(name.c_str());
    maco_entry_options_t options = {};
    options.tool = "maco-run";
    options.entry = entry.c_str();
    options.inputs = inputNames.data();
    options.num_inputs = inputNames.size();
    options.outputs = outputNames.data();
    options.num_outputs = outputNames.size();
    options.output_dir = outputDir.c_str();
    options.input_dir = inputDir.c_str();
    options.repeat = static_cast<int>(std::min<unsigned>(repeat, 1000000000));
    maco_entry_packed_fn table[] = {*packed};
    int status = maco_entry_run(text.c_str(), table, &options);
    maco_cg_finalize();
    return status;
  }
  // The runtime starts on the program's first call (after its
  // maco_cg_configure, which chooses MPI's thread level).
  if (llvm::Error error = (*engine)->invokePacked(entry))
    return fail("run: " + llvm::toString(std::move(error)));
  maco_cg_finalize();
  return 0;
}
