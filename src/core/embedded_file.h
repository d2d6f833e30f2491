// A file's bytes built into the library by the assembler (.incbin), so that an installed binary
// needs no data path: GG_EMBED_FILE(name, "path") in one source file defines the hidden symbols
// name_begin and name_end around the bytes; declare them with GG_EMBEDDED_FILE_SYMBOLS(name).
// The build passes the path (src/CMakeLists.txt, gridgames_embed_weights).
#pragma once

#include <cstdint>

#define GG_EMBED_FILE(name, path)  \
  __asm__(".section .rodata\n"     \
          ".balign 16\n"           \
          ".hidden " #name "_begin\n" \
          ".hidden " #name "_end\n"   \
          #name "_begin:\n"          \
          ".incbin \"" path "\"\n"   \
          #name "_end:\n"            \
          ".previous\n")

#define GG_EMBEDDED_FILE_SYMBOLS(name)          \
  extern "C" const std::uint8_t name##_begin[]; \
  extern "C" const std::uint8_t name##_end[]
