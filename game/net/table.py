"""A LAN table without I/O: seats, names, ready flags, seat tokens and the match.

The table owns the only true state. What leaves it for a seat is built by
``game.net.pictures`` and nowhere else: ``sync`` and ``updates`` are pure
builders of what each recipient is sent (its view, legal actions and redacted
events, never the state), and ``protocol.encode`` of their messages is the
exact bytes on the wire.

Seat kinds come from ``game.core.seats``: ``lan`` seats are claimed by remote
players, ``human`` seats are played on the host machine (through a loopback
client holding the token from ``local_token``), ``bot`` seats by the host.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError, IllegalAction
from game.core.match import Match, read_json, seated_people, write_json_atomic
from game.core.registry import GameInfo
from game.core.rng import GameRng
from game.core.seats import BOT_LEVELS, SEAT_KINDS, SeatSpec, bot_rng, check_seats, parse_seats
from game.core.values import SPECTATOR, Action, Event
from game.net.autosave import load_autosave
from game.net.names import clean_name
from game.net.pictures import Picture, Pictures

SIDECAR_FORMAT = "hexfold-table"


class TableError(HexfoldError):
    """A request the table refuses; ``code`` goes back to the client."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class TableSeat:
    """One seat at the table and who plays it."""

    number: int
    role: str
    kind: str
    level: str = "normal"
    name: str = ""
    token: str | None = None
    ready: bool = False
    holder: int | None = None  # id of the connection playing it now
    bot: str | None = None  # level of the bot playing it, if one does
    auto_bot: bool = False  # a bot took over because the player dropped

    def public(self) -> dict[str, Any]:
        return {
            "seat": self.number,
            "role": self.role,
            "kind": self.kind,
            "name": self.name,
            "claimed": self.token is not None,
            "ready": self.ready,
            "connected": self.holder is not None,
            "bot": self.bot,
        }


def sidecar_path(autosave: Path) -> Path:
    """Where the seat tokens of ``autosave`` live (kept apart so saves stay shareable)."""
    return autosave.with_name(autosave.stem + ".seats.json")


class Table:
    """Lobby and play of one game; every method is synchronous and quick."""

    def __init__(
        self,
        info: GameInfo,
        options: Mapping[str, str | int],
        seats: list[SeatSpec],
        seed: int,
    ) -> None:
        check_seats(info, seats)
        self.info = info
        self.options = info.resolve_options(options, seated_people(s.label() for s in seats))
        info.check_seats(self.options, len(seats))
        self.seed = seed
        self.specs = seats
        roles = info.seat_roles(len(seats))
        self.seats = [TableSeat(n, roles[n], s.kind, s.level) for n, s in enumerate(seats)]
        for seat in self.seats:
            if seat.kind == "bot":
                seat.name, seat.bot, seat.ready = f"bot ({seat.level})", seat.level, True
            elif seat.kind == "human":
                seat.token = secrets.token_hex(16)
        self.match: Match | None = None
        self.sent = Pictures()
        self.rngs: dict[int, GameRng] = {}
        self.sidecar_written: tuple[Path, dict[str, Any]] | None = None  # see save_seats
        self.notes: list[str] = []  # what resuming could not keep (see resume)

    # Lobby.

    @property
    def started(self) -> bool:
        return self.match is not None

    @property
    def over(self) -> bool:
        return self.match is not None and self.match.state.is_over()

    def lobby(self) -> dict[str, Any]:
        """The public picture of the table: game, options and every seat."""
        return {
            "game": self.info.id,
            "title": self.info.title,
            "options": self.options,
            "started": self.started,
            "over": self.over,
            "seats": [s.public() for s in self.seats],
        }

    def seat(self, number: int) -> TableSeat:
        if not 0 <= number < len(self.seats):
            raise TableError(f"there is no seat {number}", "no_seat")
        return self.seats[number]

    def claim(self, number: int, name: str) -> str:
        """Take a free LAN seat; returns its new token. Once the game has started only a
        seat without a token is free (a resumed table whose seat file was lost)."""
        seat = self.seat(number)
        if seat.kind != "lan":
            raise TableError(f"seat {number} is a {seat.kind} seat, not open to LAN", "seat_kind")
        if self.started and seat.token is not None:
            raise TableError("the game has started; rejoin your seat with its token", "started")
        if seat.token is not None:
            raise TableError(f"seat {number} is taken", "seat_taken")
        seat.token = secrets.token_hex(16)
        seat.name = clean_name(name, f"Player {number + 1}")
        return seat.token

    def release(self, number: int) -> None:
        """Give a claimed LAN seat back (lobby only); its token stops working."""
        seat = self.seat(number)
        if self.started:
            raise TableError("the game has started; seats stay taken", "started")
        if seat.kind != "lan":
            raise TableError(f"seat {number} is a {seat.kind} seat, not a LAN seat", "seat_kind")
        seat.token, seat.ready, seat.holder, seat.name = None, False, None, ""

    def set_ready(self, number: int, ready: bool) -> None:
        if self.started:
            raise TableError("the game has started", "started")
        self.seat(number).ready = ready

    def rename(self, number: int, name: str) -> None:
        seat = self.seat(number)
        seat.name = clean_name(name, seat.name or f"Player {number + 1}")

    def seat_for_token(self, token: str) -> TableSeat | None:
        """The seat whose token this is (compared in constant time), or None."""
        found = None
        given = token.encode("utf-8", "surrogatepass")
        for seat in self.seats:
            held = seat.token
            if held is not None and hmac.compare_digest(
                    held.encode("utf-8", "surrogatepass"), given):
                found = seat
        return found

    def missing(self) -> list[str]:
        """Why the table cannot start yet (empty when it can)."""
        out = []
        for seat in self.seats:
            if seat.bot is None and (seat.holder is None or not seat.ready):
                state = "nobody" if seat.holder is None else "not ready"
                role = self.info.role_titles.get(seat.role, seat.role) or "player"
                out.append(f"seat {seat.number + 1} ({role}): {state}")
        return out

    def start(self) -> None:
        """Deal the game; every non-bot seat must be seated and ready."""
        if self.started:
            raise TableError("the game has already started", "started")
        missing = self.missing()
        if missing:
            raise TableError("cannot start: " + "; ".join(missing), "not_ready")
        labels = [s.label() for s in self.specs]
        self.match = Match(self.info, self.options, self.seed, labels)
        self.rngs = {s.number: bot_rng(self.seed, s.number) for s in self.seats}

    def set_bot(self, number: int, level: str | None, auto: bool = False) -> None:
        """Let a bot of ``level`` play a seat, or (None) give it back to its player."""
        seat = self.seat(number)
        if level is not None and level not in BOT_LEVELS:
            raise TableError(f"bot level must be one of {', '.join(BOT_LEVELS)}", "schema")
        if seat.kind == "bot" and level is None:
            raise TableError(f"seat {number} is a bot seat", "seat_kind")
        seat.bot, seat.auto_bot = level, auto and level is not None
        if level is not None:
            seat.ready = True

    # Play.

    def decode(self, data: object) -> Action:
        """An action from its JSON form; ``MalformedValue`` if it is none."""
        action = self.info.state_class.action_codec.decode(data)
        assert isinstance(action, Action)
        return action

    def play(self, number: int, action: Action, seq: int | None = None) -> list[Event]:
        """Play for a seat, checked; ``seq`` (from the client) must be the latest update."""
        match = self._require_play()
        if seq is not None and seq != self.picture(number).seq:
            raise TableError("your view is out of date; wait for the update", "stale")
        if number not in match.state.to_move():
            raise TableError("It is not your turn now: wait for your turn.", "not_your_turn")
        if action not in match.state.legal_actions(number):
            try:
                match.state.clone().apply(number, action)
            except IllegalAction as exc:
                raise TableError(str(exc), "illegal") from None
            raise TableError("That move is not allowed now.", "illegal")
        return match.play(number, action)

    def _require_play(self) -> Match:
        if self.match is None:
            raise TableError("the game has not started", "not_started")
        if self.match.state.is_over():
            raise TableError("the game is over", "game_over")
        return self.match

    def bot_turn(self) -> tuple[int, dict[str, Any], list[Action], GameRng] | None:
        """A bot-played seat that owes a decision, with its view, legal actions and RNG."""
        if self.match is None or self.match.state.is_over():
            return None
        for number in self.match.state.to_move():
            if self.seats[number].bot is not None:
                state = self.match.state
                return number, state.view(number), state.legal_actions(number), self.rngs[number]
        return None

    def steps(self) -> int:
        return 0 if self.match is None else len(self.match.steps)

    def picture(self, recipient: int) -> Picture:
        """What ``recipient`` (a seat or ``SPECTATOR``) has been sent."""
        return self.sent.picture(self._started(), recipient)

    def updates(self, events: list[Event], spectators: bool) -> dict[int, dict[str, Any]]:
        """The ``update`` message of every recipient whose picture changed
        (``Pictures.updates``), the onlookers' only if ``spectators``.

        Call it right after each ``play``, with nothing in between: every recipient's
        picture then stays the one its connections were last sent.
        """
        match = self._started()
        recipients = [s.number for s in self.seats] + ([SPECTATOR] if spectators else [])
        mover = match.steps[-1].seat if match.steps else None
        acted = mover if mover is not None and self.seats[mover].bot is None else None
        return self.sent.updates(match, events, recipients, acted)

    def sync(self, recipient: int) -> dict[str, Any]:
        """The whole picture of ``recipient``: view, legal actions and its event log."""
        return self.sent.sync(self._started(), recipient)

    def events_held(self, recipient: int) -> int:
        """How many events ``recipient``'s log holds now."""
        return len(self.sent.event_log(self._started(), recipient))

    def _started(self) -> Match:
        assert self.match is not None, "the game has not started"
        return self.match

    # Saving and resuming.

    def save_seats(self, autosave: Path) -> None:
        """Write the seats with their tokens beside ``autosave`` if they changed since the
        last write (the save itself is ``game.net.autosave``'s)."""
        side = self.sidecar()
        if self.sidecar_written != (autosave, side):
            write_json_atomic(sidecar_path(autosave), side)
            self.sidecar_written = (autosave, side)

    def sidecar(self) -> dict[str, Any]:
        keep = ("kind", "level", "role", "name", "token", "bot", "auto_bot")
        seats = [{k: getattr(s, k) for k in keep} for s in self.seats]
        return {"format": SIDECAR_FORMAT, "game": self.info.id, "seats": seats}

    @classmethod
    def resume(cls, autosave: Path, lan_only: bool = False) -> Table:
        """The table of a crashed host, from its autosave (with its step log) and seat file.

        What could not be kept is listed in ``notes``: steps the save lost, and seats
        opened to claim because the seat file is missing or their token is unreadable
        (``lan_only``: the host has no screen, so "human here" seats become LAN seats).
        """
        loaded = load_autosave(autosave)
        match, notes = loaded.match, list(loaded.lost)
        side_file = sidecar_path(autosave)
        rows = _seat_rows(side_file, match) if side_file.exists() else None
        if rows is None:
            specs = parse_seats(",".join(match.seats))
            notes.append(f"{side_file.name} is missing: every LAN seat is open to claim, "
                         "with a new token")
        else:
            specs = [SeatSpec(r["kind"], r["level"]) for r in rows]
        if lan_only:
            specs = [SeatSpec("lan") if s.kind == "human" else s for s in specs]
        table = cls(match.info, match.options, specs, match.seed)
        for seat, row in zip(table.seats, rows or [{}] * len(table.seats), strict=True):
            seat.ready = True
            if row:
                seat.name = clean_name(str(row.get("name") or ""), f"Player {seat.number + 1}")
                bot = row.get("bot")
                seat.bot = bot if bot in BOT_LEVELS else seat.bot
                seat.auto_bot = bool(row.get("auto_bot")) and seat.bot is not None
            token = row.get("token")
            if isinstance(token, str) and token and seat.kind != "bot":
                seat.token = token
            elif seat.kind == "lan":
                seat.token = None
                if row:
                    notes.append(f"seat {seat.number + 1}'s token in {side_file.name} is "
                                 "unreadable: the seat is open to claim")
        table.match = match
        table.notes = notes
        table.rngs = {s.number: bot_rng(match.seed + len(match.steps), s.number)
                      for s in table.seats}
        return table


def _seat_rows(path: Path, match: Match) -> list[dict[str, Any]]:
    """The seat rows of a seat file, checked against the save (``HexfoldError`` if not)."""
    side = read_json(path)
    if not isinstance(side, dict) or side.get("format") != SIDECAR_FORMAT:
        raise HexfoldError(f"{path.name}: not a Hexfold table file")
    rows = side.get("seats")
    if side.get("game") != match.info.id or not isinstance(rows, list) or not all(
        isinstance(r, dict) for r in rows
    ) or len(rows) != len(match.seats):
        raise HexfoldError(f"{path.name}: does not fit the save")
    if not all(r.get("kind") in SEAT_KINDS and r.get("level") in BOT_LEVELS for r in rows):
        raise HexfoldError(f"{path.name}: a seat has no valid kind or level")
    return rows
