"""Scripted openings for the seeded games: cases the book describes that curious players
and bots seldom meet (each forced movement of a melee attack, a disarmed time bomb, an
upgraded Cultivator on a path, So, S. borrowing each character).

A scene is a seeded game: setup is played by the players, then ``prepare`` arranges the
position and plays the scripted action (through ``apply``, so it must be legal), and the
players go on to the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.movement import PUSHES, push_destination
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.coverage import Stepper


@dataclass(frozen=True)
class Scene:
    name: str
    players: int
    prepare: Callable[[Stepper], None]


def give(state: AxisMundiState, seat: int, kind: str) -> str:
    """A copy of a card from wherever it lies (piles, crates, other hands) into a hand."""
    t = state.table
    hands = [m.hand for s, m in enumerate(t.mats) if s != seat]
    for pile in (t.decks[CARDS[kind].deck], t.discard, *[c for c in t.crates if c], *hands):
        for card in pile:
            if card_type(card) == kind:
                pile.remove(card)
                t.mats[seat].hand.append(card)
                return card
    raise AssertionError(f"no {kind} left to give")


def park_all(state: AxisMundiState) -> None:
    for seat, mat in enumerate(state.table.mats):
        mat.pos = state.table.pier(seat)


def settle(step: Stepper) -> None:
    """Answer every decision a scripted action opened with the first legal choice."""
    state = step.state
    while state.table.pending:
        seat = state.table.pending[0]["seat"]
        step.act(seat, state.legal_actions(seat)[0])


def _volcano(state: AxisMundiState) -> list[Hex]:
    t = state.table
    return [h for r in range(1, t.board.sea_radius + 1) for h in ring_hexes(r)
            if t.terrain(h) not in ("", "inaccessible", "sheltered", "axis_mundi")]


def find_push(state: AxisMundiState, case: str) -> tuple[Hex, Hex, Hex | None] | None:
    """(attacker, attacked, blocker or None) where a melee attack gives ``case``."""
    t = state.table
    me, foe, third = t.current, (t.current + 1) % t.n, (t.current + 2) % t.n
    hexes = _volcano(state)
    saved = [m.pos for m in t.mats]
    roll, t.roll = t.roll, lambda seat, purpose: 1
    try:
        for victim in hexes:
            for attacker in t.board.neighbours(victim):
                if attacker not in hexes:
                    continue
                for blocker in [None, *[h for h in hexes if h.distance(victim) <= 2
                                        and h not in (victim, attacker)]]:
                    park_all(state)
                    t.mats[me].pos, t.mats[foe].pos = attacker, victim
                    if blocker is not None:
                        t.mats[third].pos = blocker
                    to, found = push_destination(t, attacker, foe)
                    if found == case and to is not None:
                        return attacker, victim, blocker
    finally:
        t.roll = roll
        for mat, pos in zip(t.mats, saved, strict=True):
            mat.pos = pos
    return None


def pushing(case: str) -> Callable[[Stepper], None]:
    def prepare(step: Stepper) -> None:
        state = step.state
        t = state.table
        found = find_push(state, case)
        assert found is not None, f"no position on this board gives {case!r}"
        attacker, victim, blocker = found
        park_all(state)
        t.mats[t.current].pos = attacker
        t.mats[(t.current + 1) % t.n].pos = victim
        if blocker is not None:
            t.mats[(t.current + 2) % t.n].pos = blocker
        t.turn.actions = max(t.turn.actions, 1)
        step.act(t.current, A.Melee(victim))
        settle(step)
    return prepare


def disarming(step: Stepper) -> None:
    """A time bomb placed on a warehouse, then disarmed by the next player."""
    state = step.state
    t = state.table
    me = t.current
    place = me
    warehouse = t.board.places[place].warehouse
    park_all(state)
    t.mats[me].pos = warehouse
    t.mats[me].treasures.append(t.treasures.pop(next(h for h, k in t.treasures.items()
                                                     if k == "time_bomb")))
    t.turn.actions = 3
    step.act(me, A.PlaceTimeBomb())
    step.act(me, A.Move(t.pier(place)))
    step.act(me, A.EndTurn())
    settle(step)
    foe = t.current
    t.mats[foe].pos = warehouse
    step.act(foe, A.DisarmTimeBomb())


def path_harvest(step: Stepper) -> None:
    """The upgraded Cultivator harvests a path ("You can Harvest Path Hexes")."""
    state = step.state
    t = state.table
    cultivator = next(s for s, m in enumerate(t.mats) if m.character == "cultivator")
    holder = (cultivator + 1) % t.n
    heaven.become(t, holder, "angel")
    t.pending.clear()
    t.mats[holder].on_axis = False
    t.current = cultivator
    t.turn.actions = 3
    t.turn.free_harvest = False
    path = next(h for h in _volcano(state) if t.terrain(h) == "path"
                and t.home(h) not in t.harvested and t.occupant(h) is None)
    t.mats[cultivator].pos = path
    step.act(cultivator, A.Harvest("heal"))


def borrowing(character: str) -> Callable[[Stepper], None]:
    def prepare(step: Stepper) -> None:
        state = step.state
        t = state.table
        me = t.current if t.mats[t.current].character != character else (t.current + 1) % t.n
        while t.current != me:
            step.act(t.current, A.EndTurn())
            settle(step)
        if not any(card_type(c) == "who_are_you" for c in t.mats[me].hand):
            give(state, me, "who_are_you")
        card = next(c for c in t.mats[me].hand if card_type(c) == "who_are_you")
        step.act(me, A.PlayCard(card, option=character))
        if character == "scrounger" and t.discard:
            step.act(me, A.Scrounge(t.discard[0]))
    return prepare


SCENES: tuple[Scene, ...] = (
    *(Scene(case, 3, pushing(case)) for case in PUSHES),
    Scene("time bomb disarmed", 3, disarming),
    Scene("upgraded Cultivator harvests a path", 3, path_harvest),
    *(Scene(f"So, S. borrows the {c}", 6, borrowing(c))
      for c in ("beastmaster", "cultivator", "malignant", "savant", "scrounger", "mischievous")),
)
