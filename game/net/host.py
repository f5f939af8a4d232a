"""The authoritative host: one asyncio TCP server around a ``Table``.

Each connection says ``hello`` (protocol version, game, name, password and,
to rejoin, its seat token), then claims a seat, names itself and says it is
ready; the host starts the game. A lobby seat belongs to a live connection:
when it hangs up, the seat is free again (and the host can free a seat whose
player sits idle). From then on a seat's actions are checked (sender owns the
seat, the update it answers is the latest, the action is legal) and every
recipient is sent what changed for it. Bad input gets an ``error`` reply
(naming the refused message's type and ``id``) and a log line, at most one a
second per connection; the table goes on. A message over a connection's token
bucket is refused as ``rate_limited``, never dropped silently. How many
connections, for how long, and password lockouts: ``host_guard``; newcomers
are let in at a steady pace by ``host_door``, so a flood of connections costs
the players at the table a bounded share of the host's time. A connection is
sent the updates of the picture it was last sent whole (``Connection.shown``).

With ``autosave`` every step is appended to a step log before its updates go
out, and the save is rewritten at checkpoints (``game.net.autosave``); the
seat tokens live in a seat file beside it, so ``Host(Table.resume(autosave),
...)`` carries on after a crash and clients rejoin with their tokens. A seat
nobody holds after such a restart goes to a bot after ``bot_on_drop`` seconds,
as a dropped one does. When saving fails the players are told (a ``notice``)
and ``problems`` says so.

What the host keeps per connection and sending to it are in
``host_connection``; the host on a thread of its own, for the app, is
``host_thread.HostThread``.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError
from game.core.values import SPECTATOR
from game.net import packing, protocol
from game.net.host_connection import Connection, Refusals, send, send_bytes
from game.net.host_door import Door
from game.net.host_guard import Guard, Limits
from game.net.host_saving import Saving
from game.net.host_seating import Seating
from game.net.names import NameRefused, check_name
from game.net.table import Table, TableError

log = logging.getLogger(__name__)

#: Refusals of a hello after which the host hangs up.
HANG_UP = ("bad_password", "version", "game", "full", "locked_out", "name")


class Host(Seating):
    """Serves one table; the lobby API below is what a host screen drives.

    ``rate``/``burst`` set each connection's token bucket; ``bot_on_drop``
    (seconds) lets a bot play a seat nobody holds until its player rejoins;
    ``auto_start`` starts the game as soon as every seat is seated and ready
    (the headless host); ``on_change`` is called whenever the lobby changes;
    ``limits`` bounds connections, timeouts and password guesses.
    ``saving.problems`` lists what went wrong with the autosave, ``lost`` what
    resuming could not keep.
    """

    def __init__(
        self,
        table: Table,
        password: str | None = None,
        autosave: Path | None = None,
        *,
        rate: float = 20.0,
        burst: float = 40.0,
        bot_on_drop: float | None = None,
        auto_start: bool = False,
        on_change: Callable[[], None] | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.table = table
        self.password = password or None
        self.autosave = autosave
        self.rate, self.burst = rate, burst
        self.bot_on_drop = bot_on_drop
        self.auto_start = auto_start
        self.on_change = on_change
        self.guard = Guard(limits or Limits())
        self.saving = Saving(table, autosave)
        self.lost: list[str] = list(table.notes)  # what resuming could not keep
        self.connections: dict[int, Connection] = {}
        self.port = 0
        self.finished = asyncio.Event()
        self._ids = itertools.count(1)
        self._lock = asyncio.Lock()
        self.door = Door(self.guard.limits, self._serve)
        self._strangers = Refusals()  # of connections yet to be welcomed
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: set[asyncio.Task[Any]] = set()
        self._bots: asyncio.Task[None] | None = None
        self._covers: dict[int, asyncio.Task[None]] = {}  # per seat: a bot's wait to cover it
        self._lobby_sent = b""
        self._lobby_due = False
        self.closing = False
        if table.over:
            self.finished.set()

    # Lifecycle.

    async def open(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Listen on ``address:port`` (0 picks a free port); returns the port."""
        self.port = await self.door.open(address, port)
        log.info("hosting %s on %s:%d", self.table.info.id, address, self.port)
        for note in self.lost:
            log.warning("resumed with a loss: %s", note)
        if self.table.started:
            await self.saving.begin()
            for seat in self.table.seats:
                self._cover_if_absent(seat.number)
            self._wake_bots()
        self._spawn(self._sweep())
        self._lobby_changed()
        return self.port

    async def close(self, reason: str = "the host closed the table") -> None:
        """Stop serving, save the last checkpoint and say goodbye to every client."""
        self.closing = True
        await self.door.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.saving.close()
        self._note_saving()
        for conn in list(self.connections.values()):
            send(conn, {"type": "closing", "reason": reason})
            conn.writer.close()
        if self._handlers:  # closed sockets end their handlers; wait for them
            await asyncio.wait(list(self._handlers), timeout=5.0)
        self.connections.clear()

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("host task failed", exc_info=task.exception())

    # Lobby API for the host's own screen.

    def lobby(self) -> dict[str, Any]:
        """Seats, names, ready flags and who is connected, plus the game and options."""
        return self.table.lobby() | {"password": self.password is not None, "port": self.port}

    def local_token(self, seat: int) -> str:
        """The token a loopback client uses to play a ``human`` seat of this machine."""
        found = self.table.seat(seat)
        if found.kind != "human" or found.token is None:
            raise TableError(f"seat {seat} is not a human seat of the host", "seat_kind")
        return found.token

    async def start(self) -> None:
        """Start the game (``TableError`` lists the seats not yet seated or ready)."""
        async with self._lock:
            self.table.start()
            log.info("game started: %s", ", ".join(s.name for s in self.table.seats))
            await self.saving.begin()
            for conn in self.connections.values():
                if conn.welcomed:
                    self._sync(conn, SPECTATOR if conn.seat is None else conn.seat)
        self._lobby_changed()
        self._wake_bots()

    async def set_bot(self, seat: int, level: str | None, auto: bool = False) -> None:
        """Hand a seat to a bot of ``level``, or (None) back to its player."""
        async with self._lock:
            self.table.set_bot(seat, level, auto)
        await self.saving.seats()
        log.info("seat %d is now played by %s", seat, f"a {level} bot" if level else "its player")
        self._lobby_changed()
        self._wake_bots()

    # Connections.

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        address, port = (writer.get_extra_info("peername") or ("?", 0))[:2]
        conn = Connection(next(self._ids), f"{address}:{port}", str(address), writer,
                          protocol.TokenBucket(self.rate, self.burst))
        room = self.guard.make_room(self.connections.values())
        if room is False:
            send(conn, protocol.error("full", "the table has as many connections as it "
                                              "takes; try again later"))
            writer.close()
            return
        if isinstance(room, Connection):
            send(room, protocol.error("full", "the table is full: say hello as soon as "
                                              "you connect"))
            room.cut("made room for a newcomer")
            self.connections.pop(room.id, None)
        self.connections[conn.id] = conn
        handler = asyncio.current_task()
        if handler is not None:
            self._handlers.add(handler)
        log.debug("conn %d: connected from %s", conn.id, conn.peer)
        conn.lines = protocol.LineReader(reader, protocol.MAX_CLIENT_LINE)
        try:
            while conn.id in self.connections:
                line = await conn.lines.next_line()
                if line is None:
                    break
                await self._receive(conn, line)
        except ConnectionError as exc:
            log.info("conn %d: dropped (%s)", conn.id, type(exc).__name__)
        finally:
            self._drop(conn)
            self._handlers.discard(handler)  # type: ignore[arg-type]

    async def _receive(self, conn: Connection, line: bytes) -> None:
        if not conn.bucket.take():
            self._refuse(conn, "rate_limited", "too many messages at once: this one was not "
                         "handled; send it again in a moment", *protocol.peek(line))
            return
        kind = ident = None
        try:
            if line is protocol.OVERSIZED:
                raise protocol.ProtocolError(
                    f"line longer than {protocol.MAX_CLIENT_LINE} bytes", "too_large")
            message = protocol.check_message(protocol.parse_line(line))
            kind, ident = message["type"], message.get("id")
            conn.heard = time.monotonic()
            await self._dispatch(conn, message)
        except (protocol.ProtocolError, TableError, NameRefused) as exc:
            self._refuse(conn, exc.code, getattr(exc, "message", str(exc)), kind, ident)
        except HexfoldError as exc:  # MalformedValue from an action's codec
            self._refuse(conn, "malformed", str(exc), kind, ident)
        except Exception:  # a fault in game code must not end the table
            log.exception("conn %d: %s failed", conn.id, kind)
            send(conn, protocol.error("internal", "the host failed on that message", kind,
                                      ident))

    def _refuse(self, conn: Connection, code: str, message: str, kind: str | None,
                ident: int | None = None) -> None:
        # A flood of newcomers, each refused once, is logged as one line a second.
        since = (conn.refusals if conn.welcomed else self._strangers).to_log()
        if since is not None:
            more = f" (and {since} more refused since)" if since else ""
            log.warning("conn %d (%s): refused %s: %s%s", conn.id, conn.peer, kind or "line",
                        message, more)
        send(conn, protocol.error(code, message, kind, ident))
        if code in HANG_UP and not conn.welcomed:
            conn.writer.close()
            self.connections.pop(conn.id, None)

    async def _dispatch(self, conn: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            send(conn, {"type": "pong", "id": message.get("id")})
            return
        if kind == "hello":
            await self._hello(conn, message)
            return
        if not conn.welcomed:
            raise protocol.ProtocolError("say hello first", "handshake")
        if kind == "claim":
            await self._claim(conn, message["seat"])
        elif kind == "action":
            await self._action(conn, message)
            return
        elif conn.seat is None:
            raise TableError("take a seat first", "no_seat")
        elif kind == "release":
            self.table.release(conn.seat)
            conn.seat = None
        elif kind == "rename":
            conn.name = check_name(message["name"])
            self.table.rename(conn.seat, conn.name)
        elif kind == "ready":
            self.table.set_ready(conn.seat, message["ready"])
        self._lobby_changed()

    async def _action(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.seat is None:
            raise TableError("spectators cannot act; take a seat", "no_seat")
        if message.get("seat") not in (None, conn.seat):
            raise TableError(f"you play seat {conn.seat}, not {message['seat']}", "not_your_seat")
        if conn.shown != conn.seat:
            raise TableError("your view is out of date; wait for the update", "stale")
        if self.table.seats[conn.seat].bot is not None:
            raise TableError("a bot plays your seat; ask the host to hand it back", "bot_seat")
        action = self.table.decode(message["action"])
        if self.closing:
            raise TableError("the host is closing the table", "closing")
        async with self._lock:
            events = self.table.play(conn.seat, action, message["seq"])
            self._publish(events)
        self._wake_bots()

    def _publish(self, events: list[Any]) -> None:
        """Log the step, then send every recipient whose picture changed its update
        (straight after the play: nothing may run between the two)."""
        self.saving.record()
        watchers = any(c.shown == SPECTATOR for c in self.connections.values())
        updates = self.table.updates(events, spectators=watchers)
        encoded = {r: protocol.encode(packing.pack(m)) for r, m in updates.items()}
        for conn in self.connections.values():
            data = encoded.get(conn.shown) if conn.shown is not None else None
            if data is not None:
                send_bytes(conn, data)
        self._note_saving()
        if self.table.over and not self.finished.is_set():
            log.info("game over: %s", self.table.match.state.outcome())  # type: ignore[union-attr]
            self.finished.set()
            self._lobby_changed()

    def _note_saving(self) -> None:
        """Tell the table when saving starts to fail, and when it works again."""
        news = self.saving.news()
        if news is not None:
            self._tell_all(news)

    def _tell_all(self, text: str, but: Connection | None = None) -> None:
        data = protocol.encode({"type": "notice", "text": text})
        for conn in self.connections.values():
            if conn.welcomed and conn is not but:
                send_bytes(conn, data)

    # Bots.

    def _wake_bots(self) -> None:
        """Make sure the one bot task runs (it re-checks for bot turns after each move)."""
        if self._bots is None or self._bots.done():
            self._bots = self._spawn(self._run_bots())

    async def _run_bots(self) -> None:
        """Play bot seats until none owes a decision (bots think off the event loop)."""
        while (turn := self.table.bot_turn()) is not None:
            seat, view, legal, rng = turn
            steps = self.table.steps()
            bot = self.table.info.bot(self.table.seats[seat].bot or "normal")
            action = await asyncio.to_thread(bot, view, legal, rng)
            async with self._lock:
                if (self.table.steps() != steps or self.table.seats[seat].bot is None
                        or self.closing):
                    continue
                events = self.table.play(seat, action)
                self._publish(events)

    # Housekeeping.

    def _sync(self, conn: Connection, recipient: int) -> None:
        """Send ``conn`` the whole picture of ``recipient`` (a seat or ``SPECTATOR``); from
        now on it is sent that picture's updates."""
        send(conn, self.table.sync(recipient))
        conn.shown = recipient

    async def _sweep(self) -> None:
        """Cut off connections past their timeouts; notice saving failures."""
        while True:
            await asyncio.sleep(self.guard.tick())
            now = time.monotonic()
            for conn in list(self.connections.values()):
                why = self.guard.overdue(conn, now)
                if why:
                    conn.cut(why)
            self.guard.forget_old_strikes(now)
            self._note_saving()

    def _lobby_changed(self) -> None:
        """Send the lobby to everyone once this turn of the loop is over, if it changed."""
        if not self._lobby_due:
            self._lobby_due = True
            asyncio.get_running_loop().call_soon(self._send_lobby)

    def _send_lobby(self) -> None:
        self._lobby_due = False
        data = protocol.encode({"type": "lobby", "table": self.lobby()})
        if data != self._lobby_sent:
            self._lobby_sent = data
            for conn in self.connections.values():
                if conn.welcomed:
                    send_bytes(conn, data)
            if self.on_change is not None:
                self.on_change()
        if self.auto_start and not self.table.started and not self.table.missing():
            self._spawn(self._start_if_ready())

    async def _start_if_ready(self) -> None:
        if not self.table.started and not self.table.missing():
            await self.start()
