/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_alloc.h — the C tests' allocator hook (mlirbc_options.alloc) and a
 * writer that discards output. The hook tracks live bytes, blocks and the
 * peak, checks that every realloc/free passes the size the block was given
 * (the API's Lua-style contract), and can fail the Nth allocation. */
#ifndef TEST_ALLOC_H
#define TEST_ALLOC_H
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct {
  size_t live, peak;
  uint64_t calls;       /* allocation requests (new_size > 0) */
  uint64_t fail_at;     /* 1-based; 0 = never */
  int injected;
  int size_mismatch;    /* realloc/free with a wrong old_size */
  size_t mm_have, mm_given, mm_new; /* the first mismatch: recorded, passed, new size */
  size_t live_blocks;
} actx;

/* Each block carries a header with its size so old_size can be checked. */
typedef union {
  size_t size;
  max_align_t align;
} ahdr;

static void *hook(void *ud, void *ptr, size_t old_size, size_t new_size) {
  actx *a = ud;
  ahdr *h = ptr ? (ahdr *)ptr - 1 : NULL;
  if (h && h->size != old_size && a->size_mismatch++ == 0) {
    a->mm_have = h->size;
    a->mm_given = old_size;
    a->mm_new = new_size;
  }
  if (new_size == 0) {
    if (h) {
      a->live -= h->size;
      a->live_blocks--;
      free(h);
    }
    return NULL;
  }
  a->calls++;
  if (a->fail_at && a->calls == a->fail_at) {
    a->injected = 1;
    return NULL;
  }
  if (new_size > SIZE_MAX - sizeof(ahdr)) return NULL;
  size_t prev = h ? h->size : 0;
  ahdr *n = realloc(h, sizeof(ahdr) + new_size);
  if (!n) return NULL;
  if (!h) a->live_blocks++;
  n->size = new_size;
  a->live = a->live - prev + new_size;
  if (a->live > a->peak) a->peak = a->live;
  return n + 1;
}

static int discard(void *ud, const char *data, size_t size) {
  (void)ud;
  (void)data;
  (void)size;
  return 0;
}

#endif
