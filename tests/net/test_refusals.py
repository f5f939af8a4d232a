"""Bad input is refused with an error reply, never fatal: the table plays on."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net import protocol
from game.net.client import Client, JoinRefused
from tests.core.toy import Take
from tests.net.helpers import (
    LOOPBACK,
    bot_player,
    close_all,
    join,
    open_table,
    run,
    seated_table,
)


class RawLine:
    """A bare socket speaking lines, to send what no real client would."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, port: int, hello: bool = True, password: str | None = None) -> RawLine:
        raw = cls(*await asyncio.open_connection(LOOPBACK, port, limit=1 << 22))
        if hello:
            await raw.send({"type": "hello", "version": protocol.PROTOCOL_VERSION, "name": "raw",
                            "password": password})
            assert (await raw.expect("welcome"))["game"] == "toy"
        return raw

    async def send(self, message: object) -> None:
        self.writer.write(message if isinstance(message, bytes) else protocol.encode(message))
        await self.writer.drain()

    async def expect(self, *kinds: str) -> dict:
        while True:
            line = await asyncio.wait_for(self.reader.readline(), 10.0)
            assert line, "the host hung up"
            message = json.loads(line)
            if message["type"] in kinds:
                return message

    async def close(self) -> None:
        self.writer.close()


BAD_LINES = [
    (b"not json at all\n", "malformed"),
    (b"\xff\xfe\n", "malformed"),
    (b"[1, 2, 3]\n", "malformed"),
    (b'{"type": 7}\n', "malformed"),
    (b'{"type": "teleport"}\n', "schema"),
    (b'{"type": "claim"}\n', "schema"),
    (b'{"type": "claim", "seat": "0"}\n', "schema"),
    (b'{"type": "claim", "seat": true}\n', "schema"),
    (b'{"type": "claim", "seat": 99999999999}\n', "schema"),
    (b'{"type": "claim", "seat": 0, "admin": true}\n', "schema"),
    (b'{"type": "claim", "seat": 0, "seat": 1}\n', "malformed"),
    (b'{"type": "action", "action": {"kind": "take", "kind": "peek"}, "seq": 0}\n', "malformed"),
    (b'{"type": "ready", "ready": NaN}\n', "malformed"),
    (b'{"type": "rename", "name": "' + b"x" * 500 + b'"}\n', "schema"),
    (b"[" * 100_000 + b"\n", "too_large"),
    (b'{"type": "ping", "pad": "' + b"y" * 70_000 + b'"}\n', "too_large"),
    (b"[" * 30_000 + b"]" * 30_000 + b"\n", "malformed"),
    (b'{"type": "hello", "version": 2, "name": "again"}\n', "handshake"),
    (b'{"type": "action", "action": {"kind": "peek"}, "seq": 0}\n', "no_seat"),
]
BAD_ACTIONS = [{"kind": "take"}, {"kind": "fly"}, {"kind": "take", "stones": "2"},
               {"kind": "take", "stones": 1, "more": 1}, {"stones": 1}]


def test_malformed_lines_each_get_an_error_and_the_game_goes_on():
    async def scenario():
        host, clients = await seated_table("toy", rate=1000.0, burst=1000.0)
        raw = await RawLine.open(host.port)
        for line, code in BAD_LINES:
            await raw.send(line)
            reply = await raw.expect("error")
            assert reply["code"] == code, (line[:60], reply)
        assert host.table.steps() == 0  # every refusal changed nothing
        await raw.send({"type": "ping", "id": 5})
        assert (await raw.expect("pong"))["id"] == 5
        for action in BAD_ACTIONS:
            await clients[0].send({"type": "action", "action": action, "seq": clients[0].seq})
            assert (await clients[0].wait_for("error"))["code"] == "malformed"
        await asyncio.gather(*(bot_player(c, host.table.info) for c in clients))
        assert host.table.over
        await raw.close()
        await close_all(host, clients)

    run(scenario())


def test_random_fuzz_never_breaks_the_table():
    rng = random.Random(20240611)
    valid = [
        {"type": "claim", "seat": 0}, {"type": "ready", "ready": True},
        {"type": "rename", "name": "Zed"}, {"type": "ping", "id": 1},
        {"type": "action", "action": {"kind": "take", "stones": 1}, "seq": 0},
        {"type": "release"},
    ]
    junk = [None, True, -1, 2**70, 1.5, "", "x" * 300, [], {}, {"kind": "peek"}, [[[]]]]

    def mutate() -> bytes:
        message = dict(rng.choice(valid))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice([*message, "type", "seat", "extra"])
            if rng.random() < 0.3:
                message.pop(key, None)
            else:
                message[key] = rng.choice(junk)
        text = json.dumps(message).encode()
        if rng.random() < 0.2:
            cut = rng.randrange(len(text))
            text = text[:cut] + bytes([rng.randrange(256)]) + text[cut + 1:]
        return text.replace(b"\n", b" ") + b"\n"

    async def scenario():
        host, clients = await seated_table("toy", rate=1000.0, burst=1000.0)
        raws = [await RawLine.open(host.port), await RawLine.open(host.port, hello=False)]
        for _ in range(300):
            await rng.choice(raws).send(mutate())
        for number, raw in enumerate(raws):
            await raw.send({"type": "ping", "id": number})
            assert (await raw.expect("pong"))["id"] == number
        # Fuzz from a seated client too: its seat must still play on.
        not_actions = [j for j in junk if j != {"kind": "peek"}]
        for _ in range(100):
            await clients[0].send({"type": "action", "action": rng.choice(not_actions), "seq": 0})
        for _ in range(100):
            await clients[0].wait_for("error")
        await asyncio.gather(*(bot_player(c, host.table.info) for c in clients))
        assert host.table.over
        for raw in raws:
            await raw.close()
        await close_all(host, clients)

    run(scenario())


def test_other_seat_out_of_turn_stale_and_spectator_actions_are_refused():
    async def scenario():
        host, (first, second) = await seated_table("toy")
        watcher = await join(host.port, None, "watcher")
        await watcher.wait_for("sync")
        codes, words = [], []
        for client, message in [
            (second, {"type": "action", "action": Take(1).to_json(), "seq": second.seq}),
            (first, {"type": "action", "action": Take(1).to_json(), "seq": 0, "seat": 1}),
            (first, {"type": "action", "action": Take(1).to_json(), "seq": 99}),
            (first, {"type": "action", "action": Take(3).to_json(), "seq": first.seq}),
            (watcher, {"type": "action", "action": Take(1).to_json(), "seq": 0}),
            (first, {"type": "claim", "seat": 1}),
        ]:
            await client.send(message)
            error = await client.wait_for("error")
            codes.append(error["code"])
            words.append(error["message"])
        assert codes == ["not_your_turn", "not_your_seat", "stale", "illegal", "no_seat",
                         "seat_taken"]
        # Words for the player (no seat number counted from 0); the rules' own reason.
        assert words[0] == "It is not your turn now: wait for your turn."
        assert "{" not in words[3]
        assert host.table.steps() == 0
        await first.act(Take(2))
        assert (await second.wait_for("update"))["events"] == [Take(2).to_json() | {
            "kind": "taken", "seat": 0}]
        await close_all(host, [first, second, watcher])

    run(scenario())


def test_the_rate_limit_refuses_each_excess_message_by_its_id_and_keeps_the_connection():
    """A bucket that barely refills (one message a minute), so that however slowly the
    host gets through the lines, only the burst is answered."""
    async def scenario():
        host = await open_table("toy", rate=1 / 60, burst=10.0)
        raw = await RawLine.open(host.port)
        await raw.send(b"".join(protocol.encode({"type": "ping", "id": n}) for n in range(60)))
        await raw.send({"type": "ping", "id": 1000})
        replies = []
        async with asyncio.timeout(30):
            while not replies or replies[-1].get("id") != 1000:
                replies.append(json.loads(await raw.reader.readline()))
        pongs = {r["id"] for r in replies if r["type"] == "pong" and r["id"] < 60}
        refused = [r for r in replies if r.get("code") == "rate_limited"]
        assert len(pongs) == 9  # the burst, less the hello
        assert all(r["reply_to"] == "ping" for r in refused)
        # nothing went unanswered, and the connection answers the next message too
        assert pongs | {r["id"] for r in refused} == {*range(60), 1000}
        await raw.close()
        await host.close()

    run(scenario())


@pytest.mark.parametrize(("given", "code"), [(None, "bad_password"), ("guess", "bad_password")])
def test_wrong_password_is_refused(given, code):
    async def scenario():
        host = await open_table("toy", password="s3cret")
        with pytest.raises(JoinRefused) as refused:
            await Client("eve", given).connect(LOOPBACK, host.port)
        assert refused.value.code == code
        good = await join(host.port, 0, "ann", password="s3cret")
        assert good.seat == 0
        await close_all(host, [good])

    run(scenario())


def test_wrong_version_and_game_are_refused():
    async def scenario():
        host = await open_table("toy")
        raw = await RawLine.open(host.port, hello=False)
        await raw.send({"type": "hello", "version": protocol.PROTOCOL_VERSION + 1,
                        "name": "future"})
        assert (await raw.expect("error"))["code"] == "version"
        assert await raw.reader.read() == b""  # and the host hung up
        with pytest.raises(JoinRefused, match="plays toy"):
            await Client("x", game_id="loop").connect(LOOPBACK, host.port)
        await raw.close()
        await host.close()

    run(scenario())
