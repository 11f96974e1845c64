#include "linebreak.h"

#ifdef __linux__
// Debian's libicu-dev (scripts/setup installs it). On macOS, Swift asks CoreFoundation instead.
#include <unicode/ubrk.h>

int32_t touchscope_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                               int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_next(it); p != UBRK_DONE; p = ubrk_next(it)) {
        if (count < capacity) out[count] = p;
        count++;
    }
    ubrk_close(it);
    return count;
}
#endif
