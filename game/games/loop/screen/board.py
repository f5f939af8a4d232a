"""Loop's tower on its paper sheet: geometry, the cached sheet, and pen animations.

The sheet is drawn in two cached layers so a frame only blits:

- the *base* (paper, hex tiles with their # Dice rim, symbols, the # Dice
  scale, title and Roll Map chart) changes only with the palette or a Level 3
  symbol roll;
- the *ink* layer (a copy of the base with paths, cross-offs, this turn's
  route and placed values) is rebuilt once per view, and once more when a
  pen animation ends (animated strokes are left out of it until then).

Hexes are flat-topped (``game.core.hexgrid.FLAT``): ``left``/``middle``/
``right`` are the SW/S/SE neighbours, so a hex's centre sits ``depth`` half
rows below the top hex.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import pygame
import pygame.gfxdraw

from game.core.content import resource_path
from game.core.hexgrid import FLAT, Hex, Layout
from game.games.loop.rules.board import DIRECTIONS
from game.ui.dice_faces import render_face
from game.ui.hexdraw import draw_hex, hex_sprite, sprite_offset
from game.ui.palette import RGB, Palette
from game.ui.theme import mix
from game.ui.widgets import text

SPRITES = resource_path("sprites/symbols")
SQ3 = math.sqrt(3.0)
#: Symbol sprite file per hex or tracker symbol.
SPRITE_NAMES = {
    "+": "plus", "-": "minus", "=": "equals", "blast": "blast", "blast2": "blast_2",
    "bridge": "bridge", "portal": "portal", "start": "start", "infinity": "infinity",
    "cross": "cross",
}
INK_SECONDS = 0.32
CROSS_SECONDS = 0.38
OP_SIGN = {"sum": "+", "diff": "\u2212"}


@cache
def _symbol_file(name: str) -> pygame.Surface:
    image = pygame.image.load(str(SPRITES / f"{SPRITE_NAMES[name]}.png"))
    return image.convert_alpha() if pygame.display.get_surface() else image


@lru_cache(maxsize=256)
def symbol_image(name: str, colour: RGB, size: int) -> pygame.Surface:
    """A symbol sprite tinted ``colour`` and scaled to ``size`` pixels (cached)."""
    image = pygame.transform.smoothscale(_symbol_file(name), (size, size))
    image.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image


@lru_cache(maxsize=64)
def ring_sprite(radius: int, colour: RGB, shrink: float = 0.9, width: float = 3.0,
                fill_alpha: int = 0) -> pygame.Surface:
    """An antialiased hex ring (optionally over a translucent fill), drawn at 2x, cached."""
    scale = 2
    side = int(radius * 2 * scale + 8)
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    lay = Layout(FLAT, (radius * scale, radius * scale), (side / 2, side / 2))
    if fill_alpha:
        pygame.draw.polygon(big, (*colour, fill_alpha), lay.corners(Hex(0, 0), shrink))
    if width:
        pygame.draw.polygon(big, colour, lay.corners(Hex(0, 0), shrink), round(width * scale))
    return pygame.transform.smoothscale(big, (side // scale, side // scale))


def blit_hex(surf: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    """Blit a hex-centred sprite."""
    surf.blit(image, sprite_offset(image, centre))


def band_colour(p: Palette, band: int) -> RGB:
    """The colour of a # Dice band (4-8 dice) in this palette."""
    return p.bands[max(0, min(len(p.bands) - 1, band - 4))]


def placed_label(values: tuple[int, ...], op: str, value: int) -> str:
    """One die shows its value ("6"); two show the sum or difference ("4+2=6")."""
    if op == "single" or len(values) < 2:
        return str(value)
    hi, lo = max(values), min(values)
    a, b = (hi, lo) if op == "diff" else values
    return f"{a}{OP_SIGN[op]}{b}={value}"


def symbol_colour(p: Palette, symbol: str) -> RGB:
    """The ink a symbol is printed in."""
    if symbol in ("blast", "blast2"):
        return p.bad
    if symbol == "portal":
        return p.portal
    return p.ink


@dataclass
class Stroke:
    """A pen animation on the sheet: a path being inked or a hex being crossed."""

    kind: str  # "path" or "cross"
    hex: Hex
    direction: str
    delay: float
    seconds: float
    time: float = 0.0

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, (self.time - self.delay) / self.seconds))

    @property
    def done(self) -> bool:
        return self.time >= self.delay + self.seconds


class Tower:
    """The sheet's geometry and its two cached layers for one view."""

    def __init__(self, rect: pygame.Rect, view: dict[str, Any]) -> None:
        self.rect = pygame.Rect(rect)
        self.cells: dict[Hex, dict[str, Any]] = {Hex(*c["hex"]): c for c in view["hexes"]}
        qs = [h.q for h in self.cells]
        depths = [c["depth"] for c in self.cells.values()]
        self.min_q, self.max_q = min(qs), max(qs)
        self.max_depth = max(depths)
        margin_x, margin_y = 40, 16
        s_w = (self.rect.width - 2 * margin_x) / (1.5 * (self.max_q - self.min_q) + 2)
        s_h = (self.rect.height - 2 * margin_y) / (SQ3 / 2 * self.max_depth + SQ3)
        self.size = math.floor(min(s_w, s_h))
        s = self.size
        cx = self.rect.centerx - 1.5 * s * (self.min_q + self.max_q) / 2
        top = self.rect.y + (self.rect.height - (SQ3 / 2 * self.max_depth + SQ3) * s) / 2
        self.layout = Layout(FLAT, (s, s), (cx, top + SQ3 / 2 * s))
        self._base: pygame.Surface | None = None
        self._base_key: tuple[Any, ...] = ()
        self.ink: pygame.Surface | None = None

    # Geometry.

    def center(self, h: Hex) -> tuple[float, float]:
        """Pixel centre of a hex."""
        return self.layout.to_pixel(h)

    def hex_at(self, pos: tuple[float, float]) -> Hex | None:
        """The hex under a point (inside its tile), or None."""
        h = self.layout.from_pixel(*pos)
        if h not in self.cells:
            return None
        x, y = self.center(h)
        return h if math.hypot(pos[0] - x, pos[1] - y) <= self.size * 0.9 else None

    def segment(self, h: Hex, direction: str, t0: float = 0.3,
                t1: float = 0.7) -> tuple[tuple[float, float], tuple[float, float]]:
        """The drawn part of a downward path: across the edge shared with its target."""
        (ax, ay), (bx, by) = self.center(h), self.center(h + DIRECTIONS[direction])
        return (ax + (bx - ax) * t0, ay + (by - ay) * t0), (ax + (bx - ax) * t1,
                                                           ay + (by - ay) * t1)

    def path_mid(self, h: Hex, direction: str) -> tuple[float, float]:
        """Where a path crosses into its target (the place to click a bridge stub)."""
        a, b = self.segment(h, direction)
        return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2

    def band_ranges(self) -> list[tuple[int, int, int]]:
        """(band, first depth, last depth) down the tower."""
        ranges: dict[int, list[int]] = {}
        for c in self.cells.values():
            ranges.setdefault(c["band"], []).append(c["depth"])
        return sorted((b, min(d), max(d)) for b, d in ranges.items())

    def depth_y(self, depth: float) -> float:
        """Pixel y of hex centres at ``depth``."""
        return self.layout.origin[1] + SQ3 / 2 * depth * self.size

    # Layers.

    def _tile(self, p: Palette, cell: dict[str, Any]) -> tuple[RGB, RGB]:
        symbol = cell["symbol"]
        if symbol == "portal":
            return mix(p.portal, p.hex_fill, 0.72), p.portal
        if cell["gray"]:
            return p.hex_gray, p.hex_edge
        if symbol == "start":
            return mix(p.accent, p.hex_fill, 0.7), p.hex_edge
        return p.hex_fill, p.hex_edge

    def base(self, p: Palette, header: tuple[str, str]) -> pygame.Surface:
        """Paper, tiles, rims, symbols, # Dice scale, title, Roll Map (cached)."""
        key = (p, header, tuple((h, c["symbol"]) for h, c in self.cells.items()))
        if self._base is not None and key == self._base_key:
            return self._base
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        sheet = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 60), sheet.move(0, 4).inflate(-4, 0), border_radius=10)
        pygame.draw.rect(surf, p.paper, sheet.inflate(0, -4).move(0, -2), border_radius=10)
        pygame.draw.rect(surf, mix(p.paper, p.ink, 0.25), sheet.inflate(0, -4).move(0, -2),
                         width=1, border_radius=10)
        s = self.size
        sym_size = round(s * 0.62)
        for h, cell in self.cells.items():
            x, y = self.center(h)
            fill, edge = self._tile(p, cell)
            at = (x - ox, y - oy)
            frame = hex_sprite(FLAT, s, edge, None, shrink=0.95)
            surf.blit(frame, sprite_offset(frame, at))
            rim = hex_sprite(FLAT, s, band_colour(p, cell["band"]), None, shrink=0.91)
            surf.blit(rim, sprite_offset(rim, at))
            inner = hex_sprite(FLAT, s, fill, None, shrink=0.82)
            surf.blit(inner, sprite_offset(inner, at))
            symbol = cell["symbol"]
            if symbol:
                image = symbol_image(symbol, symbol_colour(p, symbol), sym_size)
                surf.blit(image, sprite_offset(image, at))
            elif cell["blank"]:
                mark = text("?", "small", mix(p.hex_fill, p.ink, 0.35))
                surf.blit(mark, mark.get_rect(center=(round(at[0]), round(at[1]))))
        self._draw_scale(surf, p)
        self._draw_header(surf, p, header)
        self._draw_roll_map(surf, p)
        self._base = surf.convert_alpha() if pygame.display.get_surface() else surf
        self._base_key = key
        return self._base

    def _draw_scale(self, surf: pygame.Surface, p: Palette) -> None:
        """The # Dice chart as a coloured scale down the left margin, numbers beside it."""
        x = 10
        half = SQ3 / 4 * self.size
        label = text("# Dice", 12, mix(p.paper, p.ink, 0.7), bold=True)
        surf.blit(label, (6, 6))
        for band, d0, d1 in self.band_ranges():
            y0 = max(self.depth_y(d0) - half - self.rect.y, 26)
            y1 = self.depth_y(d1) + half - self.rect.y
            bar = pygame.Rect(x, round(y0) + 2, 7, round(y1 - y0) - 4)
            pygame.draw.rect(surf, band_colour(p, band), bar, border_radius=3)
            pygame.draw.rect(surf, mix(p.paper, p.ink, 0.4), bar, width=1, border_radius=3)
            number = text(str(band), 15, p.ink, bold=True)
            surf.blit(number, number.get_rect(midleft=(x + 11, bar.centery)))

    def _draw_header(self, surf: pygame.Surface, p: Palette, header: tuple[str, str]) -> None:
        title = text(header[0], 28, p.ink, bold=True)
        surf.blit(title, (54, 8))
        sub = text(header[1], 13, mix(p.paper, p.ink, 0.65))
        surf.blit(sub, (56, 8 + title.get_height() - 2))

    def _draw_roll_map(self, surf: pygame.Surface, p: Palette) -> None:
        """The Roll Map chart in the sheet's top right corner: value, then paths filled."""
        entries = [("1 or 6", ("left", "middle", "right")), ("2", ("left", "middle")),
                   ("4", ("left", "right")), ("5", ("middle", "right")), ("3", ())]
        faint = mix(p.paper, p.ink, 0.55)
        right = self.rect.width - 12
        title = text("Roll map", 12, faint, bold=True)
        surf.blit(title, title.get_rect(topright=(right, 6)))
        r = 9
        unit = Layout(FLAT, (r, r), (0, 0))
        for k, (label, dirs) in enumerate(entries):
            cx, cy = right - 12, 32 + k * 26
            mini = Layout(FLAT, (r, r), (cx, cy))
            draw_hex(surf, mini, Hex(0, 0), p.hex_fill, faint)
            for d in ("left", "middle", "right"):
                tx, ty = unit.to_pixel(DIRECTIONS[d])
                a, b = (cx + tx * 0.5, cy + ty * 0.5), (cx + tx * 0.8, cy + ty * 0.8)
                if d in dirs:
                    pygame.draw.aaline(surf, p.ink, a, b, 3)
                else:
                    pygame.draw.circle(surf, faint, b, 1)
            if not dirs:
                cross = symbol_image("cross", p.bad, 14)
                surf.blit(cross, cross.get_rect(center=(cx, cy)))
            words = text(label, 13, p.ink, bold=True)
            surf.blit(words, words.get_rect(midright=(cx - r - 6, cy)))

    def build_ink(self, p: Palette, view: dict[str, Any], header: tuple[str, str],
                  skip: set[tuple[str, Hex, str]]) -> None:
        """Rebuild the ink layer for ``view``, leaving out strokes still animating."""
        surf = self.base(p, header).copy()
        ox, oy = self.rect.topleft
        faint = mix(p.paper, p.ink, 0.45)
        for h, cell in self.cells.items():
            for d, state in cell["paths"].items():
                a, b = self.segment(h, d)
                a, b = (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy)
                if state == "filled" and ("path", h, d) not in skip:
                    pen_line(surf, p.ink, a, b, max(3, self.size // 10))
                else:
                    for t in (0.2, 0.4, 0.6, 0.8):
                        dot = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                        pygame.gfxdraw.aacircle(surf, round(dot[0]), round(dot[1]), 1, faint)
                        pygame.gfxdraw.filled_circle(surf, round(dot[0]), round(dot[1]), 1, faint)
        reached = {Hex(*x) for x in view["portals_reached"]}
        shifted = Layout(FLAT, self.layout.size, (self.layout.origin[0] - ox,
                                                  self.layout.origin[1] - oy))
        for h, cell in self.cells.items():
            if h in reached:
                draw_portal_reached(surf, shifted, h, p)
            elif cell["crossed"] and ("cross", h, "") not in skip:
                draw_cross(surf, shifted, h, p, 1.0)
        self._draw_route(surf, shifted, p, view)
        self.ink = surf

    def _draw_route(self, surf: pygame.Surface, lay: Layout, p: Palette,
                    view: dict[str, Any]) -> None:
        """This turn's walk: a ring on each hex placed on (bold on the current one) and
        the placed value over its symbol: a small die, or the sum or difference."""
        places = view["placements"]
        values = [d["value"] for d in view["dice"]]
        for k, pl in enumerate(places):
            h = Hex(*pl["hex"])
            current = k == len(places) - 1 and view["phase"] == "placement"
            x, y = lay.to_pixel(h)
            if current:
                blit_hex(surf, ring_sprite(self.size, p.accent, 0.9, 4.5, 70), (x, y))
            else:
                blit_hex(surf, ring_sprite(self.size, p.accent, 0.9, 2.0), (x, y))
            dice = tuple(values[i] for i in pl["dice"] if i < len(values))
            if pl["op"] == "single":
                face = mini_die(pl["value"], round(self.size * 0.6), p)
                surf.blit(face, sprite_offset(face, (x, y)))
                continue
            words = text(placed_label(dice, pl["op"], pl["value"]), 14, p.ink, bold=True)
            box = words.get_rect(center=(round(x), round(y))).inflate(10, 4)
            pygame.draw.rect(surf, p.die_face, box, border_radius=6)
            pygame.draw.rect(surf, p.ink, box, width=1, border_radius=6)
            surf.blit(words, words.get_rect(center=box.center))


@lru_cache(maxsize=32)
def mini_die(value: int, size: int, p: Palette) -> pygame.Surface:
    """A small die face with a soft outline, for a value placed on the sheet."""
    face = render_face(value, size, p)
    out = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    pygame.draw.rect(out, (*p.ink, 90), out.get_rect(), border_radius=size // 4)
    out.blit(face, (2, 2))
    return out


def pen_line(surf: pygame.Surface, colour: RGB, a: tuple[float, float], b: tuple[float, float],
             width: int, dash: bool = False) -> None:
    """An antialiased pen stroke with round ends (or a dashed one)."""
    if dash:
        length = math.dist(a, b)
        count = max(1, int(length // 9))
        for k in range(0, count, 2):
            t0, t1 = k / count, min(1.0, (k + 1) / count)
            pygame.draw.aaline(surf, colour, _lerp(a, b, t0), _lerp(a, b, t1), width)
        return
    pygame.draw.aaline(surf, colour, a, b, width)
    r = max(1, width // 2)
    for x, y in (a, b):
        pygame.gfxdraw.aacircle(surf, round(x), round(y), r, colour)
        pygame.gfxdraw.filled_circle(surf, round(x), round(y), r, colour)


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def draw_cross(surf: pygame.Surface, lay: Layout, h: Hex, p: Palette, progress: float) -> None:
    """A crossed-off hex: the tile faded under a pen-stroke X that pops in."""
    s = lay.size[0]
    veil = hex_sprite(FLAT, s, p.paper, None, shrink=0.82).copy()
    veil.set_alpha(round(170 * progress))
    surf.blit(veil, sprite_offset(veil, lay.to_pixel(h)))
    size = max(4, round(s * 1.15 * (1.35 - 0.35 * progress)))
    image = symbol_image("cross", p.ink, size)
    if progress < 1.0:
        image = image.copy()
        image.set_alpha(round(255 * progress))
    surf.blit(image, sprite_offset(image, lay.to_pixel(h)))


def draw_portal_reached(surf: pygame.Surface, lay: Layout, h: Hex, p: Palette) -> None:
    """A portal reached: a bright ring and a tick instead of a plain cross."""
    s = round(lay.size[0])
    x, y = lay.to_pixel(h)
    blit_hex(surf, ring_sprite(s, p.good, 0.88, 4.0, 60), (x, y))
    tick = [(x + s * 0.18, y + s * 0.28), (x + s * 0.3, y + s * 0.42), (x + s * 0.52, y + s * 0.12)]
    pygame.draw.lines(surf, p.good, False, tick, max(3, round(s / 12)))
