"""Event cards as hex tiles: the same picture on a node, in the hand and as a ghost.

A tile shows the card the way the book describes it: coloured links on its
edges (green causes as solid bars, red hindrances striped; a white arrow
points out of the card for a forward link and into it for a backward one),
the centre hexagon (green gain ``+``, red lose ``-``, grey neutral), the
check arc above (the colour that scores if the event occurs) and the cross
arc below (if it does not), each with its player's shape, the yellow point
circles, the blue extraction circles, the artifact gear, and the tie token
(the organizer's shape beside the check or the cross). A Tangle of Fates
shows its symbol and the bets' tokens.

Tiles are drawn at twice their size and smoothscaled, then cached by look.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.games.the_now.screen.look import (
    BONUS_BLUE,
    CARD_INK,
    CARD_PAPER,
    GOLD,
    NOW_PURPLE,
    SHAPES,
    blit_centred,
    centre_colour,
    icon,
    link_colour,
    player_colour,
    shape_sprite,
)
from game.ui.palette import PALETTES, RGB
from game.ui.theme import mix
from game.ui.widgets import text

SCALE = 2
#: (type, dir) of a link on each of the six edges, or None.
Edges = tuple[tuple[str, str] | None, ...]


def _hex(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.pi * k / 3), cy + r * math.sin(math.pi * k / 3))
            for k in range(6)]


def _edge_quad(cx: float, cy: float, r: float, direction: int, outer: float,
               inner: float) -> list[tuple[float, float]]:
    first = {0: 0, 1: 5, 2: 4, 3: 3, 4: 2, 5: 1}[direction]
    o, i = _hex(cx, cy, r * outer), _hex(cx, cy, r * inner)
    second = (first + 1) % 6
    return [o[first], o[second], i[second], i[first]]


def _draw_link(big: pygame.Surface, cx: float, cy: float, r: float, direction: int,
               kind: str, way: str, colour: RGB) -> None:
    quad = _edge_quad(cx, cy, r, direction, 0.96, 0.76)
    pygame.draw.polygon(big, colour, quad)
    if kind == "hindrance":  # stripes across the bar, so the kind never rests on hue
        dark = mix(colour, (20, 20, 20), 0.55)
        (ax, ay), (bx, by), (ix, iy), (jx, jy) = quad
        for t in (0.2, 0.4, 0.6, 0.8):
            p1 = (ax + (bx - ax) * t, ay + (by - ay) * t)
            p2 = (jx + (ix - jx) * (t - 0.08), jy + (iy - jy) * (t - 0.08))
            pygame.draw.line(big, dark, p1, p2, max(2, round(r * 0.05)))
    a = math.radians(30 - 60 * direction)
    mid = r * math.sqrt(3) / 2 * 0.86
    mx, my = cx + mid * math.cos(a), cy + mid * math.sin(a)
    ux, uy = math.cos(a), math.sin(a)  # outward
    if way == "backward":
        ux, uy = -ux, -uy
    s = r * 0.13
    tip = (mx + ux * s, my + uy * s)
    base1 = (mx - ux * s * 0.6 - uy * s, my - uy * s * 0.6 + ux * s)
    base2 = (mx - ux * s * 0.6 + uy * s, my - uy * s * 0.6 - ux * s)
    pygame.draw.polygon(big, (250, 250, 250), [tip, base1, base2])


def _arc(big: pygame.Surface, cx: float, cy: float, r: float, start: float, end: float,
         colour: RGB, width: float) -> None:
    steps = 18
    pts = [(cx + r * math.cos(math.radians(start + (end - start) * k / steps)),
            cy + r * math.sin(math.radians(start + (end - start) * k / steps)))
           for k in range(steps + 1)]
    pygame.draw.lines(big, colour, False, pts, max(1, round(width)))
    for x, y in (pts[0], pts[-1]):
        pygame.draw.circle(big, colour, (x, y), width / 2)


def _paste(big: pygame.Surface, sprite: pygame.Surface, at: tuple[float, float]) -> None:
    scaled = pygame.transform.smoothscale(
        sprite, (sprite.get_width() * SCALE, sprite.get_height() * SCALE))
    blit_centred(big, scaled, at)


@lru_cache(maxsize=512)
def event_tile(radius: int, palette: str, centre: str, yes: str | None, no: str | None,
               points: int, bonus: int, artifact: bool, edges: Edges, token: str,
               organizer: str | None, symbol: str = "",
               bets: tuple[tuple[str, int, int], ...] = ()) -> pygame.Surface:
    """One event card as a hex tile of ``radius`` (the node's edges already turned)."""
    p = PALETTES[palette]
    r = radius * SCALE
    side = round(r * 2 + 4 * SCALE)
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    cx = cy = side / 2
    paper = CARD_PAPER if not symbol else mix(CARD_PAPER, NOW_PURPLE, 0.25)
    pygame.draw.polygon(big, mix(paper, CARD_INK, 0.55), _hex(cx, cy, r))
    pygame.draw.polygon(big, paper, _hex(cx, cy, r * 0.95))
    for direction, edge in enumerate(edges):
        if edge is not None:
            _draw_link(big, cx, cy, r, direction, edge[0], edge[1], link_colour(p, edge[0]))
    if symbol:
        _paste(big, icon(symbol, round(radius * 0.62), NOW_PURPLE), (cx, cy))
        _draw_bets(big, cx, cy, r, bets, palette)
    else:
        _draw_centre(big, cx, cy, r, centre, palette)
        _draw_arcs(big, cx, cy, r, yes, no, palette)
    unit = r * 0.085
    for k in range(points if points > 1 else 0):  # the yellow circles
        x, y = cx + r * 0.38 + k * unit * 2.3, cy - r * 0.58
        pygame.draw.circle(big, mix(GOLD, CARD_INK, 0.4), (x, y), unit + 1.5)
        pygame.draw.circle(big, GOLD, (x, y), unit)
    for k in range(bonus):  # the blue circles
        x, y = cx + r * 0.38 + k * unit * 2.3, cy + r * 0.58
        pygame.draw.circle(big, mix(BONUS_BLUE, CARD_INK, 0.4), (x, y), unit + 1.5)
        pygame.draw.circle(big, BONUS_BLUE, (x, y), unit)
    if artifact:
        _paste(big, icon("gear", max(7, round(radius * 0.28)), (96, 96, 110)),
               (cx - r * 0.38, cy + r * 0.57))
    if token in ("yes", "no"):
        shape = SHAPES.get(organizer or "", "circle")
        fill = player_colour(p, organizer) if organizer else (210, 210, 214)
        tie = shape_sprite(shape, max(3, round(radius * 0.1)), fill)
        y = cy - r * 0.2 if token == "yes" else cy + r * 0.2
        _paste(big, tie, (cx - r * 0.4, y))
    return pygame.transform.smoothscale(big, (side // SCALE, side // SCALE))


def _draw_centre(big: pygame.Surface, cx: float, cy: float, r: float, centre: str,
                 palette: str) -> None:
    colour = centre_colour(PALETTES[palette], centre)
    pygame.draw.polygon(big, mix(colour, CARD_INK, 0.5), _hex(cx, cy, r * 0.27))
    pygame.draw.polygon(big, colour, _hex(cx, cy, r * 0.23))
    w = max(2, round(r * 0.055))
    d = r * 0.11
    if centre in ("gain", "lose"):
        pygame.draw.line(big, (250, 250, 250), (cx - d, cy), (cx + d, cy), w)
    if centre == "gain":
        pygame.draw.line(big, (250, 250, 250), (cx, cy - d), (cx, cy + d), w)


def _draw_arcs(big: pygame.Surface, cx: float, cy: float, r: float, yes: str | None,
               no: str | None, palette: str) -> None:
    p = PALETTES[palette]
    width = r * 0.09
    for colour, start, end, mark, mark_y in ((yes, 232, 308, "check", -0.2),
                                              (no, 52, 128, "cross", 0.2)):
        if colour is None:
            _arc(big, cx, cy, r * 0.48, start, end, mix(CARD_PAPER, CARD_INK, 0.18), width * 0.5)
        else:
            fill = (250, 250, 250) if colour == "?" else player_colour(p, colour)
            _arc(big, cx, cy, r * 0.48, start, end, mix(fill, CARD_INK, 0.35), width + 3)
            _arc(big, cx, cy, r * 0.48, start, end, fill, width)
            middle = math.radians((start + end) / 2)
            at = (cx + r * 0.48 * math.cos(middle), cy + r * 0.48 * math.sin(middle))
            if colour == "?":
                words = text("?", max(9, round(r * 0.13)), CARD_INK, bold=True)
                _paste(big, words, at)
            else:
                _paste(big, shape_sprite(SHAPES.get(colour, "circle"),
                                         max(3, round(r * 0.055)), fill), at)
        ink = p.good if mark == "check" else p.bad
        _paste(big, icon(mark, max(7, round(r * 0.15)), mix(ink, CARD_INK, 0.3)),
               (cx - r * 0.62, cy + r * mark_y))


def _draw_bets(big: pygame.Surface, cx: float, cy: float, r: float,
               bets: tuple[tuple[str, int, int], ...], palette: str) -> None:
    p = PALETTES[palette]
    _paste(big, icon("check", max(7, round(r * 0.12)), p.good), (cx - r * 0.62, cy - r * 0.3))
    _paste(big, icon("cross", max(7, round(r * 0.12)), p.bad), (cx - r * 0.62, cy + r * 0.3))
    up = [c for c, yes, _ in bets for _ in range(yes)]
    down = [c for c, _, no in bets for _ in range(no)]
    for tokens, y in ((up, cy - r * 0.62), (down, cy + r * 0.62)):
        for k, colour in enumerate(tokens[:7]):
            x = cx + (k - (len(tokens[:7]) - 1) / 2) * r * 0.17
            _paste(big, shape_sprite(SHAPES.get(colour, "circle"), max(3, round(r * 0.05)),
                                     player_colour(p, colour)), (x, y))


def face_edges(face: dict[str, Any], rotation: int) -> Edges:
    """A card's printed links turned ``rotation`` sixths: (type, dir) by field direction."""
    edges: list[tuple[str, str] | None] = [None] * 6
    for link in face.get("links", []):
        edges[(link["edge"] + rotation) % 6] = (link["type"], link["dir"])
    return tuple(edges)


def placed_edges(event: dict[str, Any]) -> Edges:
    """The turned edges of an event lying on a node (from the view)."""
    return tuple(None if e is None else (e["type"], e["dir"]) for e in event["edges"])


def tile_for_event(event: dict[str, Any], radius: int, palette: str,
                   symbol: str = "") -> pygame.Surface:
    """The tile of an event on the field (a view's ``event``)."""
    bets = tuple((c, y, n) for c, y, n in event.get("bets", []))
    return event_tile(radius, palette, event["centre"], event["yes"], event["no"],
                      event["points"], event["bonus"], event["artifact"], placed_edges(event),
                      event["token"], event["organizer"], symbol, bets)


def tile_for_face(face: dict[str, Any], radius: int, palette: str, rotation: int = 0,
                  token: str = "", organizer: str | None = None,
                  arcs: tuple[str, str] | None = None) -> pygame.Surface:
    """A card from the hand (or a ghost being laid), turned ``rotation``; ``arcs`` are the
    colours chosen for a flexible card's arcs."""
    yes, no = face["yes"], face["no"]
    if arcs is not None:
        yes = arcs[0] or (None if yes == "?" else yes)
        no = arcs[1] or (None if no == "?" else no)
    return event_tile(radius, palette, face["centre"], yes, no, face["points"], face["bonus"],
                      face["artifact"], face_edges(face, rotation), token, organizer,
                      face.get("symbol", ""))
