//===- watchdog.cpp - MACO_TIMEOUT: abort instead of hanging --------------===//
//
// Operations that may hang are bracketed by maco_rti_watch_begin/end. Each
// thread that calls them owns a small stack of slots (nested operations,
// e.g. MACO_CHECK's gather inside a collective, take the next one); a slot
// holds the operation's name, group size and bytes and a sequence number
// that is odd while the operation runs. begin and end are plain stores by
// the owning thread (no lock, no clock, no allocation: an operation costs
// a few nanoseconds, so MACO_TIMEOUT can stay on in production). A
// watchdog thread scans the slots every ~50 ms (10 ms for timeouts under
// 1 s): an odd sequence number it has seen unchanged for longer than the
// timeout is an operation that has not completed; it prints the timeout
// message and MPI_Aborts the job. The blocking MPI calls themselves are
// the same as without the watchdog, and a program that runs the runtime
// from one thread (maco_rt_set_threads(MACO_RT_THREADS_MAIN)) keeps
// MPI_THREAD_SINGLE: the abort from the watchdog thread is the one MPI call
// made off the main thread, and Open MPI carries it out through its own
// runtime threads (test/runtime/check_timeout.py --main-thread).
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <unordered_map>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

/// One operation in flight (or not) on one thread. Written only by its
/// thread; read by the watchdog.
struct Slot {
  std::atomic<uint64_t> seq{0}; // odd: an operation runs
  std::atomic<const char *> op{nullptr};
  std::atomic<int> groupSize{0};
  std::atomic<uint64_t> bytes{0};
};

/// Nested operations a thread can have in flight under watch; deeper ones
/// (none in the runtime today) go unwatched rather than fail.
constexpr int kDepth = 4;

struct ThreadSlots {
  Slot slots[kDepth];
  int depth = 0; // owning thread only
  std::atomic<bool> owned{false};
};

std::atomic<bool> enabled{false};
double timeoutSec = 0;
std::mutex mu; // the registry and the watchdog's sleep
std::condition_variable cv;
bool stopping = false;
// Every thread's slots, kept for the process's life (a thread that exits
// gives its entry back for the next one): the watchdog may read them at
// any time. Never destroyed, nor is the watchdog thread: a program that
// exits without maco_rt_finalize (or a thread still running at exit) must
// not meet a destroyed registry or a joinable std::thread's destructor
// (std::terminate).
std::vector<std::unique_ptr<ThreadSlots>> &registry =
    *new std::vector<std::unique_ptr<ThreadSlots>>;
std::thread *watcher = nullptr;

/// The thread's slots (read on every operation: initial-exec TLS) and
/// what gives them back when the thread exits.
MACO_RTI_HOT_TLS thread_local ThreadSlots *tlsSlots = nullptr;
struct SlotsOwner {
  ThreadSlots *slots = nullptr;
  ~SlotsOwner() {
    if (slots)
      slots->owned.store(false, std::memory_order_release);
  }
};
thread_local SlotsOwner slotsOwner;

ThreadSlots *mySlots() {
  if (tlsSlots)
    return tlsSlots;
  std::lock_guard<std::mutex> lock(mu);
  ThreadSlots *mine = nullptr;
  for (auto &t : registry) {
    bool expected = false;
    if (t->owned.compare_exchange_strong(expected, true)) {
      mine = t.get();
      mine->depth = 0;
      for (Slot &slot : mine->slots) // a thread that exited mid-operation
        if (uint64_t seq = slot.seq.load(std::memory_order_relaxed); seq & 1)
          slot.seq.store(seq + 1, std::memory_order_release);
      break;
    }
  }
  if (!mine) {
    registry.push_back(std::make_unique<ThreadSlots>());
    mine = registry.back().get();
    mine->owned.store(true);
  }
  slotsOwner.slots = mine;
  return tlsSlots = mine;
}

/// Where the watchdog first saw each in-flight operation (a slot and its
/// odd sequence number).
struct Seen {
  uint64_t seq;
  Clock::time_point first;
};

void watchLoop() {
  std::unique_lock<std::mutex> lock(mu);
  auto period = std::chrono::milliseconds(timeoutSec < 1.0 ? 10 : 50);
  std::unordered_map<const Slot *, Seen> seen;
  while (!stopping) {
    cv.wait_for(lock, period);
    if (stopping)
      break;
    auto now = Clock::now();
    for (auto &t : registry) {
      for (const Slot &slot : t->slots) {
        uint64_t seq = slot.seq.load(std::memory_order_acquire);
        if (!(seq & 1)) {
          seen.erase(&slot);
          continue;
        }
        auto [it, fresh] = seen.try_emplace(&slot, Seen{seq, now});
        if (!fresh && it->second.seq != seq)
          it->second = Seen{seq, now};
        double age =
            std::chrono::duration<double>(now - it->second.first).count();
        if (age <= timeoutSec)
          continue;
        const char *op = slot.op.load(std::memory_order_relaxed);
        int groupSize = slot.groupSize.load(std::memory_order_relaxed);
        uint64_t bytes = slot.bytes.load(std::memory_order_relaxed);
        if (slot.seq.load(std::memory_order_acquire) != seq)
          continue; // it completed while being read
        fprintf(stderr,
                "maco: timeout: %s on rank %d (group size %d, %llu bytes) did "
                "not complete within %g s\n",
                op ? op : "?", maco_rti_world_rank(), groupSize,
                (unsigned long long)bytes, timeoutSec);
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
  watcher = new std::thread(watchLoop);
}

void watchdogStop() {
  if (!enabled)
    return;
  {
    std::lock_guard<std::mutex> lock(mu);
    stopping = true;
    enabled = false;
  }
  cv.notify_all();
  if (watcher) {
    watcher->join();
    delete watcher;
    watcher = nullptr;
  }
}

} // namespace maco_rt_detail

extern "C" {

uint64_t maco_rti_watch_begin(const maco_rti_coll_desc_t *d) {
  if (!enabled.load(std::memory_order_relaxed))
    return 0;
  ThreadSlots *t = mySlots();
  if (t->depth >= kDepth)
    return 0;
  Slot &slot = t->slots[t->depth++];
  slot.op.store(maco_rti_coll_name(d->kind), std::memory_order_relaxed);
  slot.groupSize.store(d->group_size, std::memory_order_relaxed);
  slot.bytes.store(maco_rti_coll_bytes(d), std::memory_order_relaxed);
  // Odd from here: the fields above are visible to a watchdog that sees it.
  slot.seq.store(slot.seq.load(std::memory_order_relaxed) + 1,
                 std::memory_order_release);
  return (uint64_t)t->depth; // 1-based; 0 = not watched
}

void maco_rti_watch_end(uint64_t token) {
  if (!token)
    return;
  ThreadSlots *t = tlsSlots;
  // Operations end on their thread in the reverse order they began; one
  // that ends before an operation nested in it also closes that one.
  if (!t || token > (uint64_t)t->depth)
    return;
  while ((uint64_t)t->depth >= token) {
    Slot &slot = t->slots[--t->depth];
    slot.seq.store(slot.seq.load(std::memory_order_relaxed) + 1,
                   std::memory_order_release);
  }
}

} // extern "C"
