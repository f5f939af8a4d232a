"""Events organization: where a card may go, how it is turned, and laying it.

A card is turned so that every forward link faces a later node (or beyond
the field) and every backward link an earlier one. Restriction rings allow
only some radii; the "not now" mark forbids the ring realized at the end of
this round. Flexible events take the colours put on their arcs (Attacking:
two other players; Supporting: one other player on one arc); the Logistic
event's links are laid edge by edge afterwards (``LayLink``/``Reinforce``,
then ``FinishLinks``): at least one backward link, total strength at most 8,
no link above 4.
"""

from __future__ import annotations

from functools import cache

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import CARDS, NUMBERS, EventCard
from game.games.the_now.rules.field import FIELD, TRACK
from game.games.the_now.rules.hidden import ArtifactDrawn
from game.games.the_now.rules.table import Placed, Table
from game.games.the_now.rules.turn_events import Impacted, LogisticLinked, Organized


@cache
def rotations(card_id: str, node: int) -> tuple[int, ...]:
    """The turns (0-5) that point every forward link later and every backward link earlier."""
    card = CARDS[card_id]
    ok = []
    for turn in range(6):
        for link in card.links:
            other = FIELD.neighbours[node][(link.edge + turn) % 6]
            later = FIELD.is_later(node, other)
            if later != (link.dir == "forward"):
                break
        else:
            ok.append(turn)
    if not card.links:
        return (0,)
    # Turns that lay the same links on the same edges are one placement.
    seen: dict[tuple[tuple[int, str, str], ...], int] = {}
    for turn in ok:
        key = tuple(sorted(((link.edge + turn) % 6, link.type, link.dir) for link in card.links))
        seen.setdefault(key, turn)
    return tuple(sorted(seen.values()))


def allowed_here(t: Table, card: EventCard, node: int) -> bool:
    """The restriction rings and the "not in nodes realized after this round" mark."""
    radius = FIELD.radius[node]
    if radius not in card.radii:
        return False
    phase = TRACK.phase_of(t.round)
    return not (card.not_now and radius == phase and TRACK.is_phase_end(t.round))


def can_organize_here(t: Table, seat: int) -> bool:
    player = t.players[seat]
    return (t.turn.au >= NUMBERS.organize.activity_units
            and player.energy >= NUMBERS.organize.energy
            and t.on_field(seat) and player.pos not in t.events)


def organize_actions(t: Table, seat: int) -> list[Action]:
    if not can_organize_here(t, seat):
        return []
    node = t.players[seat].pos
    others = [p.colour for s, p in enumerate(t.players) if s != seat]
    out: list[Action] = []
    for card_id in sorted(set(t.players[seat].hand)):
        card = CARDS[card_id]
        if not allowed_here(t, card, node):
            continue
        arcs: list[tuple[str, str]] = [("", "")]
        if card.flexible == "attacking":
            arcs = [(a, b) for a in others for b in others if a != b]
        elif card.flexible == "supporting":
            arcs = [(c, "") for c in others] + [("", c) for c in others]
        for turn in rotations(card_id, node):
            for token in ("yes", "no"):
                out += [A.Organize(card_id, turn, token, yes, no) for yes, no in arcs]
    return out


def organize(t: Table, seat: int, action: A.Organize) -> None:
    """Pay 2 AU and 13 energy, lay the card, apply delayed impacts, maybe draw an artifact."""
    player = t.players[seat]
    node = player.pos
    card = CARDS[action.card]
    t.turn.au -= NUMBERS.organize.activity_units
    player.hand.remove(action.card)
    edges: list[list[str] | None] = [None] * 6
    for link in card.links:
        edges[(link.edge + action.rotation) % 6] = [link.type, link.dir]
    yes = action.yes or (None if card.yes == "?" else card.yes)
    no = action.no or (None if card.no == "?" else card.no)
    placed = Placed(action.card, seat, action.token, yes, no, edges, action.rotation)
    t.events[node] = placed
    t.log.append(Organized(player.colour, node, action.card, action.rotation, action.token,
                           yes or "", no or "", edge_words(edges)))
    apply_delayed(t, seat, node)
    if card.artifact and TRACK.artifacts_open(t.round) and t.artifact_deck:
        copy = t.artifact_deck.pop()
        player.artifacts.append(copy)
        t.log.append(ArtifactDrawn(seat, player.colour, copy))
    if card.flexible == "logistic":
        t.turn.logistic = node
    t.spend(seat, NUMBERS.organize.energy)


def apply_delayed(t: Table, seat: int, node: int) -> None:
    """A delayed impact waiting on the node meets the event organized there."""
    waiting = t.delayed.pop(node, 0)
    if waiting:
        t.events[node].impact += waiting
        t.log.append(Impacted(t.players[seat].colour, node, waiting, "delayed"))


def edge_words(edges: list[list[str] | None]) -> tuple[str, ...]:
    return tuple("/".join(e) if e else "" for e in edges)


# The Logistic event.


def _logistic_total(t: Table, node: int) -> tuple[int, bool]:
    """Total strength of the Logistic event's links, and whether one points back."""
    placed = t.events[node]
    total, back = 0, False
    for direction, edge in enumerate(placed.edges):
        if edge:
            total += t.edge_strength(node, direction)
            back = back or edge[1] == "backward"
    return total, back


def _back_reserve(t: Table, node: int, back: bool) -> int:
    """The room to keep for the link back while none is laid: the cheapest edge toward an
    earlier node (a reinforcement already on that junction counts in its strength), so
    that a link back always still fits within the total."""
    if back or NUMBERS.logistic.min_backward == 0:
        return 0
    return min((t.edge_strength(node, d) for d, other in enumerate(FIELD.neighbours[node])
                if not FIELD.is_later(node, other)), default=0)


def logistic_actions(t: Table, node: int) -> list[Action]:
    rules = NUMBERS.logistic
    placed = t.events[node]
    total, back = _logistic_total(t, node)
    reserve = _back_reserve(t, node, back)
    out: list[Action] = []
    for direction, edge in enumerate(placed.edges):
        other = FIELD.neighbours[node][direction]
        strength = t.edge_strength(node, direction)
        if edge is None:
            room = 0 if not FIELD.is_later(node, other) else reserve
            if total + strength + room <= rules.max_total and strength <= rules.max_link:
                out += [A.LayLink(direction, kind) for kind in ("cause", "hindrance")]
        elif strength < rules.max_link and total + 1 + reserve <= rules.max_total:
            out.append(A.Reinforce(direction))
    if back or rules.min_backward == 0:
        out.append(A.FinishLinks())
    return out


def lay_logistic(t: Table, seat: int, action: Action) -> None:
    node = t.turn.logistic
    placed = t.events[node]
    colour = t.players[seat].colour
    if isinstance(action, A.FinishLinks):
        t.turn.logistic = -1
        return
    if isinstance(action, A.LayLink):
        direction = action.direction
        other = FIELD.neighbours[node][direction]
        placed.edges[direction] = [action.link,
                                   "forward" if FIELD.is_later(node, other) else "backward"]
    else:
        assert isinstance(action, A.Reinforce)
        direction = action.direction
        other = FIELD.neighbours[node][direction]
        key = t.edge_key(node, direction)
        t.boosts[key] = t.boosts.get(key, 0) + 1
    edge = placed.edges[direction]
    assert edge is not None
    t.log.append(LogisticLinked(colour, node, other, edge[0], t.edge_strength(node, direction)))
