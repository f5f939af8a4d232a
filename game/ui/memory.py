"""Keeping a real window's memory down over a long session.

What a window kept, measured playing every table at 1600x900 under X11
(``main.py --bench`` reports ``window_peak_memory_mb``):

- SDL's default on X11 sends each frame through an OpenGL texture, which
  loads the GL driver: about 100 MB (``App`` asks for the software
  framebuffer instead: ``game.ui.app.use_software_framebuffer``).
- Pictures cached at module level by the shell and by the games' screens
  (``functools`` caches of boards, layers, panels, text) outlive the table
  that drew them. ``release_table_caches`` empties every such cache of the
  games' screen packages and of the shell's drawing helpers once no table is
  left on the scene stack; they fill again at the next table.
- glibc keeps freed memory for reuse: after many big surfaces come and go
  the process keeps tens of MB it no longer uses. ``tune_allocator`` gives
  big blocks (surfaces) their own mappings, returned to the system when
  freed, and ``trim`` hands back what the heap keeps free. Both do nothing
  where glibc is not the C library.
"""

from __future__ import annotations

import ctypes
import gc
import sys
from functools import cache

#: glibc's mallopt parameter for the size from which blocks get their own mapping.
_M_MMAP_THRESHOLD = -3
#: Blocks from 64 KiB (a 128x128 picture) up are mapped on their own.
_MMAP_FROM = 64 * 1024
#: Shell modules whose caches hold pictures drawn for a table (fonts, felt and the
#: menu's backdrop stay: every screen uses them).
_SHELL_PICTURES = ("game.ui.widgets", "game.ui.hexdraw")


@cache
def _glibc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")  # glibc's name (find_library would run ldconfig)
        libc.malloc_trim  # noqa: B018  (only glibc has it)
    except (OSError, AttributeError):
        return None
    return libc


def tune_allocator() -> None:
    """Map big blocks on their own, so freed surfaces go back to the system."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_FROM)


def trim() -> None:
    """Collect cycles and hand the heap's free memory back to the system."""
    gc.collect()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


def release_table_caches() -> int:
    """Empty the module-level caches of every game's screen and of the shell's table
    pictures; returns how many caches were emptied."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if not (name.startswith(_SHELL_PICTURES)
                or (name.startswith("game.games.") and ".screen" in name)):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
                emptied += 1
    return emptied
