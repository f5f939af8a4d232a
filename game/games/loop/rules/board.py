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

from game.core.content import Node, load_content
from game.core.hexgrid import Hex

DIRECTIONS: dict[str, Hex] = {"left": Hex(-1, 1), "middle": Hex(0, 1), "right": Hex(1, 0)}
DIRECTION_NAMES: tuple[str, ...] = ("left", "middle", "right")
#: "" is a plain hex (any value 1-6); on Level 3 plain hexes get a rolled symbol.
HEX_SYMBOLS: tuple[str, ...] = ("", "+", "-", "=", "blast", "blast2", "bridge", "portal", "start")
ROLLED_SYMBOLS: tuple[str, ...] = ("+", "-", "=")
TRACKER_SYMBOLS: tuple[str, ...] = ("", "start", "blast", "blast2", "bridge", "infinity")


def depth(h: Hex) -> int:
    """How far down the tower a hex sits (the top hex is 0)."""
    return h.q + 2 * h.r


@dataclass(frozen=True)
class Band:
    """A colour band of the # Dice chart: hexes from ``from_depth`` down earn ``dice``."""

    from_depth: int
    dice: int
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


def level_file(number: int) -> str:
    """The repository-relative content file of a level."""
    return f"levels/loop/level{number}.json"


@cache
def load_level(number: int) -> Level:
    """Load and check one level by number (cached)."""
    return read_level(level_file(number), number)


def read_level(source: str | Path, number: int) -> Level:
    """Load and check a level file by repository-relative name or by path."""
    root = load_content(str(source))
    symbols: dict[Hex, str] = {}
    gray: set[Hex] = set()
    for node in root.items("hexes"):
        at = _hex(node, "at")
        if at in symbols:
            raise node.fail(f"hex {at} is listed twice", "at")
        symbols[at] = node.str("symbol", HEX_SYMBOLS)
        if node.has("gray"):
            if not isinstance(node.data["gray"], bool):
                raise node.fail("must be true or false", "gray")
            if node.data["gray"]:
                gray.add(at)
    starts = [h for h, s in symbols.items() if s == "start"]
    if len(starts) != 1:
        raise root.fail(f"needs exactly one start hex, has {len(starts)}", "hexes")
    if any(depth(h) <= depth(starts[0]) for h in symbols if h != starts[0]):
        raise root.fail("the start hex must be the single top hex", "hexes")
    portals = sorted((h for h, s in symbols.items() if s == "portal"), key=lambda h: h.q)
    if len(portals) != 2 or not all(p in gray for p in portals):
        raise root.fail("needs exactly two portal hexes, both gray", "hexes")
    removed = set()
    for node in root.items("removed_paths") if root.has("removed_paths") else ():
        removed.add((_hex(node, "at"), node.str("direction", DIRECTION_NAMES)))
    tracker = tuple(root.str_list("tracker", TRACKER_SYMBOLS))
    if len(tracker) < 2 or tracker[0] != "start" or tracker[-1] != "infinity":
        raise root.fail("must start with 'start' and end with 'infinity'", "tracker")
    if tracker.count("infinity") != 1:
        raise root.fail("has exactly one infinity square, at the end", "tracker")
    roll = root.child("roll_map")
    roll_map = {v: tuple(roll.str_list(str(v), DIRECTION_NAMES)) for v in range(1, 7)}
    if roll_map[3]:
        raise roll.fail("a 3 never fills paths (Decoherence Rules)", "3")
    bands = []
    for node in root.items("dice_bands"):
        bands.append(Band(node.int("from_depth", 0), node.int("dice", 4, 8), node.str("colour")))
    if not bands or bands[0].from_depth != 0 or bands[0].dice != 4:
        raise root.fail("the first band starts at depth 0 with 4 dice", "dice_bands")
    if any(a.from_depth >= b.from_depth or a.dice > b.dice for a, b in pairwise(bands)):
        raise root.fail("bands must go down the tower with growing dice", "dice_bands")
    max_hold = None
    if root.has("max_hold"):
        node = root.child("max_hold")
        max_hold = {n: node.int(str(n), 0, n) for n in range(4, 9)}
    symbol_roll = None
    if root.has("symbol_roll"):
        node = root.child("symbol_roll")
        symbol_roll = {v: node.str(str(v), ROLLED_SYMBOLS) for v in range(1, 7)}
    return Level(
        number, root.str("name"), symbols, frozenset(gray), starts[0],
        (portals[0], portals[1]), frozenset(removed), tracker, roll_map, tuple(bands),
        max_hold, symbol_roll,
    )


def _hex(node: Node, field: str) -> Hex:
    values = node.int_list(field)
    if len(values) != 2:
        raise node.fail("a hex is written [q, r]", field)
    return Hex(values[0], values[1])
