"""Paradox Island's drawings: the island frame, space symbols and pieces, drawn in code.

``IslandFrame`` places the 37 pointy-top spaces and the six ocean parts in a
rectangle of the canvas and answers which space or part a point is over.
Symbols are drawn at twice their size and smoothscaled (antialiased), cached
by label and size: ``symbol(label, size)`` takes what OP announces
(``fruit:orange``, ``camp:A``, ``portal:2``, ``mirage:snakes``, ``knot``,
``oracle``, ``anomaly:wound``, ``lake:straight``) and a few notebook marks
(``?``, ``x``, ``you``). Every symbol pairs a colour with a shape or letter,
so the colour-blind palette loses nothing.

>>> frame = IslandFrame(pygame.Rect(0, 0, 400, 400), 24)
>>> frame.space_at(frame.center(Hex(0, 0)))
Hex(q=0, r=0)
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core.hexgrid import DIRECTIONS, POINTY, Hex, Layout
from game.games.paradox_island.island import OCEAN_NAMES, SPACES
from game.ui.palette import RGB
from game.ui.theme import mix
from game.ui.widgets import text

Point = tuple[float, float]

FRUIT_COLOURS: dict[str, RGB] = {
    "orange": (242, 146, 38), "banana": (238, 212, 70), "grapes": (128, 78, 170),
    "cherries": (170, 24, 52), "strawberry": (232, 70, 88), "lime": (150, 206, 64),
    "apple": (206, 62, 46),
}
SAND: RGB = (232, 218, 176)
LAKE: RGB = (118, 176, 218)
SEA: RGB = (52, 104, 150)
SEAT_COLOURS: tuple[RGB, ...] = ((240, 176, 64), (90, 200, 220), (236, 112, 170), (150, 220, 110))
NOTE_MARKS: tuple[str, ...] = (
    "fruit:orange", "fruit:banana", "fruit:grapes", "fruit:cherries", "fruit:strawberry",
    "fruit:lime", "fruit:apple", "camp:A", "camp:B", "oracle", "mirage:snakes",
    "mirage:zombies", "mirage:UFOs", "knot", "portal:1", "portal:2", "portal:3", "anomaly",
    "lake", "?", "x", "you",
)


class IslandFrame:
    """Where the island and its ocean parts are drawn inside ``rect``."""

    def __init__(self, rect: pygame.Rect, size: float) -> None:
        self.rect, self.size = rect, size
        self.layout = Layout(POINTY, (size, size), rect.center)
        self.parts = [self._part_polygon(k) for k in range(6)]

    def center(self, h: Hex) -> Point:
        return self.layout.to_pixel(h)

    def corner_point(self, k: int, reach: float) -> Point:
        """A point ``reach`` sizes from the centre toward island corner ``k``."""
        cx, cy = self.rect.center
        x, y = self.layout.to_pixel(DIRECTIONS[k].scale(3))
        scale = reach / math.hypot(x - cx, y - cy)
        return cx + (x - cx) * scale * self.size, cy + (y - cy) * scale * self.size

    def _part_polygon(self, k: int) -> list[Point]:
        inner, outer = 6.2, 8.4
        a, b = k, (k + 1) % 6
        return [self.corner_point(a, inner), self.corner_point(b, inner),
                self.corner_point(b, outer), self.corner_point(a, outer)]

    def part_center(self, k: int) -> tuple[int, int]:
        xs, ys = zip(*self.parts[k], strict=True)
        return round(sum(xs) / 4), round(sum(ys) / 4)

    def space_at(self, pos: Point) -> Hex | None:
        h = self.layout.from_pixel(*pos)
        return h if h.length() <= 3 else None

    def part_at(self, pos: Point) -> int | None:
        for k, poly in enumerate(self.parts):
            if _inside(pos, poly):
                return k
        return None

    def side(self, h: Hex, direction: int) -> tuple[Point, Point]:
        """The two corners of ``h`` on its side facing ``direction``."""
        nx, ny = self.center(h.neighbor(direction))
        corners = sorted(self.layout.corners(h), key=lambda c: math.hypot(c[0] - nx, c[1] - ny))
        return corners[0], corners[1]


def _inside(pos: Point, poly: list[Point]) -> bool:
    x, y = pos
    inside = False
    for i, (ax, ay) in enumerate(poly):
        bx, by = poly[i - 1]
        if (ay > y) != (by > y) and x < (bx - ax) * (y - ay) / (by - ay) + ax:
            inside = not inside
    return inside


def draw_sea(surface: pygame.Surface, frame: IslandFrame, offset: Point = (0, 0),
             lit: frozenset[int] = frozenset(), edge: RGB = (20, 40, 60)) -> None:
    """The six ocean parts with their names, optionally some lit."""
    ox, oy = offset
    for k, poly in enumerate(frame.parts):
        points = [(x - ox, y - oy) for x, y in poly]
        fill = mix(SEA, (255, 255, 255), 0.18 if k % 2 else 0.08)
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.aalines(surface, edge, True, points)
        cx, cy = frame.part_center(k)
        for j in (-1, 1):  # a few wave strokes
            _wave_line(surface, (cx - ox - 18, cy - oy + 12 * j), 36, mix(fill, (255,) * 3, 0.3))
        name = text(OCEAN_NAMES[k], 13, (226, 236, 246), bold=True)
        surface.blit(name, name.get_rect(center=(cx - ox, cy - oy)))


def _wave_line(surface: pygame.Surface, start: Point, width: float, colour: RGB) -> None:
    x0, y0 = start
    points = [(x0 + t, y0 + 3 * math.sin(t / width * 4 * math.pi)) for t in range(0, int(width), 3)]
    if len(points) > 1:
        pygame.draw.aalines(surface, colour, False, points)


def island_layer(frame: IslandFrame, spaces: dict[Hex, str], tiles: dict[Hex, str],
                 edge: RGB, show_symbols: bool = True) -> pygame.Surface:
    """The island as one static surface: sea, spaces, symbols and the tiles' outlines.

    ``spaces`` maps a hex to its label ("" for an unknown space); ``tiles`` maps
    a hex to its tile id (empty: no outlines, as in a captive's notebook).
    """
    rect = frame.rect
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    offset = rect.topleft
    draw_sea(layer, frame, offset)
    shifted = Layout(POINTY, frame.layout.size, (rect.width / 2, rect.height / 2))
    for h in SPACES:
        label = spaces.get(h, "")
        fill = LAKE if label.startswith("lake") else SAND if label else (214, 206, 182)
        points = [(round(x), round(y)) for x, y in shifted.corners(h)]
        pygame.draw.polygon(layer, fill, points)
        pygame.draw.aalines(layer, mix(fill, edge, 0.35), True, points)
        if show_symbols and label:
            icon = symbol(label, round(frame.size * 1.15))
            x, y = shifted.to_pixel(h)
            layer.blit(icon, icon.get_rect(center=(round(x), round(y))))
    for h, tile in tiles.items():  # thick lines where two tiles meet, and on the shore
        for d in range(6):
            n = h.neighbor(d)
            if tiles.get(n) != tile:
                a, b = frame.side(h, d)
                pygame.draw.line(layer, edge, (a[0] - offset[0], a[1] - offset[1]),
                                 (b[0] - offset[0], b[1] - offset[1]), 3)
    return layer


@lru_cache(maxsize=256)
def symbol(label: str, size: int) -> pygame.Surface:
    """The symbol for ``label`` in a ``size``-pixel square, antialiased and cached."""
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    kind, _, name = label.partition(":")
    s = size * 2
    c = (s // 2, s // 2)
    ink = (40, 36, 44)
    if kind == "fruit":
        _fruit(big, name, s)
    elif kind == "camp":
        pts = [(s * 0.15, s * 0.78), (s * 0.5, s * 0.18), (s * 0.85, s * 0.78)]
        pygame.draw.polygon(big, (150, 96, 52), pts)
        pygame.draw.polygon(big, (70, 44, 24), pts, 3)
        _letter(big, name or "?", (250, 240, 220), (s * 0.5, s * 0.6), s * 0.4)
    elif kind == "oracle":
        pygame.draw.ellipse(big, (246, 242, 255), (s * 0.1, s * 0.3, s * 0.8, s * 0.4))
        pygame.draw.ellipse(big, (110, 70, 170), (s * 0.1, s * 0.3, s * 0.8, s * 0.4), 4)
        pygame.draw.circle(big, (110, 70, 170), c, s * 0.14)
    elif kind == "mirage":
        for j in range(3):
            _wave(big, s * (0.3 + 0.16 * j), s, (196, 120, 40), 4)
        _letter(big, (name or "?")[0].upper(), ink, (s * 0.5, s * 0.5), s * 0.36)
    elif kind == "knot":
        for k in range(3):
            a = math.radians(90 + 120 * k)
            pygame.draw.circle(big, (60, 110, 80),
                               (c[0] + math.cos(a) * s * 0.17, c[1] - math.sin(a) * s * 0.17),
                               s * 0.2, 5)
    elif kind == "portal":
        pygame.draw.circle(big, (128, 92, 214), c, s * 0.4)
        pygame.draw.circle(big, (246, 242, 255), c, s * 0.28)
        _letter(big, name or "?", (90, 50, 170), c, s * 0.42)
    elif kind == "anomaly":
        _star(big, c, s * 0.42, s * 0.2, (214, 70, 60))
        _letter(big, "!", (255, 246, 220), c, s * 0.4)
    elif kind == "lake":
        for j in range(2):
            _wave(big, s * (0.4 + 0.2 * j), s, (30, 80, 140), 4)
        short = {"triangular": "T", "L-shaped": "L", "straight": "S"}.get(name, "")
        if short:
            _letter(big, short, (20, 50, 110), (s * 0.5, s * 0.28), s * 0.34)
    elif kind == "ocean":
        _wave(big, s * 0.5, s, SEA, 6)
    elif kind == "you":
        pygame.draw.circle(big, SEAT_COLOURS[0], c, s * 0.36)
        pygame.draw.circle(big, ink, c, s * 0.36, 4)
        _letter(big, "me", ink, c, s * 0.32)
    elif kind in ("rock", "bush", "wave"):
        return piece_image(kind, size)
    else:  # "?", "x" and anything unforeseen: its text
        _letter(big, {"x": "\u00d7"}.get(label, label[:2]), ink, c, s * 0.6)
    return pygame.transform.smoothscale(big, (size, size))


def _fruit(big: pygame.Surface, name: str, s: int) -> None:
    colour = FRUIT_COLOURS.get(name, (200, 200, 200))
    dark = mix(colour, (0, 0, 0), 0.45)
    c = (s / 2, s / 2)
    if name == "banana":
        pygame.draw.arc(big, colour, (s * 0.12, s * -0.1, s * 0.76, s * 0.8), math.pi * 1.1,
                        math.pi * 1.9, round(s * 0.16))
    elif name == "grapes":
        for x, y in ((0.35, 0.35), (0.5, 0.35), (0.65, 0.35), (0.42, 0.5), (0.58, 0.5),
                     (0.5, 0.65)):
            pygame.draw.circle(big, colour, (s * x, s * y), s * 0.1)
            pygame.draw.circle(big, dark, (s * x, s * y), s * 0.1, 2)
    elif name == "cherries":
        for x in (0.33, 0.64):
            pygame.draw.line(big, (60, 120, 40), (s * x, s * 0.62), (s * 0.5, s * 0.18), 4)
            pygame.draw.circle(big, colour, (s * x, s * 0.66), s * 0.15)
    elif name == "strawberry":
        pts = [(s * 0.2, s * 0.3), (s * 0.8, s * 0.3), (s * 0.5, s * 0.88)]
        pygame.draw.polygon(big, colour, pts)
        for x, y in ((0.4, 0.42), (0.6, 0.42), (0.5, 0.58), (0.45, 0.7), (0.55, 0.7)):
            pygame.draw.circle(big, (250, 236, 150), (s * x, s * y), 3)
        pygame.draw.ellipse(big, (60, 140, 50), (s * 0.28, s * 0.18, s * 0.44, s * 0.14))
    elif name == "lime":
        pygame.draw.ellipse(big, colour, (s * 0.14, s * 0.26, s * 0.72, s * 0.5))
        pygame.draw.ellipse(big, dark, (s * 0.14, s * 0.26, s * 0.72, s * 0.5), 3)
    else:  # orange, apple
        pygame.draw.circle(big, colour, (c[0], c[1] + s * 0.04), s * 0.33)
        pygame.draw.circle(big, dark, (c[0], c[1] + s * 0.04), s * 0.33, 3)
        if name == "apple":
            pygame.draw.line(big, (90, 60, 30), (s * 0.5, s * 0.3), (s * 0.54, s * 0.12), 4)
            pygame.draw.ellipse(big, (70, 150, 50), (s * 0.55, s * 0.1, s * 0.2, s * 0.1))
        else:
            pygame.draw.circle(big, dark, (s * 0.5, s * 0.26), 4)


def _letter(big: pygame.Surface, words: str, colour: RGB, centre: Point, height: float) -> None:
    image = text(words, max(8, round(height)), colour, bold=True)
    big.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _wave(big: pygame.Surface, y: float, s: int, colour: RGB, width: int) -> None:
    points = [(x, y + s * 0.06 * math.sin(x / s * 4 * math.pi)) for x in range(int(s * 0.12),
                                                                               int(s * 0.88), 2)]
    pygame.draw.lines(big, colour, False, points, width)


def _star(big: pygame.Surface, c: Point, outer: float, inner: float, colour: RGB) -> None:
    pts = []
    for k in range(16):
        r = outer if k % 2 == 0 else inner
        a = math.pi * k / 8
        pts.append((c[0] + math.cos(a) * r, c[1] + math.sin(a) * r))
    pygame.draw.polygon(big, colour, pts)


@lru_cache(maxsize=64)
def piece_image(name: str, size: int) -> pygame.Surface:
    """OP's pieces (``wave``, ``rock``, ``bush``) as antialiased glyphs."""
    s = size * 2
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    if name == "rock":
        pts = [(s * 0.2, s * 0.7), (s * 0.25, s * 0.38), (s * 0.5, s * 0.2), (s * 0.78, s * 0.34),
               (s * 0.84, s * 0.7), (s * 0.5, s * 0.82)]
        pygame.draw.polygon(big, (128, 126, 122), pts)
        pygame.draw.polygon(big, (50, 48, 46), pts, 5)
        pygame.draw.line(big, (176, 174, 170), (s * 0.34, s * 0.4), (s * 0.5, s * 0.3), 5)
    elif name == "bush":
        for x, y, r in ((0.32, 0.55, 0.2), (0.68, 0.55, 0.2), (0.5, 0.38, 0.24), (0.5, 0.62, 0.2)):
            pygame.draw.circle(big, (40, 130, 60), (s * x, s * y), s * r)
        for x, y, r in ((0.32, 0.55, 0.2), (0.68, 0.55, 0.2), (0.5, 0.38, 0.24)):
            pygame.draw.circle(big, (20, 70, 30), (s * x, s * y), s * r, 3)
    else:  # the Wave
        pygame.draw.circle(big, (30, 90, 170), (s / 2, s / 2), s * 0.46)
        for j in range(2):
            _wave(big, s * (0.42 + 0.18 * j), s, (236, 246, 255), 6)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=64)
def captive_token(letter: str, colour: RGB, size: int, lying: bool = False) -> pygame.Surface:
    """A captive's piece: a coloured pawn disc with the character's initial."""
    s = size * 2
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    box = (s * 0.1, s * 0.3, s * 0.8, s * 0.45) if lying else (s * 0.12, s * 0.12, s * 0.76,
                                                               s * 0.76)
    pygame.draw.ellipse(big, (0, 0, 0, 90), pygame.Rect(box).move(0, 5))
    pygame.draw.ellipse(big, colour, box)
    pygame.draw.ellipse(big, (30, 30, 36), box, 5)
    _letter(big, letter, (30, 30, 36), (s / 2, s / 2 + (4 if lying else 0)), s * 0.44)
    return pygame.transform.smoothscale(big, (size, size))
