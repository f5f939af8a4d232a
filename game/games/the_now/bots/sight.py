"""What a bot reads from its view: the field as a small model, and a soft forecast.

The forecast walks the unrealized nodes in realization order and gives each
event a chance to occur: its links to earlier events (weighted by their own
chances), its impacts, a spread that shrinks as its realization nears, and
the tie token at 0. Expected points follow from the arcs. Everything comes
from the view (``Sight(view)``); the true state is never read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.games.the_now.rules.catalog import CARDS
from game.games.the_now.rules.field import BEYOND, FIELD, TRACK, V616


@dataclass
class Guess:
    """An event as the forecast sees it (``marks`` by direction: link type or None)."""

    node: int
    marks: list[str | None]
    impact: int
    token: str
    yes: str | None
    no: str | None
    centre: str
    points: int
    bets: list[list[Any]] = field(default_factory=list)  # Tangle: [colour, yes, no]


def guess_of(node: int, event: dict[str, Any]) -> Guess:
    marks = [e["type"] if e else None for e in event["edges"]]
    return Guess(node, marks, event["impact"], event["token"], event["yes"], event["no"],
                 event["centre"], event["points"], event["bets"])


class Sight:
    """The bot's picture of the game, built once per decision from its view."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me = view["seat"]
        self.players = view["players"]
        self.mine = self.players[self.me]
        self.colour = self.mine["colour"]
        self.colours = [p["colour"] for p in self.players]
        self.round = view["round"]
        self.phase = view["phase"]
        nodes = view["field"]["nodes"]
        self.realized: dict[int, bool | None] = {
            n: None if nodes[n]["event"] is None else bool(nodes[n]["event"]["outcome"])
            for n in view["field"]["realized"]}
        self.events = {n["node"]: guess_of(n["node"], n["event"]) for n in nodes
                       if n["event"] and n["node"] not in self.realized}
        self.past = {n: nodes[n]["event"] for n in self.realized if nodes[n]["event"]}
        self.strength = {(lk["a"], lk["b"]): lk["strength"] for lk in view["field"]["links"]}
        self.needles = view["field"]["needles"]
        self.delayed = {n["node"]: n["delayed"] for n in nodes if n["delayed"]}
        self.pos = self.mine["pos"]
        self.energy = self.mine["energy"] or 0
        self.you = view["you"] or {}
        self.turn = view["turn"] or {}
        self._base: dict[int, float] | None = None
        self.spots: dict[int, float] = {}  # what organizing at a node could bring

    # The field.

    def open(self, node: int) -> bool:
        return node != V616 and node not in self.realized

    def free_for_event(self, node: int) -> bool:
        return self.open(node) and node not in self.events

    def mark(self, node: int, toward: int, extra: Guess | None = None) -> str | None:
        event = extra if extra is not None and extra.node == node else self.events.get(node)
        if event is None:
            past = self.past.get(node)
            if past is None:
                return None
            edge = past["edges"][FIELD.direction(node, toward)]
            return edge["type"] if edge else None
        return event.marks[FIELD.direction(node, toward)]

    def rounds_left(self, node: int) -> int:
        return TRACK.last_round(FIELD.radius[node]) - self.round

    # The forecast.

    def base(self) -> dict[int, float]:
        """The forecast of the field as it is (computed once per decision)."""
        if self._base is None:
            self._base = self.chances()
        return self._base

    def chances(self, extra: Guess | None = None) -> dict[int, float]:
        """Chance each unrealized event occurs (1/0 for realized ones, absent if empty)."""
        chance: dict[int, float] = {n: 1.0 if o else 0.0 for n, o in self.realized.items()
                                    if o is not None}
        for node in range(len(FIELD.hexes)):
            if node in self.realized:
                continue
            event = extra if extra is not None and extra.node == node else self.events.get(node)
            if event is None:
                continue
            total = float(event.impact) + self.pull(node, chance, extra)
            spread = 1.5 + 0.8 * max(0, self.rounds_left(node))
            if total == 0:
                chance[node] = 0.6 if event.token == "yes" else 0.4
            else:
                chance[node] = min(0.97, max(0.03, 0.5 + total / (2 * spread)))
        return chance

    def pull(self, node: int, chance: dict[int, float], extra: Guess | None = None) -> float:
        """What the links from earlier events give ``node``, weighted by their chances."""
        total = 0.0
        for other in FIELD.neighbours[node]:
            if other == BEYOND or other > node or other not in chance:
                continue
            kind = self.mark(other, node, extra) or self.mark(node, other, extra)
            if kind is None:
                continue
            strength = self.strength.get((other, node), 2)
            lean = 2 * chance[other] - 1
            total += strength * (lean if kind == "cause" else -lean)
        for needle in self.needles:
            source = needle["source"]
            if needle["target"] == node and source in chance:
                lean = 2 * chance[source] - 1
                total += needle["strength"] * (lean if needle["type"] == "cause" else -lean)
        return total

    def expected(self, chance: dict[int, float], extra: Guess | None = None) -> dict[str, float]:
        """Expected points still to come, by colour."""
        gains = {c: 0.0 for c in self.colours}
        events = dict(self.events)
        if extra is not None:
            events[extra.node] = extra
        for node, event in events.items():
            p = chance.get(node, 0.5)
            if event.bets:
                for colour, yes, no in event.bets:
                    gains[colour] += yes * p + no * (1 - p)
                continue
            if event.centre == "neutral":
                continue
            sign = 1 if event.centre == "gain" else -1
            if event.yes in gains:
                gains[event.yes] += sign * event.points * p
            if event.no in gains:
                gains[event.no] += sign * event.points * (1 - p)
        return gains

    def utility(self, gains: dict[str, float]) -> float:
        """My expected points against the others' (their mean and their best)."""
        now = {p["colour"]: p["points"] for p in self.players}
        total = {c: now[c] + gains[c] for c in self.colours}
        others = [total[c] for c in self.colours if c != self.colour]
        return total[self.colour] - 0.5 * max(others) - 0.5 * sum(others) / len(others)

    def value(self, extra: Guess | None = None) -> float:
        chance = self.chances(extra)
        return self.utility(self.expected(chance, extra))

    def value_after(self, impacts: dict[int, int] | None = None,
                    strength: tuple[int, int] | None = None,
                    needle: dict[str, Any] | None = None) -> float:
        """The value were these impacts made, this junction reinforced, this Needle laid."""
        saved = {n: self.events[n].impact for n in impacts or {} if n in self.events}
        for node, amount in (impacts or {}).items():
            if node in self.events:
                self.events[node].impact += amount
        old = self.strength.get(strength, 2) if strength else 0
        if strength:
            self.strength[strength] = old + 1
        if needle:
            self.needles.append(needle)
        try:
            return self.value()
        finally:
            for node, impact in saved.items():
                self.events[node].impact = impact
            if strength:
                self.strength[strength] = old
            if needle:
                self.needles.pop()

    def leader(self) -> str:
        """The opponent with the most points (the earliest seat on a tie)."""
        others = [p for p in self.players if p["colour"] != self.colour]
        return max(others, key=lambda p: (p["points"], -p["seat"]))["colour"]

    def card_guess(self, node: int, card_id: str, rotation: int, token: str, yes: str,
                   no: str) -> Guess:
        """The event a card would be if organized at ``node`` with these choices."""
        card = CARDS[card_id]
        marks: list[str | None] = [None] * 6
        for link in card.links:
            marks[(link.edge + rotation) % 6] = link.type
        arc_yes = yes or (None if card.yes == "?" else card.yes)
        arc_no = no or (None if card.no == "?" else card.no)
        return Guess(node, marks, self.delayed.get(node, 0), token, arc_yes, arc_no,
                     card.centre, card.points)
