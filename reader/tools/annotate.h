/* annotate.h — an annotated hex dump built from the reader's field trace:
 * each field on its own line (offset, bytes, section, grammar ID, value),
 * nested under the section or container it belongs to, with the bytes no
 * field claimed shown as raw data. Reviewers read this, not xxd. */
#ifndef MBC_ANNOTATE_H
#define MBC_ANNOTATE_H
#include <stdio.h>
#include "mlirbc.h"

typedef struct mbc_annotation mbc_annotation;
mbc_annotation *mbc_annotation_new(void);
void mbc_annotation_free(mbc_annotation *a);
/* An mlirbc_trace_fn. */
void mbc_annotation_record(void *ud, const char *id, int section, uint64_t offset,
                           uint64_t size, uint64_t value);
void mbc_annotation_print(const mbc_annotation *a, const uint8_t *data, size_t size,
                          FILE *out);
#endif
