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

``state_hash()`` digests ``hash_parts()``, which is the whole position unless
a game says otherwise. ``Match`` hashes after every step, so a game whose
position holds a log that grows all game (Paradox Island's notebooks) would
make a long game quadratic. Such a game keeps a ``ListDigest`` of each log
(fed as entries are appended) and returns the digests in the logs' place:
the hash still changes when any entry does, and costs the size of the rest
of the position. A core hook rather than a per-game ``state_hash``, so that
the canonical encoding and the hash function stay in one place for every
game, and games that keep the default keep their saves' hashes.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from game.core.errors import IllegalAction
from game.core.values import Action, Codec, Event

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"))  # built once: hot path


def canonical_json(value: object) -> str:
    """The one text every hash is taken of: sorted keys, no spaces.

    >>> canonical_json({"b": [1, 2], "a": None})
    '{"a":null,"b":[1,2]}'
    """
    return _CANONICAL.encode(value)


class ListDigest:
    """The SHA-256 of a list's canonical JSON, kept up as items are appended.

    Appending costs the size of the item, not of the list; ``hexdigest()`` is
    always what hashing the whole list afresh gives, so it can stand in for
    the list in a hash and be rebuilt from the list when a position loads
    (one encoding of the whole list).

    >>> digest = ListDigest([{"kind": "a"}])
    >>> digest.append({"kind": "b"})
    >>> digest.hexdigest() == ListDigest([{"kind": "a"}, {"kind": "b"}]).hexdigest()
    True
    >>> digest.hexdigest() == hashlib.sha256(b'[{"kind":"a"},{"kind":"b"}]').hexdigest()
    True
    """

    def __init__(self, items: Iterable[object] = ()) -> None:
        text = canonical_json(list(items))
        self._sha = hashlib.sha256(text[:-1].encode())  # still open: "]" is added on reading
        self._empty = text == "[]"

    def append(self, item: object, text: str | None = None) -> None:
        """Add ``item``; ``text`` is its ``canonical_json`` if the caller has it already
        (an entry written to several lists is encoded once)."""
        text = canonical_json(item) if text is None else text
        self._sha.update((text if self._empty else "," + text).encode())
        self._empty = False

    def hexdigest(self) -> str:
        closed = self._sha.copy()
        closed.update(b"]")
        return closed.hexdigest()

    def copy(self) -> ListDigest:
        twin = ListDigest()
        twin._sha, twin._empty = self._sha.copy(), self._empty
        return twin


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

    def views(self, seats: list[int]) -> list[dict[str, Any]]:
        """``view`` of each of ``seats`` in turn, of this one position (a LAN host's
        recipients after a step). A game may build what the views share once (they may
        then share it: a view is never changed once handed out); each equals ``view``."""
        return [self.view(seat) for seat in seats]

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

    def hash_parts(self) -> Any:
        """The JSON-able data ``state_hash`` digests: by default the whole position.

        A game may override it to put running digests (``ListDigest``) in place
        of append-only logs; it must still change whenever the position does,
        and be equal for a position and its ``from_json(to_json())``.
        """
        return self.to_json()

    def state_hash(self) -> str:
        """A stable digest of the whole position (of ``hash_parts()``)."""
        return hashlib.sha256(canonical_json(self.hash_parts()).encode()).hexdigest()

    def clone(self) -> Self:
        """An equal, independent state (a game may override it with a cheaper copy)."""
        return type(self).from_json(self.to_json())

    def require_turn(self, seat: int) -> None:
        """Raise ``IllegalAction`` unless ``seat`` owes a decision now."""
        if self.is_over():
            raise IllegalAction("game over", "the game is already over")
        if seat not in self.to_move():
            raise IllegalAction("turn order", f"seat {seat} does not owe a decision now")
