//===- mpi_backend.cpp - CPU backend: MPI collectives, worker streams
//------===//
//
// Synchronous operations run on the calling thread on the communicator's
// base MPI communicator, with the blocking MPI calls (same algorithms and
// cost as a direct MPI call). A stream is a worker thread that runs its
// FIFO of tasks; each (communicator, stream) pair gets its own
// MPI_Comm_dup, made on the enqueueing thread the first time the pair is
// used, so collectives of different streams never share an MPI
// communicator. Stream operations start the nonblocking MPI call (MPI_I*,
// or point-to-point ring / recursive-doubling all-reduces) and poll
// MPI_Test, so that they leave the core to the compute thread (see
// PollConfig; MACO_POLL_US=0 makes workers block instead). While a host
// thread waits for a stream, pollers stop sleeping, and the waiting host
// runs the stream's queued tasks itself (no hand-off between threads); a
// small collective on an idle stream is posted by the enqueuing host and
// does not wake the worker at all (PostedCollective); on oversubscribed
// nodes a medium one waits, unwoken, for the host (DeferConfig).
// MACO_TIMEOUT is enforced by the common watchdog thread.
//
// Lock order (a lock may be taken while holding those to its left, never
// the other way round): CpuStream::dupMu -> gStreamsMu -> CpuStream::mu
// (commFor wakes deferred work before its MPI_Comm_dup; kickDeferred and
// wakeRecorder take a stream's lock under gStreamsMu). gPollMu and
// CpuEvent::mu are leaves: nothing else is taken while one is held (an
// event's record runs on a stream with the stream's lock released, and a
// host waiting for an event drops its lock before it helps the stream).
//
//===----------------------------------------------------------------------===//
#include "common/backend.h"
#include "mpi/blas.h"
#include "mpi/half.h"

#include <pthread.h>
#include <sched.h>
#include <sys/prctl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

using namespace maco_rt_mpi;

namespace {

int permuteTag = 32767;

/// A failed allocation of an operation's scratch memory: execColl and
/// cpuCollective turn it into an OUT_OF_MEMORY status naming the size
/// (maco_rti_alloc_error) instead of letting std::bad_alloc terminate the
/// process.
struct ScratchAllocFailure {
  size_t bytes;
};

/// An allocator whose elements start uninitialized: every scratch buffer
/// is written (received into or copied to) before it is read, and zeroing
/// it first cost a pass over the memory on every collective.
template <typename T> struct UninitAllocator : std::allocator<T> {
  template <typename U> struct rebind { using other = UninitAllocator<U>; };
  UninitAllocator() = default;
  template <typename U> UninitAllocator(const UninitAllocator<U> &) {}
  template <typename U> void construct(U *p) { ::new ((void *)p) U; }
};
using Scratch = std::vector<char, UninitAllocator<char>>;

/// `bytes` bytes of uninitialized scratch memory, or throws
/// ScratchAllocFailure.
Scratch scratch(size_t bytes) {
  try {
    return Scratch(bytes);
  } catch (const std::bad_alloc &) {
    throw ScratchAllocFailure{bytes};
  }
}

MPI_Datatype mpiType(maco_rt_dtype_t t) {
  switch (t) {
  case MACO_RT_F32:
    return MPI_FLOAT;
  case MACO_RT_F64:
    return MPI_DOUBLE;
  case MACO_RT_I32:
    return MPI_INT32_T;
  case MACO_RT_I64:
    return MPI_INT64_T;
  case MACO_RT_I8:
    return MPI_INT8_T;
  case MACO_RT_F16:
  case MACO_RT_BF16:
    return MPI_UINT16_T;
  }
  return MPI_DATATYPE_NULL;
}

MPI_Op mpiOp(maco_rt_dtype_t t, maco_rt_reduction_t op) {
  if (t == MACO_RT_F16 || t == MACO_RT_BF16)
    return halfOp(t, op);
  switch (op) {
  case MACO_RT_SUM:
  case MACO_RT_AVG:
    return MPI_SUM;
  case MACO_RT_PROD:
    return MPI_PROD;
  case MACO_RT_MAX:
    return MPI_MAX;
  case MACO_RT_MIN:
    return MPI_MIN;
  }
  return MPI_OP_NULL;
}

/// p[i] /= by. Dividing by a power of two is multiplying by its exact
/// reciprocal (the same correctly rounded result), and much cheaper.
template <typename T> void divideBy(T *p, int64_t n, int by) {
  if (by > 0 && (by & (by - 1)) == 0) {
    const T inv = T(1) / (T)by;
    for (int64_t i = 0; i < n; ++i)
      p[i] *= inv;
  } else {
    for (int64_t i = 0; i < n; ++i)
      p[i] /= (T)by;
  }
}

void divideInPlace(void *buf, int64_t n, maco_rt_dtype_t t, int by) {
  switch (t) {
  case MACO_RT_F32:
    divideBy((float *)buf, n, by);
    break;
  case MACO_RT_F64:
    divideBy((double *)buf, n, by);
    break;
  case MACO_RT_F16: {
    uint16_t *p = (uint16_t *)buf;
    for (int64_t i = 0; i < n; ++i)
      p[i] = floatToF16(f16ToFloat(p[i]) / (float)by);
    break;
  }
  case MACO_RT_BF16: {
    uint16_t *p = (uint16_t *)buf;
    for (int64_t i = 0; i < n; ++i)
      p[i] = floatToBf16(bf16ToFloat(p[i]) / (float)by);
    break;
  }
  default:
    break;
  }
}

// The blocking MPI call for `d` (the synchronous path).
int blockingCall(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                 MPI_Datatype ty, size_t bytes, const char *&fn) {
  int err = MPI_SUCCESS;
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE:
    fn = "MPI_Allreduce";
    err = MPI_Allreduce(d.sendbuf == d.recvbuf ? MPI_IN_PLACE : d.sendbuf,
                        d.recvbuf, n, ty, mpiOp(d.dtype, d.op), comm);
    break;
  case MACO_RTI_ALL_GATHER: {
    fn = "MPI_Allgather";
    const void *inPlace =
        (const char *)d.recvbuf + (size_t)d.group_rank * bytes;
    err = MPI_Allgather(d.sendbuf == inPlace ? MPI_IN_PLACE : d.sendbuf, n,
                        ty, d.recvbuf, n, ty, comm);
    break;
  }
  case MACO_RTI_REDUCE_SCATTER:
    fn = "MPI_Reduce_scatter_block";
    err = MPI_Reduce_scatter_block(d.sendbuf, d.recvbuf, n, ty,
                                   mpiOp(d.dtype, d.op), comm);
    break;
  case MACO_RTI_BROADCAST:
    fn = "MPI_Bcast";
    if (d.group_rank == d.root && d.sendbuf != d.recvbuf && bytes)
      memmove(d.recvbuf, d.sendbuf, bytes);
    err = MPI_Bcast(d.recvbuf, n, ty, (int)d.root, comm);
    break;
  case MACO_RTI_ALL_TO_ALL:
    fn = "MPI_Alltoall";
    err = MPI_Alltoall(d.sendbuf, n, ty, d.recvbuf, n, ty, comm);
    break;
  case MACO_RTI_SEND:
    fn = "MPI_Send";
    err = MPI_Send(d.sendbuf, n, ty, (int)d.peer, (int)d.tag, comm);
    break;
  case MACO_RTI_RECV:
    fn = "MPI_Recv";
    err = MPI_Recv(d.recvbuf, n, ty, (int)d.peer, (int)d.tag, comm,
                   MPI_STATUS_IGNORE);
    break;
  case MACO_RTI_PERMUTE: {
    int to = d.peer >= 0 ? (int)d.peer : MPI_PROC_NULL;
    int from = d.peer2 >= 0 ? (int)d.peer2 : MPI_PROC_NULL;
    if (d.peer < 0 && d.peer2 < 0) {
      fn = "none";
    } else if (d.sendbuf == d.recvbuf && d.peer >= 0 && d.peer2 >= 0) {
      fn = "MPI_Sendrecv_replace";
      err = MPI_Sendrecv_replace(d.recvbuf, n, ty, to, permuteTag, from,
                                 permuteTag, comm, MPI_STATUS_IGNORE);
    } else {
      // A side that is "none" passes no buffer and count 0.
      fn = "MPI_Sendrecv";
      err = MPI_Sendrecv(d.peer >= 0 ? d.sendbuf : nullptr,
                         d.peer >= 0 ? n : 0, ty, to, permuteTag,
                         d.peer2 >= 0 ? d.recvbuf : nullptr,
                         d.peer2 >= 0 ? n : 0, ty, from, permuteTag, comm,
                         MPI_STATUS_IGNORE);
    }
    break;
  }
  case MACO_RTI_BARRIER:
    fn = "MPI_Barrier";
    err = MPI_Barrier(comm);
    break;
  }
  return err;
}

// How a stream worker waits. It must leave its core to the compute thread
// beside it, so instead of a blocking MPI call (Open MPI busy-polls) it
// starts the nonblocking call and polls MPI_Test: spinning for the first
// MACO_POLL_SPIN_US microseconds, then sleeping between tests, the sleep
// doubling from 10 us up to MACO_POLL_US (default 200). MACO_POLL_US=0
// restores blocking calls. The spin keeps the latency of small messages
// that complete while the host computes; it costs the host's compute when
// the worker has no core of its own, so its default is 100 us where the
// node has two cores per rank (gSpareCores, set at init) and 0 elsewhere
// (the tensor-parallel MLP of bench/overlap, 2 ranks on 2 cores: overlap
// efficiency 0.82-0.87 spinning, 0.85-0.89 not, docs/perf.md). A host
// waiting for the stream makes pollers spin anyway (HostWait).
bool gSpareCores = true;
struct PollConfig {
  double spinUs = gSpareCores ? 100 : 0;
  int64_t maxSleepUs = 200;
  PollConfig() {
    if (const char *e = getenv("MACO_POLL_SPIN_US"); e && *e)
      spinUs = atof(e);
    if (const char *e = getenv("MACO_POLL_US"); e && *e)
      maxSleepUs = atoll(e);
  }
};
const PollConfig &pollConfig() {
  static const PollConfig config;
  return config;
}

// While a host thread is blocked waiting for a stream (synchronize, event
// synchronize), the core it leaves is free: pollers then test without
// sleeping, completing the operation as fast as a blocking MPI call. A
// waiter wakes pollers out of their sleep at once.
std::atomic<int> gHostWaiting{0};
std::mutex gPollMu;
std::condition_variable gPollCv;

/// Marks the calling host thread as blocked on a stream for its lifetime.
struct HostWait {
  HostWait() {
    {
      std::lock_guard<std::mutex> lock(gPollMu);
      ++gHostWaiting;
    }
    gPollCv.notify_all();
  }
  ~HostWait() { --gHostWaiting; }
  HostWait(const HostWait &) = delete;
  HostWait &operator=(const HostWait &) = delete;
};

/// Calls `test` until it reports completion (or an error), politely while
/// the host computes, at full speed while it waits.
template <typename TestFn> int pollUntil(TestFn test) {
  // Sleeps of tens of microseconds need a fine timer slack (the default,
  // 50 us, would stretch each one); set once per polling thread.
  static thread_local bool slackSet = false;
  if (!slackSet) {
    prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0); // 1 us
    if (getenv("MACO_POLL_RT")) {
      sched_param sp{};
      sp.sched_priority = 1;
      pthread_setschedparam(pthread_self(), SCHED_FIFO, &sp);
    }
    slackSet = true;
  }
  double start = maco_rti_now_us();
  int64_t sleepUs = 10;
  for (;;) {
    int done = 0;
    int err = test(done);
    if (err != MPI_SUCCESS || done)
      return err;
    if (gHostWaiting.load(std::memory_order_relaxed) > 0 ||
        maco_rti_now_us() - start < pollConfig().spinUs)
      continue;
    {
      std::unique_lock<std::mutex> lock(gPollMu);
      gPollCv.wait_for(lock, std::chrono::microseconds(sleepUs),
                       [] { return gHostWaiting.load() > 0; });
    }
    sleepUs = std::min<int64_t>(2 * sleepUs, pollConfig().maxSleepUs);
  }
}

// All-reduces on streams are built from point-to-point messages completed by
// polling (every rank uses the same algorithm for the same call, so they
// match whichever thread runs them):
//  - large buffers: a bandwidth-optimal ring, n - 1 reduce-scatter steps
//    and n - 1 all-gather steps, each moving 1/n of the buffer to the right
//    neighbour (2 (n-1)/n S per rank). Open MPI's nonblocking
//    MPI_Iallreduce (libnbc) picks a binomial reduce + broadcast for small
//    groups, which moves the whole buffer twice in sequence;
//  - medium buffers on power-of-two groups: recursive doubling, log2 n
//    exchanges of the whole buffer (libnbc's schedule set-up costs more
//    than the messages);
//  - small buffers (p - 1 copies within MACO_STREAM_ONESHOT_BYTES): one
//    shot, all messages posted at once (PostedCollective);
//  - medium buffers where ranks outnumber cores: MPI_Allreduce, deferred
//    to the host's next wait (DeferConfig).
// Thresholds measured with bench/runtime/overhead_bench (docs/perf.md).
// The reductions are commutative, and every rank combines the same values
// in mirrored order, so all ranks get bit-identical results.
// Tag of the point-to-point algorithms: outside the user tag range [0,
// 32767] when MPI allows (cpuInit), like permuteTag.
int ringTag = 32766;

/// Posts a receive from `from` and a send to `to`, and polls both.
int exchange(const void *sendPtr, int sendCount, int to, void *recvPtr,
             int recvCount, int from, MPI_Datatype ty, MPI_Comm comm) {
  MPI_Request reqs[2];
  int err = MPI_Irecv(recvPtr, recvCount, ty, from, ringTag, comm, &reqs[0]);
  if (err != MPI_SUCCESS)
    return err;
  err = MPI_Isend(sendPtr, sendCount, ty, to, ringTag, comm, &reqs[1]);
  if (err != MPI_SUCCESS)
    return err;
  return pollUntil([&](int &done) {
    return MPI_Testall(2, reqs, &done, MPI_STATUSES_IGNORE);
  });
}

int ringAllReduce(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                  MPI_Datatype ty) {
  const int p = d.group_size, r = d.group_rank;
  const size_t esz = maco_rt_dtype_size(d.dtype);
  char *buf = (char *)d.recvbuf;
  const char *in = (const char *)d.sendbuf;
  const bool inPlace = in == buf;
  auto count = [&](int c) { return n / p + (c < n % p ? 1 : 0); };
  auto offset = [&](int c) {
    return (size_t)(c * (n / p) + std::min(c, n % p)) * esz;
  };
  // Out of place, a chunk is received straight into the result and this
  // rank's contribution (from the send buffer) reduced into it: no copy of
  // the send buffer. In place, it is received into `tmp`.
  if (p == 1 && !inPlace && n)
    memcpy(buf, in, (size_t)n * esz);
  Scratch tmp = scratch(inPlace ? (size_t)count(0) * esz : 0);
  const int right = (r + 1) % p, left = (r + p - 1) % p;
  MPI_Op op = mpiOp(d.dtype, d.op);
  for (int s = 0; s < p - 1; ++s) {
    int sendChunk = ((r - s) % p + p) % p;
    int recvChunk = ((r - s - 1) % p + p) % p;
    // Step 0 sends this rank's own contribution; later steps send the
    // chunk reduced at the previous step.
    const char *from = (s == 0 ? in : buf) + offset(sendChunk);
    char *into = inPlace ? tmp.data() : buf + offset(recvChunk);
    if (int err = exchange(from, count(sendChunk), right, into,
                           count(recvChunk), left, ty, comm))
      return err;
    const void *mine = inPlace ? (const void *)tmp.data()
                               : (const void *)(in + offset(recvChunk));
    if (int err = MPI_Reduce_local(mine, buf + offset(recvChunk),
                                   count(recvChunk), ty, op))
      return err;
  }
  for (int s = 0; s < p - 1; ++s) {
    int sendChunk = ((r - s + 1) % p + p) % p;
    int recvChunk = ((r - s) % p + p) % p;
    if (int err =
            exchange(buf + offset(sendChunk), count(sendChunk), right,
                     buf + offset(recvChunk), count(recvChunk), left, ty, comm))
      return err;
  }
  return MPI_SUCCESS;
}

/// Sends `count` elements to `to` (or receives from `from`) and polls.
int sendTo(const void *ptr, int count, int to, MPI_Datatype ty, MPI_Comm comm) {
  return exchange(ptr, count, to, nullptr, 0, MPI_PROC_NULL, ty, comm);
}
int recvFrom(void *ptr, int count, int from, MPI_Datatype ty, MPI_Comm comm) {
  return exchange(nullptr, 0, MPI_PROC_NULL, ptr, count, from, ty, comm);
}

/// The result buffer of an all-reduce computed in place, holding this
/// rank's contribution.
char *intoResult(const maco_rti_coll_desc_t &d, size_t bytes) {
  if (d.sendbuf != d.recvbuf && bytes)
    memcpy(d.recvbuf, d.sendbuf, bytes);
  return (char *)d.recvbuf;
}

/// Recursive doubling on any group: with 2^k <= p < 2^(k+1) and
/// rem = p - 2^k, each even rank below 2 rem first folds its buffer into
/// the next rank, the 2^k remaining ranks exchange and reduce whole
/// buffers with partners at distance 1, 2, 4, ..., and the folded ranks
/// get the result back. Both partners of an exchange compute the same
/// commutative reduction, so every rank ends with the same bits.
int recursiveDoublingAllReduce(const maco_rti_coll_desc_t &d, MPI_Comm comm,
                               int n, MPI_Datatype ty, size_t bytes) {
  const int p = d.group_size, r = d.group_rank;
  char *buf = intoResult(d, bytes);
  Scratch tmp = scratch(bytes);
  MPI_Op op = mpiOp(d.dtype, d.op);
  int pof2 = 1;
  while (pof2 * 2 <= p)
    pof2 *= 2;
  const int rem = p - pof2;
  int newRank = r - rem;
  if (r < 2 * rem) {
    if (r % 2 == 0) {
      if (int err = sendTo(buf, n, r + 1, ty, comm))
        return err;
      newRank = -1;
    } else {
      if (int err = recvFrom(tmp.data(), n, r - 1, ty, comm))
        return err;
      if (int err = MPI_Reduce_local(tmp.data(), buf, n, ty, op))
        return err;
      newRank = r / 2;
    }
  }
  for (int mask = 1; newRank >= 0 && mask < pof2; mask <<= 1) {
    int newPartner = newRank ^ mask;
    int partner = newPartner < rem ? 2 * newPartner + 1 : newPartner + rem;
    if (int err = exchange(buf, n, partner, tmp.data(), n, partner, ty, comm))
      return err;
    if (int err = MPI_Reduce_local(tmp.data(), buf, n, ty, op))
      return err;
  }
  if (r < 2 * rem)
    return r % 2 == 0 ? recvFrom(buf, n, r + 1, ty, comm)
                      : sendTo(buf, n, r - 1, ty, comm);
  return MPI_SUCCESS;
}

/// Polls posted requests to completion.
int waitAll(std::vector<MPI_Request> &reqs) {
  return pollUntil([&](int &done) {
    return MPI_Testall((int)reqs.size(), reqs.data(), &done,
                       MPI_STATUSES_IGNORE);
  });
}

/// Binomial broadcast of `buf` from group rank `root`: a rank receives
/// from its parent, then sends to all its children at once.
int binomialBroadcast(void *buf, int n, MPI_Datatype ty, int root, int p, int r,
                      MPI_Comm comm) {
  const int vr = (r - root + p) % p;
  int mask = 1;
  for (; mask < p; mask <<= 1)
    if (vr & mask) {
      if (int err = recvFrom(buf, n, (vr - mask + root) % p, ty, comm))
        return err;
      break;
    }
  std::vector<MPI_Request> reqs;
  for (mask >>= 1; mask > 0; mask >>= 1)
    if (vr + mask < p) {
      reqs.emplace_back();
      if (int err = MPI_Isend(buf, n, ty, (vr + mask + root) % p, ringTag, comm,
                              &reqs.back()))
        return err;
    }
  return waitAll(reqs);
}

/// Tree all-reduce: binomial reduce to group rank 0, binomial broadcast.
int treeAllReduce(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                  MPI_Datatype ty, size_t bytes) {
  const int p = d.group_size, r = d.group_rank;
  char *buf = intoResult(d, bytes);
  Scratch tmp = scratch(bytes);
  MPI_Op op = mpiOp(d.dtype, d.op);
  for (int mask = 1; mask < p; mask <<= 1) {
    if (r & mask) {
      if (int err = sendTo(buf, n, r - mask, ty, comm))
        return err;
      break;
    }
    if (r + mask < p) {
      if (int err = recvFrom(tmp.data(), n, r + mask, ty, comm))
        return err;
      if (int err = MPI_Reduce_local(tmp.data(), buf, n, ty, op))
        return err;
    }
  }
  return binomialBroadcast(buf, n, ty, 0, p, r, comm);
}

/// All-gather: ring (n - 1 steps passing blocks to the right), recursive
/// doubling (power-of-two groups: log2 p exchanges of doubling ranges) or
/// direct (every block sent to every peer at once).
int allGatherAlgo(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                  MPI_Datatype ty, size_t bytes) {
  const int p = d.group_size, r = d.group_rank;
  char *out = (char *)d.recvbuf;
  if (d.sendbuf != out + (size_t)r * bytes && bytes)
    memcpy(out + (size_t)r * bytes, d.sendbuf, bytes);
  auto block = [&](int k) { return out + (size_t)((k % p + p) % p) * bytes; };
  switch (d.algorithm) {
  case MACO_RT_ALGO_RING:
    for (int s = 0; s < p - 1; ++s)
      if (int err = exchange(block(r - s), n, (r + 1) % p, block(r - s - 1), n,
                             (r + p - 1) % p, ty, comm))
        return err;
    return MPI_SUCCESS;
  case MACO_RT_ALGO_RECURSIVE_DOUBLING:
    for (int mask = 1; mask < p; mask <<= 1) {
      int partner = r ^ mask;
      if (int err = exchange(block(r & ~(mask - 1)), n * mask, partner,
                             block(partner & ~(mask - 1)), n * mask, partner,
                             ty, comm))
        return err;
    }
    return MPI_SUCCESS;
  default: { // direct
    std::vector<MPI_Request> reqs(2 * (size_t)(p - 1), MPI_REQUEST_NULL);
    for (int k = 1; k < p; ++k) {
      int from = (r + p - k) % p;
      if (int err = MPI_Irecv(block(from), n, ty, from, ringTag, comm,
                              &reqs[2 * (k - 1)]))
        return err;
      if (int err = MPI_Isend(block(r), n, ty, (r + k) % p, ringTag, comm,
                              &reqs[2 * (k - 1) + 1]))
        return err;
    }
    return waitAll(reqs);
  }
  }
}

/// Reduce-scatter: ring (n - 1 steps; at step s a rank passes its partial
/// sum of block r - s - 1 to the right and adds its own contribution to
/// the block arriving from the left, which is block r after the last
/// step) or direct (block k sent to rank k at once, reduced in rank
/// order).
int reduceScatterAlgo(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                      MPI_Datatype ty, size_t bytes) {
  const int p = d.group_size, r = d.group_rank;
  const char *in = (const char *)d.sendbuf;
  auto block = [&](int k) { return in + (size_t)((k % p + p) % p) * bytes; };
  MPI_Op op = mpiOp(d.dtype, d.op);
  if (d.algorithm == MACO_RT_ALGO_RING) {
    Scratch partial = scratch(bytes), incoming = scratch(bytes);
    if (p == 1 && bytes)
      memcpy(partial.data(), in, bytes);
    for (int s = 0; s < p - 1; ++s) {
      const void *from = s == 0 ? (const void *)block(r - 1) : partial.data();
      if (int err = exchange(from, n, (r + 1) % p, incoming.data(), n,
                             (r + p - 1) % p, ty, comm))
        return err;
      if (int err =
              MPI_Reduce_local(block(r - s - 2), incoming.data(), n, ty, op))
        return err;
      partial.swap(incoming);
    }
    if (bytes)
      memcpy(d.recvbuf, partial.data(), bytes);
    return MPI_SUCCESS;
  }
  Scratch slots = scratch((size_t)p * bytes);
  std::vector<MPI_Request> reqs(2 * (size_t)(p - 1), MPI_REQUEST_NULL);
  for (int k = 1; k < p; ++k) {
    int from = (r + p - k) % p, to = (r + k) % p;
    if (int err = MPI_Irecv(slots.data() + (size_t)from * bytes, n, ty, from,
                            ringTag, comm, &reqs[2 * (k - 1)]))
      return err;
    if (int err = MPI_Isend(block(to), n, ty, to, ringTag, comm,
                            &reqs[2 * (k - 1) + 1]))
      return err;
  }
  if (int err = waitAll(reqs))
    return err;
  if (bytes)
    memcpy(slots.data() + (size_t)r * bytes, block(r), bytes);
  for (int k = 1; k < p; ++k)
    if (int err = MPI_Reduce_local(slots.data() + (size_t)k * bytes,
                                   slots.data(), n, ty, op))
      return err;
  if (bytes)
    memcpy(d.recvbuf, slots.data(), bytes);
  return MPI_SUCCESS;
}

// Small collectives on streams, posted at once (PostedCollective): every
// message the operation needs is posted when it starts, and completing it
// is testing them plus a local epilogue; no message waits for another.
// That lets the host that enqueues it on an idle stream post the messages
// itself and queue only the completion, without waking the stream's
// worker: a host that then waits for the stream runs the completion
// itself, and a later push wakes the worker for it. Waking a worker costs
// more than a small collective (a futex wake and a thread that takes a
// core from the ranks: about 5 us per all-gather or permute on 2 ranks
// sharing 2 cores, against 0.3 us for the collective, docs/perf.md), and
// the posted messages need nothing further from this rank, so nothing
// depends on the completion being run early. Which operations qualify
// depends only on the call (kind, size, group, algorithm) and on settings
// every rank shares, so every rank runs the same messages whichever thread
// posts them:
//  - all-reduce (one-shot): every rank sends its whole contribution to
//    every peer and reduces the p contributions in rank order (all ranks
//    get bit-identical results); by the stream path's choice or asked for
//    (direct);
//  - all-gather: every rank sends its block to every peer (by the stream
//    path's choice, asked for as direct, or on two ranks, where the ring
//    and recursive doubling send the same single message);
//  - broadcast: the root sends to every peer (by choice or direct);
//  - all-to-all: block k to group rank k;
//  - permute: its one send and one receive;
// each within oneShotBytes() of messages per rank.
size_t oneShotBytes() {
  static const size_t limit = [] {
    const char *e = getenv("MACO_STREAM_ONESHOT_BYTES");
    return e && *e ? (size_t)atoll(e) : (size_t)MACO_RT_STREAM_POSTED_BYTES;
  }();
  return limit;
}

/// Whether stream operation `d` runs as a PostedCollective (above). Not
/// with MACO_POLL_US=0 unless its algorithm asks for it (blocking calls).
bool postedAtOnce(const maco_rti_coll_desc_t &d, size_t bytes) {
  const int p = d.group_size;
  const bool chosen =
      d.algorithm == MACO_RT_ALGO_AUTO && pollConfig().maxSleepUs > 0;
  const bool direct = d.algorithm == MACO_RT_ALGO_DIRECT;
  // Messages per rank: one for a permute, one per peer otherwise.
  const size_t perRank =
      d.kind == MACO_RTI_PERMUTE ? bytes : bytes * (size_t)std::max(p - 1, 0);
  if (p < 2 || perRank > oneShotBytes() ||
      (uint64_t)d.count * (uint64_t)p > INT_MAX)
    return false;
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE:
  case MACO_RTI_BROADCAST:
    return chosen || direct;
  case MACO_RTI_ALL_GATHER:
    return chosen || direct || p == 2;
  case MACO_RTI_ALL_TO_ALL:
  case MACO_RTI_PERMUTE:
    return chosen;
  default:
    return false;
  }
}

// Medium all-reduces on oversubscribed nodes (DeferConfig): where a
// node's ranks outnumber its cores there is no core for a stream worker,
// and waking one for an all-reduce cost more than the all-reduce (4 ranks
// on 2 cores, 64-256 KiB: +16 % to +55 % over MPI, docs/perf.md). There,
// an all-reduce above the one-shot size and up to `maxBytes` is deferred:
// queued without waking the worker, and run by the host when it next waits
// for the stream, or by the worker when a later enqueue on the stream or
// the host's blocking elsewhere (kickDeferred) wakes it. Like MPI's own
// nonblocking collectives without a progress thread, it progresses only
// inside runtime calls; with no core to spare it could not overlap
// much anyway. (A worker that checked its queue every millisecond
// instead made every collective on 4 ranks sharing 2 cores, MPI's own
// included, about 1.5 times slower: docs/perf.md.) Whoever
// runs it calls MPI's blocking all-reduce on the stream's communicator, as
// fast as the synchronous path. `on` and `maxBytes` are agreed by all
// ranks at initialization, so that every rank runs the same algorithm.
struct DeferConfig {
  bool on = false;
  size_t maxBytes = 256 << 10;
};
DeferConfig gDefer;

/// Whether the stream path runs all-reduce `d` as a deferred MPI_Allreduce.
bool useDeferred(const maco_rti_coll_desc_t &d, size_t bytes) {
  return gDefer.on && d.kind == MACO_RTI_ALL_REDUCE &&
         d.algorithm == MACO_RT_ALGO_AUTO && d.group_size > 1 &&
         !postedAtOnce(d, bytes) && bytes <= gDefer.maxBytes;
}

/// A collective whose messages are all posted at once (postedAtOnce):
/// post() on whichever thread starts it, finish() on whichever completes it.
struct PostedCollective {
  maco_rti_coll_desc_t d;
  MPI_Comm comm;
  int n;
  MPI_Datatype ty;
  size_t bytes;  // one block (all-gather, all-to-all) or the whole buffer
  Scratch slots; // all-reduce: contribution of group rank k at k * bytes;
                 // in-place permute: what arrives
  std::vector<MPI_Request> reqs;
  const char *fn = "MPI_Isend/MPI_Irecv";
  int postErr = MPI_SUCCESS;
  double t0 = 0;

  PostedCollective(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                   MPI_Datatype ty, size_t bytes)
      : d(d), comm(comm), n(n), ty(ty), bytes(bytes) {}

  void recv(void *buf, int from, int tag) {
    reqs.emplace_back(MPI_REQUEST_NULL);
    if (postErr == MPI_SUCCESS)
      postErr = MPI_Irecv(buf, n, ty, from, tag, comm, &reqs.back());
  }
  void send(const void *buf, int to, int tag) {
    reqs.emplace_back(MPI_REQUEST_NULL);
    if (postErr == MPI_SUCCESS)
      postErr = MPI_Isend(buf, n, ty, to, tag, comm, &reqs.back());
  }

  /// Allocates what it needs (may throw ScratchAllocFailure before anything
  /// is sent), then posts every receive and send.
  void post() {
    t0 = maco_rti_op_start_us();
    const int p = d.group_size, r = d.group_rank;
    char *out = (char *)d.recvbuf;
    const char *in = (const char *)d.sendbuf;
    switch (d.kind) {
    case MACO_RTI_ALL_REDUCE:
      fn = "MPI_Isend/MPI_Irecv (one-shot all-reduce)";
      slots = scratch((size_t)p * bytes);
      for (int k = 1; k < p; ++k) {
        int from = (r + p - k) % p;
        recv(slots.data() + (size_t)from * bytes, from, ringTag);
        send(in, (r + k) % p, ringTag);
      }
      return;
    case MACO_RTI_ALL_GATHER:
      fn = "MPI_Isend/MPI_Irecv (all-gather)";
      if (in != out + (size_t)r * bytes && bytes)
        memcpy(out + (size_t)r * bytes, in, bytes);
      for (int k = 1; k < p; ++k) {
        int from = (r + p - k) % p;
        recv(out + (size_t)from * bytes, from, ringTag);
        send(out + (size_t)r * bytes, (r + k) % p, ringTag);
      }
      return;
    case MACO_RTI_BROADCAST:
      fn = "MPI_Isend/MPI_Irecv (broadcast)";
      if (r == d.root && in != out && bytes)
        memmove(out, in, bytes);
      for (int k = 0; k < p; ++k)
        if (r == d.root && k != r)
          send(out, k, ringTag);
        else if (r != d.root && k == d.root)
          recv(out, k, ringTag);
      return;
    case MACO_RTI_ALL_TO_ALL: // (the buffers do not overlap: checked)
      fn = "MPI_Isend/MPI_Irecv (all-to-all)";
      if (bytes)
        memcpy(out + (size_t)r * bytes, in + (size_t)r * bytes, bytes);
      for (int k = 1; k < p; ++k) {
        int from = (r + p - k) % p, to = (r + k) % p;
        recv(out + (size_t)from * bytes, from, ringTag);
        send(in + (size_t)to * bytes, to, ringTag);
      }
      return;
    case MACO_RTI_PERMUTE: {
      fn = "MPI_Isend/MPI_Irecv (permute)";
      void *into = out;
      if (in == out && d.peer >= 0 && d.peer2 >= 0) {
        slots = scratch(bytes);
        into = slots.data();
      }
      if (d.peer2 >= 0)
        recv(into, (int)d.peer2, permuteTag);
      if (d.peer >= 0)
        send(in, (int)d.peer, permuteTag);
      return;
    }
    default:
      postErr = MPI_ERR_INTERN; // postedAtOnce admits only the kinds above
    }
  }

  /// Completes the posted messages, then the epilogue: the rank-order
  /// reduction of an all-reduce, the copy out of an in-place receive.
  int finish() {
    if (postErr != MPI_SUCCESS)
      return postErr;
    if (int err = waitAll(reqs))
      return err;
    const int p = d.group_size, r = d.group_rank;
    if (d.kind == MACO_RTI_ALL_REDUCE && bytes) {
      // acc = x_0, then acc = x_k op acc for k = 1 .. p-1. This rank's own
      // contribution is read from the send buffer (the result, in place),
      // so the sum is built in slot 0 unless this rank is group rank 0.
      auto contribution = [&](int k) -> const void * {
        return k == r ? d.sendbuf : slots.data() + (size_t)k * bytes;
      };
      char *acc = r == 0 ? (char *)d.recvbuf : slots.data();
      if (r == 0 && d.sendbuf != d.recvbuf)
        memcpy(acc, d.sendbuf, bytes);
      MPI_Op op = mpiOp(d.dtype, d.op);
      for (int k = 1; k < p; ++k)
        if (int e = MPI_Reduce_local(contribution(k), acc, n, ty, op))
          return e;
      if (acc != d.recvbuf)
        memcpy(d.recvbuf, acc, bytes);
    } else if (!slots.empty()) { // in-place permute
      memcpy(d.recvbuf, slots.data(), slots.size());
    }
    return MPI_SUCCESS;
  }
};

/// A posted collective run to completion on the calling thread.
int runPosted(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
              MPI_Datatype ty, size_t bytes, const char *&fn) {
  PostedCollective op(d, comm, n, ty, bytes);
  op.post();
  fn = op.fn;
  return op.finish();
}

// The nonblocking MPI call for `d`, completed by polling (stream workers).
// A receive probes politely for the message, then receives it with
// MPI_Recv, so a size mismatch is reported exactly as on the blocking path.
int politeCall(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
               MPI_Datatype ty, size_t bytes, const char *&fn) {
  MPI_Request reqs[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
  int nreq = 1, err = MPI_SUCCESS;
  Scratch staging; // in-place permute with two peers
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE: {
    // (One shot: postedAtOnce, run by execColl before this.)
    if (useDeferred(d, bytes)) {
      fn = "MPI_Allreduce";
      return MPI_Allreduce(d.sendbuf == d.recvbuf ? MPI_IN_PLACE : d.sendbuf,
                           d.recvbuf, n, ty, mpiOp(d.dtype, d.op), comm);
    }
    // Recursive doubling takes log2 p steps, the ring 2 (p - 1): on groups
    // of more than two, the ring pays off only for large buffers.
    const bool powerOfTwo = (d.group_size & (d.group_size - 1)) == 0;
    if (d.group_size > 1 && n >= d.group_size && bytes >= (64u << 10) &&
        (d.group_size == 2 || !powerOfTwo || bytes >= (128u << 10))) {
      fn = "MPI_Isend/MPI_Irecv (ring all-reduce)";
      return ringAllReduce(d, comm, n, ty);
    }
    if (d.group_size > 1 && powerOfTwo) {
      fn = "MPI_Isend/MPI_Irecv (recursive-doubling all-reduce)";
      return recursiveDoublingAllReduce(d, comm, n, ty, bytes);
    }
    fn = "MPI_Iallreduce";
    err = MPI_Iallreduce(d.sendbuf == d.recvbuf ? MPI_IN_PLACE : d.sendbuf,
                         d.recvbuf, n, ty, mpiOp(d.dtype, d.op), comm, reqs);
    break;
  }
  case MACO_RTI_ALL_GATHER: {
    fn = "MPI_Iallgather";
    const void *inPlace =
        (const char *)d.recvbuf + (size_t)d.group_rank * bytes;
    err = MPI_Iallgather(d.sendbuf == inPlace ? MPI_IN_PLACE : d.sendbuf, n, ty,
                         d.recvbuf, n, ty, comm, reqs);
    break;
  }
  case MACO_RTI_REDUCE_SCATTER:
    fn = "MPI_Ireduce_scatter_block";
    err = MPI_Ireduce_scatter_block(d.sendbuf, d.recvbuf, n, ty,
                                    mpiOp(d.dtype, d.op), comm, reqs);
    break;
  case MACO_RTI_BROADCAST:
    fn = "MPI_Ibcast";
    if (d.group_rank == d.root && d.sendbuf != d.recvbuf && bytes)
      memmove(d.recvbuf, d.sendbuf, bytes);
    err = MPI_Ibcast(d.recvbuf, n, ty, (int)d.root, comm, reqs);
    break;
  case MACO_RTI_ALL_TO_ALL:
    fn = "MPI_Ialltoall";
    err = MPI_Ialltoall(d.sendbuf, n, ty, d.recvbuf, n, ty, comm, reqs);
    break;
  case MACO_RTI_SEND:
    fn = "MPI_Isend";
    err = MPI_Isend(d.sendbuf, n, ty, (int)d.peer, (int)d.tag, comm, reqs);
    break;
  case MACO_RTI_RECV:
    fn = "MPI_Iprobe";
    err = pollUntil([&](int &done) {
      return MPI_Iprobe((int)d.peer, (int)d.tag, comm, &done,
                        MPI_STATUS_IGNORE);
    });
    if (err != MPI_SUCCESS)
      return err;
    fn = "MPI_Recv";
    return MPI_Recv(d.recvbuf, n, ty, (int)d.peer, (int)d.tag, comm,
                    MPI_STATUS_IGNORE);
  case MACO_RTI_PERMUTE: {
    if (d.peer < 0 && d.peer2 < 0) {
      fn = "none";
      return MPI_SUCCESS;
    }
    int to = d.peer >= 0 ? (int)d.peer : MPI_PROC_NULL;
    int from = d.peer2 >= 0 ? (int)d.peer2 : MPI_PROC_NULL;
    void *recvInto = d.recvbuf;
    if (d.sendbuf == d.recvbuf && d.peer >= 0 && d.peer2 >= 0) {
      staging = scratch(bytes);
      recvInto = staging.data();
    }
    nreq = 2;
    fn = "MPI_Irecv";
    err = MPI_Irecv(d.peer2 >= 0 ? recvInto : nullptr, d.peer2 >= 0 ? n : 0, ty,
                    from, permuteTag, comm, &reqs[0]);
    if (err == MPI_SUCCESS) {
      fn = "MPI_Isend";
      err = MPI_Isend(d.peer >= 0 ? d.sendbuf : nullptr, d.peer >= 0 ? n : 0,
                      ty, to, permuteTag, comm, &reqs[1]);
    }
    break;
  }
  case MACO_RTI_BARRIER:
    fn = "MPI_Ibarrier";
    err = MPI_Ibarrier(comm, reqs);
    break;
  }
  if (err != MPI_SUCCESS)
    return err;
  MPI_Status st[2];
  err =
      pollUntil([&](int &done) { return MPI_Testall(nreq, reqs, &done, st); });
  if (err == MPI_ERR_IN_STATUS)
    for (int k = 0; k < nreq; ++k)
      if (st[k].MPI_ERROR != MPI_SUCCESS)
        err = st[k].MPI_ERROR;
  if (err == MPI_SUCCESS && !staging.empty())
    memcpy(d.recvbuf, staging.data(), bytes);
  return err;
}

// A collective with an explicit algorithm (maco_rt_*_algo; runtime.h lists
// the pairings, validated before), the same on the synchronous path and on
// streams.
int algorithmCall(const maco_rti_coll_desc_t &d, MPI_Comm comm, int n,
                  MPI_Datatype ty, size_t bytes, const char *&fn) {
  const int p = d.group_size, r = d.group_rank;
  switch (d.kind) {
  case MACO_RTI_ALL_REDUCE:
    switch (d.algorithm) {
    case MACO_RT_ALGO_RING:
      fn = "MPI_Isend/MPI_Irecv (ring all-reduce)";
      return ringAllReduce(d, comm, n, ty);
    case MACO_RT_ALGO_RECURSIVE_DOUBLING:
      fn = "MPI_Isend/MPI_Irecv (recursive-doubling all-reduce)";
      return recursiveDoublingAllReduce(d, comm, n, ty, bytes);
    case MACO_RT_ALGO_TREE:
      fn = "MPI_Isend/MPI_Irecv (tree all-reduce)";
      return treeAllReduce(d, comm, n, ty, bytes);
    default:
      return runPosted(d, comm, n, ty, bytes, fn);
    }
  case MACO_RTI_ALL_GATHER:
    fn = "MPI_Isend/MPI_Irecv (all-gather)";
    return allGatherAlgo(d, comm, n, ty, bytes);
  case MACO_RTI_REDUCE_SCATTER:
    fn = "MPI_Isend/MPI_Irecv (reduce-scatter)";
    return reduceScatterAlgo(d, comm, n, ty, bytes);
  case MACO_RTI_BROADCAST: {
    fn = "MPI_Isend/MPI_Irecv (broadcast)";
    if (r == d.root && d.sendbuf != d.recvbuf && bytes)
      memmove(d.recvbuf, d.sendbuf, bytes);
    if (d.algorithm == MACO_RT_ALGO_TREE)
      return binomialBroadcast(d.recvbuf, n, ty, (int)d.root, p, r, comm);
    std::vector<MPI_Request> reqs;
    for (int k = 0; k < p; ++k) {
      if (k == r || (r != d.root && k != d.root))
        continue;
      reqs.emplace_back();
      int err =
          r == d.root
              ? MPI_Isend(d.recvbuf, n, ty, k, ringTag, comm, &reqs.back())
              : MPI_Irecv(d.recvbuf, n, ty, k, ringTag, comm, &reqs.back());
      if (err)
        return err;
    }
    return waitAll(reqs);
  }
  default:
    fn = "?";
    return MPI_ERR_INTERN; // validated before: not reached
  }
}

// Run one communication operation on `comm` (the base communicator or a
// stream's duplicate), or complete `started`, a one-shot all-reduce whose
// messages the enqueuing host posted. Records stats/trace on success.
maco_rt_status_t execColl(const maco_rti_coll_desc_t &d, MPI_Comm comm, int tid,
                          PostedCollective *started = nullptr) {
  if (d.check) // MACO_CHECK
    if (maco_rt_status_t s = maco_rti_check_wait(&d))
      return s;
  int64_t cnt = d.count;
  if (d.kind != MACO_RTI_BARRIER &&
      (cnt > INT_MAX || cnt * (int64_t)d.group_size > INT_MAX))
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_%s: count %lld (x group size %d) exceeds "
                          "the MPI int count limit on rank %d",
                          maco_rti_coll_name(d.kind), (long long)cnt,
                          d.group_size, maco_rti_world_rank());
  const int n = (int)cnt;
  const MPI_Datatype ty = mpiType(d.dtype);
  const size_t bytes = (size_t)cnt * maco_rt_dtype_size(d.dtype);
  // Timed only with MACO_STATS or tracing on (maco_rti_op_start_us).
  double t0;
  uint64_t token = maco_rti_op_begin(&d, &t0);
  if (started)
    t0 = started->t0;
  const char *fn = "?";
  // Stream operations (tid != 0) use the nonblocking call and poll, on
  // every rank whichever thread runs them (a blocking and a nonblocking
  // collective do not match); the caller's thread blocks.
  // A host running an algorithm itself is blocked: pollers spin.
  std::optional<HostWait> blocked;
  if (tid == 0 && d.algorithm != MACO_RT_ALGO_AUTO)
    blocked.emplace();
  int err;
  try {
    err = started ? (fn = started->fn, started->finish())
          : tid != 0 && postedAtOnce(d, bytes)
              ? runPosted(d, comm, n, ty, bytes, fn)
          : d.algorithm != MACO_RT_ALGO_AUTO
              ? algorithmCall(d, comm, n, ty, bytes, fn)
          : tid != 0 && pollConfig().maxSleepUs > 0
              ? politeCall(d, comm, n, ty, bytes, fn)
              : blockingCall(d, comm, n, ty, bytes, fn);
  } catch (const ScratchAllocFailure &f) {
    maco_rti_watch_end(token);
    std::string what = std::string("scratch memory of ") + fn;
    return maco_rti_alloc_error(f.bytes, what.c_str(), &d);
  }
  if (err != MPI_SUCCESS) {
    maco_rti_watch_end(token);
    return maco_rti_mpi_error(fn, err, &d);
  }
  if (d.op == MACO_RT_AVG &&
      (d.kind == MACO_RTI_ALL_REDUCE || d.kind == MACO_RTI_REDUCE_SCATTER))
    divideInPlace(d.recvbuf, cnt, d.dtype, d.group_size);
  maco_rti_op_finish(&d, tid, t0, token);
  return MACO_RT_OK;
}

template <typename T>
void naiveGemm(const maco_rti_gemm_desc_t &d, const T *A, const T *B, T *C) {
  for (int64_t i = 0; i < d.M; ++i)
    for (int64_t j = 0; j < d.N; ++j) {
      T acc = 0;
      for (int64_t k = 0; k < d.K; ++k) {
        T a = d.transA ? A[k * d.lda + i] : A[i * d.lda + k];
        T b = d.transB ? B[j * d.ldb + k] : B[k * d.ldb + j];
        acc += a * b;
      }
      T &c = C[i * d.ldc + j];
      c = (T)d.alpha * acc + (d.beta == 0 ? (T)0 : (T)d.beta * c);
    }
}

/// Matrix `b` of the batch: one BLAS call (or the naive loop without one).
template <typename T> void gemmOne(const maco_rti_gemm_desc_t &d, int64_t b) {
  using namespace maco_rt_cpu;
  const T *A = (const T *)d.A + b * d.strideA;
  const T *B = (const T *)d.B + b * d.strideB;
  T *C = (T *)d.C + b * d.strideC;
  const CpuBlas &blas = cpuBlas();
  CblasTranspose ta = d.transA ? CblasTrans : CblasNoTrans;
  CblasTranspose tb = d.transB ? CblasTrans : CblasNoTrans;
  if constexpr (std::is_same_v<T, float>) {
    if (blas.sgemm)
      return blas.sgemm(CblasRowMajor, ta, tb, (int)d.M, (int)d.N, (int)d.K,
                        (float)d.alpha, A, (int)d.lda, B, (int)d.ldb,
                        (float)d.beta, C, (int)d.ldc);
  } else {
    if (blas.dgemm)
      return blas.dgemm(CblasRowMajor, ta, tb, (int)d.M, (int)d.N, (int)d.K,
                        d.alpha, A, (int)d.lda, B, (int)d.ldb, d.beta, C,
                        (int)d.ldc);
  }
  naiveGemm<T>(d, A, B, C);
}

/// The epilogue of matrix `b` (maco_rt_gemm_epilogue): the bias added to
/// every row, then the activation, in one pass over C after the BLAS call
/// (the same formulas as cuBLASLt's epilogues).
template <typename T>
void epilogueOne(const maco_rti_gemm_desc_t &d, int64_t b) {
  if (!d.bias && d.epilogue == MACO_RT_EPILOGUE_NONE)
    return;
  T *C = (T *)d.C + b * d.strideC;
  const T *bias = (const T *)d.bias;
  const T k0 = T(0.7978845608028654), k1 = T(0.044715);
  for (int64_t i = 0; i < d.M; ++i) {
    T *row = C + i * d.ldc;
    for (int64_t j = 0; j < d.N; ++j) {
      T x = row[j];
      if (bias)
        x += bias[j];
      if (d.epilogue == MACO_RT_EPILOGUE_RELU)
        x = x < T(0) ? T(0) : x;
      else if (d.epilogue == MACO_RT_EPILOGUE_GELU_TANH)
        x = T(0.5) * x * (T(1) + std::tanh(k0 * (x + k1 * x * x * x)));
      row[j] = x;
    }
  }
}

maco_rt_status_t execGemm(const maco_rti_gemm_desc_t &d, int tid) {
  if (d.dtype != MACO_RT_F32 && d.dtype != MACO_RT_F64)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_gemm: element type %s is not supported by "
                          "the cpu backend (f32 and f64 only) on rank %d",
                          maco_rti_dtype_name(d.dtype), maco_rti_world_rank());
  if (d.M > INT_MAX || d.N > INT_MAX || d.K > INT_MAX || d.lda > INT_MAX ||
      d.ldb > INT_MAX || d.ldc > INT_MAX)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_gemm: sizes exceed the BLAS int range on "
                          "rank %d",
                          maco_rti_world_rank());
  // The BLAS loads (and checks a forced kernel) at the first GEMM: not
  // part of its time.
  (void)maco_rt_cpu::cpuBlas();
  double t0 = maco_rti_op_start_us();
  if (d.M > 0 && d.N > 0)
    for (int64_t b = 0; b < d.batch; ++b) {
      if (d.dtype == MACO_RT_F32) {
        gemmOne<float>(d, b);
        epilogueOne<float>(d, b);
      } else {
        gemmOne<double>(d, b);
        epilogueOne<double>(d, b);
      }
    }
  maco_rti_gemm_record(&d, tid, t0, maco_rti_op_end_us(t0));
  return MACO_RT_OK;
}

//===--- Events -----------------------------------------------------------===//

struct CpuEvent {
  std::mutex mu;
  std::condition_variable cv;
  uint64_t recorded = 0;  // generation of the last record
  uint64_t completed = 0; // highest completed generation
  int streamId = 0;       // stream of the last record (0: none)
  uint64_t streamTask = 0; // its position on that stream
  maco_rt_status_t status = MACO_RT_OK;
  std::string msg;

  void complete(uint64_t gen, maco_rt_status_t s, const std::string &m) {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (gen > completed)
        completed = gen;
      status = s;
      msg = m;
    }
    cv.notify_all();
  }
  void waitFor(uint64_t gen) {
    std::unique_lock<std::mutex> lock(mu);
    cv.wait(lock, [&] { return completed >= gen; });
  }
};
using EventPtr = std::shared_ptr<CpuEvent>;

//===--- Streams ----------------------------------------------------------===//

struct Task {
  std::function<maco_rt_status_t()> fn;
  bool control;        // runs even after an error (event records)
  bool posted = false; // the completion of a PostedCollective
};

struct CpuStream;
void kickDeferred(const CpuStream *except);
/// How many streams hold a deferred task (their `deferred` flag is set):
/// kickDeferred, called before every synchronous collective, takes no lock
/// when none does.
std::atomic<int> gDeferredStreams{0};

struct CpuStream {
  int id = 0;
  std::mutex mu;
  std::condition_variable cv;     // work available
  std::condition_variable doneCv; // progress
  std::deque<Task> q;
  uint64_t enqueued = 0, completed = 0;
  bool running = false; // a task is executing (on the worker or a host)
  bool stop = false;
  bool deferred = false; // a task was queued without waking the worker
  // Tasks queued or running other than posted completions: while there are
  // none, every earlier operation of the stream has posted its messages,
  // so a new posted collective may post its own (MPI keeps their order).
  uint64_t unposted = 0;
  // Someone other than the host waits for what is queued (wake).
  bool wanted = false;
  maco_rt_status_t err = MACO_RT_OK; // first error since last synchronize
  std::string errMsg;
  std::mutex dupMu;
  std::map<int, MPI_Comm> dups; // comm id -> duplicate
  std::thread worker;

  /// Runs the task at the front of the queue (`lock` held on entry and
  /// exit, released while the task runs); tasks run one at a time, in
  /// order, on whichever thread takes them.
  void runFront(std::unique_lock<std::mutex> &lock) {
    Task t = std::move(q.front());
    q.pop_front();
    maco_rt_status_t s = MACO_RT_OK;
    if (err == MACO_RT_OK || t.control) { // else skipped after an error
      running = true;
      lock.unlock();
      s = t.fn();
      lock.lock();
      running = false;
    }
    if (!t.posted)
      --unposted;
    if (s != MACO_RT_OK && err == MACO_RT_OK) {
      err = s;
      errMsg = maco_rt_last_error();
      errMsg += " [asynchronous, on stream " + std::to_string(id) + "]";
    }
    ++completed;
    doneCv.notify_all();
    if (q.empty())
      wanted = false;
    else if (unposted > 0 || wanted)
      cv.notify_one(); // the worker may wait for `running` to clear
    // (Only posted completions and lazy records left: whoever waits for
    // them runs them; waking the worker would take a core for nothing.)
  }

  void loop() {
    std::unique_lock<std::mutex> lock(mu);
    for (;;) {
      cv.wait(lock, [&] { return stop || (!q.empty() && !running); });
      if (q.empty() || running)
        return; // stopped (release synchronised first)
      runFront(lock);
    }
  }

  /// Enqueues `fn`; returns its position (the value of `completed` once it
  /// has run).
  uint64_t push(std::function<maco_rt_status_t()> fn, bool control = false) {
    uint64_t position;
    {
      std::lock_guard<std::mutex> lock(mu);
      q.push_back(Task{std::move(fn), control});
      position = ++enqueued;
      ++unposted;
      clearDeferred(); // the worker, woken, runs what is queued before
    }
    cv.notify_one();
    return position;
  }

  /// Enqueues event record `fn`; returns its position. Behind nothing but
  /// posted completions it is queued like them, without waking the worker:
  /// a host that waits for the event runs the queue itself, and a query or
  /// another stream's wait for it wakes the worker (wake).
  uint64_t pushRecord(std::function<maco_rt_status_t()> fn) {
    uint64_t position;
    bool lazy;
    {
      std::lock_guard<std::mutex> lock(mu);
      lazy = unposted == 0;
      q.push_back(Task{std::move(fn), /*control=*/true, /*posted=*/lazy});
      position = ++enqueued;
      if (!lazy) {
        ++unposted;
        clearDeferred();
      }
    }
    if (!lazy)
      cv.notify_one();
    return position;
  }

  /// Wakes the worker for whatever is queued (lazy records and posted
  /// completions that someone other than the host now waits for).
  void wake() {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (q.empty())
        return;
      wanted = true;
    }
    cv.notify_one();
  }

  /// Enqueues `fn` without waking the worker (DeferConfig).
  void pushDeferred(std::function<maco_rt_status_t()> fn) {
    std::lock_guard<std::mutex> lock(mu);
    q.push_back(Task{std::move(fn), false});
    ++enqueued;
    ++unposted;
    if (!deferred) {
      deferred = true;
      gDeferredStreams.fetch_add(1, std::memory_order_relaxed);
    }
  }

  /// Clears `deferred` (mu held).
  void clearDeferred() {
    if (deferred) {
      deferred = false;
      gDeferredStreams.fetch_sub(1, std::memory_order_relaxed);
    }
  }

  /// Wakes the worker for a deferred task.
  void kick() {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (!deferred)
        return;
      clearDeferred();
    }
    cv.notify_one();
  }

  /// If every task queued or running is a posted completion (none at all
  /// included), calls `start` and enqueues `fn` without waking the worker
  /// (PostedCollective: whoever next waits for the stream, or the worker at
  /// the next push, runs it). Returns whether it did. Not past any other
  /// task: a host task or an event wait ahead may produce the data to send.
  template <typename StartFn>
  bool pushIfPosted(StartFn start, std::function<maco_rt_status_t()> fn) {
    std::lock_guard<std::mutex> lock(mu);
    if (unposted != 0 || err != MACO_RT_OK)
      return false; // (after an error, queued tasks are skipped)
    start();
    q.push_back(Task{std::move(fn), false, /*posted=*/true});
    ++enqueued;
    return true;
  }

  /// Blocks the calling host thread until the first `target` tasks have
  /// run. Instead of handing back and forth with the worker, the waiting
  /// host runs queued tasks itself when the worker is not running one
  /// (the host is idle anyway; two thread wake-ups per operation cost more
  /// than a small collective).
  void syncTo(uint64_t target) {
    kickDeferred(this);
    HostWait waiting;
    std::unique_lock<std::mutex> lock(mu);
    while (completed < target) {
      if (!q.empty() && !running)
        runFront(lock);
      else
        doneCv.wait(lock);
    }
  }

  maco_rt_status_t sync() {
    uint64_t target;
    {
      std::lock_guard<std::mutex> lock(mu);
      target = enqueued;
    }
    syncTo(target);
    std::lock_guard<std::mutex> lock(mu);
    maco_rt_status_t s = err;
    if (s != MACO_RT_OK) {
      maco_rti_error_str(s, errMsg.c_str());
      err = MACO_RT_OK;
      errMsg.clear();
    }
    return s;
  }

  // Error state as seen by a task on this stream's worker (for events).
  void currentError(maco_rt_status_t *s, std::string *m) {
    std::lock_guard<std::mutex> lock(mu);
    *s = err;
    *m = errMsg;
  }

  maco_rt_status_t commFor(maco_rt_comm_t comm, MPI_Comm *out) {
    std::lock_guard<std::mutex> lock(dupMu);
    int cid = maco_rti_comm_id(comm);
    auto it = dups.find(cid);
    if (it != dups.end()) {
      *out = it->second;
      return MACO_RT_OK;
    }
    MPI_Comm dup;
    kickDeferred(nullptr); // (collective over the group)
    int e = MPI_Comm_dup(maco_rti_comm_mpi(comm), &dup);
    if (e != MPI_SUCCESS)
      return maco_rti_mpi_error("MPI_Comm_dup", e, nullptr);
    MPI_Comm_set_errhandler(dup, MPI_ERRORS_RETURN);
    dups[cid] = dup;
    *out = dup;
    return MACO_RT_OK;
  }
};

//===--- Backend table functions ------------------------------------------===//

// Live streams by id, for event synchronisation (an event outlives the
// stream it was recorded on, so it keeps the id, not the pointer).
std::mutex gStreamsMu;
std::map<int, CpuStream *> gStreams;

/// Before the host blocks (a wait, a synchronous collective, a
/// communicator's duplication or split: maco_rti_before_block), wakes the
/// workers of streams holding a deferred task, except `except`'s (whose
/// tasks the waiting host runs itself): a peer may need that collective to
/// make progress before this rank's host gets back to it.
void kickDeferred(const CpuStream *except) {
  // A deferred task pushed by this thread is counted before it returns; one
  // pushed concurrently by another thread races with this call either way.
  if (!gDefer.on || gDeferredStreams.load(std::memory_order_relaxed) == 0)
    return;
  std::lock_guard<std::mutex> lock(gStreamsMu);
  for (auto &[id, s] : gStreams)
    if (s != except)
      s->kick();
}

maco_rt_status_t cpuInit() {
  int err = createHalfOps();
  if (err != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Op_create", err, nullptr);
  void *ub = nullptr;
  int flag = 0;
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &flag);
  const int tagUb = flag && ub ? *(int *)ub : 32767;
  if (tagUb > 32767)
    permuteTag = 32768; // outside the user tag range [0, 32767]
  if (tagUb > 32768)
    ringTag = 32769;

  // DeferConfig: on where any node's ranks outnumber its cores (or as
  // MACO_STREAM_DEFER=0/1 says), up to the smallest MACO_STREAM_DEFER_BYTES
  // of any rank; every rank must agree, so it is reduced over the world.
  MPI_Comm node;
  int local = 1;
  if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0,
                          MPI_INFO_NULL, &node) == MPI_SUCCESS) {
    MPI_Comm_size(node, &local);
    MPI_Comm_free(&node);
  }
  cpu_set_t cpus;
  int cores =
      sched_getaffinity(0, sizeof cpus, &cpus) == 0 ? CPU_COUNT(&cpus) : local;
  gSpareCores = cores >= 2 * local; // PollConfig
  const char *force = getenv("MACO_STREAM_DEFER");
  const char *limit = getenv("MACO_STREAM_DEFER_BYTES");
  long long mine[2] = {
      force && *force ? atoi(force) != 0 : local > cores,
      -(limit && *limit ? atoll(limit) : (long long)gDefer.maxBytes)};
  long long agreed[2];
  err = MPI_Allreduce(mine, agreed, 2, MPI_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
  if (err != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Allreduce", err, nullptr);
  gDefer.maxBytes = (size_t)std::max(0LL, -agreed[1]);
  gDefer.on = agreed[0] != 0 && gDefer.maxBytes > 0;
  if (gDefer.on)
    maco_rti_set_before_block([] { kickDeferred(nullptr); });
  return MACO_RT_OK;
}

maco_rt_status_t cpuFinalize() {
  maco_rti_set_before_block(nullptr);
  freeHalfOps();
  return MACO_RT_OK;
}

maco_rt_status_t cpuStreamCreate(int id, void **out) {
  if (maco_rti_mpi_thread_level() < MPI_THREAD_MULTIPLE)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_stream_create: MPI provides thread level "
                          "%d, streams need MPI_THREAD_MULTIPLE (%d) (a "
                          "program compiled without started collectives "
                          "declares MACO_RT_THREADS_MAIN)",
                          maco_rti_mpi_thread_level(), MPI_THREAD_MULTIPLE);
  auto *s = new CpuStream();
  s->id = id;
  s->worker = std::thread([s] { s->loop(); });
  {
    std::lock_guard<std::mutex> lock(gStreamsMu);
    gStreams[id] = s;
  }
  *out = s;
  return MACO_RT_OK;
}

maco_rt_status_t cpuStreamRelease(void *impl) {
  auto *s = (CpuStream *)impl;
  maco_rt_status_t r = s->sync();
  std::string msg = r != MACO_RT_OK ? maco_rt_last_error() : "";
  {
    std::lock_guard<std::mutex> lock(gStreamsMu);
    gStreams.erase(s->id);
  }
  {
    std::lock_guard<std::mutex> lock(s->mu);
    s->stop = true;
    s->clearDeferred(); // (drained by sync)
  }
  s->cv.notify_all();
  s->worker.join();
  for (auto &[id, c] : s->dups)
    MPI_Comm_free(&c);
  delete s;
  if (r != MACO_RT_OK)
    maco_rti_error_str(r, msg.c_str());
  return r;
}

maco_rt_status_t cpuStreamSynchronize(void *impl) {
  return ((CpuStream *)impl)->sync();
}

maco_rt_status_t cpuEnqueueHost(void *impl, void (*fn)(void *), void *arg) {
  ((CpuStream *)impl)->push([fn, arg] {
    fn(arg);
    return MACO_RT_OK;
  });
  return MACO_RT_OK;
}

maco_rt_status_t cpuEventCreate(void **out) {
  *out = new EventPtr(std::make_shared<CpuEvent>());
  return MACO_RT_OK;
}

maco_rt_status_t cpuEventRelease(void *ev) {
  delete (EventPtr *)ev;
  return MACO_RT_OK;
}

maco_rt_status_t cpuEventRecord(void *ev, void *stream) {
  EventPtr e = *(EventPtr *)ev;
  uint64_t gen;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    gen = ++e->recorded;
    e->streamId = 0;
  }
  if (!stream) {
    e->complete(gen, MACO_RT_OK, "");
    return MACO_RT_OK;
  }
  auto *s = (CpuStream *)stream;
  uint64_t position = s->pushRecord([e, gen, s] {
    maco_rt_status_t st;
    std::string m;
    s->currentError(&st, &m);
    e->complete(gen, st, m);
    return MACO_RT_OK;
  });
  std::lock_guard<std::mutex> lock(e->mu);
  if (e->recorded == gen) {
    e->streamId = s->id;
    e->streamTask = position;
  }
  return MACO_RT_OK;
}

maco_rt_status_t cpuEventSynchronize(void *ev) {
  EventPtr e = *(EventPtr *)ev;
  uint64_t target, streamTask;
  int streamId;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    target = e->recorded;
    streamId = e->streamId;
    streamTask = e->streamTask;
  }
  {
    HostWait waiting;
    // Help the event's stream up to the record (CpuStream::syncTo).
    CpuStream *s = nullptr;
    if (streamId) {
      std::lock_guard<std::mutex> lock(gStreamsMu);
      auto it = gStreams.find(streamId);
      s = it == gStreams.end() ? nullptr : it->second;
    }
    if (s)
      s->syncTo(streamTask);
    else
      kickDeferred(nullptr);
    e->waitFor(target);
  }
  std::lock_guard<std::mutex> lock(e->mu);
  if (e->status != MACO_RT_OK)
    return maco_rti_error_str(e->status, e->msg.c_str());
  return MACO_RT_OK;
}

/// Wakes the worker of the stream `e` was last recorded on: someone other
/// than the host waits for it (CpuStream::pushRecord).
void wakeRecorder(const EventPtr &e) {
  int streamId;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    streamId = e->streamId;
  }
  if (!streamId)
    return;
  std::lock_guard<std::mutex> lock(gStreamsMu); // (then the stream's mu)
  auto it = gStreams.find(streamId);
  if (it != gStreams.end())
    it->second->wake();
}

maco_rt_status_t cpuEventQuery(void *ev, int *done) {
  EventPtr e = *(EventPtr *)ev;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    *done = e->completed >= e->recorded ? 1 : 0;
  }
  if (!*done) { // the host may poll until it completes
    kickDeferred(nullptr);
    wakeRecorder(e);
  }
  return MACO_RT_OK;
}

maco_rt_status_t cpuStreamWaitEvent(void *stream, void *ev) {
  EventPtr e = *(EventPtr *)ev;
  uint64_t target;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    target = e->recorded;
  }
  wakeRecorder(e);
  auto *s = (CpuStream *)stream;
  int id = s->id;
  s->push([e, target, id] {
    const bool trace = maco_rti_trace_enabled();
    double t0 = trace ? maco_rti_now_us() : 0;
    e->waitFor(target);
    if (trace)
      maco_rti_trace_slice("stream_wait_event", id, t0, maco_rti_now_us(),
                           nullptr);
    return MACO_RT_OK;
  });
  return MACO_RT_OK;
}

maco_rt_status_t cpuCollective(const maco_rti_coll_desc_t *desc,
                               void *stream) {
  if (!stream) {
    // Inline check first: kickDeferred is a call per synchronous collective.
    if (gDeferredStreams.load(std::memory_order_relaxed))
      kickDeferred(nullptr);
    return execColl(*desc, maco_rti_comm_mpi(desc->comm), 0);
  }
  auto *s = (CpuStream *)stream;
  MPI_Comm comm = MPI_COMM_NULL;
  maco_rt_status_t r = s->commFor(desc->comm, &comm);
  if (r != MACO_RT_OK)
    return r;
  maco_rti_coll_desc_t d = *desc;
  int id = s->id;
  const size_t bytes = (size_t)d.count * maco_rt_dtype_size(d.dtype);
  // (Not while a MACO_CHECK check is pending: nothing may be sent before.)
  if (!d.check && postedAtOnce(d, bytes)) {
    auto started = std::make_shared<PostedCollective>(d, comm, (int)d.count,
                                                      mpiType(d.dtype), bytes);
    try {
      if (s->pushIfPosted([&] { started->post(); },
                          [d, comm, id, started] {
                            return execColl(d, comm, id, started.get());
                          }))
        return MACO_RT_OK;
    } catch (const ScratchAllocFailure &f) {
      // post() allocates before it posts anything: nothing was sent.
      return maco_rti_alloc_error(f.bytes,
                                  "scratch memory of a posted collective", &d);
    }
  }
  auto task = [d, comm, id] { return execColl(d, comm, id); };
  if (useDeferred(d, bytes))
    s->pushDeferred(task);
  else
    s->push(task);
  return MACO_RT_OK;
}

maco_rt_status_t cpuGemm(const maco_rti_gemm_desc_t *desc, void *stream) {
  if (!stream)
    return execGemm(*desc, 0);
  if (desc->dtype != MACO_RT_F32 && desc->dtype != MACO_RT_F64)
    return execGemm(*desc, 0); // reports UNSUPPORTED synchronously
  auto *s = (CpuStream *)stream;
  maco_rti_gemm_desc_t d = *desc;
  int id = s->id;
  s->push([d, id] { return execGemm(d, id); });
  return MACO_RT_OK;
}

maco_rt_status_t cpuFillZero(void *buf, size_t bytes, void *impl) {
  if (!impl) {
    std::memset(buf, 0, bytes);
    return MACO_RT_OK;
  }
  struct Fill {
    void *buf;
    size_t bytes;
  };
  return cpuEnqueueHost(
      impl,
      [](void *arg) {
        auto *f = static_cast<Fill *>(arg);
        std::memset(f->buf, 0, f->bytes);
        delete f;
      },
      new Fill{buf, bytes});
}

const maco_rti_backend_ops_t cpuOps = {
    MACO_RTI_BACKEND_ABI_VERSION,
    MACO_RT_BACKEND_CPU,
    "cpu",
    cpuInit,
    cpuFinalize,
    /*comm_init=*/nullptr,
    /*comm_destroy=*/nullptr,
    cpuStreamCreate,
    cpuStreamRelease,
    cpuStreamSynchronize,
    /*stream_native_handle=*/nullptr,
    cpuEnqueueHost,
    cpuEventCreate,
    cpuEventRelease,
    cpuEventRecord,
    cpuEventSynchronize,
    cpuEventQuery,
    cpuStreamWaitEvent,
    cpuCollective,
    cpuGemm,
    cpuFillZero,
};

} // namespace

extern "C" const maco_rti_backend_ops_t *maco_rti_cpu_backend(void) {
  return &cpuOps;
}
