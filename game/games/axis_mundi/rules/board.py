"""The volcano: concentric rings of hexes (levels) around the Axis Mundi hex.

A board is data (``levels/axis_mundi/board_<players>.json``): every hex's home
position and terrain, the numbered power hexes, each seat's warehouse and pier,
the cave-mouth pairs and the treasure spots. Each ring is one level: the sea
ring (Level 0) and the pier hexes outside it never turn; the ring of radius
``r`` inside it is Level ``top + 1 - r``. The Axis Mundi hex sits in the
crater, one level below the top level.

A rotating ring is data: the state keeps a turn count per level, and a hex's
world position is its home hex rotated by that count (``world``/``home``).

"Left" and "right" (for the book's die rolls) are seen from a hex facing the
centre: left is the clockwise neighbour along the ring, right the
counter-clockwise one.

>>> b = load_board(6)
>>> b.level_of(Hex(0, 0)), b.level_of(Hex(1, 0)), b.level_of(Hex(5, 0))
(3, 4, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Literal, get_args

from game.core.content import HexPair, load_content
from game.core.errors import ContentError
from game.core.hexgrid import ORIGIN, Hex
from game.core.rng import GameRng
from game.core.schema import Natural, Positive, Schema

Terrain = Literal[
    "axis_mundi", "pier", "warehouse", "power", "path", "accessible", "cave",
    "sheltered", "inaccessible",
]
TERRAINS: tuple[str, ...] = get_args(Terrain)
#: Terrain that wounds whoever moves into it (Types of Terrain).
ROUGH: frozenset[str] = frozenset({"accessible", "cave"})
#: Terrain that can be harvested (Harvest).
HARVESTABLE: frozenset[str] = frozenset({"accessible", "cave", "sheltered"})
#: Terrain a treasure may lie on (Treasure).
TREASURE_GROUND: frozenset[str] = frozenset({"path", "accessible", "cave", "sheltered"})


@dataclass(frozen=True)
class Place:
    """One seat's harbour: the warehouse hex and the pier hex beside it."""

    warehouse: Hex
    pier: Hex


@dataclass(frozen=True)
class Board:
    """A volcano's hexes by home position, and what lies on them."""

    name: str
    players: int
    setup: str
    top_level: int
    sea_radius: int
    terrain: dict[Hex, str]
    power_hexes: tuple[Hex, ...]  # power hex number n is power_hexes[n - 1]
    places: tuple[Place, ...]
    caves: tuple[tuple[Hex, Hex], ...]
    treasure_spots: tuple[Hex, ...]
    loose: dict[str, int]

    @cached_property
    def homes(self) -> tuple[Hex, ...]:
        """Every hex of the board, sorted."""
        return tuple(sorted(self.terrain))

    # Geometry.

    def level_of(self, h: Hex) -> int:
        """The level of a (world or home) hex; rings never change level."""
        return _level(self.top_level, h.q, h.r)

    def ring_of_level(self, level: int) -> int:
        return self.top_level + 1 - level

    def on_board(self, h: Hex) -> bool:
        return h in self.terrain

    def is_corner(self, h: Hex) -> bool:
        """One of the six corners of its ring (the sea's corners too)."""
        return _ring_index(h.q, h.r)[1] == 0 and h.length() > 0

    def world(self, home: Hex, turns: list[int]) -> Hex:
        """Where a home hex is after its level turned ``turns[level]`` times."""
        return rotated(home, turns[self.level_of(home)])

    def home(self, world: Hex, turns: list[int]) -> Hex:
        return rotated(world, -turns[self.level_of(world)])

    def ring_step(self, h: Hex, clockwise: bool) -> Hex:
        """The next hex along ``h``'s ring: clockwise is "left", else "right"."""
        r = h.length()
        ring = _ring(r)
        i = _ring_index(h.q, h.r)[0]
        return ring[(i - 1) % len(ring)] if clockwise else ring[(i + 1) % len(ring)]

    def sides(self, h: Hex) -> tuple[Hex, Hex]:
        """(left, right) neighbours of ``h`` along its ring."""
        return self.ring_step(h, True), self.ring_step(h, False)

    @cached_property
    def _walkways(self) -> dict[Hex, Hex]:
        """Each pier and its warehouse, both ways (the plank walkway)."""
        out = {p.pier: p.warehouse for p in self.places}
        out.update({p.warehouse: p.pier for p in self.places})
        return out

    @cached_property
    def piers(self) -> frozenset[Hex]:
        return frozenset(p.pier for p in self.places)

    def linked(self, a: Hex, b: Hex) -> bool:
        """Can a character step from ``a`` to the neighbouring ``b``? A pier only by the
        plank walkway from its warehouse ("a wood plank walkway that connects the pier
        to a ... Warehouse")."""
        if a in self.piers or b in self.piers:
            return self._walkways.get(a) == b
        return True

    def neighbours(self, h: Hex) -> list[Hex]:
        """Hexes one step from ``h`` (``linked``)."""
        return [n for n in h.neighbors() if n in self.terrain and self.linked(h, n)]

    def outer_ring(self, h: Hex) -> list[Hex]:
        """Neighbours one ring further out (one level lower on the volcano)."""
        r = h.length()
        return [n for n in h.neighbors() if n.length() == r + 1]

    def sextants(self, h: Hex) -> set[int]:
        """The pie slices (0-5) of the centre a hex lies in; corners touch two."""
        r = h.length()
        if r == 0:
            return set(range(6))
        i, along = _ring_index(h.q, h.r)
        side = i // r
        return {side, (side - 1) % 6} if along == 0 else {side}

    def in_zone(self, h: Hex, slices: set[int]) -> bool:
        """True if ``h`` lies in (or on the edge of) the given pie slices."""
        return bool(self.sextants(h) & slices)


def level_of(top_level: int, h: Hex) -> int:
    """The level of hex ``h`` on a volcano whose top level is ``top_level``."""
    return _level(top_level, h.q, h.r)


@cache
def _level(top: int, q: int, r: int) -> int:
    radius = Hex(q, r).length()
    return top - 1 if radius == 0 else max(0, top + 1 - radius)


@cache
def _ring(radius: int) -> tuple[Hex, ...]:
    return tuple(ORIGIN.ring(radius))


def ring_hexes(radius: int) -> tuple[Hex, ...]:
    """The hexes of one ring around the centre, in ``Hex.ring`` order (cached)."""
    return _ring(radius)


@cache
def _ring_index(q: int, r: int) -> tuple[int, int]:
    """(index in its ring, index along its side: 0 at a corner)."""
    h = Hex(q, r)
    radius = h.length()
    if radius == 0:
        return 0, 0
    i = _ring(radius).index(h)
    return i, i % radius


@cache
def _rotated(q: int, r: int, steps: int) -> Hex:
    return Hex(q, r).rotate(steps)


def rotated(h: Hex, steps: int) -> Hex:
    """``h`` turned ``steps`` x 60 degrees counter-clockwise about the centre (cached)."""
    return _rotated(h.q, h.r, steps % 6)


def board_file(players: int) -> str:
    return f"levels/axis_mundi/board_{players}.json"


@cache
def load_board(players: int) -> Board:
    """The recommended board for 3 or 6 players."""
    return read_board(board_file(players))


# A board file's shape.


class Ring(Schema):
    """A ring's level, as printed (the rules compute it; the file must agree)."""

    radius: Natural
    level: Natural


class BoardHex(Schema):
    at: HexPair
    terrain: Terrain


class PowerHex(Schema):
    number: Positive
    at: HexPair


class PlaceEntry(Schema):
    warehouse: HexPair
    pier: HexPair


class LooseTiles(Schema):
    sheltered: Natural
    inaccessible: Natural


class BoardFile(Schema):
    name: str
    players: Literal[3, 6]
    top_level: Positive
    rings: list[Ring]
    hexes: list[BoardHex]
    power_hexes: list[PowerHex]
    places: list[PlaceEntry]
    caves: list[tuple[HexPair, HexPair]]
    treasure_spots: list[HexPair]
    loose_tiles: LooseTiles


def read_board(file: str) -> Board:
    """Check a board file and build its ``Board``; errors name file and field."""
    loaded = load_content(file, BoardFile)
    players, top = loaded.players, loaded.top_level
    for i, ring in enumerate(loaded.rings):
        if ring.radius != i or ring.level != _level(top, i, 0):
            raise ContentError(file, f"rings[{i}]", f"ring {i} is level {_level(top, i, 0)}")
    terrain: dict[Hex, str] = {ORIGIN: "axis_mundi"}
    for i, item in enumerate(loaded.hexes):
        h = Hex(*item.at)
        if h in terrain:
            raise ContentError(file, f"hexes[{i}].at", f"hex {h} is listed twice")
        terrain[h] = item.terrain
    for i, power in enumerate(loaded.power_hexes):
        if power.number != i + 1:
            raise ContentError(file, f"power_hexes[{i}].number",
                               f"must be {i + 1}: power hexes are listed by number")
    if len(loaded.places) != players:
        raise ContentError(file, "places", f"needs {players} places")
    caves = []
    for i, (a, b) in enumerate(loaded.caves):
        if a != (-b[0], -b[1]):
            raise ContentError(file, f"caves[{i}]",
                               "cave mouths must face each other across the centre")
        caves.append((Hex(*a), Hex(*b)))
    board = Board(
        name=loaded.name,
        players=players,
        setup="recommended",
        top_level=top,
        sea_radius=top + 1,
        terrain=terrain,
        power_hexes=tuple(Hex(*p.at) for p in loaded.power_hexes),
        places=tuple(Place(Hex(*p.warehouse), Hex(*p.pier)) for p in loaded.places),
        caves=tuple(caves),
        treasure_spots=tuple(Hex(*h) for h in loaded.treasure_spots),
        loose={"sheltered": loaded.loose_tiles.sheltered,
               "inaccessible": loaded.loose_tiles.inaccessible},
    )
    _check(board, file)
    return board


def _check(board: Board, file: str) -> None:
    for i, h in enumerate(board.power_hexes):
        if board.terrain.get(h) != "power":
            raise ContentError(file, f"power_hexes[{i}]", f"{h} is not a power hex")
    for i, place in enumerate(board.places):
        if board.terrain.get(place.warehouse) != "warehouse":
            raise ContentError(file, f"places[{i}].warehouse", "is not a warehouse hex")
        if board.terrain.get(place.pier) != "pier" or place.pier.distance(place.warehouse) != 1:
            raise ContentError(file, f"places[{i}].pier", "must be a pier beside the warehouse")
    for i, h in enumerate(board.treasure_spots):
        if board.terrain.get(h) not in TREASURE_GROUND or board.level_of(h) == 0:
            raise ContentError(file, f"treasure_spots[{i}]", f"{h} cannot hold treasure")


def random_board(players: int, rng: GameRng) -> Board:
    """The book's random setup: the printed board with loose tiles and caves placed by chance.

    Loose sheltered and inaccessible tiles cover accessible hexes of the
    volcano's levels, one cave-mouth pair goes on each level, and the eight
    treasure spots are drawn from path, accessible and sheltered hexes.
    """
    base = load_board(players)
    while True:
        terrain = {
            h: ("accessible" if t in ("sheltered", "inaccessible", "cave") else t)
            for h, t in base.terrain.items()
        }
        volcano = [h for h, t in sorted(terrain.items()) if t == "accessible" and base.level_of(h)]
        rng.shuffle(volcano)
        for kind in ("sheltered", "inaccessible"):
            for _ in range(base.loose[kind]):
                terrain[volcano.pop()] = kind
        caves = []
        for level in range(1, base.top_level + 1):
            ring = ORIGIN.ring(base.ring_of_level(level))
            half = ring[: len(ring) // 2]
            pairs = [h for h in half if terrain[h] == terrain[Hex(-h.q, -h.r)] == "accessible"]
            if not pairs:
                break
            mouth = rng.choice(pairs)
            other = Hex(-mouth.q, -mouth.r)
            terrain[mouth] = terrain[other] = "cave"
            caves.append((mouth, other))
        top_ring = ORIGIN.ring(1)
        if len(caves) < base.top_level or sum(terrain[h] != "inaccessible" for h in top_ring) < 3:
            continue
        ground = [h for h, t in sorted(terrain.items())
                  if t in TREASURE_GROUND and base.level_of(h)]
        rng.shuffle(ground)
        return Board(
            name=f"The {players}-player volcano (random setup)",
            players=players,
            setup="random",
            top_level=base.top_level,
            sea_radius=base.sea_radius,
            terrain=terrain,
            power_hexes=base.power_hexes,
            places=base.places,
            caves=tuple(caves),
            treasure_spots=tuple(ground[:8]),
            loose=base.loose,
        )


def board_for(players: int, setup: str, rng: GameRng) -> Board:
    return random_board(players, rng) if setup == "random" else load_board(players)
