// The compiler builds runtime calls only through the typed builders
// generated from runtime/include/maco/runtime/codegen.def
// (runtime_calls::cg::maco_cg_*, RuntimeCalls.h), never by a name in a
// string: checked against the sources. (That a wrong argument count does
// not compile is checked by ctest, typed-runtime-calls.*.)
// RUN: not grep -rnE '\.call\([^;]*"maco_cg_' %maco_src_root/lib %maco_src_root/include/maco
// RUN: grep -rlE 'cg::maco_cg_[a-z_]+\(' %maco_src_root/lib | FileCheck %s
// CHECK-DAG: LinalgToRuntime/MatmulToRuntime.cpp
// CHECK-DAG: MacoToCuda/GpuComputeStream.cpp
// CHECK-DAG: MacoToRuntime/MacoToRuntime.cpp
