/*===- backend.h - internal backend interface of the maco runtime ---------===*
 *
 * NOT a public header (not installed). It is the contract between the common
 * layer of libmaco_runtime.so (runtime/src/common) and a backend:
 *   - the CPU/MPI backend (runtime/src/mpi, inside libmaco_runtime.so);
 *   - the CUDA/NCCL backend (runtime/src/cuda, libmaco_runtime_cuda.so, which
 *     links libmaco_runtime.so and MPI).
 *
 * How a backend plugs in
 *   A backend fills a static maco_rti_backend_ops_t and calls
 *   maco_rti_register_backend(&ops) from a load-time constructor
 *   (__attribute__((constructor)) or a static C++ object). maco_rt_init(...)
 *   with MACO_RT_BACKEND_CUDA looks for a registered CUDA backend; if none,
 *   it dlopen()s "libmaco_runtime_cuda.so" (first next to libmaco_runtime.so,
 *   then the default search path), which registers it.
 *
 * Division of work
 *   The common layer: MPI init (MPI_THREAD_MULTIPLE or adopt), error
 *   strings, handle validation (every handle passed to a backend is live),
 *   argument validation (buffers, counts, dtype, reduction, root/peer/tag
 *   ranges, AVG on integers -> UNSUPPORTED), communicator splitting and
 *   caching (comm->mpi is a valid MPI communicator with MPI_ERRORS_RETURN),
 *   stream ids, stats/trace storage, the MACO_TIMEOUT watchdog, finalize
 *   ordering. Backend functions are called only after validation.
 *   The backend: executes operations, and calls maco_rti_op_record() for each
 *   completed operation (stats + trace) and maco_rti_watch_begin/end around
 *   anything that can hang (so MACO_TIMEOUT works).
 *
 * Stream semantics a backend must implement (see runtime.h): in-order
 * execution, errors reported (and cleared) by stream_synchronize, events
 * carry the recording stream's error, a NULL stream impl means synchronous.
 *===----------------------------------------------------------------------===*/
#ifndef MACO_RUNTIME_SRC_COMMON_BACKEND_H
#define MACO_RUNTIME_SRC_COMMON_BACKEND_H

#include "maco/runtime/runtime.h"

#include <mpi.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MACO_RTI_BACKEND_ABI_VERSION 5

/* Visibility for internal functions exported from libmaco_runtime.so for
 * use by libmaco_runtime_cuda.so. */
#define MACO_RTI_EXPORT MACO_RT_EXPORT

typedef enum maco_rti_coll_kind {
  MACO_RTI_ALL_REDUCE = MACO_RT_STAT_ALL_REDUCE,
  MACO_RTI_ALL_GATHER = MACO_RT_STAT_ALL_GATHER,
  MACO_RTI_REDUCE_SCATTER = MACO_RT_STAT_REDUCE_SCATTER,
  MACO_RTI_BROADCAST = MACO_RT_STAT_BROADCAST,
  MACO_RTI_ALL_TO_ALL = MACO_RT_STAT_ALL_TO_ALL,
  MACO_RTI_SEND = MACO_RT_STAT_SEND,
  MACO_RTI_RECV = MACO_RT_STAT_RECV,
  MACO_RTI_PERMUTE = MACO_RT_STAT_PERMUTE,
  MACO_RTI_BARRIER = MACO_RT_STAT_BARRIER,
} maco_rti_coll_kind_t;

/* A validated communication operation. Fields not used by a kind are 0/-1. */
typedef struct maco_rti_coll_desc {
  maco_rti_coll_kind_t kind;
  const void *sendbuf; /* send/permute: data; broadcast: root's data */
  void *recvbuf;       /* recv: the buffer */
  int64_t count;       /* as in runtime.h for this kind */
  maco_rt_dtype_t dtype;
  maco_rt_reduction_t op; /* all_reduce / reduce_scatter */
  int64_t root;           /* broadcast */
  int64_t peer;           /* send / recv; permute: send_to */
  int64_t peer2;          /* permute: recv_from */
  int64_t tag;            /* send / recv */
  maco_rt_comm_t comm;
  maco_rt_algorithm_t algorithm; /* validated for the kind; AUTO: backend's */
  int group_size; /* size of comm's group */
  int group_rank; /* this rank in comm's group */
  /* MACO_CHECK: when non-NULL, the agreement check of this operation was
   * started when it was enqueued; the backend calls maco_rti_check_wait(d)
   * before it starts the operation, on the thread that runs it, and fails
   * the operation with that status if it is not OK. */
  void *check;
} maco_rti_coll_desc_t;

typedef struct maco_rti_gemm_desc {
  maco_rt_dtype_t dtype;
  int transA, transB;
  int64_t M, N, K;
  double alpha, beta;
  const void *A, *B;
  void *C;
  int64_t lda, ldb, ldc;
  /* `batch` products; matrix b of X starts at X + b * strideX elements. */
  int64_t batch;
  int64_t strideA, strideB, strideC;
  /* Epilogue (maco_rt_gemm_epilogue): `bias` (N elements, or NULL) added
   * to every row of C, then `epilogue` (maco_rt_epilogue_t) applied. */
  const void *bias;
  int epilogue;
} maco_rti_gemm_desc_t;

/* Backend table. `stream` arguments are the backend's own stream objects
 * (as returned by stream_create) or NULL for synchronous execution; `event`
 * likewise. Optional entries may be NULL (the common layer then returns
 * UNSUPPORTED or does nothing, as noted). Every function returns a status and
 * sets the message with maco_rti_error() on failure. */
typedef struct maco_rti_backend_ops {
  uint32_t abi_version; /* MACO_RTI_BACKEND_ABI_VERSION */
  maco_rt_backend_t kind;
  const char *name; /* "cpu", "cuda" */

  /* After MPI is initialised (world rank/size known). May be NULL. */
  maco_rt_status_t (*init)(void);
  /* Before communicators are freed and MPI is finalized; all streams have
   * already been released. May be NULL. */
  maco_rt_status_t (*finalize)(void);

  /* Per-communicator backend data (e.g. NCCL communicator for the NULL
   * stream). Called collectively over comm's group right after the split.
   * May be NULL. comm_destroy is called at finalize. */
  maco_rt_status_t (*comm_init)(maco_rt_comm_t comm, MPI_Comm mpi,
                                void **backend_data);
  void (*comm_destroy)(maco_rt_comm_t comm, void *backend_data);

  /* Streams. `id` is the public stream id (>= 1). stream_release must drain
   * the stream first and return its pending error. */
  maco_rt_status_t (*stream_create)(int id, void **stream);
  maco_rt_status_t (*stream_release)(void *stream);
  maco_rt_status_t (*stream_synchronize)(void *stream);
  maco_rt_status_t (*stream_native_handle)(void *stream, void **out); /* opt */
  maco_rt_status_t (*stream_enqueue_host)(void *stream, void (*fn)(void *),
                                          void *arg); /* opt */

  /* Events. */
  maco_rt_status_t (*event_create)(void **event);
  maco_rt_status_t (*event_release)(void *event);
  maco_rt_status_t (*event_record)(void *event, void *stream);
  maco_rt_status_t (*event_synchronize)(void *event);
  maco_rt_status_t (*event_query)(void *event, int *done);
  maco_rt_status_t (*stream_wait_event)(void *stream, void *event);

  /* Operations (validated). */
  maco_rt_status_t (*collective)(const maco_rti_coll_desc_t *desc,
                                 void *stream);
  maco_rt_status_t (*gemm)(const maco_rti_gemm_desc_t *desc, void *stream);
  /* Sets `bytes` bytes of `buf` (a buffer of this backend: host or device
   * memory) to zero, in stream order (stream == NULL: before returning). */
  maco_rt_status_t (*fill_zero)(void *buf, size_t bytes, void *stream);
} maco_rti_backend_ops_t;

/* Register a backend (one per kind; a later registration of the same kind
 * replaces the earlier one if maco_rt_init has not selected it yet).
 * Thread-safe. */
MACO_RTI_EXPORT void maco_rti_register_backend(const maco_rti_backend_ops_t *ops);

/*--- Helpers exported by the common layer for backends ----------------------*/

/* The CPU (MPI) backend's table; the recording backend
 * (runtime/src/record) runs its streams, events and collectives on it. */
MACO_RTI_EXPORT const maco_rti_backend_ops_t *maco_rti_cpu_backend(void);

/* The CPU backend's BLAS: what library and kernel its GEMMs run (loaded on
 * first use; runtime/src/mpi/blas.cpp). Thread-safe. */
MACO_RTI_EXPORT const char *maco_rti_cpu_blas_description(void);

/* Store a printf-style message in this thread's last-error buffer; returns
 * `status`. */
MACO_RTI_EXPORT maco_rt_status_t maco_rti_error(maco_rt_status_t status,
                                                const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Copy a message into this thread's last-error buffer (no formatting). */
MACO_RTI_EXPORT maco_rt_status_t maco_rti_error_str(maco_rt_status_t status,
                                                    const char *msg);

/* "MPI_Allreduce failed on rank R (op all_reduce, group size G, count N,
 * dtype f32, B bytes): <MPI_Error_string>" as a BACKEND error. */
MACO_RTI_EXPORT maco_rt_status_t maco_rti_mpi_error(const char *mpi_fn,
                                                    int mpi_err,
                                                    const maco_rti_coll_desc_t *d);

/* A failed allocation of `bytes` bytes (`what`: what the memory is for,
 * e.g. "scratch of the tree all-reduce"; d: the operation, or NULL) as an
 * OUT_OF_MEMORY error: "maco_rt_all_reduce: rank R: cannot allocate N bytes
 * (what; count C, dtype f32, group size G): out of memory". */
MACO_RTI_EXPORT maco_rt_status_t maco_rti_alloc_error(
    size_t bytes, const char *what, const maco_rti_coll_desc_t *d);

/* Completes the MACO_CHECK agreement check started for `d` (d->check) and
 * releases it; OK at once when d->check is NULL. */
MACO_RTI_EXPORT maco_rt_status_t
maco_rti_check_wait(const maco_rti_coll_desc_t *d);

MACO_RTI_EXPORT int maco_rti_world_rank(void);
MACO_RTI_EXPORT int maco_rti_world_size(void);
/* Base MPI communicator of a communicator handle (MPI_ERRORS_RETURN set). */
MACO_RTI_EXPORT MPI_Comm maco_rti_comm_mpi(maco_rt_comm_t comm);
/* Process-unique small id of a communicator (0, 1, ...). */
MACO_RTI_EXPORT int maco_rti_comm_id(maco_rt_comm_t comm);
MACO_RTI_EXPORT void *maco_rti_comm_backend_data(maco_rt_comm_t comm);
/* MPI thread level provided (MPI_THREAD_*). */
MACO_RTI_EXPORT int maco_rti_mpi_thread_level(void);

MACO_RTI_EXPORT const char *maco_rti_dtype_name(maco_rt_dtype_t dtype);
MACO_RTI_EXPORT const char *maco_rti_reduction_name(maco_rt_reduction_t op);
MACO_RTI_EXPORT const char *maco_rti_coll_name(maco_rti_coll_kind_t kind);
/* Stats bytes of an operation (see maco_rt_stat_t). */
MACO_RTI_EXPORT uint64_t maco_rti_coll_bytes(const maco_rti_coll_desc_t *d);

/* Microseconds since maco_rt_init (monotonic clock; ranks are aligned by a
 * barrier at init when tracing). */
MACO_RTI_EXPORT double maco_rti_now_us(void);
MACO_RTI_EXPORT int maco_rti_trace_enabled(void);

/* Operations are timed only when MACO_STATS is set or tracing is on
 * (MACO_TRACE, maco_rt_trace_enable): otherwise a backend takes no clock
 * readings and no timing events for stats/trace, and builds no description
 * strings on its success path. maco_rti_op_start_us() is maco_rti_now_us()
 * when timing is on and MACO_RTI_NO_TIME otherwise; maco_rti_op_end_us(start)
 * is MACO_RTI_NO_TIME for an untimed start and maco_rti_now_us() otherwise. */
#define MACO_RTI_NO_TIME (-1.0)
MACO_RTI_EXPORT int maco_rti_timing_enabled(void);
MACO_RTI_EXPORT double maco_rti_op_start_us(void);
MACO_RTI_EXPORT double maco_rti_op_end_us(double start_us);

/* Record a completed operation: adds 1 to the count and its bytes to the
 * stats of `kind` (always; per-thread counters, no locked instruction) and,
 * when timed (start_us >= 0, from maco_rti_now_us() or maco_rti_op_start_us),
 * its time; when also tracing, emits an "X" slice on track `tid` (stream id;
 * 0 = calling thread) with args bytes/dtype/count/group size/root/peers.
 * start/end MACO_RTI_NO_TIME: counted, not timed, no slice. */
MACO_RTI_EXPORT void maco_rti_op_record(const maco_rti_coll_desc_t *d, int tid,
                                        double start_us, double end_us);
MACO_RTI_EXPORT void maco_rti_gemm_record(const maco_rti_gemm_desc_t *d,
                                          int tid, double start_us,
                                          double end_us);
/* A generic trace slice (e.g. "event_wait"); args_json is the inside of the
 * args object ("\"k\": 1, ...") or NULL. */
MACO_RTI_EXPORT void maco_rti_trace_slice(const char *name, int tid,
                                          double start_us, double end_us,
                                          const char *args_json);

/* Before the host blocks on its peers outside a backend call (the common
 * layer's MPI_Comm_split and MACO_CHECK's MPI_Comm_dup), the common layer
 * calls the hook a backend set (the CPU backend wakes stream workers for
 * the operations it deferred: a peer may need them first); NULL: none. */
MACO_RTI_EXPORT void maco_rti_set_before_block(void (*hook)(void));
MACO_RTI_EXPORT void maco_rti_before_block(void);

/* Watchdog (MACO_TIMEOUT): bracket anything that may hang. begin returns a
 * token (0 when the watchdog is off, which end accepts); end it on the same
 * thread, nested brackets in reverse order. Both are a few stores, no lock.
 * If the operation is still in progress after the timeout, the watchdog
 * prints the timeout message and calls MPI_Abort. */
MACO_RTI_EXPORT uint64_t maco_rti_watch_begin(const maco_rti_coll_desc_t *d);
MACO_RTI_EXPORT void maco_rti_watch_end(uint64_t token);

/* The same in one call each around an operation, for a backend's hot path
 * (a small synchronous collective pays for every call):
 * maco_rti_op_begin sets *start_us to maco_rti_op_start_us() and returns
 * maco_rti_watch_begin(d); maco_rti_op_finish ends the watch (token) and
 * records the operation as maco_rti_op_record(d, tid, start_us,
 * maco_rti_op_end_us(start_us)). An operation that fails in between ends
 * its watch with maco_rti_watch_end(token) and is not recorded. */
MACO_RTI_EXPORT uint64_t maco_rti_op_begin(const maco_rti_coll_desc_t *d,
                                           double *start_us);
MACO_RTI_EXPORT void maco_rti_op_finish(const maco_rti_coll_desc_t *d, int tid,
                                        double start_us, uint64_t token);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* MACO_RUNTIME_SRC_COMMON_BACKEND_H */
