//===- collectives.cpp - collectives and GEMM -----------------------------===//
//
// The public collective calls (maco_rt_all_reduce, ...) build a
// descriptor (makeDesc) and hand it to runCollective (validate.cpp); GEMM
// is validated here and run by the backend.
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

using namespace maco_rt_detail;

extern "C" {

//===--- Collectives ------------------------------------------------------===//

maco_rt_status_t maco_rt_all_reduce_algo(const void *sendbuf, void *recvbuf,
                                         int64_t count, maco_rt_dtype_t dtype,
                                         maco_rt_reduction_t op,
                                         maco_rt_comm_t comm,
                                         maco_rt_stream_t stream,
                                         maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_REDUCE, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.op = op;
  d.algorithm = algorithm;
  return runCollective("maco_rt_all_reduce", d, stream);
}

maco_rt_status_t maco_rt_all_reduce(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_reduction_t op, maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  return maco_rt_all_reduce_algo(sendbuf, recvbuf, count, dtype, op, comm,
                                 stream, MACO_RT_ALGO_AUTO);
}

maco_rt_status_t maco_rt_all_gather_algo(const void *sendbuf, void *recvbuf,
                                         int64_t count, maco_rt_dtype_t dtype,
                                         maco_rt_comm_t comm,
                                         maco_rt_stream_t stream,
                                         maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_GATHER, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.algorithm = algorithm;
  return runCollective("maco_rt_all_gather", d, stream);
}

maco_rt_status_t maco_rt_all_gather(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  return maco_rt_all_gather_algo(sendbuf, recvbuf, count, dtype, comm, stream,
                                 MACO_RT_ALGO_AUTO);
}

maco_rt_status_t
maco_rt_reduce_scatter_algo(const void *sendbuf, void *recvbuf, int64_t count,
                            maco_rt_dtype_t dtype, maco_rt_reduction_t op,
                            maco_rt_comm_t comm, maco_rt_stream_t stream,
                            maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_REDUCE_SCATTER, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.op = op;
  d.algorithm = algorithm;
  return runCollective("maco_rt_reduce_scatter", d, stream);
}

maco_rt_status_t maco_rt_reduce_scatter(const void *sendbuf, void *recvbuf,
                                        int64_t count, maco_rt_dtype_t dtype,
                                        maco_rt_reduction_t op,
                                        maco_rt_comm_t comm,
                                        maco_rt_stream_t stream) {
  return maco_rt_reduce_scatter_algo(sendbuf, recvbuf, count, dtype, op, comm,
                                     stream, MACO_RT_ALGO_AUTO);
}

maco_rt_status_t maco_rt_broadcast_algo(const void *sendbuf, void *recvbuf,
                                        int64_t count, maco_rt_dtype_t dtype,
                                        int64_t root, maco_rt_comm_t comm,
                                        maco_rt_stream_t stream,
                                        maco_rt_algorithm_t algorithm) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BROADCAST, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.root = root;
  d.algorithm = algorithm;
  return runCollective("maco_rt_broadcast", d, stream);
}

maco_rt_status_t maco_rt_broadcast(const void *sendbuf, void *recvbuf,
                                   int64_t count, maco_rt_dtype_t dtype,
                                   int64_t root, maco_rt_comm_t comm,
                                   maco_rt_stream_t stream) {
  return maco_rt_broadcast_algo(sendbuf, recvbuf, count, dtype, root, comm,
                                stream, MACO_RT_ALGO_AUTO);
}

const char *maco_rt_algorithm_name(maco_rt_algorithm_t a) {
  switch (a) {
  case MACO_RT_ALGO_AUTO:
    return "auto";
  case MACO_RT_ALGO_RING:
    return "ring";
  case MACO_RT_ALGO_RECURSIVE_DOUBLING:
    return "recursive_doubling";
  case MACO_RT_ALGO_TREE:
    return "tree";
  case MACO_RT_ALGO_DIRECT:
    return "direct";
  }
  return "?";
}

maco_rt_status_t maco_rt_all_to_all(const void *sendbuf, void *recvbuf,
                                    int64_t count, maco_rt_dtype_t dtype,
                                    maco_rt_comm_t comm,
                                    maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_ALL_TO_ALL, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  return runCollective("maco_rt_all_to_all", d, stream);
}

maco_rt_status_t maco_rt_send(const void *buf, int64_t count,
                              maco_rt_dtype_t dtype, int64_t peer, int64_t tag,
                              maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_SEND, comm);
  d.sendbuf = buf;
  d.count = count;
  d.dtype = dtype;
  d.peer = peer;
  d.tag = tag;
  return runCollective("maco_rt_send", d, stream);
}

maco_rt_status_t maco_rt_recv(void *buf, int64_t count, maco_rt_dtype_t dtype,
                              int64_t peer, int64_t tag, maco_rt_comm_t comm,
                              maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_RECV, comm);
  d.recvbuf = buf;
  d.count = count;
  d.dtype = dtype;
  d.peer = peer;
  d.tag = tag;
  return runCollective("maco_rt_recv", d, stream);
}

maco_rt_status_t maco_rt_permute(const void *sendbuf, void *recvbuf,
                                 int64_t count, maco_rt_dtype_t dtype,
                                 int64_t send_to, int64_t recv_from,
                                 maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_PERMUTE, comm);
  d.sendbuf = sendbuf;
  d.recvbuf = recvbuf;
  d.count = count;
  d.dtype = dtype;
  d.peer = send_to;
  d.peer2 = recv_from;
  return runCollective("maco_rt_permute", d, stream);
}

maco_rt_status_t maco_rt_barrier(maco_rt_comm_t comm, maco_rt_stream_t stream) {
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BARRIER, comm);
  return runCollective("maco_rt_barrier", d, stream);
}

maco_rt_status_t maco_rt_fill_zero(void *buf, int64_t count,
                                   maco_rt_dtype_t dtype,
                                   maco_rt_stream_t stream) {
  const char *fn = "maco_rt_fill_zero";
  MACO_REQUIRE_INIT(fn);
  clearError();
  if (!validDtype(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT, "%s: unknown dtype %d", fn,
                          (int)dtype);
  if (count < 0 || (count > 0 && !buf))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: count %lld with buffer %p", fn, (long long)count,
                          buf);
  // Bytes = count * element size must not wrap (as in runCollective).
  if ((uint64_t)count > ((uint64_t)1 << 62) / maco_rt_dtype_size(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: count %lld is too large on rank %d: %lld "
                          "elements of %zu bytes exceed 2^62 bytes",
                          fn, (long long)count, st().worldRank,
                          (long long)count, maco_rt_dtype_size(dtype));
  void *impl;
  maco_rt_status_t r = lookupStream(fn, stream, &impl, nullptr);
  if (r != MACO_RT_OK || count == 0)
    return r;
  if (!st().be->fill_zero)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "%s: not supported by the %s backend", fn,
                          st().be->name);
  return st().be->fill_zero(buf, count * maco_rt_dtype_size(dtype), impl);
}

// Every backend sets a (comm, stream) pair up at the pair's first
// collective: a barrier on the stream is that first collective, and waiting
// for it makes the set-up complete before returning.
maco_rt_status_t maco_rt_stream_bind(maco_rt_comm_t comm,
                                     maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_bind");
  if (!stream)
    return MACO_RT_OK;
  maco_rti_coll_desc_t d = makeDesc(MACO_RTI_BARRIER, comm);
  maco_rt_status_t r = runCollective("maco_rt_stream_bind", d, stream);
  if (r != MACO_RT_OK)
    return r;
  return maco_rt_stream_synchronize(stream);
}

//===--- GEMM -------------------------------------------------------------===//

maco_rt_status_t maco_rt_gemm(maco_rt_dtype_t dtype, int transA, int transB,
                              int64_t M, int64_t N, int64_t K, double alpha,
                              const void *A, int64_t lda, const void *B,
                              int64_t ldb, double beta, void *C, int64_t ldc,
                              maco_rt_stream_t stream) {
  return maco_rt_gemm_batched(dtype, transA, transB, 1, M, N, K, alpha, A, lda,
                              0, B, ldb, 0, beta, C, ldc, 0, stream);
}

maco_rt_status_t maco_rt_gemm_batched(
    maco_rt_dtype_t dtype, int transA, int transB, int64_t batch, int64_t M,
    int64_t N, int64_t K, double alpha, const void *A, int64_t lda,
    int64_t strideA, const void *B, int64_t ldb, int64_t strideB, double beta,
    void *C, int64_t ldc, int64_t strideC, maco_rt_stream_t stream) {
  return maco_rt_gemm_epilogue(dtype, transA, transB, batch, M, N, K, alpha, A,
                               lda, strideA, B, ldb, strideB, beta, C, ldc,
                               strideC, nullptr, MACO_RT_EPILOGUE_NONE, stream);
}

maco_rt_status_t
maco_rt_gemm_epilogue(maco_rt_dtype_t dtype, int transA, int transB,
                      int64_t batch, int64_t M, int64_t N, int64_t K,
                      double alpha, const void *A, int64_t lda, int64_t strideA,
                      const void *B, int64_t ldb, int64_t strideB, double beta,
                      void *C, int64_t ldc, int64_t strideC, const void *bias,
                      maco_rt_epilogue_t epilogue, maco_rt_stream_t stream) {
  bool plain = !bias && epilogue == MACO_RT_EPILOGUE_NONE;
  const char *fn = !plain       ? "maco_rt_gemm_epilogue"
                   : batch == 1 ? "maco_rt_gemm"
                                : "maco_rt_gemm_batched";
  MACO_REQUIRE_INIT(fn);
  clearError();
  void *impl;
  maco_rt_status_t r = lookupStream(fn, stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  int rank = st().worldRank;
  if (!validDtype(dtype))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid element type %d on rank %d", fn,
                          (int)dtype, rank);
  if (M < 0 || N < 0 || K < 0 || batch < 0)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: negative size (batch %lld, M %lld, N %lld, K "
                          "%lld) on rank %d",
                          fn, (long long)batch, (long long)M, (long long)N,
                          (long long)K, rank);
  if (epilogue < MACO_RT_EPILOGUE_NONE || epilogue > MACO_RT_EPILOGUE_GELU_TANH)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid epilogue %d on rank %d", fn,
                          (int)epilogue, rank);
  if (batch > 1 && (strideA < 0 || strideB < 0 || strideC <= 0))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: invalid batch strides (A %lld, B %lld: >= 0; "
                          "C %lld: > 0) on rank %d",
                          fn, (long long)strideA, (long long)strideB,
                          (long long)strideC, rank);
  if (batch > 0 &&
      ((M * K > 0 && !A) || (K * N > 0 && !B) || (M * N > 0 && !C)))
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: NULL matrix (A %p, B %p, C %p) for M %lld, N "
                          "%lld, K %lld on rank %d",
                          fn, A, B, C, (long long)M, (long long)N, (long long)K,
                          rank);
  int64_t minLda = std::max<int64_t>(1, transA ? M : K);
  int64_t minLdb = std::max<int64_t>(1, transB ? K : N);
  int64_t minLdc = std::max<int64_t>(1, N);
  if (lda < minLda || ldb < minLdb || ldc < minLdc)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "%s: leading dimension too small (lda %lld >= %lld, "
                          "ldb %lld >= %lld, ldc %lld >= %lld required) on "
                          "rank %d",
                          fn, (long long)lda, (long long)minLda, (long long)ldb,
                          (long long)minLdb, (long long)ldc, (long long)minLdc,
                          rank);
  maco_rti_gemm_desc_t d;
  d.dtype = dtype;
  d.transA = transA ? 1 : 0;
  d.transB = transB ? 1 : 0;
  d.M = M;
  d.N = N;
  d.K = K;
  d.alpha = alpha;
  d.beta = beta;
  d.A = A;
  d.B = B;
  d.C = C;
  d.lda = lda;
  d.ldb = ldb;
  d.ldc = ldc;
  d.batch = batch;
  d.strideA = strideA;
  d.strideB = strideB;
  d.strideC = strideC;
  d.bias = bias;
  d.epilogue = (int)epilogue;
  if (!st().be->gemm)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "%s: not supported by the %s backend", fn,
                          st().be->name);
  return st().be->gemm(&d, impl);
}

} // extern "C"
