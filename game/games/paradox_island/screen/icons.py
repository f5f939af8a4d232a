"""Paradox Island's space symbols, drawn in code at 4x and smoothscaled (antialiased).

``symbol(label, size)`` takes what OP announces -- ``fruit:orange``,
``camp:A``, ``oracle``, ``mirage:snakes``/``zombies``/``UFOs``, ``knot``,
``portal:1``..``3``, ``lake:triangular``/``L-shaped``/``straight``,
``anomaly:<token>`` for the ten anomaly tokens (``anomaly`` alone: not yet
named), ``ocean`` -- the notebook's own marks (``?``, ``x``, ``you``) and the
board's (``board:health``, ``board:energy``, ``board:sun``, ``board:half_sun``).
Each family keeps one look so a glance sorts the island: fruits are fruit,
camps brown tents with their letter, portals a ring in the pair's printed
colour with its number, mirages a dashed haze ring around their vision,
anomalies a red burst around a white glyph of their effect, lakes the lake's
own three-space shape. Every symbol pairs colour with shape or a letter, so
the colour-blind palette loses nothing. Surfaces are cached by label and size.
The pen they are drawn with (strokes, letters, stars, waves...) is in ``pen``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.games.paradox_island.screen.pen import (
    _arrow,
    _bolt,
    _heart,
    _hexagon,
    _letter,
    _star,
    _stroke,
    _wavy,
)
from game.ui.palette import RGB
from game.ui.theme import mix

SS = 4  # supersampling factor

FRUIT_COLOURS: dict[str, RGB] = {
    "orange": (242, 146, 38), "banana": (238, 212, 70), "grapes": (128, 78, 170),
    "cherries": (170, 24, 52), "strawberry": (232, 70, 88), "lime": (150, 206, 64),
    "apple": (206, 62, 46),
}
#: The portal pairs' printed colours (tiles.json: 1 red, 2 blue, 3 green).
PORTAL_COLOURS: dict[str, RGB] = {"1": (206, 60, 52), "2": (52, 110, 210), "3": (46, 150, 80)}
SEA: RGB = (52, 104, 150)
INK: RGB = (40, 36, 44)
WHITE: RGB = (255, 255, 255)
LEAF: RGB = (60, 140, 50)
BURST: RGB = (206, 58, 46)
HAZE: RGB = (214, 140, 40)


# ------------------------------------------------------------------ fruits


def _fruit(s: pygame.Surface, n: float, name: str) -> None:
    colour = FRUIT_COLOURS.get(name, (200, 200, 200))
    dark = mix(colour, (0, 0, 0), 0.45)
    shine = mix(colour, WHITE, 0.55)
    if name == "banana":
        outer = [(n * (0.5 + 0.4 * math.cos(a)), n * (0.22 + 0.46 * math.sin(a)))
                 for a in (math.pi * (0.12 + 0.76 * k / 30) for k in range(31))]
        inner = [(n * (0.5 + 0.3 * math.cos(a)), n * (0.16 + 0.34 * math.sin(a)))
                 for a in (math.pi * (0.88 - 0.76 * k / 30) for k in range(31))]
        pygame.draw.polygon(s, colour, outer + inner)
        pygame.draw.polygon(s, dark, outer + inner, max(2, round(n * 0.03)))
        _stroke(s, [(n * 0.84, n * 0.36), (n * 0.9, n * 0.3)], n * 0.06, (90, 70, 30))
    elif name == "grapes":
        for x, y in ((0.34, 0.34), (0.5, 0.34), (0.66, 0.34), (0.42, 0.5), (0.58, 0.5),
                     (0.5, 0.66)):
            pygame.draw.circle(s, colour, (n * x, n * y), n * 0.105)
            pygame.draw.circle(s, dark, (n * x, n * y), n * 0.105, max(2, round(n * 0.02)))
            pygame.draw.circle(s, shine, (n * (x - 0.03), n * (y - 0.03)), n * 0.025)
        _stroke(s, [(n * 0.5, n * 0.24), (n * 0.54, n * 0.1)], n * 0.05, (90, 70, 30))
        pygame.draw.ellipse(s, LEAF, (n * 0.54, n * 0.1, n * 0.22, n * 0.1))
    elif name == "cherries":
        for x in (0.32, 0.66):
            _stroke(s, [(n * x, n * 0.62), (n * 0.52, n * 0.16)], n * 0.045, (70, 110, 40))
            pygame.draw.circle(s, colour, (n * x, n * 0.68), n * 0.16)
            pygame.draw.circle(s, dark, (n * x, n * 0.68), n * 0.16, max(2, round(n * 0.02)))
            pygame.draw.circle(s, shine, (n * (x - 0.05), n * 0.62), n * 0.035)
        pygame.draw.ellipse(s, LEAF, (n * 0.52, n * 0.1, n * 0.26, n * 0.12))
    elif name == "strawberry":
        pts = [(n * 0.18, n * 0.34), (n * 0.5, n * 0.26), (n * 0.82, n * 0.34),
               (n * 0.7, n * 0.66), (n * 0.5, n * 0.9), (n * 0.3, n * 0.66)]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, dark, pts, max(2, round(n * 0.02)))
        for x, y in ((0.36, 0.42), (0.5, 0.4), (0.64, 0.42), (0.42, 0.56), (0.58, 0.56),
                     (0.5, 0.7)):
            pygame.draw.ellipse(s, (250, 236, 150), (n * (x - 0.02), n * (y - 0.03),
                                                     n * 0.04, n * 0.06))
        _star(s, (n * 0.5, n * 0.27), n * 0.2, n * 0.07, 5, LEAF)
    elif name == "lime":
        box = (n * 0.12, n * 0.26, n * 0.76, n * 0.5)
        pygame.draw.ellipse(s, colour, box)
        pygame.draw.ellipse(s, dark, box, max(2, round(n * 0.025)))
        pygame.draw.ellipse(s, shine, (n * 0.3, n * 0.34, n * 0.2, n * 0.08))
        pygame.draw.circle(s, dark, (n * 0.88, n * 0.51), n * 0.03)
    else:  # orange, apple
        centre = (n * 0.5, n * 0.56)
        pygame.draw.circle(s, colour, centre, n * 0.33)
        pygame.draw.circle(s, dark, centre, n * 0.33, max(2, round(n * 0.025)))
        pygame.draw.circle(s, shine, (n * 0.38, n * 0.45), n * 0.07)
        if name == "apple":
            _stroke(s, [(n * 0.5, n * 0.3), (n * 0.54, n * 0.1)], n * 0.05, (90, 60, 30))
            pygame.draw.ellipse(s, LEAF, (n * 0.55, n * 0.1, n * 0.24, n * 0.11))
        else:
            pygame.draw.ellipse(s, LEAF, (n * 0.46, n * 0.16, n * 0.22, n * 0.1))
            for x, y in ((0.62, 0.64), (0.42, 0.72), (0.66, 0.48)):
                pygame.draw.circle(s, dark, (n * x, n * y), n * 0.012)


# ---------------------------------------------------------- places on land


def _camp(s: pygame.Surface, n: float, name: str) -> None:
    pts = [(n * 0.1, n * 0.84), (n * 0.5, n * 0.14), (n * 0.9, n * 0.84)]
    pygame.draw.polygon(s, (156, 100, 54), pts)
    pygame.draw.polygon(s, (70, 44, 24), pts, max(2, round(n * 0.035)))
    door = [(n * 0.38, n * 0.84), (n * 0.5, n * 0.5), (n * 0.62, n * 0.84)]
    pygame.draw.polygon(s, (70, 44, 24), door)
    _letter(s, name or "?", (252, 244, 224), (n * 0.5, n * 0.4 + n * 0.14), n * 0.36)


def _oracle(s: pygame.Surface, n: float) -> None:
    top = [(n * (0.08 + 0.84 * k / 30), n * (0.5 - 0.3 * math.sin(math.pi * k / 30)))
           for k in range(31)]
    bottom = [(x, n - y) for x, y in reversed(top)]
    pygame.draw.polygon(s, (248, 244, 255), top + bottom)
    _stroke(s, top + bottom + top[:1], n * 0.05, (110, 70, 170))
    pygame.draw.circle(s, (110, 70, 170), (n * 0.5, n * 0.5), n * 0.17)
    pygame.draw.circle(s, INK, (n * 0.5, n * 0.5), n * 0.08)
    pygame.draw.circle(s, WHITE, (n * 0.45, n * 0.45), n * 0.035)
    for k in (-1, 0, 1):  # lashes: a seer's eye
        x = n * (0.5 + 0.2 * k)
        _stroke(s, [(x, n * 0.22), (x + n * 0.05 * k, n * 0.1)], n * 0.035, (110, 70, 170))


def _haze(s: pygame.Surface, n: float) -> None:
    """The mirage family's mark: a dashed ring of heat haze."""
    c = (n / 2, n / 2)
    pygame.draw.circle(s, mix(HAZE, WHITE, 0.75), c, n * 0.46)
    for k in range(12):
        a0 = 2 * math.pi * k / 12
        arc = [(c[0] + n * 0.44 * math.cos(a0 + t / 8 * 0.32),
                c[1] + n * 0.44 * math.sin(a0 + t / 8 * 0.32)) for t in range(9)]
        _stroke(s, arc, n * 0.05, HAZE)


def _mirage(s: pygame.Surface, n: float, name: str) -> None:
    _haze(s, n)
    if name == "snakes":
        body = [(n * (0.24 + 0.5 * t), n * (0.62 - 0.1 * math.sin(t * 3 * math.pi)))
                for t in (k / 30 for k in range(31))]
        _stroke(s, body, n * 0.1, (70, 130, 50))
        pygame.draw.ellipse(s, (70, 130, 50), (n * 0.66, n * 0.44, n * 0.18, n * 0.13))
        pygame.draw.circle(s, WHITE, (n * 0.78, n * 0.48), n * 0.025)
        _stroke(s, [(n * 0.84, n * 0.52), (n * 0.9, n * 0.5)], n * 0.02, (200, 40, 40))
    elif name == "zombies":  # a hand rising from the ground
        pygame.draw.rect(s, (110, 80, 50), (n * 0.2, n * 0.7, n * 0.6, n * 0.08),
                         border_radius=round(n * 0.04))
        green = (120, 160, 100)
        pygame.draw.rect(s, green, (n * 0.38, n * 0.42, n * 0.22, n * 0.3))
        for k, h in enumerate((0.22, 0.16, 0.18, 0.24)):
            x = n * (0.4 + 0.055 * k)
            _stroke(s, [(x, n * 0.44), (x, n * h)], n * 0.05, green)
        _stroke(s, [(n * 0.6, n * 0.52), (n * 0.7, n * 0.4)], n * 0.05, green)
    else:  # UFOs: a saucer with its beam
        pygame.draw.polygon(s, (250, 236, 150), [(n * 0.42, n * 0.5), (n * 0.58, n * 0.5),
                                                 (n * 0.7, n * 0.82), (n * 0.3, n * 0.82)])
        pygame.draw.ellipse(s, (150, 200, 220), (n * 0.36, n * 0.24, n * 0.28, n * 0.2))
        pygame.draw.ellipse(s, (110, 116, 130), (n * 0.16, n * 0.34, n * 0.68, n * 0.18))
        for x in (0.3, 0.5, 0.7):
            pygame.draw.circle(s, (250, 220, 90), (n * x, n * 0.43), n * 0.03)


def _knot(s: pygame.Surface, n: float) -> None:
    """An Escher knot: a trefoil drawn as one closed line."""
    green, dark = (60, 120, 84), (30, 70, 46)
    pts = []
    for k in range(181):
        t = 2 * math.pi * k / 180
        r = n * 0.2 * (1 + 0.9 * math.cos(3 * t))
        pts.append((n / 2 + r * math.sin(t) * 0.92, n / 2 - r * math.cos(t) * 0.92 + n * 0.06))
    _stroke(s, pts, n * 0.11, dark)
    _stroke(s, pts, n * 0.06, green)


def _portal(s: pygame.Surface, n: float, name: str) -> None:
    colour = PORTAL_COLOURS.get(name, (128, 92, 214))
    c = (n / 2, n / 2)
    pygame.draw.circle(s, colour, c, n * 0.44)
    for k in range(3):  # the swirl
        a0 = 2 * math.pi * k / 3
        arc = [(c[0] + n * (0.3 + 0.11 * t / 10) * math.cos(a0 + t / 10 * 1.8),
                c[1] + n * (0.3 + 0.11 * t / 10) * math.sin(a0 + t / 10 * 1.8))
               for t in range(11)]
        _stroke(s, arc, n * 0.04, mix(colour, WHITE, 0.5))
    pygame.draw.circle(s, (250, 248, 255), c, n * 0.26)
    _letter(s, name or "?", mix(colour, (0, 0, 0), 0.25), (c[0], c[1] + n * 0.01), n * 0.42)


LAKE_CELLS: dict[str, tuple[tuple[float, float], ...]] = {
    # (column, row) of the three spaces, as on the lake tiles
    "triangular": ((0, 0), (1, 0), (0.5, -1)),
    "L-shaped": ((0, 0), (1, 0), (1.5, -1)),
    "straight": ((0, 0), (1, 0), (2, 0)),
}


def _lake(s: pygame.Surface, n: float, name: str) -> None:
    """A lake names its shape: the three spaces drawn small, as one tile."""
    cells = LAKE_CELLS.get(name)
    deep = (30, 80, 140)
    if cells is None:
        for k in range(2):
            _wavy(s, n * (0.42 + 0.2 * k), n * 0.16, n * 0.84, n * 0.05, n * 0.06, deep)
        return
    r = n * 0.15
    step = r * math.sqrt(3)
    xs = [cx for cx, _ in cells]
    ys = [cy for _, cy in cells]
    ox = n / 2 - (min(xs) + max(xs)) / 2 * step
    oy = n / 2 - (min(ys) + max(ys)) / 2 * r * 1.5
    for cx, cy in cells:
        centre = (ox + cx * step, oy + cy * r * 1.5)
        pygame.draw.polygon(s, (236, 246, 255), _hexagon(centre, r * 0.98))
        pygame.draw.polygon(s, deep, _hexagon(centre, r * 0.98), max(2, round(n * 0.03)))


# --------------------------------------------------------------- anomalies


def _burst(s: pygame.Surface, n: float) -> None:
    _star(s, (n / 2, n / 2), n * 0.48, n * 0.38, 12, mix(BURST, (0, 0, 0), 0.25))
    _star(s, (n / 2, n / 2), n * 0.44, n * 0.34, 12, BURST)



def _anomaly(s: pygame.Surface, n: float, name: str) -> None:
    """The burst says "anomaly"; the white glyph inside says which token lies there."""
    _burst(s, n)
    c, w = (n / 2, n / 2), WHITE
    width = n * 0.07
    if name == "wound":
        _heart(s, (c[0], c[1] + n * 0.02), n * 0.17, w)
        _stroke(s, [(n * 0.48, n * 0.34), (n * 0.54, n * 0.46), (n * 0.46, n * 0.52),
                    (n * 0.52, n * 0.64)], n * 0.035, BURST)
    elif name == "drain":
        _bolt(s, c, n * 0.2, w)
    elif name == "blight":  # a fruit, crossed out
        pygame.draw.circle(s, w, (c[0], c[1] + n * 0.03), n * 0.15)
        pygame.draw.ellipse(s, w, (n * 0.5, n * 0.27, n * 0.12, n * 0.06))
        _stroke(s, [(n * 0.32, n * 0.32), (n * 0.68, n * 0.7)], n * 0.05, INK)
    elif name == "rockfall":
        pygame.draw.polygon(s, w, [(n * 0.3, n * 0.64), (n * 0.34, n * 0.42), (n * 0.5, n * 0.32),
                                   (n * 0.68, n * 0.42), (n * 0.7, n * 0.64)])
    elif name == "thicket":
        for x, y, r in ((0.38, 0.54, 0.12), (0.62, 0.54, 0.12), (0.5, 0.42, 0.14)):
            pygame.draw.circle(s, w, (n * x, n * y), n * r)
    elif name == "swell":
        for k in range(2):
            _wavy(s, n * (0.42 + 0.16 * k), n * 0.28, n * 0.72, n * 0.05, width, w, 1.5)
    elif name == "orchard":  # carried off to a fruit
        pygame.draw.circle(s, w, (n * 0.6, n * 0.56), n * 0.12)
        _arrow(s, [(n * 0.28, n * 0.36), (n * 0.44, n * 0.46)], n * 0.05, w)
    elif name == "sinkhole":  # a whirl pulling down into a lake
        pts = [(c[0] + n * (0.03 + 0.17 * t) * math.cos(t * 11),
                c[1] + n * (0.03 + 0.17 * t) * math.sin(t * 11) * 0.8)
               for t in (k / 60 for k in range(61))]
        _stroke(s, pts, n * 0.05, w)
    elif name == "gust":  # wind lines and the shove
        for k, (x0, x1) in enumerate(((0.28, 0.62), (0.34, 0.72), (0.28, 0.56))):
            y = n * (0.38 + 0.12 * k)
            _stroke(s, [(n * x0, y), (n * x1, y)], n * 0.045, w)
        _stroke(s, [(n * 0.62, n * 0.38), (n * 0.68, n * 0.32), (n * 0.6, n * 0.28)],
                n * 0.045, w)
    elif name == "fork":  # the way in splits ahead-left and ahead-right
        _stroke(s, [(c[0], n * 0.7), (c[0], n * 0.5)], width, w)
        _arrow(s, [(c[0], n * 0.5), (n * 0.34, n * 0.34)], n * 0.05, w)
        _arrow(s, [(c[0], n * 0.5), (n * 0.66, n * 0.34)], n * 0.05, w)
    else:  # named but not yet known: the burst with a question
        _letter(s, "?", w, c, n * 0.4)


# -------------------------------------------------------- notebook marks


def _you(s: pygame.Surface, n: float) -> None:
    pygame.draw.circle(s, (240, 176, 64), (n / 2, n / 2), n * 0.38)
    pygame.draw.circle(s, INK, (n / 2, n / 2), n * 0.38, max(2, round(n * 0.04)))
    pygame.draw.circle(s, INK, (n / 2, n * 0.4), n * 0.09)
    pygame.draw.ellipse(s, INK, (n * 0.32, n * 0.52, n * 0.36, n * 0.2))


def _board_mark(s: pygame.Surface, n: float, name: str) -> None:
    """Marks of a captive's board: health, energy, and the sun / half sun of bonus timing."""
    c = (n / 2, n / 2)
    if name == "health":
        _heart(s, (c[0], c[1] + n * 0.04), n * 0.36, (214, 60, 60))
    elif name == "energy":
        _bolt(s, c, n * 0.46, (80, 160, 230))
    else:  # sun: on your own turn; half sun: on any turn
        gold = (240, 190, 60)
        for k in range(8):
            a = math.pi * k / 4
            if name == "half_sun" and math.sin(a) < -0.01:  # a sun rising: upper rays
                continue
            _stroke(s, [(c[0] + math.cos(a) * n * 0.3, c[1] - math.sin(a) * n * 0.3),
                        (c[0] + math.cos(a) * n * 0.46, c[1] - math.sin(a) * n * 0.46)],
                    n * 0.08, gold)
        pygame.draw.circle(s, gold, c, n * 0.24)
        if name == "half_sun":
            pygame.draw.rect(s, (0, 0, 0, 0), (0, c[1] + n * 0.04, n, n))
            _stroke(s, [(n * 0.04, c[1] + n * 0.02), (n * 0.96, c[1] + n * 0.02)], n * 0.06, gold)


def _ocean(s: pygame.Surface, n: float) -> None:
    for k in range(2):
        _wavy(s, n * (0.4 + 0.2 * k), n * 0.14, n * 0.86, n * 0.05, n * 0.07, SEA)


def _plain(s: pygame.Surface, n: float, label: str) -> None:
    if label == "x":
        _stroke(s, [(n * 0.24, n * 0.24), (n * 0.76, n * 0.76)], n * 0.1, (170, 40, 40))
        _stroke(s, [(n * 0.76, n * 0.24), (n * 0.24, n * 0.76)], n * 0.1, (170, 40, 40))
    else:
        _letter(s, label[:2], INK, (n / 2, n / 2), n * 0.7)


FAMILIES: dict[str, Callable[[pygame.Surface, float, str], None]] = {
    "fruit": _fruit, "camp": _camp, "mirage": _mirage, "portal": _portal, "lake": _lake,
    "anomaly": _anomaly,
    "oracle": lambda s, n, _: _oracle(s, n), "knot": lambda s, n, _: _knot(s, n),
    "you": lambda s, n, _: _you(s, n), "ocean": lambda s, n, _: _ocean(s, n),
    "board": _board_mark,
}


@lru_cache(maxsize=512)
def symbol(label: str, size: int) -> pygame.Surface:
    """The symbol for ``label`` in a ``size``-pixel square, antialiased and cached."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    kind, _, name = label.partition(":")
    draw = FAMILIES.get(kind)
    if draw is None:
        _plain(big, n, label)
    else:
        draw(big, n, name)
    return pygame.transform.smoothscale(big, (size, size))
