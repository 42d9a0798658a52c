// Explicit collective algorithms (maco_rt_*_algo): every valid pairing of
// collective and algorithm on the world group, synchronously and on a
// stream, in and out of place, with counts that do not divide by the group
// (run on 1-4 ranks: 3 is not a power of two, which recursive doubling and
// the trees must handle). Expected values are closed forms over the ranks;
// floating-point all-reduces must also give the same bits on every rank.
// Invalid pairings are INVALID_ARGUMENT with a message naming them.
#include "test_util.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace {

int N = 1;
maco_rt_comm_t world;

double value(int w, int64_t i) { return w + 1 + (double)(i % 7); }
double sumOver(int64_t i) {
  double acc = 0;
  for (int w = 0; w < N; ++w)
    acc += value(w, i);
  return acc;
}
double maxOver(int64_t i) {
  double acc = value(0, i);
  for (int w = 1; w < N; ++w)
    acc = std::max(acc, value(w, i));
  return acc;
}

struct Case {
  maco_rt_stream_t stream;
  maco_rt_algorithm_t algo;
  int64_t count;
  maco_rt_dtype_t t;
  const char *what() const {
    static char b[160];
    snprintf(b, sizeof(b), "algorithm=%s count=%lld dtype=%s stream=%s",
             maco_rt_algorithm_name(algo), (long long)count, dtName(t),
             stream ? "yes" : "null");
    return b;
  }
  void sync() const { OK(maco_rt_stream_synchronize(stream)); }
};

void allReduce(const Case &c, bool inPlace, maco_rt_reduction_t op) {
  Buf send(c.t, c.count), recv(c.t, c.count);
  for (int64_t i = 0; i < c.count; ++i)
    send.set(i, value(g_rank, i));
  Buf &out = inPlace ? send : recv;
  OK(maco_rt_all_reduce_algo(send.data(), out.data(), c.count, c.t, op, world,
                             c.stream, c.algo));
  c.sync();
  for (int64_t i = 0; i < c.count; ++i) {
    double want = op == MACO_RT_MAX ? maxOver(i) : sumOver(i);
    CHECK(out.get(i) == want, "all_reduce %s %s: [%lld] = %g, expected %g",
          c.what(), inPlace ? "in place" : "", (long long)i, out.get(i), want);
  }
}

// Sums of values with many significant bits: any difference in the order
// of reduction between ranks shows in the low bits.
void allReduceSameBits(const Case &c) {
  std::vector<float> x(c.count), gathered((size_t)c.count * N);
  for (int64_t i = 0; i < c.count; ++i)
    x[i] = 0.1f * (float)(g_rank + 1) + 1e-3f * (float)i + 1.f / 3.f;
  OK(maco_rt_all_reduce_algo(x.data(), x.data(), c.count, MACO_RT_F32,
                             MACO_RT_SUM, world, c.stream, c.algo));
  c.sync();
  OK(maco_rt_all_gather(x.data(), gathered.data(), c.count, MACO_RT_F32, world,
                        nullptr));
  for (int w = 1; w < N && c.count > 0; ++w)
    CHECK(memcmp(gathered.data(), gathered.data() + (size_t)w * c.count,
                 c.count * sizeof(float)) == 0,
          "all_reduce %s: rank %d's result differs in its bits from rank 0's",
          c.what(), w);
}

void allGather(const Case &c, bool inPlace) {
  Buf out(c.t, c.count * N), own(c.t, c.count);
  for (int64_t i = 0; i < c.count; ++i)
    (inPlace ? out.set(g_rank * c.count + i, value(g_rank, i))
             : own.set(i, value(g_rank, i)));
  const void *send = inPlace
                         ? (const void *)((const unsigned char *)out.data() +
                                          g_rank * c.count * esize(c.t))
                         : own.data();
  OK(maco_rt_all_gather_algo(send, out.data(), c.count, c.t, world, c.stream,
                             c.algo));
  c.sync();
  for (int w = 0; w < N; ++w)
    for (int64_t i = 0; i < c.count; ++i)
      CHECK(out.get(w * c.count + i) == value(w, i),
            "all_gather %s: block %d [%lld] = %g, expected %g", c.what(), w,
            (long long)i, out.get(w * c.count + i), value(w, i));
}

void reduceScatter(const Case &c) {
  Buf send(c.t, c.count * N), out(c.t, c.count);
  for (int b = 0; b < N; ++b)
    for (int64_t i = 0; i < c.count; ++i)
      send.set(b * c.count + i, value(g_rank, b * c.count + i));
  OK(maco_rt_reduce_scatter_algo(send.data(), out.data(), c.count, c.t,
                                 MACO_RT_SUM, world, c.stream, c.algo));
  c.sync();
  for (int64_t i = 0; i < c.count; ++i)
    CHECK(out.get(i) == sumOver(g_rank * c.count + i),
          "reduce_scatter %s: [%lld] = %g, expected %g", c.what(), (long long)i,
          out.get(i), sumOver(g_rank * c.count + i));
}

void broadcast(const Case &c, int root) {
  Buf send(c.t, c.count), out(c.t, c.count);
  for (int64_t i = 0; i < c.count; ++i) {
    send.set(i, value(g_rank, i));
    out.set(i, -1);
  }
  OK(maco_rt_broadcast_algo(send.data(), out.data(), c.count, c.t, root, world,
                            c.stream, c.algo));
  c.sync();
  for (int64_t i = 0; i < c.count; ++i)
    CHECK(out.get(i) == value(root, i),
          "broadcast %s root %d: [%lld] = %g, expected %g", c.what(), root,
          (long long)i, out.get(i), value(root, i));
}

} // namespace

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  OK(maco_rt_world_size(&N));
  OK(maco_rt_comm_world(&world));
  maco_rt_stream_t stream;
  OK(maco_rt_stream_create(&stream));
  const bool pof2 = (N & (N - 1)) == 0;
  const int64_t counts[] = {0, 1, 37, 20011};
  for (maco_rt_stream_t s : {(maco_rt_stream_t) nullptr, stream})
    for (int64_t count : counts)
      for (maco_rt_dtype_t t : {MACO_RT_F32, MACO_RT_I32, MACO_RT_F64}) {
        using A = maco_rt_algorithm_t;
        for (A a : {MACO_RT_ALGO_RING, MACO_RT_ALGO_RECURSIVE_DOUBLING,
                    MACO_RT_ALGO_TREE, MACO_RT_ALGO_DIRECT}) {
          Case c{s, a, count, t};
          allReduce(c, count % 2 == 1, MACO_RT_SUM);
          allReduce(c, false, MACO_RT_MAX);
          if (t == MACO_RT_F32)
            allReduceSameBits(c);
        }
        for (A a : {MACO_RT_ALGO_RING, MACO_RT_ALGO_DIRECT,
                    MACO_RT_ALGO_RECURSIVE_DOUBLING}) {
          if (a == MACO_RT_ALGO_RECURSIVE_DOUBLING && !pof2)
            continue;
          allGather(Case{s, a, count, t}, count % 2 == 1);
        }
        for (A a : {MACO_RT_ALGO_RING, MACO_RT_ALGO_DIRECT})
          reduceScatter(Case{s, a, count, t});
        for (A a : {MACO_RT_ALGO_TREE, MACO_RT_ALGO_DIRECT})
          for (int root = 0; root < N; ++root)
            broadcast(Case{s, a, count, t}, root);
      }

  // Invalid pairings.
  float x[4] = {0, 0, 0, 0}, y[16];
  EXPECT_ERR(maco_rt_broadcast_algo(x, x, 4, MACO_RT_F32, 0, world, nullptr,
                                    MACO_RT_ALGO_RING),
             MACO_RT_INVALID_ARGUMENT, "algorithm ring does not apply to");
  EXPECT_ERR(maco_rt_reduce_scatter_algo(y, x, 1, MACO_RT_F32, MACO_RT_SUM,
                                         world, nullptr, MACO_RT_ALGO_TREE),
             MACO_RT_INVALID_ARGUMENT, "algorithm tree does not apply to");
  EXPECT_ERR(maco_rt_all_reduce_algo(x, x, 4, MACO_RT_F32, MACO_RT_SUM, world,
                                     nullptr, (maco_rt_algorithm_t)9),
             MACO_RT_INVALID_ARGUMENT, "invalid algorithm 9");
  if (!pof2)
    EXPECT_ERR(maco_rt_all_gather_algo(x, y, 1, MACO_RT_F32, world, nullptr,
                                       MACO_RT_ALGO_RECURSIVE_DOUBLING),
               MACO_RT_INVALID_ARGUMENT, "needs a power-of-two group");
  OK(maco_rt_stream_release(stream));
  return finishTest("test_algorithms");
}
