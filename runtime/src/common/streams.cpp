//===- streams.cpp - streams and events -----------------------------------===//
//
// Stream and event handles: created, validated and released here, run by
// the backend (its stream_* and event_* table entries).
//
//===----------------------------------------------------------------------===//
#include "common/internal.h"

#include <algorithm>

using namespace maco_rt_detail;

extern "C" {

//===--- Streams and events -----------------------------------------------===//

maco_rt_status_t maco_rt_stream_create(maco_rt_stream_t *out) {
  MACO_REQUIRE_INIT("maco_rt_stream_create");
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_create: out is NULL");
  *out = nullptr;
  State &s = st();
  int id;
  {
    std::lock_guard<std::mutex> lock(s.mu);
    id = s.nextStreamId++;
  }
  void *impl = nullptr;
  maco_rt_status_t r = s.be->stream_create(id, &impl);
  if (r != MACO_RT_OK)
    return r;
  auto *str = new maco_rt_stream{id, impl};
  traceStreamName(id, "stream " + std::to_string(id));
  std::lock_guard<std::mutex> lock(s.mu);
  s.streamSet.insert(str);
  s.streams.push_back(str);
  *out = str;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_stream_release(maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_release");
  clearError();
  State &s = st();
  {
    std::lock_guard<std::mutex> lock(s.mu);
    if (!stream || !s.streamSet.count(stream))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_stream_release: unknown stream handle %p "
                            "on rank %d",
                            (void *)stream, s.worldRank);
    s.streamSet.erase(stream);
    s.streams.erase(std::find(s.streams.begin(), s.streams.end(), stream));
  }
  maco_rt_status_t r = s.be->stream_release(stream->impl);
  delete stream;
  return r;
}

maco_rt_status_t maco_rt_stream_synchronize(maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_stream_synchronize");
  clearError();
  void *impl;
  int id;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_synchronize", stream, &impl, &id);
  if (r != MACO_RT_OK || !impl)
    return r;
  const bool trace = maco_rti_trace_enabled();
  double t0 = trace ? maco_rti_now_us() : 0;
  r = st().be->stream_synchronize(impl);
  if (trace) {
    char args[64];
    snprintf(args, sizeof(args), "\"stream\": %d", id);
    maco_rti_trace_slice("stream_synchronize", 0, t0, maco_rti_now_us(), args);
  }
  return r;
}

maco_rt_status_t maco_rt_stream_id(maco_rt_stream_t stream, int *out) {
  MACO_REQUIRE_INIT("maco_rt_stream_id");
  void *impl;
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_id: out is NULL");
  return lookupStream("maco_rt_stream_id", stream, &impl, out);
}

maco_rt_status_t maco_rt_stream_native_handle(maco_rt_stream_t stream,
                                              void **out) {
  MACO_REQUIRE_INIT("maco_rt_stream_native_handle");
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_native_handle: out is NULL");
  *out = nullptr;
  void *impl;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_native_handle", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!st().be->stream_native_handle)
    return MACO_RT_OK;
  return st().be->stream_native_handle(impl, out);
}

maco_rt_status_t maco_rt_stream_enqueue_host(maco_rt_stream_t stream,
                                             void (*fn)(void *), void *arg) {
  MACO_REQUIRE_INIT("maco_rt_stream_enqueue_host");
  clearError();
  if (!fn)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_stream_enqueue_host: fn is NULL");
  void *impl;
  maco_rt_status_t r =
      lookupStream("maco_rt_stream_enqueue_host", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!impl) {
    fn(arg);
    return MACO_RT_OK;
  }
  if (!st().be->stream_enqueue_host)
    return maco_rti_error(MACO_RT_UNSUPPORTED,
                          "maco_rt_stream_enqueue_host: not supported by the "
                          "%s backend",
                          st().be->name);
  return st().be->stream_enqueue_host(impl, fn, arg);
}

maco_rt_status_t maco_rt_event_create(maco_rt_event_t *out) {
  MACO_REQUIRE_INIT("maco_rt_event_create");
  clearError();
  if (!out)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_event_create: out is NULL");
  *out = nullptr;
  void *impl = nullptr;
  maco_rt_status_t r = st().be->event_create(&impl);
  if (r != MACO_RT_OK)
    return r;
  auto *e = new maco_rt_event{impl};
  std::lock_guard<std::mutex> lock(st().mu);
  st().eventSet.insert(e);
  *out = e;
  return MACO_RT_OK;
}

maco_rt_status_t maco_rt_event_release(maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_event_release");
  clearError();
  {
    std::lock_guard<std::mutex> lock(st().mu);
    if (!event || !st().eventSet.count(event))
      return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                            "maco_rt_event_release: unknown event handle %p on "
                            "rank %d",
                            (void *)event, st().worldRank);
    st().eventSet.erase(event);
  }
  maco_rt_status_t r = st().be->event_release(event->impl);
  delete event;
  return r;
}

maco_rt_status_t maco_rt_event_record(maco_rt_event_t event,
                                      maco_rt_stream_t stream) {
  MACO_REQUIRE_INIT("maco_rt_event_record");
  clearError();
  void *ev, *impl;
  maco_rt_status_t r = lookupEvent("maco_rt_event_record", event, &ev);
  if (r == MACO_RT_OK)
    r = lookupStream("maco_rt_event_record", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  return st().be->event_record(ev, impl);
}

maco_rt_status_t maco_rt_event_synchronize(maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_event_synchronize");
  clearError();
  void *ev;
  maco_rt_status_t r = lookupEvent("maco_rt_event_synchronize", event, &ev);
  if (r != MACO_RT_OK)
    return r;
  const bool trace = maco_rti_trace_enabled();
  double t0 = trace ? maco_rti_now_us() : 0;
  r = st().be->event_synchronize(ev);
  if (trace)
    maco_rti_trace_slice("event_synchronize", 0, t0, maco_rti_now_us(),
                         nullptr);
  return r;
}

maco_rt_status_t maco_rt_event_query(maco_rt_event_t event, int *done) {
  MACO_REQUIRE_INIT("maco_rt_event_query");
  clearError();
  if (!done)
    return maco_rti_error(MACO_RT_INVALID_ARGUMENT,
                          "maco_rt_event_query: done is NULL");
  void *ev;
  maco_rt_status_t r = lookupEvent("maco_rt_event_query", event, &ev);
  if (r != MACO_RT_OK)
    return r;
  return st().be->event_query(ev, done);
}

maco_rt_status_t maco_rt_stream_wait_event(maco_rt_stream_t stream,
                                           maco_rt_event_t event) {
  MACO_REQUIRE_INIT("maco_rt_stream_wait_event");
  clearError();
  void *ev, *impl;
  maco_rt_status_t r = lookupEvent("maco_rt_stream_wait_event", event, &ev);
  if (r == MACO_RT_OK)
    r = lookupStream("maco_rt_stream_wait_event", stream, &impl, nullptr);
  if (r != MACO_RT_OK)
    return r;
  if (!impl)
    return maco_rt_event_synchronize(event);
  return st().be->stream_wait_event(impl, ev);
}

} // extern "C"
