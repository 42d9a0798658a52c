// maco_rt_gemm and maco_rt_gemm_batched: f32 and f64, all transpose
// combinations, padded leading dimensions and batch strides, alpha/beta,
// against a reference loop written here; and maco_gemm_layout, the
// strides-to-BLAS rule that compiled contractions rely on.
#include "test_util.h"

#include "maco/runtime/gemm_layout.h"

template <typename T>
void run(maco_rt_dtype_t dt, int ta, int tb, int64_t batch,
         maco_rt_stream_t stream) {
  const int64_t M = 7, N = 5, K = 6;
  const int64_t lda = (ta ? M : K) + 3, ldb = (tb ? K : N) + 2, ldc = N + 1;
  const int64_t arows = ta ? K : M, brows = tb ? N : K;
  // Matrix b of a batch starts b * stride elements in (a gap between).
  const int64_t sa = arows * lda + 4, sb = brows * ldb + 1, sc = M * ldc + 2;
  std::vector<T> A(batch * sa), B(batch * sb), C(batch * sc), R(batch * sc);
  for (size_t i = 0; i < A.size(); ++i)
    A[i] = (T)((int)(i * 7 % 13) - 6);
  for (size_t i = 0; i < B.size(); ++i)
    B[i] = (T)((int)(i * 5 % 11) - 5);
  for (size_t i = 0; i < C.size(); ++i)
    C[i] = R[i] = (T)((int)(i % 9) - 4);
  const double alpha = 1.5, beta = -0.5;
  for (int64_t b = 0; b < batch; ++b) {
    const T *a = &A[b * sa], *bm = &B[b * sb];
    T *r = &R[b * sc];
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) {
        double acc = 0;
        for (int64_t k = 0; k < K; ++k)
          acc += (double)(ta ? a[k * lda + i] : a[i * lda + k]) *
                 (double)(tb ? bm[j * ldb + k] : bm[k * ldb + j]);
        r[i * ldc + j] = (T)(alpha * acc + beta * (double)r[i * ldc + j]);
      }
  }
  if (batch == 1)
    OK(maco_rt_gemm(dt, ta, tb, M, N, K, alpha, A.data(), lda, B.data(), ldb,
                    beta, C.data(), ldc, stream));
  else
    OK(maco_rt_gemm_batched(dt, ta, tb, batch, M, N, K, alpha, A.data(), lda,
                            sa, B.data(), ldb, sb, beta, C.data(), ldc, sc,
                            stream));
  OK(maco_rt_stream_synchronize(stream));
  // Every element, the padding between rows and matrices included (which
  // must stay as it was).
  for (size_t i = 0; i < C.size(); ++i) {
    double got = (double)C[i], want = (double)R[i];
    CHECK(std::fabs(got - want) <= 1e-4 * std::max(1.0, std::fabs(want)),
          "gemm %s transA=%d transB=%d batch=%lld C[%zu] = %g, expected %g",
          dtName(dt), ta, tb, (long long)batch, i, got, want);
  }
}

/// maco_gemm_layout: (trans, ld) of a rows x cols matrix with strides
/// (rs, cs), or 0.
void checkLayout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, int wantOk,
                 int wantTrans, int64_t wantLd) {
  int trans = -1;
  int64_t ld = -1;
  int ok = maco_gemm_layout(rows, cols, rs, cs, &trans, &ld);
  CHECK(ok == wantOk && (!ok || (trans == wantTrans && ld == wantLd)),
        "maco_gemm_layout(%lld, %lld, %lld, %lld) = %d (trans %d, ld %lld), "
        "expected %d (trans %d, ld %lld)",
        (long long)rows, (long long)cols, (long long)rs, (long long)cs, ok,
        trans, (long long)ld, wantOk, wantTrans, (long long)wantLd);
}

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  maco_rt_stream_t s;
  OK(maco_rt_stream_create(&s));
  for (int ta = 0; ta < 2; ++ta)
    for (int tb = 0; tb < 2; ++tb)
      for (maco_rt_stream_t st : {(maco_rt_stream_t) nullptr, s})
        for (int64_t batch : {1, 3}) {
          run<float>(MACO_RT_F32, ta, tb, batch, st);
          run<double>(MACO_RT_F64, ta, tb, batch, st);
        }
  // Empty problems are no-ops.
  OK(maco_rt_gemm(MACO_RT_F32, 0, 0, 0, 0, 0, 1.0, nullptr, 1, nullptr, 1,
                  0.0, nullptr, 1, nullptr));
  OK(maco_rt_gemm_batched(MACO_RT_F32, 0, 0, 0, 2, 2, 2, 1.0, nullptr, 2, 4,
                          nullptr, 2, 4, 0.0, nullptr, 2, 4, nullptr));
  // Row-major, column-major (transposed), padded leading dimensions.
  checkLayout(4, 3, 3, 1, 1, 0, 3);
  checkLayout(4, 3, 5, 1, 1, 0, 5);
  checkLayout(4, 3, 1, 4, 1, 1, 4);
  checkLayout(4, 3, 1, 7, 1, 1, 7);
  // No unit stride, or a leading dimension BLAS rejects (overlapping rows,
  // a broadcast): not a BLAS matrix.
  checkLayout(4, 3, 6, 2, 0, 0, 0);
  checkLayout(4, 3, 2, 1, 0, 0, 0);
  checkLayout(4, 3, 0, 1, 0, 0, 0);
  checkLayout(4, 3, 1, 3, 0, 0, 0);
  // A row or a column: the stride along the extent of 1 is never used.
  checkLayout(1, 3, 0, 1, 1, 0, 3);
  checkLayout(1, 3, 99, 5, 1, 1, 5);
  checkLayout(4, 1, 1, 0, 1, 1, 4);
  checkLayout(4, 1, 6, 0, 1, 0, 6);
  checkLayout(1, 1, 0, 0, 1, 0, 1);
  OK(maco_rt_stream_release(s));
  return finishTest("test_gemm");
}
