"""Helpers that build positions of The Now for the tests.

``table_at`` starts a game (no card replacement), moves the Now to a round,
realizes the rings before it (empty, the Origin as its neutral token says),
and gives seat 0 the turn with every pawn on one node; the helpers below
then lay events, hands and tokens exactly as a rulebook example needs.
"""

from __future__ import annotations

from game.games.the_now.rules.catalog import CARDS
from game.games.the_now.rules.field import FIELD, TRACK
from game.games.the_now.rules.state import TheNowState
from game.games.the_now.rules.table import Placed, Table, Turn


def node(ring: int, place: int) -> int:
    """The node number of the ``place``-th (1-based) node of ring ``ring``."""
    return FIELD.rings[ring][place - 1]


def table_at(players: int = 3, round_: int = 1, at: int = 0, seed: int = 1,
             **options: str) -> TheNowState:
    """A game at the start of seat 0's turn in ``round_``, every pawn on node ``at``."""
    state = TheNowState.new({"replacement": "off", **options}, seed, players)
    t = state.table
    phase = TRACK.phase_of(round_)
    for ring in range(phase):
        for n in FIELD.rings[ring]:
            placed = t.events.get(n)
            t.realized[n] = None if placed is None else placed.token == "yes"
            if placed is not None:
                placed.outcome = t.realized[n]
    t.round = round_
    t.first, t.order, t.turn_index = 0, list(range(players)), 0
    t.current, t.started, t.turn = 0, True, Turn()
    t.stage = "turns"
    t.pending.clear()
    for player in t.players:
        player.pos = at
        player.history = [player.points] * phase
    return state


def lay(t: Table, at: int, card: str, organizer: int = 0, token: str = "yes",
        yes: str | None = "", no: str | None = "", rotation: int = 0,
        edges: list[list[str] | None] | None = None, impact: int = 0) -> Placed:
    """Put an event on a node (its card's links turned by ``rotation`` unless ``edges``)."""
    face = CARDS[card]
    if edges is None:
        edges = [None] * 6
        for link in face.links:
            edges[(link.edge + rotation) % 6] = [link.type, link.dir]
    placed = Placed(card, organizer, token, face.yes if yes == "" else yes,
                    face.no if no == "" else no, edges, rotation, impact)
    t.events[at] = placed
    return placed


def realize_as(t: Table, at: int, occurred: bool | None) -> None:
    """Mark a node realized (None: empty)."""
    t.realized[at] = occurred
    if at in t.events:
        t.events[at].outcome = occurred


def give(t: Table, seat: int, *cards: str) -> None:
    """Put event cards (taken out of the deck if there) into a hand."""
    for card in cards:
        if card in t.deck:
            t.deck.remove(card)
        t.players[seat].hand.append(card)


def give_artifact(t: Table, seat: int, copy: str) -> None:
    if copy in t.artifact_deck:
        t.artifact_deck.remove(copy)
    t.players[seat].artifacts.append(copy)
