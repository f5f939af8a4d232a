"""The authoritative host: one asyncio TCP server around a ``Table``.

Each connection says ``hello`` (protocol version, game, name, password and,
to rejoin, its seat token), then claims a seat, names itself and says it is
ready; the host starts the game. From then on a seat's actions are checked
(sender owns the seat, the update it answers is the latest, the action is
legal) and every recipient is sent its own update. Bad input gets an
``error`` reply and a log line; the table goes on. A connection that sends
faster than its token bucket allows has the excess dropped, and one that does
not read its messages is cut off rather than allowed to stall the table.

After every action the match is saved to ``autosave`` and the seat tokens to
a sidecar file, so ``Host(Table.resume(autosave), ...)`` carries on after a
crash and clients rejoin with their tokens.

What the host keeps per connection, sending to it and the hello check are in
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
from game.net import protocol
from game.net.host_connection import Connection, check_hello, send
from game.net.table import Table, TableError

log = logging.getLogger(__name__)

#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 15.0


class Host:
    """Serves one table; the lobby API below is what a host screen drives.

    ``rate``/``burst`` set each connection's token bucket; ``bot_on_drop``
    (seconds) lets a bot play a dropped seat until its player rejoins;
    ``auto_start`` starts the game as soon as every seat is seated and ready
    (the headless host); ``on_change`` is called whenever the lobby changes.
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
    ) -> None:
        self.table = table
        self.password = password or None
        self.autosave = autosave
        self.rate, self.burst = rate, burst
        self.bot_on_drop = bot_on_drop
        self.auto_start = auto_start
        self.on_change = on_change
        self.connections: dict[int, Connection] = {}
        self.port = 0
        self.finished = asyncio.Event()
        self._ids = itertools.count(1)
        self._lock = asyncio.Lock()
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: set[asyncio.Task[Any]] = set()
        self._bots: asyncio.Task[None] | None = None
        if table.over:
            self.finished.set()

    # Lifecycle.

    async def open(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Listen on ``address:port`` (0 picks a free port); returns the port."""
        self._server = await asyncio.start_server(self._serve, address, port)
        self.port = self._server.sockets[0].getsockname()[1]
        log.info("hosting %s on %s:%d", self.table.info.id, address, self.port)
        if self.table.started:
            self._wake_bots()
        self._lobby_changed()
        return self.port

    async def close(self, reason: str = "the host closed the table") -> None:
        """Say goodbye to every client and stop serving."""
        for conn in list(self.connections.values()):
            send(conn, {"type": "closing", "reason": reason})
            conn.writer.close()
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._handlers:  # closed sockets end their handlers; wait for them
            await asyncio.wait(list(self._handlers), timeout=5.0)
        self.connections.clear()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

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
            await self._save()
            for conn in self.connections.values():
                if conn.welcomed:
                    send(conn, self.table.sync(self._recipient(conn)))
        self._lobby_changed()
        self._wake_bots()

    async def set_bot(self, seat: int, level: str | None, auto: bool = False) -> None:
        """Hand a seat to a bot of ``level``, or (None) back to its player."""
        async with self._lock:
            self.table.set_bot(seat, level, auto)
            if self.table.started:
                await self._save()
        log.info("seat %d is now played by %s", seat, f"a {level} bot" if level else "its player")
        self._lobby_changed()
        self._wake_bots()

    def free_seat(self, seat: int) -> None:
        """Release a LAN seat in the lobby (its player may have left for good)."""
        holder = self.table.seat(seat).holder
        self.table.release(seat)
        if holder in self.connections:
            self.connections[holder].seat = None
        self._lobby_changed()

    # Connections.

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        address, port = writer.get_extra_info("peername", ("?", 0))[:2]
        peer = f"{address}:{port}"
        conn = Connection(next(self._ids), peer, writer,
                          protocol.TokenBucket(self.rate, self.burst))
        self.connections[conn.id] = conn
        handler = asyncio.current_task()
        if handler is not None:
            self._handlers.add(handler)
        log.info("conn %d: connected from %s", conn.id, peer)
        lines = protocol.LineReader(reader, protocol.MAX_CLIENT_LINE)
        try:
            while conn.id in self.connections:
                timeout = None if conn.welcomed else HELLO_TIMEOUT
                line = await asyncio.wait_for(lines.next_line(), timeout)
                if line is None:
                    break
                await self._receive(conn, line)
        except (TimeoutError, ConnectionError) as exc:
            log.info("conn %d: dropped (%s)", conn.id, type(exc).__name__)
        finally:
            self._drop(conn)
            self._handlers.discard(handler)  # type: ignore[arg-type]

    async def _receive(self, conn: Connection, line: bytes) -> None:
        if not conn.bucket.take():
            now = time.monotonic()
            if now - conn.limit_notice > 1.0:
                conn.limit_notice = now
                self._refuse(conn, "rate_limited", "too many messages; slow down", None)
            return
        kind = None
        try:
            if line is protocol.OVERSIZED:
                raise protocol.ProtocolError(
                    f"line longer than {protocol.MAX_CLIENT_LINE} bytes", "too_large")
            message = protocol.check_message(protocol.parse_line(line))
            kind = message["type"]
            await self._dispatch(conn, message)
        except (protocol.ProtocolError, TableError) as exc:
            self._refuse(conn, exc.code, getattr(exc, "message", str(exc)), kind)
        except HexfoldError as exc:  # MalformedValue from an action's codec
            self._refuse(conn, "malformed", str(exc), kind)
        except Exception:  # a fault in game code must not end the table
            log.exception("conn %d: %s failed", conn.id, kind)
            send(conn, protocol.error("internal", "the host failed on that message", kind))

    def _refuse(self, conn: Connection, code: str, message: str, kind: str | None) -> None:
        log.warning("conn %d (%s): refused %s: %s", conn.id, conn.peer, kind or "line", message)
        send(conn, protocol.error(code, message, kind))
        if code in ("bad_password", "version", "game"):
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
            self._claim(conn, message["seat"])
        elif kind == "action":
            await self._action(conn, message)
            return
        elif conn.seat is None:
            raise TableError("take a seat first", "no_seat")
        elif kind == "release":
            self.table.release(conn.seat)
            conn.seat = None
        elif kind == "rename":
            conn.name = message["name"]
            self.table.rename(conn.seat, conn.name)
        elif kind == "ready":
            self.table.set_ready(conn.seat, message["ready"])
        self._lobby_changed()

    async def _hello(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.welcomed:
            raise protocol.ProtocolError("hello twice", "handshake")
        check_hello(message, self.table.info.id, self.password)
        conn.welcomed, conn.name = True, message["name"]
        send(conn, {"type": "welcome", "version": protocol.PROTOCOL_VERSION,
                          "game": self.table.info.id, "table": self.lobby()})
        token = message.get("token")
        if token:
            await self._rejoin(conn, token)
        elif self.table.started:
            send(conn, self.table.sync(SPECTATOR))
        self._lobby_changed()

    async def _rejoin(self, conn: Connection, token: str) -> None:
        seat = self.table.seat_for_token(token)
        if seat is None:
            raise TableError("unknown seat token; claim a seat", "bad_token")
        old = self.connections.get(seat.holder) if seat.holder is not None else None
        if old is not None and old is not conn:
            send(old, {"type": "closing", "reason": "your seat rejoined from elsewhere"})
            old.seat = None
            old.writer.close()
        seat.holder, conn.seat = conn.id, seat.number
        if not self.table.started or not seat.name:
            self.table.rename(seat.number, conn.name)
        if self.table.started:
            seat.ready = True
        send(conn, {"type": "seated", "seat": seat.number, "token": token})
        log.info("conn %d: rejoined seat %d", conn.id, seat.number)
        if seat.auto_bot:
            await self.set_bot(seat.number, None)
        if self.table.started:
            async with self._lock:
                send(conn, self.table.sync(seat.number))

    def _claim(self, conn: Connection, number: int) -> None:
        if conn.seat is not None:
            raise TableError(f"you hold seat {conn.seat}; release it first", "seat_taken")
        token = self.table.claim(number, conn.name)
        self.table.seats[number].holder, conn.seat = conn.id, number
        send(conn, {"type": "seated", "seat": number, "token": token})
        log.info("conn %d: claimed seat %d as %r", conn.id, number, conn.name)

    async def _action(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.seat is None:
            raise TableError("spectators cannot act; take a seat", "no_seat")
        if message.get("seat") not in (None, conn.seat):
            raise TableError(f"you play seat {conn.seat}, not {message['seat']}", "not_your_seat")
        if self.table.seats[conn.seat].bot is not None:
            raise TableError("a bot plays your seat; ask the host to hand it back", "bot_seat")
        action = self.table.decode(message["action"])
        async with self._lock:
            events = self.table.play(conn.seat, action, message["seq"])
            await self._publish(events)
        self._wake_bots()

    async def _publish(self, events: list[Any]) -> None:
        """Autosave, then send every recipient whose picture changed its update."""
        await self._save()
        watchers = [c for c in self.connections.values() if c.welcomed and c.seat is None]
        updates = self.table.updates(events, spectators=bool(watchers))
        for conn in self.connections.values():
            message = updates.get(self._recipient(conn)) if conn.welcomed else None
            if message is not None:
                send(conn, message)
        if self.table.over and not self.finished.is_set():
            log.info("game over: %s", self.table.match.state.outcome())  # type: ignore[union-attr]
            self.finished.set()
            self._lobby_changed()

    async def _save(self) -> None:
        if self.autosave is None:
            return
        try:
            await asyncio.to_thread(self.table.save, self.autosave)
        except OSError as exc:
            log.error("autosave to %s failed: %s", self.autosave.name, exc)

    def _wake_bots(self) -> None:
        """Make sure the one bot task runs (it re-checks for bot turns after each move)."""
        if self._bots is None or self._bots.done():
            self._bots = asyncio.get_running_loop().create_task(self._run_bots())
            self._tasks.add(self._bots)
            self._bots.add_done_callback(self._task_done)

    async def _run_bots(self) -> None:
        """Play bot seats until none owes a decision (bots think off the event loop)."""
        while (turn := self.table.bot_turn()) is not None:
            seat, view, legal, rng = turn
            steps = self.table.steps()
            bot = self.table.info.bot(self.table.seats[seat].bot or "normal")
            action = await asyncio.to_thread(bot, view, legal, rng)
            async with self._lock:
                if self.table.steps() != steps or self.table.seats[seat].bot is None:
                    continue
                events = self.table.play(seat, action)
                await self._publish(events)

    def _recipient(self, conn: Connection) -> int:
        return SPECTATOR if conn.seat is None else conn.seat

    def _drop(self, conn: Connection) -> None:
        self.connections.pop(conn.id, None)
        conn.writer.close()
        if conn.seat is None:
            return
        seat = self.table.seats[conn.seat]
        if seat.holder == conn.id:
            seat.holder = None
            if not self.table.started:
                seat.ready = False
            log.info("seat %d: player dropped", seat.number)
            if self.table.started and self.bot_on_drop is not None and seat.bot is None:
                self._spawn(self._bot_after_drop(seat.number))
        self._lobby_changed()

    async def _bot_after_drop(self, seat: int) -> None:
        await asyncio.sleep(self.bot_on_drop or 0.0)
        if self.table.seats[seat].holder is None and not self.table.over:
            await self.set_bot(seat, "normal", auto=True)

    def _lobby_changed(self) -> None:
        message = {"type": "lobby", "table": self.lobby()}
        for conn in self.connections.values():
            if conn.welcomed:
                send(conn, message)
        if self.on_change is not None:
            self.on_change()
        if self.auto_start and not self.table.started and not self.table.missing():
            self._spawn(self._start_if_ready())

    async def _start_if_ready(self) -> None:
        if not self.table.started and not self.table.missing():
            await self.start()
