"""Shared widgets after the Apocalypse's fourth mouse playtest: a toast's plate is fully
opaque all its life (the log's lines showed through its words); a tooltip stays inside
the window at a readable width and keeps off the row of buttons it explains."""

from __future__ import annotations

import pygame

from game.ui.palette import STANDARD
from game.ui.widgets import Toast


def toast_over(background: tuple[int, int, int], toast: Toast) -> pygame.Surface:
    surface = pygame.Surface((600, 300))
    surface.fill(background)
    toast.draw(surface, 300, 40, STANDARD, 500)
    return surface


def test_a_toast_hides_what_is_under_it_from_first_to_last_moment():
    """Drawn over white and over black, every pixel inside its plate (short of the
    rounded corners) is the same: nothing under it shows through, fresh or fading."""
    pygame.font.init()
    toast = Toast("Passed for you: no card to play, and a long clause to wrap it", (200, 60, 60))
    box = toast.rect(300, 40, 500)
    assert box.height > 2 * 24  # wrapped onto two lines
    for _ in range(2):
        white, black = toast_over((255, 255, 255), toast), toast_over((0, 0, 0), toast)
        inner = box.inflate(-8, -8)
        for y in range(inner.top, inner.bottom):
            for x in range(inner.left, inner.right, 3):
                assert white.get_at((x, y)) == black.get_at((x, y)), (x, y)
        toast.update(toast.life.duration * 0.95)  # its last moments
    below = (box.centerx, box.bottom + 2)
    assert white.get_at(below) != black.get_at(below)
