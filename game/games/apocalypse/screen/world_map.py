"""The world map: 11 Western Cities, 9 Exotic Cities with their Fields, and The Unknown.

``MapPainter`` takes the static map from ``map_sheet`` once and, each time the
view changes, draws the things on it: the Catastrophe, Visited tokens, closed
cities, the places a click may choose, and the pawns.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.apocalypse.rules.catalog import CARDS, card_id
from game.games.apocalypse.rules.world import PLACES, UNKNOWN
from game.games.apocalypse.screen.look import draw_shape, seat_colour
from game.games.apocalypse.screen.map_sheet import (
    ARTIFACT_GOLD,
    LABEL_SIZE,
    PLAN_GOLD,
    VISITED_R,
    MapGeometry,
    MapSheet,
)
from game.games.apocalypse.screen.map_spots import (
    FLAG,
    MARKER,
    MARKER_R,
    PAWN,
    TOKEN,
    Spots,
    footprint,
    lay_out,
    open_box,
    pawn_size,
)
from game.ui.palette import Palette
from game.ui.widgets import text

CATASTROPHE = (236, 96, 40)
LIT_MOST = 24  # more places to choose than this: none is ringed (the whole map is open)


def plan_visits(card: str) -> list[str]:
    """The places a Plan asks to visit (a City, or for "any Field of Cairo" its Fields)."""
    out = []
    for v in CARDS[card_id(card)].visit if card_id(card) in CARDS else ():
        if v.startswith("field:"):
            out += [pid for pid, p in PLACES.items() if p.kind == "field" and p.city == v[6:]]
        elif v in PLACES:
            out.append(v)
    return out


class MapPainter:
    """Draws the map: the static sheet once, then what stands on it."""

    def __init__(self, geom: MapGeometry, palette: Palette) -> None:
        self.geom, self.palette = geom, palette
        self._static: pygame.Surface | None = None
        self.labels: dict[str, pygame.Rect] = {}

    def static(self) -> pygame.Surface:
        """The map without anything movable, drawn once (canvas-sized piece at geom.rect)."""
        if self._static is None:
            sheet = MapSheet(self.geom, self.palette)
            self._static = sheet.draw()
            self.labels = sheet.labels
        return self._static

    # What stands on the map (drawn on each rebuild of the map layer).

    def draw_marks(self, surface: pygame.Surface, view: dict[str, Any], targets: set[str],
                   plans: dict[str, list[str]] | None = None) -> None:
        g, p = self.geom, self.palette
        r = g.radius
        for (kind, _, _), (x, y) in self.spots(view, plans).items():
            if kind == FLAG:  # a small gold flag where your Plans send you (off the names)
                pole = (x - r * 0.4, y + r * 0.75)
                pygame.draw.line(surface, (40, 30, 10), pole, (pole[0], pole[1] - r * 1.5), 1)
                pygame.draw.polygon(surface, PLAN_GOLD, [(pole[0], pole[1] - r * 1.5),
                                                         (pole[0] + r * 0.8, pole[1] - r * 1.2),
                                                         (pole[0], pole[1] - r * 0.9)])
        for place in view.get("closed", {}):
            if place in g.centres:
                x, y = g.centres[place]
                k = r * 0.9
                pygame.draw.line(surface, p.bad, (x - k, y - k), (x + k, y + k), 3)
                pygame.draw.line(surface, p.bad, (x - k, y + k), (x + k, y - k), 3)
        for place in targets if len(targets) <= LIT_MOST else ():  # the whole map is open
            if place in g.centres:
                x, y = g.centres[place]
                pygame.draw.circle(surface, p.good, (round(x), round(y)),
                                   round(r * (1.9 if place == UNKNOWN else 1.35)), 2)
        catastrophe = view.get("catastrophe")
        if catastrophe in g.centres:
            self.draw_catastrophe(surface, g.centres[catastrophe])
            self._relabel(surface, catastrophe)  # its name stays whole over the burst
        self.draw_visited(surface, view)
        self.draw_locations(surface, view)

    def spots(self, view: dict[str, Any], plans: dict[str, list[str]] | None = None) -> Spots:
        """Where each pawn, Location marker, Visited token and Plan flag (for ``plans``)
        stands (``map_spots``)."""
        if not self.labels:
            self.static()  # the names are placed first: the things keep off them
        g = self.geom
        return lay_out(g.centres, g.radius, g.rect, self.labels, view, tuple(sorted(plans or {})))

    def open_box(self, size: tuple[int, int]) -> pygame.Rect:
        """A free box of ``size`` on the map's edge, off every place and name."""
        self.static()
        return open_box(self.geom.centres, self.geom.radius, self.labels, self.geom.rect, size)

    def draw_visited(self, surface: pygame.Surface, view: dict[str, Any],
                     only: set[str] | None = None) -> None:
        """Each player's Visited tokens round the places (``only``: at these places; the
        frame draws those where a pawn stands again, over the pawns)."""
        p = self.palette
        for (kind, seat, place), at in self.spots(view).items():
            if kind == TOKEN and (only is None or place in only):
                draw_shape(surface, seat, at, VISITED_R, seat_colour(p, seat), (250, 250, 250))

    def draw_locations(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        """Each Aspired Artifact's Location marker beside its Exotic City: a gold disc with
        its player's shape (the viewer's ringed in white, and the Fields where it is
        sought outlined in gold)."""
        p = self.palette
        you = view.get("seat", -1)
        for (kind, seat, place), (x, y) in self.spots(view).items():
            if kind != MARKER:
                continue
            if seat == you:
                for pid, field in PLACES.items():
                    if field.kind == "field" and field.city == place:
                        pygame.draw.polygon(surface, PLAN_GOLD, self._hex(pid), 2)
                pygame.draw.circle(surface, (250, 250, 250), (round(x), round(y)),
                                   round(MARKER_R + 2), 2)
            pygame.draw.circle(surface, ARTIFACT_GOLD, (round(x), round(y)), round(MARKER_R))
            pygame.draw.circle(surface, (40, 30, 10), (round(x), round(y)), round(MARKER_R), 1)
            draw_shape(surface, seat, (x, y), 2.6, seat_colour(p, seat))

    def _hex(self, place: str) -> list[tuple[float, float]]:
        """A place's hex corners where this painter's geometry puts its centre."""
        h = PLACES[place].hex
        (cx, cy), (ux, uy) = self.geom.centres[place], self.geom.layout.to_pixel(h)
        return [(x - ux + cx, y - uy + cy) for x, y in self.geom.hex_points(h, 0.98)]

    def marker_at(self, view: dict[str, Any], pos: tuple[int, int]) -> tuple[int, str] | None:
        """The Location marker under ``pos``: (its player's seat, its Exotic City)."""
        for (kind, seat, place), at in self.spots(view).items():
            if kind == MARKER and footprint(kind, at, self.geom.radius).collidepoint(pos):
                return seat, place
        return None

    def _relabel(self, surface: pygame.Surface, place: str) -> None:
        box = self.labels.get(place)  # where the static map put the name (this surface's)
        if box is None:
            return
        bold = PLACES[place].kind != "western"
        surface.blit(text(PLACES[place].name, LABEL_SIZE, (8, 16, 26), bold=bold), box.move(1, 1))
        surface.blit(text(PLACES[place].name, LABEL_SIZE, (236, 232, 220), bold=bold), box)

    def draw_catastrophe(self, surface: pygame.Surface, at: tuple[float, float]) -> None:
        """The Catastrophe token: a burning ring round the city."""
        x, y = at
        r = self.geom.radius
        for k in range(8):
            a = math.radians(k * 45 + 22)
            tip = (x + math.cos(a) * r * 1.85, y + math.sin(a) * r * 1.85)
            left = (x + math.cos(a - 0.3) * r * 1.25, y + math.sin(a - 0.3) * r * 1.25)
            right = (x + math.cos(a + 0.3) * r * 1.25, y + math.sin(a + 0.3) * r * 1.25)
            pygame.draw.polygon(surface, CATASTROPHE, [left, tip, right])
        pygame.draw.circle(surface, CATASTROPHE, (round(x), round(y)), round(r * 1.3), 3)

    def pawn_spots(self, view: dict[str, Any]) -> dict[int, tuple[float, float]]:
        """Each living pawn's spot round its place (off the names and other things)."""
        return {seat: at for (kind, seat, _), at in self.spots(view).items() if kind == PAWN}

    def draw_pawns(self, surface: pygame.Surface, spots: dict[int, tuple[float, float]],
                   active: int) -> None:
        p = self.palette
        for seat, (x, y) in spots.items():
            size = pawn_size(self.geom.radius)
            pygame.draw.line(surface, (16, 16, 20), (x, y + size * 0.6), (x, y + size * 1.4), 2)
            if seat == active:
                pygame.draw.circle(surface, (255, 255, 255), (round(x), round(y)),
                                   round(size + 3), 2)
            draw_shape(surface, seat, (x, y), size, seat_colour(p, seat))
