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
anomaly) spreads over every space that may carry the announced label. Each
candidate carries a trail (``trails``): the labels heard on the way to
it, had the piece stood there; a walk that contradicts itself or the census
is dropped, and what every trail agrees on is written into the map, so once
a piece is pinned down everything it heard on the way is learned. Labels that
occur once on the island (a fruit, a camp, a mirage, an anomaly token) then
pin the piece down whenever they are heard again. The Bush and the Rock are
followed the same way (``tracks``). What narrows a piece without moving it is
read in ``senses``, the piece's own moves in ``arrivals``.

The belief of a notebook prefix is cached by the identity of the notebook's
entries (the state appends them and never changes them), so each decision
only reads what is new; the result equals a fresh read of the whole notebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.hexgrid import Hex
from game.games.paradox_island.bots.arrivals import ALL_SPACES, Arrivals, walk
from game.games.paradox_island.bots.senses import Senses
from game.games.paradox_island.bots.tracks import read_track
from game.games.paradox_island.bots.trails import ANOMALY_SPACES, EMPTY, Trail, common
from game.games.paradox_island.rules.catalog import anomaly_tokens, characters
from game.games.paradox_island.rules.island import (
    FRUITS,
    HEX_INDEX,
    LAKE_SHAPES,
    SPACES,
    direction_index,
    parts_of,
)

__all__ = ["ALL_SPACES", "CENSUS", "DISTANCE", "Belief", "belief_of", "walk"]

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


@dataclass
class Belief(Senses, Arrivals):
    """Candidate spaces per piece and the labels known for certain."""

    pieces: int
    start_fruits: list[str | None] = field(default_factory=list)
    at: list[set[int]] = field(default_factory=list)
    trails: list[dict[int, Trail]] = field(default_factory=list)
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
    op_at: dict[str, set[int]] = field(default_factory=dict)
    wave_parts: tuple[int, ...] = ()
    peeked: int | None = None
    sailor: int = 0
    corner_options: list[set[int]] = field(default_factory=list)
    sunk: dict[int, tuple[int, Trail]] = field(default_factory=dict)
    corner_marks: int = 0
    corners_mission: bool = False

    def __post_init__(self) -> None:
        n = self.pieces
        self.start_fruits = [None] * n
        self.at = [set() for _ in range(n)]
        self.trails = [{} for _ in range(n)]
        self.lying = [False] * n
        self.last_label = [""] * n
        self.last_dir = [None] * n
        self.before_ocean = [set() for _ in range(n)]
        self.shores = [set() for _ in range(n)]
        self.corner_options = [set() for _ in range(n)]
        self.move = [None] * n

    def copy(self) -> Belief:
        twin = Belief(self.pieces)
        twin.__dict__.update({
            "start_fruits": list(self.start_fruits), "at": [set(s) for s in self.at],
            "trails": [dict(t) for t in self.trails],
            "lying": list(self.lying), "known": dict(self.known), "used": dict(self.used),
            "last_label": list(self.last_label), "last_dir": list(self.last_dir),
            "before_ocean": [set(s) for s in self.before_ocean],
            "shores": [set(s) for s in self.shores], "names": list(self.names),
            "corner_options": [set(s) for s in self.corner_options],
            "move": list(self.move),
            "bonus": self.bonus, "corners_done": set(self.corners_done),
            "visited": set(self.visited), "op_seen": dict(self.op_seen),
            "op_at": {k: set(v) for k, v in self.op_at.items()},
            "wave_parts": self.wave_parts, "peeked": self.peeked, "sailor": self.sailor,
            "sunk": dict(self.sunk), "corner_marks": self.corner_marks,
            "corners_mission": self.corners_mission,
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

    def fits(self, trail: Trail, space: int, label: str) -> bool:
        return trail.fits(space, label, self.known, self.used, CENSUS)

    def place(self, piece: int, hypotheses: dict[int, Trail]) -> None:
        """The piece's candidate spaces, each with its trail; what all agree on is learned."""
        kept = {s: t for s, t in hypotheses.items()
                if all(self.known.get(x, lb) == lb for x, lb in t.labels.items())}
        hypotheses = kept or hypotheses
        self.trails[piece] = hypotheses
        self.at[piece] = set(hypotheses)
        shared = common(list(hypotheses.values()))
        for space, label in shared.labels.items():
            self.learn(space, label)
        self.visited |= shared.visited

    def settle(self, piece: int, found: dict[int, list[Trail]], label: str,
               fallback: set[int]) -> None:
        """The piece is now on one of ``found`` (each reached on the listed trails), or,
        if the reasoning failed, on one of ``fallback``."""
        hypotheses = {}
        for space, trails in found.items():
            trail = common(trails)
            if self.fits(trail, space, label):
                hypotheses[space] = trail.extend(space, label, True)
        if not hypotheses:  # the trails ruled every space out: fall back on the census
            spaces = {s for s in found if self.can_be(s, label)} \
                or {s for s in fallback if self.can_be(s, label)} or set(fallback)
            hypotheses = {s: EMPTY.extend(s, label, True) for s in spaces}
        self.last_label[piece] = label
        self.place(piece, hypotheses)

    def spread(self, piece: int, spaces: set[int]) -> dict[int, list[Trail]]:
        """A move OP makes without a direction: any of ``spaces``, on what all trails share."""
        base = [common(list(self.trails[piece].values()))]
        return {s: base for s in spaces}

    def read(self, entry: dict[str, Any], seat: int) -> None:
        """Take in one announcement."""
        kind = entry["kind"]
        if self.sunk:
            self.sunk_corner(entry["kind"] == "mission_marked" and entry["seat"] == seat
                             and entry["label"] == "corner")
        read_track(self, entry, seat)
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
                self.place(piece, {space: EMPTY.extend(space, label, True)})
            else:
                self.place(piece, {s: EMPTY.extend(s, label, True)
                                   for s in self.spaces_for(label)})
        elif kind == "move_declared":
            self.move[piece] = (direction_index(entry["direction"]), entry["length"])
        elif kind == "bonus_used":
            self.bonus = entry["bonus"]
            if self.bonus == "peek":  # "seat.piece:direction" or an OP piece's name
                who = entry["option"].split(":")[0]
                self.peeked = int(who.split(".")[1]) if who.startswith(f"{seat}.") else None
        elif kind == "in_ocean":
            self.to_ocean(piece, entry)
        elif kind == "arrived":
            self.arrive(piece, entry)
        elif kind == "pushed":
            self.move[piece] = None
            self.bonus = "push"
            self.last_dir[piece] = direction_index(entry["direction"])
        elif kind == "met":
            self.met(piece, entry["pieces"])
        elif kind == "mission_marked" and entry["label"] == "corner":
            self.corner_marks += 1
            # A new corner was left: one the last piece in the sea may have counted.
            new = self.corner_options[self.sailor] - self.corners_done - {-1}
            if len(new) == 1:
                self.corners_done |= new
        elif kind == "on_side":
            self.lying[piece] = True
        elif kind == "oracle_answer":
            self.look(piece, direction_index(entry["direction"]), entry["label"])
        elif kind == "spaces_named":
            self.named(piece, entry)
        elif kind == "revived":
            self.lying[piece] = False
            label = f"camp:{entry['camp']}"
            self.settle(piece, self.spread(piece, self.spaces_for(label)), label, ALL_SPACES)
        elif kind == "perished":
            self.place(piece, {})
            self.lying[piece] = False
        elif kind == "attacked" and entry["by"] == "wave":
            here = self.where(piece)
            self.wave_parts = parts_of(here) if here is not None else ()


_CACHE: dict[tuple[int, int], list[tuple[int, Any, Belief]]] = {}
_CACHE_SIZE = 64
_READINGS = 8  # readings kept per notebook, the last used: a search's worlds grow one


def belief_of(view: dict[str, Any]) -> Belief:
    """The belief of the captive whose ``view`` this is (its notebook read in order).

    A few readings of each notebook are kept (its length and last entry): a world
    of the hard bot's search grows the captive's real notebook with entries of its
    own, and the next world reads on from the real one, not from the start."""
    seat = view["seat"]
    notebook: list[dict[str, Any]] = view["notebook"]
    pieces = len(view["captives"][seat - 1]["pieces"])
    key = (seat, id(notebook[0]) if notebook else 0)
    readings = _CACHE.get(key, []) if notebook else []
    hit = max((r for r in readings if r[0] <= len(notebook) and notebook[r[0] - 1] is r[1]),
              key=lambda r: r[0], default=None)
    if hit is not None:
        readings = [r for r in readings if r is not hit] + [hit]  # the last used stays
        belief, done = hit[2].copy(), hit[0]
    else:
        belief, done = Belief(pieces), 0
        mission = view["captives"][seat - 1]["mission"]
        belief.corners_mission = bool(mission and mission["kind"] == "corners")
        every = [p["name"] for board in view["captives"] for p in board["pieces"]]
        # A name said aloud tells which piece is meant only if no other piece bears it.
        belief.names = [characters()[p["name"]].name if p["name"] and every.count(p["name"]) == 1
                        else "" for p in view["captives"][seat - 1]["pieces"]]
    for entry in notebook[done:]:
        belief.read(entry, seat)
    if notebook:
        if key not in _CACHE and len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        if done < len(notebook):
            readings = [*readings, (len(notebook), notebook[-1], belief.copy())]
        _CACHE[key] = readings[-_READINGS:]
    return belief
