// The C boundary of TouchScope: SDL2, SDL2_ttf and SDL2_image.
//
// C function-like and cast macros do not import into Swift, so the few TouchScope needs are
// re-exposed here as constants and inline functions with a `TS_` prefix.
#ifndef TOUCHSCOPE_CSDL2_SHIM_H
#define TOUCHSCOPE_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/// SDL_WINDOWPOS_UNDEFINED (a cast macro).
static const int TS_WINDOWPOS_UNDEFINED = (int)SDL_WINDOWPOS_UNDEFINED;
/// SDL_WINDOWPOS_CENTERED (a function-like macro).
static const int TS_WINDOWPOS_CENTERED = (int)SDL_WINDOWPOS_CENTERED;
/// The `which` of mouse events SDL synthesised from touches.
static const Uint32 TS_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/// The `touchId` of touch events SDL synthesised from the mouse.
static const Sint64 TS_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
/// The left-button bit of a mouse button state mask.
static const Uint32 TS_BUTTON_LMASK = SDL_BUTTON_LMASK;
/// IMG_INIT_PNG, as a plain int.
static const int TS_IMG_INIT_PNG = IMG_INIT_PNG;

/// Whether SDL_ttf was initialised (TTF_WasInit), as a plain int for Swift.
static inline int TS_TTFWasInit(void) { return TTF_WasInit(); }

#endif
