"""The LAN wire format: newline-delimited JSON, one message per line.

Every message is a JSON object with a ``type``. A client line may be at most
``MAX_CLIENT_LINE`` bytes; anything else that is wrong with it (not UTF-8, not
JSON, an unknown type, a missing, extra or mistyped field) is refused with a
``ProtocolError`` whose ``code`` goes back in an ``error`` reply.

Client → host: ``hello`` (handshake: protocol version, game, name, password,
optional seat token), ``claim`` / ``release`` a seat, ``rename``, ``ready``,
``action`` (an action's JSON plus the ``seq`` of the update it answers) and
``ping``.

Host → client: ``welcome``, ``lobby`` (seats, names, ready flags), ``seated``
(your seat and its token), ``sync`` (your whole picture: view, legal actions
and your redacted event log), ``update`` (new view, legal actions and the new
redacted events), ``error`` (code and message), ``pong`` and ``closing``.

>>> check_message(parse_line(b'{"type": "claim", "seat": 1}'))
{'type': 'claim', 'seat': 1}
>>> check_message(parse_line(b'{"type": "claim"}'))
Traceback (most recent call last):
...
game.net.protocol.ProtocolError: claim: missing field 'seat' (schema)
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

PROTOCOL_VERSION = 1
#: Longest line a client may send, newline excluded.
MAX_CLIENT_LINE = 64 * 1024
#: Longest line a client accepts from a host (views of big boards are larger).
MAX_HOST_LINE = 4 * 1024 * 1024
MAX_NAME = 32
MAX_TEXT = 256


class ProtocolError(ValueError):
    """A message the receiver refuses; ``code`` names the cause for the reply."""

    def __init__(self, message: str, code: str = "malformed") -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message


# Field kinds: (python type, limit) where the limit bounds strings and ints.
_STR = (str, MAX_TEXT)
_NAME = (str, MAX_NAME)
_SEAT = (int, 64)
_SEQ = (int, 1 << 53)
_BOOL = (bool, 0)
_OBJ = (dict, 0)
_LIST = (list, 0)

#: Required and optional fields of every message a client may send.
CLIENT_MESSAGES: dict[str, tuple[dict[str, tuple[type, int]], dict[str, tuple[type, int]]]] = {
    "hello": (
        {"version": (int, 1 << 16), "name": _NAME},
        {"game": _STR, "password": _STR, "token": _STR},
    ),
    "claim": ({"seat": _SEAT}, {}),
    "release": ({}, {}),
    "rename": ({"name": _NAME}, {}),
    "ready": ({"ready": _BOOL}, {}),
    "action": ({"action": _OBJ, "seq": _SEQ}, {"seat": _SEAT}),
    "ping": ({}, {"id": _SEQ}),
}

#: Required fields of every message a host may send (extra fields allowed).
HOST_MESSAGES: dict[str, dict[str, tuple[type, int]]] = {
    "welcome": {"version": (int, 1 << 16), "game": _STR, "table": _OBJ},
    "lobby": {"table": _OBJ},
    "seated": {"seat": _SEAT, "token": _STR},
    "sync": {"seq": _SEQ, "view": _OBJ, "legal": _LIST, "events": _LIST},
    "update": {"seq": _SEQ, "view": _OBJ, "legal": _LIST, "events": _LIST},
    "error": {"code": _STR, "message": (str, MAX_CLIENT_LINE)},
    "pong": {},
    "closing": {"reason": _STR},
}


def encode(message: dict[str, Any]) -> bytes:
    """One compact JSON line, newline included."""
    return json.dumps(message, separators=(",", ":"), allow_nan=False).encode() + b"\n"


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def parse_line(line: bytes) -> dict[str, Any]:
    """Decode one line to a JSON object with a string ``type``."""
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise ProtocolError("not UTF-8 text") from None
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("a message is a JSON object with a string 'type'")
    return data


def _check_field(kind: str, name: str, value: object, spec: tuple[type, int]) -> None:
    tp, limit = spec
    if not isinstance(value, tp) or (tp is int and isinstance(value, bool)):
        raise ProtocolError(f"{kind}: field {name!r} must be {tp.__name__}", "schema")
    if tp is str and len(value) > limit:  # type: ignore[arg-type]
        raise ProtocolError(f"{kind}: field {name!r} is longer than {limit}", "schema")
    if tp is int and not -limit <= value <= limit:  # type: ignore[operator]
        raise ProtocolError(f"{kind}: field {name!r} is out of range", "schema")


def check_message(data: dict[str, Any]) -> dict[str, Any]:
    """Check a client message against its schema; return it unchanged."""
    kind = data["type"]
    if kind not in CLIENT_MESSAGES:
        known = ", ".join(sorted(CLIENT_MESSAGES))
        raise ProtocolError(f"unknown message type {kind[:40]!r}; expected one of: {known}",
                            "schema")
    required, optional = CLIENT_MESSAGES[kind]
    extra = set(data) - set(required) - set(optional) - {"type"}
    if extra:
        names = ", ".join(sorted(n[:40] for n in extra)[:5])
        raise ProtocolError(f"{kind}: unexpected field(s) {names}", "schema")
    for name, spec in required.items():
        if name not in data:
            raise ProtocolError(f"{kind}: missing field {name!r}", "schema")
        _check_field(kind, name, data[name], spec)
    for name, spec in optional.items():
        if data.get(name) is not None:
            _check_field(kind, name, data[name], spec)
    return data


def check_host_message(data: dict[str, Any]) -> dict[str, Any]:
    """Check a message from the host (a client trusts its host no further)."""
    kind = data["type"]
    if kind not in HOST_MESSAGES:
        raise ProtocolError(f"unknown host message {kind[:40]!r}", "schema")
    for name, spec in HOST_MESSAGES[kind].items():
        if name not in data:
            raise ProtocolError(f"{kind}: missing field {name!r}", "schema")
        _check_field(kind, name, data[name], spec)
    return data


def error(code: str, message: str, reply_to: str | None = None) -> dict[str, Any]:
    """An ``error`` message; ``reply_to`` names the refused message's type."""
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if reply_to is not None:
        out["reply_to"] = reply_to[:40]
    return out


#: Returned by ``LineReader.next_line`` for a line longer than the limit.
OVERSIZED = b"\x00oversized"


class LineReader:
    """Splits a stream into lines, skipping (once reported) any over ``limit``.

    Unlike ``StreamReader.readline`` it never treats the tail of an oversized
    line as a fresh message.
    """

    def __init__(self, reader: asyncio.StreamReader, limit: int) -> None:
        self.reader = reader
        self.limit = limit
        self.buffer = bytearray()
        self.skipping = False

    async def next_line(self) -> bytes | None:
        """The next line (no newline), ``OVERSIZED``, or None at end of stream."""
        while True:
            end = self.buffer.find(b"\n")
            if end >= 0:
                line = bytes(self.buffer[:end])
                del self.buffer[: end + 1]
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
