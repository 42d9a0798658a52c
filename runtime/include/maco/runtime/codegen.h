/*===- codegen.h - ABI that compiled maco programs call ---------*- C -*-===*
 *
 * The functions generated code calls (`convert-maco-to-runtime` emits calls
 * to them). Unlike the public runtime API they take only integers and
 * pointers, return handles directly and never return an error: any failure
 * prints "maco: error in <op> on rank R: <cause>" and aborts every rank
 * (MPI_Abort), which is what a compiled program wants.
 *
 * The runtime is initialised on first use (backend from MACO_BACKEND; MPI
 * with MPI_THREAD_MULTIPLE, or MPI_THREAD_SINGLE when the program
 * declared with maco_cg_configure that it starts no collectives on
 * streams) and finalised at exit (or by maco_cg_finalize). Enum values are
 * those of runtime.h.
 *
 * Thread-safety: like the runtime API; generated code calls these from the
 * program's main thread.
 *
 * Versioning: the signatures are listed once in codegen.def (the compiler
 * declares them from it); MACO_CG_ABI_VERSION changes with any change of
 * codegen.def or of the meaning of an argument. Generated code calls
 * maco_cg_require_abi(MACO_CG_ABI_VERSION it was compiled for) at the entry
 * of every function that talks to the runtime, so a program and a libmaco_cg
 * of different versions fail at once with a message instead of misbehaving.
 * Element-type and reduction codes are runtime.h's maco_rt_dtype_t and
 * maco_rt_reduction_t (the compiler static_asserts its values against
 * them).
 *===----------------------------------------------------------------------===*/

#ifndef MACO_RUNTIME_CODEGEN_H
#define MACO_RUNTIME_CODEGEN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MACO_CG_ABI_VERSION 8

void maco_cg_init(void);
void maco_cg_finalize(void);
/* Aborts every rank with "maco: compiled for maco_cg ABI vN, but libmaco_cg
 * implements vM" unless `version` == MACO_CG_ABI_VERSION of the library. */
void maco_cg_require_abi(int64_t version);

/* What the whole program (module) needs, OR of MACO_CG_* flags. Generated
 * code calls it after maco_cg_require_abi at the entry of every function
 * that talks to the runtime. The flags of all calls before the runtime
 * starts (at the first other maco_cg_* call) are combined; they choose:
 *  - MPI's thread level: without MACO_CG_USES_STREAMS or MACO_CG_GPU,
 *    MPI_THREAD_SINGLE (maco_rt_set_threads(MACO_RT_THREADS_MAIN)), whose
 *    calls are cheaper than under MPI_THREAD_MULTIPLE;
 *  - the backend and the ordering (MACO_CG_GPU, below).
 * Later calls change nothing (creating a stream in a runtime initialised
 * without them aborts with the reason). */
#define MACO_CG_USES_STREAMS 1
/* The program was compiled for the GPU (maco-to-cuda): its kernels run on
 * the runtime's compute stream (maco_cg_compute_stream). The runtime starts
 * with the CUDA backend (MACO_BACKEND may only name it), and every
 * operation is ordered on the device rather than by the host:
 *  - synchronous collectives, GEMMs and zero fills are enqueued on the
 *    compute stream (in order with the kernels, no host wait);
 *  - a started collective's stream first waits, through a CUDA event, for
 *    the work enqueued on the compute stream so far;
 *  - maco_cg_event_wait makes the compute stream wait for the event
 *    instead of blocking the host.
 * The host reads or writes memory only after maco_cg_host_sync, which the
 * compiler (maco-gpu-compute-stream) places before every host access. */
#define MACO_CG_GPU 2
void maco_cg_configure(int64_t flags);

/* Communicator of the group formed by `axes` of a row-major grid of rank
 * `grid_rank` (<= 4; unused dims/axes are ignored). Collective over all
 * ranks on its first call for a given (shape, axes); fails with a clear
 * message when the grid size differs from the number of ranks. One
 * dimension may be -1 (MACO_RT_GRID_DYNAMIC, a `?` of the grid): it is the
 * number of ranks over the product of the others, which must divide it
 * (since ABI v5). In a MACO_CG_GPU program the first call for a group also
 * sets up its communicator on the compute stream (a barrier enqueued
 * there, collective over the group; no host wait).
 * Generated code calls it at the entry of a function for the groups the
 * function uses (after maco_cg_comm_prepare at an entry into the module:
 * then it only looks them up). */
void *maco_cg_comm(int64_t grid_rank, int64_t d0, int64_t d1, int64_t d2,
                   int64_t d3, int64_t num_axes, int64_t a0, int64_t a1,
                   int64_t a2, int64_t a3);
/* Makes the communicator of the group as maco_cg_comm does, then, when
 * `stream` > 0, sets up stream `stream` for it (maco_cg_stream_bind), but
 * does nothing when the grid does not fit the number of ranks (its size
 * differs from it, or its static dimensions do not divide it): that is
 * the same on every rank, and maco_cg_comm reports it if a function that
 * uses the group runs. Generated code calls it at the entry of every
 * function that is not private, for *every* group of the module and then
 * every (group, stream) pair of its started collectives, in module order:
 * each rank's first entry into the module makes all of them, in the same
 * order on every rank, outside any rank-dependent control flow; later
 * calls only look them up (docs/runtime.md, "Communicators of compiled
 * programs"; since ABI v7). */
void maco_cg_comm_prepare(int64_t grid_rank, int64_t d0, int64_t d1, int64_t d2,
                          int64_t d3, int64_t num_axes, int64_t a0, int64_t a1,
                          int64_t a2, int64_t a3, int64_t stream);
int64_t maco_cg_comm_rank(void *comm);
int64_t maco_cg_comm_size(void *comm);
/* Aborts every rank unless `max_rank` < the size of `comm`'s group:
 * "maco: error in maco.permute on rank R: ...". Generated code calls it
 * before a permute whose group size is only known at run time, with the
 * largest rank its pairs name (since ABI v5). */
void maco_cg_permute_check(void *comm, int64_t max_rank);

/* Collective codes of maco_cg_check_dim (the dialect's CollectiveKind
 * order; the compiler static_asserts it). */
#define MACO_CG_OP_ALL_REDUCE 0
#define MACO_CG_OP_ALL_GATHER 1
#define MACO_CG_OP_REDUCE_SCATTER 2
#define MACO_CG_OP_BROADCAST 3
#define MACO_CG_OP_ALL_TO_ALL 4
#define MACO_CG_OP_PERMUTE 5
/* How a destination's dimension follows from its operand's. */
#define MACO_CG_DIM_SAME 0      /* out == in */
#define MACO_CG_DIM_GATHERED 1  /* out == in * group size */
#define MACO_CG_DIM_SCATTERED 2 /* out == in / group size, no remainder */
/* Aborts every rank unless dimension `dim` of operand #`operand` of
 * collective `op` (a MACO_CG_OP_*), of `in` elements, and of its
 * destination, of `out` elements, agree as `mode` (a MACO_CG_DIM_*) says
 * over `comm`'s group: "maco: error in maco.all_gather (line L, column C)
 * on rank R: dimension 0 of destination #0 has 54 elements, but gathering
 * the operand's 18 over a group of 1 gives 18". `line` is 0 when the op has
 * no source position. Generated code calls it before a collective whose sizes
 * along a dimension are known only at run time; the verifier checks the
 * static ones (since ABI v6). */
void maco_cg_check_dim(void *comm, int32_t op, int64_t operand, int64_t dim,
                       int64_t in, int64_t out, int32_t mode, int64_t line,
                       int64_t col);

/* Stream `id` (>= 1), created on first use; 0 gives NULL (synchronous). */
void *maco_cg_stream(int64_t id);
/* Prepares stream `id` for collectives on `comm` (collective over the
 * group the first time a pair is seen; no-op afterwards). Generated code
 * calls it at the entry of every function for the pairs its started
 * collectives use, after an entry into the module has set them all up
 * (maco_cg_comm_prepare), so that no set-up happens inside rank-dependent
 * control flow. */
void maco_cg_stream_bind(void *comm, int64_t id);
/* A new event recorded on `stream`; maco_cg_event_wait synchronises and
 * releases it. */
void *maco_cg_event_record(void *stream);
void maco_cg_event_wait(void *event);

/* MACO_CG_GPU programs: the native handle (cudaStream_t) of the runtime's
 * compute stream, created on first use, on which the generated code
 * launches kernels, copies and frees device memory. */
void *maco_cg_compute_stream(void);
/* Waits until the work enqueued on the compute stream has completed (its
 * errors abort with the op that failed); no-op before the first
 * maco_cg_compute_stream. */
void maco_cg_host_sync(void);

/* `algorithm`: a maco_rt_algorithm_t (0: the backend's choice), from the
 * op's `algorithm` attribute. */
void maco_cg_all_reduce(void *send, void *recv, int64_t count, int32_t dtype,
                        int32_t op, void *comm, void *stream,
                        int32_t algorithm);
void maco_cg_all_gather(void *send, void *recv, int64_t count, int32_t dtype,
                        void *comm, void *stream, int32_t algorithm);
void maco_cg_reduce_scatter(void *send, void *recv, int64_t count,
                            int32_t dtype, int32_t op, void *comm, void *stream,
                            int32_t algorithm);
void maco_cg_broadcast(void *send, void *recv, int64_t count, int32_t dtype,
                       int64_t root, void *comm, void *stream,
                       int32_t algorithm);
/* `count` is the per-peer chunk; buffers hold group_size * count. */
void maco_cg_all_to_all(void *send, void *recv, int64_t count, int32_t dtype,
                        void *comm, void *stream);
/* recv is zero-filled when recv_from < 0 (no rank sends to this one). */
void maco_cg_permute(void *send, void *recv, int64_t count, int32_t dtype,
                     int64_t send_to, int64_t recv_from, void *comm,
                     void *stream);
void maco_cg_send(void *buf, int64_t count, int32_t dtype, int64_t peer,
                  int64_t tag, void *comm, void *stream);
void maco_cg_recv(void *buf, int64_t count, int32_t dtype, int64_t peer,
                  int64_t tag, void *comm, void *stream);

/* `batch` products C_b = A_b * B_b (+ C_b if accumulate), A_b m x k, B_b
 * k x n, C_b m x n, any strides (elements): element (i, j) of X_b is at
 * x + b * x_bs + i * x_rs + j * x_cs. Each matrix must be a BLAS operand
 * (maco_cg_gemm_layout_ok); the transpose flags and leading dimensions are
 * derived from the strides (a column-major C computes C^T = B^T A^T). */
void maco_cg_gemm(int32_t dtype, int64_t batch, int64_t m, int64_t n, int64_t k,
                  void *a, int64_t a_bs, int64_t a_rs, int64_t a_cs, void *b,
                  int64_t b_bs, int64_t b_rs, int64_t b_cs, void *c,
                  int64_t c_bs, int64_t c_rs, int64_t c_cs, int32_t accumulate);
/* maco_cg_gemm with an epilogue (maco_rt_gemm_epilogue): C_b = act(A_b B_b
 * (+ C_b if accumulate) + bias), `bias` (n elements, contiguous, or NULL)
 * added to every row, `epilogue` a maco_rt_epilogue_t. C must be
 * row-major (unit column stride). */
void maco_cg_gemm_epilogue(int32_t dtype, int64_t batch, int64_t m, int64_t n,
                           int64_t k, void *a, int64_t a_bs, int64_t a_rs,
                           int64_t a_cs, void *b, int64_t b_bs, int64_t b_rs,
                           int64_t b_cs, void *c, int64_t c_bs, int64_t c_rs,
                           int64_t c_cs, int32_t accumulate, void *bias,
                           int32_t epilogue);
/* 1 if a rows x cols matrix with row stride rs and column stride cs is a
 * BLAS operand: unit stride along one dimension and a leading dimension
 * that BLAS accepts along the other (an extent of 0 or 1 takes any stride);
 * else 0: the compiler then packs the matrix into a row-major copy. */
int32_t maco_cg_gemm_layout_ok(int64_t rows, int64_t cols, int64_t rs,
                               int64_t cs);

#ifdef __cplusplus
}
#endif

#endif /* MACO_RUNTIME_CODEGEN_H */
