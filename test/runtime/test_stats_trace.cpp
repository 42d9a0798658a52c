// Stats: exact counts and bytes per kind after a known sequence of
// operations (synchronous and on a stream); failed operations do not count.
// Times are taken only with MACO_STATS or MACO_TRACE set: then every kind
// that ran has a positive total time, otherwise every total is 0 and the
// table shows "-" for the times. The trace file and the MACO_STATS table are
// checked by check_stats_trace.py, which runs this program both ways.
#include "test_util.h"

#include <cstdlib>

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  const char *statsEnv = getenv("MACO_STATS");
  const char *traceEnv = getenv("MACO_TRACE");
  const bool timed = (statsEnv && *statsEnv && strcmp(statsEnv, "0") != 0) ||
                     (traceEnv && *traceEnv);
  int N = 1;
  OK(maco_rt_world_size(&N));
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  OK(maco_rt_stats_reset());
  maco_rt_stream_t s;
  OK(maco_rt_stream_create(&s));
  maco_rt_event_t ev;
  OK(maco_rt_event_create(&ev));

  std::vector<float> f(100 * N, 1.f), g(100 * N);
  std::vector<int32_t> i32(10 * N, 2);
  std::vector<double> f64(5 * N, 1.0), f64o(5);
  std::vector<int8_t> i8(3, 1);
  std::vector<uint16_t> h(4 * N, 0), ho(4 * N);
  // 3 all_reduce f32 x100 (one on a stream): 3 * 400 bytes.
  OK(maco_rt_all_reduce(f.data(), f.data(), 100, MACO_RT_F32, MACO_RT_SUM,
                        world, nullptr));
  OK(maco_rt_all_reduce(f.data(), g.data(), 100, MACO_RT_F32, MACO_RT_MAX,
                        world, nullptr));
  OK(maco_rt_all_reduce(f.data(), f.data(), 100, MACO_RT_F32, MACO_RT_AVG,
                        world, s));
  // A failing call is not counted.
  CHECK(maco_rt_all_reduce(f.data(), f.data(), -1, MACO_RT_F32, MACO_RT_SUM,
                           world, nullptr) != MACO_RT_OK,
        "negative count accepted");
  // 2 all_gather i32 x10: 2 * N * 40 bytes.
  std::vector<int32_t> gath(10 * N);
  OK(maco_rt_all_gather(i32.data(), gath.data(), 10, MACO_RT_I32, world,
                        nullptr));
  OK(maco_rt_all_gather(i32.data(), gath.data(), 10, MACO_RT_I32, world, s));
  // 1 reduce_scatter f64 x5: N * 40 bytes.
  OK(maco_rt_reduce_scatter(f64.data(), f64o.data(), 5, MACO_RT_F64,
                            MACO_RT_SUM, world, s));
  // 1 broadcast i8 x3: 3 bytes.
  OK(maco_rt_broadcast(i8.data(), i8.data(), 3, MACO_RT_I8, 0, world, nullptr));
  // 1 all_to_all f16 x4: N * 8 bytes.
  OK(maco_rt_all_to_all(h.data(), ho.data(), 4, MACO_RT_F16, world, nullptr));
  // 1 permute i32 x10 (ring): 40 bytes.
  std::vector<int32_t> pr(10);
  OK(maco_rt_permute(i32.data(), pr.data(), 10, MACO_RT_I32, (g_rank + 1) % N,
                     (g_rank - 1 + N) % N, world, s));
  // 2 barriers: 0 bytes.
  OK(maco_rt_barrier(world, nullptr));
  OK(maco_rt_barrier(world, s));
  // send/recv pair (N >= 2): ranks 0 -> 1, i64 x6: 48 bytes each.
  std::vector<int64_t> sr(6, 1);
  if (N >= 2 && g_rank == 0)
    OK(maco_rt_send(sr.data(), 6, MACO_RT_I64, 1, 0, world, nullptr));
  if (N >= 2 && g_rank == 1)
    OK(maco_rt_recv(sr.data(), 6, MACO_RT_I64, 0, 0, world, nullptr));
  // 1 gemm f32 4x4x4: (16 + 16 + 16) * 4 = 192 bytes.
  std::vector<float> A(16, 1.f), B(16, 1.f), C(16);
  OK(maco_rt_gemm(MACO_RT_F32, 0, 0, 4, 4, 4, 1.0, A.data(), 4, B.data(), 4,
                  0.0, C.data(), 4, s));
  OK(maco_rt_event_record(ev, s));
  OK(maco_rt_stream_wait_event(s, ev));
  OK(maco_rt_event_synchronize(ev));
  OK(maco_rt_stream_synchronize(s));

  struct Want {
    maco_rt_stat_kind_t k;
    uint64_t count, bytes;
  } want[] = {
      {MACO_RT_STAT_ALL_REDUCE, 3, 1200},
      {MACO_RT_STAT_ALL_GATHER, 2, 2ull * N * 40},
      {MACO_RT_STAT_REDUCE_SCATTER, 1, (uint64_t)N * 40},
      {MACO_RT_STAT_BROADCAST, 1, 3},
      {MACO_RT_STAT_ALL_TO_ALL, 1, (uint64_t)N * 8},
      {MACO_RT_STAT_PERMUTE, 1, 40},
      {MACO_RT_STAT_BARRIER, 2, 0},
      {MACO_RT_STAT_SEND, N >= 2 && g_rank == 0 ? 1u : 0u,
       N >= 2 && g_rank == 0 ? 48u : 0u},
      {MACO_RT_STAT_RECV, N >= 2 && g_rank == 1 ? 1u : 0u,
       N >= 2 && g_rank == 1 ? 48u : 0u},
      {MACO_RT_STAT_GEMM, 1, 192},
  };
  for (const Want &w : want) {
    maco_rt_stat_t st;
    OK(maco_rt_stats_get(w.k, &st));
    const char *name = maco_rt_stat_kind_name(w.k);
    CHECK(st.count == w.count && st.bytes == w.bytes,
          "stats %s: count %llu bytes %llu, expected %llu / %llu", name,
          (unsigned long long)st.count, (unsigned long long)st.bytes,
          (unsigned long long)w.count, (unsigned long long)w.bytes);
    CHECK(st.count == 0 || !timed ? st.total_seconds == 0
                                  : st.total_seconds > 0,
          "stats %s: total time %g (timed: %d)", name, st.total_seconds,
          (int)timed);
    CHECK(st.count == 0 || std::fabs(st.avg_seconds * st.count -
                                     st.total_seconds) < 1e-12,
          "stats %s: avg %g * count != total %g", name, st.avg_seconds,
          st.total_seconds);
  }
  // stats_print writes a table naming the kinds that ran.
  FILE *tmp = tmpfile();
  OK(maco_rt_stats_print(tmp));
  rewind(tmp);
  char text[4096] = {0};
  size_t len = fread(text, 1, sizeof(text) - 1, tmp);
  text[len] = 0;
  fclose(tmp);
  CHECK(strstr(text, "all_reduce") && strstr(text, "gemm") &&
            strstr(text, "avg_us"),
        "stats table: %s", text);
  // Untimed kinds show "-" for total_ms, avg_us and algbw.
  {
    const char *ar = strstr(text, "\nall_reduce ");
    unsigned long long count = 0, bytes = 0;
    char total[32] = {0}, avg[32] = {0}, bw[32] = {0};
    CHECK(ar && sscanf(ar + 1, "all_reduce %llu %llu %31s %31s %31s", &count,
                       &bytes, total, avg, bw) == 5,
          "stats table all_reduce row: %s", text);
    CHECK(count == 3 && bytes == 1200, "stats table all_reduce row: %s", text);
    const int dashes =
        !strcmp(total, "-") + !strcmp(avg, "-") + !strcmp(bw, "-");
    CHECK(timed ? dashes == 0 : dashes == 3,
          "stats table all_reduce times (timed: %d): %s", (int)timed, text);
  }
  CHECK(!strstr(text, "\nrecv ") || (N >= 2 && g_rank == 1),
        "kinds with count 0 must not be printed: %s", text);
  // Reset clears everything.
  OK(maco_rt_stats_reset());
  maco_rt_stat_t st;
  OK(maco_rt_stats_get(MACO_RT_STAT_ALL_REDUCE, &st));
  CHECK(st.count == 0 && st.bytes == 0 && st.total_seconds == 0,
        "reset did not clear");
  // One more op so MACO_STATS at finalize has something to show.
  OK(maco_rt_all_reduce(f.data(), f.data(), 100, MACO_RT_F32, MACO_RT_SUM,
                        world, nullptr));
  OK(maco_rt_event_release(ev));
  return finishTest("test_stats_trace");
}
