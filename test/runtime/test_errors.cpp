// Every error path returns a status and a message (never a crash): state
// errors, invalid arguments, unknown handles, unsupported requests, a real
// MPI error (message truncation) synchronously and on a stream.
#include "test_util.h"

int main(int argc, char **argv) {
  // Before init.
  int r = -1;
  EXPECT_ERR(maco_rt_world_rank(&r), MACO_RT_STATE, "not initialised");
  maco_rt_comm_t c0 = nullptr;
  int64_t one = 1, zero = 0;
  EXPECT_ERR(maco_rt_comm_get(&one, 1, &zero, 1, &c0), MACO_RT_STATE,
             "maco_rt_comm_get");
  setenv("MACO_BACKEND", "tpu", 1);
  EXPECT_ERR(maco_rt_init(&argc, &argv), MACO_RT_INVALID_ARGUMENT,
             "MACO_BACKEND='tpu'");
  unsetenv("MACO_BACKEND");
  setenv("MACO_TIMEOUT", "soon", 1);
  EXPECT_ERR(maco_rt_init(&argc, &argv), MACO_RT_INVALID_ARGUMENT,
             "MACO_TIMEOUT='soon'");
  unsetenv("MACO_TIMEOUT");
  EXPECT_ERR(maco_rt_init_with_backend(&argc, &argv, (maco_rt_backend_t)7),
             MACO_RT_INVALID_ARGUMENT, "invalid backend 7");

  initRuntime(&argc, &argv);
  CHECK(strcmp(maco_rt_last_error(), "") == 0, "last error not cleared: %s",
        maco_rt_last_error());
  EXPECT_ERR(maco_rt_init(&argc, &argv), MACO_RT_STATE, "already initialised");
  int N = 1;
  OK(maco_rt_world_size(&N));
  EXPECT_ERR(maco_rt_world_size(nullptr), MACO_RT_INVALID_ARGUMENT, "NULL");

  // Communicators.
  maco_rt_comm_t comm = nullptr;
  int64_t bad = N + 1;
  char msg[128];
  snprintf(msg, sizeof(msg), "grid shape [%d] has %d ranks but the world size "
                             "is %d", N + 1, N + 1, N);
  EXPECT_ERR(maco_rt_comm_get(&bad, 1, &zero, 1, &comm),
             MACO_RT_INVALID_ARGUMENT, msg);
  int64_t shape2[2] = {N, 1};
  int64_t ax[2] = {2, 0};
  EXPECT_ERR(maco_rt_comm_get(shape2, 2, ax, 1, &comm),
             MACO_RT_INVALID_ARGUMENT, "axis 2 is out of range");
  int64_t dup[2] = {0, 0};
  EXPECT_ERR(maco_rt_comm_get(shape2, 2, dup, 2, &comm),
             MACO_RT_INVALID_ARGUMENT, "appears twice");
  EXPECT_ERR(maco_rt_comm_get(shape2, 2, ax, 3, &comm),
             MACO_RT_INVALID_ARGUMENT, "invalid axes");
  EXPECT_ERR(maco_rt_comm_get(nullptr, 1, ax, 0, &comm),
             MACO_RT_INVALID_ARGUMENT, "invalid grid");
  // Dynamic grid dimensions (MACO_RT_GRID_DYNAMIC): at most one, sized
  // from the world size when the static ones divide it.
  int64_t twoDyn[2] = {MACO_RT_GRID_DYNAMIC, MACO_RT_GRID_DYNAMIC};
  EXPECT_ERR(maco_rt_comm_get(twoDyn, 2, ax + 1, 1, &comm),
             MACO_RT_INVALID_ARGUMENT,
             "grid shape [?, ?] has more than one dynamic dimension");
  int64_t dynBad[2] = {MACO_RT_GRID_DYNAMIC, N + 1};
  snprintf(msg, sizeof(msg),
           "grid shape [?, %d] needs a world size divisible by %d, but the "
           "world size is %d",
           N + 1, N + 1, N);
  EXPECT_ERR(maco_rt_comm_get(dynBad, 2, ax + 1, 1, &comm),
             MACO_RT_INVALID_ARGUMENT, msg);
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  int64_t dyn = MACO_RT_GRID_DYNAMIC;
  maco_rt_comm_t dynWorld = nullptr;
  OK(maco_rt_comm_get(&dyn, 1, &zero, 1, &dynWorld));
  CHECK(dynWorld == world, "grid [?] is not the world communicator");
  int64_t dynRows[2] = {MACO_RT_GRID_DYNAMIC, 1};
  maco_rt_comm_t rows = nullptr;
  OK(maco_rt_comm_get(dynRows, 2, &zero, 1, &rows));
  int rowsSize = 0;
  OK(maco_rt_comm_size(rows, &rowsSize));
  CHECK(rowsSize == N, "grid [?, 1] axis 0 has %d ranks, want %d", rowsSize, N);
  int fake = 0;
  maco_rt_comm_t bogus = (maco_rt_comm_t)&fake;
  float buf[16] = {0}, out[64] = {0};
  EXPECT_ERR(maco_rt_comm_rank(bogus, &r), MACO_RT_INVALID_ARGUMENT,
             "unknown communicator");
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, 4, MACO_RT_F32, MACO_RT_SUM, bogus,
                                nullptr),
             MACO_RT_INVALID_ARGUMENT, "unknown communicator");
  EXPECT_ERR(maco_rt_barrier(nullptr, nullptr), MACO_RT_INVALID_ARGUMENT,
             "unknown communicator");

  // Buffers, counts, dtypes, reductions.
  EXPECT_ERR(maco_rt_all_reduce(nullptr, buf, 4, MACO_RT_F32, MACO_RT_SUM,
                                world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "sendbuf is NULL but count is 4");
  EXPECT_ERR(maco_rt_all_gather(buf, nullptr, 4, MACO_RT_F32, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "recvbuf is NULL");
  OK(maco_rt_all_reduce(nullptr, nullptr, 0, MACO_RT_F32, MACO_RT_SUM, world,
                        nullptr)); // count 0 needs no buffers
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, -3, MACO_RT_F32, MACO_RT_SUM, world,
                                nullptr),
             MACO_RT_INVALID_ARGUMENT, "negative count -3");
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, 4, (maco_rt_dtype_t)42, MACO_RT_SUM,
                                world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "invalid element type 42");
  EXPECT_ERR(maco_rt_reduce_scatter(buf, out, 1, MACO_RT_F32,
                                    (maco_rt_reduction_t)9, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "invalid reduction 9");
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, 4, MACO_RT_I32, MACO_RT_AVG, world,
                                nullptr),
             MACO_RT_UNSUPPORTED, "avg is not supported on integer element "
                                  "type i32");
  EXPECT_ERR(maco_rt_all_reduce(buf, buf + 1, 4, MACO_RT_F32, MACO_RT_SUM,
                                world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "overlap");
  // Sizes that do not fit: count * element size * group size is compared
  // without computing it, so that it cannot wrap around (2^61 elements of 8
  // bytes are 2^64 bytes, 0 in 64 bits: this passed and reached MPI). The
  // message names the call, the rank and the count.
  int me = -1;
  OK(maco_rt_world_rank(&me));
  const int64_t huge = (int64_t)1 << 61;
  snprintf(msg, sizeof(msg),
           "maco_rt_all_reduce: count %lld is too large on rank %d",
           (long long)huge, me);
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, huge, MACO_RT_F64, MACO_RT_SUM, world,
                                nullptr),
             MACO_RT_INVALID_ARGUMENT, msg);
  snprintf(msg, sizeof(msg),
           "maco_rt_all_gather: count %lld is too large on rank %d",
           (long long)huge, me);
  EXPECT_ERR(maco_rt_all_gather(buf, out, huge, MACO_RT_F64, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, msg);
  // Over a group: 2^62 / 4 elements of 4 bytes fit alone (2^62 bytes), but
  // not gathered or exchanged over a group of N > 1 (2^62 N bytes; with 4
  // ranks 2^64, 0 again).
  const int64_t quarter = (int64_t)1 << 60;
  if (N > 1) {
    snprintf(msg, sizeof(msg),
             "maco_rt_all_to_all: count %lld is too large on rank %d: %lld "
             "elements of 4 bytes over a group of %d exceed 2^62 bytes",
             (long long)quarter, me, (long long)quarter, N);
    EXPECT_ERR(
        maco_rt_all_to_all(buf, out, quarter, MACO_RT_F32, world, nullptr),
        MACO_RT_INVALID_ARGUMENT, msg);
    EXPECT_ERR(maco_rt_reduce_scatter(buf, out, quarter, MACO_RT_I32,
                                      MACO_RT_SUM, world, nullptr),
               MACO_RT_INVALID_ARGUMENT, "maco_rt_reduce_scatter: count");
  }
  EXPECT_ERR(
      maco_rt_broadcast(buf, buf, INT64_MAX, MACO_RT_I8, 0, world, nullptr),
      MACO_RT_INVALID_ARGUMENT, "maco_rt_broadcast: count");
  EXPECT_ERR(maco_rt_fill_zero(buf, huge, MACO_RT_F64, nullptr),
             MACO_RT_INVALID_ARGUMENT,
             "maco_rt_fill_zero: count 2305843009213693952 is too large");
  EXPECT_ERR(maco_rt_all_to_all(out, out, 1, MACO_RT_F32, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "overlap");
  snprintf(msg, sizeof(msg), "root %d is out of range for group size %d", N, N);
  EXPECT_ERR(maco_rt_broadcast(buf, buf, 4, MACO_RT_F32, N, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, msg);
  EXPECT_ERR(maco_rt_broadcast(buf, buf, 4, MACO_RT_F32, -1, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "root -1 is out of range");
  EXPECT_ERR(maco_rt_send(buf, 4, MACO_RT_F32, N, 0, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "peer");
  EXPECT_ERR(maco_rt_recv(buf, 4, MACO_RT_F32, -1, 0, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "peer -1 is out of range");
  EXPECT_ERR(maco_rt_send(buf, 4, MACO_RT_F32, 0, 40000, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "tag 40000 is out of range");
  EXPECT_ERR(maco_rt_permute(buf, out, 4, MACO_RT_F32, -2, 0, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "send_to -2 is out of range");
  EXPECT_ERR(maco_rt_permute(buf, out, 4, MACO_RT_F32, 0, N, world, nullptr),
             MACO_RT_INVALID_ARGUMENT, "recv_from");

  // Streams and events.
  int fakeS = 0;
  maco_rt_stream_t badStream = (maco_rt_stream_t)&fakeS;
  EXPECT_ERR(maco_rt_all_reduce(buf, buf, 4, MACO_RT_F32, MACO_RT_SUM, world,
                                badStream),
             MACO_RT_INVALID_ARGUMENT, "unknown stream");
  EXPECT_ERR(maco_rt_stream_synchronize(badStream), MACO_RT_INVALID_ARGUMENT,
             "unknown stream");
  maco_rt_stream_t s;
  OK(maco_rt_stream_create(&s));
  OK(maco_rt_stream_release(s));
  EXPECT_ERR(maco_rt_stream_release(s), MACO_RT_INVALID_ARGUMENT,
             "unknown stream");
  EXPECT_ERR(maco_rt_barrier(world, s), MACO_RT_INVALID_ARGUMENT,
             "unknown stream");
  EXPECT_ERR(maco_rt_event_synchronize(nullptr), MACO_RT_INVALID_ARGUMENT,
             "unknown event");
  maco_rt_event_t ev;
  OK(maco_rt_event_create(&ev));
  OK(maco_rt_event_release(ev));
  EXPECT_ERR(maco_rt_event_record(ev, nullptr), MACO_RT_INVALID_ARGUMENT,
             "unknown event");
  EXPECT_ERR(maco_rt_stream_enqueue_host(nullptr, nullptr, nullptr),
             MACO_RT_INVALID_ARGUMENT, "fn is NULL");

  // GEMM.
  EXPECT_ERR(maco_rt_gemm(MACO_RT_F16, 0, 0, 2, 2, 2, 1.0, buf, 2, buf, 2, 0.0,
                          out, 2, nullptr),
             MACO_RT_UNSUPPORTED, "f16 is not supported by the cpu backend");
  EXPECT_ERR(maco_rt_gemm(MACO_RT_F32, 0, 0, 2, 3, 4, 1.0, buf, 3, buf, 3, 0.0,
                          out, 3, nullptr),
             MACO_RT_INVALID_ARGUMENT, "leading dimension too small");
  EXPECT_ERR(maco_rt_gemm(MACO_RT_F32, 0, 0, 2, 2, 2, 1.0, nullptr, 2, buf, 2,
                          0.0, out, 2, nullptr),
             MACO_RT_INVALID_ARGUMENT, "NULL matrix");
  EXPECT_ERR(maco_rt_gemm(MACO_RT_F32, 0, 0, -1, 2, 2, 1.0, buf, 2, buf, 2,
                          0.0, out, 2, nullptr),
             MACO_RT_INVALID_ARGUMENT, "negative size");

  // Stats / trace argument errors.
  maco_rt_stat_t st;
  EXPECT_ERR(maco_rt_stats_get((maco_rt_stat_kind_t)99, &st),
             MACO_RT_INVALID_ARGUMENT, "invalid stat kind 99");
  EXPECT_ERR(maco_rt_trace_write(nullptr), MACO_RT_INVALID_ARGUMENT, "path");

  // A real MPI error: the receiver posts a smaller buffer than the message
  // (MPI_ERR_TRUNCATE); reported with op, rank, sizes and MPI's text.
  if (N >= 2 && N % 2 == 0) {
    // Pairs of ranks {2k, 2k+1}: grid [N/2, 2], axes [1].
    int64_t shp[2] = {N / 2, 2}, ax1 = 1;
    maco_rt_comm_t pair;
    OK(maco_rt_comm_get(shp, 2, &ax1, 1, &pair));
    int gr = -1;
    OK(maco_rt_comm_rank(pair, &gr));
    int32_t data[10] = {0};
    if (gr == 0) {
      OK(maco_rt_send(data, 10, MACO_RT_I32, 1, 3, pair, nullptr));
    } else {
      char want[128];
      snprintf(want, sizeof(want), "MPI_Recv failed in maco_rt_recv on rank %d",
               g_rank);
      EXPECT_ERR(maco_rt_recv(data, 5, MACO_RT_I32, 0, 3, pair, nullptr),
                 MACO_RT_BACKEND, want);
      CHECK(strstr(maco_rt_last_error(), "count 5, dtype i32, 20 bytes") &&
                strstr(maco_rt_last_error(), "MPI_ERR_TRUNCATE"),
            "MPI error message lacks sizes or MPI text: %s",
            maco_rt_last_error());
    }
    // Same on a stream: the enqueue succeeds, the error comes at the next
    // synchronize (and at an event recorded after it), then the stream
    // works again.
    maco_rt_stream_t as;
    OK(maco_rt_stream_create(&as));
    maco_rt_event_t after;
    OK(maco_rt_event_create(&after));
    if (gr == 0) {
      OK(maco_rt_send(data, 10, MACO_RT_I32, 1, 4, pair, as));
      OK(maco_rt_stream_synchronize(as));
    } else {
      OK(maco_rt_recv(data, 5, MACO_RT_I32, 0, 4, pair, as));
      OK(maco_rt_event_record(after, as));
      EXPECT_ERR(maco_rt_event_synchronize(after), MACO_RT_BACKEND,
                 "MPI_ERR_TRUNCATE");
      EXPECT_ERR(maco_rt_stream_synchronize(as), MACO_RT_BACKEND,
                 "[asynchronous, on stream");
      OK(maco_rt_stream_synchronize(as)); // error was cleared
    }
    OK(maco_rt_barrier(pair, as)); // the stream works after the error
    OK(maco_rt_stream_synchronize(as));
    OK(maco_rt_stream_release(as));
    OK(maco_rt_event_release(after));
  }
  OK(maco_rt_barrier(world, nullptr));

  maco_rt_check(MACO_RT_OK, "test"); // no-op
  OK(maco_rt_finalize());
  EXPECT_ERR(maco_rt_finalize(), MACO_RT_STATE, "not initialised");
  EXPECT_ERR(maco_rt_barrier(world, nullptr), MACO_RT_STATE,
             "not initialised");
  if (g_rank == 0)
    printf("PASS test_errors\n");
  return 0;
}
