"""The field and the Now track as data: nodes in realization order, rings, phases.

A node is named by its number in realization order: 0 is the centre, then
ring 1 clockwise from its first node (1-6), ring 2 (7-18) and so on to 60.
``V616`` is the V616 Mon node the Collapse Generator opens beside the field;
``BEYOND`` stands for any node past the edge (later than every field node).

>>> FIELD.name(0), FIELD.name(9), FIELD.name(V616)
('the centre', 'the 3rd node of ring 2', 'V616 Mon')
>>> FIELD.radius[60], len(FIELD.hexes)
(4, 61)
>>> TRACK.phase_of(5), TRACK.last_round(1), TRACK.pre_realization(5)
(1, 5, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Annotated

from game.core.content import HexPair, load_content
from game.core.errors import ContentError
from game.core.hexgrid import DIRECTIONS, Hex
from game.core.schema import Meta, Natural, Positive, Schema

V616 = 61
BEYOND = -1


def ordinal(n: int) -> str:
    """``1`` -> ``"1st"``, ``12`` -> ``"12th"``, ``22`` -> ``"22nd"``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _clockwise_angle(h: Hex) -> float:
    """Angle from straight up, clockwise, with flat-top hexes and y pointing down."""
    x, y = 1.5 * h.q, math.sqrt(3) * (h.r + h.q / 2)
    return math.atan2(x, -y) % (2 * math.pi)


@dataclass(frozen=True)
class Field:
    """The 61 nodes, their rings and neighbours, and the Stabilizer's symmetry groups."""

    hexes: tuple[Hex, ...]  # by node number
    radius: tuple[int, ...]
    place: tuple[int, ...]  # 1-based place of a node in its ring's order
    rings: tuple[tuple[int, ...], ...]  # node numbers of each ring, in order
    neighbours: tuple[tuple[int, ...], ...]  # by node, by direction 0-5 (BEYOND past the edge)
    groups: dict[int, tuple[int, ...]]  # node -> its symmetry group (itself first)
    v616_extraction: int

    def name(self, node: int) -> str:
        """How a player names a node: "the centre", "the 3rd node of ring 2", "V616 Mon"."""
        if node == V616:
            return "V616 Mon"
        if node == 0:
            return "the centre"
        return f"the {ordinal(self.place[node])} node of ring {self.radius[node]}"

    def is_later(self, node: int, other: int) -> bool:
        """Is ``other`` later in time than ``node`` (anything beyond the edge is)?"""
        return other == BEYOND or other > node

    def distance(self, a: int, b: int) -> int:
        return self.hexes[a].distance(self.hexes[b])

    def direction(self, a: int, b: int) -> int:
        """The direction (0-5) from node ``a`` to its neighbour ``b``, or -1."""
        return _DIRECTIONS.get((a, b), -1)

    def adjacent(self, node: int) -> list[int]:
        """The field nodes next to ``node`` (never V616 Mon, never beyond)."""
        if node == V616:
            return []
        return [n for n in self.neighbours[node] if n != BEYOND]

    def symmetric(self, node: int) -> tuple[int, ...]:
        """The node and the two nodes of its ring a third of a turn away (the centre alone)."""
        return self.groups.get(node, (node,))


class RingEntry(Schema):
    radius: Natural
    first: HexPair
    nodes: list[HexPair]


class V616Entry(Schema):
    name: str
    extraction: Natural


class FieldFile(Schema):
    pointer: HexPair
    beyond_radius: Annotated[int, Meta(ge=5, le=5)]
    rings: list[RingEntry]
    v616_mon: V616Entry
    symmetry_groups: list[tuple[HexPair, HexPair, HexPair]]
    about: str = ""
    symmetry_about: str = ""


def read_field(file: str) -> Field:
    """The field, checked: rings 0-4 clockwise from the pointer's ray, symmetry groups."""
    loaded = load_content(file, FieldFile)
    pointer = Hex(*loaded.pointer)
    if pointer not in DIRECTIONS:
        raise ContentError(file, "pointer", "the pointer is one of the six directions")
    hexes: list[Hex] = []
    rings: list[tuple[int, ...]] = []
    radius: list[int] = []
    place: list[int] = []
    for k, ring in enumerate(loaded.rings):
        if ring.radius != k:
            raise ContentError(file, f"rings[{k}].radius", f"rings go from 0 outwards: {k}")
        first = Hex(*ring.first)
        if first != pointer.scale(k):
            raise ContentError(file, f"rings[{k}].first",
                               "the first node of every ring lies on the pointer's ray")
        nodes = [Hex(*n) for n in ring.nodes]
        start = _clockwise_angle(first)
        expected = sorted(Hex(0, 0).ring(k), key=lambda h: (
            (_clockwise_angle(h) - start) % (2 * math.pi) - (1 if h == first else 0)))
        if nodes != expected:
            raise ContentError(file, f"rings[{k}].nodes", f"ring {k} must list its "
                               f"{len(expected)} nodes clockwise from the first")
        rings.append(tuple(range(len(hexes), len(hexes) + len(nodes))))
        hexes += nodes
        radius += [k] * len(nodes)
        place += list(range(1, len(nodes) + 1))
    if len(rings) != loaded.beyond_radius:
        raise ContentError(file, "rings", f"the field has rings 0-{loaded.beyond_radius - 1}")
    number = {h: i for i, h in enumerate(hexes)}
    neighbours = tuple(tuple(number.get(h + d, BEYOND) for d in DIRECTIONS) for h in hexes)
    groups: dict[int, tuple[int, ...]] = {}
    for i, group in enumerate(loaded.symmetry_groups):
        where = f"symmetry_groups[{i}]"
        members = [number.get(Hex(*pair), -1) for pair in group]
        turned = {Hex(*group[0]).rotate(2 * k) for k in range(3)}
        if -1 in members or {Hex(*pair) for pair in group} != turned or 0 in members:
            raise ContentError(file, where, "a group is a node of rings 1-4 and its two turns "
                               "by a third of a circle about the centre")
        for m in members:
            if m in groups:
                raise ContentError(file, where, f"{list(hexes[m].to_json())} is in two groups")
            groups[m] = (m, *(o for o in members if o != m))
    if len(groups) != len(hexes) - 1:
        raise ContentError(file, "symmetry_groups", "every node but the centre is in a group")
    return Field(tuple(hexes), tuple(radius), tuple(place), tuple(rings), neighbours, groups,
                 loaded.v616_mon.extraction)


@dataclass(frozen=True)
class Track:
    """The Now track: rounds, phases (phase k realizes ring k) and the periods."""

    rounds: int
    phases: tuple[tuple[int, int], ...]  # (first round, last round) of each phase
    safety: tuple[int, int]
    artifacts: tuple[int, int]
    pre_rounds: frozenset[int]
    start_points: int
    points_spaces: int

    def phase_of(self, round_: int) -> int:
        for k, (first, last) in enumerate(self.phases):
            if first <= round_ <= last:
                return k
        raise ValueError(f"round {round_} is not on the Now track")

    def last_round(self, phase: int) -> int:
        return self.phases[phase][1]

    def is_phase_end(self, round_: int) -> bool:
        return round_ == self.last_round(self.phase_of(round_))

    def safe(self, round_: int) -> bool:
        return self.safety[0] <= round_ <= self.safety[1]

    def artifacts_open(self, round_: int) -> bool:
        return self.artifacts[0] <= round_ <= self.artifacts[1]

    def pre_realization(self, round_: int) -> bool:
        return round_ in self.pre_rounds


class PhaseEntry(Schema):
    phase: Natural
    first_round: Positive
    last_round: Positive
    colour: str


class Span(Schema):
    first_round: Positive
    last_round: Positive


class Periods(Schema):
    safety: Span
    artifacts: Span
    pre_realization: list[Positive]


class PointsTrack(Schema):
    start: Natural
    spaces: Positive
    fifteen_token: Positive


class TrackFile(Schema):
    rounds: Positive
    phases: list[PhaseEntry]
    periods: Periods
    points_track: PointsTrack
    about: str = ""


def read_track(file: str) -> Track:
    """The Now track, checked: 5 contiguous phases, pre-realization at their ends."""
    loaded = load_content(file, TrackFile)
    phases: list[tuple[int, int]] = []
    for k, phase in enumerate(loaded.phases):
        expected = phases[-1][1] + 1 if phases else 1
        if phase.phase != k or phase.first_round != expected or phase.last_round < expected:
            raise ContentError(file, f"phases[{k}]", f"phase {k} must start at round {expected}")
        phases.append((phase.first_round, phase.last_round))
    if len(phases) != 5 or phases[-1][1] != loaded.rounds:
        raise ContentError(file, "phases", f"5 phases must cover rounds 1-{loaded.rounds}")
    periods = loaded.periods
    pre = frozenset(periods.pre_realization)
    if pre != {last for _, last in phases[1:]}:
        raise ContentError(file, "periods.pre_realization",
                           "pre-realization is the last round of each phase from phase 1 on")
    for name in ("safety", "artifacts"):
        span = getattr(periods, name)
        if not 1 <= span.first_round <= span.last_round <= loaded.rounds:
            raise ContentError(file, f"periods.{name}", "must lie on the track")
    return Track(loaded.rounds, tuple(phases),
                 (periods.safety.first_round, periods.safety.last_round),
                 (periods.artifacts.first_round, periods.artifacts.last_round), pre,
                 loaded.points_track.start, loaded.points_track.spaces)


FIELD = read_field("levels/the_now/field.json")
_DIRECTIONS = {(a, b): d for a, row in enumerate(FIELD.neighbours) for d, b in enumerate(row)
               if b != BEYOND}
TRACK = read_track("levels/the_now/track.json")
