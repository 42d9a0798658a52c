// maco_rt_set_threads: a program that promises not to use streams gets MPI
// at MPI_THREAD_SINGLE (what compiled programs without started
// collectives declare through maco_cg_configure), its collectives work,
// and creating a stream fails with the reason; the declaration is refused
// once the runtime runs. Run with MACO_TIMEOUT unset.
#include "test_util.h"

int main(int argc, char **argv) {
  EXPECT_ERR(maco_rt_set_threads((maco_rt_threads_t)5),
             MACO_RT_INVALID_ARGUMENT, "invalid value 5");
  OK(maco_rt_set_threads(MACO_RT_THREADS_MAIN));
  initRuntime(&argc, &argv);
  int level = -1;
  MPI_Query_thread(&level);
  CHECK(level == MPI_THREAD_SINGLE, "MPI thread level %d, expected %d", level,
        MPI_THREAD_SINGLE);
  EXPECT_ERR(maco_rt_set_threads(MACO_RT_THREADS_STREAMS), MACO_RT_STATE,
             "already initialised");

  int n = 0;
  OK(maco_rt_world_size(&n));
  maco_rt_comm_t comm = nullptr;
  int64_t shape = n, axis = 0;
  OK(maco_rt_comm_get(&shape, 1, &axis, 1, &comm));
  float x[4] = {1, 2, 3, (float)g_rank};
  OK(maco_rt_all_reduce(x, x, 4, MACO_RT_F32, MACO_RT_SUM, comm, nullptr));
  CHECK(x[0] == n && x[3] == n * (n - 1) / 2.0f, "all_reduce gave %g %g", x[0],
        x[3]);

  maco_rt_stream_t s = nullptr;
  EXPECT_ERR(maco_rt_stream_create(&s), MACO_RT_UNSUPPORTED,
             "streams need MPI_THREAD_MULTIPLE");
  return finishTest("test_threads");
}
