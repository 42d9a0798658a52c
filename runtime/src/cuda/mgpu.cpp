//===- mgpu.cpp - CUDA driver-API entry points for compiled host code -----===//
//
// Entry points for launching kernels, called by the host code of the GPU
// compiler path (`maco-to-cuda`). Their signatures are the ones upstream
// MLIR's CUDA runtime wrappers use, so LLVM IR produced by upstream's
// gpu-to-llvm lowering links against this library unchanged.
//
// Error policy: these functions have no status return (the generated code
// does not check one), so any failing driver call prints the driver's error
// name and message together with the entry point and aborts the process.
//
// Linking: the driver API is not linked (no libcuda.so.1 DT_NEEDED, so the
// library loads, and its tests can report SKIP, on machines without a
// driver). The entry points are fetched once from the driver through the
// CUDA runtime (cudaGetDriverEntryPointByVersion at the CUDA_VERSION of the
// headers, legacy default-stream semantics).
//
// Context policy: the runtime itself uses the CUDA runtime API, i.e. the
// device's primary context. Before the first driver call on a thread we make
// that primary context current (cudaSetDevice does it), so modules, functions
// and runtime-created streams all live in the same context.
//
//===----------------------------------------------------------------------===//

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <string>

#define MACO_MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// Driver entry points used here, resolved through cudart.
struct Driver {
#define MACO_CU_FN(name) decltype(&::name) name = nullptr;
  MACO_CU_FN(cuGetErrorName)
  MACO_CU_FN(cuGetErrorString)
  MACO_CU_FN(cuCtxGetCurrent)
  MACO_CU_FN(cuCtxGetDevice)
  MACO_CU_FN(cuDeviceGetAttribute)
  MACO_CU_FN(cuModuleLoadData)
  MACO_CU_FN(cuModuleGetFunction)
  MACO_CU_FN(cuModuleUnload)
  MACO_CU_FN(cuFuncSetAttribute)
  MACO_CU_FN(cuLaunchKernel)
  MACO_CU_FN(cuStreamCreate)
  MACO_CU_FN(cuStreamDestroy)
  MACO_CU_FN(cuStreamSynchronize)
  MACO_CU_FN(cuMemAllocManaged)
  MACO_CU_FN(cuMemAllocAsync)
  MACO_CU_FN(cuMemFreeAsync)
  MACO_CU_FN(cuMemFree)
  MACO_CU_FN(cuPointerGetAttribute)
  MACO_CU_FN(cuMemcpyAsync)
  MACO_CU_FN(cuMemsetD32Async)
  MACO_CU_FN(cuEventCreate)
  MACO_CU_FN(cuEventRecord)
  MACO_CU_FN(cuEventQuery)
  MACO_CU_FN(cuEventDestroy)
  MACO_CU_FN(cuDeviceGetDefaultMemPool)
  MACO_CU_FN(cuMemPoolSetAttribute)
#undef MACO_CU_FN
};

[[noreturn]] void fatal(const char *where, const char *what) {
  std::fprintf(stderr, "maco runtime (cuda): %s: %s\n", where, what);
  std::fflush(stderr);
  std::abort();
}

template <typename Fn> void resolve(Fn &fp, const char *symbol) {
  void *p = nullptr;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  cudaError_t e = cudaGetDriverEntryPointByVersion(symbol, &p, CUDA_VERSION,
                                                   cudaEnableDefault, &q);
  if (e != cudaSuccess || q != cudaDriverEntryPointSuccess || !p) {
    char msg[512];
    std::snprintf(msg, sizeof(msg),
                  "cannot get the CUDA driver entry point %s (CUDA %d): %s: "
                  "%s (query result %d)",
                  symbol, CUDA_VERSION, cudaGetErrorName(e),
                  cudaGetErrorString(e), static_cast<int>(q));
    fatal("driver API", msg);
  }
  fp = reinterpret_cast<Fn>(p);
}

const Driver &drv() {
  static const Driver d = [] {
    Driver d;
    // Base names (no _v2 suffix): the versioned lookup picks the ABI that
    // matches the declarations of the headers we compile against.
    resolve(d.cuGetErrorName, "cuGetErrorName");
    resolve(d.cuGetErrorString, "cuGetErrorString");
    resolve(d.cuCtxGetCurrent, "cuCtxGetCurrent");
    resolve(d.cuCtxGetDevice, "cuCtxGetDevice");
    resolve(d.cuDeviceGetAttribute, "cuDeviceGetAttribute");
    resolve(d.cuModuleLoadData, "cuModuleLoadData");
    resolve(d.cuModuleGetFunction, "cuModuleGetFunction");
    resolve(d.cuModuleUnload, "cuModuleUnload");
    resolve(d.cuFuncSetAttribute, "cuFuncSetAttribute");
    resolve(d.cuLaunchKernel, "cuLaunchKernel");
    resolve(d.cuStreamCreate, "cuStreamCreate");
    resolve(d.cuStreamDestroy, "cuStreamDestroy");
    resolve(d.cuStreamSynchronize, "cuStreamSynchronize");
    resolve(d.cuMemAllocManaged, "cuMemAllocManaged");
    resolve(d.cuMemAllocAsync, "cuMemAllocAsync");
    resolve(d.cuMemFreeAsync, "cuMemFreeAsync");
    resolve(d.cuMemFree, "cuMemFree");
    resolve(d.cuPointerGetAttribute, "cuPointerGetAttribute");
    resolve(d.cuMemcpyAsync, "cuMemcpyAsync");
    resolve(d.cuMemsetD32Async, "cuMemsetD32Async");
    resolve(d.cuEventCreate, "cuEventCreate");
    resolve(d.cuEventRecord, "cuEventRecord");
    resolve(d.cuEventQuery, "cuEventQuery");
    resolve(d.cuEventDestroy, "cuEventDestroy");
    resolve(d.cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool");
    resolve(d.cuMemPoolSetAttribute, "cuMemPoolSetAttribute");
    return d;
  }();
  return d;
}

[[noreturn]] void fatalDriver(const char *where, const char *call, CUresult r) {
  const char *name = nullptr;
  const char *msg = nullptr;
  drv().cuGetErrorName(r, &name);
  drv().cuGetErrorString(r, &msg);
  std::fprintf(stderr, "maco runtime (cuda): %s: %s failed: %s (%d): %s\n",
               where, call, name ? name : "CUDA_ERROR_?", static_cast<int>(r),
               msg ? msg : "unknown error");
  std::fflush(stderr);
  std::abort();
}

#define MGPU_CHECK(where, expr)                                                \
  do {                                                                         \
    CUresult maco_r_ = (expr);                                                 \
    if (maco_r_ != CUDA_SUCCESS)                                               \
      fatalDriver(where, #expr, maco_r_);                                      \
  } while (0)

/// Makes the primary context of the calling thread's current device current
/// (once per thread).
void ensureContext(const char *where) {
  thread_local bool ready = false;
  if (ready)
    return;
  CUcontext ctx = nullptr;
  if (drv().cuCtxGetCurrent(&ctx) == CUDA_SUCCESS && ctx) {
    ready = true;
    return;
  }
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e == cudaSuccess)
    e = cudaSetDevice(dev); // initialises and binds the primary context
  if (e == cudaSuccess)
    e = cudaFree(nullptr);
  if (e != cudaSuccess) {
    std::fprintf(stderr,
                 "maco runtime (cuda): %s: cannot make the primary context "
                 "of device %d current: %s: %s\n",
                 where, dev, cudaGetErrorName(e), cudaGetErrorString(e));
    std::fflush(stderr);
    std::abort();
  }
  MGPU_CHECK(where, drv().cuCtxGetCurrent(&ctx));
  if (!ctx) {
    std::fprintf(stderr, "maco runtime (cuda): %s: no current CUDA context\n",
                 where);
    std::abort();
  }
  ready = true;
}

/// True when the blob is a binary image (ELF cubin or fatbin) rather than
/// PTX text.
bool isBinaryImage(const unsigned char *p, size_t n) {
  if (n >= 4 && p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F')
    return true;
  // Fatbin wrapper/header magic 0xBA55ED50 (little endian) and the
  // fatbinary-section magic 0x466243B1.
  if (n >= 4) {
    uint32_t m;
    std::memcpy(&m, p, 4);
    if (m == 0xBA55ED50u || m == 0x466243B1u)
      return true;
  }
  return false;
}

/// Managed memory freed in stream order: cuMemFree has no stream-ordered
/// form, so the block is freed once an event recorded on the freeing
/// stream (after the work that may still use it) has completed.
struct DeferredFrees {
  std::mutex mu;
  std::deque<std::pair<CUdeviceptr, CUevent>> pending;

  void add(CUdeviceptr ptr, CUstream stream) {
    CUevent done = nullptr;
    MGPU_CHECK("mgpuMemFree",
               drv().cuEventCreate(&done, CU_EVENT_DISABLE_TIMING));
    MGPU_CHECK("mgpuMemFree", drv().cuEventRecord(done, stream));
    std::lock_guard<std::mutex> l(mu);
    pending.emplace_back(ptr, done);
  }

  /// Frees the blocks whose event has completed (in free order).
  void reap(const char *where) {
    std::lock_guard<std::mutex> l(mu);
    while (!pending.empty()) {
      auto [ptr, done] = pending.front();
      CUresult r = drv().cuEventQuery(done);
      if (r == CUDA_ERROR_NOT_READY)
        return;
      if (r != CUDA_SUCCESS)
        fatalDriver(where, "cuEventQuery (deferred free)", r);
      MGPU_CHECK(where, drv().cuEventDestroy(done));
      MGPU_CHECK(where, drv().cuMemFree(ptr));
      pending.pop_front();
    }
  }
};

DeferredFrees &deferredFrees() {
  static DeferredFrees *d = new DeferredFrees(); // used until exit
  return *d;
}

/// A module of the program: loaded on the first lookup of one of its
/// functions, not when mgpuModuleLoad runs. Ahead-of-time programs call
/// mgpuModuleLoad from global constructors, before the runtime has chosen
/// this rank's device (node-local rank modulo the devices): loading there
/// would bind every rank to device 0. Functions are looked up once each
/// (gpu-to-llvm looks one up at every launch).
struct Module {
  const void *data = nullptr;
  size_t size = 0;
  std::mutex mu;
  CUmodule module = nullptr;
  std::map<std::string, CUfunction> functions;
};

/// Modules unloaded so far: entries of mgpuModuleGetFunction's caches made
/// before an unload are stale.
std::atomic<uint64_t> unloads{0};

/// Loads `m` if it is not loaded yet (under m.mu).
void loadModule(Module &m) {
  if (m.module)
    return;
  ensureContext("mgpuModuleLoad");
  const auto *bytes = static_cast<const unsigned char *>(m.data);
  if (m.size > 0 && !isBinaryImage(bytes, m.size) &&
      bytes[m.size - 1] != '\0') {
    // PTX need not be NUL-terminated: pass a terminated copy.
    std::string ptx(reinterpret_cast<const char *>(bytes), m.size);
    MGPU_CHECK("mgpuModuleLoad",
               drv().cuModuleLoadData(&m.module, ptx.c_str()));
  } else {
    MGPU_CHECK("mgpuModuleLoad", drv().cuModuleLoadData(&m.module, m.data));
  }
}
} // namespace

/// Registers a GPU module from `data` (PTX text, cubin or fatbin as produced
/// by gpu-module-to-binary; it must stay valid, as the program's constant
/// does). The driver loads it at the first function lookup.
MACO_MGPU_EXPORT void *mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  if (!data) {
    std::fprintf(stderr, "maco runtime (cuda): mgpuModuleLoad: null blob\n");
    std::abort();
  }
  auto *m = new Module();
  m->data = data;
  m->size = gpuBlobSize;
  return m;
}

/// What upstream's gpu-to-llvm calls for a PTX (`format=isa`) binary: the
/// driver JIT-compiles the PTX text (mgpuModuleLoad recognises it).
MACO_MGPU_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel) {
  (void)optLevel;
  return mgpuModuleLoad(data, 0);
}

/// The slow path of mgpuModuleGetFunction: the module's map, under its lock
/// (the module is loaded at the first lookup).
static void *lookupFunction(void *module, const char *name) {
  auto &m = *static_cast<Module *>(module);
  std::string key = name ? name : "(null)";
  std::lock_guard<std::mutex> lock(m.mu);
  auto it = m.functions.find(key);
  if (it != m.functions.end())
    return it->second;
  loadModule(m);
  ensureContext("mgpuModuleGetFunction");
  CUfunction fn = nullptr;
  CUresult r = drv().cuModuleGetFunction(&fn, m.module, key.c_str());
  if (r != CUDA_SUCCESS) {
    std::string where = "mgpuModuleGetFunction(\"" + key + "\")";
    fatalDriver(where.c_str(), "cuModuleGetFunction", r);
  }
  m.functions.emplace(key, fn);
  return fn;
}

MACO_MGPU_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  // gpu-to-llvm looks the kernel up before every launch, by the address of
  // the program's constant name: a per-thread cache keyed on (module, name
  // address) answers without a lock, a string or a map. An unload empties
  // every cache (a later module may reuse the address).
  struct Cached {
    const void *module;
    const char *name;
    uint64_t generation;
    void *function;
  };
  constexpr int kCache = 16;
  thread_local Cached cache[kCache] = {};
  thread_local int next = 0;
  uint64_t generation = unloads.load(std::memory_order_acquire);
  for (const Cached &c : cache)
    if (c.module == module && c.name == name && c.generation == generation &&
        c.function)
      return c.function;
  void *function = lookupFunction(module, name);
  cache[next] = {module, name, generation, function};
  next = (next + 1) % kCache;
  return function;
}

/// Launches `function` on `stream` (a cudaStream_t/CUstream from the runtime,
/// or null for the legacy default stream). Dynamic shared memory above the
/// 48 KiB default is opted into per function.
MACO_MGPU_EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX,
                                       intptr_t gridY, intptr_t gridZ,
                                       intptr_t blockX, intptr_t blockY,
                                       intptr_t blockZ, int32_t smem,
                                       void *stream, void **params,
                                       void **extra, size_t paramsCount) {
  (void)paramsCount;
  ensureContext("mgpuLaunchKernel");
  auto fn = static_cast<CUfunction>(function);
  if (smem > 48 * 1024) {
    int maxOptin = 0;
    CUdevice dev;
    MGPU_CHECK("mgpuLaunchKernel", drv().cuCtxGetDevice(&dev));
    MGPU_CHECK("mgpuLaunchKernel",
               drv().cuDeviceGetAttribute(
                   &maxOptin,
                   CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev));
    if (smem > maxOptin) {
      std::fprintf(stderr,
                   "maco runtime (cuda): mgpuLaunchKernel: requested %d "
                   "bytes of dynamic shared memory, device allows %d\n",
                   smem, maxOptin);
      std::abort();
    }
    MGPU_CHECK("mgpuLaunchKernel",
               drv().cuFuncSetAttribute(
                   fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
  }
  CUresult r = drv().cuLaunchKernel(
      fn, static_cast<unsigned>(gridX), static_cast<unsigned>(gridY),
      static_cast<unsigned>(gridZ), static_cast<unsigned>(blockX),
      static_cast<unsigned>(blockY), static_cast<unsigned>(blockZ),
      static_cast<unsigned>(smem), static_cast<CUstream>(stream), params,
      extra);
  if (r != CUDA_SUCCESS) {
    char where[256];
    std::snprintf(where, sizeof(where),
                  "mgpuLaunchKernel(grid=%ldx%ldx%ld, block=%ldx%ldx%ld, "
                  "smem=%d)",
                  (long)gridX, (long)gridY, (long)gridZ, (long)blockX,
                  (long)blockY, (long)blockZ, smem);
    fatalDriver(where, "cuLaunchKernel", r);
  }
}

MACO_MGPU_EXPORT void mgpuModuleUnload(void *module) {
  unloads.fetch_add(1, std::memory_order_release);
  auto *m = static_cast<Module *>(module);
  if (m->module) {
    // Ahead-of-time programs unload from llvm.global_dtors, which may run
    // after CUDA has shut down: nothing is left to unload then (upstream's
    // CUDA runtime wrappers ignore this error too).
    CUresult r = drv().cuModuleUnload(m->module);
    if (r != CUDA_SUCCESS && r != CUDA_ERROR_DEINITIALIZED)
      fatalDriver("mgpuModuleUnload", "cuModuleUnload", r);
  }
  delete m;
}

//===----------------------------------------------------------------------===//
// Cheap extras (same names/signatures as upstream where upstream has them).
//===----------------------------------------------------------------------===//

MACO_MGPU_EXPORT void *mgpuStreamCreate() {
  ensureContext("mgpuStreamCreate");
  CUstream s = nullptr;
  MGPU_CHECK("mgpuStreamCreate",
             drv().cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
  return s;
}

MACO_MGPU_EXPORT void mgpuStreamDestroy(void *stream) {
  MGPU_CHECK("mgpuStreamDestroy",
             drv().cuStreamDestroy(static_cast<CUstream>(stream)));
}

MACO_MGPU_EXPORT void mgpuStreamSynchronize(void *stream) {
  MGPU_CHECK("mgpuStreamSynchronize",
             drv().cuStreamSynchronize(static_cast<CUstream>(stream)));
}

MACO_MGPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                    bool isHostShared) {
  ensureContext("mgpuMemAlloc");
  deferredFrees().reap("mgpuMemAlloc");
  if (sizeBytes == 0)
    return nullptr;
  CUdeviceptr ptr = 0;
  if (isHostShared) {
    MGPU_CHECK("mgpuMemAlloc",
               drv().cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL));
  } else {
    // Device memory from the stream-ordered allocator. Freed blocks stay in
    // the device's default pool for reuse (a loop allocates the same sizes
    // every iteration) instead of going back to the driver at every
    // synchronisation: this process's pool only, no device setting.
    static const bool keep = [] {
      CUdevice dev;
      CUmemoryPool pool;
      MGPU_CHECK("mgpuMemAlloc", drv().cuCtxGetDevice(&dev));
      MGPU_CHECK("mgpuMemAlloc", drv().cuDeviceGetDefaultMemPool(&pool, dev));
      cuuint64_t threshold = ~cuuint64_t(0);
      MGPU_CHECK("mgpuMemAlloc",
                 drv().cuMemPoolSetAttribute(
                     pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold));
      return true;
    }();
    (void)keep;
    MGPU_CHECK(
        "mgpuMemAlloc",
        drv().cuMemAllocAsync(&ptr, sizeBytes, static_cast<CUstream>(stream)));
  }
  return reinterpret_cast<void *>(ptr);
}

MACO_MGPU_EXPORT void mgpuMemFree(void *ptr, void *stream) {
  if (!ptr)
    return;
  ensureContext("mgpuMemFree");
  // Host-shared (managed) memory, what maco-to-cuda allocates for buffers
  // the host touches, is not from the stream-ordered allocator: it is
  // freed with cuMemFree, after the work enqueued on `stream` so far.
  unsigned managed = 0;
  auto dptr = reinterpret_cast<CUdeviceptr>(ptr);
  MGPU_CHECK("mgpuMemFree",
             drv().cuPointerGetAttribute(
                 &managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, dptr));
  if (managed) {
    if (stream)
      deferredFrees().add(dptr, static_cast<CUstream>(stream));
    else
      MGPU_CHECK("mgpuMemFree", drv().cuMemFree(dptr));
    deferredFrees().reap("mgpuMemFree");
    return;
  }
  MGPU_CHECK("mgpuMemFree",
             drv().cuMemFreeAsync(reinterpret_cast<CUdeviceptr>(ptr),
                                  static_cast<CUstream>(stream)));
}

MACO_MGPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                 void *stream) {
  ensureContext("mgpuMemcpy");
  MGPU_CHECK("mgpuMemcpy",
             drv().cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                 reinterpret_cast<CUdeviceptr>(src), sizeBytes,
                                 static_cast<CUstream>(stream)));
}

MACO_MGPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                   void *stream) {
  ensureContext("mgpuMemset32");
  MGPU_CHECK("mgpuMemset32",
             drv().cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value,
                                    count, static_cast<CUstream>(stream)));
}
