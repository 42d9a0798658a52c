//===- init.cpp - initialisation, backends, finalize ----------------------===//
//
// maco_rt_init / maco_rt_finalize: MPI's initialisation (thread level as
// declared by maco_rt_set_threads), the backend's selection, registration
// and loading (the CUDA backend is a separate library, dlopen()ed on
// demand), the world's private communicator, and the teardown of every
// stream, event and communicator at finalize.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <cstring>
#include <dlfcn.h>

using namespace maco_rt_detail;

namespace {

std::mutex registryMu;
const maco_rti_backend_ops_t *registered[2] = {nullptr, nullptr};

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
  // Streams' workers (and the CUDA backend's threads) call MPI from other
  // threads. The MACO_TIMEOUT watchdog's MPI_Abort is the one call it makes
  // (watchdog.cpp): it does not need MPI_THREAD_MULTIPLE's locks in every
  // call.
  const bool mainOnly =
      s.threads == MACO_RT_THREADS_MAIN && backend == MACO_RT_BACKEND_CPU;
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

} // extern "C"
