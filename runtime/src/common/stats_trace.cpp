//===- stats_trace.cpp - per-kind statistics and Chrome trace output -------===//
#include "common/internal.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#if defined(__x86_64__)
#include <cpuid.h>
#include <x86intrin.h>
#endif

namespace {

struct StatEntry {
  uint64_t count = 0;
  uint64_t bytes = 0;
  double seconds = 0;
};

// Counters per thread: each thread adds to its own (a load and a store, no
// locked instruction, no shared cache line); readers sum over the threads.
// Only the owning thread writes its counters (relaxed atomics so that a
// reader may load them concurrently); a snapshot may miss an update in
// flight, which is fine for statistics. Counters never decrease: a thread
// that exits moves its counts to `retired`, and maco_rt_stats_reset records
// the sums at that point as `base`, subtracted from every later snapshot.
enum { kCount, kBytes, kNanos, kFields };
struct ThreadStats {
  std::atomic<uint64_t> v[MACO_RT_NUM_STAT_KINDS][kFields] = {};
  void add(int kind, int field, uint64_t x) {
    std::atomic<uint64_t> &c = v[kind][field];
    c.store(c.load(std::memory_order_relaxed) + x, std::memory_order_relaxed);
  }
};
struct StatsRegistry {
  std::mutex mu; // guards the fields below (not the threads' counters)
  std::vector<ThreadStats *> live;
  uint64_t retired[MACO_RT_NUM_STAT_KINDS][kFields] = {};
  uint64_t base[MACO_RT_NUM_STAT_KINDS][kFields] = {};

  /// Sums over live and exited threads (mu held).
  void sums(uint64_t out[MACO_RT_NUM_STAT_KINDS][kFields]) {
    for (int k = 0; k < MACO_RT_NUM_STAT_KINDS; ++k)
      for (int f = 0; f < kFields; ++f) {
        uint64_t x = retired[k][f];
        for (ThreadStats *t : live)
          x += t->v[k][f].load(std::memory_order_relaxed);
        out[k][f] = x;
      }
  }
};
StatsRegistry &registry() {
  static StatsRegistry *r = new StatsRegistry(); // never destroyed
  return *r;
}

/// Moves an exiting thread's counters to `retired`.
struct ThreadStatsOwner {
  ThreadStats *stats = nullptr;
  ~ThreadStatsOwner() {
    if (!stats)
      return;
    StatsRegistry &r = registry();
    std::lock_guard<std::mutex> lock(r.mu);
    for (int k = 0; k < MACO_RT_NUM_STAT_KINDS; ++k)
      for (int f = 0; f < kFields; ++f)
        r.retired[k][f] += stats->v[k][f].load(std::memory_order_relaxed);
    r.live.erase(std::find(r.live.begin(), r.live.end(), stats));
    delete stats;
  }
};
// The hot path reads only the trivially initialised pointer (no TLS
// wrapper call); the owner, whose destructor runs at thread exit, is
// touched once per thread.
MACO_RTI_HOT_TLS thread_local ThreadStats *tlsStats = nullptr;
thread_local ThreadStatsOwner tlsStatsOwner;

__attribute__((noinline)) ThreadStats *registerThreadStats() {
  auto *t = new ThreadStats();
  {
    StatsRegistry &r = registry();
    std::lock_guard<std::mutex> lock(r.mu);
    r.live.push_back(t);
  }
  tlsStatsOwner.stats = t;
  tlsStats = t;
  return t;
}

inline ThreadStats &threadStats() {
  ThreadStats *t = tlsStats;
  return t ? *t : *registerThreadStats();
}

void snapshotAll(StatEntry out[MACO_RT_NUM_STAT_KINDS]) {
  uint64_t s[MACO_RT_NUM_STAT_KINDS][kFields];
  StatsRegistry &r = registry();
  {
    std::lock_guard<std::mutex> lock(r.mu);
    r.sums(s);
    for (int k = 0; k < MACO_RT_NUM_STAT_KINDS; ++k)
      for (int f = 0; f < kFields; ++f)
        s[k][f] -= r.base[k][f];
  }
  for (int k = 0; k < MACO_RT_NUM_STAT_KINDS; ++k) {
    out[k].count = s[k][kCount];
    out[k].bytes = s[k][kBytes];
    out[k].seconds = (double)s[k][kNanos] * 1e-9;
  }
}

// Times (clock reads, GPU timing events) are taken only with MACO_STATS
// set or tracing on; otherwise an operation adds its count and bytes only.
bool statsEnvOn = false;
std::atomic<bool> timingOn{false};

struct Slice {
  std::string name;
  int tid;
  double ts, dur;
  std::string args;
};

std::atomic<bool> traceOn{false};
std::mutex traceMutex;
std::vector<Slice> slices;
std::map<int, std::string> trackNames;

using Clock = std::chrono::steady_clock;
Clock::time_point clockZero = Clock::now();

// Fast clock: on x86-64 with an invariant TSC, maco_rti_now_us reads the TSC
// (~10 ns) instead of clock_gettime (~40 ns here); it is calibrated against
// steady_clock over ~2 ms at init. Two reads per operation, so this is most
// of the runtime's per-call overhead on small messages.
bool useTsc = false;
uint64_t tscZero = 0;
double usPerTick = 0;

#if defined(__x86_64__)
bool invariantTsc() {
  unsigned a, b, c, d;
  if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000007u)
    return false;
  __get_cpuid(0x80000007u, &a, &b, &c, &d);
  return (d >> 8) & 1;
}
void calibrateTsc() {
  useTsc = false;
  if (getenv("MACO_NO_TSC") || !invariantTsc())
    return;
  auto c0 = Clock::now();
  uint64_t t0 = __rdtsc();
  auto c1 = c0;
  while (std::chrono::duration<double, std::micro>(c1 - c0).count() < 2000)
    c1 = Clock::now();
  uint64_t t1 = __rdtsc();
  double us = std::chrono::duration<double, std::micro>(c1 - c0).count();
  if (t1 <= t0)
    return;
  usPerTick = us / (double)(t1 - t0);
  tscZero = __rdtsc();
  clockZero = Clock::now();
  useTsc = true;
}
#else
void calibrateTsc() {}
#endif

void appendArgsCommon(std::string &s, const maco_rti_coll_desc_t *d, int tid) {
  char buf[512];
  snprintf(buf, sizeof(buf),
           "\"bytes\": %llu, \"count\": %lld, \"dtype\": \"%s\", "
           "\"group_size\": %d, \"group_rank\": %d, \"comm\": %d, "
           "\"stream\": %d",
           (unsigned long long)maco_rti_coll_bytes(d), (long long)d->count,
           maco_rti_dtype_name(d->dtype), d->group_size, d->group_rank,
           maco_rti_comm_id(d->comm), tid);
  s += buf;
  switch (d->kind) {
  case MACO_RTI_ALL_REDUCE:
  case MACO_RTI_REDUCE_SCATTER:
    snprintf(buf, sizeof(buf), ", \"reduction\": \"%s\"",
             maco_rti_reduction_name(d->op));
    s += buf;
    break;
  case MACO_RTI_BROADCAST:
    snprintf(buf, sizeof(buf), ", \"root\": %lld", (long long)d->root);
    s += buf;
    break;
  case MACO_RTI_SEND:
  case MACO_RTI_RECV:
    snprintf(buf, sizeof(buf), ", \"peer\": %lld, \"tag\": %lld",
             (long long)d->peer, (long long)d->tag);
    s += buf;
    break;
  case MACO_RTI_PERMUTE:
    snprintf(buf, sizeof(buf), ", \"send_to\": %lld, \"recv_from\": %lld",
             (long long)d->peer, (long long)d->peer2);
    s += buf;
    break;
  default:
    break;
  }
}

} // namespace

namespace maco_rt_detail {

void statsAdd(int kind, uint64_t bytes, double seconds) {
  if (kind < 0 || kind >= MACO_RT_NUM_STAT_KINDS)
    return;
  ThreadStats &t = threadStats();
  t.add(kind, kCount, 1);
  t.add(kind, kBytes, bytes);
  if (seconds > 0)
    t.add(kind, kNanos, (uint64_t)(seconds * 1e9 + 0.5));
}

static bool statsEnvSet() {
  const char *env = getenv("MACO_STATS");
  return env && *env && strcmp(env, "0") != 0;
}

void traceInit(bool enabled) {
  traceOn = enabled;
  statsEnvOn = statsEnvSet();
  timingOn = enabled || statsEnvOn;
  std::lock_guard<std::mutex> lock(traceMutex);
  slices.clear();
  trackNames.clear();
  trackNames[0] = "main";
}

void traceSetClockZero() {
  clockZero = Clock::now();
  calibrateTsc();
}

void traceStreamName(int id, const std::string &name) {
  std::lock_guard<std::mutex> lock(traceMutex);
  trackNames[id] = name;
}

bool statsEnvPrint(int worldRank) {
  if (!statsEnvSet())
    return false;
  if (strcmp(getenv("MACO_STATS"), "all") == 0)
    return true;
  return worldRank == 0;
}

static bool writeTrace(const char *path, int worldRank,
                       const char *backendName) {
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  std::lock_guard<std::mutex> lock(traceMutex);
  fprintf(f, "{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n");
  fprintf(f,
          "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": %d, \"tid\": 0, "
          "\"args\": {\"name\": \"rank %d (%s)\"}}",
          worldRank, worldRank, backendName);
  fprintf(f,
          ",\n{\"name\": \"process_sort_index\", \"ph\": \"M\", \"pid\": %d, "
          "\"tid\": 0, \"args\": {\"sort_index\": %d}}",
          worldRank, worldRank);
  for (auto &[tid, name] : trackNames)
    fprintf(f,
            ",\n{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": %d, "
            "\"tid\": %d, \"args\": {\"name\": \"%s\"}}",
            worldRank, tid, name.c_str());
  for (const Slice &s : slices)
    fprintf(f,
            ",\n{\"name\": \"%s\", \"cat\": \"maco\", \"ph\": \"X\", \"pid\": "
            "%d, \"tid\": %d, \"ts\": %.3f, \"dur\": %.3f, \"args\": {%s}}",
            s.name.c_str(), worldRank, s.tid, s.ts, s.dur, s.args.c_str());
  fprintf(f, "\n]}\n");
  return fclose(f) == 0;
}

void traceFinalize(int worldRank, const char *backendName,
                   const std::vector<int> &streamIds) {
  const char *env = getenv("MACO_TRACE");
  if (!env || !*env)
    return;
  std::string path = env;
  std::string suffix = ".rank" + std::to_string(worldRank);
  size_t slash = path.find_last_of('/');
  size_t dot = path.find_last_of('.');
  if (dot != std::string::npos && (slash == std::string::npos || dot > slash))
    path.insert(dot, suffix);
  else
    path += suffix + ".json";
  if (!writeTrace(path.c_str(), worldRank, backendName))
    fprintf(stderr, "maco: warning: cannot write trace file '%s' on rank %d\n",
            path.c_str(), worldRank);
}

} // namespace maco_rt_detail

using namespace maco_rt_detail;

extern "C" {

double maco_rti_now_us(void) {
#if defined(__x86_64__)
  if (useTsc)
    return (double)(int64_t)(__rdtsc() - tscZero) * usPerTick;
#endif
  return std::chrono::duration<double, std::micro>(Clock::now() - clockZero)
      .count();
}

int maco_rti_trace_enabled(void) { return traceOn.load() ? 1 : 0; }

int maco_rti_timing_enabled(void) {
  return timingOn.load(std::memory_order_relaxed) ? 1 : 0;
}

double maco_rti_op_start_us(void) {
  return timingOn.load(std::memory_order_relaxed) ? maco_rti_now_us()
                                                  : MACO_RTI_NO_TIME;
}

double maco_rti_op_end_us(double start_us) {
  return start_us < 0 ? MACO_RTI_NO_TIME : maco_rti_now_us();
}

void maco_rti_trace_slice(const char *name, int tid, double startUs,
                          double endUs, const char *argsJson) {
  if (!traceOn.load())
    return;
  Slice s{name ? name : "?", tid, startUs, endUs - startUs,
          argsJson ? argsJson : ""};
  std::lock_guard<std::mutex> lock(traceMutex);
  slices.push_back(std::move(s));
}

void maco_rti_op_record(const maco_rti_coll_desc_t *d, int tid,
                        double startUs, double endUs) {
  const bool timed = startUs >= 0 && endUs >= startUs;
  statsAdd((int)d->kind, maco_rti_coll_bytes(d),
           timed ? (endUs - startUs) * 1e-6 : 0);
  if (!timed || !traceOn.load(std::memory_order_relaxed))
    return;
  std::string args;
  appendArgsCommon(args, d, tid);
  Slice s{maco_rti_coll_name(d->kind), tid, startUs, endUs - startUs,
          std::move(args)};
  std::lock_guard<std::mutex> lock(traceMutex);
  slices.push_back(std::move(s));
}

uint64_t maco_rti_op_begin(const maco_rti_coll_desc_t *d, double *start_us) {
  *start_us = maco_rti_op_start_us();
  return maco_rti_watch_begin(d);
}

void maco_rti_op_finish(const maco_rti_coll_desc_t *d, int tid, double start_us,
                        uint64_t token) {
  maco_rti_watch_end(token);
  maco_rti_op_record(d, tid, start_us, maco_rti_op_end_us(start_us));
}

void maco_rti_gemm_record(const maco_rti_gemm_desc_t *d, int tid,
                          double startUs, double endUs) {
  uint64_t e = maco_rt_dtype_size(d->dtype);
  uint64_t bytes =
      (uint64_t)(d->batch * (d->M * d->K + d->K * d->N + d->M * d->N)) * e;
  const bool timed = startUs >= 0 && endUs >= startUs;
  statsAdd(MACO_RT_STAT_GEMM, bytes, timed ? (endUs - startUs) * 1e-6 : 0);
  if (!timed || !traceOn.load(std::memory_order_relaxed))
    return;
  char buf[384];
  snprintf(buf, sizeof(buf),
           "\"bytes\": %llu, \"dtype\": \"%s\", \"M\": %lld, \"N\": %lld, "
           "\"K\": %lld, \"batch\": %lld, \"transA\": %d, \"transB\": %d, "
           "\"flops\": %.0f, \"stream\": %d",
           (unsigned long long)bytes, maco_rti_dtype_name(d->dtype),
           (long long)d->M, (long long)d->N, (long long)d->K,
           (long long)d->batch, d->transA, d->transB,
           2.0 * d->batch * d->M * d->N * d->K, tid);
  Slice s{"gemm", tid, startUs, endUs - startUs, buf};
  std::lock_guard<std::mutex> lock(traceMutex);
  slices.push_back(std::move(s));
}

maco_rt_status_t maco_rt_stats_get(maco_rt_stat_kind_t kind,
                                   maco_rt_stat_t *out) {
  if ((int)kind < 0 || (int)kind >= MACO_RT_NUM_STAT_KINDS)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stats_get: invalid stat kind %d", (int)kind);
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stats_get: out is NULL");
  StatEntry all[MACO_RT_NUM_STAT_KINDS];
  snapshotAll(all);
  const StatEntry &e = all[kind];
  out->count = e.count;
  out->bytes = e.bytes;
  out->total_seconds = e.seconds;
  out->avg_seconds = e.count ? e.seconds / (double)e.count : 0;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_stats_reset(void) {
  StatsRegistry &r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  r.sums(r.base);
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_stats_print(FILE *out) {
  if (!out)
    out = stderr;
  StatEntry copy[MACO_RT_NUM_STAT_KINDS];
  snapshotAll(copy);
  int rank = maco_rti_world_rank();
  maco_rt_backend_t backend = MACO_RT_BACKEND_CPU;
  maco_rt_get_backend(&backend);
  std::string table;
  char line[256];
  snprintf(line, sizeof(line), "maco stats (rank %d, backend %s)\n", rank,
           backend == MACO_RT_BACKEND_CUDA ? "cuda" : "cpu");
  table += line;
  snprintf(line, sizeof(line), "%-16s %10s %16s %14s %12s %12s\n", "kind",
           "count", "bytes", "total_ms", "avg_us", "algbw_GB/s");
  table += line;
  for (int i = 0; i < MACO_RT_NUM_STAT_KINDS; ++i) {
    const StatEntry &s = copy[i];
    if (!s.count)
      continue;
    if (s.seconds > 0) {
      double bw = (double)s.bytes / s.seconds * 1e-9;
      snprintf(line, sizeof(line),
               "%-16s %10" PRIu64 " %16" PRIu64 " %14.3f %12.2f %12.3f\n",
               maco_rt_stat_kind_name((maco_rt_stat_kind_t)i), s.count, s.bytes,
               s.seconds * 1e3, s.seconds / (double)s.count * 1e6, bw);
    } else {
      // Not timed (neither MACO_STATS nor tracing was on).
      snprintf(line, sizeof(line),
               "%-16s %10" PRIu64 " %16" PRIu64 " %14s %12s %12s\n",
               maco_rt_stat_kind_name((maco_rt_stat_kind_t)i), s.count, s.bytes,
               "-", "-", "-");
    }
    table += line;
  }
  // What the CPU backend's GEMMs ran (library and kernel), when it ran any.
  if (backend == MACO_RT_BACKEND_CPU && copy[MACO_RT_STAT_GEMM].count)
    table += std::string("gemm: ") + maco_rti_cpu_blas_description() + "\n";
  fputs(table.c_str(), out);
  fflush(out);
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_trace_enable(int on) {
  traceOn = on != 0;
  timingOn = on != 0 || statsEnvOn;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_trace_write(const char *path) {
  if (!path || !*path)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_trace_write: path is NULL or empty");
  maco_rt_backend_t backend = MACO_RT_BACKEND_CPU;
  maco_rt_get_backend(&backend);
  if (!writeTrace(path, maco_rti_world_rank(),
                  backend == MACO_RT_BACKEND_CUDA ? "cuda" : "cpu"))
    return maco_rti_error(MACO_RT_BACKEND,
                          "maco_rt_trace_write: cannot write '%s' on rank %d",
                          path, maco_rti_world_rank());
  return MACO_RT_OK;
}

} // extern "C"
