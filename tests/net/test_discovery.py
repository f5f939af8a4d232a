"""Discovery on 127.255.255.255, and a headless host found that way and played to the end."""

from __future__ import annotations

import asyncio
import json
import socket
import threading

from game.core.match import Match
from game.net.client import Client
from game.net.discovery import Announcer, TableListener, parse_announcement
from game.net.headless import host_headless
from game.net.protocol import PROTOCOL_VERSION
from game.net.table import sidecar_path
from tests.net.helpers import bot_player, run

BROADCAST = "127.255.255.255"
AD = {"hexfold": PROTOCOL_VERSION, "game": "toy", "title": "Toy", "name": "Ann", "port": 4000,
      "open_seats": 1, "password": False, "started": False}


def test_bad_announcements_are_ignored():
    sender = ("127.0.0.1", 5)
    assert parse_announcement(json.dumps(AD).encode(), sender)["port"] == 4000
    for bad in [b"\xff", b"[]", b"{}", json.dumps(AD | {"hexfold": PROTOCOL_VERSION + 1}).encode(),
                json.dumps(AD | {"port": 70000}).encode(),
                json.dumps(AD | {"open_seats": True}).encode(),
                json.dumps(AD | {"name": "x" * 1000}).encode(), b"{" * 3000]:
        assert parse_announcement(bad, sender) is None


def test_an_announcement_reaches_a_listener_and_garbage_does_not():
    async def scenario(listener: TableListener) -> list:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as noise:
            noise.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            noise.sendto(b"garbage", (BROADCAST, listener.port))
        announcer = Announcer(lambda: AD, BROADCAST, listener.port, interval=0.05)
        announcer.start()
        try:
            async with asyncio.timeout(30):
                while not (heard := await asyncio.to_thread(listener.collect, 0.5)):
                    pass
            return heard
        finally:
            await announcer.stop()

    with TableListener(0) as listener:
        tables = run(scenario(listener))
    assert len(tables) == 1
    assert tables[0]["address"] == "127.0.0.1" and tables[0]["name"] == "Ann"


def test_a_headless_table_is_found_joined_and_played(tmp_path):
    autosave = tmp_path / "lan.json"
    result: dict = {}
    with TableListener(0) as listener:
        thread = threading.Thread(target=lambda: result.update(summary=host_headless(
            "toy", "lan,bot:easy", 3, {"pile": "9"}, 0, "pw", autosave,
            address="127.0.0.1", announce_to=BROADCAST, discovery_port=listener.port,
            timeout=30.0)))
        thread.start()
        found = []
        for _ in range(60):  # up to 30 s on a loaded machine
            found = listener.collect(0.5)
            if found:
                break
        assert found, "no announcement heard"

        async def play() -> dict:
            ad = found[0]
            assert ad["game"] == "toy" and ad["password"] and ad["open_seats"] == 1
            client = Client("Ann", "pw", game_id="toy")
            welcome = await client.connect(ad["address"], ad["port"])
            await client.claim(0)
            await client.wait_for("seated")
            await client.ready(True)
            await client.wait_for("sync")
            await bot_player(client, Match.load(autosave).info)
            await client.close()
            return welcome | {"outcome": client.outcome}

        played = run(play())
        thread.join(30)
    assert not thread.is_alive()
    summary = result["summary"]
    assert summary["outcome"] == played["outcome"] and not summary["resumed"]
    assert summary["port"] == found[0]["port"]
    assert Match.load(autosave).state.state_hash() == summary["hash"]
    tokens = json.loads(sidecar_path(autosave).read_text())["seats"]
    assert tokens[0]["token"] and tokens[0]["token"] not in autosave.read_text()
