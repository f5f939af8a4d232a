"""Loop's content: a level's board, tracker and charts, loaded from ``levels/loop``.

The tower is read top to bottom on flat-top hexes (axial ``Hex``). Each hex
has three downward paths: ``left`` (its SW neighbour), ``middle`` (S) and
``right`` (SE). A hex's *depth* is ``q + 2r``: left and right go one depth
down, middle two. A bad file raises ``ContentError`` naming file and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Generic, Literal, TypeVar, get_args

from msgspec import field

from game.core.content import HexPair, load_content
from game.core.errors import ContentError
from game.core.hexgrid import Hex
from game.core.schema import Meta, Natural, Schema

T = TypeVar("T")

Direction = Literal["left", "middle", "right"]
#: "" is a plain hex (any value 1-6); on Level 3 plain hexes get a rolled symbol.
HexSymbol = Literal["", "+", "-", "=", "blast", "blast2", "bridge", "portal", "start"]
RolledSymbol = Literal["+", "-", "="]
TrackerSymbol = Literal["", "start", "blast", "blast2", "bridge", "infinity"]

DIRECTIONS: dict[str, Hex] = {"left": Hex(-1, 1), "middle": Hex(0, 1), "right": Hex(1, 0)}
DIRECTION_NAMES: tuple[str, ...] = get_args(Direction)
HEX_SYMBOLS: tuple[str, ...] = get_args(HexSymbol)
ROLLED_SYMBOLS: tuple[str, ...] = get_args(RolledSymbol)
TRACKER_SYMBOLS: tuple[str, ...] = get_args(TrackerSymbol)


def depth(h: Hex) -> int:
    """How far down the tower a hex sits (the top hex is 0)."""
    return h.q + 2 * h.r


class Band(Schema):
    """A colour band of the # Dice chart: hexes from ``from_depth`` down earn ``dice``."""

    from_depth: Natural
    dice: Annotated[int, Meta(ge=4, le=8)]
    colour: str


@dataclass(frozen=True)
class Level:
    """Everything printed on one level's sheet."""

    number: int
    name: str
    symbols: dict[Hex, str]
    gray: frozenset[Hex]
    start: Hex
    portals: tuple[Hex, Hex]
    removed: frozenset[tuple[Hex, str]]
    tracker: tuple[str, ...]
    roll_map: dict[int, tuple[str, ...]]
    bands: tuple[Band, ...]
    max_hold: dict[int, int] | None
    symbol_roll: dict[int, str] | None

    def target(self, h: Hex, direction: str) -> Hex | None:
        """The hex a downward path leads to, or None if the path does not exist."""
        if h in self.gray or (h, direction) in self.removed:
            return None
        to = h + DIRECTIONS[direction]
        return to if to in self.symbols else None

    def paths(self, h: Hex) -> list[tuple[str, Hex]]:
        """The existing downward paths of ``h`` as (direction, target)."""
        out = []
        for d in DIRECTION_NAMES:
            to = self.target(h, d)
            if to is not None:
                out.append((d, to))
        return out

    def band(self, h: Hex) -> Band:
        """The # Dice chart band of a hex."""
        found = self.bands[0]
        for band in self.bands:
            if depth(h) >= band.from_depth:
                found = band
        return found


# A level file's shape.


class HexEntry(Schema):
    at: HexPair
    symbol: HexSymbol
    gray: bool = False


class RemovedPath(Schema):
    at: HexPair
    direction: Direction


class PerDie(Schema, Generic[T]):
    """One value for each die face, written ``{"1": ..., ..., "6": ...}``."""

    one: T = field(name="1")
    two: T = field(name="2")
    three: T = field(name="3")
    four: T = field(name="4")
    five: T = field(name="5")
    six: T = field(name="6")

    def by_face(self) -> dict[int, T]:
        return dict(enumerate((self.one, self.two, self.three, self.four, self.five, self.six),
                              start=1))


class MaxHold(Schema):
    """How many dice may be held, by the number of dice rolled (at most all of them)."""

    four: Annotated[int, Meta(ge=0, le=4)] = field(name="4")
    five: Annotated[int, Meta(ge=0, le=5)] = field(name="5")
    six: Annotated[int, Meta(ge=0, le=6)] = field(name="6")
    seven: Annotated[int, Meta(ge=0, le=7)] = field(name="7")
    eight: Annotated[int, Meta(ge=0, le=8)] = field(name="8")

    def by_dice(self) -> dict[int, int]:
        return dict(enumerate((self.four, self.five, self.six, self.seven, self.eight),
                              start=4))


class LevelFile(Schema):
    name: str
    hexes: list[HexEntry]
    tracker: list[TrackerSymbol]
    roll_map: PerDie[list[Direction]]
    dice_bands: list[Band]
    removed_paths: list[RemovedPath] = []
    max_hold: MaxHold | None = None
    symbol_roll: PerDie[RolledSymbol] | None = None


def level_file(number: int) -> str:
    """The repository-relative content file of a level."""
    return f"levels/loop/level{number}.json"


@cache
def load_level(number: int) -> Level:
    """Load and check one level by number (cached)."""
    return read_level(level_file(number), number)


def read_level(source: str | Path, number: int) -> Level:
    """Load and check a level file by repository-relative name or by path."""
    file = str(source)
    loaded = load_content(file, LevelFile)
    symbols: dict[Hex, str] = {}
    gray: set[Hex] = set()
    for i, entry in enumerate(loaded.hexes):
        at = Hex(*entry.at)
        if at in symbols:
            raise ContentError(file, f"hexes[{i}].at", f"hex {at} is listed twice")
        symbols[at] = entry.symbol
        if entry.gray:
            gray.add(at)
    starts = [h for h, s in symbols.items() if s == "start"]
    if len(starts) != 1:
        raise ContentError(file, "hexes", f"needs exactly one start hex, has {len(starts)}")
    if any(depth(h) <= depth(starts[0]) for h in symbols if h != starts[0]):
        raise ContentError(file, "hexes", "the start hex must be the single top hex")
    portals = sorted((h for h, s in symbols.items() if s == "portal"), key=lambda h: h.q)
    if len(portals) != 2 or not all(p in gray for p in portals):
        raise ContentError(file, "hexes", "needs exactly two portal hexes, both gray")
    removed = frozenset((Hex(*r.at), r.direction) for r in loaded.removed_paths)
    tracker = tuple(loaded.tracker)
    if len(tracker) < 2 or tracker[0] != "start" or tracker[-1] != "infinity":
        raise ContentError(file, "tracker", "must start with 'start' and end with 'infinity'")
    if tracker.count("infinity") != 1:
        raise ContentError(file, "tracker", "has exactly one infinity square, at the end")
    roll_map = {v: tuple(paths) for v, paths in loaded.roll_map.by_face().items()}
    if roll_map[3]:
        raise ContentError(file, "roll_map.3", "a 3 never fills paths (Decoherence Rules)")
    bands = tuple(loaded.dice_bands)
    if not bands or bands[0].from_depth != 0 or bands[0].dice != 4:
        raise ContentError(file, "dice_bands", "the first band starts at depth 0 with 4 dice")
    if any(a.from_depth >= b.from_depth or a.dice > b.dice for a, b in pairwise(bands)):
        raise ContentError(file, "dice_bands", "bands must go down the tower with growing dice")
    return Level(
        number, loaded.name, symbols, frozenset(gray), starts[0],
        (portals[0], portals[1]), removed, tracker, roll_map, bands,
        loaded.max_hold.by_dice() if loaded.max_hold else None,
        loaded.symbol_roll.by_face() if loaded.symbol_roll else None,
    )
