//===- internal.h - state shared by the common layer's sources -----------===//
//
// Private to libmaco_runtime.so's common layer.
//
//===----------------------------------------------------------------------===//
#ifndef MACO_RUNTIME_SRC_COMMON_INTERNAL_H
#define MACO_RUNTIME_SRC_COMMON_INTERNAL_H

#include "common/backend.h"

#include <string>
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
