//===- codegen.cpp - the ABI compiled maco programs call ------------------===//
//
// Thin layer over the public runtime API: lazily initialises the runtime
// (with the flags of maco_cg_configure), caches one stream per stream id,
// and turns every error status into an abort that names the op and rank
// (maco_rt_check). In GPU programs (MACO_CG_GPU) it also owns the compute
// stream and orders operations on the device (codegen.h).
//
//===----------------------------------------------------------------------===//

#include "maco/runtime/codegen.h"
#include "maco/runtime/gemm_layout.h"
#include "maco/runtime/runtime.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <type_traits>

#define MACO_CG_EXPORT extern "C" __attribute__((visibility("default")))

// The runtime's internal error setter (runtime/src/common/backend.h).
extern "C" maco_rt_status_t maco_rti_error(maco_rt_status_t status,
                                           const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

namespace {
std::mutex gMutex;
std::map<int64_t, maco_rt_stream_t> gStreams;
bool gRegisteredAtExit = false;
/// OR of the maco_cg_configure flags given before the runtime started.
int64_t gFlags = 0;
/// The runtime was started for a MACO_CG_GPU program (CUDA backend).
bool gGpu = false;
/// The compute stream of a GPU program (maco_cg_compute_stream).
maco_rt_stream_t gCompute = nullptr;

void finalizeAtExit() { maco_cg_finalize(); }

/// Runs `fn` once, under the lock, if the runtime is not initialised yet
/// (checked before and after taking the lock).
template <typename Fn> void beforeInit(Fn fn) {
  int initialized = 0;
  maco_rt_initialized(&initialized);
  if (initialized)
    return;
  std::lock_guard<std::mutex> lock(gMutex);
  maco_rt_initialized(&initialized);
  if (!initialized)
    fn();
}

void ensureInit() {
  beforeInit([] {
    bool gpu = gFlags & MACO_CG_GPU;
    maco_rt_check(maco_rt_set_threads((gFlags & MACO_CG_USES_STREAMS) || gpu
                                          ? MACO_RT_THREADS_STREAMS
                                          : MACO_RT_THREADS_MAIN),
                  "maco_cg_configure");
    if (gpu) {
      // The kernels need the CUDA backend's streams and device memory.
      const char *env = getenv("MACO_BACKEND");
      if (env && *env && strcmp(env, "cuda") && strcmp(env, "nccl")) {
        fprintf(stderr,
                "maco: this program was compiled for the GPU (maco-to-cuda) "
                "and runs on the cuda backend, but MACO_BACKEND=%s\n",
                env);
        maco_rt_check(MACO_RT_INVALID_ARGUMENT, "maco runtime initialisation");
      }
      maco_rt_check(
          maco_rt_init_with_backend(nullptr, nullptr, MACO_RT_BACKEND_CUDA),
          "maco runtime initialisation (cuda backend)");
      gGpu = true;
    } else {
      maco_rt_check(maco_rt_init(nullptr, nullptr),
                    "maco runtime initialisation");
    }
    if (!gRegisteredAtExit) {
      gRegisteredAtExit = true;
      std::atexit(finalizeAtExit);
    }
  });
}

/// The compute stream of a GPU program, created on first use.
maco_rt_stream_t computeStream() {
  ensureInit();
  std::lock_guard<std::mutex> lock(gMutex);
  if (!gCompute)
    maco_rt_check(maco_rt_stream_create(&gCompute), "compute stream creation");
  return gCompute;
}

/// GPU programs: sets up `c`'s communicator on the compute stream the
/// first time `c` is seen (the CUDA backend makes a stream's NCCL
/// communicator, collectively over the group, at the group's first
/// operation on the stream). Generated code makes every communicator at its
/// first entry into the module, in the same order on every rank
/// (maco_cg_comm), so the set-up happens there too, and not at the first
/// synchronous collective, which may be inside rank-dependent control flow
/// (a pipeline stage). A barrier on the compute stream: no host wait.
void bindComputeStream(maco_rt_comm_t c) {
  static std::mutex mu;
  static std::set<maco_rt_comm_t> bound;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (!bound.insert(c).second)
      return;
  }
  maco_rt_check(maco_rt_barrier(c, computeStream()),
                "communicator creation for a maco collective (compute "
                "stream set-up)");
}

maco_rt_dtype_t dt(int32_t d) { return static_cast<maco_rt_dtype_t>(d); }
maco_rt_reduction_t red(int32_t r) {
  return static_cast<maco_rt_reduction_t>(r);
}
maco_rt_algorithm_t algo(int32_t a) {
  return static_cast<maco_rt_algorithm_t>(a);
}
maco_rt_comm_t comm(void *c) { return static_cast<maco_rt_comm_t>(c); }
maco_rt_stream_t stream(void *s) { return static_cast<maco_rt_stream_t>(s); }

/// The stream operation `what` runs on. CPU programs: `s` as given (NULL:
/// synchronous). GPU programs: NULL becomes the compute stream; a started
/// operation's stream first waits for the compute stream's work so far
/// (a cross-stream dependency through a CUDA event).
maco_rt_stream_t opStream(void *s, const char *what) {
  if (!gGpu)
    return stream(s);
  maco_rt_stream_t compute = computeStream();
  if (!s)
    return compute;
  maco_rt_event_t ready = nullptr;
  maco_rt_check(maco_rt_event_create(&ready), what);
  maco_rt_check(maco_rt_event_record(ready, compute), what);
  maco_rt_check(maco_rt_stream_wait_event(stream(s), ready), what);
  // The wait has captured the event: releasing it does not cancel it.
  maco_rt_check(maco_rt_event_release(ready), what);
  return stream(s);
}
} // namespace

// codegen.h declares exactly the signatures of codegen.def.
namespace abi {
using VOID = void;
using PTR = void *;
using I32 = int32_t;
using I64 = int64_t;
#define MACO_CG_FN(name, flags, result, ...)                                   \
  static_assert(std::is_same_v<decltype(&::name), result (*)(__VA_ARGS__)>,    \
                #name " in codegen.h differs from codegen.def");
#include "maco/runtime/codegen.def"
#undef MACO_CG_FN
} // namespace abi

MACO_CG_EXPORT void maco_cg_init(void) { ensureInit(); }

MACO_CG_EXPORT void maco_cg_require_abi(int64_t version) {
  if (version == MACO_CG_ABI_VERSION)
    return;
  fprintf(stderr,
          "maco: this program was compiled for the maco_cg ABI v%lld, but "
          "libmaco_cg implements v%d; recompile it with this maco\n",
          (long long)version, MACO_CG_ABI_VERSION);
  maco_rt_check(MACO_RT_INVALID_ARGUMENT, "maco_cg_require_abi");
}

MACO_CG_EXPORT void maco_cg_configure(int64_t flags) {
  // Flags given before the runtime starts are combined; it starts with
  // them at the first other call. Later calls change nothing.
  beforeInit([flags] { gFlags |= flags; });
}

MACO_CG_EXPORT void maco_cg_finalize(void) {
  int initialized = 0;
  maco_rt_initialized(&initialized);
  if (!initialized)
    return;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    if (gCompute) {
      maco_rt_check(maco_rt_stream_synchronize(gCompute),
                    "maco.finalize (compute stream synchronize)");
      maco_rt_stream_release(gCompute);
      gCompute = nullptr;
    }
    for (auto &entry : gStreams) {
      maco_rt_check(maco_rt_stream_synchronize(entry.second),
                    "maco.finalize (stream synchronize)");
      maco_rt_stream_release(entry.second);
    }
    gStreams.clear();
  }
  maco_rt_check(maco_rt_finalize(), "maco runtime finalisation");
}

MACO_CG_EXPORT void *maco_cg_comm(int64_t gridRank, int64_t d0, int64_t d1,
                                  int64_t d2, int64_t d3, int64_t numAxes,
                                  int64_t a0, int64_t a1, int64_t a2,
                                  int64_t a3) {
  ensureInit();
  int64_t shape[4] = {d0, d1, d2, d3};
  int64_t axes[4] = {a0, a1, a2, a3};
  maco_rt_comm_t out = nullptr;
  maco_rt_check(maco_rt_comm_get(shape, gridRank, axes, numAxes, &out),
                "communicator creation for a maco collective");
  if (gGpu)
    bindComputeStream(out);
  return out;
}

MACO_CG_EXPORT void maco_cg_comm_prepare(int64_t gridRank, int64_t d0,
                                         int64_t d1, int64_t d2, int64_t d3,
                                         int64_t numAxes, int64_t a0,
                                         int64_t a1, int64_t a2, int64_t a3,
                                         int64_t streamId) {
  ensureInit();
  int worldSize = 0;
  maco_rt_check(maco_rt_world_size(&worldSize), "maco runtime (world size)");
  // Whether the grid fits the world, as maco_rt_comm_get decides it: the
  // same on every rank, so every rank skips the same groups.
  int64_t shape[4] = {d0, d1, d2, d3};
  int64_t product = 1;
  bool dynamic = false;
  for (int64_t i = 0; i < gridRank && i < 4; ++i) {
    if (shape[i] == MACO_RT_GRID_DYNAMIC)
      dynamic = true;
    else if (shape[i] <= 0 || (product *= shape[i]) > worldSize)
      return;
  }
  if (dynamic ? worldSize % product != 0 : product != worldSize)
    return;
  void *c = maco_cg_comm(gridRank, d0, d1, d2, d3, numAxes, a0, a1, a2, a3);
  if (streamId > 0)
    maco_cg_stream_bind(c, streamId);
}

MACO_CG_EXPORT int64_t maco_cg_comm_rank(void *c) {
  int rank = 0;
  maco_rt_check(maco_rt_comm_rank(comm(c), &rank), "maco.rank");
  return rank;
}

MACO_CG_EXPORT int64_t maco_cg_comm_size(void *c) {
  int size = 0;
  maco_rt_check(maco_rt_comm_size(comm(c), &size), "maco.group_size");
  return size;
}

MACO_CG_EXPORT void maco_cg_permute_check(void *c, int64_t maxRank) {
  int64_t size = maco_cg_comm_size(c);
  if (maxRank < size)
    return;
  int rank = -1;
  maco_rt_world_rank(&rank);
  fprintf(stderr,
          "maco: error in maco.permute on rank %d: its pairs name group rank "
          "%lld, but the group has %lld ranks\n",
          rank, (long long)maxRank, (long long)size);
  fflush(stderr);
  maco_rt_check(MACO_RT_INVALID_ARGUMENT, "maco.permute");
}

MACO_CG_EXPORT void maco_cg_check_dim(void *c, int32_t op, int64_t operand,
                                      int64_t dim, int64_t in, int64_t out,
                                      int32_t mode, int64_t line, int64_t col) {
  int64_t size = maco_cg_comm_size(c);
  char cause[256];
  if (mode == MACO_CG_DIM_SCATTERED && (size == 0 || in % size != 0))
    snprintf(cause, sizeof cause,
             "dimension %lld of operand #%lld has %lld elements, which a "
             "group of %lld does not divide",
             (long long)dim, (long long)operand, (long long)in,
             (long long)size);
  else {
    int64_t expected = mode == MACO_CG_DIM_GATHERED    ? in * size
                       : mode == MACO_CG_DIM_SCATTERED ? in / size
                                                       : in;
    if (out == expected)
      return;
    const char *how = mode == MACO_CG_DIM_GATHERED    ? "gathering"
                      : mode == MACO_CG_DIM_SCATTERED ? "scattering"
                                                      : "";
    if (mode == MACO_CG_DIM_SAME)
      snprintf(cause, sizeof cause,
               "dimension %lld of destination #%lld has %lld elements, but "
               "the operand's has %lld",
               (long long)dim, (long long)operand, (long long)out,
               (long long)in);
    else
      snprintf(cause, sizeof cause,
               "dimension %lld of destination #%lld has %lld elements, but "
               "%s the operand's %lld over a group of %lld gives %lld",
               (long long)dim, (long long)operand, (long long)out, how,
               (long long)in, (long long)size, (long long)expected);
  }
  static const char *const names[] = {"all_reduce",     "all_gather",
                                      "reduce_scatter", "broadcast",
                                      "all_to_all",     "permute"};
  const char *name = op >= 0 && op < (int32_t)(sizeof names / sizeof *names)
                         ? names[op]
                         : "collective";
  char where[64] = "";
  if (line > 0)
    snprintf(where, sizeof where, " (line %lld, column %lld)", (long long)line,
             (long long)col);
  int rank = -1;
  maco_rt_world_rank(&rank);
  fprintf(stderr, "maco: error in maco.%s%s on rank %d: %s\n", name, where,
          rank, cause);
  fflush(stderr);
  char what[64];
  snprintf(what, sizeof what, "maco.%s (sizes)", name);
  maco_rt_check(MACO_RT_INVALID_ARGUMENT, what);
}

MACO_CG_EXPORT void *maco_cg_stream(int64_t id) {
  // Called before every collective; id 0 (synchronous) needs nothing: the
  // collective's communicator (maco_cg_comm) started the runtime already.
  if (id <= 0)
    return nullptr;
  ensureInit();
  std::lock_guard<std::mutex> lock(gMutex);
  auto it = gStreams.find(id);
  if (it != gStreams.end())
    return it->second;
  maco_rt_stream_t s = nullptr;
  maco_rt_check(maco_rt_stream_create(&s), "stream creation");
  gStreams[id] = s;
  return s;
}

MACO_CG_EXPORT void maco_cg_stream_bind(void *c, int64_t id) {
  static std::mutex bindMutex;
  static std::set<std::pair<void *, int64_t>> bound;
  if (id <= 0)
    return;
  void *s = maco_cg_stream(id);
  {
    std::lock_guard<std::mutex> lock(bindMutex);
    if (!bound.insert({c, id}).second)
      return;
  }
  maco_rt_check(maco_rt_stream_bind(comm(c), stream(s)),
                "stream set-up (maco_rt_stream_bind)");
}

MACO_CG_EXPORT void *maco_cg_event_record(void *s) {
  maco_rt_event_t event = nullptr;
  maco_rt_check(maco_rt_event_create(&event), "maco.*_start (event create)");
  maco_rt_check(maco_rt_event_record(event, stream(s)),
                "maco.*_start (event record)");
  return event;
}

MACO_CG_EXPORT void maco_cg_event_wait(void *e) {
  auto event = static_cast<maco_rt_event_t>(e);
  if (gGpu)
    maco_rt_check(maco_rt_stream_wait_event(computeStream(), event),
                  "maco.wait");
  else
    maco_rt_check(maco_rt_event_synchronize(event), "maco.wait");
  maco_rt_check(maco_rt_event_release(event), "maco.wait (event release)");
}

MACO_CG_EXPORT void *maco_cg_compute_stream(void) {
  void *native = nullptr;
  maco_rt_check(maco_rt_stream_native_handle(computeStream(), &native),
                "compute stream");
  return native;
}

MACO_CG_EXPORT void maco_cg_host_sync(void) {
  maco_rt_stream_t compute = nullptr;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    compute = gCompute;
  }
  if (compute)
    maco_rt_check(maco_rt_stream_synchronize(compute),
                  "host access after GPU work (compute stream synchronize)");
}

MACO_CG_EXPORT void maco_cg_all_reduce(void *send, void *recv, int64_t count,
                                       int32_t dtype, int32_t op, void *c,
                                       void *s, int32_t algorithm) {
  maco_rt_check(maco_rt_all_reduce_algo(send, recv, count, dt(dtype), red(op),
                                        comm(c), opStream(s, "maco.all_reduce"),
                                        algo(algorithm)),
                "maco.all_reduce");
}

MACO_CG_EXPORT void maco_cg_all_gather(void *send, void *recv, int64_t count,
                                       int32_t dtype, void *c, void *s,
                                       int32_t algorithm) {
  maco_rt_check(maco_rt_all_gather_algo(send, recv, count, dt(dtype), comm(c),
                                        opStream(s, "maco.all_gather"),
                                        algo(algorithm)),
                "maco.all_gather");
}

MACO_CG_EXPORT void maco_cg_reduce_scatter(void *send, void *recv,
                                           int64_t count, int32_t dtype,
                                           int32_t op, void *c, void *s,
                                           int32_t algorithm) {
  maco_rt_check(maco_rt_reduce_scatter_algo(
                    send, recv, count, dt(dtype), red(op), comm(c),
                    opStream(s, "maco.reduce_scatter"), algo(algorithm)),
                "maco.reduce_scatter");
}

MACO_CG_EXPORT void maco_cg_broadcast(void *send, void *recv, int64_t count,
                                      int32_t dtype, int64_t root, void *c,
                                      void *s, int32_t algorithm) {
  maco_rt_check(maco_rt_broadcast_algo(send, recv, count, dt(dtype), root,
                                       comm(c), opStream(s, "maco.broadcast"),
                                       algo(algorithm)),
                "maco.broadcast");
}

MACO_CG_EXPORT void maco_cg_all_to_all(void *send, void *recv, int64_t count,
                                       int32_t dtype, void *c, void *s) {
  maco_rt_check(maco_rt_all_to_all(send, recv, count, dt(dtype), comm(c),
                                   opStream(s, "maco.all_to_all")),
                "maco.all_to_all");
}

MACO_CG_EXPORT void maco_cg_permute(void *send, void *recv, int64_t count,
                                    int32_t dtype, int64_t sendTo,
                                    int64_t recvFrom, void *c, void *s) {
  // Every rank issues the permute on the same stream (and so on the same
  // MPI communicator), whether or not it receives anything.
  maco_rt_stream_t on = opStream(s, "maco.permute");
  maco_rt_check(maco_rt_permute(send, recv, count, dt(dtype), sendTo, recvFrom,
                                comm(c), on),
                "maco.permute");
  if (recvFrom >= 0)
    return;
  // No rank sends to this one: maco.permute defines the result as zeros.
  // In stream order, after the send has left the buffer (it may be the
  // same one), and in the backend's memory (device memory on CUDA).
  maco_rt_check(maco_rt_fill_zero(recv, count, dt(dtype), on),
                "maco.permute (zero fill)");
}

MACO_CG_EXPORT void maco_cg_send(void *buf, int64_t count, int32_t dtype,
                                 int64_t peer, int64_t tag, void *c, void *s) {
  maco_rt_check(maco_rt_send(buf, count, dt(dtype), peer, tag, comm(c),
                             opStream(s, "maco.send")),
                "maco.send");
}

MACO_CG_EXPORT void maco_cg_recv(void *buf, int64_t count, int32_t dtype,
                                 int64_t peer, int64_t tag, void *c, void *s) {
  maco_rt_check(maco_rt_recv(buf, count, dt(dtype), peer, tag, comm(c),
                             opStream(s, "maco.recv")),
                "maco.recv");
}

MACO_CG_EXPORT int32_t maco_cg_gemm_layout_ok(int64_t rows, int64_t cols,
                                              int64_t rs, int64_t cs) {
  int trans;
  int64_t ld;
  return maco_gemm_layout(rows, cols, rs, cs, &trans, &ld);
}

MACO_CG_EXPORT void maco_cg_gemm(int32_t dtype, int64_t batch, int64_t m,
                                 int64_t n, int64_t k, void *a, int64_t aBs,
                                 int64_t aRs, int64_t aCs, void *b, int64_t bBs,
                                 int64_t bRs, int64_t bCs, void *cbuf,
                                 int64_t cBs, int64_t cRs, int64_t cCs,
                                 int32_t accumulate) {
  maco_cg_gemm_epilogue(dtype, batch, m, n, k, a, aBs, aRs, aCs, b, bBs, bRs,
                        bCs, cbuf, cBs, cRs, cCs, accumulate, nullptr, 0);
}

MACO_CG_EXPORT void
maco_cg_gemm_epilogue(int32_t dtype, int64_t batch, int64_t m, int64_t n,
                      int64_t k, void *a, int64_t aBs, int64_t aRs, int64_t aCs,
                      void *b, int64_t bBs, int64_t bRs, int64_t bCs,
                      void *cbuf, int64_t cBs, int64_t cRs, int64_t cCs,
                      int32_t accumulate, void *bias, int32_t epilogue) {
  ensureInit();
  const char *op = bias || epilogue
                       ? "linalg contraction and its epilogue (runtime GEMM)"
                       : "linalg contraction (runtime GEMM)";
  // A column-major C: compute C^T (n x m) = B^T A^T instead.
  int cTrans;
  int64_t ldc;
  if (!maco_gemm_layout(m, n, cRs, cCs, &cTrans, &ldc))
    maco_rt_check(maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                                 "the %lld x %lld result's strides (%lld, "
                                 "%lld) are not those of a BLAS matrix",
                                 (long long)m, (long long)n, (long long)cRs,
                                 (long long)cCs),
                  op);
  if (cTrans && (bias || epilogue))
    maco_rt_check(maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                                 "the %lld x %lld result is column-major "
                                 "(strides %lld, %lld): an epilogue needs a "
                                 "row-major result",
                                 (long long)m, (long long)n, (long long)cRs,
                                 (long long)cCs),
                  op);
  if (cTrans) {
    std::swap(m, n);
    std::swap(a, b);
    std::swap(aBs, bBs);
    std::swap(aRs, bCs);
    std::swap(aCs, bRs);
  }
  int ta, tb;
  int64_t lda, ldb;
  if (!maco_gemm_layout(m, k, aRs, aCs, &ta, &lda) ||
      !maco_gemm_layout(k, n, bRs, bCs, &tb, &ldb))
    maco_rt_check(maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                                 "an operand's strides (A: %lld, %lld; B: "
                                 "%lld, %lld) are not those of a BLAS matrix",
                                 (long long)aRs, (long long)aCs, (long long)bRs,
                                 (long long)bCs),
                  op);
  // GPU programs: on the compute stream, in order with the kernels.
  maco_rt_check(maco_rt_gemm_epilogue(dt(dtype), ta, tb, batch, m, n, k, 1.0, a,
                                      lda, aBs, b, ldb, bBs,
                                      accumulate ? 1.0 : 0.0, cbuf, ldc, cBs,
                                      bias, (maco_rt_epilogue_t)epilogue,
                                      opStream(nullptr, "linalg.matmul")),
                op);
}
