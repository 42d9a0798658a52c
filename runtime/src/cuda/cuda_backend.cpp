//===- cuda_backend.cpp - CUDA/NCCL/cuBLAS backend of the maco runtime ----===//
//
// libmaco_runtime_cuda.so. It registers a backend table (common/backend.h)
// into libmaco_runtime.so when it is loaded; maco_rt_init with
// MACO_RT_BACKEND_CUDA (or MACO_BACKEND=cuda) then routes every public call
// here after the common layer has validated it.
//
// Design
//  * One GPU per process: device = MACO_CUDA_DEVICE if set, else the
//    node-local MPI rank modulo the number of visible devices. Every entry
//    point binds that device on the calling thread (cudaSetDevice once per
//    thread).
//  * Communicators: comm_init (collective over the group right after the
//    common layer's MPI split) creates the group's base NCCL communicator
//    with ncclCommInitRank; rank 0 of the group makes the ncclUniqueId and
//    broadcasts it with MPI_Bcast on the group's MPI communicator. The base
//    communicator serves the synchronous (NULL stream) path. NCCL serialises
//    the collectives of one communicator, so every stream gets its own NCCL
//    communicator per group, made by ncclCommSplit of the base communicator
//    when the first operation of that group is enqueued on the stream
//    (runtime.h requires ranks to enqueue in the same order, so the split is
//    consistent). NCCL_LAUNCH_ORDER_IMPLICIT=1 (unless set) makes NCCL run
//    the kernels of different communicators in that host order on the
//    device, as its documentation asks of concurrent communicators.
//  * Host waits for a stream spin briefly, then block on a condition
//    variable that a host function enqueued on the stream
//    (cudaLaunchHostFunc) signals, waking every 10 ms for NCCL's
//    asynchronous errors and the timeout.
//  * Streams are cudaStreamNonBlocking streams (no implicit ordering with the
//    legacy default stream; order with events). The synchronous path runs on
//    an internal blocking stream (it does order after legacy default-stream
//    work such as cudaMemcpy) and waits for completion before returning;
//    synchronous calls from several threads are serialised.
//  * all_to_all and permute are grouped ncclSend/ncclRecv (ncclGroupStart/
//    End). NCCL has no tags: point-to-point messages match in issue order
//    per (communicator, stream); `tag` is only used for sends to self, which
//    NCCL cannot do outside a group: they are staged in a device buffer and
//    delivered by the matching recv from self on the same stream.
//  * GEMM: cuBLAS (cublasGemmEx_64) with the row-major problem mapped to the
//    column-major C^T = op(B)^T op(A)^T; one cuBLAS handle per stream.
//    F32 uses exact FP32 unless MACO_CUDA_TF32=1; F16/BF16 accumulate in
//    FP32; F64 in FP64. A GEMM with an epilogue (bias, ReLU, tanh GELU;
//    maco_rt_gemm_epilogue) is one cublasLtMatmul with
//    CUBLASLT_EPILOGUE_{BIAS,RELU,GELU,RELU_BIAS,GELU_BIAS} (a 32 MiB
//    workspace and one cuBLASLt handle per stream); a residual is C with
//    beta = 1.
//  * Stats and trace use GPU time, taken only when MACO_STATS or tracing is
//    on (maco_rti_timing_enabled): a pair of timing events brackets every
//    operation on its stream; when the end event has completed (checked at
//    every enqueue and at every synchronisation) the elapsed time goes to
//    maco_rti_op_record and the slice is placed on the host timeline through
//    an anchor event whose host time is known. Otherwise an operation takes
//    no events and is counted (count, bytes) when it is enqueued. Description
//    strings of operations are built only for error messages.
//  * Errors: every failing CUDA/NCCL/cuBLAS call becomes a BACKEND status
//    (OUT_OF_MEMORY for allocation failures) whose message names the call,
//    the rank, the operation, sizes, dtype, stream and the library's message
//    (cudaGetErrorString, ncclGetErrorString + ncclGetLastError,
//    cublasGetStatusString). Asynchronous NCCL errors are polled with
//    ncclCommGetAsyncError while waiting and reported by the next
//    synchronisation of the stream.
//  * MACO_TIMEOUT: waits poll cudaStreamQuery/cudaEventQuery against a
//    deadline; on expiry the backend prints "maco: timeout: <op> on rank R
//    (group size G, N bytes) did not complete within T s", aborts every NCCL
//    communicator (ncclCommAbort) and calls MPI_Abort. Host-side calls that
//    can block (communicator creation, enqueue of NCCL operations that may
//    set up connections) are also bracketed by the common watchdog.
//  * Lock order (a lock may be taken while holding those to its left, never
//    the other way round): Stream::mu -> CommData::mu -> Global::commsMu
//    (runOn holds the stream while beCollective takes the communicator's
//    lock on the synchronous path and commFor splits it, registerComm then
//    records the new NCCL communicator); Global::poolMu, Global::anchorMu
//    and ErrCell::mu are leaves (nothing else is taken while one is held).
//    The timeout's abort thread only tries commsMu (never waits for it).
//
//===----------------------------------------------------------------------===//

#include "common/backend.h"

#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <nccl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <unistd.h>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

//===----------------------------------------------------------------------===//
// Error formatting
//===----------------------------------------------------------------------===//

std::string strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
std::string strf(const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  return buf;
}

int worldRank() { return maco_rti_world_rank(); }

/// "op all_reduce, group size 4, count 1024, dtype f32, 4096 bytes, comm 1,
/// stream 2"
std::string describe(const maco_rti_coll_desc_t *d, int streamId) {
  std::string s =
      strf("op %s, group size %d, group rank %d, count %lld, "
           "dtype %s, %llu bytes, comm %d, stream %d",
           maco_rti_coll_name(d->kind), d->group_size, d->group_rank,
           (long long)d->count, maco_rti_dtype_name(d->dtype),
           (unsigned long long)maco_rti_coll_bytes(d),
           maco_rti_comm_id(d->comm), streamId);
  if (d->kind == MACO_RTI_ALL_REDUCE || d->kind == MACO_RTI_REDUCE_SCATTER)
    s += strf(", reduction %s", maco_rti_reduction_name(d->op));
  if (d->kind == MACO_RTI_BROADCAST)
    s += strf(", root %lld", (long long)d->root);
  if (d->kind == MACO_RTI_SEND || d->kind == MACO_RTI_RECV)
    s += strf(", peer %lld, tag %lld", (long long)d->peer, (long long)d->tag);
  if (d->kind == MACO_RTI_PERMUTE)
    s += strf(", send_to %lld, recv_from %lld", (long long)d->peer,
              (long long)d->peer2);
  return s;
}

std::string describeGemm(const maco_rti_gemm_desc_t *g, int streamId) {
  return strf("op gemm, dtype %s, batch %lld, M %lld, N %lld, K %lld, "
              "transA %d, transB %d, lda %lld, ldb %lld, ldc %lld, bias %s, "
              "epilogue %d, stream %d",
              maco_rti_dtype_name(g->dtype), (long long)g->batch,
              (long long)g->M, (long long)g->N, (long long)g->K, g->transA,
              g->transB, (long long)g->lda, (long long)g->ldb,
              (long long)g->ldc, g->bias ? "yes" : "no", g->epilogue, streamId);
}

maco_rt_status_t cudaFail(const char *call, cudaError_t e,
                          const std::string &ctx) {
  maco_rt_status_t st = (e == cudaErrorMemoryAllocation) ? MACO_RT_OUT_OF_MEMORY
                                                         : MACO_RT_BACKEND;
  return maco_rti_error(st, "%s failed on rank %d (%s): %s: %s", call,
                        worldRank(), ctx.c_str(), cudaGetErrorName(e),
                        cudaGetErrorString(e));
}

maco_rt_status_t ncclFail(const char *call, ncclResult_t r, ncclComm_t comm,
                          const std::string &ctx) {
  const char *last = ncclGetLastError(comm);
  maco_rt_status_t st = MACO_RT_BACKEND;
  return maco_rti_error(st, "%s failed on rank %d (%s): %s (ncclResult %d)%s%s",
                        call, worldRank(), ctx.c_str(), ncclGetErrorString(r),
                        (int)r, (last && *last) ? ": " : "",
                        (last && *last) ? last : "");
}

const char *cublasName(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS:
    return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH:
    return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_MAPPING_ERROR:
    return "CUBLAS_STATUS_MAPPING_ERROR";
  case CUBLAS_STATUS_EXECUTION_FAILED:
    return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR:
    return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "CUBLAS_STATUS_NOT_SUPPORTED";
  case CUBLAS_STATUS_LICENSE_ERROR:
    return "CUBLAS_STATUS_LICENSE_ERROR";
  default:
    return "CUBLAS_STATUS_?";
  }
}

maco_rt_status_t cublasFail(const char *call, cublasStatus_t s,
                            const std::string &ctx) {
  maco_rt_status_t st =
      (s == CUBLAS_STATUS_ALLOC_FAILED) ? MACO_RT_OUT_OF_MEMORY
      : (s == CUBLAS_STATUS_NOT_SUPPORTED || s == CUBLAS_STATUS_ARCH_MISMATCH)
          ? MACO_RT_UNSUPPORTED
          : MACO_RT_BACKEND;
  return maco_rti_error(st, "%s failed on rank %d (%s): %s: %s", call,
                        worldRank(), ctx.c_str(), cublasName(s),
                        cublasGetStatusString(s));
}

#define CU_TRY(call, ctx)                                                      \
  do {                                                                         \
    cudaError_t maco_e_ = (call);                                              \
    if (maco_e_ != cudaSuccess)                                                \
      return cudaFail(#call, maco_e_, (ctx));                                  \
  } while (0)

//===----------------------------------------------------------------------===//
// Global state
//===----------------------------------------------------------------------===//

/// Error carried by a stream (and by events recorded on it).
struct ErrCell {
  std::mutex mu;
  maco_rt_status_t status = MACO_RT_OK;
  std::string message;
  void set(maco_rt_status_t st, const char *msg) {
    std::lock_guard<std::mutex> l(mu);
    if (status == MACO_RT_OK) {
      status = st;
      message = msg ? msg : "";
    }
  }
  /// Reports (into last-error) and optionally clears.
  maco_rt_status_t report(bool clear) {
    std::lock_guard<std::mutex> l(mu);
    maco_rt_status_t st = status;
    if (st != MACO_RT_OK) {
      maco_rti_error_str(st, message.c_str());
      if (clear) {
        status = MACO_RT_OK;
        message.clear();
      }
    }
    return st;
  }
};

/// One timed operation in flight on a stream.
struct Timed {
  bool isGemm = false;
  maco_rti_coll_desc_t coll{};
  maco_rti_gemm_desc_t gemm{};
  cudaEvent_t start = nullptr, end = nullptr;
};

/// A send to self waiting for its recv.
struct Staged {
  void *buf;
  size_t bytes;
};

struct CommData;

struct Stream {
  int id = 0; // 0: the internal synchronous stream
  cudaStream_t s = nullptr;
  std::mutex mu; // serialises enqueues (and, for id 0, whole operations)
  std::unordered_map<CommData *, ncclComm_t> comms; // per-stream NCCL comms
  cublasHandle_t blas = nullptr;
  cublasLtHandle_t lt = nullptr; // GEMMs with an epilogue
  void *ltWorkspace = nullptr;   // kLtWorkspace bytes, for cuBLASLt
  std::deque<Timed> pending;
  std::shared_ptr<ErrCell> err = std::make_shared<ErrCell>();
  std::map<std::pair<CommData *, int64_t>, std::deque<Staged>> selfq;
  int32_t *scratch = nullptr; // barrier scratch (1 int)
};

struct CommData {
  maco_rt_comm_t comm = nullptr;
  int size = 1, rank = 0;
  ncclComm_t base = nullptr;
  std::mutex mu; // guards use of `base` (enqueue on sync path, split)
};

struct Global {
  bool up = false;
  int device = -1;
  double timeoutSec = 0;
  bool tf32 = false;
  Stream sync; // the synchronous path
  cudaStream_t anchorStream = nullptr;
  std::mutex anchorMu;
  cudaEvent_t anchorEv = nullptr;
  double anchorHostUs = 0;
  std::mutex poolMu;
  std::vector<cudaEvent_t> pool; // timing events
  // Released user events (maco_rt_event_*: one per started collective)
  // whose last record had completed, reset, for event_create to reuse
  // (under poolMu; at most kEventPoolMax).
  std::vector<struct Event *> eventPool;
  std::mutex commsMu;
  std::set<ncclComm_t> allComms; // for ncclCommAbort on timeout
  std::set<CommData *> allCommData;
};

/// Destroys a pooled or released user event (defined with Event below).
maco_rt_status_t destroyEvent(Event *ev);

Global &g() {
  static Global *G = new Global; // never destroyed (atexit-order safe)
  return *G;
}

maco_rt_status_t bindDevice() {
  thread_local int bound = -1;
  if (bound == g().device)
    return MACO_RT_OK;
  cudaError_t e = cudaSetDevice(g().device);
  if (e != cudaSuccess)
    return cudaFail("cudaSetDevice", e, strf("device %d", g().device));
  bound = g().device;
  return MACO_RT_OK;
}

#define BIND()                                                                 \
  do {                                                                         \
    maco_rt_status_t maco_b_ = bindDevice();                                   \
    if (maco_b_ != MACO_RT_OK)                                                 \
      return maco_b_;                                                          \
  } while (0)

void registerComm(ncclComm_t c) {
  std::lock_guard<std::mutex> l(g().commsMu);
  g().allComms.insert(c);
}
void unregisterComm(ncclComm_t c) {
  std::lock_guard<std::mutex> l(g().commsMu);
  g().allComms.erase(c);
}

//===----------------------------------------------------------------------===//
// Timing events and the host-timeline anchor
//===----------------------------------------------------------------------===//

cudaError_t poolGet(cudaEvent_t *ev) {
  {
    std::lock_guard<std::mutex> l(g().poolMu);
    if (!g().pool.empty()) {
      *ev = g().pool.back();
      g().pool.pop_back();
      return cudaSuccess;
    }
  }
  return cudaEventCreateWithFlags(ev, cudaEventDefault);
}

void poolPut(cudaEvent_t ev) {
  if (!ev)
    return;
  std::lock_guard<std::mutex> l(g().poolMu);
  g().pool.push_back(ev);
}

/// (Re)records the anchor: an event on an idle stream, synchronised, whose
/// host time is the midpoint of the record/sync bracket.
cudaError_t reanchorLocked() {
  double t0 = maco_rti_now_us();
  cudaError_t e = cudaEventRecord(g().anchorEv, g().anchorStream);
  if (e == cudaSuccess)
    e = cudaEventSynchronize(g().anchorEv);
  double t1 = maco_rti_now_us();
  if (e == cudaSuccess)
    g().anchorHostUs = 0.5 * (t0 + t1);
  return e;
}

/// Host-timeline time (maco_rti_now_us) of a completed timing event.
double hostTimeOf(cudaEvent_t ev) {
  std::lock_guard<std::mutex> l(g().anchorMu);
  // Keep |event - anchor| small so that the float milliseconds of
  // cudaEventElapsedTime stay precise (about 1 us at 10 s).
  if (maco_rti_now_us() - g().anchorHostUs > 2e6)
    (void)reanchorLocked();
  float ms = 0;
  if (cudaEventElapsedTime(&ms, g().anchorEv, ev) != cudaSuccess)
    return maco_rti_now_us();
  return g().anchorHostUs + 1000.0 * (double)ms;
}

/// Records completed operations of `st` (in order) into stats and trace.
/// Caller holds st.mu.
void harvest(Stream &st) {
  while (!st.pending.empty()) {
    Timed &t = st.pending.front();
    cudaError_t q = cudaEventQuery(t.end);
    if (q == cudaErrorNotReady)
      return;
    if (q == cudaSuccess) {
      float ms = 0;
      double endUs = hostTimeOf(t.end);
      double startUs = endUs;
      if (cudaEventElapsedTime(&ms, t.start, t.end) == cudaSuccess)
        startUs = endUs - 1000.0 * (double)ms;
      if (t.isGemm)
        maco_rti_gemm_record(&t.gemm, st.id, startUs, endUs);
      else
        maco_rti_op_record(&t.coll, st.id, startUs, endUs);
    } else {
      (void)cudaGetLastError(); // an error is reported by the wait
    }
    poolPut(t.start);
    poolPut(t.end);
    st.pending.pop_front();
  }
}

//===----------------------------------------------------------------------===//
// Waiting with MACO_TIMEOUT
//===----------------------------------------------------------------------===//

[[noreturn]] void timeoutAbort(const char *op, int groupSize,
                               unsigned long long bytes, int streamId) {
  fprintf(stderr,
          "maco: timeout: %s on rank %d (group size %d, %llu bytes) did not "
          "complete within %g s (cuda backend, stream %d); aborting NCCL "
          "communicators and the MPI job\n",
          op, worldRank(), groupSize, bytes, g().timeoutSec, streamId);
  fflush(stderr);
  // Abort the NCCL communicators on a helper thread with a bounded wait:
  // ncclCommAbort may itself wait for the device (e.g. behind a kernel that
  // never ends), and the job must be aborted regardless.
  auto aborted = std::make_shared<std::atomic<bool>>(false);
  std::thread([aborted] {
    std::vector<ncclComm_t> comms;
    {
      std::unique_lock<std::mutex> l(g().commsMu, std::try_to_lock);
      if (l.owns_lock())
        comms.assign(g().allComms.begin(), g().allComms.end());
    }
    for (ncclComm_t c : comms)
      (void)ncclCommAbort(c);
    aborted->store(true);
  }).detach();
  auto until = Clock::now() + std::chrono::seconds(3);
  while (!aborted->load() && Clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  MPI_Abort(MPI_COMM_WORLD, 124);
  _exit(124);
}

/// Names the oldest unfinished operation on `st` for the timeout message.
[[noreturn]] void streamTimeout(Stream &st) {
  for (Timed &t : st.pending) {
    if (cudaEventQuery(t.end) == cudaSuccess)
      continue;
    if (t.isGemm)
      timeoutAbort(
          "gemm", 1,
          (unsigned long long)(t.gemm.batch *
                               (t.gemm.M * t.gemm.K + t.gemm.K * t.gemm.N +
                                t.gemm.M * t.gemm.N) *
                               maco_rt_dtype_size(t.gemm.dtype)),
          st.id);
    timeoutAbort(maco_rti_coll_name(t.coll.kind), t.coll.group_size,
                 (unsigned long long)maco_rti_coll_bytes(&t.coll), st.id);
  }
  timeoutAbort("stream_synchronize", 1, 0, st.id);
}

/// Polls asynchronous NCCL errors on the communicators `st` uses (its own
/// per-stream communicators; for the synchronous stream, the groups' base
/// communicators). A failed communicator is aborted and forgotten, so later
/// operations on it report an error instead of touching freed state.
maco_rt_status_t pollAsyncErrors(Stream &st) {
  auto failed = [&](ncclComm_t c, maco_rt_status_t *out) -> bool {
    ncclResult_t ae = ncclSuccess;
    ncclResult_t r = ncclCommGetAsyncError(c, &ae);
    if (r != ncclSuccess) {
      *out = ncclFail("ncclCommGetAsyncError", r, c, strf("stream %d", st.id));
      return false; // cannot tell; do not abort
    }
    if (ae == ncclSuccess || ae == ncclInProgress)
      return false;
    *out = ncclFail("NCCL asynchronous error", ae, c,
                    strf("stream %d; the communicator was aborted", st.id));
    unregisterComm(c);
    (void)ncclCommAbort(c);
    return true;
  };
  maco_rt_status_t result = MACO_RT_OK;
  if (st.id != 0) {
    for (auto it = st.comms.begin(); it != st.comms.end();) {
      if (failed(it->second, &result))
        it = st.comms.erase(it);
      else
        ++it;
      if (result != MACO_RT_OK)
        return result;
    }
    return MACO_RT_OK;
  }
  std::vector<CommData *> cds;
  {
    std::lock_guard<std::mutex> l(g().commsMu);
    cds.assign(g().allCommData.begin(), g().allCommData.end());
  }
  for (CommData *cd : cds) {
    std::lock_guard<std::mutex> l(cd->mu);
    if (cd->base && failed(cd->base, &result))
      cd->base = nullptr;
    if (result != MACO_RT_OK)
      return result;
  }
  return MACO_RT_OK;
}

/// Set by a host function that the stream runs when it reaches it: a host
/// wait blocks on `cv` instead of polling. Shared between the waiter and
/// the callback (which may run after a waiter that gave up has left).
struct HostSignal {
  std::mutex mu;
  std::condition_variable cv;
  bool done = false;
};

void CUDART_CB signalHost(void *arg) {
  auto *held = static_cast<std::shared_ptr<HostSignal> *>(arg);
  {
    std::lock_guard<std::mutex> l((*held)->mu);
    (*held)->done = true;
  }
  (*held)->cv.notify_all();
  delete held;
}

/// A signal that `s` sets once its work so far has completed, or null if
/// the host function could not be enqueued (the caller polls then).
std::shared_ptr<HostSignal> signalWhenDone(cudaStream_t s) {
  auto signal = std::make_shared<HostSignal>();
  auto *held = new std::shared_ptr<HostSignal>(signal);
  if (cudaLaunchHostFunc(s, signalHost, held) != cudaSuccess) {
    delete held;
    (void)cudaGetLastError();
    return nullptr;
  }
  return signal;
}

/// Waits until everything enqueued on `st` has completed (caller holds
/// st.mu). Records completed operations. An error found here is stored in
/// the stream's error cell. After a short spin (a wait that ends within
/// microseconds), the thread blocks until a host function that the stream
/// runs after its work wakes it, waking every 10 ms to poll NCCL's
/// asynchronous errors and the timeout: no sleeping in fixed steps.
void waitStream(Stream &st) {
  auto start = Clock::now();
  int spins = 0;
  auto nextAsyncCheck = start;
  std::shared_ptr<HostSignal> signal;
  while (true) {
    cudaError_t q = cudaStreamQuery(st.s);
    if (q == cudaSuccess)
      break;
    if (q != cudaErrorNotReady) {
      cudaFail("cudaStreamQuery", q, strf("stream %d", st.id));
      st.err->set(MACO_RT_BACKEND, maco_rt_last_error());
      break;
    }
    auto now = Clock::now();
    if (now >= nextAsyncCheck) {
      if (pollAsyncErrors(st) != MACO_RT_OK) {
        st.err->set(MACO_RT_BACKEND, maco_rt_last_error());
        // The aborted communicator's kernels return; keep waiting briefly.
        (void)cudaStreamSynchronize(st.s);
        break;
      }
      nextAsyncCheck = now + std::chrono::milliseconds(10);
    }
    if (g().timeoutSec > 0 &&
        std::chrono::duration<double>(now - start).count() > g().timeoutSec)
      streamTimeout(st);
    if (++spins < 200) {
      std::this_thread::yield();
      continue;
    }
    if (!signal)
      signal = signalWhenDone(st.s);
    if (!signal) {
      std::this_thread::sleep_for(std::chrono::microseconds(50));
      continue;
    }
    std::unique_lock<std::mutex> l(signal->mu);
    signal->cv.wait_for(l, std::chrono::milliseconds(10),
                        [&] { return signal->done; });
  }
  harvest(st);
}

/// `what()` names the wait (built only for an error or a timeout).
template <typename What>
maco_rt_status_t waitEvent(cudaEvent_t ev, const What &what) {
  auto start = Clock::now();
  int spins = 0;
  while (true) {
    cudaError_t q = cudaEventQuery(ev);
    if (q == cudaSuccess)
      return MACO_RT_OK;
    if (q != cudaErrorNotReady)
      return cudaFail("cudaEventQuery", q, what());
    if (g().timeoutSec > 0 &&
        std::chrono::duration<double>(Clock::now() - start).count() >
            g().timeoutSec)
      timeoutAbort(what().c_str(), 1, 0, -1);
    if (++spins < 2000)
      std::this_thread::yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

//===----------------------------------------------------------------------===//
// Type mapping
//===----------------------------------------------------------------------===//

ncclDataType_t ncclType(maco_rt_dtype_t t) {
  switch (t) {
  case MACO_RT_F32:
    return ncclFloat32;
  case MACO_RT_F16:
    return ncclFloat16;
  case MACO_RT_BF16:
    return ncclBfloat16;
  case MACO_RT_F64:
    return ncclFloat64;
  case MACO_RT_I32:
    return ncclInt32;
  case MACO_RT_I64:
    return ncclInt64;
  case MACO_RT_I8:
    return ncclInt8;
  }
  return ncclFloat32;
}

ncclRedOp_t ncclOp(maco_rt_reduction_t op) {
  switch (op) {
  case MACO_RT_SUM:
    return ncclSum;
  case MACO_RT_PROD:
    return ncclProd;
  case MACO_RT_MAX:
    return ncclMax;
  case MACO_RT_MIN:
    return ncclMin;
  case MACO_RT_AVG:
    return ncclAvg;
  }
  return ncclSum;
}

//===----------------------------------------------------------------------===//
// Communicators
//===----------------------------------------------------------------------===//

/// NCCL communicator of `cd` for stream `st` (caller holds st.mu).
maco_rt_status_t commFor(Stream &st, CommData *cd,
                         const maco_rti_coll_desc_t *d, ncclComm_t *out) {
  if (st.id == 0) {
    if (!cd->base)
      return maco_rti_error(MACO_RT_STATE,
                            "cuda backend: communicator %d has no NCCL "
                            "communicator on rank %d (aborted earlier?)",
                            maco_rti_comm_id(cd->comm), worldRank());
    *out = cd->base;
    return MACO_RT_OK;
  }
  auto it = st.comms.find(cd);
  if (it != st.comms.end()) {
    *out = it->second;
    return MACO_RT_OK;
  }
  std::lock_guard<std::mutex> l(cd->mu);
  if (!cd->base)
    return maco_rti_error(MACO_RT_STATE,
                          "cuda backend: communicator %d has no NCCL "
                          "communicator on rank %d",
                          maco_rti_comm_id(cd->comm), worldRank());
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.splitShare = 0; // own resources: may run concurrently with base
  ncclComm_t nc = nullptr;
  uint64_t tok = maco_rti_watch_begin(d);
  ncclResult_t r = ncclCommSplit(cd->base, 0, cd->rank, &nc, &config);
  maco_rti_watch_end(tok);
  if (r != ncclSuccess)
    return ncclFail("ncclCommSplit", r, cd->base,
                    "making the per-stream communicator; " +
                        describe(d, st.id));
  st.comms[cd] = nc;
  registerComm(nc);
  *out = nc;
  return MACO_RT_OK;
}

//===----------------------------------------------------------------------===//
// Enqueueing operations
//===----------------------------------------------------------------------===//

size_t elemSize(maco_rt_dtype_t t) { return maco_rt_dtype_size(t); }

/// Enqueues the NCCL/CUDA work of one collective on st (caller holds st.mu
/// and has recorded the start event).
maco_rt_status_t enqueueColl(Stream &st, const maco_rti_coll_desc_t *d,
                             ncclComm_t nc) {
  CommData *cd = static_cast<CommData *>(maco_rti_comm_backend_data(d->comm));
  // No product below wraps: beCollective checked the sizes (checkSizes).
  const size_t es = elemSize(d->dtype);
  const size_t n = (size_t)d->count;
  const size_t bytes = n * es;
  const ncclDataType_t dt = ncclType(d->dtype);
  cudaStream_t s = st.s;
  const int me = d->group_rank;
  auto ctx = [&] { return describe(d, st.id); };
#define NC_TRY(call)                                                           \
  do {                                                                         \
    ncclResult_t maco_r_ = (call);                                             \
    if (maco_r_ != ncclSuccess)                                                \
      return ncclFail(#call, maco_r_, nc, ctx());                              \
  } while (0)
#define GROUP_END()                                                            \
  do {                                                                         \
    ncclResult_t maco_r_ = ncclGroupEnd();                                     \
    if (maco_r_ != ncclSuccess)                                                \
      return ncclFail("ncclGroupEnd", maco_r_, nc, ctx());                     \
  } while (0)
  // Inside a group an early return must still close the group.
#define NC_TRY_G(call)                                                         \
  do {                                                                         \
    ncclResult_t maco_r_ = (call);                                             \
    if (maco_r_ != ncclSuccess) {                                              \
      (void)ncclGroupEnd();                                                    \
      return ncclFail(#call, maco_r_, nc, ctx());                              \
    }                                                                          \
  } while (0)

  switch (d->kind) {
  case MACO_RTI_ALL_REDUCE:
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(ncclAllReduce(d->sendbuf, d->recvbuf, n, dt, ncclOp(d->op), nc, s));
    return MACO_RT_OK;
  case MACO_RTI_ALL_GATHER:
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(ncclAllGather(d->sendbuf, d->recvbuf, n, dt, nc, s));
    return MACO_RT_OK;
  case MACO_RTI_REDUCE_SCATTER:
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(
        ncclReduceScatter(d->sendbuf, d->recvbuf, n, dt, ncclOp(d->op), nc, s));
    return MACO_RT_OK;
  case MACO_RTI_BROADCAST:
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(ncclBroadcast(me == d->root ? d->sendbuf : d->recvbuf, d->recvbuf, n,
                         dt, (int)d->root, nc, s));
    return MACO_RT_OK;
  case MACO_RTI_ALL_TO_ALL: {
    if (n == 0)
      return MACO_RT_OK;
    const char *sb = static_cast<const char *>(d->sendbuf);
    char *rb = static_cast<char *>(d->recvbuf);
    NC_TRY(ncclGroupStart());
    for (int p = 0; p < d->group_size; ++p) {
      NC_TRY_G(ncclSend(sb + (size_t)p * bytes, n, dt, p, nc, s));
      NC_TRY_G(ncclRecv(rb + (size_t)p * bytes, n, dt, p, nc, s));
    }
    GROUP_END();
    return MACO_RT_OK;
  }
  case MACO_RTI_SEND: {
    if (d->peer == me) {
      // NCCL cannot send to self outside a group: stage the data; the
      // matching recv from self on this stream copies it out.
      void *tmp = nullptr;
      if (bytes) {
        CU_TRY(cudaMallocAsync(&tmp, bytes, s), ctx());
        CU_TRY(cudaMemcpyAsync(tmp, d->sendbuf, bytes, cudaMemcpyDeviceToDevice,
                               s),
               ctx());
      }
      st.selfq[{cd, d->tag}].push_back(Staged{tmp, bytes});
      return MACO_RT_OK;
    }
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(ncclSend(d->sendbuf, n, dt, (int)d->peer, nc, s));
    return MACO_RT_OK;
  }
  case MACO_RTI_RECV: {
    if (d->peer == me) {
      auto it = st.selfq.find({cd, d->tag});
      if (it == st.selfq.end() || it->second.empty())
        return maco_rti_error(
            MACO_RT_INVALID_ARGUMENT,
            "recv from self on rank %d (%s): no earlier send to self with "
            "this tag on this communicator and stream (NCCL point-to-point "
            "to self is staged by the send; a blocking recv would deadlock)",
            worldRank(), ctx().c_str());
      Staged sg = it->second.front();
      if (sg.bytes != bytes)
        return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                              "recv from self on rank %d (%s): the matching "
                              "send to self has %zu bytes",
                              worldRank(), ctx().c_str(), sg.bytes);
      it->second.pop_front();
      if (it->second.empty())
        st.selfq.erase(it);
      if (bytes) {
        CU_TRY(cudaMemcpyAsync(d->recvbuf, sg.buf, bytes,
                               cudaMemcpyDeviceToDevice, s),
               ctx());
        CU_TRY(cudaFreeAsync(sg.buf, s), ctx());
      }
      return MACO_RT_OK;
    }
    if (n == 0)
      return MACO_RT_OK;
    NC_TRY(ncclRecv(d->recvbuf, n, dt, (int)d->peer, nc, s));
    return MACO_RT_OK;
  }
  case MACO_RTI_PERMUTE: {
    const int to = (int)d->peer, from = (int)d->peer2;
    if (n == 0 || (to < 0 && from < 0))
      return MACO_RT_OK;
    if (to == me && from == me) {
      if (d->sendbuf != d->recvbuf)
        CU_TRY(cudaMemcpyAsync(d->recvbuf, d->sendbuf, bytes,
                               cudaMemcpyDeviceToDevice, s),
               ctx());
      return MACO_RT_OK;
    }
    const void *src = d->sendbuf;
    void *tmp = nullptr;
    if (to >= 0 && from >= 0 && d->sendbuf == d->recvbuf) {
      // In place: NCCL does not allow the receive to overwrite data that is
      // still being sent; send from a copy.
      CU_TRY(cudaMallocAsync(&tmp, bytes, s), ctx());
      CU_TRY(
          cudaMemcpyAsync(tmp, d->sendbuf, bytes, cudaMemcpyDeviceToDevice, s),
          ctx());
      src = tmp;
    }
    NC_TRY(ncclGroupStart());
    if (to >= 0)
      NC_TRY_G(ncclSend(src, n, dt, to, nc, s));
    if (from >= 0)
      NC_TRY_G(ncclRecv(d->recvbuf, n, dt, from, nc, s));
    GROUP_END();
    if (tmp)
      CU_TRY(cudaFreeAsync(tmp, s), ctx());
    return MACO_RT_OK;
  }
  case MACO_RTI_BARRIER: {
    if (!st.scratch) {
      CU_TRY(
          cudaMalloc(reinterpret_cast<void **>(&st.scratch), sizeof(int32_t)),
          ctx());
      CU_TRY(cudaMemset(st.scratch, 0, sizeof(int32_t)), ctx());
    }
    NC_TRY(ncclAllReduce(st.scratch, st.scratch, 1, ncclInt32, ncclSum, nc, s));
    return MACO_RT_OK;
  }
  }
  return maco_rti_error(MACO_RT_INTERNAL, "cuda backend: unknown kind %d",
                        (int)d->kind);
#undef NC_TRY
#undef NC_TRY_G
#undef GROUP_END
}

/// Runs `body` (which enqueues the work of one operation on st). When
/// operations are timed (MACO_STATS or tracing on: maco_rti_timing_enabled),
/// brackets the work with timing events and queues the record (harvest);
/// otherwise takes no events and counts the operation at once (count and
/// bytes only). `ctx()` describes the operation for error messages; it is
/// called only on failure. Caller holds st.mu.
template <typename Ctx, typename Body>
maco_rt_status_t timed(Stream &st, Timed t, const Ctx &ctx, Body body) {
  harvest(st);
  if (!maco_rti_timing_enabled()) {
    maco_rt_status_t s = body();
    if (s != MACO_RT_OK)
      return s;
    if (t.isGemm)
      maco_rti_gemm_record(&t.gemm, st.id, MACO_RTI_NO_TIME, MACO_RTI_NO_TIME);
    else
      maco_rti_op_record(&t.coll, st.id, MACO_RTI_NO_TIME, MACO_RTI_NO_TIME);
    return MACO_RT_OK;
  }
  CU_TRY(poolGet(&t.start), ctx());
  cudaError_t e = poolGet(&t.end);
  if (e != cudaSuccess) {
    poolPut(t.start);
    return cudaFail("cudaEventCreate", e, ctx());
  }
  e = cudaEventRecord(t.start, st.s);
  if (e != cudaSuccess) {
    poolPut(t.start);
    poolPut(t.end);
    return cudaFail("cudaEventRecord", e, ctx());
  }
  maco_rt_status_t s = body();
  if (s != MACO_RT_OK) {
    // The start event may be pending on the stream; re-recording a pooled
    // event later is fine.
    poolPut(t.start);
    poolPut(t.end);
    return s;
  }
  e = cudaEventRecord(t.end, st.s);
  if (e != cudaSuccess) {
    poolPut(t.start);
    poolPut(t.end);
    return cudaFail("cudaEventRecord", e, ctx());
  }
  st.pending.push_back(t);
  return MACO_RT_OK;
}

/// Runs an operation on `st`: user streams enqueue; the synchronous stream
/// (id 0) also waits for completion.
template <typename Ctx, typename Body>
maco_rt_status_t runOn(Stream *user, Timed t, const Ctx &ctx, Body body) {
  Stream &st = user ? *user : g().sync;
  std::lock_guard<std::mutex> l(st.mu);
  maco_rt_status_t s = timed(st, t, ctx, [&] { return body(st); });
  if (s != MACO_RT_OK || user)
    return s;
  waitStream(st);
  return st.err->report(/*clear=*/true);
}

//===----------------------------------------------------------------------===//
// GEMM
//===----------------------------------------------------------------------===//

template <typename Ctx>
maco_rt_status_t blasFor(Stream &st, const Ctx &ctx, cublasHandle_t *out) {
  if (!st.blas) {
    cublasHandle_t h = nullptr;
    cublasStatus_t r = cublasCreate(&h);
    if (r != CUBLAS_STATUS_SUCCESS)
      return cublasFail("cublasCreate", r, ctx());
    r = cublasSetStream(h, st.s);
    if (r != CUBLAS_STATUS_SUCCESS) {
      cublasDestroy(h);
      return cublasFail("cublasSetStream", r, ctx());
    }
    st.blas = h;
  }
  *out = st.blas;
  return MACO_RT_OK;
}

/// cuBLASLt's epilogue for a bias (or none) and an activation.
cublasLtEpilogue_t ltEpilogue(bool bias, int epilogue) {
  switch (epilogue) {
  case MACO_RT_EPILOGUE_RELU:
    return bias ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_RELU;
  case MACO_RT_EPILOGUE_GELU_TANH:
    return bias ? CUBLASLT_EPILOGUE_GELU_BIAS : CUBLASLT_EPILOGUE_GELU;
  default:
    return bias ? CUBLASLT_EPILOGUE_BIAS : CUBLASLT_EPILOGUE_DEFAULT;
  }
}

constexpr size_t kLtWorkspace = 32u << 20;

/// Owns the descriptors of one cuBLASLt call.
struct LtDescs {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
  ~LtDescs() {
    if (op)
      cublasLtMatmulDescDestroy(op);
    for (cublasLtMatrixLayout_t l : {a, b, c})
      if (l)
        cublasLtMatrixLayoutDestroy(l);
  }
};

/// A column-major rows x cols layout with leading dimension ld, and the
/// batch (count and stride) when there is one.
cublasStatus_t ltLayout(cublasLtMatrixLayout_t *out, cudaDataType_t ty,
                        int64_t rows, int64_t cols, int64_t ld, int64_t batch,
                        int64_t stride) {
  cublasStatus_t r = cublasLtMatrixLayoutCreate(out, ty, rows, cols, ld);
  if (r != CUBLAS_STATUS_SUCCESS || batch <= 1)
    return r;
  int32_t count = (int32_t)batch;
  r = cublasLtMatrixLayoutSetAttribute(*out, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                                       &count, sizeof(count));
  if (r != CUBLAS_STATUS_SUCCESS)
    return r;
  return cublasLtMatrixLayoutSetAttribute(
      *out, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
      sizeof(stride));
}

/// The GEMM with its epilogue as one cublasLtMatmul: as cublasGemmEx, the
/// row-major problem is the column-major C^T = op(B)^T op(A)^T, whose
/// rows are the row-major C's columns, so the bias (one value per column
/// of C) is cuBLASLt's per-row bias.
template <typename Ctx>
maco_rt_status_t enqueueGemmLt(Stream &st, const maco_rti_gemm_desc_t *gd,
                               cudaDataType_t ty, cublasComputeType_t ct,
                               const void *alpha, const void *beta,
                               const Ctx &ctx) {
  if (!st.lt) {
    cublasStatus_t r = cublasLtCreate(&st.lt);
    if (r != CUBLAS_STATUS_SUCCESS)
      return cublasFail("cublasLtCreate", r, ctx());
  }
  if (!st.ltWorkspace)
    if (cudaError_t e = cudaMalloc(&st.ltWorkspace, kLtWorkspace))
      return cudaFail("cudaMalloc", e, ctx());
  LtDescs d;
  cudaDataType_t scale = gd->dtype == MACO_RT_F64 ? CUDA_R_64F : CUDA_R_32F;
  cublasOperation_t opA = gd->transB ? CUBLAS_OP_T : CUBLAS_OP_N; // B first
  cublasOperation_t opB = gd->transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasLtEpilogue_t epi = ltEpilogue(gd->bias != nullptr, gd->epilogue);
  auto check = [&](const char *call, cublasStatus_t r) {
    return r == CUBLAS_STATUS_SUCCESS ? MACO_RT_OK : cublasFail(call, r, ctx());
  };
  using Attr = cublasLtMatmulDescAttributes_t;
  auto set = [&](Attr a, const void *v, size_t n) {
    return check("cublasLtMatmulDescSetAttribute",
                 cublasLtMatmulDescSetAttribute(d.op, a, v, n));
  };
  int64_t n = gd->N, m = gd->M, k = gd->K;
  if (maco_rt_status_t s = check("cublasLtMatmulDescCreate",
                                 cublasLtMatmulDescCreate(&d.op, ct, scale)))
    return s;
  if (maco_rt_status_t s = set(CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof(opA)))
    return s;
  if (maco_rt_status_t s = set(CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof(opB)))
    return s;
  if (maco_rt_status_t s =
          set(CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof(epi)))
    return s;
  if (gd->bias)
    if (maco_rt_status_t s =
            set(CUBLASLT_MATMUL_DESC_BIAS_POINTER, &gd->bias, sizeof(gd->bias)))
      return s;
  // Column-major operands of C^T (n x m) = op(B)^T (n x k) op(A)^T (k x m).
  bool tB = gd->transB, tA = gd->transA;
  if (maco_rt_status_t s = check("cublasLtMatrixLayoutCreate",
                                 ltLayout(&d.a, ty, tB ? k : n, tB ? n : k,
                                          gd->ldb, gd->batch, gd->strideB)))
    return s;
  if (maco_rt_status_t s = check("cublasLtMatrixLayoutCreate",
                                 ltLayout(&d.b, ty, tA ? m : k, tA ? k : m,
                                          gd->lda, gd->batch, gd->strideA)))
    return s;
  if (maco_rt_status_t s =
          check("cublasLtMatrixLayoutCreate",
                ltLayout(&d.c, ty, n, m, gd->ldc, gd->batch, gd->strideC)))
    return s;
  return check("cublasLtMatmul",
               cublasLtMatmul(st.lt, d.op, alpha, gd->B, d.a, gd->A, d.b, beta,
                              gd->C, d.c, gd->C, d.c, nullptr, st.ltWorkspace,
                              kLtWorkspace, st.s));
}

maco_rt_status_t enqueueGemm(Stream &st, const maco_rti_gemm_desc_t *gd) {
  // Described only for an error message.
  auto ctx = [&] { return describeGemm(gd, st.id); };
  if (gd->M == 0 || gd->N == 0)
    return MACO_RT_OK;
  cublasHandle_t h = nullptr;
  if (maco_rt_status_t s = blasFor(st, ctx, &h))
    return s;
  cudaDataType_t ty;
  cublasComputeType_t ct;
  float af = (float)gd->alpha, bf = (float)gd->beta;
  double ad = gd->alpha, bd = gd->beta;
  const void *alpha = &af, *beta = &bf;
  switch (gd->dtype) {
  case MACO_RT_F32:
    ty = CUDA_R_32F;
    ct = g().tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
    break;
  case MACO_RT_F16:
    ty = CUDA_R_16F;
    ct = CUBLAS_COMPUTE_32F;
    break;
  case MACO_RT_BF16:
    ty = CUDA_R_16BF;
    ct = CUBLAS_COMPUTE_32F;
    break;
  case MACO_RT_F64:
    ty = CUDA_R_64F;
    ct = CUBLAS_COMPUTE_64F;
    alpha = &ad;
    beta = &bd;
    break;
  default:
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "gemm on rank %d (%s): dtype %s is not supported by "
                          "the cuda backend (f32, f64, f16, bf16 are)",
                          worldRank(), ctx().c_str(),
                          maco_rti_dtype_name(gd->dtype));
  }
  // Row-major C (M x N) = op(A) op(B) is column-major C^T (N x M) =
  // op(B)^T op(A)^T: swap the operands, keep the transpose flags.
  cublasOperation_t opA = gd->transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = gd->transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (gd->batch == 0)
    return MACO_RT_OK;
  if (gd->bias || gd->epilogue != MACO_RT_EPILOGUE_NONE)
    return enqueueGemmLt(st, gd, ty, ct, alpha, beta, ctx);
  if (gd->batch == 1) {
    cublasStatus_t r = cublasGemmEx_64(
        h, opB, opA, gd->N, gd->M, gd->K, alpha, gd->B, ty, gd->ldb, gd->A, ty,
        gd->lda, beta, gd->C, ty, gd->ldc, ct, CUBLAS_GEMM_DEFAULT);
    if (r != CUBLAS_STATUS_SUCCESS)
      return cublasFail("cublasGemmEx_64", r, ctx());
    return MACO_RT_OK;
  }
  cublasStatus_t r = cublasGemmStridedBatchedEx_64(
      h, opB, opA, gd->N, gd->M, gd->K, alpha, gd->B, ty, gd->ldb, gd->strideB,
      gd->A, ty, gd->lda, gd->strideA, beta, gd->C, ty, gd->ldc, gd->strideC,
      gd->batch, ct, CUBLAS_GEMM_DEFAULT);
  if (r != CUBLAS_STATUS_SUCCESS)
    return cublasFail("cublasGemmStridedBatchedEx_64", r, ctx());
  return MACO_RT_OK;
}

//===----------------------------------------------------------------------===//
// Backend table entries
//===----------------------------------------------------------------------===//

maco_rt_status_t beInit(void) {
  Global &G = g();
  // Collectives of several communicators (one per stream and group) run
  // concurrently; NCCL orders their kernels on the device as the host
  // enqueued them (the same program order on every rank), so they cannot
  // wait on each other across ranks. NCCL 2.26+; the user's setting wins.
  setenv("NCCL_LAUNCH_ORDER_IMPLICIT", "1", /*overwrite=*/0);
  int ndev = 0;
  cudaError_t e = cudaGetDeviceCount(&ndev);
  if (e != cudaSuccess || ndev == 0)
    return maco_rti_error(
        MACO_RT_BACKEND,
        "cuda backend: no usable CUDA device on rank %d (cudaGetDeviceCount: "
        "%s: %s, %d devices)",
        worldRank(), e == cudaSuccess ? "cudaSuccess" : cudaGetErrorName(e),
        cudaGetErrorString(e), ndev);
  int dev = -1;
  if (const char *env = getenv("MACO_CUDA_DEVICE")) {
    if (*env) {
      dev = atoi(env);
      if (dev < 0 || dev >= ndev)
        return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                              "cuda backend: MACO_CUDA_DEVICE=%s on rank %d "
                              "but %d devices are visible",
                              env, worldRank(), ndev);
    }
  }
  if (dev < 0) {
    MPI_Comm local;
    int localRank = 0;
    if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, worldRank(),
                            MPI_INFO_NULL, &local) == MPI_SUCCESS) {
      MPI_Comm_rank(local, &localRank);
      MPI_Comm_free(&local);
    }
    dev = localRank % ndev;
  }
  G.device = dev;
  if (maco_rt_status_t s = bindDevice())
    return s;
  CU_TRY(cudaFree(nullptr), strf("initialising device %d", dev));
  const char *to = getenv("MACO_TIMEOUT");
  G.timeoutSec = to ? atof(to) : 0;
  const char *tf = getenv("MACO_CUDA_TF32");
  G.tf32 = tf && *tf && strcmp(tf, "0") != 0;
  // The synchronous path uses a blocking stream so that it is ordered after
  // work on the legacy default stream (e.g. plain cudaMemcpy).
  CU_TRY(cudaStreamCreateWithFlags(&G.sync.s, cudaStreamDefault),
         "creating the synchronous stream");
  G.sync.id = 0;
  CU_TRY(cudaStreamCreateWithFlags(&G.anchorStream, cudaStreamNonBlocking),
         "creating the timing anchor stream");
  CU_TRY(cudaEventCreateWithFlags(&G.anchorEv, cudaEventDefault),
         "creating the timing anchor event");
  {
    std::lock_guard<std::mutex> l(G.anchorMu);
    CU_TRY(reanchorLocked(), "recording the timing anchor");
  }
  G.up = true;
  return MACO_RT_OK;
}

maco_rt_status_t beFinalize(void) {
  Global &G = g();
  if (!G.up)
    return MACO_RT_OK;
  BIND();
  maco_rt_status_t result = MACO_RT_OK;
  {
    std::lock_guard<std::mutex> l(G.sync.mu);
    waitStream(G.sync);
    result = G.sync.err->report(true);
    for (auto &[key, q] : G.sync.selfq)
      for (Staged &sg : q)
        cudaFree(sg.buf);
    G.sync.selfq.clear();
    if (G.sync.blas)
      cublasDestroy(G.sync.blas);
    G.sync.blas = nullptr;
    if (G.sync.lt)
      cublasLtDestroy(G.sync.lt);
    G.sync.lt = nullptr;
    if (G.sync.ltWorkspace)
      cudaFree(G.sync.ltWorkspace);
    G.sync.ltWorkspace = nullptr;
    if (G.sync.scratch)
      cudaFree(G.sync.scratch);
    G.sync.scratch = nullptr;
    cudaStreamDestroy(G.sync.s);
    G.sync.s = nullptr;
  }
  {
    std::lock_guard<std::mutex> l(G.poolMu);
    for (cudaEvent_t ev : G.pool)
      cudaEventDestroy(ev);
    G.pool.clear();
    for (Event *ev : G.eventPool)
      (void)destroyEvent(ev);
    G.eventPool.clear();
  }
  cudaEventDestroy(G.anchorEv);
  cudaStreamDestroy(G.anchorStream);
  G.anchorEv = nullptr;
  G.anchorStream = nullptr;
  G.up = false;
  return result;
}

maco_rt_status_t beCommInit(maco_rt_comm_t comm, MPI_Comm mpi,
                            void **backendData) {
  BIND();
  auto cd = std::make_unique<CommData>();
  cd->comm = comm;
  MPI_Comm_size(mpi, &cd->size);
  MPI_Comm_rank(mpi, &cd->rank);
  std::string ctx = strf("creating the NCCL communicator of comm %d (group "
                         "size %d, group rank %d)",
                         maco_rti_comm_id(comm), cd->size, cd->rank);
  // Root makes the id; every member learns whether that worked.
  struct {
    int ok;
    ncclUniqueId id;
  } msg;
  std::memset(&msg, 0, sizeof(msg));
  ncclResult_t r = ncclSuccess;
  if (cd->rank == 0) {
    r = ncclGetUniqueId(&msg.id);
    msg.ok = (r == ncclSuccess);
  }
  int me = MPI_Bcast(&msg, (int)sizeof(msg), MPI_BYTE, 0, mpi);
  if (me != MPI_SUCCESS) {
    char es[MPI_MAX_ERROR_STRING];
    int len = 0;
    MPI_Error_string(me, es, &len);
    return maco_rti_error(MACO_RT_BACKEND,
                          "MPI_Bcast failed on rank %d (%s): %s", worldRank(),
                          ctx.c_str(), es);
  }
  if (cd->rank == 0 && r != ncclSuccess)
    return ncclFail("ncclGetUniqueId", r, nullptr, ctx);
  if (!msg.ok)
    return maco_rti_error(MACO_RT_BACKEND,
                          "ncclGetUniqueId failed on the group's rank 0 (%s; "
                          "seen from rank %d)",
                          ctx.c_str(), worldRank());
  maco_rti_coll_desc_t d{};
  d.kind = MACO_RTI_BARRIER;
  d.comm = comm;
  d.group_size = cd->size;
  d.group_rank = cd->rank;
  d.peer = d.peer2 = d.root = -1;
  uint64_t tok = maco_rti_watch_begin(&d);
  r = ncclCommInitRank(&cd->base, cd->size, msg.id, cd->rank);
  maco_rti_watch_end(tok);
  if (r != ncclSuccess)
    return ncclFail("ncclCommInitRank", r, nullptr, ctx);
  registerComm(cd->base);
  {
    std::lock_guard<std::mutex> l(g().commsMu);
    g().allCommData.insert(cd.get());
  }
  *backendData = cd.release();
  return MACO_RT_OK;
}

void beCommDestroy(maco_rt_comm_t comm, void *backendData) {
  (void)comm;
  auto *cd = static_cast<CommData *>(backendData);
  if (!cd)
    return;
  (void)bindDevice();
  {
    std::lock_guard<std::mutex> l(g().commsMu);
    g().allCommData.erase(cd);
  }
  if (cd->base) {
    unregisterComm(cd->base);
    (void)ncclCommDestroy(cd->base);
  }
  delete cd;
}

maco_rt_status_t beStreamCreate(int id, void **out) {
  BIND();
  auto st = std::make_unique<Stream>();
  st->id = id;
  CU_TRY(cudaStreamCreateWithFlags(&st->s, cudaStreamNonBlocking),
         strf("creating stream %d", id));
  *out = st.release();
  return MACO_RT_OK;
}

maco_rt_status_t beStreamRelease(void *p) {
  BIND();
  auto *st = static_cast<Stream *>(p);
  maco_rt_status_t result;
  {
    std::lock_guard<std::mutex> l(st->mu);
    waitStream(*st);
    result = st->err->report(true);
    for (auto &[key, q] : st->selfq)
      for (Staged &sg : q)
        cudaFree(sg.buf);
    for (auto &[cd, c] : st->comms) {
      unregisterComm(c);
      (void)ncclCommDestroy(c);
    }
    if (st->blas)
      cublasDestroy(st->blas);
    if (st->lt)
      cublasLtDestroy(st->lt);
    if (st->ltWorkspace)
      cudaFree(st->ltWorkspace);
    if (st->scratch)
      cudaFree(st->scratch);
    cudaError_t e = cudaStreamDestroy(st->s);
    if (e != cudaSuccess && result == MACO_RT_OK)
      result = cudaFail("cudaStreamDestroy", e, strf("stream %d", st->id));
  }
  delete st;
  return result;
}

maco_rt_status_t beStreamSynchronize(void *p) {
  BIND();
  auto *st = static_cast<Stream *>(p);
  std::lock_guard<std::mutex> l(st->mu);
  waitStream(*st);
  return st->err->report(true);
}

maco_rt_status_t beStreamNative(void *p, void **out) {
  *out = p ? static_cast<Stream *>(p)->s : nullptr;
  return MACO_RT_OK;
}

maco_rt_status_t beStreamEnqueueHost(void *p, void (*fn)(void *), void *arg) {
  BIND();
  if (!p) {
    fn(arg);
    return MACO_RT_OK;
  }
  auto *st = static_cast<Stream *>(p);
  std::lock_guard<std::mutex> l(st->mu);
  CU_TRY(cudaLaunchHostFunc(st->s, fn, arg),
         strf("stream_enqueue_host on stream %d", st->id));
  return MACO_RT_OK;
}

maco_rt_status_t beFillZero(void *buf, size_t bytes, void *p) {
  BIND();
  Stream &st = p ? *static_cast<Stream *>(p) : g().sync;
  std::lock_guard<std::mutex> l(st.mu);
  CU_TRY(cudaMemsetAsync(buf, 0, bytes, st.s),
         strf("fill_zero on stream %d", st.id));
  if (!p)
    CU_TRY(cudaStreamSynchronize(st.s), "fill_zero");
  return MACO_RT_OK;
}

struct Event {
  cudaEvent_t ev = nullptr;
  bool recorded = false;
  int streamId = 0;
  std::shared_ptr<ErrCell> err;
};

constexpr size_t kEventPoolMax = 256;

maco_rt_status_t beEventCreate(void **out) {
  BIND();
  {
    std::lock_guard<std::mutex> l(g().poolMu);
    if (!g().eventPool.empty()) {
      *out = g().eventPool.back();
      g().eventPool.pop_back();
      return MACO_RT_OK;
    }
  }
  auto ev = std::make_unique<Event>();
  CU_TRY(cudaEventCreateWithFlags(&ev->ev, cudaEventDisableTiming),
         "event_create");
  *out = ev.release();
  return MACO_RT_OK;
}

/// Destroys a user event for good.
maco_rt_status_t destroyEvent(Event *ev) {
  cudaError_t e = cudaEventDestroy(ev->ev);
  delete ev;
  if (e != cudaSuccess)
    return cudaFail("cudaEventDestroy", e, "event_release");
  return MACO_RT_OK;
}

maco_rt_status_t beEventRelease(void *p) {
  BIND();
  auto *ev = static_cast<Event *>(p);
  // A started collective creates and releases an event each time: one
  // whose last record has completed is reset to a new event's state (not
  // recorded: query done, nothing to wait for, no stream error attached)
  // and kept; a pending one is destroyed (CUDA frees it once it
  // completes).
  if (!ev->recorded || cudaEventQuery(ev->ev) == cudaSuccess) {
    ev->recorded = false;
    ev->streamId = 0;
    ev->err.reset();
    std::lock_guard<std::mutex> l(g().poolMu);
    if (g().eventPool.size() < kEventPoolMax) {
      g().eventPool.push_back(ev);
      return MACO_RT_OK;
    }
  }
  return destroyEvent(ev);
}

maco_rt_status_t beEventRecord(void *pe, void *ps) {
  BIND();
  auto *ev = static_cast<Event *>(pe);
  if (!ps) {
    // NULL stream: the event completes immediately.
    ev->recorded = false;
    ev->err.reset();
    return MACO_RT_OK;
  }
  auto *st = static_cast<Stream *>(ps);
  std::lock_guard<std::mutex> l(st->mu);
  CU_TRY(cudaEventRecord(ev->ev, st->s),
         strf("event_record on stream %d", st->id));
  ev->recorded = true;
  ev->streamId = st->id;
  ev->err = st->err;
  return MACO_RT_OK;
}

maco_rt_status_t beEventSynchronize(void *pe) {
  BIND();
  auto *ev = static_cast<Event *>(pe);
  if (!ev->recorded)
    return MACO_RT_OK;
  if (maco_rt_status_t s = waitEvent(ev->ev, [&] {
        return strf("event_synchronize (stream %d)", ev->streamId);
      }))
    return s;
  return ev->err ? ev->err->report(/*clear=*/false) : MACO_RT_OK;
}

maco_rt_status_t beEventQuery(void *pe, int *done) {
  BIND();
  auto *ev = static_cast<Event *>(pe);
  if (!ev->recorded) {
    *done = 1;
    return MACO_RT_OK;
  }
  cudaError_t q = cudaEventQuery(ev->ev);
  if (q == cudaSuccess) {
    *done = 1;
    return MACO_RT_OK;
  }
  if (q == cudaErrorNotReady) {
    *done = 0;
    return MACO_RT_OK;
  }
  return cudaFail("cudaEventQuery", q,
                  strf("event_query (stream %d)", ev->streamId));
}

maco_rt_status_t beStreamWaitEvent(void *ps, void *pe) {
  BIND();
  auto *ev = static_cast<Event *>(pe);
  if (!ps)
    return beEventSynchronize(pe);
  if (!ev->recorded)
    return MACO_RT_OK;
  auto *st = static_cast<Stream *>(ps);
  std::lock_guard<std::mutex> l(st->mu);
  CU_TRY(cudaStreamWaitEvent(st->s, ev->ev, 0),
         strf("stream_wait_event (stream %d waits for an event of stream %d)",
              st->id, ev->streamId));
  return MACO_RT_OK;
}

/// INVALID_ARGUMENT unless the byte sizes of `d` fit: count * element size
/// * group size <= 2^62, compared by division so that the product cannot
/// wrap around. The common layer (runCollective) checks the same before
/// calling the backend; this keeps enqueueColl's size_t byte counts
/// (and NCCL's size_t counts) correct for any caller.
maco_rt_status_t checkSizes(const maco_rti_coll_desc_t *d, int sid) {
  const uint64_t es = elemSize(d->dtype) ? elemSize(d->dtype) : 1;
  const uint64_t group = d->group_size > 0 ? (uint64_t)d->group_size : 1;
  if (d->count >= 0 && (uint64_t)d->count <= ((uint64_t)1 << 62) / es / group)
    return MACO_RT_OK;
  return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                        "cuda backend: %s: count %lld is too large on rank "
                        "%d: %lld elements of %llu bytes over a group of %d "
                        "exceed 2^62 bytes (stream %d)",
                        maco_rti_coll_name(d->kind), (long long)d->count,
                        worldRank(), (long long)d->count,
                        (unsigned long long)es, d->group_size, sid);
}

maco_rt_status_t beCollective(const maco_rti_coll_desc_t *d, void *ps) {
  BIND();
  auto *cd = static_cast<CommData *>(maco_rti_comm_backend_data(d->comm));
  auto *user = static_cast<Stream *>(ps);
  int sid = user ? user->id : 0;
  if (maco_rt_status_t s = checkSizes(d, sid))
    return s;
  if (!cd)
    return maco_rti_error(MACO_RT_STATE,
                          "cuda backend: comm %d has no backend data on rank "
                          "%d (%s)",
                          maco_rti_comm_id(d->comm), worldRank(),
                          describe(d, sid).c_str());
  Timed t;
  t.coll = *d;
  auto ctx = [&] { return describe(d, sid); }; // only on failure
  return runOn(user, t, ctx, [&](Stream &st) -> maco_rt_status_t {
    ncclComm_t nc = nullptr;
    if (maco_rt_status_t s = commFor(st, cd, d, &nc))
      return s;
    // The synchronous path uses the base communicator, shared with splits.
    std::unique_lock<std::mutex> cl(cd->mu, std::defer_lock);
    if (st.id == 0)
      cl.lock();
    uint64_t tok = maco_rti_watch_begin(d);
    maco_rt_status_t s = enqueueColl(st, d, nc);
    maco_rti_watch_end(tok);
    return s;
  });
}

maco_rt_status_t beGemm(const maco_rti_gemm_desc_t *gd, void *ps) {
  BIND();
  auto *user = static_cast<Stream *>(ps);
  Timed t;
  t.isGemm = true;
  t.gemm = *gd;
  const int sid = user ? user->id : 0;
  auto ctx = [&] { return describeGemm(gd, sid); }; // only on failure
  return runOn(user, t, ctx, [&](Stream &st) { return enqueueGemm(st, gd); });
}

const maco_rti_backend_ops_t kOps = {
    MACO_RTI_BACKEND_ABI_VERSION,
    MACO_RT_BACKEND_CUDA,
    "cuda",
    beInit,
    beFinalize,
    beCommInit,
    beCommDestroy,
    beStreamCreate,
    beStreamRelease,
    beStreamSynchronize,
    beStreamNative,
    beStreamEnqueueHost,
    beEventCreate,
    beEventRelease,
    beEventRecord,
    beEventSynchronize,
    beEventQuery,
    beStreamWaitEvent,
    beCollective,
    beGemm,
    beFillZero,
};

__attribute__((constructor)) void registerCudaBackend() {
  maco_rti_register_backend(&kOps);
}

} // namespace

/// For tests and tools: the CUDA device this process uses (-1 before init).
extern "C" MACO_RT_EXPORT int maco_rt_cuda_device(void) { return g().device; }
