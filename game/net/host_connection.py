"""One client's connection as the host keeps it, and the host's side of the wire.

``Connection`` is what the host knows about a client: its socket, its line
reader, its token bucket (messages per second), its name and seat, whose
picture it holds, and when it was last heard. A connection is sent the
updates of the picture it was last sent whole (``shown``), never those of a
seat it has just taken and whose ``sync`` has yet to go out: a patch applies
to the picture it was made from. ``send`` writes one message to it, cutting
off a client that does not read its messages rather than let it stall the
table. ``check_hello`` is the first part of the handshake (the protocol
version and the game), and ``password_fits`` compares a password.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from game.net import protocol

log = logging.getLogger(__name__)

#: Bytes waiting to be sent to one connection before it counts as stalled.
MAX_BACKLOG = 8 * 1024 * 1024


@dataclass
class Refusals:
    """Refusals logged at most once a second: when one was last logged, and how many
    were refused since without a line of their own."""

    logged: float = 0.0
    unlogged: int = 0

    def to_log(self) -> int | None:
        """None to count this refusal only, else log it with this many others since."""
        now = time.monotonic()
        if now - self.logged < 1.0:
            self.unlogged += 1
            return None
        since, self.logged, self.unlogged = self.unlogged, now, 0
        return since


@dataclass
class Connection:
    """One client's socket and what the host knows about it."""

    id: int
    peer: str
    address: str
    writer: asyncio.StreamWriter
    bucket: protocol.TokenBucket
    lines: protocol.LineReader | None = None
    name: str = ""
    welcomed: bool = False
    seat: int | None = None
    shown: int | None = None  # whose picture it was sent whole (a seat, SPECTATOR), if any
    opened: float = field(default_factory=time.monotonic)
    heard: float = field(default_factory=time.monotonic)  # its last valid message
    refusals: Refusals = field(default_factory=Refusals)

    @property
    def spectator(self) -> bool:
        """Welcomed and holding no seat: an onlooker (or a joiner yet to sit)."""
        return self.welcomed and self.seat is None

    def cut(self, why: str) -> None:
        """Close the socket at once (its handler then drops the connection)."""
        log.info("conn %d (%s): cut off: %s", self.id, self.peer, why)
        self.writer.transport.abort()


def send(conn: Connection, message: dict[str, Any]) -> None:
    """Write ``message`` to ``conn``; a closing socket drops it, a stalled one is cut off."""
    send_bytes(conn, protocol.encode(message))


def send_bytes(conn: Connection, data: bytes) -> None:
    """Write an encoded message (``protocol.encode``) to ``conn``, as ``send`` does."""
    transport = conn.writer.transport
    if transport.is_closing():
        return
    if transport.get_write_buffer_size() > MAX_BACKLOG:
        log.warning("conn %d: not reading its messages; cut off", conn.id)
        transport.abort()
        return
    conn.writer.write(data)


def check_hello(message: dict[str, Any], game_id: str) -> None:
    """Refuse (``ProtocolError``) a hello of another protocol version or for another game
    (the password is the host's to check: it counts wrong guesses)."""
    if message["version"] != protocol.PROTOCOL_VERSION:
        raise protocol.ProtocolError(
            f"this client speaks protocol version {message['version']} and the host "
            f"{protocol.PROTOCOL_VERSION}: both players need the same version of Hexfold",
            "version")
    if message.get("game") not in (None, game_id):
        raise protocol.ProtocolError(f"this table plays {game_id}", "game")


def password_fits(given: str | None, password: str) -> bool:
    """The given password is the table's (compared in constant time, as UTF-8 bytes)."""
    raw = (given or "").encode("utf-8", "surrogatepass")
    return hmac.compare_digest(raw, password.encode("utf-8", "surrogatepass"))
