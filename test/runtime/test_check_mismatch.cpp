// MACO_CHECK=1: the last rank calls a different collective than the others
// at collective #3 of a (communicator, stream) pair. Every rank must get
// INVALID_ARGUMENT with the same message naming the op, what rank 0 and the
// last rank call; the collective must not run, so the group stays usable.
// Mode (argv[1]): kind, count, root, permute (synchronous), stream (a
// reduction that differs on a stream: reported by the stream's
// synchronize). Each rank prints "maco: error in <op> on rank R: <status>:
// <message>" (maco_rt_check's format) and exits 1; check_mismatch.py
// checks the messages.
#include "test_util.h"

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  const char *mode = argc > 1 ? argv[1] : "kind";
  int N = 1;
  OK(maco_rt_world_size(&N));
  const bool odd = g_rank == N - 1; // the rank that calls something else
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  maco_rt_stream_t s = nullptr;
  if (!strcmp(mode, "stream")) {
    OK(maco_rt_stream_create(&s));
    OK(maco_rt_stream_bind(world, s)); // #1 on (world, s): a barrier
  } else {
    OK(maco_rt_barrier(world, nullptr)); // #1
  }
  std::vector<float> x(1024, 1.f), y(1024 * N, 0.f);
  OK(maco_rt_all_reduce(x.data(), x.data(), 1024, MACO_RT_F32, MACO_RT_SUM,
                        world, s)); // #2
  OK(maco_rt_stream_synchronize(s));
  maco_rt_status_t st;
  if (!strcmp(mode, "kind"))
    st = odd ? maco_rt_all_gather(x.data(), y.data(), 512, MACO_RT_F32, world,
                                  nullptr)
             : maco_rt_all_reduce(x.data(), x.data(), 1024, MACO_RT_F32,
                                  MACO_RT_SUM, world, nullptr);
  else if (!strcmp(mode, "count"))
    st = maco_rt_all_reduce(x.data(), x.data(), odd ? 1000 : 1024, MACO_RT_F32,
                            MACO_RT_SUM, world, nullptr);
  else if (!strcmp(mode, "root"))
    st = maco_rt_broadcast(x.data(), x.data(), 16, MACO_RT_F32, odd ? 1 : 0,
                           world, nullptr);
  else if (!strcmp(mode, "permute")) {
    // A ring shift to the right, except that the last rank expects its
    // data from itself.
    int64_t to = (g_rank + 1) % N, from = odd ? g_rank : (g_rank + N - 1) % N;
    st = maco_rt_permute(x.data(), y.data(), 16, MACO_RT_F32, to, from, world,
                         nullptr);
  } else {
    st = maco_rt_all_reduce(x.data(), x.data(), 1024, MACO_RT_F32,
                            odd ? MACO_RT_MAX : MACO_RT_SUM, world, s);
    if (st == MACO_RT_OK)
      st = maco_rt_stream_synchronize(s);
  }
  if (st == MACO_RT_OK) {
    fprintf(stderr, "FAIL rank %d: mismatched collective returned OK\n",
            g_rank);
    return 1;
  }
  fprintf(stderr, "maco: error in %s on rank %d: %s: %s\n", mode, g_rank,
          maco_rt_status_string(st), maco_rt_last_error());
  // Nothing ran: the ranks are still in step.
  std::fill(x.begin(), x.end(), 1.f);
  OK(maco_rt_all_reduce(x.data(), x.data(), 1024, MACO_RT_F32, MACO_RT_SUM,
                        world, s));
  OK(maco_rt_stream_synchronize(s));
  CHECK(x[0] == (float)N, "all_reduce after the mismatch: %g", x[0]);
  fprintf(stderr, "test_check_mismatch: rank %d: group still usable\n", g_rank);
  if (s)
    OK(maco_rt_stream_release(s));
  OK(maco_rt_finalize());
  return 1;
}
