//===- runtime.cpp - common layer: init, handles, validation, dispatch -----===//
//
// Every public entry point validates its arguments and handles here and then
// calls the selected backend's table (common/backend.h). Backends see only
// validated descriptors.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

using namespace maco_rt_detail;

namespace {

struct State {
  std::mutex mu; // guards the handle sets, comm cache, stream ids
  std::mutex commCreateMu; // serialises MPI_Comm_split in comm_get
  std::atomic<bool> initialized{false};
  bool ownsMpi = false;
  int threadLevel = MPI_THREAD_SINGLE;
  /// Declared by maco_rt_set_threads before init; survives finalize.
  maco_rt_threads_t threads = MACO_RT_THREADS_STREAMS;
  int worldRank = 0;
  int worldSize = 1;
  MPI_Comm world = MPI_COMM_NULL; // private duplicate of MPI_COMM_WORLD
  const maco_rti_backend_ops_t *be = nullptr;
  maco_rt_backend_t backendKind = MACO_RT_BACKEND_CPU;
  std::vector<maco_rt_comm *> comms; // creation order
  std::map<std::vector<int64_t>, maco_rt_comm *> commCache;
  std::unordered_set<const maco_rt_comm *> commSet;
  std::unordered_set<const maco_rt_stream *> streamSet;
  std::vector<maco_rt_stream *> streams; // creation order
  std::unordered_set<const maco_rt_event *> eventSet;
  int nextStreamId = 1;
};

inline __attribute__((always_inline)) State &st() {
  static State *s = new State(); // never destroyed: safe at exit
  return *s;
}

std::mutex registryMu;
const maco_rti_backend_ops_t *registered[2] = {nullptr, nullptr};

#define MACO_REQUIRE_INIT(fn)                                                  \
  do {                                                                         \
    if (!st().initialized.load())                                              \
      return maco_rti_error(MACO_RT_STATE,                                     \
                            "%s: the runtime is not initialised (call "        \
                            "maco_rt_init first)",                             \
                            fn);                                               \
  } while (0)

bool validDtype(maco_rt_dtype_t d) {
  return (int)d >= 0 && (int)d < MACO_RT_NUM_DTYPES;
}
bool validReduction(maco_rt_reduction_t r) {
  return (int)r >= 0 && (int)r < MACO_RT_NUM_REDUCTIONS;
}
bool isInteger(maco_rt_dtype_t d) {
  return d == MACO_RT_I32 || d == MACO_RT_I64 || d == MACO_RT_I8;
}

// Resolve a stream handle to the backend's stream (NULL for NULL).
maco_rt_status_t lookupStream(const char *fn, maco_rt_stream_t stream,
                              void **impl, int *id) {
  *impl = nullptr;
  if (id)
    *id = 0;
  if (!stream)
    return MACO_RT_OK;
  std::lock_guard<std::mutex> lock(st().mu);
  if (!st().streamSet.count(stream))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: unknown stream handle %p on rank %d (never "
                          "created or already released)",
                          fn, (void *)stream, st().worldRank);
  *impl = stream->impl;
  if (id)
    *id = stream->id;
  return MACO_RT_OK;
}

maco_rt_status_t lookupEvent(const char *fn, maco_rt_event_t event,
                             void **impl) {
  std::lock_guard<std::mutex> lock(st().mu);
  if (!event || !st().eventSet.count(event))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: unknown event handle %p on rank %d (NULL, never "
                          "created or already released)",
                          fn, (void *)event, st().worldRank);
  *impl = event->impl;
  return MACO_RT_OK;
}

// Communicators live until finalize, so a handle validated once stays valid
// for the current init generation: remember the last one per thread to skip
// the lock on the hot path.
std::atomic<uint64_t> initGeneration{1};
MACO_RTI_HOT_TLS thread_local maco_rt_comm_t tlsLastComm = nullptr;
MACO_RTI_HOT_TLS thread_local uint64_t tlsLastCommGen = 0;

maco_rt_status_t lookupComm(const char *fn, maco_rt_comm_t comm) {
  uint64_t gen = initGeneration.load(std::memory_order_acquire);
  if (comm && comm == tlsLastComm && gen == tlsLastCommGen)
    return MACO_RT_OK;
  std::lock_guard<std::mutex> lock(st().mu);
  if (!comm || !st().commSet.count(comm))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: unknown communicator handle %p on rank %d (NULL "
                          "or not from maco_rt_comm_get)",
                          fn, (void *)comm, st().worldRank);
  tlsLastComm = comm;
  tlsLastCommGen = gen;
  return MACO_RT_OK;
}

bool overlaps(const void *a, size_t an, const void *b, size_t bn) {
  if (!a || !b || !an || !bn)
    return false;
  auto pa = (uintptr_t)a, pb = (uintptr_t)b;
  return pa < pb + bn && pb < pa + an;
}

// Validate a collective and dispatch it to the backend.
/// Whether `d.algorithm` exists and applies to `d.kind` on this group
/// (runtime.h lists the pairings).
maco_rt_status_t checkAlgorithm(const char *fn, const maco_rti_coll_desc_t &d) {
  const maco_rt_algorithm_t a = d.algorithm;
  if ((int)a < 0 || (int)a >= MACO_RT_NUM_ALGORITHMS)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid algorithm %d on rank %d", fn, (int)a,
                          st().worldRank);
  bool ok = a == MACO_RT_ALGO_AUTO;
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE:
    ok = true;
    break;
  case MACO_RTI_ALL_GATHER:
    ok |= a == MACO_RT_ALGO_RING || a == MACO_RT_ALGO_DIRECT;
    if (a == MACO_RT_ALGO_RECURSIVE_DOUBLING) {
      if ((d.group_size & (d.group_size - 1)) != 0)
        return maco_rti_error(
            MACO_RT_INVALID_ARGUMENT,
            "%s: algorithm recursive_doubling needs a power-of-two group, "
            "the group has %d ranks (rank %d)",
            fn, d.group_size, st().worldRank);
      ok = true;
    }
    break;
  case MACO_RTI_REDUCE_SCATTER:
    ok |= a == MACO_RT_ALGO_RING || a == MACO_RT_ALGO_DIRECT;
    break;
  case MACO_RTI_BROADCAST:
    ok |= a == MACO_RT_ALGO_TREE || a == MACO_RT_ALGO_DIRECT;
    break;
  default:
    break;
  }
  if (!ok)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: algorithm %s does not apply to %s (rank %d)", fn,
                          maco_rt_algorithm_name(a), maco_rti_coll_name(d.kind),
                          st().worldRank);
  return MACO_RT_OK;
}

maco_rt_status_t runCollective(const char *fn, maco_rti_coll_desc_t &d,
                               maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT(fn);
  clearError();
  maco_rt_status_t s = lookupComm(fn, d.comm);
  if (s != MACO_RT_OK)
    return s;
  void *impl = nullptr;
  int streamId = 0;
  if ((s = lookupStream(fn, stream, &impl, &streamId)) != MACO_RT_OK)
    return s;
  int rank = st().worldRank;
  d.group_size = d.comm->size;
  d.group_rank = d.comm->rank;
  if (d.kind != MACO_RTI_BARRIER) {
    if (!validDtype(d.dtype))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: invalid element type %d on rank %d", fn,
                            (int)d.dtype, rank);
    if (d.count < 0)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: negative count %lld on rank %d", fn,
                            (long long)d.count, rank);
    // The largest buffer a collective touches is count * element size *
    // group size bytes (all-gather, reduce-scatter, all-to-all): multiplied
    // with overflow checks, so that the product cannot wrap around (2^61
    // elements of 8 bytes would be 0; dividing the limit instead cost two
    // 64-bit divisions per call), and kept under 2^62 so that every size
    // and offset below fits in size_t and int64_t.
    const uint64_t limit = (uint64_t)1 << 62;
    uint64_t total;
    if (__builtin_mul_overflow((uint64_t)d.count,
                               (uint64_t)maco_rt_dtype_size(d.dtype), &total) ||
        __builtin_mul_overflow(total, (uint64_t)d.group_size, &total) ||
        total > limit)
      return maco_rti_error(
          MACO_RT_INVALID_ARGUMENT,
          "%s: count %lld is too large on rank %d: %lld elements of %zu "
          "bytes over a group of %d exceed 2^62 bytes",
          fn, (long long)d.count, rank, (long long)d.count,
          maco_rt_dtype_size(d.dtype), d.group_size);
  }
  if (d.kind == MACO_RTI_ALL_REDUCE || d.kind == MACO_RTI_REDUCE_SCATTER) {
    if (!validReduction(d.op))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: invalid reduction %d on rank %d", fn,
                            (int)d.op, rank);
    if (d.op == MACO_RT_AVG && isInteger(d.dtype))
      return maco_rti_error(
          MACO_RT_UNSUPPORTED,
          "%s: reduction avg is not supported on integer element type %s "
          "(use sum and divide, or a floating-point type) on rank %d",
          fn, maco_rti_dtype_name(d.dtype), rank);
  }
  if ((s = checkAlgorithm(fn, d)) != MACO_RT_OK)
    return s;
  // Neither wraps: count * es * group size <= 2^62 (checked above; a
  // barrier has count 0).
  const size_t es = maco_rt_dtype_size(d.dtype);
  const size_t n = (size_t)d.count * es;
  const size_t gn = n * (size_t)d.group_size;
  auto needBuf = [&](const void *p, const char *name) -> maco_rt_status_t {
    if (!p && d.count > 0)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: %s is NULL but count is %lld on rank %d", fn,
                            name, (long long)d.count, rank);
    return MACO_RT_OK;
  };
  auto checkPeer = [&](int64_t p, const char *name,
                       bool allowNone) -> maco_rt_status_t {
    if ((allowNone && p == -1) || (p >= 0 && p < d.group_size))
      return MACO_RT_OK;
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: %s %lld is out of range for group size %d%s "
                          "on rank %d",
                          fn, name, (long long)p, d.group_size,
                          allowNone ? " (-1 means none)" : "", rank);
  };
#define TRY(x)                                                                 \
  if ((s = (x)) != MACO_RT_OK)                                                 \
    return s;
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE:
    TRY(needBuf(d.sendbuf, "sendbuf"));
    TRY(needBuf(d.recvbuf, "recvbuf"));
    if (d.sendbuf != d.recvbuf && overlaps(d.sendbuf, n, d.recvbuf, n))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: sendbuf and recvbuf overlap partially (pass "
                            "the same pointer for in place) on rank %d",
                            fn, rank);
    break;
  case MACO_RTI_ALL_GATHER: {
    TRY(needBuf(d.sendbuf, "sendbuf"));
    TRY(needBuf(d.recvbuf, "recvbuf"));
    const char *inPlace = (const char *)d.recvbuf + (size_t)d.group_rank * n;
    if (d.sendbuf != inPlace && overlaps(d.sendbuf, n, d.recvbuf, gn))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: sendbuf overlaps recvbuf (in place only when "
                            "sendbuf is this rank's chunk of recvbuf) on rank "
                            "%d",
                            fn, rank);
    break;
  }
  case MACO_RTI_REDUCE_SCATTER:
  case MACO_RTI_ALL_TO_ALL:
    TRY(needBuf(d.sendbuf, "sendbuf"));
    TRY(needBuf(d.recvbuf, "recvbuf"));
    if (overlaps(d.sendbuf, gn, d.recvbuf,
                 d.kind == MACO_RTI_ALL_TO_ALL ? gn : n))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: sendbuf and recvbuf overlap on rank %d", fn,
                            rank);
    break;
  case MACO_RTI_BROADCAST:
    TRY(checkPeer(d.root, "root", false));
    if (d.root == d.group_rank)
      TRY(needBuf(d.sendbuf, "sendbuf (on the root)"));
    TRY(needBuf(d.recvbuf, "recvbuf"));
    break;
  case MACO_RTI_SEND:
  case MACO_RTI_RECV:
    TRY(needBuf(d.kind == MACO_RTI_SEND ? d.sendbuf : d.recvbuf, "buf"));
    TRY(checkPeer(d.peer, "peer", false));
    if (d.tag < 0 || d.tag > 32767)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: tag %lld is out of range [0, 32767] on rank %d",
                            fn, (long long)d.tag, rank);
    break;
  case MACO_RTI_PERMUTE:
    TRY(checkPeer(d.peer, "send_to", true));
    TRY(checkPeer(d.peer2, "recv_from", true));
    if (d.peer >= 0)
      TRY(needBuf(d.sendbuf, "sendbuf"));
    if (d.peer2 >= 0)
      TRY(needBuf(d.recvbuf, "recvbuf"));
    if (d.peer >= 0 && d.peer2 >= 0 && d.sendbuf != d.recvbuf &&
        overlaps(d.sendbuf, n, d.recvbuf, n))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: sendbuf and recvbuf overlap partially on "
                            "rank %d",
                            fn, rank);
    break;
  case MACO_RTI_BARRIER:
    break;
  }
#undef TRY
  // The CPU backend completes a stream collective's check on the stream.
  if (checkEnabled() &&
      (s = checkCollective(fn, d, streamId,
                           impl && st().backendKind == MACO_RT_BACKEND_CPU)) !=
          MACO_RT_OK)
    return s;
  return st().be->collective(&d, impl);
}

maco_rti_coll_desc_t makeDesc(maco_rti_coll_kind_t kind, maco_rt_comm_t comm) {
  maco_rti_coll_desc_t d;
  memset(&d, 0, sizeof(d));
  d.kind = kind;
  d.comm = comm;
  d.root = -1;
  d.peer = -1;
  d.peer2 = -1;
  d.dtype = MACO_RT_I8;
  d.op = MACO_RT_SUM;
  return d;
}

const maco_rti_backend_ops_t *findBackend(maco_rt_backend_t kind) {
  std::lock_guard<std::mutex> lock(registryMu);
  return registered[kind];
}

maco_rt_status_t loadCudaBackend() {
  if (findBackend(MACO_RT_BACKEND_CUDA))
    return MACO_RT_OK;
  std::string errors;
  Dl_info info;
  std::vector<std::string> candidates;
  if (dladdr((void *)&maco_rt_init, &info) && info.dli_fname) {
    std::string self = info.dli_fname;
    size_t slash = self.find_last_of('/');
    if (slash != std::string::npos)
      candidates.push_back(self.substr(0, slash + 1) +
                           "libmaco_runtime_cuda.so");
  }
  candidates.push_back("libmaco_runtime_cuda.so");
  for (const std::string &c : candidates) {
    if (dlopen(c.c_str(), RTLD_NOW | RTLD_GLOBAL)) {
      if (findBackend(MACO_RT_BACKEND_CUDA))
        return MACO_RT_OK;
      errors += c + ": loaded but registered no CUDA backend; ";
    } else {
      const char *e = dlerror();
      errors += std::string(e ? e : c.c_str()) + "; ";
    }
  }
  return maco_rti_error(MACO_RT_UNSUPPORTED,
                        "maco_rt_init: the CUDA backend is not available "
                        "(libmaco_runtime_cuda.so could not be loaded: %s)",
                        errors.c_str());
}

} // namespace

extern "C" {

void maco_rti_register_backend(const maco_rti_backend_ops_t *ops) {
  if (!ops || ops->abi_version != MACO_RTI_BACKEND_ABI_VERSION ||
      ((int)ops->kind != 0 && (int)ops->kind != 1)) {
    fprintf(stderr, "maco: warning: ignoring a backend registration with a "
                    "wrong ABI version or kind\n");
    return;
  }
  std::lock_guard<std::mutex> lock(registryMu);
  registered[ops->kind] = ops;
}

int maco_rti_world_rank(void) { return st().worldRank; }
int maco_rti_world_size(void) { return st().worldSize; }
int maco_rti_mpi_thread_level(void) { return st().threadLevel; }
static std::atomic<void (*)(void)> gBeforeBlock{nullptr};
void maco_rti_set_before_block(void (*hook)(void)) { gBeforeBlock = hook; }
void maco_rti_before_block(void) {
  if (auto hook = gBeforeBlock.load())
    hook();
}
MPI_Comm maco_rti_comm_mpi(maco_rt_comm_t comm) {
  return comm ? comm->mpi : MPI_COMM_NULL;
}
int maco_rti_comm_id(maco_rt_comm_t comm) { return comm ? comm->id : -1; }
void *maco_rti_comm_backend_data(maco_rt_comm_t comm) {
  return comm ? comm->backend_data : nullptr;
}

maco_rt_status_t maco_rt_init(int *argc, char ***argv) {
  clearError();
  const char *env = getenv("MACO_BACKEND");
  maco_rt_backend_t kind = MACO_RT_BACKEND_CPU;
  if (env && *env) {
    if (!strcmp(env, "cpu") || !strcmp(env, "mpi"))
      kind = MACO_RT_BACKEND_CPU;
    else if (!strcmp(env, "cuda") || !strcmp(env, "nccl"))
      kind = MACO_RT_BACKEND_CUDA;
    else
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_init: MACO_BACKEND='%s' is not a backend "
                            "(expected cpu or cuda)",
                            env);
  }
  return maco_rt_init_with_backend(argc, argv, kind);
}

maco_rt_status_t maco_rt_set_threads(maco_rt_threads_t threads) {
  clearError();
  if (threads != MACO_RT_THREADS_STREAMS && threads != MACO_RT_THREADS_MAIN)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_set_threads: invalid value %d",
                          (int)threads);
  if (st().initialized)
    return maco_rti_error(MACO_RT_STATE,
                          "maco_rt_set_threads: the runtime is already "
                          "initialised (declare threads before maco_rt_init)");
  st().threads = threads;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_init_with_backend(int *argc, char ***argv,
                                           maco_rt_backend_t backend) {
  clearError();
  State &s = st();
  if (s.initialized)
    return maco_rti_error(MACO_RT_STATE,
                          "maco_rt_init: the runtime is already initialised");
  if ((int)backend != MACO_RT_BACKEND_CPU &&
      (int)backend != MACO_RT_BACKEND_CUDA)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_init: invalid backend %d", (int)backend);
  // Parse the environment before touching MPI so errors are cheap.
  double timeout = 0;
  if (const char *t = getenv("MACO_TIMEOUT"); t && *t) {
    char *end = nullptr;
    timeout = strtod(t, &end);
    if (end == t || *end || timeout < 0)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_init: MACO_TIMEOUT='%s' is not a "
                            "non-negative number of seconds",
                            t);
  }
  bool check = false;
  if (const char *c = getenv("MACO_CHECK"); c && *c) {
    if (strcmp(c, "0") && strcmp(c, "1"))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_init: MACO_CHECK='%s' is not 0 or 1", c);
    check = *c == '1';
  }
  const maco_rti_backend_ops_t *be = nullptr;
  if (backend == MACO_RT_BACKEND_CPU) {
    be = findBackend(MACO_RT_BACKEND_CPU);
    if (!be)
      be = maco_rti_cpu_backend();
  } else {
    maco_rt_status_t ls = loadCudaBackend();
    if (ls != MACO_RT_OK)
      return ls;
    be = findBackend(MACO_RT_BACKEND_CUDA);
  }

  int inited = 0, finalized = 0;
  MPI_Initialized(&inited);
  MPI_Finalized(&finalized);
  if (finalized)
    return maco_rti_error(MACO_RT_STATE,
                          "maco_rt_init: MPI has already been finalized");
  int provided = MPI_THREAD_SINGLE;
  static bool weInitedMpi = false; // survives a failed maco_rt_init
  // Streams' workers (and the MACO_TIMEOUT watchdog, and the CUDA backend's
  // threads) call MPI from other threads.
  const bool mainOnly = s.threads == MACO_RT_THREADS_MAIN && timeout == 0 &&
                        backend == MACO_RT_BACKEND_CPU;
  // Open MPI locks inside every call at any level above SINGLE.
  const int wanted = mainOnly ? MPI_THREAD_SINGLE : MPI_THREAD_MULTIPLE;
  if (!inited) {
    int err = MPI_Init_thread(argc, argv, wanted, &provided);
    if (err != MPI_SUCCESS)
      return maco_rti_mpi_error("MPI_Init_thread", err, nullptr);
    weInitedMpi = true;
  } else {
    MPI_Query_thread(&provided);
  }
  s.ownsMpi = weInitedMpi;
  s.threadLevel = provided;
  MPI_Comm_rank(MPI_COMM_WORLD, &s.worldRank);
  MPI_Comm_size(MPI_COMM_WORLD, &s.worldSize);
  int err = MPI_Comm_dup(MPI_COMM_WORLD, &s.world);
  if (err != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Comm_dup", err, nullptr);
  MPI_Comm_set_errhandler(s.world, MPI_ERRORS_RETURN);
  if (wanted == MPI_THREAD_MULTIPLE && provided < wanted && s.worldRank == 0 &&
      getenv("MACO_QUIET") == nullptr)
    fprintf(stderr,
            "maco: warning: MPI provides thread level %d < "
            "MPI_THREAD_MULTIPLE; streams are unavailable\n",
            provided);

  const char *trace = getenv("MACO_TRACE");
  traceInit(trace && *trace);
  if (trace && *trace)
    MPI_Barrier(s.world); // align the ranks' clocks
  traceSetClockZero();
  s.be = be;
  s.backendKind = backend;
  if (be->init) {
    maco_rt_status_t bs = be->init();
    if (bs != MACO_RT_OK) {
      s.be = nullptr;
      MPI_Comm_free(&s.world);
      return bs;
    }
  }
  watchdogStart(timeout);
  checkInit(check);
  s.initialized = true;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_finalize(void) {
  clearError();
  MACO_REQUIRE_INIT("maco_rt_finalize");
  State &s = st();
  maco_rt_status_t first = MACO_RT_OK;
  std::string firstMsg;
  auto note = [&](maco_rt_status_t r) {
    if (r != MACO_RT_OK && first == MACO_RT_OK) {
      first = r;
      firstMsg = maco_rt_last_error();
    }
  };
  std::vector<maco_rt_stream *> streams;
  std::vector<maco_rt_event *> events;
  std::vector<int> streamIds;
  {
    std::lock_guard<std::mutex> lock(s.mu);
    streams = s.streams;
    s.streams.clear();
    s.streamSet.clear();
    for (auto *e : s.eventSet)
      events.push_back(const_cast<maco_rt_event *>(e));
    s.eventSet.clear();
  }
  for (auto *str : streams) {
    streamIds.push_back(str->id);
    note(s.be->stream_release(str->impl));
    delete str;
  }
  for (auto *e : events) {
    note(s.be->event_release(e->impl));
    delete e;
  }
  if (s.be->finalize)
    note(s.be->finalize());
  checkFinalize();
  watchdogStop();
  traceFinalize(s.worldRank, s.be->name, streamIds);
  if (statsEnvPrint(s.worldRank))
    maco_rt_stats_print(stderr);
  {
    std::lock_guard<std::mutex> lock(s.mu);
    for (auto *c : s.comms) {
      if (s.be->comm_destroy)
        s.be->comm_destroy(c, c->backend_data);
      MPI_Comm_free(&c->mpi);
      delete c;
    }
    s.comms.clear();
    s.commCache.clear();
    s.commSet.clear();
    initGeneration.fetch_add(1, std::memory_order_acq_rel);
  }
  MPI_Comm_free(&s.world);
  s.initialized = false;
  s.be = nullptr;
  if (s.ownsMpi) {
    MPI_Finalize();
    s.ownsMpi = false;
  }
  if (first != MACO_RT_OK)
    maco_rti_error_str(first, firstMsg.c_str());
  return first;
}

maco_rt_status_t maco_rt_initialized(int *out) {
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_initialized: out is NULL");
  *out = st().initialized ? 1 : 0;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_get_backend(maco_rt_backend_t *out) {
  MACO_REQUIRE_INIT("maco_rt_get_backend");
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_get_backend: out is NULL");
  *out = st().backendKind;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_world_rank(int *out) {
  MACO_REQUIRE_INIT("maco_rt_world_rank");
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_world_rank: out is NULL");
  *out = st().worldRank;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_world_size(int *out) {
  MACO_REQUIRE_INIT("maco_rt_world_size");
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_world_size: out is NULL");
  *out = st().worldSize;
  return MACO_RT_OK;
}

//===--- Communicators ----------------------------------------------------===//

static std::string fmtShape(const int64_t *v, int64_t n) {
  std::string s = "[";
  for (int64_t i = 0; i < n; ++i) {
    if (i)
      s += ", ";
    if (v && v[i] == MACO_RT_GRID_DYNAMIC)
      s += "?";
    else
      s += std::to_string(v ? v[i] : 0);
  }
  return s + "]";
}

// Compiled code asks for its groups at every entry of a function (a
// training step), so the last few successful lookups are remembered per
// thread, keyed by the arguments as given (grids of up to 4 dimensions),
// for the current init generation (communicators live until finalize):
// a hit allocates nothing and takes no lock.
namespace {
struct CommGetHit {
  uint64_t gen = 0;
  int64_t gridRank = 0, numAxes = 0;
  int64_t shape[4] = {0, 0, 0, 0}, axes[4] = {0, 0, 0, 0};
  maco_rt_comm_t comm = nullptr;
};
constexpr int kCommGetHits = 4;
// On the heap: the library's thread-locals are in static TLS (initial-exec
// accesses, internal.h), so they are kept to a few bytes.
struct CommGetHits {
  CommGetHit hit[kCommGetHits];
  unsigned next = 0;
};
thread_local std::unique_ptr<CommGetHits> tlsCommGetHits;

bool sameArgs(const CommGetHit &h, const int64_t *shape, int64_t gridRank,
              const int64_t *axes, int64_t numAxes) {
  if (h.gridRank != gridRank || h.numAxes != numAxes)
    return false;
  for (int64_t i = 0; i < gridRank; ++i)
    if (h.shape[i] != shape[i])
      return false;
  for (int64_t i = 0; i < numAxes; ++i)
    if (h.axes[i] != axes[i])
      return false;
  return true;
}

maco_rt_status_t commGetSlow(const int64_t *grid_shape, int64_t grid_rank,
                             const int64_t *axes, int64_t num_axes,
                             maco_rt_comm_t *out);
} // namespace

maco_rt_status_t maco_rt_comm_get(const int64_t *grid_shape, int64_t grid_rank,
                                  const int64_t *axes, int64_t num_axes,
                                  maco_rt_comm_t *out) {
  const char *fn = "maco_rt_comm_get";
  MACO_REQUIRE_INIT(fn);
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT, "%s: out is NULL", fn);
  *out = nullptr;
  const bool cacheable = grid_rank >= 0 && grid_rank <= 4 && num_axes >= 0 &&
                         num_axes <= grid_rank &&
                         (grid_rank == 0 || grid_shape) &&
                         (num_axes == 0 || axes);
  const uint64_t gen = initGeneration.load(std::memory_order_acquire);
  if (cacheable && !tlsCommGetHits)
    tlsCommGetHits.reset(new CommGetHits());
  if (cacheable)
    for (const CommGetHit &h : tlsCommGetHits->hit)
      if (h.gen == gen && h.comm &&
          sameArgs(h, grid_shape, grid_rank, axes, num_axes)) {
        *out = h.comm;
        return MACO_RT_OK;
      }
  maco_rt_status_t r = commGetSlow(grid_shape, grid_rank, axes, num_axes, out);
  if (r == MACO_RT_OK && cacheable) {
    CommGetHit &h = tlsCommGetHits->hit[tlsCommGetHits->next++ % kCommGetHits];
    h.gen = gen;
    h.gridRank = grid_rank;
    h.numAxes = num_axes;
    std::copy(grid_shape, grid_shape + grid_rank, h.shape);
    std::copy(axes, axes + num_axes, h.axes);
    h.comm = *out;
  }
  return r;
}

namespace {
maco_rt_status_t commGetSlow(const int64_t *grid_shape, int64_t grid_rank,
                             const int64_t *axes, int64_t num_axes,
                             maco_rt_comm_t *out) {
  const char *fn = "maco_rt_comm_get";
  State &s = st();
  if (grid_rank < 0 || grid_rank > 64 || (grid_rank > 0 && !grid_shape))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid grid (grid_rank %lld, grid_shape %p)",
                          fn, (long long)grid_rank, (const void *)grid_shape);
  if (num_axes < 0 || num_axes > grid_rank || (num_axes > 0 && !axes))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid axes (num_axes %lld, axes %p) for a "
                          "grid with %lld dimensions",
                          fn, (long long)num_axes, (const void *)axes,
                          (long long)grid_rank);
  int64_t product = 1, dynamicDim = -1;
  for (int64_t i = 0; i < grid_rank; ++i) {
    if (grid_shape[i] == MACO_RT_GRID_DYNAMIC) {
      if (dynamicDim >= 0)
        return maco_rti_error(
            MACO_RT_INVALID_ARGUMENT,
            "%s: grid shape %s has more than one dynamic dimension; only one "
            "can be sized from the world size",
            fn, fmtShape(grid_shape, grid_rank).c_str());
      dynamicDim = i;
      continue;
    }
    if (grid_shape[i] <= 0)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: grid shape %s has a non-positive dimension",
                            fn, fmtShape(grid_shape, grid_rank).c_str());
    product *= grid_shape[i];
    if (product > (int64_t)1 << 40)
      break;
  }
  // A dynamic dimension takes the world size over the static ones.
  std::vector<int64_t> resolved(grid_shape, grid_shape + grid_rank);
  if (dynamicDim >= 0) {
    if (s.worldSize % product != 0)
      return maco_rti_error(
          MACO_RT_INVALID_ARGUMENT,
          "%s: grid shape %s needs a world size divisible by %lld, but the "
          "world size is %d",
          fn, fmtShape(grid_shape, grid_rank).c_str(), (long long)product,
          s.worldSize);
    resolved[dynamicDim] = s.worldSize / product;
    product = s.worldSize;
  }
  if (product != s.worldSize)
    return maco_rti_error(
        MACO_RT_INVALID_ARGUMENT,
        "%s: grid shape %s has %lld ranks but the world size is %d", fn,
        fmtShape(grid_shape, grid_rank).c_str(), (long long)product,
        s.worldSize);
  grid_shape = resolved.data();
  std::vector<bool> used(grid_rank, false);
  for (int64_t i = 0; i < num_axes; ++i) {
    if (axes[i] < 0 || axes[i] >= grid_rank)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: axis %lld is out of range for grid shape %s",
                            fn, (long long)axes[i],
                            fmtShape(grid_shape, grid_rank).c_str());
    if (used[axes[i]])
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: axis %lld appears twice in axes %s", fn,
                            (long long)axes[i],
                            fmtShape(axes, num_axes).c_str());
    used[axes[i]] = true;
  }
  std::vector<int64_t> key(grid_shape, grid_shape + grid_rank);
  key.push_back(-1);
  key.insert(key.end(), axes, axes + num_axes);

  std::lock_guard<std::mutex> createLock(s.commCreateMu);
  {
    std::lock_guard<std::mutex> lock(s.mu);
    auto it = s.commCache.find(key);
    if (it != s.commCache.end()) {
      *out = it->second;
      return MACO_RT_OK;
    }
  }
  // Coordinates of this rank (row-major).
  std::vector<int64_t> coord(grid_rank);
  int64_t rem = s.worldRank;
  for (int64_t d = grid_rank - 1; d >= 0; --d) {
    coord[d] = rem % grid_shape[d];
    rem /= grid_shape[d];
  }
  int64_t color = 0, groupRank = 0, groupSize = 1;
  for (int64_t d = 0; d < grid_rank; ++d)
    if (!used[d])
      color = color * grid_shape[d] + coord[d];
  for (int64_t i = 0; i < num_axes; ++i) {
    groupRank = groupRank * grid_shape[axes[i]] + coord[axes[i]];
    groupSize *= grid_shape[axes[i]];
  }
  MPI_Comm mpi = MPI_COMM_NULL;
  maco_rti_before_block();
  int err = MPI_Comm_split(s.world, (int)color, (int)groupRank, &mpi);
  if (err != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Comm_split", err, nullptr);
  MPI_Comm_set_errhandler(mpi, MPI_ERRORS_RETURN);
  auto *c = new maco_rt_comm();
  c->shape.assign(grid_shape, grid_shape + grid_rank);
  c->axes.assign(axes, axes + num_axes);
  c->mpi = mpi;
  MPI_Comm_rank(mpi, &c->rank);
  MPI_Comm_size(mpi, &c->size);
  c->backend_data = nullptr;
  if (c->rank != groupRank || c->size != groupSize) {
    int gotRank = c->rank, gotSize = c->size;
    MPI_Comm_free(&c->mpi);
    delete c;
    return maco_rti_error(MACO_RT_INTERNAL,
                          "%s: MPI_Comm_split gave rank %d of %d, expected "
                          "%lld of %lld",
                          fn, gotRank, gotSize, (long long)groupRank,
                          (long long)groupSize);
  }
  {
    std::lock_guard<std::mutex> lock(s.mu);
    c->id = (int)s.comms.size();
  }
  if (s.be->comm_init) {
    maco_rt_status_t bs = s.be->comm_init(c, mpi, &c->backend_data);
    if (bs != MACO_RT_OK) {
      MPI_Comm_free(&c->mpi);
      delete c;
      return bs;
    }
  }
  std::lock_guard<std::mutex> lock(s.mu);
  s.comms.push_back(c);
  s.commSet.insert(c);
  s.commCache[key] = c;
  *out = c;
  return MACO_RT_OK;
}
} // namespace

maco_rt_status_t maco_rt_comm_world(maco_rt_comm_t *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_world");
  int64_t shape = st().worldSize, axis = 0;
  return maco_rt_comm_get(&shape, 1, &axis, 1, out);
}

maco_rt_status_t maco_rt_comm_rank(maco_rt_comm_t comm, int *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_rank");
  maco_rt_status_t s = lookupComm("maco_rt_comm_rank", comm);
  if (s != MACO_RT_OK)
    return s;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_comm_rank: out is NULL");
  *out = comm->rank;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_comm_size(maco_rt_comm_t comm, int *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_size");
  maco_rt_status_t s = lookupComm("maco_rt_comm_size", comm);
  if (s != MACO_RT_OK)
    return s;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_comm_size: out is NULL");
  *out = comm->size;
  return MACO_RT_OK;
}

//===--- Streams and events -----------------------------------------------===//

maco_rt_status_t maco_rt_stream_create(maco_rt_stream_t *out) {
  MACO_REQUIRE_INIT("maco_rt_stream_create");
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_create: out is NULL");
  *out = nullptr;
  State &s = st();
  int id;
  {
    std::lock_guard<std::mutex> lock(s.mu);
    id = s.nextStreamId++;
  }
  void *impl = nullptr;
  maco_rt_status_t r = s.be->stream_create(id, &impl);
  if (r != MACO_RT_OK)
    return r;
  auto *str = new maco_rt_stream{id, impl};
  traceStreamName(id, "stream " + std::to_string(id));
  std::lock_guard<std::mutex> lock(s.mu);
  s.streamSet.insert(str);
  s.streams.push_back(str);
  *out = str;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_stream_release(maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_release");
  clearError();
  State &s = st();
  {
    std::lock_guard<std::mutex> lock(s.mu);
    if (!stream || !s.streamSet.count(stream))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_stream_release: unknown stream handle %p "
                            "on rank %d",
                            (void *)stream, s.worldRank);
    s.streamSet.erase(stream);
    s.streams.erase(std::find(s.streams.begin(), s.streams.end(), stream));
  }
  maco_rt_status_t r = s.be->stream_release(stream->impl);
  delete stream;
  return r;
}

maco_rt_status_t maco_rt_stream_synchronize(maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_synchronize");
  clearError();
  void *impl;
  int id;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_synchronize", stream, &impl, &id);
  if (r != MACO_RT_OK || !impl)
    return r;
  const bool trace = maco_rti_trace_enabled();
  double t0 = trace ? maco_rti_now_us() : 0;
  r = st().be->stream_synchronize(impl);
  if (trace) {
    char args[64];
    snprintf(args, sizeof(args), "\"stream\": %d", id);
    maco_rti_trace_slice("stream_synchronize", 0, t0, maco_rti_now_us(), args);
  }
  return r;
}

maco_rt_status_t maco_rt_stream_id(maco_rt_stream_t stream, int *out) {
  MACO_REQUIRE_INIT("maco_rt_stream_id");
  void *impl;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_id: out is NULL");
  return lookupStream("maco_rt_stream_id", stream, &impl, out);
}

maco_rt_status_t maco_rt_stream_native_handle(maco_rt_stream_t stream,
                                              void **out) {
  MACO_REQUIRE_INIT("maco_rt_stream_native_handle");
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_native_handle: out is NULL");
  *out = nullptr;
  void *impl;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_native_handle", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!st().be->stream_native_handle)
    return MACO_RT_OK;
  return st().be->stream_native_handle(impl, out);
}

maco_rt_status_t maco_rt_stream_enqueue_host(maco_rt_stream_t stream,
                                             void (*fn)(void *), void *arg) {
  MACO_REQUIRE_INIT("maco_rt_stream_enqueue_host");
  clearError();
  if (!fn)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_enqueue_host: fn is NULL");
  void *impl;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_enqueue_host", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!impl) {
    fn(arg);
    return MACO_RT_OK;
  }
  if (!st().be->stream_enqueue_host)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_stream_enqueue_host: not supported by the "
                          "%s backend",
                          st().be->name);
  return st().be->stream_enqueue_host(impl, fn, arg);
}

maco_rt_status_t maco_rt_event_create(maco_rt_event_t *out) {
  MACO_REQUIRE_INIT("maco_rt_event_create");
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_event_create: out is NULL");
  *out = nullptr;
  void *impl = nullptr;
  maco_rt_status_t r = st().be->event_create(&impl);
  if (r != MACO_RT_OK)
    return r;
  auto *e = new maco_rt_event{impl};
  std::lock_guard<std::mutex> lock(st().mu);
  st().eventSet.insert(e);
  *out = e;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_event_release(maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_event_release");
  clearError();
  {
    std::lock_guard<std::mutex> lock(st().mu);
    if (!event || !st().eventSet.count(event))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_event_release: unknown event handle %p on "
                            "rank %d",
                            (void *)event, st().worldRank);
    st().eventSet.erase(event);
  }
  maco_rt_status_t r = st().be->event_release(event->impl);
  delete event;
  return r;
}

maco_rt_status_t maco_rt_event_record(maco_rt_event_t event,
                                      maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_event_record");
  clearError();
  void *ev, *impl;
  maco_rt_status_t r = lookupEvent("maco_rt_event_record", event, &ev);
  if (r == MACO_RT_OK)
    r = lookupStream("maco_rt_event_record", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  return st().be->event_record(ev, impl);
}

maco_rt_status_t maco_rt_event_synchronize(maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_event_synchronize");
  clearError();
  void *ev;
  maco_rt_status_t r = lookupEvent("maco_rt_event_synchronize", event, &ev);
  if (r != MACO_RT_OK)
    return r;
  const bool trace = maco_rti_trace_enabled();
  double t0 = trace ? maco_rti_now_us() : 0;
  r = st().be->event_synchronize(ev);
  if (trace)
    maco_rti_trace_slice("event_synchronize", 0, t0, maco_rti_now_us(),
                         nullptr);
  return r;
}

maco_rt_status_t maco_rt_event_query(maco_rt_event_t event, int *done) {
  MACO_REQUIRE_INIT("maco_rt_event_query");
  clearError();
  if (!done)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_event_query: done is NULL");
  void *ev;
  maco_rt_status_t r = lookupEvent("maco_rt_event_query", event, &ev);
  if (r != MACO_RT_OK)
    return r;
  return st().be->event_query(ev, done);
}

maco_rt_status_t maco_rt_stream_wait_event(maco_rt_stream_t stream,
                                           maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_stream_wait_event");
  clearError();
  void *ev, *impl;
  maco_rt_status_t r = lookupEvent("maco_rt_stream_wait_event", event, &ev);
  if (r == MACO_RT_OK)
    r = lookupStream("maco_rt_stream_wait_event", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!impl)
    return maco_rt_event_synchronize(event);
  return st().be->stream_wait_event(impl, ev);
}

//===--- Collectives ------------------------------------------------------===//

maco_rt_status_t maco_rt_all_reduce_algo(const void *sendbuf, void *recvbuf,
                                         int64_t count, maco_rt_dtype_t dtype,
                                         maco_rt_reduction_t op,
                                         maco_rt_comm_t comm,
                                         maco_rt_stream_t stream,
                                         maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_REDUCE, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.op = op;
  d.algorithm = algorithm;
  return runCollective("maco_rt_all_reduce", d, stream);
}

maco_rt_status_t maco_rt_all_reduce(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_reduction_t op, maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  return maco_rt_all_reduce_algo(sendbuf, recvbuf, count, dtype, op, comm,
                                 stream, MACO_RT_ALGO_AUTO);
}

maco_rt_status_t maco_rt_all_gather_algo(const void *sendbuf, void *recvbuf,
                                         int64_t count, maco_rt_dtype_t dtype,
                                         maco_rt_comm_t comm,
                                         maco_rt_stream_t stream,
                                         maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_GATHER, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.algorithm = algorithm;
  return runCollective("maco_rt_all_gather", d, stream);
}

maco_rt_status_t maco_rt_all_gather(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  return maco_rt_all_gather_algo(sendbuf, recvbuf, count, dtype, comm, stream,
                                 MACO_RT_ALGO_AUTO);
}

maco_rt_status_t
maco_rt_reduce_scatter_algo(const void *sendbuf, void *recvbuf, int64_t count,
                            maco_rt_dtype_t dtype, maco_rt_reduction_t op,
                            maco_rt_comm_t comm, maco_rt_stream_t stream,
                            maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_REDUCE_SCATTER, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.op = op;
  d.algorithm = algorithm;
  return runCollective("maco_rt_reduce_scatter", d, stream);
}

maco_rt_status_t maco_rt_reduce_scatter(const void *sendbuf, void *recvbuf,
                                        int64_t count, maco_rt_dtype_t dtype,
                                        maco_rt_reduction_t op,
                                        maco_rt_comm_t comm,
                                        maco_rt_stream_t stream) {
  return maco_rt_reduce_scatter_algo(sendbuf, recvbuf, count, dtype, op, comm,
                                     stream, MACO_RT_ALGO_AUTO);
}

maco_rt_status_t maco_rt_broadcast_algo(const void *sendbuf, void *recvbuf,
                                        int64_t count, maco_rt_dtype_t dtype,
                                        int64_t root, maco_rt_comm_t comm,
                                        maco_rt_stream_t stream,
                                        maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BROADCAST, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.root = root;
  d.algorithm = algorithm;
  return runCollective("maco_rt_broadcast", d, stream);
}

maco_rt_status_t maco_rt_broadcast(const void *sendbuf, void *recvbuf,
                                   int64_t count, maco_rt_dtype_t dtype,
                                   int64_t root, maco_rt_comm_t comm,
                                   maco_rt_stream_t stream) {
  return maco_rt_broadcast_algo(sendbuf, recvbuf, count, dtype, root, comm,
                                stream, MACO_RT_ALGO_AUTO);
}

const char *maco_rt_algorithm_name(maco_rt_algorithm_t a) {
  switch (a) {
  case MACO_RT_ALGO_AUTO:
    return "auto";
  case MACO_RT_ALGO_RING:
    return "ring";
  case MACO_RT_ALGO_RECURSIVE_DOUBLING:
    return "recursive_doubling";
  case MACO_RT_ALGO_TREE:
    return "tree";
  case MACO_RT_ALGO_DIRECT:
    return "direct";
  }
  return "?";
}

maco_rt_status_t maco_rt_all_to_all(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_TO_ALL, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  return runCollective("maco_rt_all_to_all", d, stream);
}

maco_rt_status_t maco_rt_send(const void *buf, int64_t count,
                              maco_rt_dtype_t dtype, int64_t peer, int64_t tag,
                              maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_SEND, comm);
  d.sendbuf = buf;
  d.count = count;
  d.dtype = dtype;
  d.peer = peer;
  d.tag = tag;
  return runCollective("maco_rt_send", d, stream);
}

maco_rt_status_t maco_rt_recv(void *buf, int64_t count, maco_rt_dtype_t dtype,
                              int64_t peer, int64_t tag, maco_rt_comm_t comm,
                              maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_RECV, comm);
  d.recvbuf = buf;
  d.count = count;
  d.dtype = dtype;
  d.peer = peer;
  d.tag = tag;
  return runCollective("maco_rt_recv", d, stream);
}

maco_rt_status_t maco_rt_permute(const void *sendbuf, void *recvbuf,
                                 int64_t count, maco_rt_dtype_t dtype,
                                 int64_t send_to, int64_t recv_from,
                                 maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_PERMUTE, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.peer = send_to;
  d.peer2 = recv_from;
  return runCollective("maco_rt_permute", d, stream);
}

maco_rt_status_t maco_rt_barrier(maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BARRIER, comm);
  return runCollective("maco_rt_barrier", d, stream);
}

maco_rt_status_t maco_rt_fill_zero(void *buf, int64_t count,
                                   maco_rt_dtype_t dtype,
                                   maco_rt_stream_t stream) {
  const char *fn = "maco_rt_fill_zero";
  MACO_REQUIRE_INIT(fn);
  clearError();
  if (!validDtype(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT, "%s: unknown dtype %d", fn,
                          (int)dtype);
  if (count < 0 || (count > 0 && !buf))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: count %lld with buffer %p", fn, (long long)count,
                          buf);
  // Bytes = count * element size must not wrap (as in runCollective).
  if ((uint64_t)count > ((uint64_t)1 << 62) / maco_rt_dtype_size(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: count %lld is too large on rank %d: %lld "
                          "elements of %zu bytes exceed 2^62 bytes",
                          fn, (long long)count, st().worldRank,
                          (long long)count, maco_rt_dtype_size(dtype));
  void *impl;
  maco_rt_status_t r = lookupStream(fn, stream, &impl, nullptr);
  if (r != MACO_RT_OK || count == 0)
    return r;
  if (!st().be->fill_zero)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "%s: not supported by the %s backend", fn,
                          st().be->name);
  return st().be->fill_zero(buf, count * maco_rt_dtype_size(dtype), impl);
}

// Every backend sets a (comm, stream) pair up at the pair's first
// collective: a barrier on the stream is that first collective, and waiting
// for it makes the set-up complete before returning.
maco_rt_status_t maco_rt_stream_bind(maco_rt_comm_t comm,
                                     maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_bind");
  if (!stream)
    return MACO_RT_OK;
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BARRIER, comm);
  maco_rt_status_t r = runCollective("maco_rt_stream_bind", d, stream);
  if (r != MACO_RT_OK)
    return r;
  return maco_rt_stream_synchronize(stream);
}

//===--- GEMM -------------------------------------------------------------===//

maco_rt_status_t maco_rt_gemm(maco_rt_dtype_t dtype, int transA, int transB,
                              int64_t M, int64_t N, int64_t K, double alpha,
                              const void *A, int64_t lda, const void *B,
                              int64_t ldb, double beta, void *C, int64_t ldc,
                              maco_rt_stream_t stream) {
  const char *fn = "maco_rt_gemm";
  MACO_REQUIRE_INIT(fn);
  clearError();
  void *impl;
  maco_rt_status_t r = lookupStream(fn, stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  int rank = st().worldRank;
  if (!validDtype(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid element type %d on rank %d", fn,
                          (int)dtype, rank);
  if (M < 0 || N < 0 || K < 0)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: negative size (M %lld, N %lld, K %lld) on rank "
                          "%d",
                          fn, (long long)M, (long long)N, (long long)K, rank);
  if ((M * K > 0 && !A) || (K * N > 0 && !B) || (M * N > 0 && !C))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: NULL matrix (A %p, B %p, C %p) for M %lld, N "
                          "%lld, K %lld on rank %d",
                          fn, A, B, C, (long long)M, (long long)N,
                          (long long)K, rank);
  int64_t minLda = std::max<int64_t>(1, transA ? M : K);
  int64_t minLdb = std::max<int64_t>(1, transB ? K : N);
  int64_t minLdc = std::max<int64_t>(1, N);
  if (lda < minLda || ldb < minLdb || ldc < minLdc)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: leading dimension too small (lda %lld >= %lld, "
                          "ldb %lld >= %lld, ldc %lld >= %lld required) on "
                          "rank %d",
                          fn, (long long)lda, (long long)minLda,
                          (long long)ldb, (long long)minLdb, (long long)ldc,
                          (long long)minLdc, rank);
  maco_rti_gemm_desc_t d;
  d.dtype = dtype;
  d.transA = transA ? 1 : 0;
  d.transB = transB ? 1 : 0;
  d.M = M;
  d.N = N;
  d.K = K;
  d.alpha = alpha;
  d.beta = beta;
  d.A = A;
  d.B = B;
  d.C = C;
  d.lda = lda;
  d.ldb = ldb;
  d.ldc = ldc;
  if (!st().be->gemm)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "%s: not supported by the %s backend", fn,
                          st().be->name);
  return st().be->gemm(&d, impl);
}

} // extern "C"
