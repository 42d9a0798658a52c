/*===- maco/runtime/runtime.h - maco runtime C ABI ------------------------===*
 *
 * The maco runtime: communicators over a device grid, streams and events,
 * collectives (blocking and stream-ordered), GEMM, statistics and tracing.
 * Code compiled by maco reaches it through the thinner code-generation ABI
 * of codegen.h (maco_cg_*, which convert-maco-to-runtime emits calls to and
 * libmaco_cg implements on top of this API); it can be used by hand from C
 * or C++.
 *
 * Conventions
 *  - C ABI, prefix maco_rt_. Opaque handles (pointers to incomplete structs).
 *  - Every function returns maco_rt_status_t (MACO_RT_OK == 0) except
 *    maco_rt_api_version(), maco_rt_status_string(), maco_rt_last_error() and
 *    maco_rt_check(). On failure a message naming the operation, rank and
 *    sizes is stored in a thread-local buffer: maco_rt_last_error().
 *  - Invalid arguments (NULL buffer with count > 0, negative count, unknown
 *    dtype/reduction, root/peer out of range, a handle that was never created
 *    or already released) return an error status; they never crash.
 *  - Buffers are host memory on the CPU backend and device memory on the CUDA
 *    backend. Counts are in elements.
 *  - stream == NULL means "run synchronously on the calling thread". A non-NULL
 *    stream enqueues the operation; it runs after everything enqueued earlier
 *    on that stream. Errors of enqueued operations are reported by the next
 *    maco_rt_stream_synchronize / maco_rt_event_synchronize on that stream.
 *  - Collectives are collective: every rank of the communicator's group must
 *    issue the same collectives on the same (communicator, stream) pair in the
 *    same order (as with MPI/NCCL). Different streams have different
 *    underlying MPI communicators / NCCL communicators, so collectives on
 *    different streams may run concurrently.
 *
 * Backends
 *  libmaco_runtime.so contains the common layer (status, handles, stats,
 *  trace, watchdog, MPI bootstrap and communicator splitting) and the CPU
 *  backend (MPI + OpenBLAS). It does not depend on any CUDA library.
 *  The CUDA backend (NCCL + cuBLAS) is libmaco_runtime_cuda.so; it registers
 *  itself into libmaco_runtime through an internal backend table when it is
 *  loaded. Selecting MACO_RT_BACKEND_CUDA (maco_rt_init_with_backend, or
 *  MACO_BACKEND=cuda with maco_rt_init) uses it if it is linked into the
 *  program, otherwise libmaco_runtime dlopen()s libmaco_runtime_cuda.so (next
 *  to libmaco_runtime.so, then the normal search path). The public API is the
 *  same for both backends.
 *
 * Environment variables (read by maco_rt_init)
 *  MACO_BACKEND=cpu|cuda   backend for maco_rt_init (default cpu).
 *  MACO_STATS=1|all        time every operation (see maco_rt_stat_t) and
 *                          print the statistics table to stderr at finalize,
 *                          on rank 0 (1) or on every rank (all).
 *  MACO_TRACE=path.json    write a Chrome/Perfetto trace per rank at finalize
 *                          to path.rankN.json (".rankN" inserted before the
 *                          extension). pid = world rank, tid = stream id
 *                          (0 = calling thread).
 *  MACO_TIMEOUT=seconds    a collective that does not complete within this
 *                          time prints "maco: timeout: <op> on rank R (group
 *                          size G, N bytes) did not complete within T s" to
 *                          stderr and calls MPI_Abort (all ranks exit
 *                          non-zero).
 *  MACO_CHECK=0|1          1: before each collective (not send/recv), the
 *                          ranks of the group exchange what they call
 *                          (kind, count, dtype, reduction, root, algorithm,
 *                          permute peers); on a difference every rank's
 *                          call returns MACO_RT_INVALID_ARGUMENT with
 *                          "MACO_CHECK: collective #K on group ...: rank 0
 *                          calls all_reduce(f32 x 1024, sum), rank 1 calls
 *                          all_gather(f32 x 512)" and the collective does
 *                          not run (on a stream: from the next
 *                          synchronize). Default 0 (no cost).
 *
 *===----------------------------------------------------------------------===*/
#ifndef MACO_RUNTIME_RUNTIME_H
#define MACO_RUNTIME_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define MACO_RT_EXPORT __declspec(dllexport)
#else
#define MACO_RT_EXPORT __attribute__((visibility("default")))
#endif

/* API version: bumped on every incompatible change of this header. */
#define MACO_RT_API_VERSION 1

/* CPU backend: the default of MACO_STREAM_ONESHOT_BYTES, the most bytes of
 * messages per rank of a small collective on a stream that the enqueuing
 * thread posts at once instead of handing it to the stream's worker
 * (docs/runtime.md, "Streams and events"). The cost model's cpu-local
 * target and bench/calibrate take it as `posted-bytes`. */
#define MACO_RT_STREAM_POSTED_BYTES 65536

/*--- Status ---------------------------------------------------------------*/

typedef enum maco_rt_status {
  MACO_RT_OK = 0,
  MACO_RT_INVALID_ARGUMENT = 1, /* bad pointer/count/dtype/rank/handle */
  MACO_RT_UNSUPPORTED = 2,      /* valid request this backend cannot do */
  MACO_RT_BACKEND = 3,          /* MPI / NCCL / CUDA / BLAS call failed */
  MACO_RT_TIMEOUT = 4,          /* MACO_TIMEOUT expired */
  MACO_RT_STATE = 5,            /* not initialised, already initialised, ... */
  MACO_RT_OUT_OF_MEMORY = 6,
  MACO_RT_INTERNAL = 7,
} maco_rt_status_t;

/* Value of MACO_RT_API_VERSION the library was built with. Thread-safe. */
MACO_RT_EXPORT int32_t maco_rt_api_version(void);

/* Static name of a status ("MACO_RT_OK", ...). Thread-safe. */
MACO_RT_EXPORT const char *maco_rt_status_string(maco_rt_status_t status);

/* Message of the last failing call on this thread ("" if none). The pointer
 * stays valid until the next maco_rt_* call on this thread. Thread-safe
 * (thread-local). */
MACO_RT_EXPORT const char *maco_rt_last_error(void);

/* Helper for generated code: if status != MACO_RT_OK, print
 * "maco: error in <where> on rank R: <status>: <last error>" to stderr and
 * MPI_Abort the job (exit(1) if MPI is not initialised). Thread-safe. */
MACO_RT_EXPORT void maco_rt_check(maco_rt_status_t status, const char *where);

/*--- Enums -----------------------------------------------------------------*/

/* The enums the runtime takes are int-based in C++ (and C23), so that every
 * int is a valid value of them and the runtime can reject an invalid one
 * with MACO_RT_INVALID_ARGUMENT instead of the call being undefined (UBSan
 * reports loads of out-of-range values of enums without a fixed type).
 * In C before C23 they are int-sized anyway: the ABI is the same. */
#if defined(__cplusplus) ||                                                    \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
#define MACO_RT_ENUM_INT : int
#else
#define MACO_RT_ENUM_INT
#endif

typedef enum maco_rt_backend MACO_RT_ENUM_INT {
  MACO_RT_BACKEND_CPU = 0,  /* MPI + OpenBLAS, host buffers */
  MACO_RT_BACKEND_CUDA = 1, /* NCCL + cuBLAS, device buffers */
} maco_rt_backend_t;

typedef enum maco_rt_dtype MACO_RT_ENUM_INT {
  MACO_RT_F32 = 0,
  MACO_RT_F16 = 1,
  MACO_RT_BF16 = 2,
  MACO_RT_F64 = 3,
  MACO_RT_I32 = 4,
  MACO_RT_I64 = 5,
  MACO_RT_I8 = 6,
} maco_rt_dtype_t;
#define MACO_RT_NUM_DTYPES 7

/* AVG = SUM then divide by the group size; floating-point types only
 * (UNSUPPORTED on integer types). F16/BF16 reductions on the CPU backend
 * accumulate each pairwise combination in float. */
typedef enum maco_rt_reduction MACO_RT_ENUM_INT {
  MACO_RT_SUM = 0,
  MACO_RT_PROD = 1,
  MACO_RT_MAX = 2,
  MACO_RT_MIN = 3,
  MACO_RT_AVG = 4,
} maco_rt_reduction_t;
#define MACO_RT_NUM_REDUCTIONS 5

/* Size in bytes of one element (0 for an invalid dtype). Thread-safe. */
MACO_RT_EXPORT size_t maco_rt_dtype_size(maco_rt_dtype_t dtype);

/*--- Handles -----------------------------------------------------------------*/

typedef struct maco_rt_comm *maco_rt_comm_t;     /* owned by the runtime */
typedef struct maco_rt_stream *maco_rt_stream_t; /* NULL = synchronous */
typedef struct maco_rt_event *maco_rt_event_t;

/*--- Init / finalize --------------------------------------------------------*/

/* Which threads will call the runtime, declared before maco_rt_init.
 *  MACO_RT_THREADS_STREAMS (the default): streams may be created; their
 *    workers call MPI, so maco_rt_init asks for MPI_THREAD_MULTIPLE.
 *  MACO_RT_THREADS_MAIN: the program promises not to create streams and
 *    to call the runtime from one thread, so maco_rt_init initialises the
 *    CPU backend's MPI like MPI_Init (MPI_THREAD_SINGLE): Open MPI takes
 *    locks and condition variables in every call at any higher level,
 *    which costs ~1.4x on small messages over shared memory
 *    (docs/perf.md). maco_rt_stream_create then returns UNSUPPORTED.
 *    The CUDA backend keeps MPI_THREAD_MULTIPLE; MACO_TIMEOUT does not
 *    need it (its watchdog thread makes one MPI call, MPI_Abort).
 * Returns MACO_RT_STATE once the runtime is initialised. */
typedef enum maco_rt_threads MACO_RT_ENUM_INT {
  MACO_RT_THREADS_STREAMS = 0,
  MACO_RT_THREADS_MAIN = 1,
} maco_rt_threads_t;
MACO_RT_EXPORT maco_rt_status_t maco_rt_set_threads(maco_rt_threads_t threads);

/* Initialise with the backend named by MACO_BACKEND (default cpu).
 * Calls MPI_Init_thread(argc, argv, MPI_THREAD_MULTIPLE, or
 * MPI_THREAD_SINGLE after maco_rt_set_threads(MACO_RT_THREADS_MAIN))
 * unless MPI is already initialised, in which case it adopts it (and will not
 * finalize it). If the provided thread level is below MPI_THREAD_MULTIPLE,
 * streams are unavailable (maco_rt_stream_create returns UNSUPPORTED) but
 * synchronous operations work. argc/argv may be NULL.
 * Not thread-safe: call once, from the main thread, before anything else. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_init(int *argc, char ***argv);
MACO_RT_EXPORT maco_rt_status_t
maco_rt_init_with_backend(int *argc, char ***argv, maco_rt_backend_t backend);

/* Synchronise and release all streams, write the trace (MACO_TRACE), print
 * statistics (MACO_STATS), release communicators and finalize MPI if
 * maco_rt_init initialised it. Not thread-safe; call once from the thread
 * that called maco_rt_init. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_finalize(void);

/* 1 if initialised and not finalized, else 0. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_initialized(int *out);

/* Backend in use. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_get_backend(maco_rt_backend_t *out);

/* Rank in / size of MPI_COMM_WORLD. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_world_rank(int *out);
MACO_RT_EXPORT maco_rt_status_t maco_rt_world_size(int *out);

/*--- Communicators -----------------------------------------------------------*/

/* A grid dimension of maco_rt_comm_get sized from the world size. */
#define MACO_RT_GRID_DYNAMIC (-1)

/* Communicator of the group of ranks that share all grid coordinates except
 * those along `axes`, for a row-major grid `grid_shape[0..grid_rank)` (its
 * number of dimensions is grid_rank) whose product must equal the world
 * size. At most one dimension may be MACO_RT_GRID_DYNAMIC: it becomes the
 * world size over the product of the others, which must divide it (else
 * MACO_RT_INVALID_ARGUMENT, "grid shape [?, 2] needs a world size divisible
 * by 2, but the world size is 3"); the handle is that of the resolved
 * shape; the world rank is the linear (row-major) index into the grid. The
 * rank of this process in the group is the row-major linear index of its
 * coordinates along `axes` in the listed order (upstream MLIR `shard`
 * semantics); the group size is the product of grid_shape[axes[i]].
 * num_axes == 0 gives a group of one rank. Axes must be distinct and in
 * [0, grid_rank).
 * The first call for a given (grid_shape, axes) is collective over
 * MPI_COMM_WORLD (MPI_Comm_split): all ranks must make these first calls in
 * the same order. Later calls return the cached handle without
 * communicating. Handles live until maco_rt_finalize.
 * Thread-safe (internally locked). */
MACO_RT_EXPORT maco_rt_status_t maco_rt_comm_get(const int64_t *grid_shape,
                                                 int64_t grid_rank,
                                                 const int64_t *axes,
                                                 int64_t num_axes,
                                                 maco_rt_comm_t *out);

/* The communicator of all ranks (grid = [world size], axes = [0]).
 * Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_comm_world(maco_rt_comm_t *out);

/* Rank of this process in / size of the communicator's group. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_comm_rank(maco_rt_comm_t comm,
                                                  int *out);
MACO_RT_EXPORT maco_rt_status_t maco_rt_comm_size(maco_rt_comm_t comm,
                                                  int *out);

/*--- Streams and events ------------------------------------------------------*/

/* Create a stream. CPU: a worker thread that runs its queue in order, with
 * its own duplicate MPI communicator per communicator used on it (the
 * duplicate is made, collectively over the group, when the first operation
 * for that communicator is enqueued on the stream; ranks enqueue in the same
 * order, so this is consistent). CUDA: a cudaStream_t with its own NCCL
 * communicators. Streams get ids 1, 2, ... in creation order (trace tid).
 * Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stream_create(maco_rt_stream_t *out);

/* Wait for the stream's queue to drain, then destroy it. Returns the
 * stream's pending error if any. The handle is invalid afterwards.
 * Thread-safe, but must not race with other use of the same stream. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stream_release(maco_rt_stream_t stream);

/* Block until everything enqueued on the stream so far has completed.
 * Returns the first error of an operation on the stream since the last
 * synchronize (and clears it); after an error the stream skips the remaining
 * queued operations until this call. stream == NULL is a no-op.
 * Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_stream_synchronize(maco_rt_stream_t stream);

/* Set up, now, what the stream needs to run collectives on comm (CPU: the
 * stream's duplicate MPI communicator; CUDA: its NCCL communicator), which
 * otherwise happens collectively at the first operation for comm on the
 * stream. Collective over comm's group: every rank calls it for the same
 * (comm, stream) pairs in the same order, at a point all of them reach
 * (compiled code does it at function entry, outside rank-dependent control
 * flow, so that a first send/recv under `if rank == ...` cannot deadlock).
 * Returns when the set-up is complete. stream == NULL is a no-op.
 * Thread-safe, like the collectives. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stream_bind(maco_rt_comm_t comm,
                                                    maco_rt_stream_t stream);

/* Stream id (0 for NULL). Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stream_id(maco_rt_stream_t stream,
                                                  int *out);

/* Backend-native handle: cudaStream_t on CUDA (for kernel launches on a
 * runtime-owned stream), NULL on CPU. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_stream_native_handle(maco_rt_stream_t stream, void **out);

/* Enqueue fn(arg) on the stream (run on the stream's worker thread on CPU,
 * cudaLaunchHostFunc on CUDA); NULL stream calls it now. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_stream_enqueue_host(maco_rt_stream_t stream, void (*fn)(void *),
                            void *arg);

/* Events are completion markers. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_event_create(maco_rt_event_t *out);
MACO_RT_EXPORT maco_rt_status_t maco_rt_event_release(maco_rt_event_t event);

/* Mark the point after everything enqueued so far on `stream` (NULL: now,
 * the event completes immediately). Re-recording an event makes later waits
 * refer to the new record. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_event_record(maco_rt_event_t event,
                                                     maco_rt_stream_t stream);

/* Block the caller until the last record of `event` has completed (OK at
 * once if never recorded). Returns the error status of the recording stream
 * if an operation before the record failed. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_event_synchronize(maco_rt_event_t event);

/* 1 if the last record completed (or none), 0 otherwise. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_event_query(maco_rt_event_t event,
                                                    int *done);

/* Make `stream` wait for the current record of `event` before running what
 * is enqueued on it afterwards (NULL stream: like event_synchronize).
 * Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_stream_wait_event(maco_rt_stream_t stream, maco_rt_event_t event);

/*--- Collectives --------------------------------------------------------------
 * All are thread-safe with respect to the runtime's state; see the ordering
 * rule at the top. `count` is per rank as described per function. */

/* recvbuf[i] = reduce over the group of sendbuf[i], i < count.
 * sendbuf == recvbuf means in place. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_all_reduce(const void *sendbuf, void *recvbuf, int64_t count,
                   maco_rt_dtype_t dtype, maco_rt_reduction_t op,
                   maco_rt_comm_t comm, maco_rt_stream_t stream);

/* recvbuf (group_size * count elements) = concatenation of every rank's
 * sendbuf (count elements) in group-rank order (leading dimension). */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_all_gather(const void *sendbuf, void *recvbuf, int64_t count,
                   maco_rt_dtype_t dtype, maco_rt_comm_t comm,
                   maco_rt_stream_t stream);

/* sendbuf has group_size * count elements; recvbuf (count elements) of group
 * rank r = reduction over ranks of chunk r of their sendbuf. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_reduce_scatter(const void *sendbuf, void *recvbuf, int64_t count,
                       maco_rt_dtype_t dtype, maco_rt_reduction_t op,
                       maco_rt_comm_t comm, maco_rt_stream_t stream);

/* recvbuf (count elements) on every rank = sendbuf of group rank `root`.
 * sendbuf is only read on the root (may be NULL elsewhere; may equal
 * recvbuf). */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_broadcast(const void *sendbuf, void *recvbuf, int64_t count,
                  maco_rt_dtype_t dtype, int64_t root, maco_rt_comm_t comm,
                  maco_rt_stream_t stream);

/* sendbuf and recvbuf have group_size * count elements; chunk j of rank i's
 * sendbuf lands in chunk i of rank j's recvbuf. Buffers must not overlap. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_all_to_all(const void *sendbuf, void *recvbuf, int64_t count,
                   maco_rt_dtype_t dtype, maco_rt_comm_t comm,
                   maco_rt_stream_t stream);

/* Algorithms a collective can be asked to use (maco-select-algorithm
 * chooses one per collective). AUTO is the backend's own choice, what the
 * calls above use. The CPU backend implements each of the others over
 * point-to-point messages, on the synchronous path and on streams alike:
 *  - RING: all_reduce, all_gather, reduce_scatter (n - 1 or 2 (n - 1)
 *    steps of 1/n of the buffer);
 *  - RECURSIVE_DOUBLING: all_reduce (any group: the ranks beyond the
 *    largest power of two fold into a partner first), all_gather
 *    (power-of-two groups only);
 *  - TREE: all_reduce (binomial reduce to group rank 0, then binomial
 *    broadcast), broadcast (binomial from the root);
 *  - DIRECT: one shot, every message posted at once (all_reduce,
 *    all_gather, reduce_scatter, broadcast).
 * Another pairing is INVALID_ARGUMENT. The CUDA backend accepts every
 * valid pairing and lets NCCL choose (NCCL_ALGO applies per process). All
 * ranks of a group must pass the same algorithm for the same call. */
typedef enum maco_rt_algorithm MACO_RT_ENUM_INT {
  MACO_RT_ALGO_AUTO = 0,
  MACO_RT_ALGO_RING = 1,
  MACO_RT_ALGO_RECURSIVE_DOUBLING = 2,
  MACO_RT_ALGO_TREE = 3,
  MACO_RT_ALGO_DIRECT = 4,
} maco_rt_algorithm_t;
#define MACO_RT_NUM_ALGORITHMS 5

/* The calls above with an explicit algorithm. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_all_reduce_algo(
    const void *sendbuf, void *recvbuf, int64_t count, maco_rt_dtype_t dtype,
    maco_rt_reduction_t op, maco_rt_comm_t comm, maco_rt_stream_t stream,
    maco_rt_algorithm_t algorithm);
MACO_RT_EXPORT maco_rt_status_t
maco_rt_all_gather_algo(const void *sendbuf, void *recvbuf, int64_t count,
                        maco_rt_dtype_t dtype, maco_rt_comm_t comm,
                        maco_rt_stream_t stream, maco_rt_algorithm_t algorithm);
MACO_RT_EXPORT maco_rt_status_t maco_rt_reduce_scatter_algo(
    const void *sendbuf, void *recvbuf, int64_t count, maco_rt_dtype_t dtype,
    maco_rt_reduction_t op, maco_rt_comm_t comm, maco_rt_stream_t stream,
    maco_rt_algorithm_t algorithm);
MACO_RT_EXPORT maco_rt_status_t
maco_rt_broadcast_algo(const void *sendbuf, void *recvbuf, int64_t count,
                       maco_rt_dtype_t dtype, int64_t root, maco_rt_comm_t comm,
                       maco_rt_stream_t stream, maco_rt_algorithm_t algorithm);
/* Name of an algorithm ("auto", "ring", "recursive_doubling", "tree",
 * "direct"; "?" when invalid). Thread-safe. */
MACO_RT_EXPORT const char *maco_rt_algorithm_name(maco_rt_algorithm_t a);

/* Point-to-point within the group; peer is a group rank; 0 <= tag <=
 * 32767. A blocking send may wait for the matching recv. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_send(const void *buf, int64_t count,
                                             maco_rt_dtype_t dtype,
                                             int64_t peer, int64_t tag,
                                             maco_rt_comm_t comm,
                                             maco_rt_stream_t stream);
MACO_RT_EXPORT maco_rt_status_t maco_rt_recv(void *buf, int64_t count,
                                             maco_rt_dtype_t dtype,
                                             int64_t peer, int64_t tag,
                                             maco_rt_comm_t comm,
                                             maco_rt_stream_t stream);

/* Collective permute (one step of a ring shift / pipeline transfer): send
 * sendbuf (count elements) to group rank send_to and receive count elements
 * from group rank recv_from into recvbuf, at the same time (deadlock-free).
 * -1 means none (then that buffer is not accessed; recvbuf keeps its
 * contents). sendbuf == recvbuf is allowed (in place). */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_permute(const void *sendbuf, void *recvbuf, int64_t count,
                maco_rt_dtype_t dtype, int64_t send_to, int64_t recv_from,
                maco_rt_comm_t comm, maco_rt_stream_t stream);

MACO_RT_EXPORT maco_rt_status_t maco_rt_barrier(maco_rt_comm_t comm,
                                                maco_rt_stream_t stream);

/* Set count elements of buf (host memory on CPU, device memory on CUDA) to
 * zero, in stream order (stream == NULL: before returning); e.g. the result
 * of a permute on a rank that no rank sends to. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_fill_zero(void *buf, int64_t count,
                                                  maco_rt_dtype_t dtype,
                                                  maco_rt_stream_t stream);

/*--- GEMM ---------------------------------------------------------------------
 * C = alpha * op(A) * op(B) + beta * C, row-major; op(X) = X^T if transX.
 * op(A) is M x K, op(B) is K x N, C is M x N; lda/ldb/ldc are row strides
 * (elements). CPU: F32 and F64 through OpenBLAS (cblas_?gemm); other dtypes
 * UNSUPPORTED. CUDA: cuBLAS (F32, F64, F16, BF16). Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t
maco_rt_gemm(maco_rt_dtype_t dtype, int transA, int transB, int64_t M,
             int64_t N, int64_t K, double alpha, const void *A, int64_t lda,
             const void *B, int64_t ldb, double beta, void *C, int64_t ldc,
             maco_rt_stream_t stream);

/* `batch` GEMMs as maco_rt_gemm, matrix b of A, B and C starting
 * b * strideA, b * strideB and b * strideC elements after A, B and C
 * (strided-batched GEMM; strides may be 0 for A and B). batch 0 does
 * nothing. CPU: one cblas_?gemm per matrix; CUDA:
 * cublasGemmStridedBatchedEx. Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_gemm_batched(
    maco_rt_dtype_t dtype, int transA, int transB, int64_t batch, int64_t M,
    int64_t N, int64_t K, double alpha, const void *A, int64_t lda,
    int64_t strideA, const void *B, int64_t ldb, int64_t strideB, double beta,
    void *C, int64_t ldc, int64_t strideC, maco_rt_stream_t stream);

/* What maco_rt_gemm_epilogue applies to each element of C after the
 * product (and beta * C) and the bias: nothing, max(x, 0), or the tanh
 * form of GELU, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), which
 * cuBLASLt's GELU epilogue computes. */
typedef enum maco_rt_epilogue MACO_RT_ENUM_INT {
  MACO_RT_EPILOGUE_NONE = 0,
  MACO_RT_EPILOGUE_RELU = 1,
  MACO_RT_EPILOGUE_GELU_TANH = 2,
} maco_rt_epilogue_t;

/* maco_rt_gemm_batched with an epilogue: C = act(alpha * op(A) op(B) +
 * beta * C + bias), bias (N elements of the GEMM's type, or NULL) added
 * to every row. CPU: the BLAS call, then one pass over C; CUDA: one
 * cuBLASLt matmul with the epilogue (CUBLASLT_EPILOGUE_RELU_BIAS, ...).
 * Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_gemm_epilogue(
    maco_rt_dtype_t dtype, int transA, int transB, int64_t batch, int64_t M,
    int64_t N, int64_t K, double alpha, const void *A, int64_t lda,
    int64_t strideA, const void *B, int64_t ldb, int64_t strideB, double beta,
    void *C, int64_t ldc, int64_t strideC, const void *bias,
    maco_rt_epilogue_t epilogue, maco_rt_stream_t stream);

/*--- Statistics -------------------------------------------------------------*/

typedef enum maco_rt_stat_kind MACO_RT_ENUM_INT {
  MACO_RT_STAT_ALL_REDUCE = 0,
  MACO_RT_STAT_ALL_GATHER = 1,
  MACO_RT_STAT_REDUCE_SCATTER = 2,
  MACO_RT_STAT_BROADCAST = 3,
  MACO_RT_STAT_ALL_TO_ALL = 4,
  MACO_RT_STAT_SEND = 5,
  MACO_RT_STAT_RECV = 6,
  MACO_RT_STAT_PERMUTE = 7,
  MACO_RT_STAT_BARRIER = 8,
  MACO_RT_STAT_GEMM = 9,
} maco_rt_stat_kind_t;
#define MACO_RT_NUM_STAT_KINDS 10

/* Per kind, on this rank, counted when an operation completes successfully.
 * bytes (per operation, this rank's message size):
 *   all_reduce, broadcast, send, recv, permute: count * elem size;
 *   all_gather: recv bytes (group * count * elem); reduce_scatter and
 *   all_to_all: send bytes (group * count * elem); barrier: 0;
 *   gemm: (M*K + K*N + M*N) * elem.
 * Time is the execution time of the operation (for stream operations, from
 * when the stream starts it to completion; queueing time excluded). Counts
 * and bytes are always kept; times only while MACO_STATS or tracing is on
 * (MACO_STATS or MACO_TRACE set at maco_rt_init, or maco_rt_trace_enable(1)):
 * otherwise no clock is read and total_seconds stays 0. */
typedef struct maco_rt_stat {
  uint64_t count;
  uint64_t bytes;
  double total_seconds;
  double avg_seconds; /* total_seconds / count, 0 if count == 0 */
} maco_rt_stat_t;

/* Static name of a kind ("all_reduce", ...; NULL if invalid). Thread-safe. */
MACO_RT_EXPORT const char *maco_rt_stat_kind_name(maco_rt_stat_kind_t kind);

/* Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stats_get(maco_rt_stat_kind_t kind,
                                                  maco_rt_stat_t *out);
MACO_RT_EXPORT maco_rt_status_t maco_rt_stats_reset(void);
/* Print the table (kinds with count > 0) to `out` (stderr if NULL). */
MACO_RT_EXPORT maco_rt_status_t maco_rt_stats_print(FILE *out);

/*--- Tracing ----------------------------------------------------------------*/

/* Write the trace collected so far to `path` (the per-rank name is NOT
 * derived here; pass the file you want). Tracing is on when MACO_TRACE is
 * set, or after maco_rt_trace_enable(1). Thread-safe. */
MACO_RT_EXPORT maco_rt_status_t maco_rt_trace_enable(int on);
MACO_RT_EXPORT maco_rt_status_t maco_rt_trace_write(const char *path);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* MACO_RUNTIME_RUNTIME_H */
