// maco_rt_gemm: f32 and f64, all transpose combinations, padded leading
// dimensions, alpha/beta, against a reference loop written here.
#include "test_util.h"

template <typename T>
void run(maco_rt_dtype_t dt, int ta, int tb, maco_rt_stream_t stream) {
  const int64_t M = 7, N = 5, K = 6;
  const int64_t lda = (ta ? M : K) + 3, ldb = (tb ? K : N) + 2, ldc = N + 1;
  const int64_t arows = ta ? K : M, brows = tb ? N : K;
  std::vector<T> A(arows * lda), B(brows * ldb), C(M * ldc), R(M * ldc);
  for (size_t i = 0; i < A.size(); ++i)
    A[i] = (T)((int)(i * 7 % 13) - 6);
  for (size_t i = 0; i < B.size(); ++i)
    B[i] = (T)((int)(i * 5 % 11) - 5);
  for (size_t i = 0; i < C.size(); ++i)
    C[i] = R[i] = (T)((int)(i % 9) - 4);
  const double alpha = 1.5, beta = -0.5;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double acc = 0;
      for (int64_t k = 0; k < K; ++k)
        acc += (double)(ta ? A[k * lda + i] : A[i * lda + k]) *
               (double)(tb ? B[j * ldb + k] : B[k * ldb + j]);
      R[i * ldc + j] = (T)(alpha * acc + beta * (double)R[i * ldc + j]);
    }
  OK(maco_rt_gemm(dt, ta, tb, M, N, K, alpha, A.data(), lda, B.data(), ldb,
                  beta, C.data(), ldc, stream));
  OK(maco_rt_stream_synchronize(stream));
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < ldc; ++j) {
      double got = (double)C[i * ldc + j], want = (double)R[i * ldc + j];
      CHECK(std::fabs(got - want) <= 1e-4 * std::max(1.0, std::fabs(want)),
            "gemm %s transA=%d transB=%d C[%lld][%lld] = %g, expected %g",
            dtName(dt), ta, tb, (long long)i, (long long)j, got, want);
    }
}

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  maco_rt_stream_t s;
  OK(maco_rt_stream_create(&s));
  for (int ta = 0; ta < 2; ++ta)
    for (int tb = 0; tb < 2; ++tb)
      for (maco_rt_stream_t st : {(maco_rt_stream_t) nullptr, s}) {
        run<float>(MACO_RT_F32, ta, tb, st);
        run<double>(MACO_RT_F64, ta, tb, st);
      }
  // Empty problem is a no-op.
  OK(maco_rt_gemm(MACO_RT_F32, 0, 0, 0, 0, 0, 1.0, nullptr, 1, nullptr, 1,
                  0.0, nullptr, 1, nullptr));
  OK(maco_rt_stream_release(s));
  return finishTest("test_gemm");
}
