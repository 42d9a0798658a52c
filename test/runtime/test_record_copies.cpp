// The recording backend's copies (runtime/src/record/record.cpp), as the
// host code of a GPU program makes them: a copy to device memory from
// pageable host memory reads its source when it is enqueued, as CUDA does
// (the driver has read it, staged or copied, when cuMemcpyAsync returns);
// maco-to-cuda's host mirrors are freed or reused right after that copy.
// A copy from device memory runs in stream order.
//
// Deterministic: the compute stream first waits for an event of another
// stream whose only work is a host function that blocks until the host
// has overwritten the source, so every copy below is still queued then.
//
// With --touch, the host writes device memory directly, which faults on a
// GPU: the recording backend's device memory is guarded, so it faults
// here too and the backend names the buffer (ctest expects that report).

#include "test_util.h"

#include "maco/runtime/codegen.h"

#include <atomic>
#include <thread>

extern "C" {
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
}

namespace {
std::atomic<int> gate{0};

void waitForGate(void *) {
  while (!gate.load())
    std::this_thread::yield();
}
} // namespace

int main(int argc, char **argv) {
  maco_cg_configure(MACO_CG_GPU);
  void *compute = maco_cg_compute_stream();
  if (argc > 1 && !strcmp(argv[1], "--touch")) {
    auto *device = static_cast<volatile float *>(
        mgpuMemAlloc(64 * sizeof(float), compute, /*isHostShared=*/false));
    device[3] = 1.0f;
    printf("FAIL test_record_copies --touch: a host write to device memory "
           "went unnoticed\n");
    return 1;
  }
  // The compute stream waits for stream 1, held by waitForGate.
  auto *blocker = static_cast<maco_rt_stream_t>(maco_cg_stream(1));
  OK(maco_rt_stream_enqueue_host(blocker, waitForGate, nullptr));
  maco_cg_event_wait(maco_cg_event_record(blocker));

  constexpr size_t n = 1024;
  std::vector<float> host(n, 7.0f);
  auto *device = static_cast<float *>(
      mgpuMemAlloc(n * sizeof(float), compute, /*isHostShared=*/false));
  CHECK(device, "no device buffer");
  mgpuMemcpy(device, host.data(), n * sizeof(float), compute);
  // The copy is queued behind the gate: the source is reused at once.
  std::fill(host.begin(), host.end(), -1.0f);
  std::vector<float> back(n, 0.0f);
  mgpuMemcpy(back.data(), device, n * sizeof(float), compute);
  CHECK(back[0] == 0.0f, "a copy from device memory ran before its turn");
  gate.store(1);
  maco_cg_host_sync();
  for (size_t i = 0; i < n; ++i)
    CHECK(back[i] == 7.0f,
          "element %zu is %g: the copy read its pageable source when it "
          "ran, not when it was enqueued",
          i, back[i]);
  mgpuMemFree(device, compute);
  maco_cg_host_sync();
  maco_cg_finalize();
  printf("PASS test_record_copies\n");
  return 0;
}
