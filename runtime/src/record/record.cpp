//===- record.cpp - a recording stand-in for libmaco_runtime_cuda.so ------===//
//
// The GPU path checked without a GPU (docs/runtime.md, "The recording
// backend"). This library has the soname of the CUDA backend and exports
// what the host code of a `maco-to-cuda` program calls besides libmaco_cg:
// the `mgpu*` entry points (modules, launches, allocations, copies, frees)
// and a CUDA backend for the runtime (streams, events, collectives, GEMM).
// Put its directory first on LD_LIBRARY_PATH and a GPU executable runs here,
// on the CPU, with no driver:
//
//  - Kernels do not run (their results are whatever the memory held), and
//    GEMMs are not computed; everything else happens for real: memory is
//    host memory (zeroed; device memory guarded: the program's addresses
//    have no access, so a host access without a copy faults as on a GPU,
//    and the fault is reported with its buffer, while this library works
//    through a second mapping of the same pages; MACO_RECORD_GUARD=0 turns
//    this off), copies and memsets are done in stream order (a
//    copy from pageable host memory reads its source when it is enqueued,
//    as CUDA has read it, staged or copied, when cuMemcpyAsync returns), and
//    streams, events and collectives are the CPU backend's (worker threads,
//    MPI), so the program's stream ordering and its collectives across
//    ranks are exercised as on the GPU.
//  - Every launch is checked against the hardware's limits (at most 1024
//    threads per block, blockDim.z <= 64, gridDim.x < 2^31,
//    gridDim.y/z <= 65535, no dimension 0, dynamic shared memory <= 227 KiB)
//    and against the shape rule of maco-to-cuda (at least 128 threads per
//    block unless the whole launch is one block); a synchronous free
//    (mgpuMemFree without a stream) of a buffer that a launch, copy or
//    collective still queued on a stream may use is an error, as is a free
//    of something never allocated. Each is a *violation*: printed at once
//    on stderr with the kernel or buffer, and counted.
//  - Counted: launches (per kernel: count, grid, block), module loads and
//    function lookups, host synchronisations (stream and event), device and
//    managed allocations with their bytes, frees, copies by direction,
//    memsets, GEMMs, collectives per stream, event creations, records and
//    waits.
//
// Report: at maco_rt_finalize (or at exit, if the program never finalizes)
// each rank writes a JSON object to $MACO_RECORD.<rank> when MACO_RECORD is
// set, and a one-line summary to stderr unless MACO_RECORD_QUIET=1.
// scripts/gpu-record-check.py runs an example under mpirun with this
// library and holds the reports to the bounds written in the example.
//
//===----------------------------------------------------------------------===//

#include "common/backend.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

#define MACO_MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

const maco_rti_backend_ops_t &cpu() { return *maco_rti_cpu_backend(); }

/// A stream of this backend: the CPU backend's stream (or none for streams
/// made by mgpuStreamCreate, which run everything at once) with the
/// counters of the free check.
struct Stream {
  void *inner = nullptr;
  int id = 0;
  /// Operations enqueued so far / at the last host synchronisation.
  uint64_t enqueued = 0;
  uint64_t synced = 0;
  /// Its waits on events of other streams: once this stream has run past
  /// `pos`, `stream` has run up to `at` (markSynced follows them).
  struct Wait {
    uint64_t pos;
    Stream *stream;
    uint64_t at;
  };
  std::vector<Wait> waits;
};

/// The streams alive (markSynced follows waits to these only; guarded by
/// the recorder's mutex).
static std::unordered_set<Stream *> &liveStreams() {
  static std::unordered_set<Stream *> live;
  return live;
}

/// `s` has run up to `upTo`, and so have the streams it waited on before
/// that point, up to what it waited for (a compute stream synchronised
/// after it waited on a collective's event: the collective's stream is
/// done with it too).
static void markSynced(Stream *s, uint64_t upTo) {
  if (!s || s->synced >= upTo || !liveStreams().count(s))
    return;
  s->synced = upTo;
  // The waits now passed are applied once and dropped, so that a long run
  // (a training loop's waits) does not grow them or walk them again.
  auto passed = std::stable_partition(
      s->waits.begin(), s->waits.end(),
      [&](const Stream::Wait &w) { return w.pos > upTo; });
  std::vector<Stream::Wait> due(passed, s->waits.end());
  s->waits.erase(passed, s->waits.end());
  for (const Stream::Wait &w : due)
    markSynced(w.stream, w.at);
}

/// A recorded event: where it was recorded, for event synchronisation.
struct Event {
  void *inner = nullptr;
  Stream *stream = nullptr;
  uint64_t at = 0;
};

struct Allocation {
  size_t bytes = 0;
  bool managed = false;
  /// Guarded device memory: the program's address range is mapped with no
  /// access, and `alias` (`mapped` bytes) is the same memory, readable and
  /// writable, through which this library copies, fills and runs
  /// collectives.
  char *alias = nullptr;
  size_t mapped = 0;
  /// Last stream operation that may use the buffer.
  Stream *lastStream = nullptr;
  uint64_t lastAt = 0;
};

struct KernelStats {
  uint64_t launches = 0;
  intptr_t grid[3] = {0, 0, 0};
  intptr_t block[3] = {0, 0, 0};
};

struct Function {
  std::string name;
};

struct Recorder {
  std::mutex mu;
  std::map<uintptr_t, Allocation> allocs; // base address -> allocation
  std::map<std::string, KernelStats> kernels;
  std::map<int, uint64_t> collectivesByStream;
  std::vector<std::string> errors;
  uint64_t violations = 0, launches = 0, modulesLoaded = 0, modulesUnloaded = 0,
           functionLookups = 0, hostSyncs = 0, eventSyncs = 0, allocDevice = 0,
           allocDeviceBytes = 0, allocManaged = 0, allocManagedBytes = 0,
           frees = 0, copiesH2D = 0, copiesD2H = 0, copiesD2D = 0,
           copiesH2H = 0, copyBytes = 0, memsets = 0, gemms = 0,
           gemmEpilogues = 0, collectives = 0, eventsCreated = 0,
           eventRecords = 0, eventWaits = 0, smallBlocks = 0, maxLiveBytes = 0,
           liveBytes = 0;
  bool reported = false;

  void violation(const char *fmt, ...) __attribute__((format(printf, 2, 3))) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    ++violations;
    if (errors.size() < 50)
      errors.push_back(buf);
    fprintf(stderr, "maco-record: rank %d: violation: %s\n",
            maco_rti_world_rank(), buf);
  }

  /// The allocation holding `p`, or null.
  Allocation *find(const void *p) {
    auto addr = reinterpret_cast<uintptr_t>(p);
    auto it = allocs.upper_bound(addr);
    if (it == allocs.begin())
      return nullptr;
    --it;
    if (addr < it->first + std::max<size_t>(it->second.bytes, 1))
      return &it->second;
    return nullptr;
  }

  /// Where this library reads or writes `p`: its alias in a guarded
  /// device buffer, else `p` itself.
  void *hostView(const void *p) {
    auto addr = reinterpret_cast<uintptr_t>(p);
    auto it = allocs.upper_bound(addr);
    if (it == allocs.begin())
      return const_cast<void *>(p);
    --it;
    const Allocation &a = it->second;
    if (!a.alias || addr >= it->first + a.mapped)
      return const_cast<void *>(p);
    return a.alias + (addr - it->first);
  }

  void use(const void *p, Stream *s) {
    if (!s)
      return;
    if (Allocation *a = find(p)) {
      a->lastStream = s;
      a->lastAt = s->enqueued;
    }
  }

  void report();
};

Recorder &rec() {
  static Recorder *r = new Recorder(); // never destroyed: used at exit
  return *r;
}

/// Streams passed to mgpu* are this backend's native handles (Stream *).
Stream *asStream(void *s) { return static_cast<Stream *>(s); }

void escape(FILE *f, const std::string &s) {
  fputc('"', f);
  for (char c : s) {
    if (c == '"' || c == '\\')
      fputc('\\', f);
    if (static_cast<unsigned char>(c) >= 0x20)
      fputc(c, f);
  }
  fputc('"', f);
}

void Recorder::report() {
  std::lock_guard<std::mutex> lock(mu);
  if (reported)
    return;
  reported = true;
  int rank = maco_rti_world_rank();
  const char *quiet = getenv("MACO_RECORD_QUIET");
  if (!quiet || strcmp(quiet, "1"))
    fprintf(stderr,
            "maco-record: rank %d: %llu launches, %llu host syncs, %llu "
            "device / %llu managed allocations, %llu copies, %llu GEMMs, "
            "%llu collectives, %llu violations\n",
            rank, (unsigned long long)launches,
            (unsigned long long)(hostSyncs + eventSyncs),
            (unsigned long long)allocDevice, (unsigned long long)allocManaged,
            (unsigned long long)(copiesH2D + copiesD2H + copiesD2D + copiesH2H),
            (unsigned long long)gemms, (unsigned long long)collectives,
            (unsigned long long)violations);
  const char *path = getenv("MACO_RECORD");
  if (!path || !*path)
    return;
  std::string file = std::string(path) + "." + std::to_string(rank);
  FILE *f = fopen(file.c_str(), "w");
  if (!f) {
    fprintf(stderr, "maco-record: rank %d: cannot write %s\n", rank,
            file.c_str());
    return;
  }
  auto num = [&](const char *key, uint64_t v) {
    fprintf(f, "  \"%s\": %llu,\n", key, (unsigned long long)v);
  };
  fprintf(f, "{\n  \"rank\": %d,\n", rank);
  num("violations", violations);
  num("launches", launches);
  num("modules_loaded", modulesLoaded);
  num("modules_unloaded", modulesUnloaded);
  num("function_lookups", functionLookups);
  num("host_syncs", hostSyncs + eventSyncs);
  num("stream_syncs", hostSyncs);
  num("event_syncs", eventSyncs);
  num("alloc_device", allocDevice);
  num("alloc_device_bytes", allocDeviceBytes);
  num("alloc_managed", allocManaged);
  num("alloc_managed_bytes", allocManagedBytes);
  num("max_live_bytes", maxLiveBytes);
  num("frees", frees);
  num("copies_h2d", copiesH2D);
  num("copies_d2h", copiesD2H);
  num("copies_d2d", copiesD2D);
  num("copies_h2h", copiesH2H);
  num("copy_bytes", copyBytes);
  num("memsets", memsets);
  num("gemms", gemms);
  num("gemm_epilogues", gemmEpilogues);
  num("collectives", collectives);
  num("events_created", eventsCreated);
  num("event_records", eventRecords);
  num("event_waits", eventWaits);
  num("small_blocks", smallBlocks);
  fprintf(f, "  \"collectives_by_stream\": {");
  bool first = true;
  for (auto &[id, n] : collectivesByStream) {
    fprintf(f, "%s\"%d\": %llu", first ? "" : ", ", id, (unsigned long long)n);
    first = false;
  }
  fprintf(f, "},\n  \"kernels\": {");
  first = true;
  for (auto &[name, k] : kernels) {
    fprintf(f, "%s\n    ", first ? "" : ",");
    escape(f, name);
    fprintf(f,
            ": {\"launches\": %llu, \"grid\": [%ld, %ld, %ld], "
            "\"block\": [%ld, %ld, %ld]}",
            (unsigned long long)k.launches, (long)k.grid[0], (long)k.grid[1],
            (long)k.grid[2], (long)k.block[0], (long)k.block[1],
            (long)k.block[2]);
    first = false;
  }
  fprintf(f, "\n  },\n  \"errors\": [");
  first = true;
  for (const std::string &e : errors) {
    fprintf(f, "%s\n    ", first ? "" : ",");
    escape(f, e);
    first = false;
  }
  fprintf(f, "\n  ]\n}\n");
  fclose(f);
}

struct ReportAtExit {
  ~ReportAtExit() { rec().report(); }
} reportAtExit;

/// Runs `fn` in the order of `s` (a CPU stream's worker), or now.
template <typename Fn> void inOrder(Stream *s, Fn fn) {
  if (!s || !s->inner) {
    fn();
    return;
  }
  auto *heap = new Fn(std::move(fn));
  maco_rt_status_t st = cpu().stream_enqueue_host(
      s->inner,
      [](void *arg) {
        auto *f = static_cast<Fn *>(arg);
        (*f)();
        delete f;
      },
      heap);
  if (st != MACO_RT_OK) {
    fprintf(stderr, "maco-record: enqueue on stream %d failed: %s\n", s->id,
            maco_rt_last_error());
    std::abort();
  }
}

//===----------------------------------------------------------------------===//
// The runtime backend: the CPU backend's, counted.
//===----------------------------------------------------------------------===//

maco_rt_status_t recInit() { return cpu().init ? cpu().init() : MACO_RT_OK; }

maco_rt_status_t recFinalize() {
  maco_rt_status_t st = cpu().finalize ? cpu().finalize() : MACO_RT_OK;
  rec().report();
  return st;
}

maco_rt_status_t recStreamCreate(int id, void **out) {
  auto *s = new Stream();
  s->id = id;
  maco_rt_status_t st = cpu().stream_create(id, &s->inner);
  if (st != MACO_RT_OK) {
    delete s;
    return st;
  }
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    liveStreams().insert(s);
  }
  *out = s;
  return MACO_RT_OK;
}

maco_rt_status_t recStreamRelease(void *stream) {
  auto *s = asStream(stream);
  maco_rt_status_t st = cpu().stream_release(s->inner);
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    // Buffers last used on it are idle now.
    for (auto &[base, a] : rec().allocs)
      if (a.lastStream == s)
        a.lastStream = nullptr;
    liveStreams().erase(s);
  }
  delete s;
  return st;
}

maco_rt_status_t recStreamSynchronize(void *stream) {
  auto *s = asStream(stream);
  maco_rt_status_t st = cpu().stream_synchronize(s->inner);
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().hostSyncs;
  markSynced(s, s->enqueued);
  return st;
}

maco_rt_status_t recNativeHandle(void *stream, void **out) {
  *out = stream;
  return MACO_RT_OK;
}

maco_rt_status_t recEnqueueHost(void *stream, void (*fn)(void *), void *arg) {
  return cpu().stream_enqueue_host(asStream(stream)->inner, fn, arg);
}

maco_rt_status_t recEventCreate(void **out) {
  auto *e = new Event();
  maco_rt_status_t st = cpu().event_create(&e->inner);
  if (st != MACO_RT_OK) {
    delete e;
    return st;
  }
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().eventsCreated;
  *out = e;
  return MACO_RT_OK;
}

maco_rt_status_t recEventRelease(void *event) {
  auto *e = static_cast<Event *>(event);
  maco_rt_status_t st = cpu().event_release(e->inner);
  delete e;
  return st;
}

maco_rt_status_t recEventRecord(void *event, void *stream) {
  auto *e = static_cast<Event *>(event);
  Stream *s = asStream(stream);
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    ++rec().eventRecords;
    e->stream = s;
    e->at = s ? s->enqueued : 0;
  }
  return cpu().event_record(e->inner, s ? s->inner : nullptr);
}

maco_rt_status_t recEventSynchronize(void *event) {
  auto *e = static_cast<Event *>(event);
  maco_rt_status_t st = cpu().event_synchronize(e->inner);
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().eventSyncs;
  markSynced(e->stream, e->at);
  return st;
}

maco_rt_status_t recEventQuery(void *event, int *done) {
  return cpu().event_query(static_cast<Event *>(event)->inner, done);
}

maco_rt_status_t recStreamWaitEvent(void *stream, void *event) {
  Stream *s = asStream(stream);
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    ++rec().eventWaits;
    ++s->enqueued;
    auto *e = static_cast<Event *>(event);
    if (e->stream && e->stream != s)
      s->waits.push_back({s->enqueued, e->stream, e->at});
  }
  return cpu().stream_wait_event(s->inner, static_cast<Event *>(event)->inner);
}

maco_rt_status_t recCollective(const maco_rti_coll_desc_t *d, void *stream) {
  Stream *s = asStream(stream);
  maco_rti_coll_desc_t onHost = *d;
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    Recorder &r = rec();
    ++r.collectives;
    ++r.collectivesByStream[s ? s->id : 0];
    if (s)
      ++s->enqueued;
    r.use(d->sendbuf, s);
    r.use(d->recvbuf, s);
    onHost.sendbuf = r.hostView(d->sendbuf);
    onHost.recvbuf = r.hostView(d->recvbuf);
  }
  // The CPU backend copies the descriptor when it enqueues.
  return cpu().collective(&onHost, s ? s->inner : nullptr);
}

maco_rt_status_t recGemm(const maco_rti_gemm_desc_t *d, void *stream) {
  // Not computed: kernels do not run either, so the values are not
  // meaningful; what matters is that it is one call, on the right stream.
  Stream *s = asStream(stream);
  std::lock_guard<std::mutex> lock(rec().mu);
  Recorder &r = rec();
  ++r.gemms;
  if (d->bias || d->epilogue)
    ++r.gemmEpilogues;
  if (s)
    ++s->enqueued;
  r.use(d->A, s);
  r.use(d->B, s);
  r.use(d->C, s);
  if (d->bias)
    r.use(d->bias, s);
  return MACO_RT_OK;
}

maco_rt_status_t recFillZero(void *buf, size_t bytes, void *stream) {
  Stream *s = asStream(stream);
  void *onHost;
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    ++rec().memsets;
    if (s)
      ++s->enqueued;
    rec().use(buf, s);
    onHost = rec().hostView(buf);
  }
  return cpu().fill_zero(onHost, bytes, s ? s->inner : nullptr);
}

const maco_rti_backend_ops_t recordOps = {
    MACO_RTI_BACKEND_ABI_VERSION,
    MACO_RT_BACKEND_CUDA,
    "cuda-record",
    recInit,
    recFinalize,
    /*comm_init=*/nullptr,
    /*comm_destroy=*/nullptr,
    recStreamCreate,
    recStreamRelease,
    recStreamSynchronize,
    recNativeHandle,
    recEnqueueHost,
    recEventCreate,
    recEventRelease,
    recEventRecord,
    recEventSynchronize,
    recEventQuery,
    recStreamWaitEvent,
    recCollective,
    recGemm,
    recFillZero,
};

struct Register {
  Register() {
    maco_rti_register_backend(&recordOps);
    const char *quiet = getenv("MACO_RECORD_QUIET");
    if (!quiet || strcmp(quiet, "1"))
      fprintf(stderr, "maco-record: recording GPU backend (no GPU: kernels "
                      "do not run)\n");
  }
} registerAtLoad;

} // namespace

//===----------------------------------------------------------------------===//
// mgpu* entry points (runtime/src/cuda/mgpu.cpp has the real ones).
//===----------------------------------------------------------------------===//

MACO_MGPU_EXPORT void *mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().modulesLoaded;
  if (!data)
    rec().violation("mgpuModuleLoad: null blob");
  return new int(0);
}

MACO_MGPU_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel) {
  return mgpuModuleLoad(data, 0);
}

MACO_MGPU_EXPORT void mgpuModuleUnload(void *module) {
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().modulesUnloaded;
  delete static_cast<int *>(module);
}

MACO_MGPU_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().functionLookups;
  // Interned per name: the same handle for every lookup.
  static auto *functions = new std::map<std::string, Function>();
  std::string key = name ? name : "(null)";
  Function &f = (*functions)[key];
  f.name = key;
  return &f;
}

MACO_MGPU_EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX,
                                       intptr_t gridY, intptr_t gridZ,
                                       intptr_t blockX, intptr_t blockY,
                                       intptr_t blockZ, int32_t smem,
                                       void *stream, void **params,
                                       void **extra, size_t paramsCount) {
  std::lock_guard<std::mutex> lock(rec().mu);
  Recorder &r = rec();
  const std::string &name = static_cast<Function *>(function)->name;
  ++r.launches;
  KernelStats &k = r.kernels[name];
  ++k.launches;
  intptr_t grid[3] = {gridX, gridY, gridZ}, block[3] = {blockX, blockY, blockZ};
  std::memcpy(k.grid, grid, sizeof(grid));
  std::memcpy(k.block, block, sizeof(block));
  char shape[160];
  snprintf(shape, sizeof(shape), "grid %ldx%ldx%ld, block %ldx%ldx%ld",
           (long)gridX, (long)gridY, (long)gridZ, (long)blockX, (long)blockY,
           (long)blockZ);
  const char *why = nullptr;
  if (gridX < 1 || gridY < 1 || gridZ < 1 || blockX < 1 || blockY < 1 ||
      blockZ < 1)
    why = "a dimension is 0 (or negative)";
  else if (blockX * blockY * blockZ > 1024)
    why = "more than 1024 threads per block";
  else if (blockX > 1024 || blockY > 1024)
    why = "blockDim.x/y > 1024";
  else if (blockZ > 64)
    why = "blockDim.z > 64";
  else if (gridX > 2147483647)
    why = "gridDim.x >= 2^31";
  else if (gridY > 65535 || gridZ > 65535)
    why = "gridDim.y/z > 65535";
  else if (smem < 0 || smem > 227 * 1024)
    why = "dynamic shared memory outside [0, 227 KiB]";
  if (why) {
    r.violation("invalid launch of %s (%s, smem %d): %s", name.c_str(), shape,
                smem, why);
    return;
  }
  if (blockX * blockY * blockZ < 128 && gridX * gridY * gridZ > 1) {
    ++r.smallBlocks;
    r.violation("launch of %s (%s): fewer than 128 threads per block over "
                "several blocks",
                name.c_str(), shape);
  }
  Stream *s = asStream(stream);
  if (s)
    ++s->enqueued;
  // Kernel arguments are expanded memref descriptors: every argument that
  // points into a live allocation may be used by the kernel. (Each slot is
  // read as a pointer-sized value; smaller scalars only add false uses.)
  for (size_t i = 0; params && i < paramsCount; ++i) {
    void *value = nullptr;
    std::memcpy(&value, params[i], sizeof(value));
    r.use(value, s);
  }
}

MACO_MGPU_EXPORT void *mgpuStreamCreate() {
  std::lock_guard<std::mutex> lock(rec().mu);
  auto *s = new Stream(); // no worker: its operations run at once
  liveStreams().insert(s);
  return s;
}

MACO_MGPU_EXPORT void mgpuStreamDestroy(void *stream) {
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    liveStreams().erase(asStream(stream));
  }
  delete asStream(stream);
}

MACO_MGPU_EXPORT void mgpuStreamSynchronize(void *stream) {
  Stream *s = asStream(stream);
  if (s && s->inner) {
    if (cpu().stream_synchronize(s->inner) != MACO_RT_OK) {
      fprintf(stderr, "maco-record: mgpuStreamSynchronize: %s\n",
              maco_rt_last_error());
      std::abort();
    }
  }
  std::lock_guard<std::mutex> lock(rec().mu);
  ++rec().hostSyncs;
  if (s)
    markSynced(s, s->enqueued);
}

/// Device memory is guarded unless MACO_RECORD_GUARD=0: the host code of
/// a GPU program must never touch it (on a GPU that faults), so here any
/// direct access faults too, and the SIGSEGV handler names the buffer.
static bool guardDevice() {
  static const bool on = [] {
    const char *v = getenv("MACO_RECORD_GUARD");
    return !v || strcmp(v, "0") != 0;
  }();
  return on;
}

/// The SIGSEGV action before guardedAlloc installed onFault.
static struct sigaction previousSegv;

/// The fault handler's report: the device buffer `addr` falls in, if any.
/// (Reads the allocation map without its lock: the process is about to
/// die, and a torn read only loses the buffer's size.)
static void onFault(int sig, siginfo_t *info, void *) {
  Recorder &r = rec();
  auto addr = reinterpret_cast<uintptr_t>(info->si_addr);
  auto it = r.allocs.upper_bound(addr);
  if (it != r.allocs.begin()) {
    --it;
    if (it->second.alias && addr < it->first + it->second.mapped) {
      char msg[320];
      int n = snprintf(msg, sizeof(msg),
                       "maco-record: rank %d: violation: the host touched "
                       "device memory at %p, byte %zu of a %zu-byte device "
                       "buffer (mgpuMemAlloc): host code must reach device "
                       "memory through a copy (on a GPU this access "
                       "faults)\n",
                       maco_rti_world_rank(), info->si_addr,
                       static_cast<size_t>(addr - it->first), it->second.bytes);
      if (n > 0 && write(2, msg, std::min<size_t>(n, sizeof(msg) - 1)) < 0)
        n = 0;
    }
  }
  // The previous action (another handler, or the default), when the
  // faulting access runs again.
  sigaction(sig, &previousSegv, nullptr);
}

/// `bytes` of zeroed device memory: an address range with no access, and
/// an alias of the same pages that this library reads and writes.
static void *guardedAlloc(size_t bytes, char **alias, size_t *mapped) {
  static const bool installed = [] {
    struct sigaction sa = {};
    sa.sa_sigaction = onFault;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &previousSegv);
    return true;
  }();
  (void)installed;
  size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  size_t len = (bytes + page - 1) / page * page;
  int fd = memfd_create("maco-record-device", MFD_CLOEXEC);
  if (fd < 0)
    return nullptr;
  void *p = MAP_FAILED, *a = MAP_FAILED;
  if (ftruncate(fd, static_cast<off_t>(len)) == 0) {
    p = mmap(nullptr, len, PROT_NONE, MAP_SHARED, fd, 0);
    a = mmap(nullptr, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  }
  close(fd);
  if (p == MAP_FAILED || a == MAP_FAILED) {
    if (p != MAP_FAILED)
      munmap(p, len);
    if (a != MAP_FAILED)
      munmap(a, len);
    return nullptr;
  }
  *alias = static_cast<char *>(a);
  *mapped = len;
  return p;
}

MACO_MGPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                    bool isHostShared) {
  if (sizeBytes == 0)
    return nullptr;
  void *p = nullptr;
  char *alias = nullptr;
  size_t mapped = 0;
  // (Unguarded where memfd or mmap fails.)
  if (!isHostShared && guardDevice())
    p = guardedAlloc(sizeBytes, &alias, &mapped);
  if (!p && posix_memalign(&p, 256, sizeBytes) == 0)
    std::memset(p, 0, sizeBytes);
  if (!p) {
    fprintf(stderr, "maco-record: cannot allocate %llu bytes\n",
            (unsigned long long)sizeBytes);
    std::abort();
  }
  std::lock_guard<std::mutex> lock(rec().mu);
  Recorder &r = rec();
  Allocation &a = r.allocs[reinterpret_cast<uintptr_t>(p)];
  a.bytes = sizeBytes;
  a.managed = isHostShared;
  a.alias = alias;
  a.mapped = mapped;
  (isHostShared ? r.allocManaged : r.allocDevice) += 1;
  (isHostShared ? r.allocManagedBytes : r.allocDeviceBytes) += sizeBytes;
  r.liveBytes += sizeBytes;
  r.maxLiveBytes = std::max(r.maxLiveBytes, r.liveBytes);
  return p;
}

MACO_MGPU_EXPORT void mgpuMemFree(void *ptr, void *stream) {
  if (!ptr)
    return;
  Stream *s = asStream(stream);
  char *alias = nullptr;
  size_t mapped = 0;
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    Recorder &r = rec();
    ++r.frees;
    auto it = r.allocs.find(reinterpret_cast<uintptr_t>(ptr));
    if (it == r.allocs.end()) {
      r.violation("mgpuMemFree of %p, which is not the start of a live "
                  "allocation",
                  ptr);
      return;
    }
    Allocation &a = it->second;
    if (!s && a.lastStream && a.lastStream->synced < a.lastAt)
      r.violation("synchronous mgpuMemFree of a %zu-byte buffer that work "
                  "queued on stream %d (not yet synchronised) may use",
                  a.bytes, a.lastStream->id);
    alias = a.alias;
    mapped = a.mapped;
    r.liveBytes -= a.bytes;
    r.allocs.erase(it);
    if (s)
      ++s->enqueued;
  }
  // Stream-ordered: released after the stream's earlier work.
  if (alias)
    inOrder(s, [ptr, alias, mapped] {
      munmap(ptr, mapped);
      munmap(alias, mapped);
    });
  else
    inOrder(s, [ptr] { free(ptr); });
}

/// Which memory `p` is: device (an mgpuMemAlloc buffer that is not
/// host-shared) or host (anything else, managed memory included).
static bool isDevice(Recorder &r, const void *p) {
  Allocation *a = r.find(p);
  return a && !a->managed;
}

MACO_MGPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                 void *stream) {
  Stream *s = asStream(stream);
  bool pageable = false;
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    Recorder &r = rec();
    bool d = isDevice(r, dst), sr = isDevice(r, src);
    ++(d ? (sr ? r.copiesD2D : r.copiesH2D) : (sr ? r.copiesD2H : r.copiesH2H));
    r.copyBytes += sizeBytes;
    if (s)
      ++s->enqueued;
    r.use(dst, s);
    r.use(src, s);
    pageable = !r.find(src);
    dst = r.hostView(dst);
    src = r.hostView(src);
  }
  if (!pageable || !s || sizeBytes == 0) {
    inOrder(s, [=] { std::memmove(dst, src, sizeBytes); });
    return;
  }
  // From pageable host memory (not an mgpuMemAlloc buffer), CUDA stages
  // the source before cuMemcpyAsync returns, so the caller may free it
  // right away (maco-to-cuda's host mirrors do): read it now, write it in
  // stream order.
  auto staged = std::make_shared<std::vector<char>>(
      static_cast<const char *>(src),
      static_cast<const char *>(src) + sizeBytes);
  inOrder(s, [=] { std::memmove(dst, staged->data(), sizeBytes); });
}

MACO_MGPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                   void *stream) {
  Stream *s = asStream(stream);
  {
    std::lock_guard<std::mutex> lock(rec().mu);
    ++rec().memsets;
    if (s)
      ++s->enqueued;
    rec().use(dst, s);
    dst = rec().hostView(dst);
  }
  inOrder(s, [=] {
    auto *p = static_cast<uint32_t *>(dst);
    for (size_t i = 0; i < count; ++i)
      p[i] = value;
  });
}
