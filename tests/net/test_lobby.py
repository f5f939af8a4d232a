"""The lobby: a seat belongs to a live connection; the host frees seats; names never
pass for bots."""

from __future__ import annotations

import asyncio

import pytest

from game.net import protocol
from game.net.client import Client, JoinRefused
from game.net.headless import _summary
from tests.net.helpers import LOOPBACK, close_all, join, open_table, run, until
from tests.net.test_refusals import RawLine

PARADOX = "paradox_island"


def hello(name: str = "raw") -> dict:
    return {"type": "hello", "version": protocol.PROTOCOL_VERSION, "name": name}


def test_seats_claimed_by_connections_that_hang_up_are_free_again():
    """Two connections say hello, claim a seat and hang up (one by the duplicate-key line
    that once claimed by accident, now refused): Paradox Island still fills and starts."""
    async def scenario():
        host = await open_table(PARADOX, kinds=["bot", "lan", "lan"])
        ghosts = []
        for seat in (1, 2):
            ghost = await RawLine.open(host.port, hello=False)
            await ghost.send(hello(f"ghost{seat}"))
            await ghost.expect("welcome")
            await ghost.send({"type": "claim", "seat": seat})
            await ghost.expect("seated")
            ghosts.append(ghost)
        await ghosts[0].send(b'{"type":"ping","type":"claim","seat":1}\n')
        assert (await ghosts[0].expect("error"))["code"] == "malformed"
        assert all(s.token for s in host.table.seats[1:])
        for ghost in ghosts:
            await ghost.close()
        await until(lambda: not any(s.token for s in host.table.seats[1:]))
        players = [await join(host.port, seat) for seat in (1, 2)]
        await until(lambda: not host.table.missing())
        await host.start()
        for player in players:
            await player.wait_for("sync")
        await close_all(host, players)

    run(scenario())


def test_the_host_frees_a_seat_its_idle_player_holds_and_the_player_is_told():
    async def scenario():
        host = await open_table("toy")
        idle = await join(host.port, 0, "idle")
        host.free_seat(0)
        told = await idle.wait_for("unseated")
        assert told["seat"] == 0 and "another player" in told["reason"]
        assert idle.seat is None and host.table.seats[0].token is None
        taker = await join(host.port, 0, "taker")
        assert taker.seat == 0
        await close_all(host, [idle, taker])

    run(scenario())


@pytest.mark.parametrize("name", ["bot (normal)", "Bot", "B0T:hard", "bot (h\u0430rd)",
                                  "\u0432ot 2"])
def test_a_name_that_passes_for_a_bot_is_refused(name):
    async def scenario():
        host = await open_table("toy", kinds=["lan", "bot"])
        with pytest.raises(JoinRefused) as refused:
            await Client(name).connect(LOOPBACK, host.port)
        assert refused.value.code == "name" and "bot" in str(refused.value)
        ann = await join(host.port, 0, "Ann")
        await ann.rename(name)
        assert (await ann.wait_for("error"))["code"] == "name"
        seats = host.lobby()["seats"]
        assert [s["name"] for s in seats] == ["Ann", "bot (normal)"]
        assert [s["name"] for s in _summary(host.table, host, False, "test")["seats"]] == \
            ["Ann", "bot (normal)"]
        await close_all(host, [ann])

    run(scenario())


def test_bot_like_names_are_told_apart_from_real_ones():
    from game.net.names import passes_for_bot

    for name in ("Botond", "Abbot", "Bottle", "Robot", "Ann", "Bo Diddley"):
        assert not passes_for_bot(name), name
    for name in ("bot", "BOT", "bot (normal)", "bot-easy", "Bot 7", "b\u00f6t", "bot cpu"):
        assert passes_for_bot(name), name


def test_an_onlooker_saying_hello_costs_the_others_nothing():
    """A hello used to send every connection the lobby: the cost grew with the square of
    the connections. An onlooker changes nothing anyone sees, so nobody hears of it."""
    async def scenario():
        host = await open_table("toy")
        first = await RawLine.open(host.port)
        others = [await RawLine.open(host.port) for _ in range(30)]
        await first.send({"type": "ping", "id": 1})
        heard = []
        while True:
            message = json_line(await asyncio.wait_for(first.reader.readline(), 10))
            if message["type"] == "pong":
                break
            heard.append(message["type"])
        assert heard.count("lobby") <= 1, heard  # at most the one after its own hello
        for raw in [first, *others]:
            await raw.close()
        await host.close()

    run(scenario())


def json_line(line: bytes) -> dict:
    import json

    return json.loads(line)
