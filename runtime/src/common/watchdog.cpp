//===- watchdog.cpp - MACO_TIMEOUT: abort instead of hanging ---------------===//
//
// Operations that may hang are bracketed by maco_rti_watch_begin/end, which
// keep a table of in-flight operations with their start time. A watchdog
// thread scans the table every ~50 ms; an operation older than the timeout
// prints the timeout message and MPI_Aborts the job (MPI_THREAD_MULTIPLE
// makes calling MPI_Abort from this thread legal while another thread is
// blocked inside the collective). The blocking MPI calls themselves are the
// same as without the watchdog, so it costs only two short mutex sections
// per operation when enabled and nothing when disabled.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

struct InFlight {
  const char *op;
  int groupSize;
  uint64_t bytes;
  Clock::time_point start;
};

std::atomic<bool> enabled{false};
double timeoutSec = 0;
std::mutex mu;
std::condition_variable cv;
bool stopping = false;
uint64_t nextToken = 1;
std::unordered_map<uint64_t, InFlight> inflight;
std::thread watcher;

void watchLoop() {
  std::unique_lock<std::mutex> lock(mu);
  auto period = std::chrono::milliseconds(
      timeoutSec < 1.0 ? 10 : 50);
  while (!stopping) {
    cv.wait_for(lock, period);
    if (stopping)
      break;
    auto now = Clock::now();
    for (auto &[token, op] : inflight) {
      double age = std::chrono::duration<double>(now - op.start).count();
      if (age > timeoutSec) {
        fprintf(stderr,
                "maco: timeout: %s on rank %d (group size %d, %llu bytes) did "
                "not complete within %g s\n",
                op.op, maco_rti_world_rank(), op.groupSize,
                (unsigned long long)op.bytes, timeoutSec);
        fflush(stderr);
        MPI_Abort(MPI_COMM_WORLD, 124);
        _exit(124); // not reached
      }
    }
  }
}

} // namespace

namespace maco_rt_detail {

void watchdogStart(double seconds) {
  if (seconds <= 0 || enabled)
    return;
  timeoutSec = seconds;
  stopping = false;
  enabled = true;
  watcher = std::thread(watchLoop);
}

void watchdogStop() {
  if (!enabled)
    return;
  {
    std::lock_guard<std::mutex> lock(mu);
    stopping = true;
    enabled = false;
    inflight.clear();
  }
  cv.notify_all();
  if (watcher.joinable())
    watcher.join();
}

} // namespace maco_rt_detail

extern "C" {

uint64_t maco_rti_watch_begin(const maco_rti_coll_desc_t *d) {
  if (!enabled.load(std::memory_order_relaxed))
    return 0;
  std::lock_guard<std::mutex> lock(mu);
  uint64_t token = nextToken++;
  inflight[token] = InFlight{maco_rti_coll_name(d->kind), d->group_size,
                             maco_rti_coll_bytes(d), Clock::now()};
  return token;
}

void maco_rti_watch_end(uint64_t token) {
  if (!token)
    return;
  std::lock_guard<std::mutex> lock(mu);
  inflight.erase(token);
}

} // extern "C"
