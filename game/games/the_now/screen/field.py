"""The field drawn as a time map: rings in their phases' colours, the past fading.

Three layers, from slow to quick:

- ``static`` (once per palette): the night-blue board, every node as a hex
  rimmed in its ring's phase colour, what extracting there gives, chevrons
  showing the clockwise order of each ring, the yellow pointer to each
  ring's first node, and the ring numbers.
- ``compose`` (once per new view, or per step of a realization): the static
  layer plus the past (realized nodes darkened, their events faded under the
  realization token: a check, a cross, or Ø when empty), the next ring to
  realize outlined with its order, the events on their nodes (tiles from
  ``tiles``), impacts and delayed impacts, reinforced links' strength,
  Lachesis Needle links, wormholes and V616 Mon. One opaque surface.
- per frame (``draw_*``): lit targets, the hovered node, the ghost of a card
  being laid, the pawns (gliding when they move) and the realization's
  highlights.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame
import pygame.gfxdraw

from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.views import node_outcome
from game.games.the_now.screen.geometry import FieldGeometry, Point
from game.games.the_now.screen.look import (
    FIELD_NIGHT,
    GOLD,
    NOW_PURPLE,
    SHAPES,
    blit_centred,
    icon,
    link_colour,
    outcome_token,
    phase_colour,
    player_colour,
    shape_sprite,
)
from game.games.the_now.screen.tiles import tile_for_event
from game.games.the_now.screen.words import plus_minus
from game.ui.palette import RGB, Palette
from game.ui.theme import mix
from game.ui.widgets import text

TILE_SHRINK = 0.86
PAWN_RADIUS = 7


def _aa_polygon(surface: pygame.Surface, points: list[Point], fill: RGB | None,
                edge: RGB | None = None) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    if fill is not None:
        pygame.gfxdraw.filled_polygon(surface, pts, fill)
        pygame.gfxdraw.aapolygon(surface, pts, fill)
    if edge is not None:
        pygame.gfxdraw.aapolygon(surface, pts, edge)


def _thick_outline(surface: pygame.Surface, points: list[Point], colour: RGB,
                   width: int) -> None:
    pygame.draw.lines(surface, colour, True, points, width)
    for x, y in points:
        pygame.draw.circle(surface, colour, (x, y), width / 2 - 0.5)


@lru_cache(maxsize=32)
def _shade(size: int, colour: RGB, alpha: int) -> pygame.Surface:
    """A translucent hex to lay over a tile (the past fades)."""
    side = size * 2 + 4
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    pts = [(c + size * math.cos(math.pi * k / 3), c + size * math.sin(math.pi * k / 3))
           for k in range(6)]
    pygame.draw.polygon(layer, (*colour, alpha), pts)
    return layer


def pawn_offsets(count: int, size: float) -> list[Point]:
    """Where the pawns of ``count`` players stand inside a node (a row low in the hex)."""
    return [((k - (count - 1) / 2) * size * 0.34, size * 0.5) for k in range(count)]


class FieldPainter:
    """Draws the field for one geometry and palette."""

    def __init__(self, geom: FieldGeometry, palette: Palette) -> None:
        self.geom = geom
        self.palette = palette
        self.board = geom.rect.copy()
        self._static: pygame.Surface | None = None
        self._origin = geom.rect.topleft

    # The static layer.

    def static(self) -> pygame.Surface:
        if self._static is None:
            self._static = self._build_static()
        return self._static

    def _build_static(self) -> pygame.Surface:
        g, p = self.geom, self.palette
        layer = pygame.Surface(self.board.size)
        layer.fill(p.background)
        ox, oy = self.board.topleft
        night = pygame.Surface(self.board.size, pygame.SRCALPHA)
        pygame.draw.rect(night, (*FIELD_NIGHT, 255), night.get_rect(), border_radius=18)
        for k in range(10):  # a soft glow from the centre: the present lights the past
            radius = g.size * (7.4 - k * 0.62)
            glow = mix(FIELD_NIGHT, (60, 70, 110), k / 12)
            pygame.draw.circle(night, (*glow, 255), (g.origin[0] - ox, g.origin[1] - oy), radius)
        layer.blit(night, (0, 0))
        for node in range(len(FIELD.hexes)):
            ring = FIELD.radius[node]
            rim = phase_colour(p, ring)
            pts = [(x - ox, y - oy) for x, y in g.corners(node, 0.95)]
            _aa_polygon(layer, pts, mix(FIELD_NIGHT, rim, 0.16))
            inner = [(x - ox, y - oy) for x, y in g.corners(node, 0.83)]
            _thick_outline(layer, pts, mix(rim, FIELD_NIGHT, 0.2), 3)
            _aa_polygon(layer, inner, None, mix(rim, FIELD_NIGHT, 0.55))
            cx, cy = g.centre(node)
            pygame.draw.circle(layer, mix(rim, FIELD_NIGHT, 0.5), (cx - ox, cy - oy), 2)
        self._draw_order(layer)
        return layer

    def _draw_order(self, layer: pygame.Surface) -> None:
        """Chevrons from each node to the next in its ring, and the pointer up the rings."""
        g, p = self.geom, self.palette
        ox, oy = self.board.topleft
        for ring, nodes in enumerate(FIELD.rings):
            if ring == 0:
                continue
            colour = mix(phase_colour(p, ring), (255, 255, 255), 0.25)
            for a, b in zip(nodes, (*nodes[1:], nodes[0]), strict=True):
                (ax, ay), (bx, by) = g.centre(a), g.centre(b)
                mx, my = (ax + bx) / 2 - ox, (ay + by) / 2 - oy
                ux, uy = (bx - ax), (by - ay)
                n = math.hypot(ux, uy)
                ux, uy = ux / n, uy / n
                s = 4.5
                tip = (mx + ux * s, my + uy * s)
                pts = [tip, (mx - ux * s - uy * s, my - uy * s + ux * s),
                       (mx - ux * s * 0.3, my - uy * s * 0.3),
                       (mx - ux * s + uy * s, my - uy * s - ux * s)]
                _aa_polygon(layer, pts, colour)
        for ring in range(1, len(FIELD.rings)):  # the yellow pointer at each first node
            x, y = g.corners(FIELD.rings[ring][0], 1.0)[4]
            x2, y2 = g.corners(FIELD.rings[ring][0], 1.0)[5]
            mx, my = (x + x2) / 2 - ox, (y + y2) / 2 - oy
            _aa_polygon(layer, [(mx - 6, my - 7), (mx + 6, my - 7), (mx, my + 1)], GOLD)
        self._draw_legend(layer)

    def _draw_legend(self, layer: pygame.Surface) -> None:
        """The rings' key in the field's empty upper left corner: a hex of each ring's
        colour with its number, and what extracting there gives."""
        p = self.palette
        x, y = 14, 10
        layer.blit(text("Ring k is realized after phase k", 12, p.text_dim, bold=True), (x, y))
        y += 20
        bolt = icon("bolt", 11, p.text_dim)
        layer.blit(bolt, (x, y + 24))
        for ring in range(len(FIELD.rings)):
            cx = x + 26 + ring * 25
            colour = phase_colour(p, ring)
            pts = [(cx + 10 * math.cos(math.pi * k / 3), y + 9 + 10 * math.sin(math.pi * k / 3))
                   for k in range(6)]
            _aa_polygon(layer, pts, mix(FIELD_NIGHT, colour, 0.35), colour)
            digit = text(str(ring), 12, (250, 250, 250), bold=True)
            layer.blit(digit, digit.get_rect(center=(cx, y + 9)))
            amount = text(str(3 * ring), 11, mix(colour, (255, 255, 255), 0.35), bold=True)
            layer.blit(amount, amount.get_rect(center=(cx, y + 30)))

    # The composed picture of a view.

    def draw_events(self, layer: pygame.Surface, origin: tuple[int, int],
                    field: dict[str, Any], cards: dict[str, Any], next_ring: int,
                    next_order: bool, lit_ring_now: bool) -> None:
        """Everything lying on the field in ``field`` (a view's), onto ``layer`` (whose top
        left corner is ``origin`` on the canvas), over the static layer blitted there."""
        g, p = self.geom, self.palette
        self._origin = origin
        ox, oy = origin
        tile_r = round(g.size * TILE_SHRINK)
        past = set(field["realized"])
        for node in field["nodes"]:
            n = node["node"]
            cx, cy = g.centre(n)
            at = (cx - ox, cy - oy)
            event = node["event"]
            if n in past:
                pts = [(x - ox, y - oy) for x, y in g.corners(n, 0.95)]
                _aa_polygon(layer, pts, mix(FIELD_NIGHT, (70, 70, 80), 0.3))
            if event is not None:
                symbol = cards.get(event["card"], {}).get("symbol", "")
                blit_centred(layer, tile_for_event(event, tile_r, p.name, symbol), at)
            if n in past:
                if event is not None:
                    blit_centred(layer, _shade(tile_r, FIELD_NIGHT, 150), at)
                blit_centred(layer, outcome_token(p, node_outcome(field, n) or "",
                                                  13 if event is not None else 9), at)
                continue
            if event is not None and event["impact"]:
                self._badge(layer, event["impact"], (at[0] + g.size * 0.64, at[1]))
            if node["delayed"]:
                self._delayed(layer, node["delayed"], at, event is not None)
            if node["wormhole"]:
                blit_centred(layer, icon("wormhole", 22, NOW_PURPLE),
                             (at[0] + g.size * 0.42, at[1] - g.size * 0.3))
        self._draw_next(layer, next_ring, next_order, lit_ring_now)
        for link in field["links"]:
            if link["strength"] != 2:
                x, y = g.junction(link["a"], link["b"])
                self._strength(layer, link["strength"], link["type"], (x - ox, y - oy))
        for needle in field["needles"]:
            self._needle(layer, needle)
        if field["v616"]["open"]:
            self._v616(layer)

    def draw_decks(self, layer: pygame.Surface, decks: dict[str, Any]) -> None:
        """The decks in the field's lower left corner."""
        p = self.palette
        x = self.board.x - self._origin[0] + 14
        y = self.board.bottom - self._origin[1] - 44
        lines = (f"Event deck {decks['events']} · discard {decks['discard']}",
                 f"Artifact deck {decks['artifacts']}")
        for k, line in enumerate(lines):
            layer.blit(text(line, 12, mix(p.text_dim, FIELD_NIGHT, 0.2)), (x, y + 16 * k))

    def _badge(self, layer: pygame.Surface, amount: int, at: Point) -> None:
        p = self.palette
        fill = p.good if amount > 0 else p.bad
        words = text(plus_minus(amount), 12, (255, 255, 255), bold=True)
        box = pygame.Rect(0, 0, words.get_width() + 10, 15)
        box.center = (round(at[0]), round(at[1]))
        pygame.draw.rect(layer, mix(fill, (0, 0, 0), 0.4), box.inflate(2, 2), border_radius=7)
        pygame.draw.rect(layer, fill, box, border_radius=7)
        layer.blit(words, words.get_rect(center=box.center))

    def _delayed(self, layer: pygame.Surface, amount: int, at: Point, on_event: bool) -> None:
        p = self.palette
        y = at[1] + (self.geom.size * 0.1 if not on_event else -self.geom.size * 0.32)
        glass = icon("hourglass", 11, p.warn)
        words = text(plus_minus(amount), 12,
                     p.good if amount > 0 else p.bad, bold=True)
        w = glass.get_width() + words.get_width() + 2
        x = at[0] - w / 2
        layer.blit(glass, (round(x), round(y)))
        layer.blit(words, (round(x + glass.get_width() + 2), round(y - 2)))

    def _strength(self, layer: pygame.Surface, strength: int, kind: str, at: Point) -> None:
        colour = link_colour(self.palette, kind)
        blit_centred(layer, _chip(7, mix(colour, (0, 0, 0), 0.35)), at)
        words = text(str(strength), 11, (255, 255, 255), bold=True)
        blit_centred(layer, words, (at[0], at[1] - 0.5))

    def _needle(self, layer: pygame.Surface, needle: dict[str, Any]) -> None:
        g, p = self.geom, self.palette
        ox, oy = self._origin
        (ax, ay), (bx, by) = g.centre(needle["source"]), g.centre(needle["target"])
        ax, ay, bx, by = ax - ox, ay - oy, bx - ox, by - oy
        colour = link_colour(p, needle["type"])
        mx, my = (ax + bx) / 2 - (by - ay) * 0.2, (ay + by) / 2 + (bx - ax) * 0.2
        pts = [((1 - t) ** 2 * ax + 2 * (1 - t) * t * mx + t * t * bx,
                (1 - t) ** 2 * ay + 2 * (1 - t) * t * my + t * t * by)
               for t in (k / 16 for k in range(17))]
        for k in range(0, 16, 2):  # dashed, so it never passes for a printed link
            pygame.draw.line(layer, colour, pts[k], pts[k + 1], 3)
        ex, ey = pts[-1]
        dx, dy = ex - pts[-3][0], ey - pts[-3][1]
        n = math.hypot(dx, dy) or 1
        dx, dy = dx / n, dy / n
        tip = (ex - dx * 10, ey - dy * 10)
        _aa_polygon(layer, [(tip[0] + dx * 7, tip[1] + dy * 7),
                            (tip[0] - dy * 5, tip[1] + dx * 5),
                            (tip[0] + dy * 5, tip[1] - dx * 5)], colour)
        if needle["strength"] != 2:
            self._strength(layer, needle["strength"], needle["type"], pts[8])

    def _draw_next(self, layer: pygame.Surface, ring: int, order: bool, now: bool) -> None:
        """Outline the ring realized next, its nodes numbered in order."""
        if ring < 0:
            return
        g, p = self.geom, self.palette
        ox, oy = self._origin
        colour = p.accent if now else mix(p.accent, FIELD_NIGHT, 0.35)
        outline = hex_outline(round(g.size * 0.97), colour, 3 if now else 2, not now)
        for k, node in enumerate(FIELD.rings[ring], start=1):
            cx, cy = g.centre(node)
            blit_centred(layer, outline, (cx - ox, cy - oy))
            if order:
                x, y = g.corners(node, 0.74)[3]
                label = text(str(k), 11, colour, bold=True)
                layer.blit(label, (round(x - ox + 1), round(y - oy - 7)))

    def _v616(self, layer: pygame.Surface) -> None:
        g = self.geom
        ox, oy = self._origin
        cx, cy = g.v616[0] - ox, g.v616[1] - oy
        pts = [(cx + g.size * 1.1 * math.cos(math.pi * k / 3),
                cy + g.size * 1.1 * math.sin(math.pi * k / 3)) for k in range(6)]
        _aa_polygon(layer, pts, mix(FIELD_NIGHT, NOW_PURPLE, 0.45))
        _thick_outline(layer, pts, NOW_PURPLE, 3)
        name = text("V616 Mon", 11, (236, 226, 250), bold=True)
        layer.blit(name, name.get_rect(center=(round(cx), round(cy - g.size * 0.4))))
        bolt = icon("bolt", 11, GOLD)
        words = text("17", 13, (236, 226, 250), bold=True)
        layer.blit(bolt, (round(cx - 12), round(cy - 8)))
        layer.blit(words, (round(cx + 1), round(cy - 11)))

    # Per frame.

    def draw_target(self, surface: pygame.Surface, node: int, colour: RGB, strong: bool,
                    origin: tuple[int, int] = (0, 0)) -> None:
        """Outline a node (thick when ``strong``); ``origin``: where ``surface`` lies."""
        cx, cy = self.geom.centre(node)
        size = self.geom.size * (1.1 if node == V616 else 0.9)
        blit_centred(surface, hex_outline(round(size), colour, 4 if strong else 2),
                     (cx - origin[0], cy - origin[1]))

    def draw_ghost(self, surface: pygame.Surface, node: int, tile: pygame.Surface) -> None:
        ghost = tile.copy()
        ghost.set_alpha(225)
        blit_centred(surface, ghost, self.geom.centre(node))
        _thick_outline(surface, self.geom.corners(node, 0.92), self.palette.accent, 2)

    def draw_pawns(self, surface: pygame.Surface, pawns: list[tuple[str, Point]]) -> None:
        for colour, at in pawns:
            sprite = shape_sprite(SHAPES.get(colour, "circle"), PAWN_RADIUS,
                                  player_colour(self.palette, colour), (16, 16, 20), 2.0)
            blit_centred(surface, sprite, at)


@lru_cache(maxsize=64)
def hex_outline(radius: int, colour: RGB, width: int, dashed: bool = False) -> pygame.Surface:
    """A node's outline (solid, or dashed along each edge), drawn at 2x, smoothscaled."""
    scale = 2
    side = (radius * 2 + width * 2 + 4) * scale
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    pts = [(c + radius * scale * math.cos(math.pi * k / 3),
            c + radius * scale * math.sin(math.pi * k / 3)) for k in range(6)]
    if dashed:
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            pygame.draw.line(big, colour, a, mid, width * scale)
            pygame.draw.circle(big, colour, a, width * scale / 2)
    else:
        _thick_outline(big, pts, colour, width * scale)
    return pygame.transform.smoothscale(big, (side // scale, side // scale))


@lru_cache(maxsize=16)
def _chip(radius: int, fill: RGB) -> pygame.Surface:
    side = (radius * 2 + 2) * 4
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(big, (250, 250, 250), (side / 2, side / 2), radius * 4 + 3)
    pygame.draw.circle(big, fill, (side / 2, side / 2), radius * 4 - 2)
    return pygame.transform.smoothscale(big, (side // 4, side // 4))


def pawn_places(geom: FieldGeometry, players: list[dict[str, Any]]) -> dict[str, Point]:
    """Where each player's pawn stands (by colour): a row low in its node."""
    by_node: dict[int, list[str]] = {}
    for player in players:
        by_node.setdefault(player["pos"], []).append(player["colour"])
    out: dict[str, Point] = {}
    for node, colours in by_node.items():
        cx, cy = geom.centre(node)
        size = geom.size * (0.8 if node == V616 else 1.0)
        for colour, (dx, dy) in zip(colours, pawn_offsets(len(colours), size), strict=True):
            out[colour] = (cx + dx, cy + dy)
    return out
