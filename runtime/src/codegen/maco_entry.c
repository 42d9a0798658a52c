/*===- maco_entry.c - run an entry function on NumPy files ----------------===*
 *
 * maco_entry_run and maco_entry_main (maco/runtime/entry.h): the part of
 * `maco-run --entry NAME --input ...` that runs after compilation, and the
 * main() of maco-compile's executables. One source for both: maco-run
 * compiles it in, libmaco_main.a holds it (plain C, so that executables
 * link with `cc` and nothing more than the runtime they already link).
 *
 * Algorithm
 * ---------
 *  1. Start the runtime with the function's maco_cg_configure flags (what
 *     its own first call would choose), learn rank and world size from a
 *     communicator over all ranks (grid [?], axis 0).
 *  2. Check, on every rank, the command line against the signature and
 *     each .npy header against its argument: format version, byte order,
 *     C order, dtype, rank, static dimensions; resolve the argument's grid
 *     with the world size; compute this rank's slice: rank r has the
 *     row-major multi-index m of r in the grid; a tensor dimension d split
 *     over grid axes (a_1, ..., a_k) has n_d = prod S[a_i] equal shards of
 *     G_d / n_d elements (an error unless n_d divides G_d), and this rank
 *     holds shard number linearize(m[a_1], ..., m[a_k]) (a_1 major), as
 *     upstream shard-partition slices. The local shape must equal the one
 *     the partitioned function was compiled for, where static.
 *     All ranks agree on the outcome (one all-reduce); on an error, the
 *     lowest failing rank prints it and all return 1.
 *  3. Read each rank's slice (one fread per contiguous run), agree again.
 *     For an entry compiled for the GPU, the slice goes to device memory
 *     from the GPU backend (mgpuMemAlloc, one mgpuMemcpy); the program
 *     reads arguments on the host only through copies of its own
 *     (maco-gpu-compute-stream's mirrors). Results (the program's own
 *     managed buffers, read after the function's closing wait) are freed
 *     with mgpuMemFree.
 *  4. Call the packed wrapper with memref descriptors.
 *  5. For each result: the local shapes must be equal on all ranks; the
 *     global shape multiplies each split dimension by its number of
 *     shards; the ranks whose coordinates along the grid axes that the
 *     result is not split over are 0 send their block to rank 0 (a
 *     replicated result is rank 0's copy), which places each block at its
 *     offset and writes the .npy file (format 1.0). Result buffers are
 *     freed (once each, never an input's).
 *===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 200809L

#include "maco/runtime/codegen.h"
#include "maco/runtime/entry.h"
#include "maco/runtime/runtime.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#define MAX_RANK 32
#define MAX_GRID 8
#define MSG 2048

/* The entry's own collectives, complete when they return: in a GPU program
 * (MACO_CG_GPU) the runtime orders collectives on the compute stream and
 * returns at once, but these work on the host (often on this code's stack)
 * and are read right after. maco_cg_host_sync waits for the stream (a
 * no-op on the CPU backend). */
static void entry_all_reduce(void *send, void *recv, int64_t count,
                             int32_t dtype, int32_t op, void *comm,
                             void *stream, int32_t algorithm) {
  maco_cg_all_reduce(send, recv, count, dtype, op, comm, stream, algorithm);
  maco_cg_host_sync();
}

static void entry_send(void *buf, int64_t count, int32_t dtype, int64_t peer,
                       int64_t tag, void *comm, void *stream) {
  maco_cg_send(buf, count, dtype, peer, tag, comm, stream);
  maco_cg_host_sync();
}

static void entry_recv(void *buf, int64_t count, int32_t dtype, int64_t peer,
                       int64_t tag, void *comm, void *stream) {
  maco_cg_recv(buf, count, dtype, peer, tag, comm, stream);
  maco_cg_host_sync();
}

/*===--- Element types
 * -----------------------------------------------------===*/

typedef struct {
  const char *mlir;  /* element type in the signature */
  const char *numpy; /* NumPy's name */
  char kind;         /* .npy descr kind */
  int size;          /* bytes */
} dtype_info;

static const dtype_info kDtypes[] = {
    {"f16", "float16", 'f', 2}, {"bf16", "bfloat16", 'V', 2},
    {"f32", "float32", 'f', 4}, {"f64", "float64", 'f', 8},
    {"i1", "bool", 'b', 1},     {"i8", "int8", 'i', 1},
    {"i16", "int16", 'i', 2},   {"i32", "int32", 'i', 4},
    {"i64", "int64", 'i', 8},   {"ui8", "uint8", 'u', 1},
    {"ui16", "uint16", 'u', 2}, {"ui32", "uint32", 'u', 4},
    {"ui64", "uint64", 'u', 8},
};

static const dtype_info *find_dtype(const char *mlir) {
  for (size_t i = 0; i < sizeof(kDtypes) / sizeof(kDtypes[0]); ++i)
    if (!strcmp(kDtypes[i].mlir, mlir))
      return &kDtypes[i];
  return NULL;
}

/* The descr NumPy writes for `d` ('<f4', '|b1'); bf16 results are written
 * as their uint16 bit patterns ('<u2'). */
static void descr_of(const dtype_info *d, char *out, size_t n) {
  char kind = d->kind == 'V' ? 'u' : d->kind;
  snprintf(out, n, "%c%c%d", d->size == 1 ? '|' : '<', kind, d->size);
}

/* NumPy's name for a descr, for messages. */
static const char *numpy_name(const char *descr) {
  static const struct {
    char kind;
    int size;
    const char *name;
  } names[] = {{'f', 2, "float16"},
               {'f', 4, "float32"},
               {'f', 8, "float64"},
               {'i', 1, "int8"},
               {'i', 2, "int16"},
               {'i', 4, "int32"},
               {'i', 8, "int64"},
               {'u', 1, "uint8"},
               {'u', 2, "uint16"},
               {'u', 4, "uint32"},
               {'u', 8, "uint64"},
               {'b', 1, "bool"},
               {'c', 8, "complex64"},
               {'c', 16, "complex128"},
               {'V', 2, "bfloat16 (ml_dtypes)"}};
  const char *p = descr;
  if (*p == '<' || *p == '>' || *p == '|' || *p == '=')
    ++p;
  if (!*p)
    return "unknown";
  char kind = *p;
  int size = atoi(p + 1);
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    if (names[i].kind == kind && names[i].size == size)
      return names[i].name;
  if (kind == 'U' || kind == 'S')
    return "strings";
  if (kind == 'O')
    return "Python objects";
  return "an unsupported dtype";
}

/* Whether `descr` of a file holds elements of `d` (little-endian or
 * byte-sized). bf16 accepts ml_dtypes' '<V2'/'|V2' and raw '<u2' bits. */
static int descr_matches(const char *descr, const dtype_info *d) {
  const char *p = descr;
  char order = '=';
  if (*p == '<' || *p == '>' || *p == '|' || *p == '=')
    order = *p++;
  if (order == '>' && d->size > 1)
    return 0;
  char kind = *p;
  if (!kind)
    return 0;
  char *end = NULL;
  long size = strtol(p + 1, &end, 10);
  if (!end || *end)
    return 0;
  if (d->kind == 'V')
    return size == 2 && (kind == 'V' || kind == 'u');
  return kind == d->kind && size == d->size;
}

/*===--- The signature
 * ------------------------------------------------------===*/

typedef struct {
  char dtype[8];
  const dtype_info *info;
  int rank;
  int64_t global[MAX_RANK]; /* -1: dynamic */
  int64_t local[MAX_RANK];  /* -1: dynamic */
  char grid[128];           /* "" when unsharded */
  int grid_rank;
  int64_t grid_shape[MAX_GRID]; /* -1: dynamic */
  int naxes[MAX_RANK];
  int axes[MAX_RANK][MAX_GRID];
} tensor_sig;

typedef struct {
  char name[256];
  int64_t flags;
  int nargs, nresults;
  tensor_sig *args, *results;
} func_sig;

typedef struct {
  char default_entry[256];
  int nfuncs;
  func_sig *funcs;
} signatures;

typedef struct {
  char *text;
  char *save;
} tokens;

static const char *next_token(tokens *t) {
  char *tok = strtok_r(t->text, " \t\n", &t->save);
  t->text = NULL;
  return tok;
}

static int token_int(tokens *t, int64_t *out) {
  const char *tok = next_token(t);
  if (!tok)
    return 0;
  if (!strcmp(tok, "?")) {
    *out = -1;
    return 1;
  }
  char *end = NULL;
  long long v = strtoll(tok, &end, 10);
  if (!end || *end)
    return 0;
  *out = v;
  return 1;
}

static int parse_tensor(tokens *t, tensor_sig *s) {
  memset(s, 0, sizeof(*s));
  const char *dtype = next_token(t);
  int64_t v;
  if (!dtype || strlen(dtype) >= sizeof(s->dtype))
    return 0;
  strcpy(s->dtype, dtype);
  s->info = find_dtype(dtype);
  if (!s->info || !token_int(t, &v) || v < 0 || v > MAX_RANK)
    return 0;
  s->rank = (int)v;
  for (int d = 0; d < s->rank; ++d)
    if (!token_int(t, &s->global[d]))
      return 0;
  for (int d = 0; d < s->rank; ++d)
    if (!token_int(t, &s->local[d]))
      return 0;
  const char *grid = next_token(t);
  if (!grid || strlen(grid) >= sizeof(s->grid))
    return 0;
  strcpy(s->grid, strcmp(grid, "-") ? grid : "");
  if (!token_int(t, &v) || v < 0 || v > MAX_GRID)
    return 0;
  s->grid_rank = (int)v;
  for (int a = 0; a < s->grid_rank; ++a)
    if (!token_int(t, &s->grid_shape[a]))
      return 0;
  for (int d = 0; d < s->rank; ++d) {
    if (!token_int(t, &v) || v < 0 || v > s->grid_rank)
      return 0;
    s->naxes[d] = (int)v;
    for (int i = 0; i < s->naxes[d]; ++i) {
      if (!token_int(t, &v) || v < 0 || v >= s->grid_rank)
        return 0;
      s->axes[d][i] = (int)v;
    }
  }
  return 1;
}

static void free_signatures(signatures *sigs) {
  for (int i = 0; i < sigs->nfuncs; ++i) {
    free(sigs->funcs[i].args);
    free(sigs->funcs[i].results);
  }
  free(sigs->funcs);
  memset(sigs, 0, sizeof(*sigs));
}

static int parse_signatures(const char *text, signatures *sigs) {
  memset(sigs, 0, sizeof(*sigs));
  char *copy = strdup(text ? text : "");
  tokens t = {copy, NULL};
  const char *tok = next_token(&t);
  int64_t version;
  int ok = tok && !strcmp(tok, "maco-entry") && token_int(&t, &version) &&
           version == 1;
  while (ok && (tok = next_token(&t))) {
    if (!strcmp(tok, "default")) {
      const char *name = next_token(&t);
      ok = name && strlen(name) < sizeof(sigs->default_entry);
      if (ok)
        strcpy(sigs->default_entry, name);
      continue;
    }
    if (strcmp(tok, "func")) {
      ok = 0;
      break;
    }
    func_sig *grown =
        realloc(sigs->funcs, sizeof(func_sig) * (size_t)(sigs->nfuncs + 1));
    if (!grown) {
      ok = 0;
      break;
    }
    sigs->funcs = grown;
    func_sig *f = &sigs->funcs[sigs->nfuncs++];
    memset(f, 0, sizeof(*f));
    const char *name = next_token(&t);
    int64_t nargs, nresults;
    ok = name && strlen(name) < sizeof(f->name) && token_int(&t, &f->flags) &&
         token_int(&t, &nargs) && token_int(&t, &nresults) && nargs >= 0 &&
         nresults >= 0;
    if (!ok)
      break;
    strcpy(f->name, name);
    f->nargs = (int)nargs;
    f->nresults = (int)nresults;
    f->args = calloc((size_t)nargs + 1, sizeof(tensor_sig));
    f->results = calloc((size_t)nresults + 1, sizeof(tensor_sig));
    for (int i = 0; ok && i < f->nargs + f->nresults; ++i) {
      const char *kind = next_token(&t);
      int isArg = i < f->nargs;
      ok = kind && !strcmp(kind, isArg ? "arg" : "result") &&
           parse_tensor(&t, isArg ? &f->args[i] : &f->results[i - f->nargs]);
    }
  }
  free(copy);
  if (!ok)
    free_signatures(sigs);
  return ok;
}

/*===--- Formatting
 * ---------------------------------------------------------===*/

/* Appends to a fixed buffer. */
typedef struct {
  char *buf;
  size_t cap, len;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) {
  if (b->len >= b->cap)
    return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(b->buf + b->len, b->cap - b->len, fmt, ap);
  va_end(ap);
  if (n > 0)
    b->len += (size_t)n;
  if (b->len >= b->cap)
    b->len = b->cap - 1;
}

/* tensor<8x?xf32> */
static void fmt_type(sbuf *b, const tensor_sig *s) {
  sb_printf(b, "tensor<");
  for (int d = 0; d < s->rank; ++d) {
    if (s->global[d] < 0)
      sb_printf(b, "?x");
    else
      sb_printf(b, "%lldx", (long long)s->global[d]);
  }
  sb_printf(b, "%s>", s->dtype);
}

/* (8, 16), (8,), () as NumPy prints shapes; -1 is '?'. */
static void fmt_shape(sbuf *b, int rank, const int64_t *shape) {
  sb_printf(b, "(");
  for (int d = 0; d < rank; ++d) {
    if (shape[d] < 0)
      sb_printf(b, "%s?", d ? ", " : "");
    else
      sb_printf(b, "%s%lld", d ? ", " : "", (long long)shape[d]);
  }
  sb_printf(b, rank == 1 ? ",)" : ")");
}

static int is_sharded(const tensor_sig *s) {
  for (int d = 0; d < s->rank; ++d)
    if (s->naxes[d])
      return 1;
  return 0;
}

/* "split_axes = [[0], []] on @g" */
static void fmt_sharding(sbuf *b, const tensor_sig *s) {
  sb_printf(b, "split_axes = [");
  for (int d = 0; d < s->rank; ++d) {
    sb_printf(b, "%s[", d ? ", " : "");
    for (int i = 0; i < s->naxes[d]; ++i)
      sb_printf(b, "%s%d", i ? ", " : "", s->axes[d][i]);
    sb_printf(b, "]");
  }
  sb_printf(b, "] on @%s", s->grid);
}

static void fmt_tensor(sbuf *b, const tensor_sig *s) {
  fmt_type(b, s);
  if (is_sharded(s)) {
    sb_printf(b, " (");
    fmt_sharding(b, s);
    sb_printf(b, ")");
  }
}

/* @mlp(tensor<8x16xf32> (split_axes = ...), ...) -> (tensor<8x32xf32>) */
static void fmt_func(sbuf *b, const func_sig *f) {
  sb_printf(b, "@%s(", f->name);
  for (int i = 0; i < f->nargs; ++i) {
    if (i)
      sb_printf(b, ", ");
    fmt_tensor(b, &f->args[i]);
  }
  sb_printf(b, ") -> (");
  for (int i = 0; i < f->nresults; ++i) {
    if (i)
      sb_printf(b, ", ");
    fmt_tensor(b, &f->results[i]);
  }
  sb_printf(b, ")");
}

/*===--- Ranks and errors
 * ---------------------------------------------------===*/

typedef struct {
  const char *tool;
  void *world; /* communicator over all ranks */
  int rank, size;
  char msg[MSG]; /* this rank's first error */
  int failed;
} context;

static void set_error(context *c, const char *fmt, ...) {
  if (c->failed)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->msg, sizeof(c->msg), fmt, ap);
  va_end(ap);
  c->failed = 1;
}

static void start_runtime(context *c, int64_t flags) {
  maco_cg_configure(flags);
  maco_cg_init();
  /* A row-major grid [?] (all ranks) and its axis 0: the world. */
  c->world = maco_cg_comm(1, -1, 0, 0, 0, 1, 0, 0, 0, 0);
  c->rank = (int)maco_cg_comm_rank(c->world);
  c->size = (int)maco_cg_comm_size(c->world);
}

/* Whether any rank failed; if so, the lowest failing rank prints its
 * message (naming itself unless all ranks failed). */
static int agree(context *c) {
  int32_t mine = c->failed, nfailed = 0;
  entry_all_reduce(&mine, &nfailed, 1, MACO_RT_I32, MACO_RT_SUM, c->world, NULL,
                   0);
  if (!nfailed)
    return 0;
  int32_t me = c->failed ? c->rank : c->size, first = 0;
  entry_all_reduce(&me, &first, 1, MACO_RT_I32, MACO_RT_MIN, c->world, NULL, 0);
  if (c->rank == first) {
    if (nfailed == c->size)
      fprintf(stderr, "%s: error: %s\n", c->tool, c->msg);
    else
      fprintf(stderr, "%s: error on rank %d (%d of %d ranks failed): %s\n",
              c->tool, c->rank, (int)nfailed, c->size, c->msg);
    fflush(stderr);
  }
  return 1;
}

/*===--- .npy files
 * ---------------------------------------------------------===*/

typedef struct {
  char descr[64];
  int fortran;
  int rank;
  int64_t shape[MAX_RANK];
  long long data_offset;
  long long file_size;
} npy_header;

/* The value of 'key' in a header dict, after "'key':" and spaces. */
static const char *dict_value(const char *dict, const char *key) {
  char quoted[32];
  snprintf(quoted, sizeof(quoted), "'%s'", key);
  const char *p = strstr(dict, quoted);
  if (!p) {
    snprintf(quoted, sizeof(quoted), "\"%s\"", key);
    p = strstr(dict, quoted);
  }
  if (!p)
    return NULL;
  p += strlen(quoted);
  while (*p == ' ')
    ++p;
  if (*p != ':')
    return NULL;
  ++p;
  while (*p == ' ')
    ++p;
  return p;
}

/* Reads the header of `path`; on failure sets `err`. */
static int npy_read_header(FILE *f, const char *path, npy_header *h, char *err,
                           size_t errlen) {
  memset(h, 0, sizeof(*h));
  unsigned char magic[8];
  if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "\x93NUMPY", 6)) {
    snprintf(err, errlen,
             "'%s' is not a NumPy .npy file (it does not start with "
             "\"\\x93NUMPY\")",
             path);
    return 0;
  }
  int major = magic[6], minor = magic[7];
  unsigned long long len = 0;
  if (major == 1) {
    unsigned char l[2];
    if (fread(l, 1, 2, f) != 2)
      goto truncated;
    len = l[0] | (unsigned)l[1] << 8;
    h->data_offset = 10 + (long long)len;
  } else if (major == 2 || major == 3) {
    unsigned char l[4];
    if (fread(l, 1, 4, f) != 4)
      goto truncated;
    len = l[0] | (unsigned long long)l[1] << 8 |
          (unsigned long long)l[2] << 16 | (unsigned long long)l[3] << 24;
    h->data_offset = 12 + (long long)len;
  } else {
    snprintf(err, errlen,
             "'%s' has .npy format version %d.%d; versions 1.0, 2.0 and 3.0 "
             "are supported",
             path, major, minor);
    return 0;
  }
  if (len > (1u << 24)) {
    snprintf(err, errlen, "'%s' has a .npy header of %llu bytes", path, len);
    return 0;
  }
  char *dict = malloc(len + 1);
  if (!dict || fread(dict, 1, len, f) != len) {
    free(dict);
    goto truncated;
  }
  dict[len] = 0;
  const char *descr = dict_value(dict, "descr");
  const char *fortran = dict_value(dict, "fortran_order");
  const char *shape = dict_value(dict, "shape");
  int ok = descr && fortran && shape && (*descr == '\'' || *descr == '"') &&
           *shape == '(';
  if (ok) {
    char q = *descr++;
    const char *end = strchr(descr, q);
    ok = end && (size_t)(end - descr) < sizeof(h->descr);
    if (ok) {
      memcpy(h->descr, descr, (size_t)(end - descr));
      h->descr[end - descr] = 0;
    }
  }
  if (ok) {
    h->fortran = !strncmp(fortran, "True", 4);
    ok = h->fortran || !strncmp(fortran, "False", 5);
  }
  if (ok) {
    const char *p = shape + 1;
    for (;;) {
      while (*p == ' ' || *p == ',')
        ++p;
      if (*p == ')')
        break;
      char *end = NULL;
      long long v = strtoll(p, &end, 10);
      if (end == p || v < 0 || h->rank >= MAX_RANK) {
        ok = 0;
        break;
      }
      h->shape[h->rank++] = v;
      p = end;
      while (*p == 'L') /* Python 2's longs */
        ++p;
    }
  }
  free(dict);
  if (!ok) {
    snprintf(err, errlen,
             "'%s' has a .npy header that cannot be read (descr, "
             "fortran_order and shape expected)",
             path);
    return 0;
  }
  struct stat st;
  if (fstat(fileno(f), &st) == 0)
    h->file_size = (long long)st.st_size;
  return 1;
truncated:
  snprintf(err, errlen, "'%s' is truncated inside its .npy header", path);
  return 0;
}

/* Copies (or reads from `f` at `data_offset`) the block of shape `local`
 * at `offset` of a row-major array of shape `global` into the contiguous
 * `block`; with `to_global`, the other way round, from `block` into
 * `full`. One memcpy/fread per contiguous run. */
static int block_copy(int rank, const int64_t *global, const int64_t *local,
                      const int64_t *offset, size_t esize, char *block,
                      char *full, FILE *f, long long data_offset,
                      int to_global) {
  int64_t count = 1;
  for (int d = 0; d < rank; ++d)
    count *= local[d];
  if (count == 0)
    return 1;
  /* dims > k are whole: a run is local[k] * prod(global[k+1..]). */
  int k = rank - 1;
  while (k > 0 && local[k] == global[k])
    --k;
  int64_t stride[MAX_RANK];
  int64_t s = 1;
  for (int d = rank - 1; d >= 0; --d) {
    stride[d] = s;
    s *= global[d];
  }
  int64_t run = rank ? local[k] * (k + 1 < rank ? stride[k] : 1) : 1;
  size_t runBytes = (size_t)run * esize;
  int64_t idx[MAX_RANK] = {0};
  int64_t outer = 1;
  for (int d = 0; d < k; ++d)
    outer *= local[d];
  for (int64_t it = 0; it < outer; ++it) {
    int64_t at = 0;
    for (int d = 0; d < k; ++d)
      at += (offset[d] + idx[d]) * stride[d];
    if (rank)
      at += offset[k] * stride[k];
    if (f) {
      if (fseeko(f, (off_t)(data_offset + at * (long long)esize), SEEK_SET) ||
          fread(block, 1, runBytes, f) != runBytes)
        return 0;
    } else if (to_global) {
      memcpy(full + (size_t)at * esize, block, runBytes);
    } else {
      memcpy(block, full + (size_t)at * esize, runBytes);
    }
    block += runBytes;
    for (int d = k - 1; d >= 0; --d) {
      if (++idx[d] < local[d])
        break;
      idx[d] = 0;
    }
  }
  return 1;
}

static int npy_write(const char *path, const char *descr, int rank,
                     const int64_t *shape, const void *data, size_t bytes) {
  char dict[1024];
  sbuf b = {dict, sizeof(dict), 0};
  sb_printf(&b, "{'descr': '%s', 'fortran_order': False, 'shape': ", descr);
  fmt_shape(&b, rank, shape);
  sb_printf(&b, ", }");
  /* Pad with spaces and a newline so that the data starts at a multiple
   * of 64 bytes (what NumPy writes). */
  size_t total = 10 + b.len + 1;
  size_t pad = (64 - total % 64) % 64;
  size_t len = b.len + pad + 1;
  FILE *f = fopen(path, "wb");
  if (!f)
    return 0;
  unsigned char head[10] = {0x93,
                            'N',
                            'U',
                            'M',
                            'P',
                            'Y',
                            1,
                            0,
                            (unsigned char)(len & 0xff),
                            (unsigned char)(len >> 8)};
  int ok = fwrite(head, 1, 10, f) == 10 && fwrite(dict, 1, b.len, f) == b.len;
  for (size_t i = 0; ok && i < pad; ++i)
    ok = fputc(' ', f) != EOF;
  ok = ok && fputc('\n', f) != EOF;
  ok = ok && (bytes == 0 || fwrite(data, 1, bytes, f) == bytes);
  ok = (fclose(f) == 0) && ok;
  return ok;
}

/* mkdir -p */
static int make_dirs(const char *dir) {
  char path[4096];
  if (strlen(dir) >= sizeof(path))
    return 0;
  strcpy(path, dir);
  for (char *p = path + 1; *p; ++p) {
    if (*p != '/')
      continue;
    *p = 0;
    if (mkdir(path, 0777) && errno != EEXIST)
      return 0;
    *p = '/';
  }
  if (mkdir(path, 0777) && errno != EEXIST)
    return 0;
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*===--- Slicing
 * ------------------------------------------------------------===*/

/* The grid's shape for this world size, or an error. */
static int resolve_grid(context *c, const tensor_sig *s, const char *what,
                        int64_t *shape) {
  int64_t fixed = 1;
  int dynamic = -1, ndynamic = 0;
  for (int a = 0; a < s->grid_rank; ++a) {
    shape[a] = s->grid_shape[a];
    if (shape[a] < 0) {
      dynamic = a;
      ++ndynamic;
    } else {
      fixed *= shape[a];
    }
  }
  char buf[256];
  sbuf b = {buf, sizeof(buf), 0};
  fmt_shape(&b, s->grid_rank, s->grid_shape);
  if (ndynamic > 1) {
    set_error(c,
              "%s is sharded on grid @%s of shape %s: only one grid "
              "dimension may be dynamic",
              what, s->grid, buf);
    return 0;
  }
  if (ndynamic == 0 && fixed != c->size) {
    set_error(c,
              "%s is sharded on grid @%s of shape %s (%lld ranks), but the "
              "world size is %d",
              what, s->grid, buf, (long long)fixed, c->size);
    return 0;
  }
  if (ndynamic == 1) {
    if (fixed == 0 || c->size % fixed) {
      set_error(c,
                "%s is sharded on grid @%s of shape %s, which needs a world "
                "size divisible by %lld, but the world size is %d",
                what, s->grid, buf, (long long)fixed, c->size);
      return 0;
    }
    shape[dynamic] = c->size / fixed;
  }
  return 1;
}

/* Row-major multi-index of `rank` in `grid`. */
static void multi_index(int rank, int grid_rank, const int64_t *grid,
                        int64_t *index) {
  int64_t r = rank;
  for (int a = grid_rank - 1; a >= 0; --a) {
    index[a] = grid[a] ? r % grid[a] : 0;
    r = grid[a] ? r / grid[a] : 0;
  }
}

/* Number of shards of each dimension and the shard `rank` holds. */
static void shards_of(const tensor_sig *s, const int64_t *grid, int rank,
                      int64_t *nshards, int64_t *shard) {
  int64_t index[MAX_GRID] = {0};
  multi_index(rank, s->grid_rank, grid, index);
  for (int d = 0; d < s->rank; ++d) {
    nshards[d] = 1;
    shard[d] = 0;
    for (int i = 0; i < s->naxes[d]; ++i) {
      int a = s->axes[d][i];
      nshards[d] *= grid[a];
      shard[d] = shard[d] * grid[a] + index[a];
    }
  }
}

/* Whether `rank`'s copy of a tensor split as `s` is the one that counts:
 * its coordinates along the grid axes `s` does not split over are 0. */
static int representative(const tensor_sig *s, const int64_t *grid, int rank) {
  int64_t index[MAX_GRID] = {0};
  multi_index(rank, s->grid_rank, grid, index);
  for (int a = 0; a < s->grid_rank; ++a) {
    int used = 0;
    for (int d = 0; d < s->rank; ++d)
      for (int i = 0; i < s->naxes[d]; ++i)
        used |= s->axes[d][i] == a;
    if (!used && index[a])
      return 0;
  }
  return 1;
}

/*===--- Running
 * ------------------------------------------------------------===*/

typedef struct {
  FILE *file;
  npy_header header;
  int64_t global[MAX_RANK], local[MAX_RANK], offset[MAX_RANK];
  char *data;
  uint64_t *words; /* the expanded descriptor */
} input;

static void *alloc_data(size_t bytes) {
  void *p = NULL;
  if (posix_memalign(&p, 64, bytes ? bytes : 1))
    return NULL;
  return p;
}

/* Arguments and results of an entry compiled for the GPU (MACO_CG_GPU)
 * live in memory its kernels can read: each rank's shard of an argument is
 * copied into device memory from the GPU backend's allocator (mgpuMemAlloc
 * and mgpuMemcpy: libmaco_runtime_cuda, or the recording backend), and the
 * results (managed memory the program allocates) are freed with
 * mgpuMemFree. These are resolved when the entry runs, so this library
 * does not depend on a GPU backend. */
typedef void *(*mgpu_alloc_fn)(uint64_t, void *, bool);
typedef void (*mgpu_free_fn)(void *, void *);
typedef void (*mgpu_copy_fn)(void *, void *, size_t, void *);
typedef void (*mgpu_sync_fn)(void *);
static mgpu_alloc_fn gpu_alloc;
static mgpu_free_fn gpu_free;
static mgpu_copy_fn gpu_copy;
static mgpu_sync_fn gpu_sync;

/* Switches argument and result memory to the GPU backend's; 0 if the
 * program was not linked with one. */
static int use_gpu_memory(void) {
  void *self = dlopen(NULL, RTLD_LAZY);
  if (!self)
    return 0;
  *(void **)&gpu_alloc = dlsym(self, "mgpuMemAlloc");
  *(void **)&gpu_free = dlsym(self, "mgpuMemFree");
  *(void **)&gpu_copy = dlsym(self, "mgpuMemcpy");
  *(void **)&gpu_sync = dlsym(self, "mgpuStreamSynchronize");
  if (!gpu_alloc || !gpu_free || !gpu_copy || !gpu_sync)
    gpu_alloc = NULL, gpu_free = NULL, gpu_copy = NULL, gpu_sync = NULL;
  return gpu_alloc != NULL;
}

/* Frees an argument's or a result's buffer. */
static void free_buffer(void *p) {
  if (gpu_free)
    gpu_free(p, NULL);
  else
    free(p);
}

static const func_sig *find_func(const signatures *sigs, const char *name) {
  for (int i = 0; i < sigs->nfuncs; ++i)
    if (!strcmp(sigs->funcs[i].name, name))
      return &sigs->funcs[i];
  return NULL;
}

/* "argument #0 of @mlp (tensor<8x16xf32>)" */
static void describe(char *out, size_t n, const func_sig *f, int isArg, int i) {
  sbuf b = {out, n, 0};
  sb_printf(&b, "%s #%d of @%s (", isArg ? "argument" : "result", i, f->name);
  fmt_type(&b, isArg ? &f->args[i] : &f->results[i]);
  sb_printf(&b, ")");
}

/* Checks the header of input `i` and computes this rank's slice. */
static void check_input(context *c, const func_sig *f, int i, const char *path,
                        input *in) {
  const tensor_sig *s = &f->args[i];
  char what[512], err[MSG];
  describe(what, sizeof(what), f, 1, i);
  in->file = fopen(path, "rb");
  if (!in->file) {
    set_error(c, "%s: cannot open '%s': %s", what, path, strerror(errno));
    return;
  }
  npy_header *h = &in->header;
  if (!npy_read_header(in->file, path, h, err, sizeof(err))) {
    set_error(c, "%s: %s", what, err);
    return;
  }
  char want[16];
  descr_of(s->info, want, sizeof(want));
  if (h->descr[0] == '>' && s->info->size > 1 &&
      descr_matches(h->descr + 1, s->info)) {
    set_error(c,
              "%s: '%s' holds big-endian data ('%s'); save it little-endian "
              "(a.astype('%s'))",
              what, path, h->descr, want);
    return;
  }
  if (!descr_matches(h->descr, s->info)) {
    set_error(c, "%s: expected %s ('%s') data, but '%s' holds %s ('%s')", what,
              s->info->numpy, want, path, numpy_name(h->descr), h->descr);
    return;
  }
  if (h->fortran) {
    set_error(c,
              "%s: '%s' is in Fortran order; save a C-ordered array "
              "(np.ascontiguousarray(a))",
              what, path);
    return;
  }
  int shapeOk = h->rank == s->rank;
  for (int d = 0; shapeOk && d < s->rank; ++d)
    shapeOk = s->global[d] < 0 || s->global[d] == h->shape[d];
  if (!shapeOk) {
    char e[256], g[256];
    sbuf be = {e, sizeof(e), 0}, bg = {g, sizeof(g), 0};
    fmt_shape(&be, s->rank, s->global);
    fmt_shape(&bg, h->rank, h->shape);
    set_error(c, "%s: expected shape %s, but '%s' has shape %s", what, e, path,
              g);
    return;
  }
  long long count = 1;
  for (int d = 0; d < s->rank; ++d)
    count *= h->shape[d];
  long long bytes = count * s->info->size;
  if (h->file_size && h->file_size - h->data_offset < bytes) {
    set_error(c,
              "%s: '%s' is truncated: shape and dtype need %lld bytes of "
              "data, the file has %lld",
              what, path, bytes, h->file_size - h->data_offset);
    return;
  }
  int64_t grid[MAX_GRID], nshards[MAX_RANK], shard[MAX_RANK];
  if (s->grid_rank && !resolve_grid(c, s, what, grid))
    return;
  shards_of(s, grid, c->rank, nshards, shard);
  for (int d = 0; d < s->rank; ++d) {
    in->global[d] = h->shape[d];
    if (h->shape[d] % nshards[d]) {
      char sh[256];
      sbuf b = {sh, sizeof(sh), 0};
      fmt_sharding(&b, s);
      set_error(c,
                "%s: dimension %d of '%s' (size %lld) is split into %lld "
                "shards (%s), which does not divide it",
                what, d, path, (long long)h->shape[d], (long long)nshards[d],
                sh);
      return;
    }
    in->local[d] = h->shape[d] / nshards[d];
    in->offset[d] = shard[d] * in->local[d];
  }
  for (int d = 0; d < s->rank; ++d) {
    if (s->local[d] >= 0 && s->local[d] != in->local[d]) {
      char e[256], g[256];
      sbuf be = {e, sizeof(e), 0}, bg = {g, sizeof(g), 0};
      fmt_shape(&be, s->rank, s->local);
      fmt_shape(&bg, s->rank, in->local);
      set_error(c,
                "%s: the compiled function takes a local shape %s on each "
                "rank, but slicing '%s' as the signature says gives %s (the "
                "sharding read from the program differs from the one it was "
                "partitioned with; please report this)",
                what, e, path, g);
      return;
    }
  }
}

/* Reads this rank's slice of input `in`. For a GPU entry the slice goes
 * to device memory: read into host memory, then one copy (the program
 * reads its arguments on the host only through copies of its own). */
static int read_input(const tensor_sig *s, input *in) {
  int64_t count = 1;
  for (int d = 0; d < s->rank; ++d)
    count *= in->local[d];
  size_t bytes = (size_t)count * (size_t)s->info->size;
  char *host = alloc_data(bytes);
  if (!host)
    return 0;
  int ok = block_copy(s->rank, in->global, in->local, in->offset,
                      (size_t)s->info->size, host, NULL, in->file,
                      in->header.data_offset, 0);
  if (!gpu_alloc || !ok) {
    in->data = host;
    return ok;
  }
  in->data = gpu_alloc(bytes ? bytes : 1, NULL, false);
  /* From pageable memory: the copy has taken the data when it returns
   * (the caller waits once for all the arguments' copies). */
  if (in->data && bytes)
    gpu_copy(in->data, host, bytes, NULL);
  free(host);
  return in->data != NULL;
}

/* The strided memref `words` (descriptor of rank `rank`) as a contiguous
 * copy, or NULL. */
static char *contiguous(const uint64_t *words, int rank, size_t esize,
                        int64_t *shape) {
  const char *base = (const char *)(uintptr_t)words[1];
  int64_t offset = (int64_t)words[2];
  int64_t count = 1, strides[MAX_RANK];
  for (int d = 0; d < rank; ++d) {
    shape[d] = (int64_t)words[3 + d];
    strides[d] = (int64_t)words[3 + rank + d];
    count *= shape[d];
  }
  char *out = alloc_data((size_t)count * esize);
  if (!out || count == 0)
    return out;
  /* A GPU entry's result may be device memory (an argument it returns, or
   * a view of one): the span it covers is copied to the host first. */
  char *staged = NULL;
  int forward = 1;
  for (int d = 0; d < rank; ++d)
    forward &= strides[d] >= 0;
  if (gpu_copy && forward) {
    int64_t span = 1;
    for (int d = 0; d < rank; ++d)
      span += (shape[d] - 1) * strides[d];
    staged = alloc_data((size_t)span * esize);
    if (!staged) {
      free(out);
      return NULL;
    }
    gpu_copy(staged, (void *)(base + offset * (int64_t)esize),
             (size_t)span * esize, NULL);
    gpu_sync(NULL);
    base = staged;
    offset = 0;
  }
  int64_t idx[MAX_RANK] = {0};
  for (int64_t i = 0; i < count; ++i) {
    int64_t at = offset;
    for (int d = 0; d < rank; ++d)
      at += idx[d] * strides[d];
    memcpy(out + (size_t)i * esize, base + at * (int64_t)esize, esize);
    for (int d = rank - 1; d >= 0; --d) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
  free(staged);
  return out;
}

static void output_path(const maco_entry_options_t *o, int i, char *out,
                        size_t n) {
  const char *dir = o->output_dir && *o->output_dir ? o->output_dir : ".";
  if (o->num_outputs) {
    const char *name = o->outputs[i];
    if (name[0] == '/' || !o->output_dir || !*o->output_dir)
      snprintf(out, n, "%s", name);
    else
      snprintf(out, n, "%s/%s", dir, name);
  } else {
    snprintf(out, n, "%s/result%d.npy", dir, i);
  }
}

/* Gathers result `j` (descriptor `words`) on rank 0 and writes it there. */
static void write_result(context *c, const func_sig *f, int j,
                         const uint64_t *words, const maco_entry_options_t *o) {
  const tensor_sig *s = &f->results[j];
  size_t esize = (size_t)s->info->size;
  char what[512];
  describe(what, sizeof(what), f, 0, j);
  int64_t local[MAX_RANK];
  char *block = contiguous(words, s->rank, esize, local);
  int64_t count = 1;
  for (int d = 0; d < s->rank; ++d)
    count *= local[d];
  size_t blockBytes = (size_t)count * esize;
  /* Equal local shapes everywhere (a collective: no early return). */
  int64_t lo[MAX_RANK + 1], hi[MAX_RANK + 1];
  int64_t mine[MAX_RANK + 1];
  for (int d = 0; d < s->rank; ++d)
    mine[d] = local[d];
  mine[s->rank] = block ? 1 : 0;
  entry_all_reduce(mine, lo, s->rank + 1, MACO_RT_I64, MACO_RT_MIN, c->world,
                   NULL, 0);
  entry_all_reduce(mine, hi, s->rank + 1, MACO_RT_I64, MACO_RT_MAX, c->world,
                   NULL, 0);
  if (!lo[s->rank]) {
    set_error(c, "%s: out of memory", what);
    free(block);
    return;
  }
  for (int d = 0; d < s->rank; ++d) {
    if (lo[d] != hi[d]) {
      set_error(c,
                "%s: dimension %d has %lld elements on some ranks and %lld on "
                "others; results are gathered from equal shards",
                what, d, (long long)lo[d], (long long)hi[d]);
      free(block);
      return;
    }
    if (s->local[d] >= 0 && s->local[d] != local[d]) {
      char e[256], g[256];
      sbuf be = {e, sizeof(e), 0}, bg = {g, sizeof(g), 0};
      fmt_shape(&be, s->rank, s->local);
      fmt_shape(&bg, s->rank, local);
      set_error(c, "%s: the function returned shape %s, its type says %s", what,
                g, e);
      free(block);
      return;
    }
  }
  int64_t grid[MAX_GRID] = {0}, nshards[MAX_RANK], shard[MAX_RANK];
  if (s->grid_rank && !resolve_grid(c, s, what, grid)) {
    free(block);
    return;
  }
  int64_t global[MAX_RANK];
  shards_of(s, grid, 0, nshards, shard);
  int64_t total = 1;
  for (int d = 0; d < s->rank; ++d) {
    global[d] = local[d] * nshards[d];
    total *= global[d];
  }
  size_t fullBytes = (size_t)total * esize;
  char *full = NULL;
  if (c->rank == 0) {
    full = is_sharded(s) ? alloc_data(fullBytes) : block;
    if (!full) {
      set_error(c, "%s: out of memory (%zu bytes on rank 0)", what, fullBytes);
      full = NULL;
    }
  }
  if (is_sharded(s)) {
    /* Every rank needs to know whether rank 0 can receive. */
    int32_t ok = c->rank != 0 || full, all = 0;
    entry_all_reduce(&ok, &all, 1, MACO_RT_I32, MACO_RT_MIN, c->world, NULL, 0);
    if (!all) {
      free(block);
      return;
    }
    if (c->rank == 0) {
      char *recv = alloc_data(blockBytes);
      for (int r = 0; r < c->size; ++r) {
        if (!representative(s, grid, r))
          continue;
        int64_t offset[MAX_RANK];
        shards_of(s, grid, r, nshards, shard);
        for (int d = 0; d < s->rank; ++d)
          offset[d] = shard[d] * local[d];
        const char *src = block;
        if (r) {
          entry_recv(recv, (int64_t)blockBytes, MACO_RT_I8, r, 4242 + j,
                     c->world, NULL);
          src = recv;
        }
        block_copy(s->rank, global, local, offset, esize, (char *)src, full,
                   NULL, 0, 1);
      }
      free(recv);
    } else if (representative(s, grid, c->rank)) {
      entry_send(block, (int64_t)blockBytes, MACO_RT_I8, 0, 4242 + j, c->world,
                 NULL);
    }
  }
  if (c->rank == 0 && full) {
    char path[4096], descr[16];
    output_path(o, j, path, sizeof(path));
    descr_of(s->info, descr, sizeof(descr));
    if (!npy_write(path, descr, s->rank, global, full, fullBytes)) {
      set_error(c, "%s: cannot write '%s': %s", what, path, strerror(errno));
    } else {
      char shape[256];
      sbuf b = {shape, sizeof(shape), 0};
      fmt_shape(&b, s->rank, global);
      printf("@%s result #%d: %s %s -> %s\n", f->name, j,
             s->info->kind == 'V' ? "bfloat16 (as uint16 bits)"
                                  : s->info->numpy,
             shape, path);
    }
  }
  if (full != block)
    free(full);
  free(block);
}

/* Frees each result buffer of one call once, never an argument's. */
static void free_results(const func_sig *f, uint64_t *result, const input *in) {
  size_t at = 0;
  for (int j = 0; j < f->nresults; ++j) {
    void *allocated = (void *)(uintptr_t)result[at];
    int seen = !allocated;
    for (int i = 0; !seen && i < f->nargs; ++i)
      seen = allocated == (void *)in[i].data;
    if (!seen) {
      size_t q = 0;
      for (int jj = 0; jj < j; ++jj) {
        if ((void *)(uintptr_t)result[q] == allocated)
          seen = 1;
        q += 3 + 2 * (size_t)f->results[jj].rank;
      }
    }
    if (!seen)
      free_buffer(allocated);
    at += 3 + 2 * (size_t)f->results[j].rank;
  }
}

static int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Calls the function `repeat` more times on the same inputs, between two
 * barriers, and prints on rank 0 the time per call of the slowest rank.
 * Returns the status (0). */
static int time_calls(context *c, const func_sig *f, maco_entry_packed_fn fn,
                      void **args, uint64_t *result, const input *in,
                      int repeat) {
  int32_t one = 1, all = 0;
  entry_all_reduce(&one, &all, 1, MACO_RT_I32, MACO_RT_MIN, c->world, NULL, 0);
  int64_t start = now_ns();
  for (int r = 0; r < repeat; ++r) {
    fn(args);
    free_results(f, result, in);
  }
  entry_all_reduce(&one, &all, 1, MACO_RT_I32, MACO_RT_MIN, c->world, NULL, 0);
  int64_t mine = now_ns() - start, slowest = 0;
  entry_all_reduce(&mine, &slowest, 1, MACO_RT_I64, MACO_RT_MAX, c->world, NULL,
                   0);
  if (c->rank == 0) {
    printf("%s: @%s: %d calls on %d ranks, %.3f us per call (slowest rank, "
           "between barriers)\n",
           c->tool, f->name, repeat, c->size, slowest / 1e3 / repeat);
    fflush(stdout);
  }
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* --input-dir: the paths of the .npy files of `dir`, sorted by name
 * (strcmp: byte order, whatever the locale); NULL after an error. */
static char **list_input_dir(context *c, const char *dir, int *count) {
  *count = 0;
  DIR *d = opendir(dir);
  if (!d) {
    set_error(c, "cannot read the input directory '%s': %s", dir,
              strerror(errno));
    return NULL;
  }
  size_t cap = 16;
  char **names = malloc(cap * sizeof(char *));
  for (struct dirent *e; names && (e = readdir(d));) {
    size_t n = strlen(e->d_name);
    if (n <= 4 || strcmp(e->d_name + n - 4, ".npy"))
      continue;
    if ((size_t)*count == cap) {
      char **more = realloc(names, (cap *= 2) * sizeof(char *));
      if (!more)
        break;
      names = more;
    }
    names[(*count)++] = strdup(e->d_name);
  }
  closedir(d);
  if (!names) {
    set_error(c, "out of memory listing '%s'", dir);
    return NULL;
  }
  qsort(names, (size_t)*count, sizeof(char *), by_name);
  for (int i = 0; i < *count; ++i) {
    size_t len = strlen(dir) + strlen(names[i]) + 2;
    char *path = malloc(len);
    if (path)
      snprintf(path, len, "%s/%s", dir, names[i]);
    free(names[i]);
    names[i] = path;
  }
  if (*count == 0)
    set_error(c, "the input directory '%s' holds no .npy file", dir);
  return names;
}

static void free_listed(char **listed, int count) {
  for (int i = 0; listed && i < count; ++i)
    free(listed[i]);
  free(listed);
}

static int run_files(context *c, const signatures *sigs, const func_sig *f,
                     maco_entry_packed_fn fn, const maco_entry_options_t *o);

static int run(context *c, const signatures *sigs, const func_sig *f,
               maco_entry_packed_fn fn, const maco_entry_options_t *o) {
  /* 1. The input files: --input, or every .npy of --input-dir. */
  maco_entry_options_t opts = *o;
  char **listed = NULL;
  int num_listed = 0;
  if (o->input_dir && *o->input_dir) {
    if (o->num_inputs)
      set_error(c, "--input and --input-dir cannot be given together");
    else if ((listed = list_input_dir(c, o->input_dir, &num_listed))) {
      opts.inputs = (const char *const *)listed;
      opts.num_inputs = num_listed;
    }
  }
  int status = c->failed ? (agree(c), 1) : run_files(c, sigs, f, fn, &opts);
  free_listed(listed, num_listed);
  return status;
}

static int run_files(context *c, const signatures *sigs, const func_sig *f,
                     maco_entry_packed_fn fn, const maco_entry_options_t *o) {
  /* 2. Check everything against the signature. */
  if (o->num_inputs != f->nargs) {
    char sig[MSG];
    sbuf b = {sig, sizeof(sig), 0};
    fmt_func(&b, f);
    set_error(
        c, "%s takes %d argument%s, but %d %s given", sig, f->nargs,
        f->nargs == 1 ? "" : "s", o->num_inputs,
        o->input_dir && *o->input_dir
            ? (o->num_inputs == 1 ? ".npy file of --input-dir was"
                                  : ".npy files of --input-dir were")
            : (o->num_inputs == 1 ? "--input file was" : "--input files were"));
  } else if (o->num_outputs && o->num_outputs != f->nresults) {
    set_error(c, "@%s has %d result%s, but %d --output name%s given", f->name,
              f->nresults, f->nresults == 1 ? "" : "s", o->num_outputs,
              o->num_outputs == 1 ? " was" : "s were");
  } else if (f->nresults && c->rank == 0) {
    const char *dir = o->output_dir && *o->output_dir ? o->output_dir : ".";
    if (!make_dirs(dir))
      set_error(c, "cannot create the output directory '%s': %s", dir,
                strerror(errno));
  }
  (void)sigs;
  input *in = calloc((size_t)f->nargs + 1, sizeof(input));
  int status = 1;
  for (int i = 0; !c->failed && i < f->nargs; ++i)
    check_input(c, f, i, o->inputs[i], &in[i]);
  if (agree(c))
    goto done;
  /* 3. Read the slices. */
  for (int i = 0; !c->failed && i < f->nargs; ++i)
    if (!read_input(&f->args[i], &in[i])) {
      char what[512];
      describe(what, sizeof(what), f, 1, i);
      set_error(c, "%s: cannot read '%s': %s", what, o->inputs[i],
                in[i].data ? "short read" : "out of memory");
    }
  /* GPU entries: the arguments' copies to device memory are done. */
  if (gpu_sync)
    gpu_sync(NULL);
  if (agree(c))
    goto done;
  /* 4. Call: each argument's descriptor fields, then the result. */
  {
    size_t nfields = 0, nresultWords = 0;
    for (int i = 0; i < f->nargs; ++i)
      nfields += 3 + 2 * (size_t)f->args[i].rank;
    for (int j = 0; j < f->nresults; ++j)
      nresultWords += 3 + 2 * (size_t)f->results[j].rank;
    void **args = calloc(nfields + 1, sizeof(void *));
    uint64_t *words = calloc(nfields + 1, sizeof(uint64_t));
    uint64_t *result = calloc(nresultWords + 1, sizeof(uint64_t));
    size_t k = 0;
    for (int i = 0; i < f->nargs; ++i) {
      const tensor_sig *s = &f->args[i];
      uint64_t *w = words + k;
      in[i].words = w;
      w[0] = w[1] = (uint64_t)(uintptr_t)in[i].data;
      w[2] = 0;
      int64_t stride = 1;
      for (int d = s->rank - 1; d >= 0; --d) {
        w[3 + d] = (uint64_t)in[i].local[d];
        w[3 + s->rank + d] = (uint64_t)stride;
        stride *= in[i].local[d];
      }
      for (int e = 0; e < 3 + 2 * s->rank; ++e)
        args[k + (size_t)e] = &w[e];
      k += 3 + 2 * (size_t)s->rank;
    }
    args[k] = result;
    fn(args);
    /* 5. Results. */
    size_t at = 0;
    for (int j = 0; j < f->nresults; ++j) {
      write_result(c, f, j, result + at, o);
      at += 3 + 2 * (size_t)f->results[j].rank;
    }
    status = agree(c);
    free_results(f, result, in);
    /* 6. Timing: --repeat more calls, after the results are written. */
    if (!status && o->repeat > 0)
      status = time_calls(c, f, fn, args, result, in, o->repeat);
    free(args);
    free(words);
    free(result);
  }
done:
  for (int i = 0; i < f->nargs; ++i) {
    if (in[i].file)
      fclose(in[i].file);
    if (in[i].data)
      free_buffer(in[i].data);
  }
  free(in);
  return status ? 1 : 0;
}

int maco_entry_run(const char *signatureText,
                   maco_entry_packed_fn const *packed,
                   const maco_entry_options_t *o) {
  context c;
  memset(&c, 0, sizeof(c));
  c.tool = o->tool ? o->tool : "maco";
  signatures sigs;
  if (!parse_signatures(signatureText, &sigs)) {
    fprintf(stderr,
            "%s: error: the program's entry signatures cannot be "
            "read (maco bug)\n",
            c.tool);
    return 1;
  }
  const char *name = o->entry && *o->entry ? o->entry : sigs.default_entry;
  const func_sig *f = find_func(&sigs, name);
  if (!f || ((f->flags & MACO_CG_GPU) && !use_gpu_memory())) {
    start_runtime(&c, 0);
    if (!f) {
      char list[MSG];
      sbuf b = {list, sizeof(list), 0};
      for (int i = 0; i < sigs.nfuncs; ++i) {
        sb_printf(&b, "\n  ");
        fmt_func(&b, &sigs.funcs[i]);
      }
      set_error(&c,
                "no entry function @%s; this program's entry functions "
                "are:%s",
                name, sigs.nfuncs ? list : " (none)");
    } else {
      set_error(&c,
                "@%s was compiled for the GPU, but the program has no GPU "
                "backend to allocate its arguments (mgpuMemAlloc): link it "
                "with libmaco_runtime_cuda",
                name);
    }
    agree(&c);
    free_signatures(&sigs);
    return 1;
  }
  start_runtime(&c, f->flags);
  int status = run(&c, &sigs, f, packed[f - sigs.funcs], o);
  free_signatures(&sigs);
  return status;
}

/*===--- main() of executables
 * ----------------------------------------------===*/

static void usage(FILE *out, const char *prog, const signatures *sigs) {
  fprintf(out,
          "usage: mpirun -np N %s [--entry NAME] [--input FILE.npy]... "
          "[--input-dir DIR] [--output-dir DIR] [--output FILE.npy]... "
          "[--repeat N]\n"
          "  --entry NAME      the function to run (default: @%s)\n"
          "  --input FILE      a .npy file with the global array of the "
          "next argument; each rank reads its shard\n"
          "  --input-dir DIR   every .npy file of DIR, in name order, as "
          "the arguments (instead of --input)\n"
          "  --output-dir DIR  where results are written (default: .), as "
          "result0.npy, result1.npy, ...\n"
          "  --output FILE     the file of the next result instead "
          "(relative to --output-dir if given)\n"
          "  --repeat N        then call the function N more times and "
          "print the time per call\n"
          "entry functions:\n",
          prog, sigs->default_entry);
  for (int i = 0; i < sigs->nfuncs; ++i) {
    char buf[MSG];
    sbuf b = {buf, sizeof(buf), 0};
    fmt_func(&b, &sigs->funcs[i]);
    fprintf(out, "  %s\n", buf);
  }
}

void maco_entry_configure_malloc(void) {
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
  if (getenv("GLIBC_TUNABLES") || getenv("MALLOC_MMAP_THRESHOLD_") ||
      getenv("MALLOC_TRIM_THRESHOLD_"))
    return;
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

int maco_entry_main(int argc, char **argv, const char *signatureText,
                    maco_entry_packed_fn const *packed,
                    void (*program_main)(void)) {
  const char *tool =
      strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
  if (argc <= 1 && program_main) {
    program_main();
    maco_cg_finalize();
    return 0;
  }
  signatures sigs;
  if (!signatureText || !parse_signatures(signatureText, &sigs)) {
    if (!signatureText && program_main) {
      fprintf(stderr,
              "%s: error: this program takes no command-line arguments (it "
              "was compiled without entry signatures)\n",
              tool);
      return 2;
    }
    fprintf(stderr,
            "%s: error: the program's entry signatures cannot be "
            "read (maco bug)\n",
            tool);
    return 1;
  }
  maco_entry_options_t o;
  memset(&o, 0, sizeof(o));
  o.tool = tool;
  const char **inputs = calloc((size_t)argc, sizeof(char *));
  const char **outputs = calloc((size_t)argc, sizeof(char *));
  char error[MSG] = "";
  for (int i = 1; i < argc && !error[0]; ++i) {
    const char *arg = argv[i];
    if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
      usage(stdout, tool, &sigs);
      free(inputs);
      free(outputs);
      free_signatures(&sigs);
      return 0;
    }
    static const char *const flags[] = {"entry",      "input",  "output",
                                        "output-dir", "repeat", "input-dir"};
    const char *value = NULL;
    int which = -1;
    /* -entry is accepted as --entry (LLVM's tools take both). */
    const char *name = arg[0] != '-' ? NULL : arg[1] == '-' ? arg + 2 : arg + 1;
    for (int k = 0; name && k < 6; ++k) {
      size_t n = strlen(flags[k]);
      if (strncmp(name, flags[k], n) || (name[n] != 0 && name[n] != '='))
        continue;
      which = k;
      if (name[n] == '=')
        value = name + n + 1;
      else if (i + 1 < argc)
        value = argv[++i];
      break;
    }
    if (which < 0) {
      snprintf(error, sizeof(error), "unknown argument '%s' (see %s --help)",
               arg, tool);
    } else if (!value) {
      snprintf(error, sizeof(error), "--%s needs a value", flags[which]);
    } else if (which == 0) {
      o.entry = value[0] == '@' ? value + 1 : value;
    } else if (which == 1) {
      inputs[o.num_inputs++] = value;
    } else if (which == 2) {
      outputs[o.num_outputs++] = value;
    } else if (which == 3) {
      o.output_dir = value;
    } else if (which == 5) {
      o.input_dir = value;
    } else {
      char *end = NULL;
      long n = strtol(value, &end, 10);
      if (end == value || *end || n < 0 || n > 1000000000)
        snprintf(error, sizeof(error),
                 "--repeat needs a count from 0 to 1000000000, not '%s'",
                 value);
      else
        o.repeat = (int)n;
    }
  }
  o.inputs = inputs;
  o.outputs = outputs;
  int status;
  if (error[0]) {
    context c;
    memset(&c, 0, sizeof(c));
    c.tool = tool;
    start_runtime(&c, 0);
    set_error(&c, "%s", error);
    agree(&c);
    status = 2;
  } else if (!o.entry && !sigs.default_entry[0]) {
    fprintf(stderr, "%s: error: no default entry function\n", tool);
    status = 1;
  } else {
    status = maco_entry_run(signatureText, packed, &o);
  }
  free(inputs);
  free(outputs);
  free_signatures(&sigs);
  maco_cg_finalize();
  return status;
}
