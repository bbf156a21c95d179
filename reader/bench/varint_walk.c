/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* varint_walk.c — the floor of any sequential reader: decode every byte of a
 * file as PrefixVarInts, bounds-checked, and nothing else.
 *
 * `./cts bench` times it beside mlirbc-read on the same file, built by the
 * same compiler at the same optimisation level, so "validate is N times the
 * walk" compares the reader with what reading the bytes costs at all. It
 * shares no code with the reader on purpose: a change to the reader must not
 * move its baseline. Usage: varint-walk FILE; prints the count of varints
 * and a checksum (so the decode cannot be optimised away). */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: varint-walk FILE\n");
    return 2;
  }
  int fd = open(argv[1], O_RDONLY);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
    perror(argv[1]);
    return 1;
  }
  size_t size = (size_t)st.st_size;
  const uint8_t *data = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (data == MAP_FAILED) {
    perror("mmap");
    return 1;
  }
  (void)posix_madvise((void *)data, size, POSIX_MADV_SEQUENTIAL);
  const uint8_t *p = data, *end = data + size;
  uint64_t n = 0, sum = 0;
  while (p < end) {
    unsigned b = *p;
    uint64_t v;
    if (b & 1) { /* one byte */
      v = b >> 1;
      p++;
    } else {
      size_t len = b ? (size_t)__builtin_ctz(b) + 1 : 9;
      if (len > (size_t)(end - p)) break; /* truncated */
      v = 0;
      for (size_t i = len; i-- > (b ? 0u : 1u);) v = (v << 8) | p[i];
      if (b) v >>= len;
      p += len;
    }
    sum += v;
    n++;
  }
  printf("%llu varints, checksum %llu, %zu bytes left\n", (unsigned long long)n,
         (unsigned long long)sum, (size_t)(end - p));
  munmap((void *)data, size);
  close(fd);
  return 0;
}
