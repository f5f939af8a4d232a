"""The Apocalypse's look: seat colours with shapes, card colours by deck, small marks.

Both palettes (``game.ui.palette``) have their own seat colours; nothing
relies on hue alone: each seat also has a shape (circle, triangle, square,
diamond) on its pawn, its Visited tokens and its play area, and every card
chip carries its deck's letter.

>>> sorted(SHAPES)
['circle', 'diamond', 'square', 'triangle']
"""

from __future__ import annotations

import math

import pygame

from game.ui.palette import RGB, Palette
from game.ui.theme import mix
from game.ui.widgets import text

SEAT_COLOURS: dict[str, tuple[RGB, ...]] = {
    "standard": ((226, 92, 78), (236, 198, 70), (86, 146, 238), (96, 196, 120)),
    "colourblind": ((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167)),
}
SHAPES = ("circle", "triangle", "square", "diamond")
DECK_COLOURS: dict[str, RGB] = {
    "good_luck": (70, 150, 95), "bad_luck": (160, 62, 70), "skill": (70, 110, 170),
    "plan": (150, 120, 60), "rare_item": (120, 86, 160), "unknown": (60, 52, 80),
    "artifact": (176, 140, 50), "obstacle": (110, 110, 110), "city_adventure": (90, 120, 120),
    "field_adventure": (90, 120, 120), "character": (80, 90, 110),
}
DECK_LETTERS = {"good_luck": "G", "bad_luck": "B", "skill": "S", "plan": "P", "rare_item": "R",
                "unknown": "U", "artifact": "A", "obstacle": "O", "character": "C"}


def seat_colour(p: Palette, seat: int) -> RGB:
    colours = SEAT_COLOURS.get(p.name, SEAT_COLOURS["standard"])
    return colours[seat % len(colours)]


def draw_shape(surface: pygame.Surface, seat: int, centre: tuple[float, float], r: float,
               colour: RGB, edge: RGB = (20, 20, 24)) -> None:
    """The seat's shape, filled, with a dark rim."""
    x, y = centre
    shape = SHAPES[seat % len(SHAPES)]
    if shape == "circle":
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(r))
        pygame.draw.circle(surface, edge, (round(x), round(y)), round(r), 1)
        return
    if shape == "triangle":
        pts = [(x + r * 1.15 * math.cos(math.radians(a)), y + r * 1.15 * math.sin(math.radians(a)))
               for a in (-90, 30, 150)]
    elif shape == "square":
        k = r * 0.9
        pts = [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    else:
        k = r * 1.2
        pts = [(x, y - k), (x + k, y), (x, y + k), (x - k, y)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, edge, pts, 1)


def chip(surface: pygame.Surface, rect: pygame.Rect, words: str, deck: str, p: Palette,
         *, dim: bool = False, sideways: bool = False, size: int = 12) -> None:
    """A card as a small chip: the deck's colour and letter, its name cut to fit."""
    fill = DECK_COLOURS.get(deck, (90, 90, 100))
    if dim:
        fill = mix(fill, p.panel, 0.55)
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    edge = mix(fill, (255, 255, 255), 0.35)
    pygame.draw.rect(surface, edge, rect, 1, border_radius=4)
    ink = (245, 245, 245) if not dim else mix((245, 245, 245), p.panel, 0.4)
    letter = DECK_LETTERS.get(deck, "")
    x = rect.x + 4
    if letter:
        mark = text(letter, 10, mix(ink, fill, 0.3), bold=True)
        surface.blit(mark, (x, rect.centery - mark.get_height() // 2))
        x += mark.get_width() + 3
    room = rect.right - 3 - x
    shown = fit_width(words, room, size)
    image = text(shown, size, ink)
    surface.blit(image, (x, rect.centery - image.get_height() // 2))
    if sideways:  # a used card lies turned: a slanted bar across its corner
        corner = (rect.right - 10, rect.y + 2), (rect.right - 2, rect.y + 10)
        pygame.draw.line(surface, p.warn, *corner, 2)


def fit_width(words: str, room: int, size: int) -> str:
    """``words`` cut with "…" to fit ``room`` pixels."""
    if text(words, size).get_width() <= room:
        return words
    cut = words
    while cut and text(cut + "…", size).get_width() > room:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def health_marks(surface: pygame.Surface, at: tuple[int, int], health: int, most: int,
                 p: Palette) -> int:
    """Health as small filled and empty hearts (diamonds); returns the width used."""
    x, y = at
    for k in range(max(most, health)):
        full = k < health
        pts = [(x + 5, y), (x + 10, y + 5), (x + 5, y + 10), (x, y + 5)]
        if full:
            pygame.draw.polygon(surface, p.bad, pts)
        pygame.draw.polygon(surface, mix(p.bad, p.text, 0.3), pts, 1)
        x += 11
    return x - at[0]
