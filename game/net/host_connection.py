"""One client's connection as the host keeps it, and the host's side of the wire.

``Connection`` is what the host knows about a client: its socket, its token
bucket (messages per second), its name and seat. ``send`` writes one message
to it, cutting off a client that does not read its messages rather than let it
stall the table. ``check_hello`` is the handshake a connection must pass
before anything else: the protocol version, the game and the password.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
from dataclasses import dataclass
from typing import Any

from game.net import protocol

log = logging.getLogger(__name__)

#: Bytes waiting to be sent to one connection before it counts as stalled.
MAX_BACKLOG = 8 * 1024 * 1024


@dataclass
class Connection:
    """One client's socket and what the host knows about it."""

    id: int
    peer: str
    writer: asyncio.StreamWriter
    bucket: protocol.TokenBucket
    name: str = ""
    welcomed: bool = False
    seat: int | None = None
    limit_notice: float = 0.0


def send(conn: Connection, message: dict[str, Any]) -> None:
    """Write ``message`` to ``conn``; a closing socket drops it, a stalled one is cut off."""
    transport = conn.writer.transport
    if transport.is_closing():
        return
    if transport.get_write_buffer_size() > MAX_BACKLOG:
        log.warning("conn %d: not reading its messages; cut off", conn.id)
        transport.abort()
        return
    conn.writer.write(protocol.encode(message))


def check_hello(message: dict[str, Any], game_id: str, password: str | None) -> None:
    """Refuse (``ProtocolError``) a hello of another protocol version, for another game,
    or without the table's password."""
    if message["version"] != protocol.PROTOCOL_VERSION:
        raise protocol.ProtocolError(
            f"protocol version {message['version']}; this host speaks "
            f"{protocol.PROTOCOL_VERSION}", "version")
    if message.get("game") not in (None, game_id):
        raise protocol.ProtocolError(f"this table plays {game_id}", "game")
    given = (message.get("password") or "").encode()
    if password is not None and not hmac.compare_digest(given, password.encode()):
        raise protocol.ProtocolError("wrong password", "bad_password")
