"""The world map's sheet: where each place lies, and the map drawn once.

``MapGeometry`` fits the places of ``rules.world`` (axial hexes of a pointy-top
layout) into a rectangle and finds the place under a point; ``MapSheet`` draws
what never moves (ocean, cities with their numbers, the light blue Field hexes
with their +1..+4, The Unknown, names placed so none overlaps, the legend).
What stands on it is drawn by ``world_map.MapPainter``.
"""

from __future__ import annotations

import math

import pygame

from game.core.hexgrid import POINTY, Hex, Layout
from game.games.apocalypse.rules.world import PLACES, UNKNOWN
from game.games.apocalypse.screen.look import draw_shape, seat_colour
from game.games.apocalypse.screen.map_spots import MARKER_R, TOKEN_R
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

LABEL_SIZE = 12
OCEAN = (24, 46, 70)
FIELD_BLUE = (140, 196, 226)
WESTERN = (232, 214, 170)
EXOTIC = (200, 142, 88)
UNKNOWN_INK = (58, 30, 74)
PLAN_GOLD = (222, 184, 84)
ARTIFACT_GOLD = (196, 156, 60)
VISITED_R = TOKEN_R  # a Visited token's size (seat shapes, rimmed in white to stand out)


class MapGeometry:
    """Where each place lies inside ``rect``."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        unit = Layout(POINTY, (1.0, 1.0), (0.0, 0.0))
        points = [unit.to_pixel(p.hex) for p in PLACES.values()]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        margin_x, margin_y = 12, 14
        sx = (self.rect.width - 2 * margin_x) / (max(xs) - min(xs) + 2)
        sy = (self.rect.height - 2 * margin_y) / (max(ys) - min(ys) + 2)
        self.size = min(sx, sy * 1.2, sx * 1.2)
        sy = min(sy, self.size * 1.2)
        sx = min(sx, self.size * 1.2)
        width = (max(xs) - min(xs)) * sx
        height = (max(ys) - min(ys)) * sy
        ox = self.rect.centerx - width / 2 - min(xs) * sx
        oy = self.rect.centery - height / 2 - min(ys) * sy
        self.layout = Layout(POINTY, (sx, sy), (ox, oy))
        self.centres = {pid: self.layout.to_pixel(p.hex) for pid, p in PLACES.items()}
        self.radius = max(7.0, min(sx, sy) * 0.9)

    def centre(self, place: str) -> tuple[int, int]:
        x, y = self.centres[place]
        return round(x), round(y)

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place under ``pos`` (the nearest marker within reach), or None."""
        if not self.rect.collidepoint(pos):
            return None
        best, far = None, (self.radius * 1.25) ** 2
        for pid, (x, y) in self.centres.items():
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            reach = far * (2.2 if pid == UNKNOWN else 1.0)
            if d <= reach and (best is None or d < best[1]):
                best = (pid, d)
        return best[0] if best else None

    def hex_points(self, h: Hex, shrink: float = 0.94) -> list[tuple[float, float]]:
        return self.layout.corners(h, shrink)


def _label_spots(x: float, y: float, reach: float, size: tuple[int, int]) -> list[pygame.Rect]:
    """Boxes for a name around a marker: right, left, above, below, a little up or down
    on either side, then the corners."""
    w, h = size
    spots = [(x + reach, y - h / 2), (x - reach - w, y - h / 2), (x - w / 2, y - reach - h),
             (x - w / 2, y + reach), (x + reach, y - h * 0.85), (x + reach, y - h * 0.15),
             (x - reach - w, y - h * 0.15), (x - reach - w, y - h * 0.85),
             (x + reach * 0.7, y - reach * 0.7 - h),
             (x - reach * 0.7 - w, y - reach * 0.7 - h), (x + reach * 0.7, y + reach * 0.7),
             (x - reach * 0.7 - w, y + reach * 0.7)]
    return [pygame.Rect(round(sx), round(sy), w, h) for sx, sy in spots]


class MapSheet:
    """The static map for ``geom``, and where its names stand (``labels``)."""

    def __init__(self, geom: MapGeometry, palette: Palette) -> None:
        self.geom, self.palette = geom, palette
        self.labels: dict[str, pygame.Rect] = {}

    def draw(self) -> pygame.Surface:
        """The sheet, ``geom.rect``-sized; ``labels`` then holds where each name stands."""
        g = self.geom
        sheet = pygame.Surface(g.rect.size, pygame.SRCALPHA)
        off = (-g.rect.x, -g.rect.y)
        body = sheet.get_rect()
        pygame.draw.rect(sheet, OCEAN, body, border_radius=12)
        lattice = mix(OCEAN, (255, 255, 255), 0.05)
        for q in range(-2, 64):
            for r in range(-1, 24):
                h = Hex(q - r // 2, r)
                pts = [(x + off[0], y + off[1]) for x, y in g.hex_points(h, 1.0)]
                if all(body.collidepoint(x, y) for x, y in pts):
                    pygame.draw.polygon(sheet, lattice, pts, 1)
        pygame.draw.rect(sheet, mix(OCEAN, (255, 255, 255), 0.25), body, 2, border_radius=12)
        self._draw_unknown(sheet, off)
        for pid, place in PLACES.items():
            if place.kind == "field":
                self._draw_field(sheet, pid, off)
        for pid, place in PLACES.items():
            if place.kind in ("western", "exotic"):
                self._draw_city(sheet, pid, off)
        self._draw_labels(sheet, off)
        return sheet

    def _draw_unknown(self, sheet: pygame.Surface, off: tuple[int, int]) -> None:
        centre = PLACES[UNKNOWN].hex
        for h in [centre, *centre.ring(1)]:
            pts = [(x + off[0], y + off[1]) for x, y in self.geom.hex_points(h, 1.0)]
            pygame.draw.polygon(sheet, UNKNOWN_INK, pts)
        for h in centre.ring(1):
            pts = [(x + off[0], y + off[1]) for x, y in self.geom.hex_points(h, 1.0)]
            pygame.draw.polygon(sheet, (120, 70, 150), pts, 1)
        x, y = self.geom.centres[UNKNOWN]
        mark = text("?", max(12, round(self.geom.radius * 1.6)), (214, 180, 240), bold=True)
        sheet.blit(mark, mark.get_rect(center=(round(x + off[0]), round(y + off[1]))))

    def _draw_field(self, sheet: pygame.Surface, pid: str, off: tuple[int, int]) -> None:
        place = PLACES[pid]
        pts = [(x + off[0], y + off[1]) for x, y in self.geom.hex_points(place.hex, 0.92)]
        shade = mix(FIELD_BLUE, OCEAN, 0.06 * (place.number - 1))
        pygame.draw.polygon(sheet, shade, pts)
        pygame.draw.polygon(sheet, mix(FIELD_BLUE, (255, 255, 255), 0.5), pts, 1)
        x, y = self.geom.centres[pid]
        size = max(10, round(self.geom.radius * 1.05))
        words = text(f"+{place.number}", size, (20, 40, 60), bold=True)
        sheet.blit(words, words.get_rect(center=(round(x + off[0]), round(y + off[1]))))

    def _draw_city(self, sheet: pygame.Surface, pid: str, off: tuple[int, int]) -> None:
        place = PLACES[pid]
        x, y = self.geom.centres[pid]
        c = (round(x + off[0]), round(y + off[1]))
        r = round(self.geom.radius)
        if place.kind == "western":
            pygame.draw.circle(sheet, WESTERN, c, r)
            pygame.draw.circle(sheet, (90, 70, 40), c, r, 1)
            size = max(10, round(r * 1.15))
            number = text(str(place.number), size, (60, 40, 20), bold=True)
            sheet.blit(number, number.get_rect(center=c))
        else:
            k = r + 1
            pts = [(c[0], c[1] - k), (c[0] + k, c[1]), (c[0], c[1] + k), (c[0] - k, c[1])]
            pygame.draw.polygon(sheet, EXOTIC, pts)
            pygame.draw.polygon(sheet, (80, 44, 20), pts, 1)

    def _draw_labels(self, sheet: pygame.Surface, off: tuple[int, int]) -> None:
        """City names, each put beside its marker where it covers no marker, name or pawn
        spot and lies nearer its own marker than any other (a name between two cities
        read as the wrong one's); a name pushed further out gets a thin line back."""
        g = self.geom
        r = g.radius
        centres = {pid: (x + off[0], y + off[1]) for pid, (x, y) in g.centres.items()}
        blocked = [pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
                   for x, y in centres.values()]
        for h in PLACES[UNKNOWN].hex.ring(1):  # The Unknown's six hexes
            x, y = g.layout.to_pixel(h)
            blocked.append(pygame.Rect(round(x + off[0] - r), round(y + off[1] - r),
                                       round(2 * r), round(2 * r)))
        names: list[pygame.Rect] = []
        pawns = [pygame.Rect(round(x - r * 3.2), round(y - r * 2.3), round(r * 3.4),
                             round(r * 1.8)) for pid, (x, y) in centres.items()
                 if PLACES[pid].is_city]  # where pawns stand (above, to the left)
        bounds = sheet.get_rect().inflate(-6, -4)
        cities = {pid: c for pid, c in centres.items() if PLACES[pid].is_city}
        order = sorted((pid for pid, pl in PLACES.items() if pl.is_city or pl.kind == "unknown"),
                       key=lambda pid: -len(PLACES[pid].name))
        for pid in order:
            place = PLACES[pid]
            bold = place.kind != "western"
            ink = (214, 180, 240) if pid == UNKNOWN else (236, 232, 220)
            image = text(place.name, LABEL_SIZE, ink, bold=bold)
            x, y = centres[pid]
            near = r * (3.0 if pid == UNKNOWN else 1.0) + 3
            rivals = {**cities, pid: centres[pid]}  # what a name may be read as (fast)
            best = None
            for step, reach in enumerate((near, near + r * 1.6, near + r * 3.2)):
                for box in _label_spots(x, y, reach, image.get_size()):
                    if not bounds.contains(box) or box.collidelist(names) >= 0:
                        continue  # off the map, or over another name: never
                    cost = (10 * len(box.collidelistall(blocked))
                            + 8 * _misleads(box, pid, rivals)
                            + 9 * len(box.collidelistall(pawns)) + 2 * step)
                    if best is None or cost < best[0]:
                        best = (cost, box, reach)
            box = best[1] if best else image.get_rect(center=(round(x), round(y)))
            end = (min(max(x, box.left), box.right), min(max(y, box.top), box.bottom))
            if math.dist((x, y), end) > near + r * 0.6:  # not beside its marker: a line back
                pygame.draw.line(sheet, (150, 160, 170), (x, y), end, 1)
            shadow = text(place.name, LABEL_SIZE, (8, 16, 26), bold=bold)
            sheet.blit(shadow, box.move(1, 1))
            sheet.blit(image, box)
            blocked.append(box)
            names.append(box.inflate(4, 0))
            self.labels[pid] = box.move(-off[0], -off[1])
        self._draw_legend(sheet, bounds)

    def _draw_legend(self, sheet: pygame.Surface, bounds: pygame.Rect) -> None:
        """What the marks on the map mean, in the empty corner at the bottom left."""
        r = self.geom.radius
        ink = (214, 218, 224)
        x, y = bounds.x + 8, bounds.bottom - 19
        rows = [("flag", "a Plan in your hand asks for a visit"),
                ("ring", "lit: a click chooses it"),
                ("visited", "Visited tokens (each player's shape)")]
        rows.append(("location", "Location marker: an Aspired Artifact is sought there"))
        for kind, words in reversed(rows):
            cx, cy = x + 7, y + 7
            if kind == "flag":
                pygame.draw.line(sheet, (40, 30, 10), (cx - 3, cy + 6), (cx - 3, cy - 6), 1)
                pygame.draw.polygon(sheet, PLAN_GOLD, [(cx - 3, cy - 6), (cx + 6, cy - 3),
                                                       (cx - 3, cy)])
            elif kind == "ring":
                pygame.draw.circle(sheet, self.palette.good, (cx, cy), round(r * 0.9), 2)
            elif kind == "location":
                pygame.draw.circle(sheet, ARTIFACT_GOLD, (cx, cy), round(MARKER_R))
                draw_shape(sheet, 0, (cx, cy), 2.6, seat_colour(self.palette, 0))
            else:
                for seat in (0, 1):
                    draw_shape(sheet, seat, (cx - 4 + 9 * seat, cy), VISITED_R,
                               seat_colour(self.palette, seat), (250, 250, 250))
            sheet.blit(text(words, 11, ink), (x + 18, y))
            y -= 15


def _misleads(box: pygame.Rect, pid: str, centres: dict[str, tuple[float, float]]) -> int:
    """1 if a label at ``box`` lies nearer another city's marker than its own."""
    def gap(c: tuple[float, float]) -> float:
        dx = max(box.left - c[0], 0, c[0] - box.right)
        dy = max(box.top - c[1], 0, c[1] - box.bottom)
        return dx * dx + dy * dy
    own = gap(centres[pid])
    return int(any(gap(c) < own for other, c in centres.items()
                   if other != pid and PLACES[other].is_city))
