/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mlirbc-read --batch: the certification protocol (spec/certify-protocol.md)
 * over stdin/stdout, one file per request, in one process. */
#ifndef MLIRBC_READ_BATCH_H
#define MLIRBC_READ_BATCH_H

#include <stdio.h>
#include "mlirbc.h"

/* Serves requests from IN until end of file. Returns the exit status:
 * 0 at end of input, 2 on a malformed request or an I/O error (message on
 * stderr). OPTS (era, decode_all) apply to every request. */
int mlirbc_read_batch(FILE *in, FILE *out, const mlirbc_options *opts);

#endif
