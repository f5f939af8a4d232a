"""The island: 37 spaces from 17 tiles inside a frame of six ocean parts.

Spaces are numbered 0..36 in reading order (top row first, west to east) on a
pointy-top hexagon of radius 3, so the compass of the captives' boards (E, NE,
NW, W, SW, SE) is the six hex directions. Ocean part ``k`` lies beyond the side
between the corners ``3·DIR[k]`` and ``3·DIR[k+1]``; a piece leaving a side
space in direction ``k`` or ``k+1`` enters it. A corner touches two parts.

>>> len(SPACES), len(CORNERS)
37 6
>>> exit_parts(HEX_INDEX[Hex(3, -1)], 0)
(0,)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from game.core.content import HexPair, by_id, load_content
from game.core.errors import ContentError
from game.core.hexgrid import DIRECTIONS, ORIGIN, Hex
from game.core.schema import Invalid, Schema

Compass = Literal["E", "NE", "NW", "W", "SW", "SE"]
Fruit = Literal["orange", "banana", "grapes", "cherries", "strawberry", "lime", "apple"]
SpaceKind = Literal["fruit", "camp", "oracle", "mirage", "knot", "portal", "anomaly"]
LakeShape = Literal["triangular", "L-shaped", "straight"]

DIRECTION_NAMES: tuple[str, ...] = get_args(Compass)
OCEAN_NAMES: tuple[str, ...] = ("NE", "N", "NW", "SW", "S", "SE")
FRUITS: tuple[str, ...] = get_args(Fruit)
SPACE_KINDS: tuple[str, ...] = get_args(SpaceKind)

SPACES: tuple[Hex, ...] = tuple(sorted(ORIGIN.spiral(3), key=lambda h: (h.r, h.q)))
HEX_INDEX: dict[Hex, int] = {h: i for i, h in enumerate(SPACES)}
CORNERS: frozenset[int] = frozenset(HEX_INDEX[DIRECTIONS[k].scale(3)] for k in range(6))
SIDES: tuple[frozenset[int], ...] = tuple(
    frozenset(HEX_INDEX[DIRECTIONS[k].scale(3) + DIRECTIONS[(k + 2) % 6].scale(j)]
              for j in range(4))
    for k in range(6)
)
LAKE_SHAPES: tuple[str, ...] = get_args(LakeShape)


def direction_index(name: str) -> int:
    """The index 0..5 of a compass name (E=0 ... SE=5)."""
    return DIRECTION_NAMES.index(name)


@cache
def step(space: int, direction: int) -> int | None:
    """The space next to ``space`` in ``direction``, or None for the ocean."""
    return HEX_INDEX.get(SPACES[space].neighbor(direction))


def line(space: int, direction: int) -> list[int]:
    """Every space from ``space`` (excluded) to the shore in ``direction``."""
    out = []
    here = step(space, direction)
    while here is not None:
        out.append(here)
        here = step(here, direction)
    return out


def far_end(space: int, direction: int) -> int:
    """The last space of the line through ``space`` going ``direction`` (Phil's crossing)."""
    ahead = line(space, direction)
    return ahead[-1] if ahead else space


def exit_parts(space: int, direction: int) -> tuple[int, ...]:
    """The ocean parts a piece reaches leaving ``space`` in ``direction`` (empty if inland)."""
    if step(space, direction) is not None:
        return ()
    return tuple(k for k in range(6) if space in SIDES[k] and direction in (k, (k + 1) % 6))


def parts_of(space: int) -> tuple[int, ...]:
    """The ocean parts a space touches (none inland, one on a side, two on a corner)."""
    return tuple(k for k in range(6) if space in SIDES[k])


def direction_between(a: int, b: int) -> int | None:
    """The direction from ``a`` to the adjacent ``b``, or None if not adjacent."""
    delta = SPACES[b] - SPACES[a]
    return DIRECTIONS.index(delta) if delta in DIRECTIONS else None


@dataclass(frozen=True)
class SpaceInfo:
    """What is printed on one space. ``name`` tells spaces of a kind apart for OP;
    ``label`` is what OP announces (knots are announced alike, portals by pair)."""

    kind: str
    name: str
    arrows: tuple[tuple[int, int], ...] = ()

    @property
    def label(self) -> str:
        if self.kind == "knot":
            return "knot"
        if self.kind == "oracle":
            return "oracle"
        return f"{self.kind}:{self.name}"


@dataclass(frozen=True)
class TileSpec:
    """One of the 17 tiles: its cells (unturned) and the spaces printed on them."""

    id: str
    cells: tuple[Hex, ...]
    spaces: tuple[SpaceInfo, ...]
    lake: str = ""


@dataclass(frozen=True)
class Placement:
    """A tile laid on the island: ``anchor`` is where its first cell goes."""

    tile: str
    anchor: Hex
    turn: int

    def to_json(self) -> list[object]:
        return [self.tile, self.anchor.to_json(), self.turn]


def turned(cell: Hex, turn: int) -> Hex:
    return cell.rotate(turn)


def placed_cells(spec: TileSpec, anchor: Hex, turn: int) -> tuple[Hex, ...]:
    """The hexes a tile covers when its first cell is at ``anchor``, turned ``turn`` steps."""
    return tuple(anchor + turned(c, turn) for c in spec.cells)


# The tiles file's shape.


class SpaceEntry(Schema):
    kind: SpaceKind
    name: str
    arrows: list[tuple[Compass, Compass]] = []

    def __post_init__(self) -> None:
        if self.kind == "fruit" and self.name not in FRUITS:
            raise Invalid("name", f"{self.name!r} is not one of: {', '.join(FRUITS)}")
        if self.kind != "knot" and self.arrows:
            raise Invalid("arrows", "only an Escher knot has arrows")
        sides = sorted(direction_index(d) for pair in self.arrows for d in pair)
        if self.kind == "knot" and sides != list(range(6)):
            raise Invalid("arrows", "an Escher knot's 3 arrows must join the 6 sides in pairs")


class TwoSpaceTile(Schema):
    id: str
    spaces: tuple[SpaceEntry, SpaceEntry]


class LakeTile(Schema):
    id: str
    shape: LakeShape
    cells: list[HexPair]


class TilesFile(Schema):
    lakes: list[LakeTile]
    tiles: list[TwoSpaceTile]
    portal_colours: dict[str, str]
    about: str = ""


@cache
def tile_specs() -> dict[str, TileSpec]:
    """The 17 tiles from ``levels/paradox_island/tiles.json``, checked."""
    return read_tiles("levels/paradox_island/tiles.json")


def read_tiles(file: str) -> dict[str, TileSpec]:
    """The tiles of a tiles file by id; a bad file names its file and field."""
    loaded = load_content(file, TilesFile)
    specs: dict[str, TileSpec] = {}
    for lake in by_id(file, "lakes", loaded.lakes).values():
        cells = tuple(Hex(*c) for c in lake.cells)
        spaces = tuple(SpaceInfo("lake", lake.shape) for _ in cells)
        specs[lake.id] = TileSpec(lake.id, cells, spaces, lake.shape)
    for tile in by_id(file, "tiles", loaded.tiles).values():
        spaces = tuple(
            SpaceInfo(s.kind, s.name, tuple((direction_index(a), direction_index(b))
                                            for a, b in s.arrows))
            for s in tile.spaces
        )
        specs[tile.id] = TileSpec(tile.id, (Hex(0, 0), Hex(1, 0)), spaces)
    _check_census(file, specs)
    return specs


def _check_census(file: str, specs: dict[str, TileSpec]) -> None:
    counts: dict[str, int] = {}
    for spec in specs.values():
        for space in spec.spaces:
            key = space.kind if space.kind not in ("fruit",) else f"fruit:{space.name}"
            counts[key] = counts.get(key, 0) + 1
    wanted = {"lake": 9, "camp": 2, "oracle": 2, "mirage": 3, "knot": 3, "portal": 6, "anomaly": 5}
    wanted.update({f"fruit:{f}": 1 for f in FRUITS})
    if counts != wanted or sum(len(s.cells) for s in specs.values()) != 37:
        raise ContentError(file, "tiles",
                           f"the tiles must hold the book's 37 spaces, found {counts}")


@dataclass(frozen=True)
class Island:
    """A built island: what is on each space, and the lakes as groups of spaces."""

    placements: tuple[Placement, ...]
    spaces: tuple[SpaceInfo, ...]
    lake_of: tuple[int, ...]  # lake number 0..2 per space, -1 off lakes
    lakes: tuple[tuple[int, ...], ...]

    @classmethod
    def from_placements(cls, placements: tuple[Placement, ...]) -> Island:
        """Lay the tiles; raises ``ValueError`` unless they fill the hexagon exactly."""
        specs = tile_specs()
        cells: dict[int, SpaceInfo] = {}
        lake_of = [-1] * 37
        lakes: list[tuple[int, ...]] = []
        if sorted(p.tile for p in placements) != sorted(specs):
            raise ValueError("every one of the 17 tiles must be laid exactly once")
        for p in placements:
            spec = specs[p.tile]
            covered = []
            for h, info in zip(placed_cells(spec, p.anchor, p.turn), spec.spaces, strict=True):
                if h not in HEX_INDEX or HEX_INDEX[h] in cells:
                    raise ValueError(f"tile {p.tile} overlaps or leaves the island at {h}")
                turned = tuple(((a + p.turn) % 6, (b + p.turn) % 6) for a, b in info.arrows)
                cells[HEX_INDEX[h]] = SpaceInfo(info.kind, info.name, turned)
                covered.append(HEX_INDEX[h])
            if spec.lake:
                for i in covered:
                    lake_of[i] = len(lakes)
                lakes.append(tuple(sorted(covered)))
        return cls(placements, tuple(cells[i] for i in range(37)), tuple(lake_of), tuple(lakes))

    def find(self, kind: str, name: str | None = None) -> list[int]:
        """Spaces of a kind (and name), in space order."""
        return [i for i, s in enumerate(self.spaces)
                if s.kind == kind and (name is None or s.name == name)]

    def fruit_space(self, fruit: str) -> int:
        return self.find("fruit", fruit)[0]

    def twin_portal(self, space: int) -> int:
        name = self.spaces[space].name
        return next(i for i in self.find("portal", name) if i != space)

    def lake_spaces(self, space: int) -> tuple[int, ...]:
        """The spaces of the lake ``space`` is in (just itself off lakes)."""
        lake = self.lake_of[space]
        return self.lakes[lake] if lake >= 0 else (space,)

    def knot_exit(self, space: int, came_from: int) -> int:
        """The side an Escher knot sends a piece out of, entering by side ``came_from``."""
        for a, b in self.spaces[space].arrows:
            if came_from == a:
                return b
            if came_from == b:
                return a
        raise ValueError("an Escher knot joins every side")

    def layout(self) -> list[dict[str, object]]:
        """Every space with its hex, kind, name and label (OP's screen)."""
        return [{"space": i, "hex": SPACES[i].to_json(), "kind": s.kind, "name": s.name,
                 "label": s.label} for i, s in enumerate(self.spaces)]
