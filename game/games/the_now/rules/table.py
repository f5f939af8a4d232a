"""The table: everything in a position of The Now, and the questions asked of it.

Nodes are numbered in realization order (``field.FIELD``); a player stands on
a node or on V616 Mon. Mechanics change a ``Table`` and append their events
to ``log``; ``state.TheNowState`` wraps it in the core contract.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.rng import GameRng
from game.core.values import Event
from game.games.the_now.rules.catalog import ARTIFACTS, CARDS, ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.events import PlayerOut, PointsChanged
from game.games.the_now.rules.field import BEYOND, FIELD, TRACK, V616


@dataclass
class Player:
    """One seat's pawn, supply, hands, tablet and cast artifacts."""

    colour: str
    pos: int = 0
    energy: int = 0
    points: int = 0
    history: list[int] = field(default_factory=list)  # points after each realized phase
    hand: list[str] = field(default_factory=list)  # event cards
    artifacts: list[str] = field(default_factory=list)  # artifact cards in hand
    cast: dict[str, dict[str, int]] = field(default_factory=dict)  # copy -> its tokens
    items: dict[str, int] = field(default_factory=dict)  # item -> level bought (1..)
    storage: int = 0  # energy in the Kinetic Storage
    amplifier: int = 0  # charges left on the Link Amplifier
    drawn: list[str] = field(default_factory=list)  # cards drawn to keep one of
    offered: list[str] = field(default_factory=list)  # setup: the three to replace from
    out: bool = False  # the sphere stopped: no energy left

    def cast_kinds(self) -> set[str]:
        return {artifact_kind(copy) for copy in self.cast}

    def cast_copy(self, kind: str) -> str | None:
        """The cast artifact of this kind (never two: see ``Table.may_cast``)."""
        return next((copy for copy in self.cast if artifact_kind(copy) == kind), None)


@dataclass
class Placed:
    """An event lying on a node (a card, the Origin, or a Tangle of Fates).

    ``edges`` is by field direction 0-5: ``[type, dir]`` of the link on that
    edge, or None. ``impact`` is the net of the impacts for (+) and against (-).
    """

    card: str
    organizer: int  # seat; -1 for the Origin
    token: str  # "yes" or "no": the side the organizer's token decides a tie for
    yes: str | None  # colour on the check arc (scores if the event occurs)
    no: str | None  # colour on the cross arc (scores if it does not)
    edges: list[list[str] | None]
    rotation: int = 0
    impact: int = 0
    bets: list[list[int]] = field(default_factory=list)  # Tangle: [seat, yes, no] tokens
    outcome: bool | None = None  # set at realization

    @property
    def is_tangle(self) -> bool:
        return artifact_kind(self.card) == "tangle_of_fates"


@dataclass
class Turn:
    """What the seat on turn has used up."""

    au: int = NUMBERS.activity_units
    moves: int = 0
    impacts: int = 0
    bought: bool = False
    attacked: bool = False
    discharged: bool = False
    used: dict[str, str] = field(default_factory=dict)  # artifact group -> copy used
    amplified: int = 0
    borrowed: int = 0
    offer: dict[str, Any] | None = None  # an exchange being drafted
    logistic: int = -1  # the node whose Logistic links are being laid


class Table:
    """The whole position."""

    def __init__(self, players: list[Player], rng: GameRng) -> None:
        self.players = players
        self.n = len(players)
        self.rng = rng
        self.deck: list[str] = []  # top = last
        self.discard: list[str] = []  # face down
        self.removed: list[str] = []  # starting cards replaced at setup
        self.artifact_deck: list[str] = []
        self.artifact_discard: list[str] = []  # discharged, shown
        self.boxed: list[str] = []  # annihilated Holes in the Box
        self.events: dict[int, Placed] = {}
        self.realized: dict[int, bool | None] = {}  # node -> occurred (None: empty)
        self.delayed: dict[int, int] = {}  # the Stabilizer's delayed impacts by node
        self.boosts: dict[tuple[int, int], int] = {}  # reinforcement tokens by junction
        self.needles: list[dict[str, Any]] = []  # source, target, type, boost, seat
        self.wormholes: list[int] = []
        self.v616 = False
        self.round = 1
        self.first = 0  # the first player token
        self.order: list[int] = []  # this round's turn order
        self.turn_index = 0
        self.current = -1
        self.started = False  # the current seat's turn has begun
        self.stage = "setup"  # setup, turns, realize, over
        self.cursor = 0  # the next node of the ring being realized
        self.turn = Turn()
        self.pending: list[dict[str, Any]] = []
        self.short: dict[str, int] | None = None  # a draw waiting for others' choices
        self.winners: list[int] = []
        self.end_reason = ""
        self.log: list[Event] = []

    # Seats.

    def seat_of(self, colour: str) -> int:
        return next(s for s, p in enumerate(self.players) if p.colour == colour)

    def colours(self) -> list[str]:
        return [p.colour for p in self.players]

    def item(self, seat: int, item: str, number: str) -> int:
        """A number of the item's level bought (0 if not owned)."""
        level = self.players[seat].items.get(item, 0)
        return ITEMS[item].levels[level - 1].number(number) if level else 0

    def speed(self, seat: int) -> int:
        return self.item(seat, "accelerator", "speed") or NUMBERS.base_speed

    def in_round_order(self, seats: list[int]) -> list[int]:
        """``seats`` ordered clockwise from this round's first player."""
        return sorted(seats, key=lambda s: (s - self.first) % self.n)

    # Energy and points.

    def spend(self, seat: int, amount: int) -> None:
        """Pay or lose energy; the last unit lost stops the sphere (out of the game)."""
        player = self.players[seat]
        player.energy = max(0, player.energy - amount)
        if player.energy == 0 and not player.out:
            player.out = True
            self.log.append(PlayerOut(player.colour))

    def charge_storage(self, seat: int, moves: int = 1) -> None:
        """The Kinetic Storage takes 1 energy a move, up to its capacity."""
        player = self.players[seat]
        if "kinetic_storage" in player.items:
            cap = self.item(seat, "kinetic_storage", "capacity")
            player.storage = min(cap, player.storage + moves)

    def add_points(self, seat: int, change: int, why: str) -> None:
        """Points never fall below the track's 0."""
        player = self.players[seat]
        before = player.points
        player.points = max(0, player.points + change)
        self.log.append(PointsChanged(player.colour, player.points - before, player.points,
                                      why))

    # The field.

    def is_realized(self, node: int) -> bool:
        return node in self.realized

    def open_nodes(self) -> list[int]:
        """Unrealized field nodes."""
        return [n for n in range(len(FIELD.hexes)) if n not in self.realized]

    def on_field(self, seat: int) -> bool:
        pos = self.players[seat].pos
        return pos != V616 and pos not in self.realized

    def junction(self, a: int, b: int) -> tuple[int, int]:
        return (a, b) if a < b else (b, a)

    def mark(self, node: int, toward: int) -> list[str] | None:
        """The link an event at ``node`` shows on its edge toward ``toward``."""
        placed = self.events.get(node)
        direction = FIELD.direction(node, toward)
        return placed.edges[direction] if placed and direction >= 0 else None

    def junction_link(self, a: int, b: int) -> str | None:
        """The link type across the edge a|b. Marks of two colours: the realized side's
        decides (else the earlier node's, which will be realized first)."""
        mark_a, mark_b = self.mark(a, b), self.mark(b, a)
        if mark_a is None or mark_b is None:
            shown = mark_a or mark_b
            return shown[0] if shown else None
        realized_a, realized_b = a in self.realized, b in self.realized
        if realized_a != realized_b:
            return (mark_a if realized_a else mark_b)[0]
        return (mark_a if a < b else mark_b)[0]

    def edge_key(self, node: int, direction: int) -> tuple[int, int]:
        """The junction across ``node``'s edge ``direction`` (a key of ``boosts``). An edge
        facing beyond the field is a junction of its own: each leads to a different node
        outside the field, so a reinforcement on one never strengthens another."""
        other = FIELD.neighbours[node][direction]
        if other == BEYOND:
            return (BEYOND - 1 - direction, node)
        return self.junction(node, other)

    def edge_strength(self, node: int, direction: int) -> int:
        """The strength of a link on ``node``'s edge ``direction``, tokens included."""
        return NUMBERS.link.strength + self.boosts.get(self.edge_key(node, direction), 0)

    def needle_between(self, a: int, b: int) -> dict[str, Any] | None:
        return next((nd for nd in self.needles if {nd["source"], nd["target"]} == {a, b}), None)

    def linked(self, a: int, b: int) -> bool:
        """Are two nodes linked now (a mark on their shared edge, or a Needle)?"""
        adjacent = FIELD.direction(a, b) >= 0
        return (adjacent and self.junction_link(a, b) is not None) or \
            self.needle_between(a, b) is not None

    def strength(self, a: int, b: int, needle: bool = False) -> int:
        base = NUMBERS.link.strength
        if needle:
            found = self.needle_between(a, b)
            return base + (found["boost"] if found else 0)
        return base + self.boosts.get(self.junction(a, b), 0)

    # Artifacts.

    def may_cast(self, seat: int, copy: str) -> bool:
        """Never two of the same artifact cast by one player."""
        return artifact_kind(copy) not in self.players[seat].cast_kinds()

    def group_free(self, seat: int, copy: str) -> bool:
        """One artifact of each group a turn (the Hole may be drawn on again)."""
        group = ARTIFACTS[artifact_kind(copy)].group
        used = self.turn.used.get(group)
        return used is None or (used == copy and artifact_kind(copy) == "hole_in_the_box")

    def pre_realization(self) -> bool:
        return TRACK.pre_realization(self.round)

    # Cards.

    def draw_card(self) -> str | None:
        """The top event card; an empty deck is rebuilt from the discard pile."""
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def card_points(self, placed: Placed) -> int:
        return 1 if placed.is_tangle else CARDS[placed.card].points
