// ICU's line breaking (UAX #14, with its Chinese and Japanese tailorings) behind one function, so
// no ICU name or type reaches a Swift module (ICU renames every function by version, and Foundation
// on Linux carries its own ICU types).
#ifndef TOUCHSCOPE_LINEBREAK_H
#define TOUCHSCOPE_LINEBREAK_H

#include <stdint.h>

/// The line-break opportunities of `text` (UTF-16, `length` units) under `locale`'s rules: the
/// UTF-16 offsets where a line may end, ascending, without 0 and with `length` last. Writes at
/// most `capacity` offsets into `out`; returns how many there are (more than `capacity` means
/// the buffer was short), or -1 when ICU failed (its data missing, say).
#ifdef __linux__
int32_t touchscope_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                               int32_t *out, int32_t capacity);
#endif

#endif
