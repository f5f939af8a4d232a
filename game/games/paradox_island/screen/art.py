"""Paradox Island's drawings: the island frame, the island layer and the pieces.

``IslandFrame`` places the 37 pointy-top spaces and the six ocean parts in a
rectangle of the canvas and answers which space or part a point is over.
``island_layer`` draws the island once into a surface the scene caches: the
sea, the spaces with their symbols (``icons``), the tiles' outlines and,
for OP, the Escher knots' arrows. In a captive's notebook the same island is
drawn in pencil on paper (``notebook=True``). Pieces and tokens are drawn at
4x and smoothscaled, cached by name and size.

>>> frame = IslandFrame(pygame.Rect(0, 0, 400, 400), 24)
>>> frame.space_at(frame.center(Hex(0, 0)))
Hex(q=0, r=0)
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core.hexgrid import DIRECTIONS, POINTY, Hex, Layout
from game.games.paradox_island.rules.island import DIRECTION_NAMES, OCEAN_NAMES, SPACES
from game.games.paradox_island.screen.icons import SEA, SS, _stroke, _wavy, symbol
from game.ui.palette import RGB
from game.ui.theme import mix
from game.ui.widgets import text

Point = tuple[float, float]

SAND: RGB = (232, 218, 176)
LAKE: RGB = (118, 176, 218)
PENCIL: RGB = (118, 112, 104)
WASH: RGB = (196, 220, 236)
SEAT_COLOURS: tuple[RGB, ...] = ((240, 176, 64), (90, 200, 220), (236, 112, 170), (150, 220, 110))


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
             notebook: bool = False) -> None:
    """The six ocean parts with their names: deep blue, or a pale wash on paper."""
    ox, oy = offset
    for k, poly in enumerate(frame.parts):
        points = [(x - ox, y - oy) for x, y in poly]
        if notebook:
            fill, edge, words = mix(WASH, (255, 255, 255), 0.25 if k % 2 else 0.0), PENCIL, \
                (60, 90, 120)
        else:
            fill = mix(SEA, (255, 255, 255), 0.18 if k % 2 else 0.08)
            edge, words = (20, 40, 60), (226, 236, 246)
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.aalines(surface, edge, True, points)
        cx, cy = frame.part_center(k)
        for j in (-1, 1):  # a few wave strokes
            _wave_line(surface, (cx - ox - 18, cy - oy + 12 * j), 36, mix(fill, words, 0.3))
        name = text(OCEAN_NAMES[k], 13, words, bold=True)
        surface.blit(name, name.get_rect(center=(cx - ox, cy - oy)))


def _wave_line(surface: pygame.Surface, start: Point, width: float, colour: RGB) -> None:
    x0, y0 = start
    points = [(x0 + t, y0 + 3 * math.sin(t / width * 4 * math.pi)) for t in range(0, int(width), 3)]
    if len(points) > 1:
        pygame.draw.aalines(surface, colour, False, points)


def island_layer(frame: IslandFrame, spaces: dict[Hex, str], tiles: dict[Hex, str],
                 edge: RGB, notebook: bool = False,
                 arrows: dict[Hex, list[list[str]]] | None = None) -> pygame.Surface:
    """The island as one static surface: sea, spaces, symbols and the tiles' outlines.

    ``spaces`` maps a hex to its label ("" for an unknown space); ``tiles`` maps
    a hex to its tile id (empty: no outlines, as in a captive's notebook);
    ``arrows`` maps a knot to the pairs of sides it joins (OP's screen only).
    """
    rect = frame.rect
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    offset = rect.topleft
    draw_sea(layer, frame, offset, notebook)
    shifted = Layout(POINTY, frame.layout.size, (rect.width / 2, rect.height / 2))
    for h in SPACES:
        label = spaces.get(h, "")
        points = [(round(x), round(y)) for x, y in shifted.corners(h)]
        if notebook:
            pygame.draw.aalines(layer, PENCIL, True, points)
            continue
        fill = LAKE if label.startswith("lake") else SAND if label else (214, 206, 182)
        pygame.draw.polygon(layer, fill, points)
        pygame.draw.aalines(layer, mix(fill, edge, 0.35), True, points)
        if label and h not in (arrows or {}):
            icon = symbol(label, round(frame.size * 1.2))
            x, y = shifted.to_pixel(h)
            layer.blit(icon, icon.get_rect(center=(round(x), round(y))))
    for h, pairs in (arrows or {}).items():
        knot_arrows(layer, frame, h, pairs, offset)
    for h, tile in tiles.items():  # thick lines where two tiles meet, and on the shore
        for d in range(6):
            n = h.neighbor(d)
            if tiles.get(n) != tile:
                a, b = frame.side(h, d)
                pygame.draw.line(layer, edge, (a[0] - offset[0], a[1] - offset[1]),
                                 (b[0] - offset[0], b[1] - offset[1]), 3)
    return layer


def knot_arrows(layer: pygame.Surface, frame: IslandFrame, h: Hex, pairs: list[list[str]],
                offset: Point) -> None:
    """An Escher knot as OP sees it: three bands, each joining the two sides it pairs."""
    size = round(frame.size * 2)
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    cx, cy = frame.center(h)
    scale = SS

    def local(p: Point) -> Point:
        return ((p[0] - cx) * scale + size * SS / 2, (p[1] - cy) * scale + size * SS / 2)

    colours = ((40, 110, 70), (30, 80, 150), (150, 70, 40))
    for (a, b), colour in zip(pairs, colours, strict=False):
        ends = []
        for name in (a, b):
            p, q = frame.side(h, DIRECTION_NAMES.index(name))
            ends.append(local(((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)))
        mid = (size * SS / 2, size * SS / 2)
        curve = []
        for k in range(25):  # a quadratic curve bowed toward the middle of the space
            t = k / 24
            a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
            curve.append((a * ends[0][0] + b * mid[0] + c * ends[1][0],
                          a * ends[0][1] + b * mid[1] + c * ends[1][1]))
        _stroke(big, curve, frame.size * 0.34 * SS, (250, 248, 240))
        _stroke(big, curve, frame.size * 0.2 * SS, colour)
    # Keep the bands inside their space: cut along the hexagon's edge.
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [local(c) for c in frame.layout.corners(h)])
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    image = pygame.transform.smoothscale(big, (size, size))
    layer.blit(image, image.get_rect(center=(round(cx - offset[0]), round(cy - offset[1]))))


@lru_cache(maxsize=64)
def piece_image(name: str, size: int) -> pygame.Surface:
    """OP's pieces (``wave``, ``rock``, ``bush``) as antialiased glyphs."""
    s = size * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    shadow = (0, 0, 0, 80)
    if name == "rock":
        pts = [(s * 0.14, s * 0.74), (s * 0.2, s * 0.4), (s * 0.46, s * 0.16),
               (s * 0.78, s * 0.28), (s * 0.88, s * 0.72), (s * 0.5, s * 0.86)]
        pygame.draw.polygon(big, shadow, [(x + s * 0.03, y + s * 0.04) for x, y in pts])
        pygame.draw.polygon(big, (134, 130, 124), pts)
        pygame.draw.polygon(big, (46, 44, 42), pts, round(s * 0.05))
        _stroke(big, [(s * 0.3, s * 0.42), (s * 0.46, s * 0.28)], s * 0.06, (190, 188, 182))
    elif name == "bush":
        blobs = ((0.3, 0.58, 0.22), (0.7, 0.58, 0.22), (0.5, 0.36, 0.26), (0.5, 0.64, 0.22))
        for x, y, r in blobs:
            pygame.draw.circle(big, (20, 60, 28), (s * x, s * y), s * r + s * 0.04)
        for x, y, r in blobs:
            pygame.draw.circle(big, (46, 140, 66), (s * x, s * y), s * r)
        for x, y in ((0.42, 0.3), (0.6, 0.5), (0.3, 0.56)):
            pygame.draw.circle(big, (110, 190, 110), (s * x, s * y), s * 0.05)
    else:  # the Wave
        pygame.draw.circle(big, (236, 246, 255), (s / 2, s / 2), s * 0.48)
        pygame.draw.circle(big, (30, 90, 170), (s / 2, s / 2), s * 0.43)
        for j in range(2):
            _wavy(big, s * (0.4 + 0.2 * j), s * 0.18, s * 0.82, s * 0.05, s * 0.07,
                  (236, 246, 255))
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=64)
def captive_token(letters: str, colour: RGB, size: int, lying: bool = False) -> pygame.Surface:
    """A captive's pawn: a disc in the seat's colour with the character's initials.

    A piece lying on its side in a lake is drawn as a flattened disc.
    """
    s = size * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, s * 0.92, s * (0.58 if lying else 0.92))
    box.center = (s // 2, s // 2)
    pygame.draw.ellipse(big, (0, 0, 0, 90), box.move(s * 0.03, s * 0.05))
    pygame.draw.ellipse(big, (250, 250, 250), box)
    pygame.draw.ellipse(big, colour, box.inflate(-s * 0.12, -s * 0.12))
    pygame.draw.ellipse(big, (24, 24, 30), box, round(s * 0.05))
    image = text(letters, max(8, round(s * 0.42)), (24, 24, 30), bold=True)
    big.blit(image, image.get_rect(center=box.center))
    return pygame.transform.smoothscale(big, (size, size))
