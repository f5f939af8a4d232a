"""Events realization: one node at a time, in order, when the Now leaves a phase.

For an event: each link to an already realized neighbouring event counts
(the realized side's mark decides the link's type when the two sides differ;
a link toward an empty node is ignored), strength 2 plus reinforcement
tokens, at most 4: a cause gives +strength if that event occurred and
-strength if not, a hindrance the reverse. Lachesis Needle links count the
same way from their source. Player impacts are added. Above 0 the event
occurs, below 0 it does not, at 0 the organizer's token decides (the neutral
token for the Origin). Then the arc of the outcome changes that colour's
points (gain or lose, by the yellow circles; a Tangle pays each token on the
winning side 1 point), and everyone on the node surfs to a neighbouring
unrealized node, in round order. Only tokens facing the future stay.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.the_now.rules.catalog import CARDS, NUMBERS
from game.games.the_now.rules.events import Realized, RealizedEmpty
from game.games.the_now.rules.field import BEYOND, FIELD
from game.games.the_now.rules.table import Placed, Table
from game.games.the_now.rules.turn_events import Moved


@dataclass(frozen=True)
class LinkEffect:
    """One link that counts at a realization: from which node, its type, its signed value."""

    node: int
    type: str
    value: int
    needle: bool = False


def link_effects(t: Table, node: int) -> list[LinkEffect]:
    """The links between ``node`` and realized events, with what each gives."""
    most = NUMBERS.link.max_strength
    effects = []
    for other in FIELD.neighbours[node]:
        if other == BEYOND or not t.is_realized(other) or other not in t.events:
            continue
        kind = t.junction_link(node, other)
        if kind is None:
            continue
        strength = min(most, t.strength(node, other))
        effects.append(LinkEffect(other, kind, _signed(kind, strength, t.events[other])))
    for needle in t.needles:
        source = needle["source"]
        if needle["target"] != node or source not in t.events or not t.is_realized(source):
            continue
        strength = min(most, t.strength(source, node, needle=True))
        effects.append(LinkEffect(source, needle["type"],
                                  _signed(needle["type"], strength, t.events[source]), True))
    return effects


def _signed(kind: str, strength: int, other: Placed) -> int:
    """+strength when the realized event's outcome matches the link's colour."""
    return strength if (kind == "cause") == bool(other.outcome) else -strength


def verdict(t: Table, node: int) -> tuple[bool, int, bool, list[LinkEffect]]:
    """(occurred, total points, decided by the token, the links) for the event at ``node``."""
    placed = t.events[node]
    effects = link_effects(t, node)
    total = sum(e.value for e in effects) + placed.impact
    if total:
        return total > 0, total, False, effects
    return placed.token == "yes", total, True, effects


def realize(t: Table, node: int) -> None:
    """Realize one node, score it, clear what faces the past, and surf its players off."""
    placed = t.events.get(node)
    if placed is None:
        t.realized[node] = None
        t.delayed.pop(node, None)
        last = t.log[-1] if t.log else None
        if isinstance(last, RealizedEmpty):  # the node before it, in this step, was empty
            t.log[-1] = RealizedEmpty(last.first, node)
        else:
            t.log.append(RealizedEmpty(node, node))
    else:
        occurred, total, by_token, effects = verdict(t, node)
        organizer = t.players[placed.organizer].colour if placed.organizer >= 0 else ""
        t.log.append(Realized(node, "yes" if occurred else "no",
                              tuple(f"{e.node}:{e.type}:{e.value}" for e in effects),
                              placed.impact, total, by_token, organizer))
        placed.outcome = occurred
        placed.impact = 0
        t.realized[node] = occurred
        _score(t, placed, occurred)
    _clear_past(t, node)
    _surf(t, node)


def _score(t: Table, placed: Placed, occurred: bool) -> None:
    colours = t.colours()
    if placed.is_tangle:
        for seat, yes, no in placed.bets:
            won = yes if occurred else no
            if won:
                t.add_points(seat, won, "the Tangle of Fates")
        return
    card = CARDS[placed.card]
    colour = placed.yes if occurred else placed.no
    if card.centre == "neutral" or colour not in colours:
        return
    change = card.points if card.centre == "gain" else -card.points
    t.add_points(colours.index(colour), change, card.name)


def _clear_past(t: Table, node: int) -> None:
    """Remove what faces only the past: reinforcements between realized nodes, the
    Needle links into this node, a wormhole here."""
    for key in [k for k in t.boosts if node in k]:
        other = key[0] if key[1] == node else key[1]
        if other != BEYOND and t.is_realized(other):
            del t.boosts[key]
    t.needles = [n for n in t.needles if n["target"] != node]
    if node in t.wormholes:
        t.wormholes.remove(node)


def surf_options(t: Table, node: int) -> list[int]:
    return [n for n in FIELD.adjacent(node) if not t.is_realized(n)]


def _surf(t: Table, node: int) -> None:
    """Everyone on the node moves off, free, in round order (a choice if there is one)."""
    seats = [s for s, p in enumerate(t.players) if p.pos == node and not p.out]
    for seat in t.in_round_order(seats):
        options = surf_options(t, node)
        if len(options) == 1:
            surf(t, seat, options[0])
        elif options:
            t.pending.append({"kind": "surf", "seat": seat, "options": options})


def surf(t: Table, seat: int, to: int) -> None:
    player = t.players[seat]
    frm = player.pos
    player.pos = to
    t.charge_storage(seat)
    t.log.append(Moved(player.colour, frm, to, "surf", 0))
