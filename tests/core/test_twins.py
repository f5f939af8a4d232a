"""The twin-world engine (``tests/twins.py``) on the toy game: it passes a game that keeps
its secret, and catches one that leaks a hidden field, one that asks a decision only
when a hidden fact holds, and one whose undo lets a seat take back a roll it saw."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from game.core.registry import GameInfo
from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import Action, Event
from tests.core.toy import TOY, Peek, ToyState
from tests.twins import Seen, TwinLeak, Twins, run


def toy(cls: type[ToyState] = ToyState, secret: int = 0, seed: int = 1) -> ToyState:
    return cls(7, 0, [0, secret], GameRng(seed))


def info_of(cls: type[GameState]) -> GameInfo:
    return replace(TOY, state_class=cls)


def seat_1s_die(cls: type[ToyState] = ToyState) -> Twins:
    """Seat 0 watches; seat 1's hidden die shows 5 in one world and 2 in the other."""
    return Twins("seat 1's die", 0, toy(cls, 5), toy(cls, 2))


def test_a_game_that_keeps_its_secret_passes():
    for seed in range(20):
        report = run(TOY, seat_1s_die(), 2, GameRng(seed))
        assert report.steps > 0 and report.end in ("game over", "step limit")


class LeakyToy(ToyState):
    """Shows every seat the other seat's die as well as its own."""

    def view(self, seat: int) -> dict[str, Any]:
        return {**super().view(seat), "theirs": self.secrets[1 - seat] if seat >= 0 else None}


def test_a_hidden_field_in_the_view_is_caught():
    with pytest.raises(TwinLeak, match=r"seat 0's view differs at the start"):
        run(info_of(LeakyToy), seat_1s_die(LeakyToy), 2, GameRng(1))


class HunchToy(ToyState):
    """Asks seat 1 to decide beside seat 0 only while seat 1's hidden die shows 4 or more."""

    def to_move(self) -> list[int]:
        movers = super().to_move()
        return [*movers, 1] if movers == [0] and self.secrets[1] >= 4 else movers

    def legal_actions(self, seat: int) -> list[Action]:
        if seat == 1 and self.turn == 0 and seat in self.to_move():
            return [Peek()]
        return super().legal_actions(seat)


def test_a_decision_asked_only_when_a_hidden_fact_holds_is_caught():
    with pytest.raises(TwinLeak, match=r"seat 0's to_move differs at the start"):
        run(info_of(HunchToy), seat_1s_die(HunchToy), 2, GameRng(1))


@dataclass(frozen=True)
class Glimpsed(Event):
    """The toy's roll, wrongly marked as unable to reveal anything."""

    kind = "glimpsed"
    seat: int
    value: int
    reveals = False

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else Glimpsed(self.seat, 0)


class CarelessToy(ToyState):
    """A seat rolls its die first thing; the roll's event is marked ``reveals = False``."""

    def legal_actions(self, seat: int) -> list[Action]:
        legal = super().legal_actions(seat)
        return [Peek()] if legal and not self.secrets[seat] else legal

    def apply(self, seat: int, action: Action) -> list[Event]:
        events = super().apply(seat, action)
        return [Glimpsed(seat, self.secrets[seat])] if isinstance(action, Peek) else events


def own_roll(step: Seen) -> bool:
    return any(e["kind"] in ("peeked", "glimpsed") and e["value"] for e in step.events)


def dice_to_come(cls: type[ToyState]) -> Twins:
    """Seat 0 does not know its first roll: the worlds' RNGs give 5 and 6."""
    one, two = (next(s for s in range(99) if GameRng(s).d6() == v) for v in (5, 6))
    return Twins("the roll to come", 0, toy(cls, seed=one), toy(cls, seed=two), own_roll)


class PlainRollToy(CarelessToy):
    """As ``CarelessToy``, but its roll is the toy's own ``Peeked`` (which reveals)."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        return ToyState.apply(self, seat, action)


def test_undo_offered_after_a_roll_the_seat_saw_is_caught():
    report = run(info_of(PlainRollToy), dice_to_come(PlainRollToy), 2, GameRng(1))
    assert report.end.startswith("parted at step 1 (seat 0: peek)")
    with pytest.raises(TwinLeak, match="yet undo is offered"):
        run(info_of(CarelessToy), dice_to_come(CarelessToy), 2, GameRng(1))


def test_twins_that_are_one_world_are_refused():
    with pytest.raises(AssertionError, match="one world"):
        run(TOY, Twins("nothing", 0, toy(), toy()), 2, GameRng(1))
