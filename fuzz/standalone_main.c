/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* standalone_main.c — runs LLVMFuzzerTestOneInput over every file given on
 * the command line (directories are walked recursively). Used to replay the
 * corpus and crash reproducers without libFuzzer (e.g. under gcc + ASan).
 * Prints "N inputs" and exits 0; a bug aborts (sanitizers) or crashes. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned long n_inputs;
static int n_errors;

static void run_file(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) { fprintf(stderr, "cannot open %s\n", path); n_errors++; return; }
  size_t cap = 1 << 16, len = 0;
  uint8_t *buf = malloc(cap);
  for (;;) {
    if (!buf) { fprintf(stderr, "out of memory\n"); exit(2); }
    size_t got = fread(buf + len, 1, cap - len, fp);
    len += got;
    if (len < cap) break;
    cap *= 2;
    buf = realloc(buf, cap);
  }
  int bad = ferror(fp);
  fclose(fp);
  if (bad) { fprintf(stderr, "read error %s\n", path); n_errors++; free(buf); return; }
  /* Exact-size copy so ASan sees overreads. */
  uint8_t *exact = malloc(len ? len : 1);
  if (!exact) { fprintf(stderr, "out of memory\n"); exit(2); }
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  n_inputs++;
}

static void run_path(const char *path, int depth) {
  struct stat st;
  if (stat(path, &st) != 0) { fprintf(stderr, "cannot stat %s\n", path); n_errors++; return; }
  if (!S_ISDIR(st.st_mode)) { run_file(path); return; }
  if (depth > 32) return;
  DIR *d = opendir(path);
  if (!d) { fprintf(stderr, "cannot open dir %s\n", path); n_errors++; return; }
  struct dirent *de;
  while ((de = readdir(d)) != NULL) {
    if (de->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(de->d_name) + 2;
    char *child = malloc(n);
    if (!child) { fprintf(stderr, "out of memory\n"); exit(2); }
    snprintf(child, n, "%s/%s", path, de->d_name);
    run_path(child, depth + 1);
    free(child);
  }
  closedir(d);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE_OR_DIR...\n", argv[0]);
    return 2;
  }
  for (int i = 1; i < argc; ++i) run_path(argv[i], 0);
  printf("%lu inputs\n", n_inputs);
  return n_errors ? 1 : 0;
}
