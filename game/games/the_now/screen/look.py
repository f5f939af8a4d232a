"""The Now's look: player colours with their shapes, phase colours, and small icons.

Every colour comes in both palettes (``game.ui.palette``): the standard one
and the colour-blind-safe one (Okabe-Ito hues). Nothing relies on hue alone:
each player has a shape as well as a colour (Orange a circle, Yellow a
triangle, Blue a square, Purple a diamond, Turquoise a star), a cause link is
a solid bar and a hindrance a striped one, an event that occurred shows a
check and one that failed a cross, and every ring carries its number.

Icons are drawn here in code (the font has no check mark, bolt or gear):
``icon(name, size, colour)`` draws at four times the size and smoothscales
down, so every edge is antialiased; results are cached.

>>> sorted(SHAPES) == sorted(PLAYER_COLOURS["standard"])
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui.palette import RGB, Palette
from game.ui.theme import mix

SS = 4  # supersampling of icons and shapes

PLAYER_COLOURS: dict[str, dict[str, RGB]] = {
    "standard": {"orange": (242, 140, 52), "yellow": (238, 206, 66), "blue": (76, 138, 236),
                 "purple": (168, 108, 226), "turquoise": (52, 196, 184)},
    "colourblind": {"orange": (230, 159, 0), "yellow": (240, 228, 66), "blue": (0, 114, 178),
                    "purple": (204, 121, 167), "turquoise": (86, 180, 233)},
}
#: Each colour's shape: pawns, arcs' markers and tablets all carry it.
SHAPES: dict[str, str] = {"orange": "circle", "yellow": "triangle", "blue": "square",
                          "purple": "diamond", "turquoise": "star"}
#: The phases' colours (phase k realizes ring k), as the track and the field show them.
PHASE_COLOURS: dict[str, tuple[RGB, ...]] = {
    "standard": ((236, 222, 150), (238, 152, 78), (218, 86, 86), (156, 112, 214),
                 (82, 144, 224)),
    "colourblind": ((240, 228, 66), (230, 159, 0), (213, 94, 0), (204, 121, 167),
                    (0, 114, 178)),
}
NOW_PURPLE: RGB = (150, 88, 210)
GOLD: RGB = (244, 204, 82)  # the yellow circles (points) and the pointer
BONUS_BLUE: RGB = (90, 170, 236)  # the blue circles (extraction bonus)
CARD_PAPER: RGB = (238, 232, 214)
CARD_INK: RGB = (44, 44, 54)
NEUTRAL_GREY: RGB = (150, 150, 158)
FIELD_NIGHT: RGB = (20, 26, 40)
GROUP_COLOURS: dict[str, RGB] = {"movement": (236, 200, 70), "energy": (90, 160, 236),
                                 "events": (96, 190, 112)}


def player_colour(p: Palette, colour: str | None) -> RGB:
    """A player's colour in palette ``p`` (grey for nobody)."""
    if not colour:
        return NEUTRAL_GREY
    return PLAYER_COLOURS.get(p.name, PLAYER_COLOURS["standard"]).get(colour, NEUTRAL_GREY)


def phase_colour(p: Palette, phase: int) -> RGB:
    colours = PHASE_COLOURS.get(p.name, PHASE_COLOURS["standard"])
    return colours[max(0, min(phase, len(colours) - 1))]


def link_colour(p: Palette, kind: str) -> RGB:
    """A cause is the palette's good colour, a hindrance its bad one."""
    return p.good if kind == "cause" else p.bad


def centre_colour(p: Palette, centre: str) -> RGB:
    return {"gain": p.good, "lose": p.bad}.get(centre, NEUTRAL_GREY)


# Drawing at 4x.

Point = tuple[float, float]


def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[Point]:
    out = []
    for k in range(points * 2):
        radius = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + k * math.pi / points
        out.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return out


def _polygon(cx: float, cy: float, r: float, sides: int, start: float) -> list[Point]:
    return [(cx + r * math.cos(start + 2 * math.pi * k / sides),
             cy + r * math.sin(start + 2 * math.pi * k / sides)) for k in range(sides)]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    """The outline of a player shape (None for the circle)."""
    if shape == "triangle":
        return _polygon(cx, cy + r * 0.12, r * 1.08, 3, -math.pi / 2)
    if shape == "square":
        return _polygon(cx, cy, r * 1.08, 4, math.pi / 4)
    if shape == "diamond":
        return [(cx, cy - r * 1.12), (cx + r * 0.86, cy), (cx, cy + r * 1.12), (cx - r * 0.86, cy)]
    if shape == "star":
        return _star(cx, cy, r * 1.18)
    return None


def _draw_shape(big: pygame.Surface, shape: str, c: float, r: float, fill: RGB,
                edge: RGB | None, width: float) -> None:
    pts = shape_points(shape, c, c, r)
    if edge is not None:
        grow = width
        outer = shape_points(shape, c, c, r + grow)
        if outer is None:
            pygame.draw.circle(big, edge, (c, c), r + grow)
        else:
            pygame.draw.polygon(big, edge, outer)
    if pts is None:
        pygame.draw.circle(big, fill, (c, c), r)
    else:
        pygame.draw.polygon(big, fill, pts)


@lru_cache(maxsize=256)
def shape_sprite(shape: str, radius: int, fill: RGB, edge: RGB | None = (20, 20, 26),
                 edge_width: float = 1.5) -> pygame.Surface:
    """A player's shape (a pawn, a tie token, a marker) with a dark rim, antialiased."""
    side = (radius * 2 + 6) * SS
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    _draw_shape(big, shape, side / 2, radius * SS, fill, edge, edge_width * SS)
    return pygame.transform.smoothscale(big, (side // SS, side // SS))


def tween_point(start: Point, end: Point, t: float) -> Point:
    """The point ``t`` of the way from ``start`` to ``end``."""
    return start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t


def blit_centred(surface: pygame.Surface, sprite: pygame.Surface, centre: Point) -> None:
    surface.blit(sprite, (round(centre[0] - sprite.get_width() / 2),
                          round(centre[1] - sprite.get_height() / 2)))


# Icons: each a function drawing into a 4x square of side ``s``.

def _check(big: pygame.Surface, s: float, c: RGB) -> None:
    pts = [(0.16 * s, 0.55 * s), (0.40 * s, 0.78 * s), (0.86 * s, 0.24 * s)]
    pygame.draw.lines(big, c, False, pts, round(0.16 * s))
    for x, y in pts:
        pygame.draw.circle(big, c, (x, y), 0.08 * s)


def _cross(big: pygame.Surface, s: float, c: RGB) -> None:
    w = round(0.15 * s)
    for a, b in (((0.22, 0.22), (0.78, 0.78)), ((0.78, 0.22), (0.22, 0.78))):
        pygame.draw.line(big, c, (a[0] * s, a[1] * s), (b[0] * s, b[1] * s), w)
        for x, y in (a, b):
            pygame.draw.circle(big, c, (x * s, y * s), 0.075 * s)


def _bolt(big: pygame.Surface, s: float, c: RGB) -> None:
    pts = [(0.58, 0.04), (0.18, 0.56), (0.46, 0.56), (0.38, 0.96), (0.82, 0.40), (0.54, 0.40),
           (0.66, 0.04)]
    pygame.draw.polygon(big, c, [(x * s, y * s) for x, y in pts])


def _star_icon(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.polygon(big, c, _star(s / 2, s * 0.53, s * 0.48, inner=0.48))


def _gear(big: pygame.Surface, s: float, c: RGB, broken: bool = False) -> None:
    cx = cy = s / 2
    pts = []
    for k in range(32):
        a = 2 * math.pi * k / 32
        r = s * (0.46 if (k // 2) % 2 == 0 else 0.34)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(big, c, pts)
    pygame.draw.circle(big, (0, 0, 0, 0), (cx, cy), s * 0.15)
    if broken:
        pygame.draw.line(big, (0, 0, 0, 0), (0.7 * s, 0.0), (0.3 * s, s), round(0.12 * s))


def _shield(big: pygame.Surface, s: float, c: RGB) -> None:
    pts = [(0.5, 0.04), (0.9, 0.18), (0.84, 0.58), (0.5, 0.96), (0.16, 0.58), (0.1, 0.18)]
    pygame.draw.polygon(big, c, [(x * s, y * s) for x, y in pts])


def _pentagon(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.polygon(big, c, _polygon(s / 2, s * 0.54, s * 0.47, 5, -math.pi / 2))
    light = mix(c, (255, 255, 255), 0.75)
    for k in range(3):  # the arrows inside the Now token
        a = -math.pi / 2 + k * 2 * math.pi / 3
        x, y = s / 2 + 0.2 * s * math.cos(a), s * 0.54 + 0.2 * s * math.sin(a)
        pygame.draw.circle(big, light, (x, y), s * 0.06)


def _hourglass(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.polygon(big, c, [(0.2 * s, 0.08 * s), (0.8 * s, 0.08 * s), (0.5 * s, 0.5 * s)])
    pygame.draw.polygon(big, c, [(0.2 * s, 0.92 * s), (0.8 * s, 0.92 * s), (0.5 * s, 0.5 * s)])


def _spiral(big: pygame.Surface, s: float, c: RGB) -> None:
    pts = []
    for k in range(60):
        a = k * 0.32
        r = s * (0.04 + 0.0072 * k)
        pts.append((s / 2 + r * math.cos(a), s / 2 + r * math.sin(a)))
    pygame.draw.lines(big, c, False, pts, round(0.1 * s))


def _knot(big: pygame.Surface, s: float, c: RGB) -> None:
    pts = []
    for k in range(91):
        t = 2 * math.pi * k / 90
        r = s * 0.28 * (1 + 0.55 * math.cos(3 * t))
        pts.append((s / 2 + r * math.cos(t) * 0.85, s / 2 + r * math.sin(t) * 0.85))
    pygame.draw.lines(big, c, True, pts, round(0.09 * s))


def _ring(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.circle(big, c, (s / 2, s / 2), s * 0.42, round(0.12 * s))


def _empty(big: pygame.Surface, s: float, c: RGB) -> None:
    _ring(big, s, c)
    pygame.draw.line(big, c, (0.2 * s, 0.8 * s), (0.8 * s, 0.2 * s), round(0.12 * s))


def _card(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.polygon(big, c, _polygon(s / 2, s / 2, s * 0.48, 6, 0))


def _gun(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.rect(big, c, (0.08 * s, 0.28 * s, 0.84 * s, 0.22 * s), border_radius=round(s * .06))
    pygame.draw.polygon(big, c, [(0.2 * s, 0.45 * s), (0.44 * s, 0.45 * s), (0.36 * s, 0.86 * s),
                                 (0.14 * s, 0.86 * s)])


def _chevrons(big: pygame.Surface, s: float, c: RGB) -> None:
    for x0 in (0.12, 0.44):
        pts = [(x0 * s, 0.2 * s), ((x0 + 0.3) * s, 0.5 * s), (x0 * s, 0.8 * s)]
        pygame.draw.lines(big, c, False, pts, round(0.13 * s))


def _battery(big: pygame.Surface, s: float, c: RGB) -> None:
    pygame.draw.rect(big, c, (0.18 * s, 0.16 * s, 0.64 * s, 0.76 * s), round(0.1 * s),
                     border_radius=round(0.08 * s))
    pygame.draw.rect(big, c, (0.38 * s, 0.04 * s, 0.24 * s, 0.14 * s))
    pygame.draw.rect(big, c, (0.3 * s, 0.5 * s, 0.4 * s, 0.32 * s))


def _amplifier(big: pygame.Surface, s: float, c: RGB) -> None:
    for y0 in (0.5, 0.18):
        pts = [(0.18 * s, (y0 + 0.3) * s), (0.5 * s, y0 * s), (0.82 * s, (y0 + 0.3) * s)]
        pygame.draw.lines(big, c, False, pts, round(0.13 * s))






ICONS: dict[str, Callable[[pygame.Surface, float, RGB], None]] = {
    "check": _check, "cross": _cross, "bolt": _bolt, "star": _star_icon,
    "gear": _gear, "broken_gear": lambda b, s, c: _gear(b, s, c, broken=True),
    "shield": _shield, "now": _pentagon, "hourglass": _hourglass, "spiral": _spiral,
    "knot": _knot, "wormhole": _spiral, "empty": _empty, "card": _card,
    "energy_gun": _gun, "shield_generator": _shield, "accelerator": _chevrons,
    "kinetic_storage": _battery, "link_amplifier": _amplifier,
}


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour: RGB) -> pygame.Surface:
    """A small icon drawn in code, ``size`` pixels square, antialiased."""
    side = size * SS
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    ICONS[name](big, float(side), colour)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=64)
def disc(radius: int, fill: RGB, edge: RGB | None = None, alpha: int = 255) -> pygame.Surface:
    """An antialiased filled circle (a token), optionally rimmed."""
    side = (radius * 2 + 4) * SS
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    if edge is not None:
        pygame.draw.circle(big, (*edge, alpha), (c, c), radius * SS)
        pygame.draw.circle(big, (*fill, alpha), (c, c), (radius - 1.5) * SS)
    else:
        pygame.draw.circle(big, (*fill, alpha), (c, c), radius * SS)
    return pygame.transform.smoothscale(big, (side // SS, side // SS))


def outcome_token(p: Palette, occurred: str, radius: int) -> pygame.Surface:
    """The realization token: a check on green, a cross on red, Ø on grey (empty)."""
    return _outcome_token(p.good, p.bad, occurred, radius)


@lru_cache(maxsize=32)
def _outcome_token(good: RGB, bad: RGB, occurred: str, radius: int) -> pygame.Surface:
    fill = {"yes": good, "no": bad}.get(occurred, (96, 98, 108))
    token = disc(radius, fill, mix(fill, (0, 0, 0), 0.45)).copy()
    mark = icon({"yes": "check", "no": "cross"}.get(occurred, "empty"), round(radius * 1.3),
                (250, 250, 250))
    blit_centred(token, mark, (token.get_width() / 2, token.get_height() / 2))
    return token
