"""The thread-safe API a lobby screen drives: HostThread and ClientConnection."""

from __future__ import annotations

import time

import tests.core.toy  # noqa: F401  (registers the toy game)
from game.core.registry import get_game
from game.core.seats import bot_rng, parse_seats
from game.net.bench import describe, update_latency
from game.net.client import ClientConnection
from game.net.host_thread import HostThread
from game.net.table import Table


def wait_for(connection: ClientConnection, kind: str, seen: list, timeout: float = 10.0):
    """Poll like a frame loop would until a message of ``kind`` arrives."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in connection.poll():
            seen.append(message)
            if message["type"] == kind:
                return message
        time.sleep(0.01)
    raise AssertionError(f"no {kind} within {timeout} s")


def test_host_screen_and_join_screen_play_a_game_from_threads():
    changes = []
    table = Table(get_game("toy"), {}, parse_seats("human,lan"), 8)
    host = HostThread(table, password="pw", address="127.0.0.1",
                      on_change=lambda: changes.append(1))
    posted: list = []
    local = ClientConnection("127.0.0.1", host.port, "Host", "pw",
                             token=host.local_token(0), on_message=posted.append)
    remote = ClientConnection("127.0.0.1", host.port, "Guest", "pw", game_id="toy")
    try:
        local.connect()
        remote.connect()
        seen: list = []
        wait_for(local, "seated", seen)
        local.ready().result(5)
        remote.claim(1).result(5)
        wait_for(remote, "seated", seen)
        remote.rename("Gwen").result(5)
        remote.ready().result(5)
        deadline = time.monotonic() + 10
        while any(not s["ready"] for s in host.lobby()["seats"]) and time.monotonic() < deadline:
            time.sleep(0.01)
        seats = host.lobby()["seats"]
        assert [s["name"] for s in seats] == ["Host", "Gwen"] and changes
        host.start()
        for connection in (local, remote):
            wait_for(connection, "sync", seen)
        rngs = [bot_rng(1, 0), bot_rng(1, 1)]
        deadline = time.monotonic() + 20
        while local.client.outcome is None and time.monotonic() < deadline:
            for seat, connection in enumerate((local, remote)):
                connection.poll()
                actions = connection.client.actions()
                if actions:
                    connection.send_action(rngs[seat].choice(actions)).result(5)
                    wait_for(connection, "update", seen)
        assert local.client.outcome is not None
        assert any(m["type"] == "sync" for m in posted)  # the callback saw everything too
    finally:
        local.close()
        remote.close()
        host.close()


def test_update_latency_reports_the_first_and_last_tenth_of_a_game():
    result = update_latency("paradox_island", clients=5, steps=40, autosave=True)
    assert result["samples"] == 40 and result["clients"] == 5 and result["seated"] == 4
    for part in ("first_tenth", "last_tenth"):
        assert 0 < result[part]["p50_ms"] <= result[part]["p95_ms"]
    sizes = result["bytes_per_update"]
    assert sizes["first_tenth"] > 0 and sizes["last_tenth"] > 0 and result["bytes_growth"] > 0
    for part in ("first_tenth", "last_tenth"):  # the host's own work, told by its process
        assert 0 <= result["host_cpu"][part]["p50_ms"] <= result["host_cpu"][part]["p95_ms"]
    line = describe("paradox_island", result)
    assert "LAN paradox_island: 40 steps" in line and "the host's CPU an action" in line
