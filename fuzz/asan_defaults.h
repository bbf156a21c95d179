/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asan_defaults.h — ASan defaults for the fuzz targets (include from exactly
 * one translation unit per binary; ASAN_OPTIONS still overrides each flag).
 *
 * Why: the reader reports a rejection by longjmp, and every longjmp (like any
 * call to a noreturn function) makes ASan garbage-collect its use-after-return
 * fake stack at the next instrumented frame. The GC scans every fake frame,
 * and the fake stack is sized from the thread's stack (8 MiB main stack ->
 * the 1 MiB-per-size-class maximum): with most mutated inputs rejected that
 * scan was ~40% of fuzz_read's CPU time. The reader never recurses on input
 * depth, so a 64 KiB fake stack (1024 frames of the smallest class) still
 * covers every frame it has; use-after-return detection stays on. */
#ifndef MLIRBC_FUZZ_ASAN_DEFAULTS_H
#define MLIRBC_FUZZ_ASAN_DEFAULTS_H

const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "max_uar_stack_size_log=16"; }

#endif
