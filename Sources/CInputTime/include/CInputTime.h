// When the window system stamped a pointer event, for the input clock.
//
// SDL stamps an event when the program reads it from the window system, so a program stalled
// for a moment (a loaded machine) reads a quick flick as moves that stopped before the finger
// lifted. X11 stamps each event when the server received it; SDL hands the raw event over in
// an SDL_SYSWMEVENT just before the event it becomes. This reads that stamp without putting
// X11's names (Window, Display, Time, ...) in front of any Swift module.
#ifndef TOUCHSCOPE_CINPUTTIME_H
#define TOUCHSCOPE_CINPUTTIME_H

#include <stdint.h>

// What a window-system event carried by an SDL_SYSWMEVENT is, for the input clock.
/// Not a pointer event, or not X11.
#define TS_SOURCE_NONE 0
/// X11 MotionNotify (becomes SDL_MOUSEMOTION).
#define TS_SOURCE_MOTION 1
/// X11 ButtonPress (becomes SDL_MOUSEBUTTONDOWN, or a wheel notch).
#define TS_SOURCE_PRESS 2
/// X11 ButtonRelease (becomes SDL_MOUSEBUTTONUP).
#define TS_SOURCE_RELEASE 3

/// For `sdl_event`, a pointer to an `SDL_Event` of type SDL_SYSWMEVENT: the kind of pointer
/// event it carries (TS_SOURCE_*), with the X server's timestamp in milliseconds in `*time_ms`.
/// TS_SOURCE_NONE (and `*time_ms` untouched) for anything else, and wherever SDL was built
/// without X11.
int ts_source_pointer_time(const void *sdl_event, uint32_t *time_ms);

#endif
