// docs/runtime.md says how many of runtime.h's exported functions return
// maco_rt_status_t and names the others: checked against the header.
// RUN: python3 %S/Inputs/check-runtime-exports.py %maco_src_root | FileCheck %s
// CHECK: runtime exports: 54, 47 return a status, 7 do not: maco_rt_api_version, maco_rt_status_string, maco_rt_last_error, maco_rt_check, maco_rt_dtype_size, maco_rt_algorithm_name, maco_rt_stat_kind_name
