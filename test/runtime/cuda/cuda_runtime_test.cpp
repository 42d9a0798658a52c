//===- cuda_runtime_test.cpp - GPU test of the maco CUDA/NCCL backend -----===//
//
// World size 1 (one GPU per process; NCCL refuses two ranks on one device):
//   * every collective x dtype (x reduction) through the public C API, on the
//     synchronous path and on a runtime stream, in and out of place;
//   * send/recv to self, permute to self / to nobody, barrier;
//   * GEMM f32/f64/f16/bf16 (transposes, alpha/beta, padded leading
//     dimensions) against a CPU reference;
//   * stream/event ordering (kernels on one stream, collective on another
//     after stream_wait_event; host callbacks);
//   * the mgpu* driver-API entry points launching a hand-written PTX kernel on
//     a runtime-owned stream;
//   * stats, trace and error messages.
//
// Exit codes: 0 pass, 1 failure, 77 skipped (no CUDA device; CTest
// SKIP_RETURN_CODE). Run directly or under `mpirun -np 1`.
//
//===----------------------------------------------------------------------===//

#include "maco/runtime/runtime.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" {
void *mgpuModuleLoad(void *data, size_t gpuBlobSize);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void mgpuModuleUnload(void *module);
int maco_rt_cuda_device(void);
}

namespace {

int failures = 0;
int checks = 0;

#define EXPECT(cond, ...)                                                      \
  do {                                                                         \
    ++checks;                                                                  \
    if (!(cond)) {                                                             \
      ++failures;                                                              \
      fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);          \
      fprintf(stderr, __VA_ARGS__);                                            \
      fprintf(stderr, "\n");                                                   \
    }                                                                          \
  } while (0)

#define RT_OK(call)                                                            \
  do {                                                                         \
    maco_rt_status_t s_ = (call);                                              \
    ++checks;                                                                  \
    if (s_ != MACO_RT_OK) {                                                    \
      ++failures;                                                              \
      fprintf(stderr, "FAIL %s:%d: %s -> %s: %s\n", __FILE__, __LINE__, #call, \
              maco_rt_status_string(s_), maco_rt_last_error());                \
    }                                                                          \
  } while (0)

#define CUDA_OK(call)                                                          \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "FATAL %s:%d: %s -> %s\n", __FILE__, __LINE__, #call,    \
              cudaGetErrorString(e_));                                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

const char *dtypeName(maco_rt_dtype_t t) {
  static const char *n[] = {"f32", "f16", "bf16", "f64", "i32", "i64", "i8"};
  return n[t];
}
const char *redName(maco_rt_reduction_t r) {
  static const char *n[] = {"sum", "prod", "max", "min", "avg"};
  return n[r];
}
bool isFloat(maco_rt_dtype_t t) {
  return t == MACO_RT_F32 || t == MACO_RT_F16 || t == MACO_RT_BF16 ||
         t == MACO_RT_F64;
}

/// Host bytes of `n` elements of `t` with deterministic pseudo-random,
/// exactly representable values.
std::vector<unsigned char> makeData(maco_rt_dtype_t t, size_t n,
                                    unsigned seed) {
  std::vector<unsigned char> v(n * maco_rt_dtype_size(t));
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-100, 100);
  for (size_t i = 0; i < n; ++i) {
    int x = dist(rng);
    float f = x * 0.25f;
    switch (t) {
    case MACO_RT_F32:
      reinterpret_cast<float *>(v.data())[i] = f;
      break;
    case MACO_RT_F64:
      reinterpret_cast<double *>(v.data())[i] = f;
      break;
    case MACO_RT_F16:
      reinterpret_cast<__half *>(v.data())[i] = __float2half(f);
      break;
    case MACO_RT_BF16:
      reinterpret_cast<__nv_bfloat16 *>(v.data())[i] = __float2bfloat16(f);
      break;
    case MACO_RT_I32:
      reinterpret_cast<int32_t *>(v.data())[i] = x * 1000;
      break;
    case MACO_RT_I64:
      reinterpret_cast<int64_t *>(v.data())[i] = (int64_t)x << 35;
      break;
    case MACO_RT_I8:
      reinterpret_cast<int8_t *>(v.data())[i] = (int8_t)x;
      break;
    }
  }
  return v;
}

struct DevBuf {
  void *p = nullptr;
  size_t bytes = 0;
  explicit DevBuf(size_t b) : bytes(b) { CUDA_OK(cudaMalloc(&p, b ? b : 1)); }
  ~DevBuf() { cudaFree(p); }
  void upload(const std::vector<unsigned char> &h) {
    CUDA_OK(cudaMemcpy(p, h.data(), h.size(), cudaMemcpyHostToDevice));
    // Runtime streams are non-blocking: finish before they touch p.
    CUDA_OK(cudaDeviceSynchronize());
  }
  std::vector<unsigned char> download() const {
    std::vector<unsigned char> h(bytes);
    CUDA_OK(cudaMemcpy(h.data(), p, bytes, cudaMemcpyDeviceToHost));
    return h;
  }
  void fill(unsigned char byte) {
    CUDA_OK(cudaMemset(p, byte, bytes));
    CUDA_OK(cudaDeviceSynchronize());
  }
};

//===----------------------------------------------------------------------===//
// Collectives at world size 1
//===----------------------------------------------------------------------===//

void sync(maco_rt_stream_t s) { RT_OK(maco_rt_stream_synchronize(s)); }

//===----------------------------------------------------------------------===//
// Sizes that do not fit
//===----------------------------------------------------------------------===//

/// Counts whose byte size wraps around in 64 bits (2^61 elements of 8
/// bytes: 2^64 bytes, 0) are INVALID_ARGUMENT with a message that names the
/// call, the rank and the count, on the CUDA backend as on the CPU one
/// (test/runtime/test_errors.cpp), synchronously and on a stream, before
/// anything is enqueued.
void testOverflow(maco_rt_comm_t world, maco_rt_stream_t stream) {
  const int64_t huge = (int64_t)1 << 61;
  DevBuf a(64), b(64);
  for (maco_rt_stream_t s : {(maco_rt_stream_t) nullptr, stream}) {
    maco_rt_status_t r =
        maco_rt_all_reduce(a.p, a.p, huge, MACO_RT_F64, MACO_RT_SUM, world, s);
    EXPECT(r == MACO_RT_INVALID_ARGUMENT &&
               strstr(maco_rt_last_error(),
                      "maco_rt_all_reduce: count 2305843009213693952 is too "
                      "large on rank 0"),
           "all_reduce of 2^61 f64 (stream %p): %s: %s", (void *)s,
           maco_rt_status_string(r), maco_rt_last_error());
    r = maco_rt_all_gather(a.p, b.p, huge, MACO_RT_F64, world, s);
    EXPECT(r == MACO_RT_INVALID_ARGUMENT &&
               strstr(maco_rt_last_error(), "maco_rt_all_gather: count"),
           "all_gather of 2^61 f64 (stream %p): %s: %s", (void *)s,
           maco_rt_status_string(r), maco_rt_last_error());
    r = maco_rt_fill_zero(a.p, huge, MACO_RT_F64, s);
    EXPECT(r == MACO_RT_INVALID_ARGUMENT &&
               strstr(maco_rt_last_error(), "maco_rt_fill_zero: count"),
           "fill_zero of 2^61 f64 (stream %p): %s: %s", (void *)s,
           maco_rt_status_string(r), maco_rt_last_error());
    if (s)
      sync(s); // nothing was enqueued: no error pending on the stream
  }
}

void testCollectives(maco_rt_comm_t world, maco_rt_stream_t stream) {
  const size_t n = 1000 + 3; // odd size
  const char *where = stream ? "stream" : "sync";
  for (int ti = 0; ti < MACO_RT_NUM_DTYPES; ++ti) {
    auto t = (maco_rt_dtype_t)ti;
    size_t es = maco_rt_dtype_size(t);
    auto host = makeData(t, n, 17 + ti);
    DevBuf a(n * es), b(n * es);
    // all_reduce: every reduction over one rank is the identity.
    for (int ri = 0; ri < MACO_RT_NUM_REDUCTIONS; ++ri) {
      auto r = (maco_rt_reduction_t)ri;
      if (r == MACO_RT_AVG && !isFloat(t)) {
        a.upload(host);
        maco_rt_status_t s =
            maco_rt_all_reduce(a.p, b.p, n, t, r, world, stream);
        EXPECT(s == MACO_RT_UNSUPPORTED,
               "avg on %s should be UNSUPPORTED, got %s", dtypeName(t),
               maco_rt_status_string(s));
        continue;
      }
      a.upload(host);
      b.fill(0xAB);
      RT_OK(maco_rt_all_reduce(a.p, b.p, n, t, r, world, stream));
      sync(stream);
      EXPECT(b.download() == host, "all_reduce %s %s (%s) out of place",
             dtypeName(t), redName(r), where);
      RT_OK(maco_rt_all_reduce(a.p, a.p, n, t, r, world, stream));
      sync(stream);
      EXPECT(a.download() == host, "all_reduce %s %s (%s) in place",
             dtypeName(t), redName(r), where);
    }
    // all_gather / reduce_scatter / broadcast / all_to_all over one rank.
    a.upload(host);
    b.fill(0);
    RT_OK(maco_rt_all_gather(a.p, b.p, n, t, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "all_gather %s (%s)", dtypeName(t), where);
    b.fill(0);
    RT_OK(maco_rt_reduce_scatter(a.p, b.p, n, t, MACO_RT_SUM, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "reduce_scatter %s (%s)", dtypeName(t), where);
    b.fill(0);
    RT_OK(maco_rt_broadcast(a.p, b.p, n, t, 0, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "broadcast %s (%s)", dtypeName(t), where);
    b.fill(0);
    RT_OK(maco_rt_all_to_all(a.p, b.p, n, t, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "all_to_all %s (%s)", dtypeName(t), where);
    // permute to self: copy; in place: unchanged; to nobody: untouched.
    b.fill(0);
    RT_OK(maco_rt_permute(a.p, b.p, n, t, 0, 0, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "permute to self %s (%s)", dtypeName(t),
           where);
    RT_OK(maco_rt_permute(a.p, a.p, n, t, 0, 0, world, stream));
    sync(stream);
    EXPECT(a.download() == host, "permute to self in place %s (%s)",
           dtypeName(t), where);
    b.fill(0x5A);
    auto before = b.download();
    RT_OK(maco_rt_permute(a.p, b.p, n, t, -1, -1, world, stream));
    sync(stream);
    EXPECT(b.download() == before, "permute to nobody %s (%s)", dtypeName(t),
           where);
    // send/recv to self (staged by the send), two messages, two tags.
    DevBuf c(n * es);
    auto host2 = makeData(t, n, 99 + ti);
    c.upload(host2);
    b.fill(0);
    RT_OK(maco_rt_send(a.p, n, t, 0, 1, world, stream));
    RT_OK(maco_rt_send(c.p, n, t, 0, 2, world, stream));
    // Overwrite the source after the send: the staged copy must not change.
    if (!stream)
      a.fill(0);
    DevBuf d(n * es);
    RT_OK(maco_rt_recv(d.p, n, t, 0, 2, world, stream));
    RT_OK(maco_rt_recv(b.p, n, t, 0, 1, world, stream));
    sync(stream);
    EXPECT(b.download() == host, "send/recv self tag 1 %s (%s)", dtypeName(t),
           where);
    EXPECT(d.download() == host2, "send/recv self tag 2 %s (%s)", dtypeName(t),
           where);
  }
  RT_OK(maco_rt_barrier(world, stream));
  sync(stream);
  // Zero-count operations are no-ops.
  RT_OK(maco_rt_all_reduce(nullptr, nullptr, 0, MACO_RT_F32, MACO_RT_SUM, world,
                           stream));
  sync(stream);
  // A recv from self without a send is an error, not a hang.
  DevBuf e(64);
  maco_rt_status_t s = maco_rt_recv(e.p, 16, MACO_RT_F32, 0, 7, world, stream);
  EXPECT(s != MACO_RT_OK, "recv from self without send should fail");
  if (s != MACO_RT_OK)
    printf("  expected error (%s): %s: %s\n", where, maco_rt_status_string(s),
           maco_rt_last_error());
  sync(stream);
}

//===----------------------------------------------------------------------===//
// GEMM against a CPU reference
//===----------------------------------------------------------------------===//

double toDouble(maco_rt_dtype_t t, const unsigned char *p, size_t i) {
  switch (t) {
  case MACO_RT_F32:
    return reinterpret_cast<const float *>(p)[i];
  case MACO_RT_F64:
    return reinterpret_cast<const double *>(p)[i];
  case MACO_RT_F16:
    return __half2float(reinterpret_cast<const __half *>(p)[i]);
  case MACO_RT_BF16:
    return __bfloat162float(reinterpret_cast<const __nv_bfloat16 *>(p)[i]);
  default:
    return 0;
  }
}

void setFromDouble(maco_rt_dtype_t t, unsigned char *p, size_t i, double v) {
  switch (t) {
  case MACO_RT_F32:
    reinterpret_cast<float *>(p)[i] = (float)v;
    break;
  case MACO_RT_F64:
    reinterpret_cast<double *>(p)[i] = v;
    break;
  case MACO_RT_F16:
    reinterpret_cast<__half *>(p)[i] = __float2half((float)v);
    break;
  case MACO_RT_BF16:
    reinterpret_cast<__nv_bfloat16 *>(p)[i] = __float2bfloat16((float)v);
    break;
  default:
    break;
  }
}

void testGemmCase(maco_rt_dtype_t t, int transA, int transB, int64_t M,
                  int64_t N, int64_t K, double alpha, double beta,
                  maco_rt_stream_t stream) {
  size_t es = maco_rt_dtype_size(t);
  // Stored shapes (row-major): A is M x K (K x M if transA), with padding.
  int64_t aRows = transA ? K : M, aCols = transA ? M : K;
  int64_t bRows = transB ? N : K, bCols = transB ? K : N;
  int64_t lda = aCols + 3, ldb = bCols + 1, ldc = N + 2;
  std::vector<unsigned char> A(aRows * lda * es), B(bRows * ldb * es),
      C(M * ldc * es);
  std::mt19937 rng(1234 + M + 7 * N + 13 * K + transA * 2 + transB);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (size_t i = 0; i < (size_t)(aRows * lda); ++i)
    setFromDouble(t, A.data(), i, dist(rng));
  for (size_t i = 0; i < (size_t)(bRows * ldb); ++i)
    setFromDouble(t, B.data(), i, dist(rng));
  for (size_t i = 0; i < (size_t)(M * ldc); ++i)
    setFromDouble(t, C.data(), i, dist(rng));
  std::vector<double> ref(M * N);
  double maxAbs = 0;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double acc = 0;
      for (int64_t k = 0; k < K; ++k) {
        double a = transA ? toDouble(t, A.data(), k * lda + i)
                          : toDouble(t, A.data(), i * lda + k);
        double b = transB ? toDouble(t, B.data(), j * ldb + k)
                          : toDouble(t, B.data(), k * ldb + j);
        acc += a * b;
      }
      ref[i * N + j] = alpha * acc + beta * toDouble(t, C.data(), i * ldc + j);
      maxAbs = std::max(maxAbs, std::fabs(ref[i * N + j]));
    }
  DevBuf dA(A.size()), dB(B.size()), dC(C.size());
  dA.upload(A);
  dB.upload(B);
  dC.upload(C);
  RT_OK(maco_rt_gemm(t, transA, transB, M, N, K, alpha, dA.p, lda, dB.p, ldb,
                     beta, dC.p, ldc, stream));
  sync(stream);
  auto out = dC.download();
  double tol;
  switch (t) {
  case MACO_RT_F64:
    tol = 1e-10;
    break;
  case MACO_RT_F32:
    tol = 1e-4;
    break;
  case MACO_RT_F16:
    tol = 4e-3;
    break;
  default:
    tol = 2e-2;
    break;
  }
  tol *= std::max(1.0, maxAbs);
  double worst = 0;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j)
      worst = std::max(worst, std::fabs(toDouble(t, out.data(), i * ldc + j) -
                                        ref[i * N + j]));
  // Padding columns of C must be untouched.
  bool padOk = true;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = N; j < ldc; ++j)
      padOk &= std::memcmp(&out[(i * ldc + j) * es], &C[(i * ldc + j) * es],
                           es) == 0;
  EXPECT(worst <= tol && padOk,
         "gemm %s tA=%d tB=%d %lldx%lldx%lld alpha=%g beta=%g: max error %g "
         "(tol %g), padding %s",
         dtypeName(t), transA, transB, (long long)M, (long long)N, (long long)K,
         alpha, beta, worst, tol, padOk ? "ok" : "clobbered");
}

void testGemm(maco_rt_stream_t stream) {
  const maco_rt_dtype_t types[] = {MACO_RT_F32, MACO_RT_F64, MACO_RT_F16,
                                   MACO_RT_BF16};
  for (maco_rt_dtype_t t : types)
    for (int ta = 0; ta < 2; ++ta)
      for (int tb = 0; tb < 2; ++tb) {
        testGemmCase(t, ta, tb, 37, 53, 29, 1.0, 0.0, stream);
        testGemmCase(t, ta, tb, 64, 48, 80, 0.5, -1.25, stream);
      }
  testGemmCase(MACO_RT_F32, 0, 0, 1, 1, 1, 2.0, 1.0, stream);
  testGemmCase(MACO_RT_F32, 0, 0, 8, 8, 0, 1.0, 0.5, stream); // K = 0
  DevBuf x(64);
  maco_rt_status_t s = maco_rt_gemm(MACO_RT_I32, 0, 0, 2, 2, 2, 1.0, x.p, 2,
                                    x.p, 2, 0.0, x.p, 2, stream);
  EXPECT(s == MACO_RT_UNSUPPORTED, "i32 gemm should be UNSUPPORTED, got %s",
         maco_rt_status_string(s));
  if (s != MACO_RT_OK)
    printf("  expected error: %s: %s\n", maco_rt_status_string(s),
           maco_rt_last_error());
}

//===----------------------------------------------------------------------===//
// mgpu* and streams/events
//===----------------------------------------------------------------------===//

// x[i] = a * x[i] + b for i < n. PTX ISA 7.0 for sm_75+; the driver JITs it
// for the device. Deliberately passed without its terminating NUL.
const char kPtx[] = R"PTX(//
// maco test kernel (hand-written PTX)
.version 7.0
.target sm_75
.address_size 64

.visible .entry maco_test_axpb(
	.param .u64 maco_test_axpb_param_0,
	.param .f32 maco_test_axpb_param_1,
	.param .f32 maco_test_axpb_param_2,
	.param .u32 maco_test_axpb_param_3
)
{
	.reg .pred 	%p<2>;
	.reg .f32 	%f<5>;
	.reg .b32 	%r<6>;
	.reg .b64 	%rd<5>;

	ld.param.u64 	%rd1, [maco_test_axpb_param_0];
	ld.param.f32 	%f1, [maco_test_axpb_param_1];
	ld.param.f32 	%f2, [maco_test_axpb_param_2];
	ld.param.u32 	%r2, [maco_test_axpb_param_3];
	mov.u32 	%r3, %ctaid.x;
	mov.u32 	%r4, %ntid.x;
	mov.u32 	%r5, %tid.x;
	mad.lo.s32 	%r1, %r3, %r4, %r5;
	setp.ge.s32 	%p1, %r1, %r2;
	@%p1 bra 	$L__BB0_2;
	cvta.to.global.u64 	%rd2, %rd1;
	mul.wide.s32 	%rd3, %r1, 4;
	add.s64 	%rd4, %rd2, %rd3;
	ld.global.f32 	%f3, [%rd4];
	fma.rn.f32 	%f4, %f3, %f1, %f2;
	st.global.f32 	[%rd4], %f4;
$L__BB0_2:
	ret;
}

// Spins while *flag == 0 (used by --timeout-check).
.visible .entry maco_test_spin(
	.param .u64 maco_test_spin_param_0
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [maco_test_spin_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
$L__spin:
	ld.volatile.global.u32 	%r1, [%rd2];
	setp.eq.s32 	%p1, %r1, 0;
	@%p1 bra 	$L__spin;
	ret;
}
)PTX";

struct Kernel {
  void *module = nullptr;
  void *fn = nullptr;
  void launch(void *stream, float *x, float a, float b, int n) {
    void *params[] = {&x, &a, &b, &n};
    mgpuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, params,
                     nullptr, 4);
  }
};

struct HostFlag {
  int value = 0;
};
void setFlag(void *p) { static_cast<HostFlag *>(p)->value = 42; }

void testStreamsAndKernels(maco_rt_comm_t world) {
  Kernel k;
  k.module = mgpuModuleLoad(const_cast<char *>(kPtx), sizeof(kPtx) - 1);
  k.fn = mgpuModuleGetFunction(k.module, "maco_test_axpb");
  EXPECT(k.module && k.fn, "mgpu module/function");

  maco_rt_stream_t s1, s2;
  RT_OK(maco_rt_stream_create(&s1));
  RT_OK(maco_rt_stream_create(&s2));
  int id1 = 0, id2 = 0;
  RT_OK(maco_rt_stream_id(s1, &id1));
  RT_OK(maco_rt_stream_id(s2, &id2));
  EXPECT(id1 >= 1 && id2 > id1, "stream ids %d %d", id1, id2);
  void *cs1 = nullptr, *cs2 = nullptr;
  RT_OK(maco_rt_stream_native_handle(s1, &cs1));
  RT_OK(maco_rt_stream_native_handle(s2, &cs2));
  EXPECT(cs1 && cs2 && cs1 != cs2, "native handles");

  // Big enough that 200 launches take a while; ordering must hold anyway.
  const int n = 1 << 22;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 1000);
  DevBuf x(n * sizeof(float)), y(n * sizeof(float));
  CUDA_OK(cudaMemcpy(x.p, h.data(), x.bytes, cudaMemcpyHostToDevice));
  y.fill(0); // also synchronises the device

  // s1: x = 2x + 1, then 200 x += 1; s2 waits, then all_reduce x -> y.
  k.launch(cs1, static_cast<float *>(x.p), 2.0f, 1.0f, n);
  for (int i = 0; i < 200; ++i)
    k.launch(cs1, static_cast<float *>(x.p), 1.0f, 1.0f, n);
  maco_rt_event_t ev;
  RT_OK(maco_rt_event_create(&ev));
  RT_OK(maco_rt_event_record(ev, s1));
  RT_OK(maco_rt_stream_wait_event(s2, ev));
  RT_OK(maco_rt_all_reduce(x.p, y.p, n, MACO_RT_F32, MACO_RT_SUM, world, s2));
  HostFlag flag;
  RT_OK(maco_rt_stream_enqueue_host(s2, setFlag, &flag));
  RT_OK(maco_rt_stream_synchronize(s2));
  EXPECT(flag.value == 42, "host callback ran before stream_synchronize");
  int done = 0;
  RT_OK(maco_rt_event_query(ev, &done));
  EXPECT(done == 1, "event completed after the dependent stream finished");
  std::vector<float> out(n);
  CUDA_OK(cudaMemcpy(out.data(), y.p, y.bytes, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != 2.0f * h[i] + 1.0f + 200.0f)
      ++bad;
  EXPECT(bad == 0,
         "cross-stream ordering: %d of %d elements wrong "
         "(first: got %g want %g)",
         bad, n, out[0], 2.0f * h[0] + 201.0f);

  // GEMM on s1 overlapping a collective on s2, joined by an event.
  const int64_t m = 512;
  DevBuf A(m * m * 4), B(m * m * 4), C(m * m * 4);
  std::vector<float> ones(m * m, 1.0f);
  CUDA_OK(cudaMemcpy(A.p, ones.data(), A.bytes, cudaMemcpyHostToDevice));
  CUDA_OK(cudaMemcpy(B.p, ones.data(), B.bytes, cudaMemcpyHostToDevice));
  CUDA_OK(cudaDeviceSynchronize());
  RT_OK(maco_rt_gemm(MACO_RT_F32, 0, 0, m, m, m, 1.0, A.p, m, B.p, m, 0.0, C.p,
                     m, s1));
  RT_OK(maco_rt_all_reduce(x.p, y.p, n, MACO_RT_F32, MACO_RT_MAX, world, s2));
  RT_OK(maco_rt_event_record(ev, s1));
  RT_OK(maco_rt_stream_wait_event(s2, ev));
  // s2: C (ones * ones = m everywhere) -> all_reduce into A.
  RT_OK(
      maco_rt_all_reduce(C.p, A.p, m * m, MACO_RT_F32, MACO_RT_SUM, world, s2));
  RT_OK(maco_rt_event_synchronize(ev));
  RT_OK(maco_rt_stream_synchronize(s2));
  std::vector<float> ca(m * m);
  CUDA_OK(cudaMemcpy(ca.data(), A.p, A.bytes, cudaMemcpyDeviceToHost));
  bad = 0;
  for (float v : ca)
    bad += v != (float)m;
  EXPECT(bad == 0, "gemm -> event -> all_reduce: %d wrong (got %g want %g)",
         bad, ca[0], (float)m);

  RT_OK(maco_rt_event_release(ev));

  // Released completed events are reused (the backend's pool): a new one
  // behaves as never recorded even if it was, and records again.
  for (int i = 0; i < 3; ++i) {
    maco_rt_event_t e2;
    RT_OK(maco_rt_event_create(&e2));
    int fresh = 0;
    RT_OK(maco_rt_event_query(e2, &fresh));
    EXPECT(fresh == 1, "a new (possibly reused) event is complete");
    RT_OK(maco_rt_event_synchronize(e2));
    k.launch(cs1, static_cast<float *>(x.p), 1.0f, 0.0f, n);
    RT_OK(maco_rt_event_record(e2, s1));
    RT_OK(maco_rt_event_synchronize(e2));
    int recorded = 0;
    RT_OK(maco_rt_event_query(e2, &recorded));
    EXPECT(recorded == 1, "event complete after synchronize");
    RT_OK(maco_rt_event_release(e2));
  }

  RT_OK(maco_rt_stream_release(s1));
  RT_OK(maco_rt_stream_release(s2));
  mgpuModuleUnload(k.module);
}

} // namespace

/// --mpi-check: CPU backend, one host all-reduce. Checks that MPI and
/// libmaco_runtime work on a machine before the GPU part is tried.
int mpiCheck(int argc, char **argv) {
  maco_rt_status_t s =
      maco_rt_init_with_backend(&argc, &argv, MACO_RT_BACKEND_CPU);
  if (s != MACO_RT_OK) {
    fprintf(stderr, "FAIL: maco_rt_init (cpu): %s: %s\n",
            maco_rt_status_string(s), maco_rt_last_error());
    return 1;
  }
  int size = 0;
  RT_OK(maco_rt_world_size(&size));
  maco_rt_comm_t world;
  RT_OK(maco_rt_comm_world(&world));
  float x[4] = {1, 2, 3, 4}, y[4] = {0, 0, 0, 0};
  RT_OK(maco_rt_all_reduce(x, y, 4, MACO_RT_F32, MACO_RT_SUM, world, nullptr));
  for (int i = 0; i < 4; ++i)
    EXPECT(y[i] == x[i] * size, "cpu all_reduce element %d: %g", i, y[i]);
  RT_OK(maco_rt_finalize());
  printf("mpi check (cpu backend, world size %d): %s\n", size,
         failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}

/// --timeout-check: a kernel that never finishes followed by an all-reduce
/// on the same stream; with MACO_TIMEOUT set, stream_synchronize must print
/// "maco: timeout: all_reduce on rank 0 ..." and abort the job (non-zero
/// exit). Returning from here is the failure.
int timeoutCheck(int argc, char **argv) {
  if (!getenv("MACO_TIMEOUT")) {
    fprintf(stderr, "--timeout-check needs MACO_TIMEOUT (e.g. 2)\n");
    return 1;
  }
  maco_rt_status_t s =
      maco_rt_init_with_backend(&argc, &argv, MACO_RT_BACKEND_CUDA);
  if (s != MACO_RT_OK) {
    fprintf(stderr, "FAIL: maco_rt_init_with_backend(CUDA): %s: %s\n",
            maco_rt_status_string(s), maco_rt_last_error());
    return 1;
  }
  maco_rt_comm_t world;
  RT_OK(maco_rt_comm_world(&world));
  maco_rt_stream_t st;
  RT_OK(maco_rt_stream_create(&st));
  void *cs = nullptr;
  RT_OK(maco_rt_stream_native_handle(st, &cs));
  void *module = mgpuModuleLoad(const_cast<char *>(kPtx), sizeof(kPtx) - 1);
  void *spin = mgpuModuleGetFunction(module, "maco_test_spin");
  DevBuf flag(4), x(4096);
  flag.fill(0);
  x.fill(0);
  void *fp = flag.p;
  void *params[] = {&fp};
  mgpuLaunchKernel(spin, 1, 1, 1, 1, 1, 1, 0, cs, params, nullptr, 1);
  RT_OK(
      maco_rt_all_reduce(x.p, x.p, 1024, MACO_RT_F32, MACO_RT_SUM, world, st));
  printf("waiting for a stream that never completes (MACO_TIMEOUT=%s)...\n",
         getenv("MACO_TIMEOUT"));
  fflush(stdout);
  s = maco_rt_stream_synchronize(st);
  fprintf(stderr,
          "FAIL: stream_synchronize returned (%s) instead of "
          "aborting on the timeout\n",
          maco_rt_status_string(s));
  return 1;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "--mpi-check"))
    return mpiCheck(argc, argv);
  int ndev = 0;
  cudaError_t e = cudaGetDeviceCount(&ndev);
  if (e != cudaSuccess || ndev == 0) {
    printf("SKIP: no CUDA device (cudaGetDeviceCount: %s, %d devices)\n",
           e == cudaSuccess ? "ok" : cudaGetErrorString(e), ndev);
    return 77;
  }
  if (argc > 1 && !strcmp(argv[1], "--timeout-check"))
    return timeoutCheck(argc, argv);
  // Operations are timed (GPU timing events) only with MACO_STATS or
  // tracing on; the stats checks at the end need the times.
  if (const char *ms = getenv("MACO_STATS"); !ms || !*ms || !strcmp(ms, "0"))
    setenv("MACO_STATS", "1", 1);
  maco_rt_status_t s =
      maco_rt_init_with_backend(&argc, &argv, MACO_RT_BACKEND_CUDA);
  if (s != MACO_RT_OK) {
    fprintf(stderr, "FAIL: maco_rt_init_with_backend(CUDA): %s: %s\n",
            maco_rt_status_string(s), maco_rt_last_error());
    return 1;
  }
  int rank = 0, size = 0;
  RT_OK(maco_rt_world_rank(&rank));
  RT_OK(maco_rt_world_size(&size));
  maco_rt_backend_t backend;
  RT_OK(maco_rt_get_backend(&backend));
  EXPECT(backend == MACO_RT_BACKEND_CUDA, "backend is cuda");
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, maco_rt_cuda_device());
  printf("cuda runtime test: rank %d of %d on device %d (%s)\n", rank, size,
         maco_rt_cuda_device(), prop.name);
  if (size != 1) {
    fprintf(stderr, "this test expects world size 1 (one GPU per process)\n");
    maco_rt_finalize();
    return 1;
  }
  RT_OK(maco_rt_trace_enable(1));
  maco_rt_comm_t world;
  RT_OK(maco_rt_comm_world(&world));
  int64_t shape[] = {1, 1}, axes[] = {1};
  maco_rt_comm_t sub;
  RT_OK(maco_rt_comm_get(shape, 2, axes, 1, &sub));

  printf("collectives (synchronous)...\n");
  testCollectives(world, nullptr);
  printf("collectives (stream)...\n");
  maco_rt_stream_t st;
  RT_OK(maco_rt_stream_create(&st));
  testCollectives(world, st);
  testCollectives(sub, st);
  printf("sizes that do not fit...\n");
  testOverflow(world, st);
  printf("gemm (synchronous and stream)...\n");
  testGemm(nullptr);
  testGemm(st);
  printf("fill_zero on device memory (synchronous and stream)...\n");
  for (maco_rt_stream_t s : {(maco_rt_stream_t) nullptr, st}) {
    DevBuf z(64 * sizeof(float));
    z.fill(0x7f);
    RT_OK(maco_rt_fill_zero(z.p, 64, MACO_RT_F32, s));
    sync(s);
    std::vector<unsigned char> h = z.download();
    bool zero = true;
    for (unsigned char c : h)
      zero &= c == 0;
    EXPECT(zero, "maco_rt_fill_zero left non-zero bytes (stream %p)",
           (void *)s);
  }
  RT_OK(maco_rt_stream_release(st));
  printf("streams, events, mgpu kernel launch...\n");
  testStreamsAndKernels(world);

  maco_rt_stat_t ar{}, gm{};
  RT_OK(maco_rt_stats_get(MACO_RT_STAT_ALL_REDUCE, &ar));
  RT_OK(maco_rt_stats_get(MACO_RT_STAT_GEMM, &gm));
  EXPECT(ar.count > 0 && ar.total_seconds > 0 && ar.bytes > 0,
         "all_reduce stats: count %llu, %g s", (unsigned long long)ar.count,
         ar.total_seconds);
  EXPECT(gm.count > 0 && gm.total_seconds > 0, "gemm stats: count %llu",
         (unsigned long long)gm.count);
  RT_OK(maco_rt_stats_print(stdout));
  std::string trace = "cuda_runtime_test_trace.json";
  RT_OK(maco_rt_trace_write(trace.c_str()));
  FILE *f = fopen(trace.c_str(), "r");
  EXPECT(f != nullptr, "trace file written");
  if (f) {
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fclose(f);
    EXPECT(len > 100, "trace file non-trivial (%ld bytes)", len);
  }
  RT_OK(maco_rt_finalize());
  printf("%s: %d checks, %d failures\n", failures ? "FAILED" : "PASSED", checks,
         failures);
  return failures ? 1 : 0;
}
