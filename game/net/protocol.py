"""The LAN wire format: newline-delimited JSON, one message per line.

Every message is a JSON object with a ``type``. A client line may be at most
``MAX_CLIENT_LINE`` bytes; anything else that is wrong with it (not UTF-8, not
strict JSON, a key twice in one object, an unknown type, a missing, extra,
mistyped or out-of-range field) is refused with a ``ProtocolError`` whose
``code`` goes back in an ``error`` reply, and changes nothing.

Client → host: ``hello`` (handshake: protocol version, game, name, password,
optional seat token and how many events of its seat's log it already holds),
``claim`` / ``release`` a seat, ``rename``, ``ready``, ``action`` (an action's
JSON, the ``seq`` of the update it answers and an optional ``id`` its refusal
echoes) and ``ping`` (also the keep-alive: a connection that sends no valid
message for a while is closed).

Host → client: ``welcome``, ``lobby`` (seats, names, ready flags), ``seated``
(your seat and its token), ``unseated`` (the host freed your seat), ``sync``
(your whole picture: view, legal actions and your redacted event log, and
``since``: what your seat was sent since your last action, for a rejoin's recap),
``update`` (what changed: a ``patch`` of the view and legal actions, see
``game.net.delta``, and the new redacted events), ``error`` (code, message
and, for a refused message, its type in ``reply_to`` and its ``id``),
``notice`` (news for the players: the host cannot save, moves were lost),
``pong`` and ``closing``.

Version 2 sends updates as patches; a version 1 client is refused at hello
with a message naming both versions.

The messages are declared below as typed structs (``game.core.schema``), one
per ``type``; a refusal names the message and the field, e.g.
``claim: seat: expected int, got str``.

>>> check_message(parse_line(b'{"type": "claim", "seat": 1}'))
{'type': 'claim', 'seat': 1}
>>> check_message(parse_line(b'{"type": "claim"}'))
Traceback (most recent call last):
...
game.net.protocol.ProtocolError: claim: seat: is missing (schema)
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import Annotated, Any

import msgspec

from game.core.schema import Meta, NotJson, SchemaError, convert, loads

PROTOCOL_VERSION = 3
#: Longest line a client may send, newline excluded.
MAX_CLIENT_LINE = 64 * 1024
#: Longest line a client accepts from a host (views of big boards are larger).
MAX_HOST_LINE = 4 * 1024 * 1024
MAX_NAME = 32
MAX_TEXT = 256
#: Seconds between a client's keep-alive pings (a host cuts off a silent client).
KEEPALIVE = 15.0


class ProtocolError(ValueError):
    """A message the receiver refuses; ``code`` names the cause for the reply."""

    def __init__(self, message: str, code: str = "malformed") -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message


# Field kinds, bounded so that no message can carry a huge number or name.
Text = Annotated[str, Meta(max_length=MAX_TEXT)]
Name = Annotated[str, Meta(max_length=MAX_NAME)]
Seat = Annotated[int, Meta(ge=-64, le=64)]
Seq = Annotated[int, Meta(ge=-(1 << 53), le=1 << 53)]
Version = Annotated[int, Meta(ge=-(1 << 16), le=1 << 16)]


class ClientMessage(msgspec.Struct, frozen=True, forbid_unknown_fields=True,
                    tag_field="type"):
    """A message a client may send: every field declared, nothing else allowed."""


class Hello(ClientMessage, tag="hello"):
    """The handshake: protocol version, name, and optionally game, password, seat token."""

    version: Version
    name: Name
    game: Text | None = None
    password: Text | None = None
    token: Text | None = None
    seen: Seq | None = None


class Claim(ClientMessage, tag="claim"):
    seat: Seat


class Release(ClientMessage, tag="release"):
    """Give up the seat held."""


class Rename(ClientMessage, tag="rename"):
    name: Name


class Ready(ClientMessage, tag="ready"):
    ready: bool


class ActionMessage(ClientMessage, tag="action"):
    """An action's JSON (its own codec checks it) and the ``seq`` of the update it answers."""

    action: dict[str, Any]
    seq: Seq
    seat: Seat | None = None
    id: Seq | None = None


class Ping(ClientMessage, tag="ping"):
    id: Seq | None = None


class HostMessage(msgspec.Struct, frozen=True, tag_field="type"):
    """A message a host may send: the fields a client relies on (others are allowed)."""


class Welcome(HostMessage, tag="welcome"):
    version: Version
    game: Text
    table: dict[str, Any]


class Lobby(HostMessage, tag="lobby"):
    table: dict[str, Any]


class Seated(HostMessage, tag="seated"):
    seat: Seat
    token: Text


class Sync(HostMessage, tag="sync"):
    seq: Seq
    view: dict[str, Any]
    legal: list[Any]
    events: list[Any]
    since: dict[str, Any] | None = None


class Update(HostMessage, tag="update"):
    """What changed: a ``patch`` of ``{"view": ..., "legal": ...}`` (``game.net.delta``),
    and the new events, packed where ``forms`` says (``game.net.packing``)."""

    seq: Seq
    events: list[Any]
    patch: dict[str, Any] | None = None
    forms: list[Any] | None = None


class Unseated(HostMessage, tag="unseated"):
    seat: Seat
    reason: Text


class Notice(HostMessage, tag="notice"):
    text: Annotated[str, Meta(max_length=MAX_CLIENT_LINE)]


class Error(HostMessage, tag="error"):
    code: Text
    message: Annotated[str, Meta(max_length=MAX_CLIENT_LINE)]


class Pong(HostMessage, tag="pong"):
    """The answer to a ``ping`` (echoing its ``id``)."""


class Closing(HostMessage, tag="closing"):
    reason: Text


#: The schema of every message a client may send, by type.
CLIENT_MESSAGES: dict[str, type[ClientMessage]] = {
    cls.__struct_config__.tag: cls
    for cls in (Hello, Claim, Release, Rename, Ready, ActionMessage, Ping)
}
#: The schema of every message a host may send, by type.
HOST_MESSAGES: dict[str, type[HostMessage]] = {
    cls.__struct_config__.tag: cls
    for cls in (Welcome, Lobby, Seated, Unseated, Sync, Update, Error, Notice, Pong,
                Closing)
}


#: A JSON escape of a UTF-16 surrogate (a pair makes one character; half of one, none).
SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def encode(message: dict[str, Any]) -> bytes:
    """One compact JSON line (UTF-8, nothing escaped that need not be), newline included."""
    return msgspec.json.encode(message) + b"\n"


def parse_line(line: bytes) -> dict[str, Any]:
    """Decode one line to a JSON object with a string ``type``.

    Not UTF-8, not strict JSON (a key twice in one object, NaN, Infinity, a
    ``\\u`` escape of half a surrogate pair, which is no character) or not an
    object with a string ``type``: refused as ``malformed``.
    """
    try:
        data = loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        raise ProtocolError("not UTF-8 text") from None
    except NotJson as exc:
        raise ProtocolError(f"not JSON: {str(exc)[:80]}") from None
    if SURROGATE_ESCAPE.search(line):
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ProtocolError("a string escapes half a surrogate pair (not a character)") \
                from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("a message is a JSON object with a string 'type'")
    return data


def peek(line: bytes) -> tuple[str | None, int | None]:
    """The ``type`` and ``id`` of a line, where it has them (to refuse it by name unread)."""
    if line is OVERSIZED:
        return None, None
    try:
        data = parse_line(line)
    except ProtocolError:
        return None, None
    ident = data.get("id")
    fits = type(ident) is int and abs(ident) <= 1 << 53
    return data["type"][:40], ident if fits else None


def _check(data: dict[str, Any], schema: type) -> dict[str, Any]:
    try:
        convert(data, schema)
    except SchemaError as exc:
        raise ProtocolError(f"{data['type']}: {exc}", "schema") from None
    return data


def check_message(data: dict[str, Any]) -> dict[str, Any]:
    """Check a client message against its schema; return it unchanged."""
    kind = data["type"]
    if kind not in CLIENT_MESSAGES:
        known = ", ".join(sorted(CLIENT_MESSAGES))
        raise ProtocolError(f"unknown message type {kind[:40]!r}; expected one of: {known}",
                            "schema")
    return _check(data, CLIENT_MESSAGES[kind])


def check_host_message(data: dict[str, Any]) -> dict[str, Any]:
    """Check a message from the host (a client trusts its host no further)."""
    kind = data["type"]
    if kind not in HOST_MESSAGES:
        raise ProtocolError(f"unknown host message {kind[:40]!r}", "schema")
    return _check(data, HOST_MESSAGES[kind])


def error(code: str, message: str, reply_to: str | None = None,
          reply_id: int | None = None) -> dict[str, Any]:
    """An ``error`` message; ``reply_to`` names the refused message's type, ``reply_id``
    is its ``id`` (so a client knows which of its actions was refused)."""
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if reply_to is not None:
        out["reply_to"] = reply_to[:40]
    if reply_id is not None:
        out["id"] = reply_id
    return out


#: Returned by ``LineReader.next_line`` for a line longer than the limit.
OVERSIZED = b"\x00oversized"


class LineReader:
    """Splits a stream into lines, skipping (once reported) any over ``limit``.

    Unlike ``StreamReader.readline`` it never treats the tail of an oversized
    line as a fresh message. ``since`` is when the line being read began to
    arrive (None between lines), so a host can cut off a client that trickles.
    """

    def __init__(self, reader: asyncio.StreamReader, limit: int) -> None:
        self.reader = reader
        self.limit = limit
        self.buffer = bytearray()
        self.skipping = False
        self.since: float | None = None

    async def next_line(self) -> bytes | None:
        """The next line (no newline), ``OVERSIZED``, or None at end of stream."""
        while True:
            end = self.buffer.find(b"\n")
            if end >= 0:
                line = bytes(self.buffer[:end])
                del self.buffer[: end + 1]
                self.since = time.monotonic() if self.buffer else None
                if self.skipping:
                    self.skipping = False
                    continue
                return OVERSIZED if len(line) > self.limit else line
            if self.skipping:
                self.buffer.clear()
            elif len(self.buffer) > self.limit:
                self.buffer.clear()
                self.skipping = True
                return OVERSIZED
            chunk = await self.reader.read(65536)
            if not chunk:
                return None
            if self.since is None:
                self.since = time.monotonic()
            self.buffer += chunk


class TokenBucket:
    """A rate limit: ``rate`` messages a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        """Spend one token; False when the bucket is empty."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
