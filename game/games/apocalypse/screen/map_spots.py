"""Where the things round a place stand on the map: pawns, Location markers and Visited
tokens, laid out so none covers another, a name, or a place's marker.

Mouse playtest 4 saw four pawns and their Visited tokens heap up at Lhasa and Cairo.
``lay_out`` puts each thing in the free spot nearest its own place (pawns prefer the
top, Location markers the lower right, Visited tokens the lower left), spot by spot
round rings of growing size; no spot covers a City, a Field's number or a name, and
one nearer another place than its own is taken only if nothing else is left.

A pawn on an Expedition Field stands on the Field's own hex (``on_field``): round a
Field there is no room nearer it than its neighbours (the sixth mouse playtest saw
pawns on Fairbanks' and Bangkok's Fields stand off their hex, below the name or between
two Fields); several on one Field stand close together on it.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.games.apocalypse.rules.world import PLACES, UNKNOWN

PAWN, MARKER, TOKEN, FLAG = "pawn", "marker", "visited", "flag"
#: The side each kind of thing likes best (degrees, screen y downward).
LIKES = {PAWN: -90.0, MARKER: 40.0, TOKEN: 140.0, FLAG: -40.0}
TOKEN_R = 4.6  # a Visited token's size (its diamond reaches 1.2 of it)
MARKER_R = 5.5  # a Location marker's disc

#: Where the pawns on one Field stand on its hex, by how many share it (in pawn sizes).
ON_FIELD = {1: ((0.0, -0.5),), 2: ((-0.6, -0.5), (0.6, -0.5)),
            3: ((-0.6, -0.8), (0.6, -0.8), (0.0, 0.1)),
            4: ((-0.6, -0.8), (0.6, -0.8), (-0.6, 0.2), (0.6, 0.2))}

#: A thing on the map: (kind, seat, place); where things stand: their centres.
Thing = tuple[str, int, str]
Spots = dict[Thing, tuple[float, float]]


def pawn_size(radius: float) -> float:
    return max(6.0, radius * 0.8)


def footprint(kind: str, at: tuple[float, float], radius: float) -> pygame.Rect:
    """The box a thing covers when drawn at ``at`` (a pawn: its head, rim and stalk)."""
    x, y = at
    if kind == FLAG:  # a pole 1.5 radius tall, the pennant to its right
        return pygame.Rect(round(x - radius * 0.4 - 1), round(y - radius * 0.75 - 1),
                           round(radius * 0.8 + 2), round(radius * 1.5 + 2))
    if kind == PAWN:
        size = pawn_size(radius)
        return pygame.Rect(round(x - size - 3), round(y - size - 3), round(2 * size + 6),
                           round(2.4 * size + 5))
    half = TOKEN_R * 1.25 + 1 if kind == TOKEN else MARKER_R + 2
    return pygame.Rect(round(x - half), round(y - half), round(2 * half), round(2 * half))


def things(view: dict[str, Any]) -> list[Thing]:
    """What stands round the places, in the order it is placed: place by place, pawns
    first, then Location markers, then Visited tokens, each by seat."""
    out: list[Thing] = []
    players = view.get("players", [])
    for place in PLACES:
        out += [(PAWN, q["seat"], place) for q in players
                if q["place"] == place and not q.get("dead")]
        out += [(MARKER, q["seat"], place) for q in players
                if (q.get("aspired") or {}).get("marker") == place]
        out += [(TOKEN, q["seat"], place) for q in players if place in q["visited"]]
    return out


def lay_out(centres: dict[str, tuple[float, float]], radius: float, bounds: pygame.Rect,
            labels: dict[str, pygame.Rect], view: dict[str, Any],
            flags: tuple[str, ...] = ()) -> Spots:
    """Each thing's centre (for ``centres`` and ``labels`` in the same coordinates); the
    viewer's Plan ``flags`` are placed last, so nothing else moves for them."""
    wanted = (*things(view), *((FLAG, -1, place) for place in flags if place in centres))
    key = (tuple(sorted(centres.items())), radius, tuple(bounds),
           tuple(sorted((k, tuple(b)) for k, b in labels.items())), wanted)
    return dict(_lay_out(key))


@lru_cache(maxsize=64)
def _lay_out(key: tuple[Any, ...]) -> tuple[tuple[Thing, tuple[float, float]], ...]:
    centre_items, r, bounds, label_items, wanted = key
    centres = dict(centre_items)
    area = pygame.Rect(bounds).inflate(-4, -4)
    fields = [_disc(centres[pid], r * 0.75) for pid, p in PLACES.items() if p.kind == "field"]
    cities = {pid: _disc(c, r * (2.6 if pid == UNKNOWN else 1.0)) for pid, c in centres.items()
              if PLACES[pid].kind != "field"}
    names = {pid: pygame.Rect(b) for pid, b in label_items}
    taken = list(names.values()) + list(cities.values()) + fields
    placed: list[tuple[Thing, tuple[float, float]]] = []
    for thing in wanted:
        kind, _, place = thing
        if kind == PAWN and PLACES[place].kind == "field":
            mates = [t for t in wanted if t[0] == PAWN and t[2] == place]
            at = on_field(centres[place], r, mates.index(thing), len(mates))
        else:
            at = _best_spot(kind, place, (centres, names), r, area, taken)
        placed.append((thing, at))
        taken.append(footprint(kind, at, r).inflate(1, 1))
    return tuple(placed)


def on_field(centre: tuple[float, float], r: float, k: int, n: int) -> tuple[float, float]:
    """The ``k``-th of ``n`` pawns on one Field: on its hex, nearer it than any other."""
    dx, dy = ON_FIELD[min(n, 4)][min(k, 3)]
    size = pawn_size(r)
    return (centre[0] + dx * size, centre[1] + dy * size)


def _best_spot(kind: str, place: str,
               where: tuple[dict[str, tuple[float, float]], dict[str, pygame.Rect]], r: float,
               area: pygame.Rect, taken: list[pygame.Rect]) -> tuple[float, float]:
    """The cheapest free spot round ``place`` (not a pawn on a Field: ``on_field``).
    ``where``: the places' centres and names."""
    centres = where[0]
    x, y = centres[place]
    own = r * (2.6 if place == UNKNOWN else 1.0)
    half = (pawn_size(r) + 4) if kind == PAWN else r * 0.8 if kind == FLAG else (MARKER_R + 2)
    best: tuple[float, tuple[float, float]] | None = None
    for ring in range(12):
        reach = own + half + 1 + ring * r * 0.6
        for step in range(36):
            angle = step * 10.0
            at = (x + math.cos(math.radians(angle)) * reach,
                  y + math.sin(math.radians(angle)) * reach)
            box = footprint(kind, at, r)
            if not area.contains(box) or box.collidelist(taken) >= 0:
                continue
            turn = abs((angle - LIKES[kind] + 180) % 360 - 180)
            cost = ring * 3 + turn / 45 + _nearer_elsewhere(at, place, where)
            if best is None or cost < best[0]:
                best = (cost, at)
        if best is not None and best[0] < (ring + 1) * 3:
            break  # nothing further out can cost less
    if best is None:  # a full map: beside the place, over whatever is there
        return (x + own + half, y)
    return best[1]


def _disc(centre: tuple[float, float], r: float) -> pygame.Rect:
    x, y = centre
    return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))


def _nearer_elsewhere(at: tuple[float, float], place: str,
                      where: tuple[dict[str, tuple[float, float]], dict[str, pygame.Rect]]
                      ) -> float:
    """What a spot at ``at`` costs for reading as the wrong place's: 100 if it lies nearer
    another place (a City, a Field not its own) than its own, 12 if nearer another place's
    name than its own place or name (playtest 5: Oslo's token at the end of "London")."""
    centres, names = where
    home = PLACES[place].city or place  # a City's own Fields, a Field's City and Fields
    rivals = [pid for pid in centres if pid != place and home not in (pid, PLACES[pid].city)]
    own = math.dist(at, centres[place])
    if any(math.dist(at, centres[pid]) < own for pid in rivals):
        return 100
    own = min([own, *(_gap(at, names[pid]) for pid in {place, home} if pid in names)])
    return 12 * any(_gap(at, names[pid]) < own for pid in rivals if pid in names)


def _gap(at: tuple[float, float], box: pygame.Rect) -> float:
    dx = max(box.left - at[0], 0, at[0] - box.right)
    dy = max(box.top - at[1], 0, at[1] - box.bottom)
    return math.hypot(dx, dy)


def open_box(centres: dict[str, tuple[float, float]], radius: float,
             labels: dict[str, pygame.Rect], bounds: pygame.Rect,
             size: tuple[int, int]) -> pygame.Rect:
    """A box of ``size`` along the map's top or bottom edge (rightmost first) covering no
    place, Field, name or the legend at the bottom left (playtest 5: "Show the card"
    covered the top of The Unknown)."""
    w, h = size
    blocked = [*labels.values(), *(_disc(c, radius * (2.9 if pid == UNKNOWN else 1.3))
                                   for pid, c in centres.items())]
    area = pygame.Rect(bounds).inflate(-8, -8)
    for y, left in ((area.y, area.x), (area.bottom - h, area.x + 350)):
        for x in range(area.right - w, left, -8):
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(blocked) < 0:
                return box
    return pygame.Rect(area.right - w, area.y, w, h)
