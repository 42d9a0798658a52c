// Force-included (-include) in maco's C++ sources when MACO_SANITIZE has
// `address` (CMakeLists.txt).
//
// LLVM's BumpPtrAllocator (inline, in headers) poisons its slabs and
// unpoisons what it hands out when compiled with ASan. The distribution's
// libLLVM.so/libMLIR.so are not: a slab that maco's instrumented copy
// poisoned and that MLIR's own copy then allocates from (attribute and type
// storage, for instance) reads as "use-after-poison". Declaring ASan's
// interface first and then turning the two calls into no-ops keeps maco's
// copies from poisoning anything; ASan still checks every real heap, stack
// and global access.
#ifndef MACO_SANITIZER_NO_LLVM_POISONING_H
#define MACO_SANITIZER_NO_LLVM_POISONING_H
#ifdef __cplusplus
#include <sanitizer/asan_interface.h>
#undef __asan_poison_memory_region
#undef __asan_unpoison_memory_region
#define __asan_poison_memory_region(addr, size) ((void)(addr), (void)(size))
#define __asan_unpoison_memory_region(addr, size) ((void)(addr), (void)(size))
#endif
#endif
