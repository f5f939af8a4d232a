"""The volcano's look: where each hex is drawn, and each level's ring as a cached surface.

Geometry. Hexes are pointy; a hex on ring ``r`` is pushed ``gap * r`` pixels
further out along its own direction from the centre, so the rings stand
apart with visible gaps, and each level is lifted ``lift`` pixels per level
so the volcano reads as stacked. Both depend only on a hex's ring, so a ring
turned by 60° lands exactly on its own hexes again: the drawn position of a
world hex is its home hex's vector turned about its ring's centre.

Surfaces. Every turning ring is rendered once at its home orientation into a
square surface centred on the ring's centre (``RingArt.face``). It sits on its
level's tier of rock (``tiers``: a raised step with a shaded wall, cached once,
never turning), so the volcano reads as stacked steps and the gaps between
rings show the terrace below. At rest the face is shown turned by its turn
count (smoothly rotated once and cached); while the volcano turns only the
turning faces are rotated from the original, every frame, with
``pygame.transform.rotate``. The sea ring, its shore, the piers and the water
never turn and are one cached background.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
import pygame.gfxdraw

from game.core.hexgrid import ORIGIN, POINTY, Hex, Layout
from game.games.axis_mundi.rules.board import level_of, ring_hexes
from game.games.axis_mundi.screen.tiers import Tier, tier
from game.ui.hexdraw import hex_sprite, sprite_offset
from game.ui.palette import RGB
from game.ui.theme import mix

Point = tuple[float, float]

#: Terrain colours (the book's obsidian island), before the per-level shading.
TERRAIN_COLOURS: dict[str, RGB] = {
    "axis_mundi": (250, 214, 110), "pier": (132, 98, 64), "warehouse": (146, 108, 70),
    "power": (64, 148, 196), "path": (150, 118, 90), "accessible": (64, 60, 72),
    "cave": (64, 60, 72), "sheltered": (92, 122, 104), "inaccessible": (200, 74, 38),
}
#: The characters' mat colours.
SEAT_COLOURS: dict[str, RGB] = {
    "purple": (160, 104, 220), "green": (86, 184, 100), "red": (222, 72, 72),
    "blue": (78, 142, 236), "yellow": (236, 206, 64), "orange": (244, 142, 48),
}
WATER: RGB = (22, 54, 78)
LIFT = 0.62  # a level's height, in hex sizes


def shade(colour: RGB, level: int) -> RGB:
    """Higher levels are lighter: the volcano catches the light from the beam above."""
    if level == 0:
        return mix(colour, (0, 0, 0), 0.18)
    return mix(colour, (255, 244, 226), min(0.5, 0.11 * level))


@dataclass
class Volcano:
    """Pixel geometry of one board (``sea`` radius, ``top`` level) fitted into a rect."""

    rect: pygame.Rect
    top: int
    sea: int
    size: float = 0.0
    gap: float = 0.0
    lift: float = 0.0
    centre: Point = (0.0, 0.0)
    layout: Layout = field(init=False)

    def __post_init__(self) -> None:
        outer = self.sea + 1  # the piers
        size = 40.0
        while size > 8:
            gap, lift = size * 0.3, size * LIFT
            half_w = math.sqrt(3) * size * outer + gap * outer + size
            half_h = 1.5 * size * outer + gap * outer + size
            if 2 * half_w <= self.rect.width and 2 * half_h + lift * self.top + 8 <= \
                    self.rect.height:
                break
            size -= 0.5
        self.size, self.gap, self.lift = size, size * 0.3, size * LIFT
        self.centre = (self.rect.centerx, self.rect.centery + self.lift * self.top / 2 - 4)
        self.layout = Layout(POINTY, (size, size), (0.0, 0.0))

    def level(self, h: Hex) -> int:
        return level_of(self.top, h) if h.length() <= self.sea else 0

    def vector(self, h: Hex) -> Point:
        """From the ring's centre to hex ``h``, gaps included."""
        x, y = self.layout.to_pixel(h)
        r = h.length()
        if r == 0:
            return 0.0, 0.0
        length = math.hypot(x, y)
        k = 1 + self.gap * min(r, self.sea) / length
        return x * k, y * k

    def ring_centre(self, level: int) -> Point:
        return self.centre[0], self.centre[1] - self.lift * level

    def pixel(self, h: Hex) -> Point:
        """Where world hex ``h`` is drawn at rest."""
        cx, cy = self.ring_centre(self.level(h))
        vx, vy = self.vector(h)
        return cx + vx, cy + vy

    def turned(self, home: Hex, degrees: float) -> Point:
        """Where home hex ``home`` is drawn with its ring turned ``degrees`` counter-clockwise."""
        cx, cy = self.ring_centre(self.level(home))
        vx, vy = self.vector(home)
        a = math.radians(degrees)
        c, s = math.cos(a), math.sin(a)
        return cx + vx * c + vy * s, cy - vx * s + vy * c

    def hex_at(self, pos: Point, hexes: list[Hex]) -> Hex | None:
        """The hex drawn under ``pos`` (the highest level wins where rings overlap)."""
        best: tuple[int, float, Hex] | None = None
        for h in hexes:
            x, y = self.pixel(h)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= self.size * 0.92:
                key = (-self.level(h), d, h)
                if best is None or key[:2] < best[:2]:
                    best = key
        return None if best is None else best[2]


@dataclass
class RingArt:
    """One turning ring: its face at home orientation, its outline, and turned faces at rest."""

    face: pygame.Surface
    tier: Tier | None  # the rock it turns on (none for the crater's hex)
    rest: dict[int, pygame.Surface] = field(default_factory=dict)

    def at_rest(self, turns: int) -> pygame.Surface:
        """The face turned ``turns`` x 60°, smoothly, cached."""
        turns %= 6
        if turns not in self.rest:
            self.rest[turns] = self.face if turns == 0 else \
                pygame.transform.rotozoom(self.face, 60 * turns, 1.0)
        return self.rest[turns]

    def turning(self, degrees: float) -> pygame.Surface:
        """The face rotated from the original (fast, for the animation)."""
        return pygame.transform.rotate(self.face, degrees)


def ring_outline(v: Volcano, radius: int) -> list[Point]:
    """The outer edge of ring ``radius``: its hexes' outward corners, in order round the ring."""
    hexes = ring_hexes(radius) if radius else (ORIGIN,)
    points = []
    for h in hexes:
        cx, cy = v.vector(h)
        for i in range(6):
            angle = math.pi / 3 * (i + 0.5)
            x, y = cx + v.size * math.cos(angle), cy + v.size * math.sin(angle)
            if radius == 0 or math.hypot(x, y) > math.hypot(cx, cy) + v.size * 0.2:
                points.append((x, y))
    return sorted(points, key=lambda p: math.atan2(p[1], p[0]))


def _tile(v: Volcano, kind: str, level: int) -> pygame.Surface:
    fill = shade(TERRAIN_COLOURS[kind], level)
    edge = mix(fill, (0, 0, 0), 0.45)
    return hex_sprite(POINTY, v.size, fill, edge, 1.5, 0.95)


def _decorate(surface: pygame.Surface, v: Volcano, kind: str, at: Point, level: int) -> None:
    """The terrain's mark: a cave mouth, a shelter, lava cracks, path stones, the gate's glow."""
    x, y = at
    s = v.size
    if kind == "cave":
        rect = pygame.Rect(0, 0, round(s * 0.9), round(s * 0.62))
        rect.center = (round(x), round(y + s * 0.1))
        pygame.draw.ellipse(surface, (12, 10, 14), rect)
        pygame.draw.arc(surface, shade((150, 140, 150), level), rect.inflate(4, 4), 0.2,
                        math.pi - 0.2, 2)
    elif kind == "sheltered":
        points = [(x - s * 0.5, y + s * 0.28), (x, y - s * 0.42), (x + s * 0.5, y + s * 0.28)]
        pygame.draw.lines(surface, shade((210, 236, 214), level), False, points, 3)
        pygame.draw.line(surface, shade((210, 236, 214), level), (x - s * 0.3, y + s * 0.28),
                         (x + s * 0.3, y + s * 0.28), 2)
    elif kind == "inaccessible":
        for dx, dy, r in ((-0.25, -0.1, 0.22), (0.22, 0.18, 0.18), (0.05, -0.35, 0.12)):
            pygame.draw.circle(surface, (255, 170, 60), (x + dx * s, y + dy * s), r * s)
        pygame.draw.line(surface, (90, 24, 10), (x - s * 0.45, y + s * 0.05),
                         (x + s * 0.4, y - s * 0.2), 2)
    elif kind == "path":
        stone = shade((192, 164, 128), level)
        for dx, dy in ((-0.36, 0.2), (-0.1, 0.02), (0.16, -0.14), (0.4, -0.3)):
            pygame.draw.circle(surface, stone, (x + dx * s, y + dy * s), s * 0.1)
    elif kind == "accessible":
        glow = (150, 96, 52)
        pygame.draw.line(surface, glow, (x - s * 0.4, y - s * 0.1), (x - s * 0.05, y + s * 0.12), 1)
        pygame.draw.line(surface, glow, (x + s * 0.1, y + s * 0.3), (x + s * 0.38, y - s * 0.05), 1)
    elif kind == "warehouse":
        roof = (96, 66, 40)
        pygame.draw.rect(surface, roof, (x - s * 0.45, y - s * 0.12, s * 0.9, s * 0.45))
        pygame.draw.polygon(surface, (120, 84, 52), [(x - s * 0.55, y - s * 0.1),
                            (x, y - s * 0.45), (x + s * 0.55, y - s * 0.1)])
    elif kind == "axis_mundi":
        pygame.draw.circle(surface, (255, 250, 210), (x, y), s * 0.42)
        pygame.draw.circle(surface, (255, 255, 255), (x, y), s * 0.2)


def ring_art(v: Volcano, radius: int, letters: str, names: dict[str, str],
             label: pygame.font.Font | None = None) -> RingArt:
    """Render ring ``radius`` at its home orientation (``letters`` as in the view) and the
    tier it turns on (its level's number in ``label`` on its wall)."""
    reach = v.vector(Hex(radius, 0))[0] + v.size * 1.2 + 2 if radius else v.size * 1.2 + 2
    side = 2 * math.ceil(reach) + 1
    face = pygame.Surface((side, side), pygame.SRCALPHA)
    mid = side / 2
    level = level_of(v.top, Hex(radius, 0)) if radius else v.top - 1
    for h, letter in zip(ring_hexes(radius) if radius else (ORIGIN,), letters, strict=True):
        kind = names[letter]
        vx, vy = v.vector(h)
        at = (mid + vx, mid + vy)
        tile = _tile(v, kind, level)
        face.blit(tile, sprite_offset(tile, at))
        _decorate(face, v, kind, at, level)
    rock = None if radius == 0 else tier(
        ring_outline(v, radius), level, v.top, v.lift, v.size * 0.12,
        None if label is None else label.render(str(level), True, (236, 214, 186)))
    return RingArt(face, rock)


def blit_ring(surface: pygame.Surface, v: Volcano, level: int, art: RingArt,
              face: pygame.Surface, origin: tuple[int, int] = (0, 0)) -> None:
    """One level: its tier of rock, then its ring's ``face`` (turned as far as the ring is),
    centred on the level's centre; ``origin`` is where ``surface``'s top-left lies on the
    canvas."""
    cx, cy = v.ring_centre(level)
    cx, cy = cx - origin[0], cy - origin[1]
    if art.tier is not None:
        art.tier.blit(surface, (cx, cy))
    surface.blit(face, (round(cx - face.get_width() / 2), round(cy - face.get_height() / 2)))


def sea_layer(v: Volcano, size: tuple[int, int], origin: tuple[int, int], ring: str,
              names: dict[str, str], places: list[dict], power: list[Hex],
              colours: list[str], number_font: pygame.font.Font) -> pygame.Surface:
    """The water, the sea ring, the piers in their players' colours and the power numbers."""
    layer = pygame.Surface(size)
    layer.fill(WATER)
    ox, oy = origin
    cx, cy = v.centre[0] - ox, v.centre[1] - oy
    for k in range(14, 0, -1):  # the swell rising towards the island
        radius = v.size * (v.sea + 1.5) * (0.9 + 0.05 * k)
        pygame.draw.circle(layer, mix(WATER, (46, 96, 120), 1 - k / 14), (cx, cy + 6), radius)
    shore = tier(ring_outline(v, v.sea), 0, v.top, v.lift, v.size * 0.12, None)
    shore.blit(layer, (cx, cy))
    for i, place in enumerate(places):
        pier = Hex.from_json(place["pier"])
        x, y = v.pixel(pier)
        colour = SEAT_COLOURS.get(colours[i], (200, 200, 200)) if i < len(colours) else \
            (200, 200, 200)
        tile = hex_sprite(POINTY, v.size, mix(TERRAIN_COLOURS["pier"], colour, 0.55),
                          colour, 3.0, 0.95)
        layer.blit(tile, sprite_offset(tile, (x - ox, y - oy)))
        for k in (-1, 0, 1):  # planks
            pygame.draw.line(layer, mix(colour, (40, 30, 20), 0.5),
                             (x - ox - v.size * 0.45, y - oy + k * v.size * 0.25),
                             (x - ox + v.size * 0.45, y - oy + k * v.size * 0.25), 2)
    hexes = ring_hexes(v.sea)
    for h, letter in zip(hexes, ring, strict=True):
        kind = names[letter]
        x, y = v.pixel(h)
        tile = _tile(v, kind, 0)
        layer.blit(tile, sprite_offset(tile, (x - ox, y - oy)))
        _decorate(layer, v, kind, (x - ox, y - oy), 0)
    for i, place in enumerate(places):
        x, y = v.pixel(Hex.from_json(place["warehouse"]))
        colour = SEAT_COLOURS.get(colours[i], (200, 200, 200)) if i < len(colours) else \
            (200, 200, 200)
        pygame.draw.circle(layer, colour, (x - ox, y - oy + v.size * 0.42), v.size * 0.16)
    for number, h in enumerate(power, start=1):
        x, y = v.pixel(h)
        pygame.gfxdraw.aacircle(layer, round(x - ox), round(y - oy), round(v.size * 0.55),
                                (200, 240, 255))
        words = number_font.render(str(number), True, (240, 250, 255))
        layer.blit(words, words.get_rect(center=(x - ox, y - oy)))
    return layer
