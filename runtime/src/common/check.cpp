//===- check.cpp - MACO_CHECK: collectives must agree across ranks
//---------===//
//
// With MACO_CHECK=1, every collective (synchronous or enqueued on a stream)
// is matched across its group by an MPI_Iallgather of a small descriptor
// (kind, count, dtype, reduction, root, algorithm, permute peers and a
// sequence number): on the group's communicator for synchronous
// collectives, on a private duplicate of it per stream otherwise. The
// gather is posted on the calling host thread, so in program order; one
// communicator and one sequence number per (communicator, stream) pair, because
// the ordering rule of runtime.h is per pair: collectives of different
// streams may be enqueued in different orders on different ranks.
//  - Synchronous collectives wait for the gather before they run.
//  - Stream collectives on the CPU backend carry the posted gather in
//    desc.check; the stream completes it (maco_rti_check_wait) just before
//    it runs the collective, so enqueueing never blocks on other ranks and
//    opposite enqueue orders on two streams cannot deadlock. A mismatch is
//    then the stream's error, reported by the next synchronize. Other
//    backends get no desc.check: their stream collectives are checked at
//    enqueue (blocking).
// Every rank receives every descriptor, so every rank finds the same first
// difference and fails with the same INVALID_ARGUMENT message before the
// collective sends anything; the group stays usable. Point-to-point
// send/recv are not collective and are not checked.
//
// Off (the default), runCollective tests one flag read at maco_rt_init.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

/// What one rank calls; all int64 so that one MPI_INT64_T gather carries it.
struct Fingerprint {
  int64_t seq;
  int64_t kind;
  int64_t count;
  int64_t dtype;
  int64_t op;
  int64_t root;
  int64_t algorithm;
  int64_t sendTo;
  int64_t recvFrom;
};
constexpr int kFields = sizeof(Fingerprint) / sizeof(int64_t);

struct PairState {
  MPI_Comm comm = MPI_COMM_NULL;
  int64_t seq = 0;
};

/// One posted check: the gather and what the message needs.
struct Request {
  std::string fn;
  maco_rti_coll_desc_t d;
  int streamId;
  Fingerprint mine;
  std::vector<Fingerprint> all;
  MPI_Request req = MPI_REQUEST_NULL;
};

bool enabled = false;
std::mutex mu; // guards `pairs` and `pending` (not the gathers)
std::map<std::pair<int, int>, PairState> pairs; // (comm id, stream id)
/// Deferred checks not waited for yet (a stream skips its queue after an
/// error): completed at finalize.
std::set<Request *> pending;

bool reduces(int64_t kind) {
  return kind == MACO_RTI_ALL_REDUCE || kind == MACO_RTI_REDUCE_SCATTER;
}

/// "all_reduce(f32 x 1024, sum)", "broadcast(f32 x 16, root 0)", ...
std::string describe(const Fingerprint &f) {
  auto kind = (maco_rti_coll_kind_t)f.kind;
  std::string s = maco_rti_coll_name(kind);
  s += "(";
  if (kind != MACO_RTI_BARRIER) {
    s += maco_rti_dtype_name((maco_rt_dtype_t)f.dtype);
    s += " x " + std::to_string(f.count);
  }
  if (reduces(f.kind))
    s += std::string(", ") + maco_rti_reduction_name((maco_rt_reduction_t)f.op);
  if (kind == MACO_RTI_BROADCAST)
    s += ", root " + std::to_string(f.root);
  if (kind == MACO_RTI_PERMUTE)
    s += ", to " + std::to_string(f.sendTo) + ", from " +
         std::to_string(f.recvFrom);
  if (f.algorithm != MACO_RT_ALGO_AUTO)
    s += std::string(", ") +
         maco_rt_algorithm_name((maco_rt_algorithm_t)f.algorithm);
  return s + ")";
}

/// Whether two ranks' calls are the same collective (permute peers differ
/// by design; their pairing is checked separately).
bool same(const Fingerprint &a, const Fingerprint &b) {
  if (a.seq != b.seq || a.kind != b.kind || a.algorithm != b.algorithm)
    return false;
  if (a.kind == MACO_RTI_BARRIER)
    return true;
  if (a.count != b.count || a.dtype != b.dtype)
    return false;
  if (reduces(a.kind) && a.op != b.op)
    return false;
  if (a.kind == MACO_RTI_BROADCAST && a.root != b.root)
    return false;
  return true;
}

std::string groupName(maco_rt_comm_t comm) {
  auto list = [](const std::vector<int64_t> &v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i)
      s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  return "grid " + list(comm->shape) + " axes " + list(comm->axes);
}

} // namespace

namespace maco_rt_detail {

void checkInit(bool on) { enabled = on; }

bool checkEnabled() { return enabled; }

void checkFinalize() {
  std::lock_guard<std::mutex> lock(mu);
  for (Request *r : pending) {
    MPI_Wait(&r->req, MPI_STATUS_IGNORE); // every rank posted it
    delete r;
  }
  pending.clear();
  for (auto &entry : pairs)
    if (entry.first.second != 0 && entry.second.comm != MPI_COMM_NULL)
      MPI_Comm_free(&entry.second.comm);
  pairs.clear();
  enabled = false;
}

} // namespace maco_rt_detail

namespace {

/// Waits for the gather of `r`, compares, deletes `r`.
maco_rt_status_t finish(std::unique_ptr<Request> r) {
  const maco_rti_coll_desc_t &d = r->d;
  const char *fn = r->fn.c_str();
  const int rank = maco_rti_world_rank();
  // The gather can hang like any collective (a rank that never calls):
  // under MACO_TIMEOUT the watchdog names this op.
  uint64_t token = maco_rti_watch_begin(&d);
  int e = MPI_Wait(&r->req, MPI_STATUS_IGNORE);
  maco_rti_watch_end(token);
  if (e != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Iallgather (MACO_CHECK)", e, &d);
  const std::vector<Fingerprint> &all = r->all;
  const int64_t seq = r->mine.seq;
  std::string where = "MACO_CHECK: collective #" + std::to_string(seq) +
                      " on group " + groupName(d.comm) + ", stream " +
                      std::to_string(r->streamId);
  // Ranks that differ from group rank 0 (listed up to 4).
  std::string diff;
  int ndiff = 0;
  for (int g = 1; g < d.group_size; ++g) {
    if (same(all[0], all[g]))
      continue;
    if (++ndiff <= 4)
      diff += ", rank " + std::to_string(g) + " calls " + describe(all[g]);
  }
  if (ndiff) {
    if (ndiff > 4)
      diff += ", and " + std::to_string(ndiff - 4) + " more ranks differ";
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: %s: ranks call different collectives: rank 0 "
                          "calls %s%s (group ranks; reported on rank %d)",
                          fn, where.c_str(), describe(all[0]).c_str(),
                          diff.c_str(), rank);
  }
  if (d.kind == MACO_RTI_PERMUTE) {
    // Group rank g sends to t exactly when t receives from g.
    for (int g = 0; g < d.group_size; ++g) {
      for (int64_t peer : {all[g].sendTo, all[g].recvFrom}) {
        bool sends = peer == all[g].sendTo;
        if (peer < 0 || (sends ? all[peer].recvFrom : all[peer].sendTo) == g)
          continue;
        return maco_rti_error(
            MACO_RT_INVALID_ARGUMENT,
            "%s: %s: permute pairs disagree: rank %d calls %s but rank %lld "
            "calls %s (group ranks; reported on rank %d)",
            fn, where.c_str(), g, describe(all[g]).c_str(), (long long)peer,
            describe(all[peer]).c_str(), rank);
      }
    }
  }
  return MACO_RT_OK;
}

} // namespace

namespace maco_rt_detail {

maco_rt_status_t checkCollective(const char *fn, maco_rti_coll_desc_t &d,
                                 int streamId, bool defer) {
  if (d.kind == MACO_RTI_SEND || d.kind == MACO_RTI_RECV)
    return MACO_RT_OK;
  auto r = std::make_unique<Request>();
  {
    std::lock_guard<std::mutex> lock(mu);
    PairState &pair = pairs[{d.comm->id, streamId}];
    if (streamId == 0) {
      // Synchronous collectives run on the group's communicator on this
      // thread, after the gather has completed: the gather can use it. (A
      // blocking MPI_Comm_dup here, at a rank-dependent point such as a
      // first synchronous collective behind a stream wait, deadlocked in
      // test_streams.)
      pair.comm = d.comm->mpi;
    } else if (pair.comm == MPI_COMM_NULL) {
      // Collective over the group, at the pair's first collective, which
      // every rank reaches in the same order (runtime.h), like the stream's
      // own duplicate that the backend makes at this point.
      maco_rti_before_block();
      int e = MPI_Comm_dup(d.comm->mpi, &pair.comm);
      if (e != MPI_SUCCESS) {
        pair.comm = MPI_COMM_NULL;
        return maco_rti_mpi_error("MPI_Comm_dup (MACO_CHECK)", e, &d);
      }
      MPI_Comm_set_errhandler(pair.comm, MPI_ERRORS_RETURN);
    }
    r->mine = Fingerprint{++pair.seq,           (int64_t)d.kind, d.count,
                          (int64_t)d.dtype,     (int64_t)d.op,   d.root,
                          (int64_t)d.algorithm, d.peer,          d.peer2};
    r->all.resize((size_t)d.group_size);
    int e = MPI_Iallgather(&r->mine, kFields, MPI_INT64_T, r->all.data(),
                           kFields, MPI_INT64_T, pair.comm, &r->req);
    if (e != MPI_SUCCESS)
      return maco_rti_mpi_error("MPI_Iallgather (MACO_CHECK)", e, &d);
    r->fn = fn;
    r->d = d;
    r->streamId = streamId;
    if (defer) {
      pending.insert(r.get());
      d.check = r.release();
      return MACO_RT_OK;
    }
  }
  return finish(std::move(r));
}

} // namespace maco_rt_detail

extern "C" maco_rt_status_t maco_rti_check_wait(const maco_rti_coll_desc_t *d) {
  if (!d || !d->check)
    return MACO_RT_OK;
  auto *r = static_cast<Request *>(d->check);
  {
    std::lock_guard<std::mutex> lock(mu);
    pending.erase(r);
  }
  return finish(std::unique_ptr<Request>(r));
}
