"""Helpers that build Axis Mundi positions for the tests.

``started`` plays the setup with fixed choices; ``bare`` then empties every
hand into the decks and clears treasure so a test can place exactly what a
rulebook example needs.
"""

from __future__ import annotations

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.mats import TurnState
from game.games.axis_mundi.rules.state import AxisMundiState


def started(players: int = 3, seed: int = 1, **options: str) -> AxisMundiState:
    """A game just past setup (every hand drawn 3 one-time + 2 permanent, no crate card)."""
    state = AxisMundiState.new({"setup": "recommended", "characters": "recommended",
                                **options}, seed, players)
    while state.table.phase == "setup":
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        choice = next((a for a in legal if a in (A.DrawStartingHand(3), A.Redraw((), 0),
                                                   A.Pass())), legal[0])
        state.apply(seat, choice)
    return state


def bare(players: int = 3, seed: int = 1, current: int = 0) -> AxisMundiState:
    """Past setup, with empty hands, no board treasure, full energy, ``current`` to act."""
    state = started(players, seed)
    t = state.table
    for mat in t.mats:
        for card in mat.hand + mat.slots:
            t.decks[CARDS[card_type(card)].deck].append(card)
        mat.hand.clear()
        mat.slots.clear()
        mat.energy = [3]
    t.treasures.clear()
    t.current = t.start = current
    t.pending.clear()
    t.turn = TurnState()
    return state


def give(state: AxisMundiState, seat: int, kind: str) -> str:
    """Move a copy of a card from its deck (or the discard, or a crate) into a hand."""
    t = state.table
    deck = t.decks[CARDS[kind].deck]
    for pile in (deck, t.discard, *[c for c in t.crates if c]):
        for card in pile:
            if card_type(card) == kind:
                pile.remove(card)
                t.mats[seat].hand.append(card)
                return card
    raise AssertionError(f"no {kind} left")


def place(state: AxisMundiState, seat: int, q: int, r: int) -> Hex:
    """Put ``seat``'s character on world hex (q, r)."""
    h = Hex(q, r)
    state.table.mats[seat].pos = h
    return h


def park(state: AxisMundiState, *seats: int) -> None:
    """Move characters out of the way onto their piers."""
    for seat in seats:
        state.table.mats[seat].pos = state.table.pier(seat)


def play(state: AxisMundiState, seat: int, action: A.Action) -> list:
    """Apply an action, then answer any reaction with "no" (Pass, no shield, no Elusive)."""
    events = state.apply(seat, action)
    while state.table.pending and state.table.pending[0]["kind"] in ("shield", "evade"):
        owed = state.table.pending[0]
        answer = A.Shield(()) if owed["kind"] == "shield" else A.Evade("")
        events += state.apply(owed["seat"], answer)
    return events
