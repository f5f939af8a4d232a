"""One connection to a LAN table's host, as the UI thread sees it.

A ``Link`` wraps one ``ClientConnection`` and turns what arrives (read with
``poll()`` on the UI thread, so nothing races the frame) into decoded frames:
a view, legal actions, the new events and the outcome. When the connection
drops it reconnects with the seat token every ``RETRY_SECONDS`` until the host
answers, says it closed the table, or refuses the token (in the lobby, a
seat left behind is free again: the link then sits nowhere). An action the
host refuses for coming too fast (``rate_limited``, naming the action's id)
is sent again after ``RESEND_SECONDS``, up to ``RESENDS`` times, before the
player is told. The host's notices (saving failed, moves lost) are kept in
``notices`` for the screen to show. A sync's ``since`` (what the seat was sent
since its player's last action, ``game.net.since``) comes decoded with its frame.
``in_background`` runs a blocking connect on a daemon thread, for the
screens to poll.
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from game.core.registry import GameInfo, get_game
from game.core.state import Outcome
from game.core.values import Action, Codec, Event
from game.net.client import ClientConnection, JoinRefused
from game.net.since import Record, read

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Seconds between attempts to rejoin a dropped table.
RETRY_SECONDS = 2.0
#: Seconds before an action refused as too fast is sent again, and how often.
RESEND_SECONDS = 0.5
RESENDS = 4


def in_background(work: Callable[[], T]) -> concurrent.futures.Future[T]:
    """Run a blocking call (a connect) on a daemon thread; the UI polls the future."""
    future: concurrent.futures.Future[T] = concurrent.futures.Future()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as exc:  # handed to the UI thread, which reports it
            future.set_exception(exc)

    threading.Thread(target=run, name="hexfold-connect", daemon=True).start()
    return future


@dataclass
class Frame:
    """One picture from the host, decoded, for the table to show."""

    seq: int
    view: dict[str, Any]
    legal: list[Action]
    events: list[Event]
    outcome: Outcome | None
    sync: bool  # a whole picture (a start or a rejoin): the log is rebuilt
    since: Record | None = None  # a sync's: the seat's pictures since its player acted


class Link:
    """One connection to the host, and what it has said so far."""

    def __init__(self, connection: ClientConnection) -> None:
        self.connection = connection
        self.info: GameInfo | None = None
        self.lobby: dict[str, Any] = {}
        self.seat: int | None = None
        self.frames: deque[Frame] = deque()
        self.latest: Frame | None = None
        self.log: list[Event] = []
        self.errors: list[str] = []
        self.notices: list[str] = []
        self.closed: str | None = None  # the host's reason, once it closed the table
        self.failure = ""  # why rejoining gave up
        self.connected = True
        self.awaiting = False  # an action is on its way: no second click until the answer
        self._retry_in = 0.0
        self._reconnect: concurrent.futures.Future[dict[str, Any]] | None = None
        self._sent: tuple[Action, concurrent.futures.Future[int]] | None = None
        self._resend: tuple[Action, float, int] | None = None  # action, seconds left, tries
        self._tries = 0

    @property
    def started(self) -> bool:
        return self.latest is not None

    @property
    def reconnecting(self) -> bool:
        return not self.connected and self.closed is None and not self.failure

    @property
    def counting(self) -> bool:
        """True while the link waits on time (a rejoin, an action to send again): it needs
        ``pump`` every frame, not only when a message arrives."""
        return self.reconnecting or self._resend is not None

    def pump(self, dt: float) -> list[dict[str, Any]]:
        """Read what arrived since the last frame; keep rejoining while dropped."""
        messages = self.connection.poll()
        for message in messages:
            self._apply(message)
        if self.reconnecting:
            self._retry(dt)
        if self._resend is not None:
            action, wait, tries = self._resend
            if wait - dt > 0:
                self._resend = (action, wait - dt, tries)
            else:
                self._resend = None
                self._send(action, tries)
        return messages

    def _apply(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("welcome", "lobby"):
            self.lobby = message["table"]
            self.info = self.info or get_game(self.lobby["game"])
        elif kind == "seated":
            self.seat = message["seat"]
        elif kind == "unseated":
            self.seat = None
            self.errors.append(f"You left seat {message['seat'] + 1}: {message['reason']}.")
        elif kind == "notice":
            self.notices.append(message["text"])
        elif kind in ("sync", "update") and self.info is not None:
            frame = self._decode(message, self.info)
            if frame.sync:
                self.frames.clear()
                self.log = list(frame.events)
            else:
                self.log.extend(frame.events)
            self.frames.append(frame)
            self.latest, self.awaiting, self._sent, self._resend = frame, False, None, None
        elif kind == "error":
            self._refused(message)
        elif kind == "closing":
            self.closed = message["reason"]
        elif kind == "disconnected":
            self.connected, self.awaiting, self._retry_in = False, False, 0.5

    @staticmethod
    def _decode(message: dict[str, Any], info: GameInfo) -> Frame:
        actions, events = info.state_class.action_codec, info.state_class.event_codec
        legal = [a for a in map(actions.decode, message["legal"]) if isinstance(a, Action)]
        seen = [e for e in map(events.decode, message["events"]) if isinstance(e, Event)]
        result = message.get("outcome")
        outcome = None if not result else Outcome(
            tuple(result["winners"]), result["reason"], tuple(result.get("scores", ())))
        return Frame(message["seq"], message["view"], legal, seen, outcome,
                     message["type"] == "sync", _since(message, events))

    def _retry(self, dt: float) -> None:
        if self._reconnect is not None:
            if not self._reconnect.done():
                return
            try:
                self._reconnect.result()
                self.connected = True
                log.info("rejoined the table as seat %s", self.seat)
            except JoinRefused as exc:
                self.failure = str(exc)
            except (OSError, concurrent.futures.TimeoutError) as exc:
                log.info("rejoin failed (%s); trying again", exc)
                self._retry_in = RETRY_SECONDS
            self._reconnect = None
            return
        self._retry_in -= dt
        if self._retry_in <= 0:
            self._reconnect = in_background(lambda: self.connection.connect(5.0))

    def _refused(self, message: dict[str, Any]) -> None:
        sent = self._sent
        mine = sent is not None and sent[1].done() and not sent[1].exception() \
            and message.get("id") == sent[1].result()
        if message["code"] == "rate_limited" and mine and self._tries < RESENDS:
            assert sent is not None
            self._resend = (sent[0], RESEND_SECONDS, self._tries + 1)
            return  # still awaiting: the action goes again in a moment
        if message.get("code") == "bad_token" and self.latest is None:
            self.seat = None  # our lobby seat was freed while we were away
            self.errors.append("Your seat was freed while you were away: sit again.")
            return
        self.errors.append(message["message"])
        if message.get("reply_to") in (None, "action") or mine:
            self.awaiting, self._sent = False, None

    def act(self, action: Action) -> None:
        """Send an action for our seat; the answer is an update, or a refusal to show."""
        self._send(action, 0)

    def _send(self, action: Action, tries: int) -> None:
        self.awaiting, self._tries = True, tries
        self._sent = (action, self.connection.send_action(action))

    def close(self) -> None:
        self.connection.close()


def _since(message: dict[str, Any], events: Codec) -> Record | None:
    """A sync's record of what the seat missed, its events decoded; None if it has none
    (or it does not fit the view: the recap then starts afresh)."""
    data = message.get("since")
    if not isinstance(data, dict):
        return None
    try:
        record = read(message["view"], data)
        record.frames = [([e for e in map(events.decode, told) if isinstance(e, Event)], view)
                         for told, view in record.frames]
    except (ValueError, KeyError, TypeError) as exc:  # a PatchError, a MalformedValue
        log.warning("the host's record of what we missed did not fit (%s)", exc)
        return None
    return record
