/* findings.h — `mlirbc-read --findings`: what a file relies on that the
 * format leaves open or that only some releases read (spec/ambiguities/),
 * plus the facts a loadability model needs, as JSON lines on stdout. */
#ifndef MLIRBC_FINDINGS_H
#define MLIRBC_FINDINGS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "mlirbc.h"

/* Reads DATA with the reference reader and writes one JSON object per line
 * to OUT: "file", "section", "dialect", "op", "entry", "finding" lines and
 * a final "verdict" line. Returns 0 accepted, 1 rejected, 2 out of memory. */
int mbc_findings(const uint8_t *data, size_t size, const mlirbc_options *opts, FILE *out);

#endif
