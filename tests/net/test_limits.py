"""Limits that keep a host up: connection and onlooker caps, timeouts, password lockout."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.net import protocol
from game.net.client import Client, JoinRefused
from game.net.host_guard import Limits
from tests.core.toy import Take
from tests.net.helpers import LOOPBACK, close_all, join, open_table, run, until
from tests.net.test_refusals import RawLine

ROOT = Path(__file__).resolve().parents[2]
#: Short timeouts; a ping every 0.1 s keeps a connection far inside ``idle_timeout``.
QUICK = Limits(hello_timeout=0.6, line_timeout=0.4, idle_timeout=3.0, password_delay=0.0)


def test_onlookers_are_capped_but_a_player_with_a_token_always_gets_in():
    async def scenario():
        host = await open_table("toy", limits=Limits(max_spectators=3))
        player = await join(host.port, 0, "Ann")
        onlookers = [await RawLine.open(host.port) for _ in range(3)]
        with pytest.raises(JoinRefused) as refused:
            await Client("one too many").connect(LOOPBACK, host.port)
        assert refused.value.code == "full"
        await player.close()
        back = Client("Ann", token=player.token)  # the lobby seat went with the connection,
        await back.connect(LOOPBACK, host.port)  # but the hello is let in all the same
        for raw in onlookers:
            await raw.close()
        await close_all(host, [back])

    run(scenario())


def test_trickling_silent_and_helloless_connections_are_cut_off():
    async def scenario():
        host = await open_table("toy", limits=QUICK)
        trickler = await RawLine.open(host.port)
        silent = await RawLine.open(host.port)
        mute = await RawLine.open(host.port, hello=False)
        pinger = await RawLine.open(host.port)
        line = protocol.encode({"type": "ping"})
        sent = 0
        async with asyncio.timeout(30):
            while len(host.connections) > 1:  # until only the pinger is left
                with contextlib.suppress(ConnectionError):  # a byte every 0.1 s: no line
                    trickler.writer.write(line[sent % len(line):][:1])  # ever in time
                    sent += 1
                pinger.writer.write(line)
                await asyncio.sleep(0.1)
        pinging = "{}:{}".format(*pinger.writer.get_extra_info("sockname")[:2])
        assert [conn.peer for conn in host.connections.values()] == [pinging]
        for raw in (trickler, silent, mute):  # each hears its connection end
            with contextlib.suppress(ConnectionError):
                await asyncio.wait_for(raw.reader.read(), 5)
        for raw in (trickler, silent, mute, pinger):
            await raw.close()
        await host.close()

    run(scenario())


def test_a_full_host_refuses_newcomers_politely_and_says_so_once(caplog):
    async def scenario():
        host = await open_table("toy", limits=Limits(max_connections=12, max_spectators=12))
        waiting = [await RawLine.open(host.port, hello=False) for _ in range(20)]
        assert len(host.connections) == 12  # the oldest of those never saying hello made room
        welcomed = [await RawLine.open(host.port) for _ in range(12)]
        refusals = []
        for _ in range(15):
            reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
            refusals.append(json.loads(await asyncio.wait_for(reader.readline(), 5)))
            writer.close()
        assert {r["code"] for r in refusals} == {"full"}
        for raw in welcomed[:3]:
            await raw.close()
        await until(lambda: len(host.connections) <= 9)
        ann = await join(host.port, 0, "Ann")  # room again
        assert ann.seat == 0
        for raw in [*waiting, *welcomed]:
            await raw.close()
        await close_all(host, [ann])

    with caplog.at_level(logging.WARNING):
        run(scenario())
    full = [r for r in caplog.records if "refusing newcomers" in r.getMessage()]
    assert len(full) == 1


HOST = """
import json, resource, sys
from pathlib import Path
import tests.core.toy
from game.net.headless import host_headless

resource.setrlimit(resource.RLIMIT_NOFILE, (200, 200))
def ready(port):
    sys.stdout.write(json.dumps({"port": port}) + "\\n")
    sys.stdout.flush()

summary = host_headless("toy", "lan,bot:easy", 5, {}, 0, None, None, address="127.0.0.1",
                        announce_to=None, on_ready=ready, timeout=60.0)
sys.stdout.write(json.dumps(summary) + "\\n")
"""


@pytest.mark.skipif(sys.platform == "win32", reason="no open-file limit to run into")
def test_a_host_at_its_open_file_limit_keeps_taking_players_and_logs_little():
    """300 idle connections against a host allowed 200 open files: it never runs out
    (its cap stays under the limit), refuses or evicts politely, and a player still
    gets in and plays the game to the end."""
    process = subprocess.Popen([sys.executable, "-c", HOST], cwd=ROOT, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=os.environ | {"PYTHONPATH": str(ROOT)})
    try:
        port = json.loads(process.stdout.readline())["port"]

        async def scenario() -> None:
            idle = [await asyncio.open_connection(LOOPBACK, port) for _ in range(300)]
            from tests.net.helpers import bot_player, get_game

            ann = Client("Ann")
            await ann.connect(LOOPBACK, port)
            await ann.claim(0)
            await ann.wait_for("seated")
            await ann.ready(True)
            await ann.wait_for("sync")
            await bot_player(ann, get_game("toy"))
            await ann.close()
            for _, writer in idle:
                writer.close()

        run(scenario(), 60)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    assert json.loads(out.splitlines()[-1])["outcome"] is not None
    assert "Traceback" not in err and len(err) < 20_000, err[-2000:]


def test_password_guessing_is_locked_out_per_address():
    """Wrong passwords from one address lock it out (a right one too, meanwhile); another
    address still gets in. Guessing runs at a few tries per lockout, not a thousand a
    second."""
    async def attempt(port: int, password: str, source: str) -> str:
        reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(source, 0))
        writer.write(protocol.encode({"type": "hello", "version": protocol.PROTOCOL_VERSION,
                                      "name": "eve", "password": password}))
        reply = json.loads(await asyncio.wait_for(reader.readline(), 5))
        writer.close()
        return reply.get("code") or reply["type"]

    async def scenario():
        limits = Limits(password_tries=3, lockout=30.0, password_delay=0.0)
        host = await open_table("toy", password="s3cret", limits=limits)
        start = time.monotonic()
        answers = [await attempt(host.port, f"guess{n}", "127.0.0.2") for n in range(40)]
        tries_per_s = 3 / (time.monotonic() - start)
        assert answers[:3] == ["bad_password"] * 3 and set(answers[3:]) == {"locked_out"}
        assert await attempt(host.port, "s3cret", "127.0.0.2") == "locked_out"
        assert await attempt(host.port, "s3cret", "127.0.0.1") == "welcome"
        await host.close()
        return tries_per_s

    run(scenario())


def test_newcomers_wait_at_the_door_while_the_table_plays_on():
    """A flood of connections is let in at the door's pace (here one a second, once the
    two players have had the burst of two); the seated players' messages never wait on
    it, and every socket let in sends small messages at once (no 40 ms wait on a delayed
    acknowledgement)."""
    async def scenario():
        host = await open_table("toy", limits=Limits(accept_rate=1.0, accept_burst=2.0))
        first, second = await join(host.port, 0, "Ann"), await join(host.port, 1, "Bob")
        await until(lambda: not host.table.missing())
        await host.start()
        for player in (first, second):
            await player.wait_for("sync")
        start = time.monotonic()
        flood = [await asyncio.open_connection(LOOPBACK, host.port) for _ in range(20)]
        for _, writer in flood:
            writer.write(protocol.encode({"type": "hello", "version": protocol.PROTOCOL_VERSION,
                                          "name": "flood"}))
        await first.act(Take(1))
        await second.wait_for("update")
        let_in = len(host.connections) - 2
        assert let_in <= 2 + (time.monotonic() - start) + 1, let_in
        for conn in host.connections.values():
            sock = conn.writer.get_extra_info("socket")
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
        for _, writer in flood:
            writer.close()
        await close_all(host, [first, second])

    run(scenario())


def test_a_flood_of_refused_hellos_is_logged_once_a_second(caplog):
    async def scenario():
        host = await open_table("toy", limits=Limits(max_spectators=0))
        start = time.monotonic()
        for _ in range(30):
            raw = await RawLine.open(host.port, hello=False)
            await raw.send({"type": "hello", "version": protocol.PROTOCOL_VERSION, "name": "x"})
            assert (await raw.expect("error"))["code"] == "full"
            await raw.close()
        await host.close()
        return time.monotonic() - start

    with caplog.at_level(logging.WARNING):
        seconds = run(scenario())
    lines = [r for r in caplog.records if "refused hello" in r.getMessage()]
    assert 1 <= len(lines) <= seconds + 1, [r.getMessage() for r in lines]
