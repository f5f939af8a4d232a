"""Framing, schemas, the rate limit and the lobby rules, without sockets."""

from __future__ import annotations

import asyncio

import pytest

from game.core.registry import get_game
from game.core.seats import parse_seats
from game.net import protocol
from game.net.names import clean_name
from game.net.table import Table, TableError
from tests.net.helpers import run


def lines_of(chunks: list[bytes], limit: int = 10) -> list[bytes]:
    async def read() -> list[bytes]:
        reader = asyncio.StreamReader()
        for chunk in chunks:
            reader.feed_data(chunk)
        reader.feed_eof()
        lines = protocol.LineReader(reader, limit)
        out = []
        while (line := await lines.next_line()) is not None:
            out.append(line)
        return out

    return run(read(), 10)


def test_line_reader_skips_the_whole_of_an_oversized_line():
    assert lines_of([b"ab\ncd", b"\n"]) == [b"ab", b"cd"]
    # The tail of a long line is never read as a message of its own.
    assert lines_of([b"x" * 15, b"y" * 30, b"z\nok\n"]) == [protocol.OVERSIZED, b"ok"]
    assert lines_of([b"x" * 12 + b"\nok\n"]) == [protocol.OVERSIZED, b"ok"]
    assert lines_of([b"0123456789\n"]) == [b"0123456789"]


def test_schemas_refuse_with_a_code():
    ok = {"type": "action", "action": {"kind": "take", "stones": 1}, "seq": 3}
    assert protocol.check_message(dict(ok)) == ok
    for bad, code in [
        ({"type": "action", "action": [], "seq": 3}, "schema"),
        ({"type": "action", "action": {}, "seq": 3.0}, "schema"),
        ({"type": "hello", "version": 1, "name": "n" * 33}, "schema"),
        ({"type": "hello", "version": 1, "name": "a", "token": 5}, "schema"),
    ]:
        with pytest.raises(protocol.ProtocolError) as refused:
            protocol.check_message(bad)
        assert refused.value.code == code
    with pytest.raises(protocol.ProtocolError, match="not JSON"):
        protocol.parse_line(b'{"type": "ping", "x": Infinity}')
    assert protocol.encode({"type": "pong"}) == b'{"type":"pong"}\n'


@pytest.mark.parametrize(("line", "refusal"), [
    (b'{"type": "claim"}', "claim: seat: is missing"),
    (b'{"type": "claim", "seat": "1"}', "claim: seat: expected int, got str"),
    (b'{"type": "claim", "seat": true}', "claim: seat: expected int, got bool"),
    (b'{"type": "claim", "seat": 65}', "claim: seat: expected int <= 64, got 65"),
    (b'{"type": "claim", "seat": 0, "admin": true}',
     "claim: admin: is not a known field; expected one of: seat"),
    (b'{"type": "ready", "ready": "yes"}', "ready: ready: expected bool, got str"),
    (b'{"type": "action", "action": {"kind": "take"}, "seq": 1.5}',
     "action: seq: expected int, got float"),
    (b'{"type": "action", "action": [1], "seq": 1}', "action: action: expected object, got array"),
    (b'{"type": "ping", "id": 9007199254740993}', "ping: id: expected int <= 9007199254740992"),
    (b'{"type": "teleport"}', "unknown message type 'teleport'; expected one of: action, claim"),
])
def test_a_refused_message_names_its_type_and_field(line, refusal):
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.check_message(protocol.parse_line(line))
    assert refused.value.code == "schema"
    assert refused.value.message.startswith(refusal), refused.value.message


@pytest.mark.parametrize(("line", "refusal"), [
    (b'{"type": "claim", "seat": 0, "seat": 1}', "the key 'seat' appears twice"),
    (b'{"type": "claim", "type": "ping", "seat": 0}', "the key 'type' appears twice"),
    (b'{"type": "action", "action": {"kind": "take", "kind": "peek"}, "seq": 0}',
     "the key 'kind' appears twice"),
    (b'{"type": "ready", "ready": NaN}', "NaN is not JSON"),
    (b'{"type": "ping"} {"type": "ping"}', "not JSON: line 1: Extra data"),
    (b"[" * 100_000, "not JSON"),
    (b"\xff", "not UTF-8 text"),
    (b'["claim", 1]', "a message is a JSON object with a string 'type'"),
])
def test_lines_that_are_not_strict_json_objects_are_malformed(line, refusal):
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.parse_line(line)
    assert refused.value.code == "malformed"
    assert refusal in refused.value.message


def test_host_messages_need_their_fields_and_may_carry_more():
    update = {"type": "update", "seq": 4, "patch": None, "events": [], "extra": 1}
    assert protocol.check_host_message(update) == update
    with pytest.raises(protocol.ProtocolError,
                       match=r"update: patch: expected object \| null, got array"):
        protocol.check_host_message({**update, "patch": []})
    with pytest.raises(protocol.ProtocolError, match="seated: token: is missing"):
        protocol.check_host_message({"type": "seated", "seat": 1})
    with pytest.raises(protocol.ProtocolError, match="unknown host message 'hello'"):
        protocol.check_host_message({"type": "hello"})


def test_every_message_type_has_a_schema():
    assert sorted(protocol.CLIENT_MESSAGES) == [
        "action", "claim", "hello", "ping", "ready", "release", "rename"]
    assert sorted(protocol.HOST_MESSAGES) == [
        "closing", "error", "lobby", "notice", "pong", "seated", "sync", "unseated", "update",
        "welcome"]


def test_token_bucket_allows_a_burst_then_the_rate():
    bucket = protocol.TokenBucket(rate=0.001, burst=3)
    assert [bucket.take() for _ in range(5)] == [True, True, True, False, False]


def test_lobby_rules():
    table = Table(get_game("toy"), {"pile": "5"}, parse_seats("lan,human"), 1)
    assert table.seats[1].token  # a human seat of the host has its token from the start
    with pytest.raises(TableError, match="not open to LAN"):
        table.claim(1, "eve")
    with pytest.raises(TableError, match="no seat 7"):
        table.claim(7, "eve")
    token = table.claim(0, "Ann\x00\x1b[31m")
    assert table.seats[0].name == "Ann[31m" and table.seat_for_token(token).number == 0
    with pytest.raises(TableError) as taken:
        table.claim(0, "Bob")
    assert taken.value.code == "seat_taken"
    with pytest.raises(TableError, match=r"seat 1 .*nobody"):
        table.start()
    table.release(0)
    assert table.seat_for_token(token) is None
    assert clean_name("\u200b", "Player 2") == "Player 2"
    assert "token" not in str(table.lobby())
