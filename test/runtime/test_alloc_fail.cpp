// A collective whose scratch memory cannot be allocated fails cleanly with
// OUT_OF_MEMORY and a message naming the rank and the size, synchronously
// and on a stream, and the runtime stays usable. The address space is
// capped (RLIMIT_AS) just above what the process uses, so that the 64 MiB
// scratch buffer of a tree all-reduce of 64 MiB cannot be allocated.
#include "test_util.h"

#include <sys/resource.h>
#include <unistd.h>

static size_t addressSpace() {
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (!f || fscanf(f, "%lu", &pages) != 1)
    FAILF("cannot read /proc/self/statm");
  fclose(f);
  return pages * (size_t)sysconf(_SC_PAGESIZE);
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MACO_TEST_ASAN 1
#endif
#endif

int main(int argc, char **argv) {
#if defined(MACO_TEST_ASAN) || defined(__SANITIZE_ADDRESS__)
  // ASan's operator new aborts the process when it cannot allocate (it
  // cannot return null), so the runtime never sees the failure.
  fprintf(stderr, "test_alloc_fail: skipped under AddressSanitizer (its "
                  "operator new aborts on allocation failure)\n");
  return 77;
#endif
  initRuntime(&argc, &argv);
  int N = 1;
  OK(maco_rt_world_size(&N));
  maco_rt_comm_t world;
  OK(maco_rt_comm_world(&world));
  maco_rt_stream_t s;
  OK(maco_rt_stream_create(&s));
  OK(maco_rt_stream_bind(world, s));
  const int64_t count = (int64_t)16 << 20; // f32: 64 MiB
  std::vector<float> x((size_t)count, 1.f);
  char expect[160];
  snprintf(expect, sizeof(expect),
           "rank %d: cannot allocate %lld bytes (scratch memory of "
           "MPI_Isend/MPI_Irecv (tree all-reduce); count %lld, dtype f32, "
           "group size %d): out of memory",
           g_rank, (long long)count * 4, (long long)count, N);

  rlimit old;
  CHECK(getrlimit(RLIMIT_AS, &old) == 0, "getrlimit");
  rlimit low = old;
  low.rlim_cur = addressSpace() + ((size_t)32 << 20);
  CHECK(setrlimit(RLIMIT_AS, &low) == 0, "setrlimit");
  EXPECT_ERR(maco_rt_all_reduce_algo(x.data(), x.data(), count, MACO_RT_F32,
                                     MACO_RT_SUM, world, nullptr,
                                     MACO_RT_ALGO_TREE),
             MACO_RT_OUT_OF_MEMORY, expect);
  OK(maco_rt_all_reduce_algo(x.data(), x.data(), count, MACO_RT_F32,
                             MACO_RT_SUM, world, s, MACO_RT_ALGO_TREE));
  EXPECT_ERR(maco_rt_stream_synchronize(s), MACO_RT_OUT_OF_MEMORY, expect);
  CHECK(strstr(maco_rt_last_error(), "[asynchronous, on stream 1]"),
        "stream error lacks the stream: %s", maco_rt_last_error());
  if (g_rank == 0)
    fprintf(stderr, "test_alloc_fail: reported: %s\n", maco_rt_last_error());
  CHECK(setrlimit(RLIMIT_AS, &old) == 0, "setrlimit (restore)");

  // Nothing was sent: the ranks are in step and the same call now works.
  OK(maco_rt_all_reduce_algo(x.data(), x.data(), count, MACO_RT_F32,
                             MACO_RT_SUM, world, s, MACO_RT_ALGO_TREE));
  OK(maco_rt_stream_synchronize(s));
  CHECK(x[0] == (float)N && x[count - 1] == (float)N, "result %g %g", x[0],
        x[count - 1]);
  OK(maco_rt_stream_release(s));
  return finishTest("test_alloc_fail");
}
