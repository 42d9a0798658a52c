// One rank skips a collective (sleeps instead); under MACO_TIMEOUT the
// others must abort the job with the timeout message instead of hanging.
// Run by check_timeout.py, which checks exit code, elapsed time and stderr.
// With --main-thread the program declares MACO_RT_THREADS_MAIN first (MPI
// at MPI_THREAD_SINGLE, as compiled programs without streams run): the
// watchdog must abort the job from its own thread all the same.
// With --exit-without-finalize (one process, ctest
// runtime.timeout_exit_without_finalize) it runs one collective and calls
// exit(0) without maco_rt_finalize: the running watchdog must not turn
// that into an abort at exit (a joinable std::thread's destructor called
// std::terminate before 2026-11-27).
#include "test_util.h"

#include <cstring>
#include <unistd.h>

int main(int argc, char **argv) {
  const bool exitEarly =
      argc > 1 && !strcmp(argv[1], "--exit-without-finalize");
  if (argc > 1 && !strcmp(argv[1], "--main-thread"))
    OK(maco_rt_set_threads(MACO_RT_THREADS_MAIN));
  initRuntime(&argc, &argv);
  int N = 1;
  OK(maco_rt_world_size(&N));
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  std::vector<float> x(16, 1.f);
  OK(maco_rt_all_reduce(x.data(), x.data(), 16, MACO_RT_F32, MACO_RT_SUM,
                        world, nullptr)); // everyone: completes
  if (exitEarly) {
    printf("PASS-SO-FAR exit without finalize, sum %g\n", x[0]);
    fflush(stdout);
    exit(0);
  }
  if (g_rank == N - 1) {
    sleep(60); // skips the next collective
  } else {
    // The others block here until the watchdog aborts the job.
    maco_rt_status_t s = maco_rt_all_reduce(
        x.data(), x.data(), 16, MACO_RT_F32, MACO_RT_SUM, world, nullptr);
    fprintf(stderr, "FAIL rank %d: all_reduce returned %d\n", g_rank, (int)s);
  }
  OK(maco_rt_finalize());
  return 0;
}
