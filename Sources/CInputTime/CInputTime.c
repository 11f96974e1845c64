#include "CInputTime.h"

#if defined(__linux__) && __has_include(<SDL2/SDL_syswm.h>) && __has_include(<X11/Xlib.h>)
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#endif

int ts_source_pointer_time(const void *sdl_event, uint32_t *time_ms) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *event = (const SDL_Event *)sdl_event;
    if (event == NULL || event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return TS_SOURCE_NONE;
    const SDL_SysWMmsg *message = event->syswm.msg;
    if (message->subsystem != SDL_SYSWM_X11) return TS_SOURCE_NONE;
    const XEvent *x = &message->msg.x11.event;
    switch (x->type) {
    case MotionNotify: *time_ms = (uint32_t)x->xmotion.time; return TS_SOURCE_MOTION;
    case ButtonPress: *time_ms = (uint32_t)x->xbutton.time; return TS_SOURCE_PRESS;
    case ButtonRelease: *time_ms = (uint32_t)x->xbutton.time; return TS_SOURCE_RELEASE;
    default: return TS_SOURCE_NONE;
    }
#else
    (void)sdl_event;
    (void)time_ms;
    return TS_SOURCE_NONE;
#endif
}
