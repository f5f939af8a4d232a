"""Pictures a game draws for its rulebook, asked for by name.

A game names its drawer in ``GameInfo.rule_pictures`` ("module:function"); the
function is imported only when a rulebook asks for a picture, so the registry and
the rules stay free of pygame. It is called as ``draw(name, (width, height),
palette)`` and returns a surface that fits that box, or raises ``KeyError`` for a
name it does not know. A name nobody can draw shows a placeholder saying so, and is
logged once; it never stops the rules from opening.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable

import pygame

from game.core.registry import GameInfo
from game.ui.palette import Palette
from game.ui.widgets import text, wrap

log = logging.getLogger(__name__)

Drawer = Callable[[str, tuple[int, int], Palette], pygame.Surface]
_reported: set[tuple[str, str]] = set()


def drawer_of(info: GameInfo) -> Drawer | None:
    """The game's picture function, or None if it has none (or it cannot be imported)."""
    if not info.rule_pictures:
        return None
    module, _, name = info.rule_pictures.partition(":")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as exc:
        _report(info.id, info.rule_pictures, f"cannot load the picture drawer: {exc}")
        return None


def _report(game: str, name: str, why: str) -> None:
    if (game, name) not in _reported:
        _reported.add((game, name))
        log.warning("rules of %s: picture %r: %s", game, name, why)


def placeholder(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """A dashed frame saying which picture is missing."""
    surface = pygame.Surface(box, pygame.SRCALPHA)
    rect = surface.get_rect()
    for x in range(0, rect.width, 10):
        pygame.draw.line(surface, p.text_dim, (x, 0), (min(x + 5, rect.width), 0))
        pygame.draw.line(surface, p.text_dim, (x, rect.height - 1),
                         (min(x + 5, rect.width), rect.height - 1))
    for y in range(0, rect.height, 10):
        pygame.draw.line(surface, p.text_dim, (0, y), (0, min(y + 5, rect.height)))
        pygame.draw.line(surface, p.text_dim, (rect.width - 1, y),
                         (rect.width - 1, min(y + 5, rect.height)))
    lines = ["picture missing:", *wrap(name, rect.width - 8, "small")]
    y = rect.centery - 9 * len(lines)
    for line in lines:
        image = text(line, "small", p.text_dim)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += 18
    return surface


def fitted(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    """``image`` scaled down (never up) to fit ``box``."""
    w, h = image.get_size()
    scale = min(1.0, box[0] / max(1, w), box[1] / max(1, h))
    if scale >= 1.0:
        return image
    return pygame.transform.smoothscale(image, (max(1, int(w * scale)), max(1, int(h * scale))))


def picture(info: GameInfo, name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """The game's picture ``name`` fitted to ``box``, or a placeholder (logged once)."""
    draw = drawer_of(info)
    if draw is None:
        _report(info.id, name, "the game draws no rules pictures")
        return placeholder(name, box, p)
    try:
        return fitted(draw(name, box, p), box)
    except KeyError:
        _report(info.id, name, "the game has no picture of that name")
    except Exception as exc:  # a broken drawing must not close the rules: say so instead
        _report(info.id, name, f"drawing it failed: {exc!r}")
    return placeholder(name, box, p)
