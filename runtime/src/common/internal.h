//===- internal.h - state shared by the common layer's sources -----------===//
//
// Private to libmaco_runtime.so's common layer: init.cpp (initialisation,
// backends, finalize), comm.cpp (communicators), streams.cpp (streams and
// events), validate.cpp (handles, collective validation and dispatch),
// collectives.cpp (the collective and GEMM calls), status.cpp, check.cpp
// (MACO_CHECK), stats_trace.cpp, watchdog.cpp.
//
// Lock order (a lock may be taken while holding those to its left, never
// the other way round): State::commCreateMu -> State::mu -> the backend's
// locks (each backend's header comment gives its own order). commCreateMu
// is held across a communicator's MPI_Comm_split and the backend's
// comm_init; State::mu only around the handle sets and caches, and across
// no backend call but comm_destroy at finalize. registryMu, the
// stats/trace, MACO_CHECK and watchdog locks are leaves.
//
//===----------------------------------------------------------------------===//
#ifndef MACO_RUNTIME_SRC_COMMON_INTERNAL_H
#define MACO_RUNTIME_SRC_COMMON_INTERNAL_H

#include "common/backend.h"

#include <atomic>
#include <map>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

struct maco_rt_comm {
  int id;
  std::vector<int64_t> shape;
  std::vector<int64_t> axes;
  MPI_Comm mpi;
  int rank;
  int size;
  void *backend_data;
};

struct maco_rt_stream {
  int id;
  void *impl;
};

struct maco_rt_event {
  void *impl;
};

// Small, trivially initialised thread-locals read on every call use the
// initial-exec TLS model: a load at a fixed offset from the thread pointer
// instead of a __tls_get_addr call (the library is linked by its users, or
// loaded with them, and these take a few bytes of the static TLS surplus
// when dlopen()ed).
#define MACO_RTI_HOT_TLS __attribute__((tls_model("initial-exec")))

namespace maco_rt_detail {

/// The common layer's state (one per process; init.cpp resets it).
struct State {
  std::mutex mu;           // guards the handle sets, comm cache, stream ids
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

#define MACO_REQUIRE_INIT(fn)                                                  \
  do {                                                                         \
    if (!st().initialized.load())                                              \
      return maco_rti_error(MACO_RT_STATE,                                     \
                            "%s: the runtime is not initialised (call "        \
                            "maco_rt_init first)",                             \
                            fn);                                               \
  } while (0)

inline bool validDtype(maco_rt_dtype_t d) {
  return (int)d >= 0 && (int)d < MACO_RT_NUM_DTYPES;
}
inline bool validReduction(maco_rt_reduction_t r) {
  return (int)r >= 0 && (int)r < MACO_RT_NUM_REDUCTIONS;
}
inline bool isInteger(maco_rt_dtype_t d) {
  return d == MACO_RT_I32 || d == MACO_RT_I64 || d == MACO_RT_I8;
}

inline bool overlaps(const void *a, size_t an, const void *b, size_t bn) {
  if (!a || !b || !an || !bn)
    return false;
  auto pa = (uintptr_t)a, pb = (uintptr_t)b;
  return pa < pb + bn && pb < pa + an;
}

// Handles (validate.cpp).
maco_rt_status_t lookupStream(const char *fn, maco_rt_stream_t stream,
                              void **impl, int *id);
maco_rt_status_t lookupEvent(const char *fn, maco_rt_event_t event,
                             void **impl);
maco_rt_status_t lookupComm(const char *fn, maco_rt_comm_t comm);
/// Bumped at finalize: communicator handles of an earlier initialisation
/// are no longer valid (lookupComm's per-thread cache).
extern std::atomic<uint64_t> initGeneration;

// Collectives (validate.cpp): validates `d` and runs it on `stream`.
maco_rt_status_t runCollective(const char *fn, maco_rti_coll_desc_t &d,
                               maco_rt_stream_t stream);
maco_rti_coll_desc_t makeDesc(maco_rti_coll_kind_t kind, maco_rt_comm_t comm);

// Stats / trace (stats_trace.cpp).
void statsAdd(int kind, uint64_t bytes, double seconds);
void traceInit(bool enabled);
void traceSetClockZero();
void traceFinalize(int worldRank, const char *backendName,
                   const std::vector<int> &streamIds);
void traceStreamName(int id, const std::string &name);
bool statsEnvPrint(int worldRank);

// Watchdog (watchdog.cpp).
void watchdogStart(double timeoutSeconds);
void watchdogStop();

// MACO_CHECK (check.cpp): with it on, checkCollective gathers what every
// rank of d's group calls (posted on the calling thread) and returns
// INVALID_ARGUMENT naming the first difference; with `defer`, it only posts
// the gather and stores it in d.check for the backend to complete
// (maco_rti_check_wait) when the stream runs the collective.
void checkInit(bool enabled);
bool checkEnabled();
maco_rt_status_t checkCollective(const char *fn, maco_rti_coll_desc_t &d,
                                 int streamId, bool defer);
void checkFinalize();

// Status helpers (status.cpp).
void clearError();

} // namespace maco_rt_detail

#endif // MACO_RUNTIME_SRC_COMMON_INTERNAL_H
