"""Shared widgets after the Apocalypse's fourth mouse playtest: a toast's plate is fully
opaque all its life (the log's lines showed through its words); a tooltip stays inside
the window at a readable width and keeps off the row of buttons it explains."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game.ui.palette import STANDARD
from game.ui.theme import gui_theme
from game.ui.widgets import CanvasUIManager, Toast, draw_tooltip, place_tooltip, tooltip_width


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


WINDOW = pygame.Rect(0, 0, 1280, 720)
LONG = ("During others' turns, pass every reaction window for you: no curtain, whatever "
        "you hold; windows in your own turn still come to you. ") * 2


def test_a_tooltip_stays_in_the_window_near_every_edge():
    """Near each edge and corner the box is inside the window and off its control (flipped
    over it at the foot, clamped left at the right edge)."""
    pygame.font.init()
    size = (tooltip_width(LONG), 120)
    assert size[0] == 320
    for x in (2, 640, 1270):
        for y in (2, 360, 712):
            target = pygame.Rect(x - 40, y - 14, 80, 28).clamp(WINDOW)
            box = place_tooltip(size, target, x, WINDOW)
            assert WINDOW.contains(box) and not box.colliderect(target), (x, y, box)


def test_a_tooltip_keeps_off_the_buttons_next_to_its_own():
    """Mouse playtest 4: the tip of "Study" covered "Reward" under it. A column of buttons:
    the tip goes over the top one; a row at the window's foot: over the row."""
    pygame.font.init()
    study, reward = pygame.Rect(602, 393, 292, 28), pygame.Rect(602, 426, 292, 28)
    box = place_tooltip((320, 48), study, 700, WINDOW, [reward])
    assert WINDOW.contains(box) and not box.colliderect(reward) and not box.colliderect(study)
    row = [pygame.Rect(942 + 104 * k, 648, 92, 34) for k in range(3)]
    box = place_tooltip((320, 48), row[2], 1200, WINDOW, row[:2])
    assert WINDOW.contains(box) and box.collidelist(row) < 0


def test_a_long_tooltip_wraps_at_a_readable_width_and_a_short_one_is_not_a_strip():
    pygame.font.init()
    assert tooltip_width("Pass") == 200 and tooltip_width(LONG) == 320
    for x, y in ((1275, 715), (5, 5), (1275, 5), (5, 715)):
        surface = pygame.Surface(WINDOW.size)
        surface.fill((0, 0, 0))
        draw_tooltip(surface, LONG, (x, y), STANDARD)
        surface.set_colorkey((0, 0, 0))
        drawn = surface.get_bounding_rect()
        assert WINDOW.contains(drawn) and drawn.width >= 200, (x, y, drawn)
        assert drawn.height < 200  # wrapped at its width, not a tall thin strip


def test_a_buttons_tooltip_is_wide_and_off_its_neighbour():
    """pygame_gui's own tooltips go through the same placing (the manager's)."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    ui = CanvasUIManager((1280, 720), gui_theme(STANDARD), lambda: (1250, 405))
    study = UIButton(pygame.Rect(960, 393, 292, 28), "Study", ui, tool_tip_text=LONG)
    reward = UIButton(pygame.Rect(960, 426, 292, 28), "Reward", ui)
    tip = ui.create_tool_tip(LONG, (1250, 405), (0, 14), study, None)
    assert tip.rect.width >= 200 and tip.rect.height < 200
    assert WINDOW.contains(tip.rect) and not tip.rect.colliderect(reward.rect)
