//===- validate.cpp - handles and collective validation -------------------===//
//
// Every public entry point validates its arguments and handles before it
// calls the selected backend's table (common/backend.h): backends see only
// validated descriptors. This file resolves handles (streams, events,
// communicators) and validates and dispatches a collective
// (runCollective).
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <cstring>

using namespace maco_rt_detail;

namespace maco_rt_detail {

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

// Validate a collective and dispatch it to the backend.
/// Whether `d.algorithm` exists and applies to `d.kind` on this group
/// (runtime.h lists the pairings).
maco_rt_status_t checkAlgorithm(const char *fn, const maco_rti_coll_desc_t &d) {
  const maco_rt_algorithm_t a = d.algorithm;
  if ((int)a < 0 || (int)a >= MACO_RT_NUM_ALGORITHMS)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid algorithm %d on rank %d", fn, (int)a,
                          st().worldRank);
  if (a == MACO_RT_ALGO_AUTO)
    return MACO_RT_OK;
  // The pairings of maco/runtime/algorithms.def.
  bool listed = false, powerOfTwo = false;
  const bool POWER_OF_TWO = true, ANY = false;
#define MACO_ALGORITHM(KIND, ALGO, GROUP, STEPS, VOLUME)                       \
  if (d.kind == MACO_RTI_##KIND && a == MACO_RT_ALGO_##ALGO) {                 \
    listed = true;                                                             \
    powerOfTwo = GROUP;                                                        \
  }
#include "maco/runtime/algorithms.def"
  (void)ANY;
  if (!listed)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: algorithm %s does not apply to %s (rank %d)", fn,
                          maco_rt_algorithm_name(a), maco_rti_coll_name(d.kind),
                          st().worldRank);
  if (powerOfTwo && (d.group_size & (d.group_size - 1)) != 0)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: algorithm %s needs a power-of-two group, the "
                          "group has %d ranks (rank %d)",
                          fn, maco_rt_algorithm_name(a), d.group_size,
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
  if (stream && (s = lookupStream(fn, stream, &impl, &streamId)) != MACO_RT_OK)
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
      return maco_rti_error(
          MACO_RT_INVALID_ARGUMENT,
          "%s: tag %lld is out of range [0, 32767] on rank %d", fn,
          (long long)d.tag, rank);
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

} // namespace maco_rt_detail
