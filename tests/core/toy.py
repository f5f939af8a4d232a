"""A tiny two-seat game used only to test the rules core.

Each turn the seat to move rolls a hidden die (seen only by itself) or
takes 1 or 2 stones from a pile; whoever takes the last stone wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import CorruptSave, IllegalAction
from game.core.registry import GameInfo, OptionSpec, register
from game.core.rng import GameRng
from game.core.state import GameState, Outcome
from game.core.values import Action, Codec, Event


@dataclass(frozen=True)
class Take(Action):
    kind = "take"
    stones: int


@dataclass(frozen=True)
class Peek(Action):
    kind = "peek"


@dataclass(frozen=True)
class Taken(Event):
    kind = "taken"
    seat: int
    stones: int
    reveals = False  # the pile is open: taking stones shows nothing new


@dataclass(frozen=True)
class Peeked(Event):
    kind = "peeked"
    seat: int
    value: int

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else Peeked(self.seat, 0)


class ToyState(GameState):
    game_id = "toy"
    rules_version = 1
    action_codec = Codec([Take, Peek])
    event_codec = Codec([Taken, Peeked])

    def __init__(self, pile: int, turn: int, secrets: list[int], rng: GameRng) -> None:
        self.pile, self.turn, self.secrets, self.rng = pile, turn, secrets, rng

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> ToyState:
        return cls(int(options["pile"]), 0, [0, 0], GameRng(seed))

    def to_move(self) -> list[int]:
        return [] if self.pile == 0 else [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        return [Peek()] + [Take(n) for n in (1, 2) if n <= self.pile]

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        if action not in self.legal_actions(seat):
            raise IllegalAction("take 1 or 2", f"cannot {action.to_text()} from {self.pile}")
        if isinstance(action, Peek):
            self.secrets[seat] = self.rng.d6()
            return [Peeked(seat, self.secrets[seat])]
        assert isinstance(action, Take)
        self.pile -= action.stones
        self.turn = 1 - self.turn
        return [Taken(seat, action.stones)]

    def view(self, seat: int) -> dict[str, Any]:
        mine = self.secrets[seat] if seat in (0, 1) else None
        return {"pile": self.pile, "turn": self.turn, "secret": mine}

    def outcome(self) -> Outcome | None:
        return None if self.pile else Outcome((1 - self.turn,), "took the last stone")

    def turns(self) -> int:
        return 0

    def to_json(self) -> dict[str, Any]:
        return {
            "pile": self.pile, "turn": self.turn, "secrets": self.secrets, "rng": self.rng.state
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ToyState:
        if not isinstance(data.get("pile"), int):
            raise CorruptSave("field 'pile' must be an integer")
        rng = GameRng(0)
        rng.state = data["rng"]
        return cls(data["pile"], data["turn"], list(data["secrets"]), rng)


def first_legal(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    takes = [a for a in legal if isinstance(a, Take)]
    return rng.choice(takes)


TOY = register(
    GameInfo(
        id="toy",
        title="Toy",
        state_class=ToyState,
        seat_counts=(2,),
        seat_roles=lambda n: ("first", "second"),
        bots={"easy": first_legal, "normal": first_legal, "hard": first_legal},
        options=(OptionSpec("pile", 7, (5, 7, 9)),),
    )
)
