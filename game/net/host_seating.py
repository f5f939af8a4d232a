"""Who sits where at a host: the handshake, seats claimed, rejoined and freed.

``Seating`` is the part of ``game.net.host.Host`` that decides who a
connection is: its ``hello`` (version, game, password with lockouts, a name
that does not pass for a bot, room for one more onlooker), its seat (claimed,
rejoined with a token, freed by the host or by hanging up in the lobby) and,
once the game is on, a bot for a seat nobody holds. A rejoining client says
how many events it holds; if the save has fewer, the moves were lost in a
crash and the table is told.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from typing import TYPE_CHECKING, Any

from game.core.values import SPECTATOR
from game.net import protocol
from game.net.host_connection import Connection, check_hello, password_fits, send
from game.net.host_guard import Guard
from game.net.host_saving import Saving
from game.net.names import check_name
from game.net.table import Table, TableError

log = logging.getLogger(__name__)


class Seating:
    """Handshakes and seats; mixed into ``Host``, whose state it shares."""

    table: Table
    password: str | None
    connections: dict[int, Connection]
    guard: Guard
    saving: Saving
    bot_on_drop: float | None
    lost: list[str]
    _lock: asyncio.Lock
    _covers: dict[int, asyncio.Task[None]]

    if TYPE_CHECKING:  # provided by ``Host``
        def lobby(self) -> dict[str, Any]: ...
        async def set_bot(self, seat: int, level: str | None, auto: bool = False) -> None: ...
        def _lobby_changed(self) -> None: ...
        def _tell_all(self, text: str, but: Connection | None = None) -> None: ...
        def _spawn(self, coro: Any) -> asyncio.Task[None]: ...
        def _sync(self, conn: Connection, recipient: int) -> None: ...

    # Seats.

    def free_seat(self, seat: int) -> None:
        """Open a claimed LAN seat in the lobby for someone else; its holder is told."""
        holder = self.table.seat(seat).holder
        self.table.release(seat)
        conn = self.connections.get(holder) if holder is not None else None
        if conn is not None:
            conn.seat = None
            send(conn, {"type": "unseated", "seat": seat,
                        "reason": "the host opened your seat for another player"})
        self._lobby_changed()

    async def _hello(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.welcomed:
            raise protocol.ProtocolError("hello twice", "handshake")
        check_hello(message, self.table.info.id)
        if self.password is not None:
            await self._check_password(conn, message.get("password"))
        token = message.get("token")
        check_name(message["name"])
        if not token and self.guard.spectators_full(self.connections.values()):
            raise protocol.ProtocolError("the table has as many onlookers as it takes; try "
                                         "again later", "full")
        conn.welcomed, conn.name = True, message["name"]
        send(conn, {"type": "welcome", "version": protocol.PROTOCOL_VERSION,
                    "game": self.table.info.id, "table": self.lobby()})
        for note in self.lost:
            send(conn, {"type": "notice", "text": f"The host resumed this game: {note}."})
        if token:
            await self._rejoin(conn, token, message.get("seen"))
        elif self.table.started:
            self._sync(conn, SPECTATOR)

    async def _check_password(self, conn: Connection, given: str | None) -> None:
        now = time.monotonic()
        wait = self.guard.locked(conn.address, now)
        if wait:
            raise protocol.ProtocolError(
                f"too many wrong passwords from your address: try again in {math.ceil(wait)} s",
                "locked_out")
        assert self.password is not None
        if not password_fits(given, self.password):
            self.guard.wrong_password(conn.address, now)
            await asyncio.sleep(self.guard.limits.password_delay)
            raise protocol.ProtocolError("wrong password", "bad_password")
        self.guard.right_password(conn.address)

    async def _rejoin(self, conn: Connection, token: str, seen: int | None) -> None:
        seat = self.table.seat_for_token(token)
        if seat is None:
            raise TableError("unknown seat token; claim a seat", "bad_token")
        old = self.connections.get(seat.holder) if seat.holder is not None else None
        if old is not None and old is not conn:
            send(old, {"type": "closing", "reason": "your seat rejoined from elsewhere"})
            old.seat = old.shown = None
            old.writer.close()
        seat.holder, conn.seat = conn.id, seat.number
        if not self.table.started or not seat.name:
            self.table.rename(seat.number, conn.name)
        if self.table.started:
            seat.ready = True
        send(conn, {"type": "seated", "seat": seat.number, "token": token})
        log.info("conn %d: rejoined seat %d", conn.id, seat.number)
        await self._seated(conn, seat.number, seen)

    async def _claim(self, conn: Connection, number: int) -> None:
        if conn.seat is not None:
            raise TableError(f"you hold seat {conn.seat}; release it first", "seat_taken")
        token = self.table.claim(number, conn.name)
        self.table.seats[number].holder, conn.seat = conn.id, number
        send(conn, {"type": "seated", "seat": number, "token": token})
        log.info("conn %d: claimed seat %d as %r", conn.id, number, conn.name)
        if self.table.started:  # an open seat of a resumed game
            self.table.seats[number].ready = True
            await self.saving.seats()
            await self._seated(conn, number, None)

    async def _seated(self, conn: Connection, number: int, seen: int | None) -> None:
        """A player is back in a started game: the seat is theirs again, with its picture."""
        cover = self._covers.pop(number, None)
        if cover is not None:  # the wait of an earlier drop: it must not cover a later one
            cover.cancel()
        if self.table.seats[number].auto_bot:
            await self.set_bot(number, None)
        if self.table.started:
            async with self._lock:
                self._sync(conn, number)
                held = self.table.events_held(number)
            if seen is not None and seen > held:
                self._lost_moves(conn, number, seen - held)
        self._lobby_changed()

    def _lost_moves(self, conn: Connection, seat: int, count: int) -> None:
        """The rejoining player saw more than the save kept: tell them and the table."""
        note = f"the host's save ended before the last moves (seat {seat + 1} had seen " \
               f"{count} more events); the game goes on from the save"
        log.warning("%s", note)
        if note not in self.lost:
            self.lost.append(note)
        send(conn, {"type": "notice", "text": f"You saw {count} events the host's save does "
                                              "not have: those moves were lost, and the game "
                                              "goes on from the saved point."})
        self._tell_all("The host's save was missing the last moves: the game went back to "
                       "the last saved point.", but=conn)

    def _drop(self, conn: Connection) -> None:
        self.connections.pop(conn.id, None)
        conn.writer.close()
        if conn.seat is None:
            return  # an onlooker leaving changes nothing anyone sees
        seat = self.table.seats[conn.seat]
        if seat.holder == conn.id:
            seat.holder = None
            if self.table.started:
                log.info("seat %d: player dropped", seat.number)
                self._cover_if_absent(seat.number)
            elif seat.kind == "lan":
                self.table.release(seat.number)  # a lobby seat belongs to a live connection
                log.info("seat %d: free again (its player left the lobby)", seat.number)
            else:
                seat.ready = False
        self._lobby_changed()

    def _cover_if_absent(self, number: int) -> None:
        """Once the game is on, a seat nobody holds goes to a bot after ``bot_on_drop``."""
        seat = self.table.seats[number]
        if (self.table.started and self.bot_on_drop is not None and seat.bot is None
                and seat.holder is None and not self.table.over):
            self._covers[number] = self._spawn(self._bot_after_drop(number))

    async def _bot_after_drop(self, seat: int) -> None:
        await asyncio.sleep(self.bot_on_drop or 0.0)
        self._covers.pop(seat, None)
        if self.table.seats[seat].holder is None and not self.table.over:
            await self.set_bot(seat, "normal", auto=True)
