// The last rank SIGKILLs itself around a collective; the others must not
// hang. Mode (argv[1]):
//   blocking  the victim dies just before a synchronous all_reduce that the
//             others are blocked in;
//   stream    every rank enqueues a large all_reduce on a stream; the
//             victim's stream first runs a host callback that kills it,
//             so the others' all-reduces are in flight without it however
//             fast the machine (dying 20 ms after enqueueing let a 64 MiB
//             all-reduce finish first on a fast 2-rank VM); the others
//             wait for the stream (maco_rt_stream_synchronize).
// A survivor whose collective returns reports it like compiled code does
// (maco_rt_check: message naming op and rank, MPI_Abort). Run by
// check_rank_killed.py, which checks exit code, elapsed time and stderr.
#include "test_util.h"

#include <csignal>
#include <unistd.h>

static void die() {
  fprintf(stderr, "test_rank_killed: rank %d raises SIGKILL\n", g_rank);
  fflush(stderr);
  kill(getpid(), SIGKILL);
}

int main(int argc, char **argv) {
  initRuntime(&argc, &argv);
  const bool stream = argc > 1 && !strcmp(argv[1], "stream");
  int N = 1;
  OK(maco_rt_world_size(&N));
  const bool victim = g_rank == N - 1;
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  std::vector<float> x(16, 1.f);
  OK(maco_rt_all_reduce(x.data(), x.data(), 16, MACO_RT_F32, MACO_RT_SUM, world,
                        nullptr)); // everyone: completes
  if (!stream) {
    if (victim)
      die();
    maco_rt_check(maco_rt_all_reduce(x.data(), x.data(), 16, MACO_RT_F32,
                                     MACO_RT_SUM, world, nullptr),
                  "all_reduce (a rank was killed)");
  } else {
    maco_rt_stream_t s;
    OK(maco_rt_stream_create(&s));
    OK(maco_rt_stream_bind(world, s));
    if (victim)
      OK(maco_rt_stream_enqueue_host(
          s, [](void *) { die(); }, nullptr));
    // 64 MiB: a ring all-reduce of many steps.
    std::vector<float> big((size_t)16 << 20, 1.f);
    OK(maco_rt_all_reduce(big.data(), big.data(), (int64_t)big.size(),
                          MACO_RT_F32, MACO_RT_SUM, world, s));
    maco_rt_check(maco_rt_stream_synchronize(s),
                  "stream all_reduce (a rank was killed)");
  }
  fprintf(stderr, "FAIL rank %d: the collective completed without rank %d\n",
          g_rank, N - 1);
  OK(maco_rt_finalize());
  return 1;
}
