"""Fonts of the table: one family (Noto Sans, shipped with pygame_gui) in a few sizes.

Sizes are named so every screen uses the same scale:

>>> sorted(SIZES)
['body', 'heading', 'huge', 'small', 'title']
"""

from __future__ import annotations

import logging
from functools import cache
from importlib import resources

import pygame

log = logging.getLogger(__name__)

#: The type scale, in pixels on the 1280x720 canvas.
SIZES: dict[str, int] = {"small": 14, "body": 17, "heading": 24, "title": 36, "huge": 56}


@cache
def font(size: str | int = "body", bold: bool = False) -> pygame.font.Font:
    """A cached font by role name or pixel size."""
    pixels = SIZES[size] if isinstance(size, str) else size
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        path = resources.files("pygame_gui.data") / name
        with resources.as_file(path) as real:
            return pygame.font.Font(str(real), pixels)
    except (OSError, ModuleNotFoundError, pygame.error) as exc:
        log.warning("font %s unavailable (%s); using pygame's default", name, exc)
        return pygame.font.Font(None, int(pixels * 1.3))
