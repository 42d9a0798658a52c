// Backend selection: without a usable CUDA backend, MACO_RT_BACKEND_CUDA
// fails with a clear message and the CPU backend can still be initialised.
#include "test_util.h"

int main(int argc, char **argv) {
  maco_rt_status_t s =
      maco_rt_init_with_backend(&argc, &argv, MACO_RT_BACKEND_CUDA);
  if (s == MACO_RT_OK) {
    // A GPU machine with libmaco_runtime_cuda.so: nothing to check here.
    maco_rt_backend_t b;
    OK(maco_rt_get_backend(&b));
    CHECK(b == MACO_RT_BACKEND_CUDA, "backend is not cuda");
    OK(maco_rt_finalize());
    // What this test checks (the failure path) cannot happen here: skip,
    // with ctest's skip code, rather than pass.
    printf("SKIP test_backend_select: the CUDA backend is available, so its "
           "failure path cannot be tested\n");
    return 77;
  }
  fprintf(stderr, "expected failure: %s: %s\n", maco_rt_status_string(s),
          maco_rt_last_error());
  CHECK(strlen(maco_rt_last_error()) > 0, "no message for the CUDA failure");
  int inited = -1;
  OK(maco_rt_initialized(&inited));
  CHECK(inited == 0, "runtime marked initialised after a failed init");
  initRuntime(&argc, &argv);
  maco_rt_backend_t b;
  OK(maco_rt_get_backend(&b));
  CHECK(b == MACO_RT_BACKEND_CPU, "backend is not cpu");
  return finishTest("test_backend_select");
}
