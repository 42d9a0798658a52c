/* maco_entry_configure_malloc (maco/runtime/entry.h), which main() of an
 * ahead-of-time executable and maco-run call first: afterwards a 64 MiB
 * block comes from the heap instead of its own mmap, and freeing it leaves
 * the memory in the heap for the next step; with GLIBC_TUNABLES set it
 * changes nothing. Outside glibc there is nothing to check (exit 77). */
#include "maco/runtime/entry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static int failures = 0;
/* Through a volatile pointer, so that the compiler keeps each malloc/free
 * pair (it may drop a block that nothing reads). */
static char *volatile block;
static void check(int ok, const char *what) {
  printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
  failures += !ok;
}

int main(void) {
#if !defined(__GLIBC__) || !defined(M_MMAP_THRESHOLD) ||                       \
    !(__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  printf("SKIP: not glibc 2.33 or later (mallinfo2)\n");
  return 77;
#else
  const size_t big = (size_t)64 << 20; /* above glibc's largest dynamic
                                          mmap threshold (32 MiB) */
  /* The user's own settings win: nothing changes. */
  setenv("GLIBC_TUNABLES", "glibc.malloc.perturb=0", 1);
  maco_entry_configure_malloc();
  unsetenv("GLIBC_TUNABLES");
  block = malloc(big);
  memset(block, 1, 4096);
  check(mallinfo2().hblks == 1,
        "with GLIBC_TUNABLES set, a 64 MiB block is mapped on its own");
  free(block);

  maco_entry_configure_malloc();
  block = malloc(big);
  memset(block, 1, 4096);
  check(mallinfo2().hblks == 0, "a 64 MiB block comes from the heap");
  free(block);
  check(mallinfo2().arena >= big,
        "freeing it leaves the memory in the heap (not trimmed)");
  return failures ? 1 : 0;
#endif
}
