// Streams and events: in-order execution on a stream, cross-stream waits,
// concurrent collectives on two streams issued in different orders on
// different ranks (needs one MPI communicator per (comm, stream)), host
// callbacks, GEMM on a stream, event query/record semantics, small
// collectives posted at once by the enqueuing host.
#include "test_util.h"

#include <atomic>
#include <chrono>
#include <thread>

namespace {

struct AddRank {
  float *x;
  int n;
  int rank;
};
void addRank(void *p) {
  auto *a = (AddRank *)p;
  for (int i = 0; i < a->n; ++i)
    a->x[i] += (float)a->rank;
}

std::atomic<int> hostCounter{0};
void bump(void *p) {
  // Record the order in which callbacks ran.
  auto *slot = (int *)p;
  *slot = hostCounter.fetch_add(1);
}

} // namespace

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  int N = 1;
  OK(maco_rt_world_size(&N));
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));

  maco_rt_stream_t s1, s2;
  OK(maco_rt_stream_create(&s1));
  OK(maco_rt_stream_create(&s2));
  int id1 = -1, id2 = -1, id0 = -1;
  OK(maco_rt_stream_id(s1, &id1));
  OK(maco_rt_stream_id(s2, &id2));
  OK(maco_rt_stream_id(nullptr, &id0));
  CHECK(id0 == 0 && id1 >= 1 && id2 == id1 + 1, "stream ids %d %d %d", id0,
        id1, id2);
  void *native = (void *)1;
  OK(maco_rt_stream_native_handle(s1, &native));
  CHECK(native == nullptr, "cpu native handle should be NULL");

  // Zero fill, synchronous and in stream order (after an all-reduce that
  // writes the same buffer).
  {
    std::vector<int32_t> z(64, 7);
    OK(maco_rt_fill_zero(z.data(), 32, MACO_RT_I32, nullptr));
    CHECK(z[0] == 0 && z[31] == 0 && z[32] == 7, "fill_zero (sync)");
    OK(maco_rt_all_reduce(z.data(), z.data(), 64, MACO_RT_I32, MACO_RT_SUM,
                          world, s1));
    OK(maco_rt_fill_zero(z.data(), 64, MACO_RT_I32, s1));
    OK(maco_rt_stream_synchronize(s1));
    for (int v : z)
      CHECK(v == 0, "fill_zero (stream order): %d", v);
    CHECK(maco_rt_fill_zero(nullptr, 4, MACO_RT_I32, nullptr) ==
              MACO_RT_INVALID_ARGUMENT,
          "fill_zero of NULL accepted");
  }

  // 0. Explicit set-up of (world, s2), then a transfer that only some ranks
  // take part in (rank 0 -> rank 1 under a rank condition): the set-up must
  // already be done, or the ranks outside the transfer would never join it.
  OK(maco_rt_stream_bind(world, s2));
  OK(maco_rt_stream_bind(world, nullptr));
  if (N >= 2 && g_rank <= 1) {
    int v = g_rank == 0 ? 42 : -1;
    if (g_rank == 0)
      OK(maco_rt_send(&v, 1, MACO_RT_I32, 1, 5, world, s2));
    else
      OK(maco_rt_recv(&v, 1, MACO_RT_I32, 0, 5, world, s2));
    OK(maco_rt_stream_synchronize(s2));
    CHECK(v == 42, "send/recv after stream_bind: got %d", v);
  }

  // 1. Order on one stream: sum, host "+rank", max. Any reordering changes
  // the result: T = N(N+1)/2, then max over ranks of (T + rank) = T + N - 1.
  const int n = 4096;
  std::vector<float> x(n, (float)(g_rank + 1));
  AddRank arg{x.data(), n, g_rank};
  OK(maco_rt_all_reduce(x.data(), x.data(), n, MACO_RT_F32, MACO_RT_SUM, world,
                        s1));
  OK(maco_rt_stream_enqueue_host(s1, addRank, &arg));
  OK(maco_rt_all_reduce(x.data(), x.data(), n, MACO_RT_F32, MACO_RT_MAX, world,
                        s1));
  maco_rt_event_t e1, e2;
  OK(maco_rt_event_create(&e1));
  OK(maco_rt_event_create(&e2));
  OK(maco_rt_event_record(e1, s1));
  // 2. s2 waits for e1, then gathers x (so it must see the final x).
  std::vector<float> y(n * N, -1.f);
  OK(maco_rt_stream_wait_event(s2, e1));
  OK(maco_rt_all_gather(x.data(), y.data(), n, MACO_RT_F32, world, s2));
  OK(maco_rt_event_record(e2, s2));
  OK(maco_rt_event_synchronize(e2));
  const float T = N * (N + 1) / 2.0f;
  for (int i = 0; i < n * N; ++i)
    CHECK(y[i] == T + N - 1, "cross-stream wait: y[%d] = %g, expected %g", i,
          y[i], T + N - 1);
  int done = 0;
  OK(maco_rt_event_query(e1, &done));
  CHECK(done == 1, "event e1 should be complete after e2");
  OK(maco_rt_stream_synchronize(s1));
  for (int i = 0; i < n; ++i)
    CHECK(x[i] == T + N - 1, "stream order: x[%d] = %g, expected %g", i, x[i],
          T + N - 1);

  // 3. Concurrent collectives on two streams, enqueued in opposite orders
  // on even and odd ranks. Each stream has its own communicator, so this
  // neither deadlocks nor mixes data.
  const int K = 12, m = 1024;
  std::vector<std::vector<int32_t>> a(K, std::vector<int32_t>(m)),
      b(K, std::vector<int32_t>(m));
  for (int k = 0; k < K; ++k)
    for (int i = 0; i < m; ++i) {
      a[k][i] = (g_rank + 1) * (k + 1);
      b[k][i] = (g_rank + 1) * 1000 + k;
    }
  auto enqueueA = [&] {
    for (int k = 0; k < K; ++k)
      OK(maco_rt_all_reduce(a[k].data(), a[k].data(), m, MACO_RT_I32,
                            MACO_RT_SUM, world, s1));
  };
  auto enqueueB = [&] {
    for (int k = 0; k < K; ++k)
      OK(maco_rt_all_reduce(b[k].data(), b[k].data(), m, MACO_RT_I32,
                            MACO_RT_MAX, world, s2));
  };
  if (g_rank % 2 == 0) {
    enqueueA();
    enqueueB();
  } else {
    enqueueB();
    enqueueA();
  }
  OK(maco_rt_stream_synchronize(s2));
  OK(maco_rt_stream_synchronize(s1));
  for (int k = 0; k < K; ++k)
    for (int i = 0; i < m; ++i) {
      CHECK(a[k][i] == (int)T * (k + 1), "concurrent a[%d][%d] = %d", k, i,
            a[k][i]);
      CHECK(b[k][i] == N * 1000 + k, "concurrent b[%d][%d] = %d", k, i,
            b[k][i]);
    }

  // 4. Host callbacks run in enqueue order; a NULL stream runs them now.
  int slots[3] = {-1, -1, -1};
  hostCounter = 0;
  OK(maco_rt_stream_enqueue_host(s1, bump, &slots[0]));
  OK(maco_rt_stream_enqueue_host(s1, bump, &slots[1]));
  OK(maco_rt_stream_synchronize(s1));
  OK(maco_rt_stream_enqueue_host(nullptr, bump, &slots[2]));
  CHECK(slots[0] == 0 && slots[1] == 1 && slots[2] == 2,
        "host callback order %d %d %d", slots[0], slots[1], slots[2]);

  // 5. GEMM on a stream then all-reduce of its result on the same stream.
  // A = all ones (8x4), B(k,j) = k + j (4x8): C(i,j) = sum_k (k + j) = 6 + 4j;
  // all-reduce sum over N ranks: N * (6 + 4j).
  const int M = 8, Kd = 4, Nn = 8;
  std::vector<float> A(M * Kd, 1.f), B(Kd * Nn), C(M * Nn, 99.f);
  for (int k = 0; k < Kd; ++k)
    for (int j = 0; j < Nn; ++j)
      B[k * Nn + j] = (float)(k + j);
  OK(maco_rt_gemm(MACO_RT_F32, 0, 0, M, Nn, Kd, 1.0, A.data(), Kd, B.data(),
                  Nn, 0.0, C.data(), Nn, s2));
  OK(maco_rt_all_reduce(C.data(), C.data(), M * Nn, MACO_RT_F32, MACO_RT_SUM,
                        world, s2));
  OK(maco_rt_stream_synchronize(s2));
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < Nn; ++j)
      CHECK(C[i * Nn + j] == (float)(N * (6 + 4 * j)), "gemm+allreduce C[%d][%d]=%g",
            i, j, C[i * Nn + j]);

  // 6. Events: never recorded -> complete; record on NULL -> complete now;
  // re-record; stream_wait_event on the NULL stream.
  maco_rt_event_t e3;
  OK(maco_rt_event_create(&e3));
  OK(maco_rt_event_query(e3, &done));
  CHECK(done == 1, "unrecorded event should query as complete");
  OK(maco_rt_event_synchronize(e3));
  OK(maco_rt_event_record(e3, nullptr));
  OK(maco_rt_event_synchronize(e3));
  OK(maco_rt_event_record(e3, s1));
  OK(maco_rt_stream_wait_event(nullptr, e3));
  OK(maco_rt_event_release(e3));

  // 7. Event released while its record is still queued stays valid inside
  // the stream (reference counted).
  maco_rt_event_t e4;
  OK(maco_rt_event_create(&e4));
  OK(maco_rt_barrier(world, s1));
  OK(maco_rt_event_record(e4, s1));
  OK(maco_rt_event_release(e4));
  OK(maco_rt_stream_synchronize(s1));

  // 8. Several threads issuing work on their own streams concurrently.
  {
    maco_rt_stream_t ts[2] = {s1, s2};
    std::vector<double> v0(256), v1(256);
    std::thread th[2];
    std::vector<double> *vs[2] = {&v0, &v1};
    for (int t = 0; t < 2; ++t)
      th[t] = std::thread([&, t] {
        for (int i = 0; i < 256; ++i)
          (*vs[t])[i] = g_rank + t;
        OK(maco_rt_all_reduce(vs[t]->data(), vs[t]->data(), 256, MACO_RT_F64,
                              MACO_RT_SUM, world, ts[t]));
        OK(maco_rt_stream_synchronize(ts[t]));
      });
    th[0].join();
    th[1].join();
    for (int i = 0; i < 256; ++i)
      CHECK(v0[i] == T - N && v1[i] == T, "threads: %g %g", v0[i], v1[i]);
  }

  // 9. A small all-reduce enqueued on an idle stream is posted by the
  // enqueuing host and completed by whoever waits next, without waking the
  // worker (one-shot all-reduce). Nothing else may depend on that
  // completion: even ranks run a synchronous all-reduce and a second
  // stream's all-reduce before they wait for s1, odd ranks wait first; the
  // host computes (sleeps) in between, then a push behind a pending one
  // (the worker completes both) and an event on it.
  {
    std::vector<float> u(1000), w(1000), z(1000);
    for (int i = 0; i < 1000; ++i) {
      u[i] = (float)(g_rank + i);
      w[i] = 1.f;
      z[i] = (float)g_rank;
    }
    OK(maco_rt_all_reduce(u.data(), u.data(), 1000, MACO_RT_F32, MACO_RT_SUM,
                          world, s1));
    auto others = [&] {
      OK(maco_rt_all_reduce(w.data(), w.data(), 1000, MACO_RT_F32, MACO_RT_SUM,
                            world, nullptr));
      OK(maco_rt_all_reduce(z.data(), z.data(), 1000, MACO_RT_F32, MACO_RT_MAX,
                            world, s2));
      OK(maco_rt_stream_synchronize(s2));
    };
    if (g_rank % 2 == 0)
      others();
    OK(maco_rt_stream_synchronize(s1));
    if (g_rank % 2 == 1)
      others();
    for (int i = 0; i < 1000; ++i)
      CHECK(u[i] == T - N + (float)N * i && w[i] == (float)N &&
                z[i] == (float)(N - 1),
            "deferred all-reduce [%d]: %g %g %g", i, u[i], w[i], z[i]);

    std::vector<float> v(1000, 1.f);
    OK(maco_rt_all_reduce(u.data(), u.data(), 1000, MACO_RT_F32, MACO_RT_MIN,
                          world, s1));
    OK(maco_rt_all_reduce(v.data(), v.data(), 1000, MACO_RT_F32, MACO_RT_SUM,
                          world, s1));
    maco_rt_event_t e5;
    OK(maco_rt_event_create(&e5));
    OK(maco_rt_event_record(e5, s1));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    done = 0;
    for (int spins = 0; !done && spins < 100000; ++spins) {
      OK(maco_rt_event_query(e5, &done));
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    CHECK(done == 1, "worker did not complete a pending all-reduce");
    for (int i = 0; i < 1000; ++i)
      CHECK(u[i] == T - N + (float)N * i && v[i] == (float)N,
            "pending all-reduce [%d]: %g %g", i, u[i], v[i]);
    OK(maco_rt_event_release(e5));
  }

  // 10. Medium all-reduces (deferred on oversubscribed nodes or with
  // MACO_STREAM_DEFER=1: queued without waking the worker, see
  // docs/runtime.md) still progress when this rank's host blocks on its
  // peers elsewhere first, while the peers wait for theirs: rank 0's host
  // (a) blocks in a synchronous receive from rank 1, which rank 1 sends only
  // after its own all-reduce completed; (b) creates a communicator (a
  // collective MPI_Comm_split) that the others create only after theirs
  // completed. Either hangs unless rank 0's all-reduce runs meanwhile.
  if (N > 1) {
    const int n = 32768; // 128 KiB: above the one-shot size on 2+ ranks
    std::vector<float> m(n);
    const float sumRanks = (float)(N * (N - 1) / 2);
    auto start = [&] {
      for (int i = 0; i < n; ++i)
        m[i] = (float)(g_rank + i % 7);
      OK(maco_rt_all_reduce(m.data(), m.data(), n, MACO_RT_F32, MACO_RT_SUM,
                            world, s1));
    };
    auto checkSum = [&](const char *what) {
      for (int i = 0; i < n; ++i)
        CHECK(m[i] == sumRanks + (float)N * (float)(i % 7),
              "%s medium all-reduce [%d]: %g", what, i, m[i]);
    };
    start();
    float token = 0.f;
    if (g_rank == 0) {
      OK(maco_rt_recv(&token, 1, MACO_RT_F32, 1, 7, world, nullptr));
      OK(maco_rt_stream_synchronize(s1));
    } else {
      OK(maco_rt_stream_synchronize(s1));
      token = 1.f;
      if (g_rank == 1)
        OK(maco_rt_send(&token, 1, MACO_RT_F32, 0, 7, world, nullptr));
    }
    checkSum("(a)");
    CHECK(g_rank > 1 || token == 1.f, "token %g", token);

    start();
    const int64_t shape[3] = {N, 1, 1}, axes[1] = {0};
    maco_rt_comm_t fresh;
    if (g_rank == 0)
      OK(maco_rt_comm_get(shape, 3, axes, 1, &fresh));
    OK(maco_rt_stream_synchronize(s1));
    if (g_rank != 0)
      OK(maco_rt_comm_get(shape, 3, axes, 1, &fresh));
    checkSum("(b)");
  }

  // 11. Small collectives of every kind posted at once by the host
  // (PostedCollective, docs/runtime.md): several in flight on one stream
  // with no wait between, in place and out of place, completed by the
  // host's wait; an event recorded behind posted ones, waited for by
  // another stream (which must wake the worker: this host waits only for
  // s2); one behind a host callback that writes its send buffer (it must
  // not be posted before the callback ran).
  if (N > 1) {
    const int c = 5; // elements per block
    auto val = [](int r, int i) { return (float)(100 * r + i); };
    std::vector<float> mine(c), gathered(c * N), inPlace(c * N, -1.f);
    std::vector<float> bcast(c), a2aIn(c * N), a2aOut(c * N);
    std::vector<float> shifted(c, -1.f), shiftInPlace(c), halfRing(c, -7.f);
    for (int i = 0; i < c; ++i) {
      mine[i] = val(g_rank, i);
      inPlace[g_rank * c + i] = val(g_rank, i);
      bcast[i] = g_rank == N - 1 ? val(N - 1, i) : -1.f;
      shiftInPlace[i] = val(g_rank, i);
    }
    for (int j = 0; j < N; ++j)
      for (int i = 0; i < c; ++i) // block j of rank r: 1000 r + 10 j + i
        a2aIn[j * c + i] = (float)(1000 * g_rank + 10 * j + i);
    const int right = (g_rank + 1) % N, left = (g_rank + N - 1) % N;
    OK(maco_rt_all_gather(mine.data(), gathered.data(), c, MACO_RT_F32, world,
                          s1));
    OK(maco_rt_all_gather(inPlace.data() + g_rank * c, inPlace.data(), c,
                          MACO_RT_F32, world, s1));
    OK(maco_rt_broadcast(bcast.data(), bcast.data(), c, MACO_RT_F32, N - 1,
                         world, s1));
    OK(maco_rt_all_to_all(a2aIn.data(), a2aOut.data(), c, MACO_RT_F32, world,
                          s1));
    OK(maco_rt_permute(mine.data(), shifted.data(), c, MACO_RT_F32, right, left,
                       world, s1));
    OK(maco_rt_permute(shiftInPlace.data(), shiftInPlace.data(), c, MACO_RT_F32,
                       right, left, world, s1));
    // An open chain: the last rank sends nothing, rank 0 receives nothing.
    OK(maco_rt_permute(mine.data(), halfRing.data(), c, MACO_RT_F32,
                       g_rank + 1 < N ? g_rank + 1 : -1,
                       g_rank > 0 ? g_rank - 1 : -1, world, s1));
    // An event behind posted work only (queued without waking s1's
    // worker), waited for by s2, then s2's own all-reduce of what the
    // gather produced; the host waits for s2 alone.
    maco_rt_event_t posted;
    OK(maco_rt_event_create(&posted));
    OK(maco_rt_event_record(posted, s1));
    OK(maco_rt_stream_wait_event(s2, posted));
    std::vector<float> total(c * N);
    OK(maco_rt_all_reduce(gathered.data(), total.data(), c * N, MACO_RT_F32,
                          MACO_RT_SUM, world, s2));
    OK(maco_rt_stream_synchronize(s2));
    for (int r = 0; r < N; ++r)
      for (int i = 0; i < c; ++i)
        CHECK(total[r * c + i] == (float)N * val(r, i),
              "all-reduce after an event behind posted work [%d][%d]: %g", r, i,
              total[r * c + i]);
    OK(maco_rt_event_release(posted));
    OK(maco_rt_stream_synchronize(s1));
    for (int r = 0; r < N; ++r)
      for (int i = 0; i < c; ++i) {
        CHECK(gathered[r * c + i] == val(r, i) &&
                  inPlace[r * c + i] == val(r, i),
              "posted all-gather [%d][%d]: %g %g", r, i, gathered[r * c + i],
              inPlace[r * c + i]);
        float want = (float)(1000 * r + 10 * g_rank + i);
        CHECK(a2aOut[r * c + i] == want,
              "posted all-to-all [%d][%d]: %g (want %g)", r, i,
              a2aOut[r * c + i], want);
      }
    for (int i = 0; i < c; ++i) {
      CHECK(bcast[i] == val(N - 1, i), "posted broadcast [%d]: %g", i,
            bcast[i]);
      CHECK(shifted[i] == val(left, i) && shiftInPlace[i] == val(left, i),
            "posted permute [%d]: %g %g", i, shifted[i], shiftInPlace[i]);
      float want = g_rank > 0 ? val(g_rank - 1, i) : -7.f;
      CHECK(halfRing[i] == want, "posted open chain [%d]: %g", i, halfRing[i]);
    }

    // Behind a host callback that fills the send buffer.
    struct Fill {
      std::vector<float> *buf;
      float value;
    } fill{&mine, (float)(7 + g_rank)};
    OK(maco_rt_stream_enqueue_host(
        s1,
        [](void *p) {
          auto *f = static_cast<Fill *>(p);
          std::this_thread::sleep_for(std::chrono::milliseconds(5));
          std::fill(f->buf->begin(), f->buf->end(), f->value);
        },
        &fill));
    OK(maco_rt_all_gather(mine.data(), gathered.data(), c, MACO_RT_F32, world,
                          s1));
    OK(maco_rt_permute(mine.data(), shifted.data(), c, MACO_RT_F32, right, left,
                       world, s1));
    OK(maco_rt_stream_synchronize(s1));
    for (int r = 0; r < N; ++r)
      for (int i = 0; i < c; ++i)
        CHECK(gathered[r * c + i] == (float)(7 + r),
              "all-gather behind a host callback [%d][%d]: %g", r, i,
              gathered[r * c + i]);
    for (int i = 0; i < c; ++i)
      CHECK(shifted[i] == (float)(7 + left), "permute behind it [%d]: %g", i,
            shifted[i]);
  }

  OK(maco_rt_event_release(e1));
  OK(maco_rt_event_release(e2));
  OK(maco_rt_stream_release(s1));
  // s2 is released by finalize.
  return finishTest("test_streams");
}
