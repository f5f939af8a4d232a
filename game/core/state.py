"""The contract every game's state keeps.

A state is a pure function of (rules version, options, seed, actions). Seats
are numbered 0..n-1; ``SPECTATOR`` (-1) sees only public information.

- ``to_move()`` lists the seats that owe a decision now (empty when over).
- ``legal_actions(seat)`` lists every legal action for that seat.
- ``apply(seat, action)`` changes the state and returns the events it caused,
  or raises ``IllegalAction`` naming the rule and leaves the state untouched.
- ``view(seat)`` is the JSON-able redacted picture that screens, bots and
  remote clients receive; it never holds the RNG or another seat's secrets.
- ``to_json()`` / ``from_json()`` are the full position (the game's "FEN"),
  RNG state included, for saves, tests and the position CLI.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from game.core.errors import IllegalAction
from game.core.values import Action, Codec, Event


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: who won (maybe nobody), scores, and why."""

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason, "scores": list(self.scores)}


class GameState(ABC):
    """Base class of every game's rules state."""

    game_id: ClassVar[str]
    rules_version: ClassVar[int]
    action_codec: ClassVar[Codec]
    event_codec: ClassVar[Codec]

    @classmethod
    @abstractmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> Self:
        """A fresh game; ``options`` are already validated by the game's ``GameInfo``."""

    @abstractmethod
    def to_move(self) -> list[int]:
        """Seats that owe a decision now; empty once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action for ``seat`` now (empty if it owes nothing)."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Play ``action`` for ``seat``; raise ``IllegalAction`` and change nothing if illegal."""

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-able data."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def turns(self) -> int:
        """Turns (or rounds) played so far, for summaries."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole position, RNG included."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a position; raise ``CorruptSave`` naming the bad field."""

    # Shared behaviour built on the contract.

    def opening_events(self) -> list[Event]:
        """Events that happened while ``new()`` set the game up (a first roll, say).

        ``Match`` records them before the first step; a state rebuilt from JSON
        has none. Games whose setup reveals nothing keep this default.
        """
        return []

    def is_over(self) -> bool:
        return self.outcome() is not None

    def state_hash(self) -> str:
        """A stable digest of the whole position."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def clone(self) -> Self:
        return type(self).from_json(self.to_json())

    def require_turn(self, seat: int) -> None:
        """Raise ``IllegalAction`` unless ``seat`` owes a decision now."""
        if self.is_over():
            raise IllegalAction("game over", "the game is already over")
        if seat not in self.to_move():
            raise IllegalAction("turn order", f"seat {seat} does not owe a decision now")
