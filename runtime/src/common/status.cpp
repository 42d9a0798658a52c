//===- status.cpp - status codes, last error, dtype helpers -----------------===//
#include "common/internal.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
thread_local std::string tlsLastError;
// Whether tlsLastError may be non-empty: every entry point clears the last
// error, and on the common path (no error since) this is one load of a
// trivially initialised variable (no TLS wrapper, no string access).
MACO_RTI_HOT_TLS thread_local bool tlsErrorSet = false;
} // namespace

void maco_rt_detail::clearError() {
  if (tlsErrorSet) {
    tlsLastError.clear();
    tlsErrorSet = false;
  }
}

extern "C" {

int32_t maco_rt_api_version(void) { return MACO_RT_API_VERSION; }

const char *maco_rt_status_string(maco_rt_status_t status) {
  switch (status) {
  case MACO_RT_OK:
    return "MACO_RT_OK";
  case MACO_RT_INVALID_ARGUMENT:
    return "MACO_RT_INVALID_ARGUMENT";
  case MACO_RT_UNSUPPORTED:
    return "MACO_RT_UNSUPPORTED";
  case MACO_RT_BACKEND:
    return "MACO_RT_BACKEND";
  case MACO_RT_TIMEOUT:
    return "MACO_RT_TIMEOUT";
  case MACO_RT_STATE:
    return "MACO_RT_STATE";
  case MACO_RT_OUT_OF_MEMORY:
    return "MACO_RT_OUT_OF_MEMORY";
  case MACO_RT_INTERNAL:
    return "MACO_RT_INTERNAL";
  }
  return "MACO_RT_<unknown status>";
}

const char *maco_rt_last_error(void) { return tlsLastError.c_str(); }

maco_rt_status_t maco_rti_error_str(maco_rt_status_t status, const char *msg) {
  tlsLastError = msg ? msg : "";
  tlsErrorSet = true;
  return status;
}

maco_rt_status_t maco_rti_error(maco_rt_status_t status, const char *fmt,
                                ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  tlsLastError = buf;
  tlsErrorSet = true;
  return status;
}

void maco_rt_check(maco_rt_status_t status, const char *where) {
  if (status == MACO_RT_OK)
    return;
  int rank = -1;
  int inited = 0, finalized = 0;
  MPI_Initialized(&inited);
  MPI_Finalized(&finalized);
  if (inited && !finalized)
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  fprintf(stderr, "maco: error in %s on rank %d: %s: %s\n",
          where ? where : "?", rank, maco_rt_status_string(status),
          tlsLastError.c_str());
  fflush(stderr);
  if (inited && !finalized)
    MPI_Abort(MPI_COMM_WORLD, 1);
  exit(1);
}

size_t maco_rt_dtype_size(maco_rt_dtype_t dtype) {
  switch (dtype) {
  case MACO_RT_F32:
  case MACO_RT_I32:
    return 4;
  case MACO_RT_F16:
  case MACO_RT_BF16:
    return 2;
  case MACO_RT_F64:
  case MACO_RT_I64:
    return 8;
  case MACO_RT_I8:
    return 1;
  }
  return 0;
}

const char *maco_rti_dtype_name(maco_rt_dtype_t dtype) {
  switch (dtype) {
  case MACO_RT_F32:
    return "f32";
  case MACO_RT_F16:
    return "f16";
  case MACO_RT_BF16:
    return "bf16";
  case MACO_RT_F64:
    return "f64";
  case MACO_RT_I32:
    return "i32";
  case MACO_RT_I64:
    return "i64";
  case MACO_RT_I8:
    return "i8";
  }
  return "<invalid dtype>";
}

const char *maco_rti_reduction_name(maco_rt_reduction_t op) {
  switch (op) {
  case MACO_RT_SUM:
    return "sum";
  case MACO_RT_PROD:
    return "prod";
  case MACO_RT_MAX:
    return "max";
  case MACO_RT_MIN:
    return "min";
  case MACO_RT_AVG:
    return "avg";
  }
  return "<invalid reduction>";
}

const char *maco_rt_stat_kind_name(maco_rt_stat_kind_t kind) {
  switch (kind) {
  case MACO_RT_STAT_ALL_REDUCE:
    return "all_reduce";
  case MACO_RT_STAT_ALL_GATHER:
    return "all_gather";
  case MACO_RT_STAT_REDUCE_SCATTER:
    return "reduce_scatter";
  case MACO_RT_STAT_BROADCAST:
    return "broadcast";
  case MACO_RT_STAT_ALL_TO_ALL:
    return "all_to_all";
  case MACO_RT_STAT_SEND:
    return "send";
  case MACO_RT_STAT_RECV:
    return "recv";
  case MACO_RT_STAT_PERMUTE:
    return "permute";
  case MACO_RT_STAT_BARRIER:
    return "barrier";
  case MACO_RT_STAT_GEMM:
    return "gemm";
  }
  return nullptr;
}

const char *maco_rti_coll_name(maco_rti_coll_kind_t kind) {
  const char *n = maco_rt_stat_kind_name((maco_rt_stat_kind_t)kind);
  return n ? n : "<invalid op>";
}

uint64_t maco_rti_coll_bytes(const maco_rti_coll_desc_t *d) {
  uint64_t e = maco_rt_dtype_size(d->dtype);
  uint64_t c = d->count > 0 ? (uint64_t)d->count : 0;
  switch (d->kind) {
  case MACO_RTI_ALL_GATHER:
  case MACO_RTI_REDUCE_SCATTER:
  case MACO_RTI_ALL_TO_ALL:
    return c * e * (uint64_t)d->group_size;
  case MACO_RTI_BARRIER:
    return 0;
  default:
    return c * e;
  }
}

maco_rt_status_t maco_rti_alloc_error(size_t bytes, const char *what,
                                      const maco_rti_coll_desc_t *d) {
  char op[64] = "maco_rt";
  char extra[160] = "";
  if (d) {
    snprintf(op, sizeof(op), "maco_rt_%s", maco_rti_coll_name(d->kind));
    snprintf(extra, sizeof(extra), "; count %lld, dtype %s, group size %d",
             (long long)d->count, maco_rti_dtype_name(d->dtype), d->group_size);
  }
  return maco_rti_error(MACO_RT_OUT_OF_MEMORY,
                        "%s: rank %d: cannot allocate %zu bytes (%s%s): out "
                        "of memory",
                        op, maco_rti_world_rank(), bytes,
                        what ? what : "runtime memory", extra);
}

maco_rt_status_t maco_rti_mpi_error(const char *mpiFn, int mpiErr,
                                    const maco_rti_coll_desc_t *d) {
  char msg[MPI_MAX_ERROR_STRING + 1];
  int len = 0;
  if (MPI_Error_string(mpiErr, msg, &len) != MPI_SUCCESS)
    snprintf(msg, sizeof(msg), "MPI error code %d", mpiErr);
  msg[len < MPI_MAX_ERROR_STRING ? len : MPI_MAX_ERROR_STRING] = 0;
  if (!d)
    return maco_rti_error(MACO_RT_BACKEND, "%s failed on rank %d: %s", mpiFn,
                          maco_rti_world_rank(), msg);
  char extra[128] = "";
  if (d->kind == MACO_RTI_BROADCAST)
    snprintf(extra, sizeof(extra), ", root %lld", (long long)d->root);
  else if (d->kind == MACO_RTI_SEND || d->kind == MACO_RTI_RECV)
    snprintf(extra, sizeof(extra), ", peer %lld, tag %lld",
             (long long)d->peer, (long long)d->tag);
  else if (d->kind == MACO_RTI_PERMUTE)
    snprintf(extra, sizeof(extra), ", send_to %lld, recv_from %lld",
             (long long)d->peer, (long long)d->peer2);
  return maco_rti_error(
      MACO_RT_BACKEND,
      "%s failed in maco_rt_%s on rank %d (group rank %d, group size %d, "
      "count %lld, dtype %s, %llu bytes%s): %s",
      mpiFn, maco_rti_coll_name(d->kind), maco_rti_world_rank(),
      d->group_rank, d->group_size, (long long)d->count,
      maco_rti_dtype_name(d->dtype),
      (unsigned long long)maco_rti_coll_bytes(d), extra, msg);
}

} // extern "C"
