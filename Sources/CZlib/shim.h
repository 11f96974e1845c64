// zlib, for writing PNG files with a chosen compression level (SDL_image's IMG_SavePNG always
// uses libpng's defaults, which cost more than drawing the picture). zlib comes with libpng,
// which SDL2_image depends on (Debian: zlib1g-dev via libpng-dev; macOS: the SDK).
#ifndef TOUCHSCOPE_CZLIB_SHIM_H
#define TOUCHSCOPE_CZLIB_SHIM_H
#include <zlib.h>
#endif
