"""A captive's belief about the island, built only from what it heard.

The belief holds, for each of the captive's pieces, the set of spaces it may
stand on, and a map of the spaces whose label is certain. Both come from the
captive's notebook (every announcement it heard, in order), the marks OP drew
on its map (the starting fruit), and its own moves. The island's census and
geometry are public (the tiles are in the box): 37 spaces in a hexagon, so a
move either lands on a space or reaches the ocean, and each label appears a
known number of times.

Every update keeps each candidate whose outcome matches the announcement, so
the true space is never dropped (the belief is a sound over-approximation):
a piece moved without a direction (a portal, an Escher knot, a lake exit, an
anomaly) spreads over every space that may carry the announced label. A
label is written into the map only when the piece's candidates shrink to one
space. Labels that occur once on the island (a fruit, a camp, a mirage, an
anomaly token) then pin the piece down whenever they are heard again.

The belief of a notebook prefix is cached by the identity of the notebook's
entries (the state appends them and never changes them), so each decision
only reads what is new; the result equals a fresh read of the whole notebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.hexgrid import Hex
from game.games.paradox_island.catalog import anomaly_tokens, characters
from game.games.paradox_island.island import (
    CORNERS,
    FRUITS,
    HEX_INDEX,
    LAKE_SHAPES,
    SPACES,
    direction_index,
    far_end,
    line,
    parts_of,
    step,
)

ALL_SPACES: frozenset[int] = frozenset(range(len(SPACES)))
DISTANCE: tuple[tuple[int, ...], ...] = tuple(
    tuple(a.distance(b) for b in SPACES) for a in SPACES
)


def _census() -> dict[str, int]:
    out = {f"fruit:{f}": 1 for f in FRUITS}
    out.update({"camp:A": 1, "camp:B": 1, "oracle": 2, "knot": 3, "mirage:snakes": 1,
                "mirage:zombies": 1, "mirage:UFOs": 1, "portal:1": 2, "portal:2": 2,
                "portal:3": 2})
    out.update({f"lake:{s}": 3 for s in LAKE_SHAPES})
    out.update({f"anomaly:{t}": 1 for t in anomaly_tokens()})
    return out


CENSUS: dict[str, int] = _census()
ANOMALY_SPACES = 5


def walk(space: int, direction: int, length: int) -> int | None:
    """Where a straight move of ``length`` from ``space`` stops (None: the ocean)."""
    here: int | None = space
    for _ in range(length):
        here = step(here, direction) if here is not None else None
    return here


@dataclass
class Belief:
    """Candidate spaces per piece and the labels known for certain."""

    pieces: int
    start_fruits: list[str | None] = field(default_factory=list)
    at: list[set[int]] = field(default_factory=list)
    lying: list[bool] = field(default_factory=list)
    known: dict[int, str] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    last_label: list[str] = field(default_factory=list)
    last_dir: list[int | None] = field(default_factory=list)
    before_ocean: list[set[int]] = field(default_factory=list)
    shores: list[set[int]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    move: list[tuple[int, int] | None] = field(default_factory=list)
    bonus: str = ""
    corners_done: set[int] = field(default_factory=set)
    visited: set[int] = field(default_factory=set)
    op_seen: dict[str, int | None] = field(default_factory=dict)
    wave_parts: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        n = self.pieces
        self.start_fruits = [None] * n
        self.at = [set() for _ in range(n)]
        self.lying = [False] * n
        self.last_label = [""] * n
        self.last_dir = [None] * n
        self.before_ocean = [set() for _ in range(n)]
        self.shores = [set() for _ in range(n)]
        self.move = [None] * n

    def copy(self) -> Belief:
        twin = Belief(self.pieces)
        twin.__dict__.update({
            "start_fruits": list(self.start_fruits), "at": [set(s) for s in self.at],
            "lying": list(self.lying), "known": dict(self.known), "used": dict(self.used),
            "last_label": list(self.last_label), "last_dir": list(self.last_dir),
            "before_ocean": [set(s) for s in self.before_ocean],
            "shores": [set(s) for s in self.shores], "names": list(self.names),
            "move": list(self.move),
            "bonus": self.bonus, "corners_done": set(self.corners_done),
            "visited": set(self.visited), "op_seen": dict(self.op_seen),
            "wave_parts": self.wave_parts,
        })
        return twin

    # What the map allows.

    def can_be(self, space: int, label: str) -> bool:
        """True if ``space`` may carry ``label`` given the certain labels and the census."""
        have = self.known.get(space)
        if have is not None:
            return have == label
        if self.used.get(label, 0) >= CENSUS.get(label, 1):
            return False
        return not (label.startswith("anomaly:") and self.used.get("anomaly", 0) >= ANOMALY_SPACES)

    def spaces_for(self, label: str, exclude: int | None = None) -> set[int]:
        return {s for s in ALL_SPACES if s != exclude and self.can_be(s, label)}

    def learn(self, space: int, label: str) -> None:
        if label in ("", "ocean", "gone") or space in self.known:
            return
        self.known[space] = label
        self.used[label] = self.used.get(label, 0) + 1
        if label.startswith("anomaly:"):
            self.used["anomaly"] = self.used.get("anomaly", 0) + 1

    def where(self, piece: int) -> int | None:
        """The piece's space if the belief is certain of it."""
        return next(iter(self.at[piece])) if len(self.at[piece]) == 1 else None

    def lake_cells(self, space: int, label: str) -> set[int]:
        """The spaces that may belong to the lake the piece lies in (within 2 of it)."""
        return {s for s in ALL_SPACES if DISTANCE[space][s] <= 2 and self.can_be(s, label)}

    # Reading the notebook.

    def settle(self, piece: int, found: set[int], label: str, fallback: set[int]) -> None:
        """The piece is now on one of ``found`` (or, if the reasoning failed, ``fallback``)."""
        found = {s for s in found if self.can_be(s, label)}
        if not found:
            found = {s for s in fallback if self.can_be(s, label)} or set(fallback)
        self.at[piece] = found
        self.last_label[piece] = label
        if len(found) == 1:
            space = next(iter(found))
            self.learn(space, label)
            self.visited.add(space)

    def read(self, entry: dict[str, Any], seat: int) -> None:
        """Take in one announcement."""
        kind = entry["kind"]
        if kind == "op_moved" or kind == "op_piece_gone" or kind == "op_piece_back":
            self.read_op(entry, seat)
            return
        if kind == "wave_moved":
            self.wave_parts = ()
            return
        if entry.get("seat") != seat:
            return
        piece = entry.get("piece", 0)
        if kind == "start_fruit_chosen":
            label = f"fruit:{entry['fruit']}"
            self.start_fruits[piece] = label
            if entry["space"] is not None:
                space = HEX_INDEX[Hex.from_json(entry["space"])]
                self.learn(space, label)
                self.at[piece] = {space}
            else:
                self.at[piece] = self.spaces_for(label)
        elif kind == "move_declared":
            self.move[piece] = (direction_index(entry["direction"]), entry["length"])
        elif kind == "bonus_used":
            self.bonus = entry["bonus"]
        elif kind == "in_ocean":
            self.to_ocean(piece, entry)
        elif kind == "arrived":
            self.arrive(piece, entry)
        elif kind == "pushed":
            self.move[piece] = None
            self.bonus = "push"
            self.last_dir[piece] = direction_index(entry["direction"])
        elif kind == "met":
            here = self.where(piece)
            for name in ("bush", "rock"):
                if name in entry["pieces"]:
                    self.op_seen[name] = here
        elif kind == "on_side":
            self.lying[piece] = True
        elif kind == "oracle_answer":
            self.look(piece, direction_index(entry["direction"]), entry["label"])
        elif kind == "spaces_named":
            self.named(piece, entry)
        elif kind == "revived":
            self.lying[piece] = False
            label = f"camp:{entry['camp']}"
            self.settle(piece, self.spaces_for(label), label, ALL_SPACES)
        elif kind == "perished":
            self.at[piece] = set()
            self.lying[piece] = False
        elif kind == "attacked" and entry["by"] == "wave":
            here = self.where(piece)
            self.wave_parts = parts_of(here) if here is not None else ()
        elif kind == "piece_spotted" and entry["space"] is not None:
            self.op_seen[entry["op_piece"]] = HEX_INDEX[Hex.from_json(entry["space"])]
        elif kind == "scared_off":
            self.op_seen[entry["op_piece"]] = None

    def read_op(self, entry: dict[str, Any], seat: int) -> None:
        """Follow an OP piece while its space is certain (a spotted or met piece)."""
        name = entry["piece"]
        if entry["kind"] != "op_moved":
            self.op_seen[name] = None
            return
        mine = [i for i, n in enumerate(self.names) if n in entry["pieces"]]
        if len(mine) == 1 and self.where(mine[0]) is not None:
            self.op_seen[name] = self.where(mine[0])
            return
        here = self.op_seen.get(name)
        d = entry["direction"]
        if here is not None and entry["how"] == "move" and d:
            nxt = step(here, direction_index(d))
            self.op_seen[name] = nxt if nxt is not None and self.can_be(nxt, entry["label"]) \
                else None
        else:
            self.op_seen[name] = None

    def origins(self, piece: int) -> dict[int, set[int]]:
        """Each candidate space and the spaces a move may start from (a whole lake when lying)."""
        label = self.last_label[piece]
        if self.lying[piece] and label.startswith("lake:"):
            return {p: self.lake_cells(p, label) for p in self.at[piece]}
        return {p: {p} for p in self.at[piece]}

    def to_ocean(self, piece: int, entry: dict[str, Any]) -> None:
        move, self.move[piece] = self.move[piece], None
        shores: set[int] = set()
        if move is not None:
            d, length = move
            for starts in self.origins(piece).values():
                for s in starts:
                    if walk(s, d, length) is None:
                        shores |= {_last_land(s, d, length)}
            self.last_dir[piece] = d
        else:  # a push, a knot or an anomaly into the sea: the shore is on the same line
            shores = self._push_starts(piece)
            if self.bonus != "push":
                self.last_dir[piece] = None  # an Escher knot's or a fork's way out is unsaid
        self.bonus = ""
        self.before_ocean[piece] = set(self.at[piece])
        self.shores[piece] = shores or set(self.at[piece])
        corner = _only_corner(self.shores[piece])
        if corner is not None:
            self.corners_done.add(corner)
        self.at[piece] = set()
        self.lying[piece] = False

    def arrive(self, piece: int, entry: dict[str, Any]) -> None:
        label, how = entry["label"], entry["how"]
        prior = set(self.at[piece])
        last = self.last_label[piece]
        found: set[int]
        if how in ("move", "sprint") or (how == "bonus" and self.move[piece] is not None):
            move, self.move[piece] = self.move[piece], None
            d, length = move if move is not None else (0, 1)
            found = set()
            for starts in self.origins(piece).values():
                for s in starts:
                    dest = walk(s, d, length)
                    if dest is not None:
                        found.add(dest)
            self.last_dir[piece] = d
        elif how == "ocean_return":
            start = self.start_fruits[piece] or label
            found = self.spaces_for(start)
        elif how == "opposite":
            d = self.last_dir[piece]
            found = {far_end(s, (d + 3) % 6) for s in self.shores[piece]} \
                if d is not None else set(ALL_SPACES)
        elif how == "bonus":
            found = set(self.before_ocean[piece]) if self.bonus == "ocean_back" \
                else self.spaces_for(label)
            self.last_dir[piece] = None
        elif how == "portal":
            found = {s for p in prior for s in self.spaces_for(label, exclude=p)}
            self.last_dir[piece] = None
        elif how == "push":
            d = direction_index(entry["direction"])
            found = {s for p in self._push_starts(piece) for s in line(p, d)[:4]}
            self.last_dir[piece] = d
        elif how == "anomaly":
            found = self._anomaly_moves(piece, prior, last, entry)
        else:  # knot: any side but the one the piece came in by
            came = self.last_dir[piece]
            found = {n for p in prior for e in range(6)
                     if came is None or e != (came + 3) % 6
                     if (n := step(p, e)) is not None}
            self.last_dir[piece] = None
        self.bonus = ""
        self.lying[piece] = False
        self.settle(piece, found, label, ALL_SPACES)

    def _push_starts(self, piece: int) -> set[int]:
        return {s for starts in self.origins(piece).values() for s in starts}

    def _anomaly_moves(self, piece: int, prior: set[int], last: str,
                       entry: dict[str, Any]) -> set[int]:
        effect = anomaly_tokens().get(last.split(":", 1)[1], "") if last.startswith(
            "anomaly:") else ""
        if effect == "shove" and entry["direction"]:
            d = direction_index(entry["direction"])
            self.last_dir[piece] = d
            return {n for p in prior if (n := step(p, d)) is not None}
        if effect == "fork":
            self.last_dir[piece] = None
            return {n for p in prior for e in range(6) if (n := step(p, e)) is not None}
        self.last_dir[piece] = None
        return self.spaces_for(entry["label"])

    def look(self, piece: int, d: int, label: str) -> None:
        """An oracle (or a peek) named the space next to the piece toward ``d``."""
        keep = set()
        for p in self.at[piece]:
            nxt = step(p, d)
            if (label == "ocean") == (nxt is None) and (nxt is None or self.can_be(nxt, label)):
                keep.add(p)
        if keep:
            self.at[piece] = keep
        here = self.where(piece)
        if here is not None and step(here, d) is not None:
            self.learn(step(here, d), label)  # type: ignore[arg-type]

    def named(self, piece: int, entry: dict[str, Any]) -> None:
        """A line scan or a six-around: the count of spaces (and of ocean) narrows the piece."""
        labels = entry["labels"]
        keep = set()
        for p in self.at[piece]:
            if entry["bonus"] == "line_scan":
                ok = len(line(p, direction_index(entry["direction"]))) == len(labels)
            elif entry["bonus"] == "six_around":
                ok = sum(step(p, d) is None for d in range(6)) == labels.count("ocean")
            else:
                ok = True
            if ok:
                keep.add(p)
        if keep:
            self.at[piece] = keep
        if entry["bonus"] == "peek" and labels and labels[0] != "gone":
            self.look(piece, direction_index(entry["direction"]), labels[0])


def _last_land(space: int, d: int, length: int) -> int:
    here = space
    for _ in range(length):
        nxt = step(here, d)
        if nxt is None:
            return here
        here = nxt
    return here


def _only_corner(shores: set[int]) -> int | None:
    return next(iter(shores)) if len(shores) == 1 and shores <= CORNERS else None


_CACHE: dict[tuple[int, int], tuple[list[Any], int, Belief]] = {}
_CACHE_SIZE = 64


def belief_of(view: dict[str, Any]) -> Belief:
    """The belief of the captive whose ``view`` this is (its notebook read in order)."""
    seat = view["seat"]
    notebook: list[dict[str, Any]] = view["notebook"]
    pieces = len(view["captives"][seat - 1]["pieces"])
    key = (seat, id(notebook[0]) if notebook else 0)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] and hit[1] <= len(notebook) and notebook[0] is hit[0][0] \
            and notebook[hit[1] - 1] is hit[0][1]:
        belief, done = hit[2].copy(), hit[1]
    else:
        belief, done = Belief(pieces), 0
        belief.names = [characters()[p["name"]].name if p["name"] else ""
                        for p in view["captives"][seat - 1]["pieces"]]
    for entry in notebook[done:]:
        belief.read(entry, seat)
    if notebook:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = ([notebook[0], notebook[-1]], len(notebook), belief.copy())
    return belief
