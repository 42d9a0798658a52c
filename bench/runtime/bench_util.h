// Helpers shared by the runtime benchmarks.
#ifndef MACO_BENCH_RUNTIME_BENCH_UTIL_H
#define MACO_BENCH_RUNTIME_BENCH_UTIL_H

#include "maco/runtime/runtime.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mpi.h>
#include <vector>

#define BCHECK(call)                                                           \
  do {                                                                         \
    maco_rt_status_t s_ = (call);                                              \
    if (s_ != MACO_RT_OK) {                                                    \
      fprintf(stderr, "bench: %s failed: %s\n", #call, maco_rt_last_error());  \
      MPI_Abort(MPI_COMM_WORLD, 1);                                            \
    }                                                                          \
  } while (0)

// Slowest rank's value (what a collective's time is).
static inline double maxOverRanks(double v) {
  double m = v;
  MPI_Allreduce(&v, &m, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return m;
}

// Median of a benchmark's rounds (the upper one of an even count).
static inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

#endif
