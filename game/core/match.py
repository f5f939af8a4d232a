"""A match: a state plus its action log, hashes, saves, replays and undo.

A save is (game id, rules version, options, seed, seat labels, actions, a
state hash after every step). Loading a save replays it and checks every
hash, so a save is also a replay. Writes are atomic (temp file + rename).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import CorruptSave, HexfoldError, IllegalAction, ReplayMismatch
from game.core.registry import GameInfo, get_game
from game.core.state import GameState
from game.core.values import Action, Event

SAVE_FORMAT = "hexfold-save"
POSITION_FORMAT = "hexfold-position"


#: Seat kinds played by a person (``game.core.seats`` names every kind).
PEOPLE_KINDS = ("human", "lan")


def seated_people(seats: Iterable[str]) -> bool:
    """True if a person plays one of these seat labels ("human", "lan", "bot:easy"...).

    >>> seated_people(["bot:normal", "lan"]), seated_people(["bot:easy", "bot"])
    (True, False)
    """
    return any(label.partition(":")[0] in PEOPLE_KINDS for label in seats)


@dataclass(frozen=True)
class Step:
    """One played action, the events it caused and the hash after it."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    hash: str


class Match:
    """A game being played: the true state and everything needed to save it."""

    def __init__(
        self,
        info: GameInfo,
        options: Mapping[str, Any],
        seed: int,
        seats: list[str],
    ) -> None:
        self.info = info
        self.options = dict(options)
        self.seed = seed
        self.seats = list(seats)
        if len(self.seats) not in info.seat_counts:
            counts = " or ".join(str(n) for n in info.seat_counts)
            raise HexfoldError(f"{info.id} takes {counts} seats, not {len(self.seats)}")
        self.state: GameState = info.state_class.new(self.options, seed, len(seats))
        self.start_hash = self.state.state_hash()
        self.opening: tuple[Event, ...] = tuple(self.state.opening_events())
        self.steps: list[Step] = []

    @classmethod
    def create(
        cls,
        game_id: str,
        options: Mapping[str, str | int] | None = None,
        seed: int = 0,
        seats: list[str] | None = None,
    ) -> Match:
        """A new match; options are validated and defaults filled in (those of a table
        with a person at it, or of a bot-only one: see ``OptionSpec.unattended``)."""
        info = get_game(game_id)
        seats = seats or ["human"] * info.seat_counts[0]
        return cls(info, info.resolve_options(options or {}, seated_people(seats)), seed, seats)

    # Playing.

    def play(self, seat: int, action: Action) -> list[Event]:
        """Apply an action; ``IllegalAction`` leaves the match unchanged."""
        events = self.state.apply(seat, action)
        self.steps.append(Step(seat, action, tuple(events), self.state.state_hash()))
        return events

    def events_for(self, seat: int) -> Iterator[Event]:
        """Every event so far (setup included), as ``seat`` may see it."""
        everything = [self.opening, *(step.events for step in self.steps)]
        for events in everything:
            for event in events:
                shown = event.for_seat(seat)
                if shown is not None:
                    yield shown

    def can_undo(self, seat: int) -> bool:
        """True if ``seat`` played the last step and it showed ``seat`` nothing it did not
        know: ``seat`` was shown events, none of which may reveal anything (``Event.reveals``).
        A step that showed no event is not taken back: its news, if any, was in the view."""
        if not self.steps or self.state.is_over() or self.steps[-1].seat != seat:
            return False
        shown = [e for e in (e.for_seat(seat) for e in self.steps[-1].events) if e is not None]
        return bool(shown) and not any(e.reveals for e in shown)

    def undo(self, seat: int) -> None:
        """Take back the last step by rebuilding the state from the log."""
        if not self.can_undo(seat):
            raise IllegalAction("undo", "nothing to undo: a roll or reveal happened since")
        kept = self.steps[:-1]
        self.state = self.info.state_class.new(self.options, self.seed, len(self.seats))
        self.steps = []
        for step in kept:
            self.play(step.seat, step.action)

    # Saving and loading.

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.info.id,
            "rules_version": self.info.state_class.rules_version,
            "options": self.options,
            "seed": self.seed,
            "seats": self.seats,
            "start_hash": self.start_hash,
            "steps": [
                {"seat": s.seat, "action": s.action.to_json(), "hash": s.hash} for s in self.steps
            ],
        }

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the match atomically: a crash never leaves half a file."""
        write_json_atomic(Path(path), self.to_json())

    @classmethod
    def from_json(cls, data: object, source: str = "save") -> Match:
        """Rebuild a match from its save, checking every hash on the way."""
        return _replay(data, source)[0]

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        return cls.from_json(read_json(Path(path)), str(path))


def replay_states(data: object, source: str = "save") -> list[GameState]:
    """The state before every step and after the last (for watching a replay)."""
    return _replay(data, source, keep_states=True)[1]


def _replay(
    data: object, source: str, keep_states: bool = False
) -> tuple[Match, list[GameState]]:
    header = _read_header(data, source)
    try:
        info = get_game(header["game"])
    except HexfoldError as exc:
        raise CorruptSave(f"{source}: {exc}") from None
    if header["rules_version"] != info.state_class.rules_version:
        raise CorruptSave(
            f"{source}: saved with {info.id} rules version {header['rules_version']}, "
            f"this build plays version {info.state_class.rules_version}"
        )
    try:
        options = info.resolve_options(header["options"], seated_people(header["seats"]))
        match = Match(info, options, header["seed"], header["seats"])
    except HexfoldError as exc:
        raise CorruptSave(f"{source}: {exc}") from None
    if header["start_hash"] != match.start_hash:
        raise ReplayMismatch(0, header["start_hash"], match.start_hash)
    states = [match.state.clone()] if keep_states else []
    for number, raw in enumerate(header["steps"], start=1):
        if not isinstance(raw, dict) or not {"seat", "action", "hash"} <= set(raw):
            raise CorruptSave(f"{source}: step {number} needs seat, action and hash")
        try:
            action = info.state_class.action_codec.decode(raw["action"])
            match.play(raw["seat"], action)  # type: ignore[arg-type]
        except HexfoldError as exc:
            raise CorruptSave(f"{source}: step {number}: {exc}") from None
        if raw["hash"] != match.steps[-1].hash:
            raise ReplayMismatch(number, str(raw["hash"]), match.steps[-1].hash)
        if keep_states:
            states.append(match.state.clone())
    return match, states


def _read_header(data: object, source: str) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(f"{source}: not a Hexfold save (no \"format\": \"{SAVE_FORMAT}\")")
    expected: dict[str, type | tuple[type, ...]] = {
        "game": str,
        "rules_version": int,
        "options": dict,
        "seed": int,
        "seats": list,
        "start_hash": str,
        "steps": list,
    }
    for name, kind in expected.items():
        if not isinstance(data.get(name), kind):
            raise CorruptSave(f"{source}: field {name!r} is missing or not {_kind_name(kind)}")
    if not all(isinstance(s, str) for s in data["seats"]):
        raise CorruptSave(f"{source}: field 'seats' must list seat labels")
    return data


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {str: "a string", int: "an integer", dict: "a JSON object", list: "a list"}
    return names.get(kind, str(kind)) if isinstance(kind, type) else "value"


# Positions (a single state, no history): for tests and the position CLI.


def position_to_json(state: GameState) -> dict[str, Any]:
    return {
        "format": POSITION_FORMAT,
        "game": state.game_id,
        "rules_version": state.rules_version,
        "position": state.to_json(),
    }


def position_from_json(data: object, source: str = "position") -> GameState:
    """A state from its position file; ``CorruptSave`` names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
        raise CorruptSave(
            f"{source}: not a Hexfold position (no \"format\": \"{POSITION_FORMAT}\")"
        )
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise CorruptSave(f"{source}: field 'game' is missing")
    try:
        info = get_game(game_id)
    except HexfoldError as exc:
        raise CorruptSave(f"{source}: {exc}") from None
    if data.get("rules_version") != info.state_class.rules_version:
        raise CorruptSave(f"{source}: rules version {data.get('rules_version')!r} is not ours")
    position = data.get("position")
    if not isinstance(position, dict):
        raise CorruptSave(f"{source}: field 'position' must be a JSON object")
    try:
        return info.state_class.from_json(position)
    except CorruptSave as exc:
        raise CorruptSave(f"{source}: {exc}") from None
    except (HexfoldError, KeyError, TypeError, ValueError) as exc:
        raise CorruptSave(f"{source}: position: {exc}") from None


# Files.


def read_json(path: Path) -> object:
    """Parse a JSON file, or raise ``CorruptSave`` with one clear line."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CorruptSave(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise CorruptSave(f"{path}: not a text file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CorruptSave(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from None


def write_json_atomic(path: Path, data: object) -> None:
    """Write JSON to a temp file beside ``path``, then rename it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            # dumps, not dump: ``json.dump`` streams through the pure-Python encoder,
            # several times slower on a long game's save (the LAN host saves every step).
            handle.write(json.dumps(data, separators=(",", ":")))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
