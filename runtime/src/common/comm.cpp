//===- comm.cpp - communicators -------------------------------------------===//
//
// maco_rt_comm_get and friends: a communicator per (grid shape, axes),
// made by MPI_Comm_split over the world on first use and cached until
// finalize, with a per-thread cache of the last lookups.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <memory>

using namespace maco_rt_detail;

extern "C" {

//===--- Communicators ----------------------------------------------------===//

static std::string fmtShape(const int64_t *v, int64_t n) {
  std::string s = "[";
  for (int64_t i = 0; i < n; ++i) {
    if (i)
      s += ", ";
    if (v && v[i] == MACO_RT_GRID_DYNAMIC)
      s += "?";
    else
      s += std::to_string(v ? v[i] : 0);
  }
  return s + "]";
}

// Compiled code asks for its groups at every entry of a function (a
// training step), so the last few successful lookups are remembered per
// thread, keyed by the arguments as given (grids of up to 4 dimensions),
// for the current init generation (communicators live until finalize):
// a hit allocates nothing and takes no lock.
namespace {
struct CommGetHit {
  uint64_t gen = 0;
  int64_t gridRank = 0, numAxes = 0;
  int64_t shape[4] = {0, 0, 0, 0}, axes[4] = {0, 0, 0, 0};
  maco_rt_comm_t comm = nullptr;
};
constexpr int kCommGetHits = 4;
// On the heap: the library's thread-locals are in static TLS (initial-exec
// accesses, internal.h), so they are kept to a few bytes.
struct CommGetHits {
  CommGetHit hit[kCommGetHits];
  unsigned next = 0;
};
thread_local std::unique_ptr<CommGetHits> tlsCommGetHits;

bool sameArgs(const CommGetHit &h, const int64_t *shape, int64_t gridRank,
              const int64_t *axes, int64_t numAxes) {
  if (h.gridRank != gridRank || h.numAxes != numAxes)
    return false;
  for (int64_t i = 0; i < gridRank; ++i)
    if (h.shape[i] != shape[i])
      return false;
  for (int64_t i = 0; i < numAxes; ++i)
    if (h.axes[i] != axes[i])
      return false;
  return true;
}

maco_rt_status_t commGetSlow(const int64_t *grid_shape, int64_t grid_rank,
                             const int64_t *axes, int64_t num_axes,
                             maco_rt_comm_t *out);
} // namespace

maco_rt_status_t maco_rt_comm_get(const int64_t *grid_shape, int64_t grid_rank,
                                  const int64_t *axes, int64_t num_axes,
                                  maco_rt_comm_t *out) {
  const char *fn = "maco_rt_comm_get";
  MACO_REQUIRE_INIT(fn);
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT, "%s: out is NULL", fn);
  *out = nullptr;
  const bool cacheable = grid_rank >= 0 && grid_rank <= 4 && num_axes >= 0 &&
                         num_axes <= grid_rank &&
                         (grid_rank == 0 || grid_shape) &&
                         (num_axes == 0 || axes);
  const uint64_t gen = initGeneration.load(std::memory_order_acquire);
  if (cacheable && !tlsCommGetHits)
    tlsCommGetHits.reset(new CommGetHits());
  if (cacheable)
    for (const CommGetHit &h : tlsCommGetHits->hit)
      if (h.gen == gen && h.comm &&
          sameArgs(h, grid_shape, grid_rank, axes, num_axes)) {
        *out = h.comm;
        return MACO_RT_OK;
      }
  maco_rt_status_t r = commGetSlow(grid_shape, grid_rank, axes, num_axes, out);
  if (r == MACO_RT_OK && cacheable) {
    CommGetHit &h = tlsCommGetHits->hit[tlsCommGetHits->next++ % kCommGetHits];
    h.gen = gen;
    h.gridRank = grid_rank;
    h.numAxes = num_axes;
    std::copy(grid_shape, grid_shape + grid_rank, h.shape);
    std::copy(axes, axes + num_axes, h.axes);
    h.comm = *out;
  }
  return r;
}

namespace {
maco_rt_status_t commGetSlow(const int64_t *grid_shape, int64_t grid_rank,
                             const int64_t *axes, int64_t num_axes,
                             maco_rt_comm_t *out) {
  const char *fn = "maco_rt_comm_get";
  State &s = st();
  if (grid_rank < 0 || grid_rank > 64 || (grid_rank > 0 && !grid_shape))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid grid (grid_rank %lld, grid_shape %p)",
                          fn, (long long)grid_rank, (const void *)grid_shape);
  if (num_axes < 0 || num_axes > grid_rank || (num_axes > 0 && !axes))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid axes (num_axes %lld, axes %p) for a "
                          "grid with %lld dimensions",
                          fn, (long long)num_axes, (const void *)axes,
                          (long long)grid_rank);
  int64_t product = 1, dynamicDim = -1;
  for (int64_t i = 0; i < grid_rank; ++i) {
    if (grid_shape[i] == MACO_RT_GRID_DYNAMIC) {
      if (dynamicDim >= 0)
        return maco_rti_error(
            MACO_RT_INVALID_ARGUMENT,
            "%s: grid shape %s has more than one dynamic dimension; only one "
            "can be sized from the world size",
            fn, fmtShape(grid_shape, grid_rank).c_str());
      dynamicDim = i;
      continue;
    }
    if (grid_shape[i] <= 0)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: grid shape %s has a non-positive dimension",
                            fn, fmtShape(grid_shape, grid_rank).c_str());
    product *= grid_shape[i];
    if (product > (int64_t)1 << 40)
      break;
  }
  // A dynamic dimension takes the world size over the static ones.
  std::vector<int64_t> resolved(grid_shape, grid_shape + grid_rank);
  if (dynamicDim >= 0) {
    if (s.worldSize % product != 0)
      return maco_rti_error(
          MACO_RT_INVALID_ARGUMENT,
          "%s: grid shape %s needs a world size divisible by %lld, but the "
          "world size is %d",
          fn, fmtShape(grid_shape, grid_rank).c_str(), (long long)product,
          s.worldSize);
    resolved[dynamicDim] = s.worldSize / product;
    product = s.worldSize;
  }
  if (product != s.worldSize)
    return maco_rti_error(
        MACO_RT_INVALID_ARGUMENT,
        "%s: grid shape %s has %lld ranks but the world size is %d", fn,
        fmtShape(grid_shape, grid_rank).c_str(), (long long)product,
        s.worldSize);
  grid_shape = resolved.data();
  std::vector<bool> used(grid_rank, false);
  for (int64_t i = 0; i < num_axes; ++i) {
    if (axes[i] < 0 || axes[i] >= grid_rank)
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "%s: axis %lld is out of range for grid shape %s",
                            fn, (long long)axes[i],
                            fmtShape(grid_shape, grid_rank).c_str());
    if (used[axes[i]])
      return maco_rti_error(
          MACO_RT_INVALID_ARGUMENT, "%s: axis %lld appears twice in axes %s",
          fn, (long long)axes[i], fmtShape(axes, num_axes).c_str());
    used[axes[i]] = true;
  }
  std::vector<int64_t> key(grid_shape, grid_shape + grid_rank);
  key.push_back(-1);
  key.insert(key.end(), axes, axes + num_axes);

  std::lock_guard<std::mutex> createLock(s.commCreateMu);
  {
    std::lock_guard<std::mutex> lock(s.mu);
    auto it = s.commCache.find(key);
    if (it != s.commCache.end()) {
      *out = it->second;
      return MACO_RT_OK;
    }
  }
  // Coordinates of this rank (row-major).
  std::vector<int64_t> coord(grid_rank);
  int64_t rem = s.worldRank;
  for (int64_t d = grid_rank - 1; d >= 0; --d) {
    coord[d] = rem % grid_shape[d];
    rem /= grid_shape[d];
  }
  int64_t color = 0, groupRank = 0, groupSize = 1;
  for (int64_t d = 0; d < grid_rank; ++d)
    if (!used[d])
      color = color * grid_shape[d] + coord[d];
  for (int64_t i = 0; i < num_axes; ++i) {
    groupRank = groupRank * grid_shape[axes[i]] + coord[axes[i]];
    groupSize *= grid_shape[axes[i]];
  }
  MPI_Comm mpi = MPI_COMM_NULL;
  maco_rti_before_block();
  int err = MPI_Comm_split(s.world, (int)color, (int)groupRank, &mpi);
  if (err != MPI_SUCCESS)
    return maco_rti_mpi_error("MPI_Comm_split", err, nullptr);
  MPI_Comm_set_errhandler(mpi, MPI_ERRORS_RETURN);
  auto *c = new maco_rt_comm();
  c->shape.assign(grid_shape, grid_shape + grid_rank);
  c->axes.assign(axes, axes + num_axes);
  c->mpi = mpi;
  MPI_Comm_rank(mpi, &c->rank);
  MPI_Comm_size(mpi, &c->size);
  c->backend_data = nullptr;
  if (c->rank != groupRank || c->size != groupSize) {
    int gotRank = c->rank, gotSize = c->size;
    MPI_Comm_free(&c->mpi);
    delete c;
    return maco_rti_error(MACO_RT_INTERNAL,
                          "%s: MPI_Comm_split gave rank %d of %d, expected "
                          "%lld of %lld",
                          fn, gotRank, gotSize, (long long)groupRank,
                          (long long)groupSize);
  }
  {
    std::lock_guard<std::mutex> lock(s.mu);
    c->id = (int)s.comms.size();
  }
  if (s.be->comm_init) {
    maco_rt_status_t bs = s.be->comm_init(c, mpi, &c->backend_data);
    if (bs != MACO_RT_OK) {
      MPI_Comm_free(&c->mpi);
      delete c;
      return bs;
    }
  }
  std::lock_guard<std::mutex> lock(s.mu);
  s.comms.push_back(c);
  s.commSet.insert(c);
  s.commCache[key] = c;
  *out = c;
  return MACO_RT_OK;
}
} // namespace

maco_rt_status_t maco_rt_comm_world(maco_rt_comm_t *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_world");
  int64_t shape = st().worldSize, axis = 0;
  return maco_rt_comm_get(&shape, 1, &axis, 1, out);
}

maco_rt_status_t maco_rt_comm_rank(maco_rt_comm_t comm, int *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_rank");
  maco_rt_status_t s = lookupComm("maco_rt_comm_rank", comm);
  if (s != MACO_RT_OK)
    return s;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_comm_rank: out is NULL");
  *out = comm->rank;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_comm_size(maco_rt_comm_t comm, int *out) {
  MACO_REQUIRE_INIT("maco_rt_comm_size");
  maco_rt_status_t s = lookupComm("maco_rt_comm_size", comm);
  if (s != MACO_RT_OK)
    return s;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_comm_size: out is NULL");
  *out = comm->size;
  return MACO_RT_OK;
}

} // extern "C"
