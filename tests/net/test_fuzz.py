"""Generated messages against the whole protocol layer: nothing reaches an ``internal`` error.

Lines are fed to ``Host._receive`` (the path every received line takes) from
connections in every state (before hello, onlooker, seated; lobby and game),
without sockets so that thousands run in seconds. Each answer must be a
refusal with a code the protocol names, or a normal reply; never ``internal``,
never a log line with a traceback.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.core.values import SPECTATOR
from game.net import protocol
from game.net.host import Host
from game.net.host_connection import Connection
from game.net.host_guard import Limits
from game.net.table import Table
from tests.net.helpers import LOOPBACK  # noqa: F401  (registers the toy game)

CODES = {"malformed", "schema", "too_large", "handshake", "version", "game", "bad_password",
         "locked_out", "full", "name", "bad_token", "no_seat", "seat_taken", "seat_kind",
         "started", "not_started", "game_over", "not_your_turn", "not_your_seat", "stale",
         "illegal", "bot_seat", "rate_limited", "not_ready", "closing"}


class Wire:
    """A stand-in for a socket's writer: keeps what the host writes."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.transport = self
        self.closed = False

    def write(self, data: bytes) -> None:
        self.sent += [json.loads(line) for line in data.splitlines()]

    def is_closing(self) -> bool:
        return self.closed

    def get_write_buffer_size(self) -> int:
        return 0

    def close(self) -> None:
        self.closed = True

    abort = close


def table(started: bool) -> Table:
    made = Table(get_game("toy"), {}, [SeatSpec("lan"), SeatSpec("lan")], 3)
    made.claim(0, "Ann")
    if started:
        made.claim(1, "Bob")
        for seat in made.seats:
            seat.holder, seat.ready = 99 + seat.number, True
        made.start()
    return made


async def feed(host: Host, state: str, lines: list[bytes]) -> list[dict[str, Any]]:
    """Lines from one connection in ``state`` (``new``, ``onlooker`` or ``seated``)."""
    wire = Wire()
    conn = Connection(1, "127.0.0.1:1", "127.0.0.1", wire,  # type: ignore[arg-type]
                      protocol.TokenBucket(1e9, 1e9))
    conn.welcomed = state != "new"
    if state == "seated":
        conn.seat = 0
        host.table.seats[0].holder = conn.id
    if conn.welcomed and host.table.started:  # as if sent its picture
        conn.shown = SPECTATOR if conn.seat is None else conn.seat
    host.connections[conn.id] = conn
    for line in lines:
        if conn.id in host.connections:
            await host._receive(conn, line)
    host.connections.clear()
    return wire.sent


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
TYPES = st.sampled_from(["hello", "claim", "release", "rename", "ready", "action", "ping"])
FIELDS = st.sampled_from(["version", "name", "game", "password", "token", "seen", "seat", "ready",
                          "action", "seq", "id", "kind", "stones"])
TEXT = st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(["\udfff", "\ud800"]),
               max_size=40)


@st.composite
def messages(draw: Any) -> bytes:
    """A message close to a real one: a known type, known and unknown fields, odd values."""
    message: dict[str, Any] = {"type": draw(TYPES)}
    for _ in range(draw(st.integers(0, 5))):
        message[draw(FIELDS | st.text(max_size=6))] = draw(
            JSON | TEXT | st.sampled_from([protocol.PROTOCOL_VERSION, 0, 1, -1, 64, 65])
            | st.just({"kind": "take", "stones": 1}) | st.just({"kind": "peek"}))
    return json.dumps(message).encode()


LINES = messages() | st.binary(max_size=80) | JSON.map(lambda v: json.dumps(v).encode())


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(state=st.sampled_from(["new", "onlooker", "seated"]), started=st.booleans(),
       password=st.sampled_from([None, "pw", "p\u00e4ss"]),
       lines=st.lists(LINES, min_size=1, max_size=6))
def test_no_generated_line_reaches_an_internal_error(state, started, password, lines, caplog):
    limits = Limits(password_delay=0.0)

    async def scenario() -> list[dict[str, Any]]:
        host = Host(table(started), password, limits=limits)
        return await feed(host, state, [line.replace(b"\n", b" ") for line in lines])

    caplog.clear()
    with caplog.at_level(logging.WARNING):
        sent = asyncio.run(scenario())
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
    for message in sent:
        assert message["type"] != "error" or message["code"] in CODES, message
        protocol.check_host_message(message)


def test_the_two_inputs_that_used_to_fail_are_refused_by_name():
    """A hello with a non-ASCII token while a seat holds one, and a password of half a
    surrogate pair, were ``internal`` errors (a TypeError and a UnicodeEncodeError)."""
    async def scenario() -> list[dict[str, Any]]:
        host = Host(table(False), "pw", limits=Limits(password_delay=0.0))
        token = json.dumps({"type": "hello", "version": protocol.PROTOCOL_VERSION,
                            "name": "eve", "password": "pw", "token": "t\u00f6ken"}).encode()
        surrogate = (b'{"type": "hello", "version": %d, "name": "eve", "password": "\\udfff"}'
                     % protocol.PROTOCOL_VERSION)
        return [*await feed(host, "new", [token]), *await feed(host, "new", [surrogate])]

    sent = asyncio.run(scenario())
    assert [m.get("code") for m in sent if m["type"] == "error"] == ["bad_token", "malformed"]
