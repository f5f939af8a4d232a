"""After a crash: seats nobody comes back to, lost seat files, lost steps, saves that
cannot be written, and stopping the headless host with Ctrl+C."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.values import SPECTATOR
from game.net.autosave import load_autosave, steps_path
from game.net.client import Client
from game.net.headless import host_headless
from game.net.host import Host
from game.net.table import Table, sidecar_path
from tests.core.toy import Peek, Take
from tests.net.helpers import LOOPBACK, bot_player, close_all, get_game, run, seated_table, until

ROOT = Path(__file__).resolve().parents[2]


async def crashed_table(autosave: Path, steps: int = 2) -> list[Client]:
    """A toy game autosaved to ``autosave``, ``steps`` played, then the host gone."""
    host, clients = await seated_table("toy", autosave=autosave, seed=7)
    await clients[0].act(Peek())
    await clients[0].wait_for("update")
    if steps > 1:
        await clients[0].act(Take(1))
        await clients[0].wait_for("update")
    await until(lambda: all(len(c.events) == len(list(host.table.match.events_for(c.seat)))
                            for c in clients))
    await host.close()  # as good as a crash for the players: their host is gone
    for client in clients:
        await client.close()
    return clients


def test_a_seat_nobody_rejoins_after_a_restart_goes_to_a_bot(tmp_path):
    autosave = tmp_path / "table.json"

    async def scenario():
        players = await crashed_table(autosave)
        host = Host(Table.resume(autosave), autosave=autosave, bot_on_drop=0.2)
        await host.open(LOOPBACK, 0)
        back = Client("second", token=players[1].token)
        await back.connect(LOOPBACK, host.port)
        await back.wait_for("sync")
        await until(lambda: host.table.seats[0].bot == "normal")  # seat 0 never came back
        await bot_player(back, get_game("toy"))
        assert host.table.over
        await close_all(host, [back])

    run(scenario())


def test_a_seat_whose_token_is_unreadable_is_open_to_claim_and_covered_meanwhile(tmp_path):
    autosave = tmp_path / "table.json"

    async def scenario():
        players = await crashed_table(autosave)
        side = json.loads(sidecar_path(autosave).read_text())
        side["seats"][0]["token"] = 5
        sidecar_path(autosave).write_text(json.dumps(side))
        table = Table.resume(autosave)
        assert table.notes == ["seat 1's token in table.seats.json is unreadable: the seat is "
                               "open to claim"]
        host = Host(table, autosave=autosave, bot_on_drop=0.2)
        await host.open(LOOPBACK, 0)
        await until(lambda: host.table.seats[0].bot == "normal")
        newcomer = Client("newcomer")
        await newcomer.connect(LOOPBACK, host.port)
        await newcomer.claim(0)
        await newcomer.wait_for("seated")
        await newcomer.wait_for("sync")
        assert newcomer.seat == 0 and host.table.seats[0].bot is None  # the bot hands over
        back = Client("second", token=players[1].token)
        await back.connect(LOOPBACK, host.port)
        await back.wait_for("sync")
        info = get_game("toy")
        await asyncio.gather(bot_player(newcomer, info), bot_player(back, info))
        await close_all(host, [newcomer, back])

    run(scenario())


def test_a_seat_taken_in_a_started_game_gets_its_picture_before_any_of_its_updates(tmp_path):
    """Taking an open seat of a resumed game writes the seat file before the seat's sync
    goes out; a move played meanwhile reaches the newcomer as the onlooker it still is
    (a patch of the picture it holds), never as a patch of the seat's picture."""
    autosave = tmp_path / "table.json"

    async def scenario():
        await crashed_table(autosave)
        sidecar_path(autosave).unlink()  # every LAN seat open to claim
        host = Host(Table.resume(autosave), autosave=autosave)
        await host.open(LOOPBACK, 0)
        mover = Client("second")
        await mover.connect(LOOPBACK, host.port)
        await mover.claim(1)
        await mover.wait_for("sync")
        newcomer = Client("newcomer")
        await newcomer.connect(LOOPBACK, host.port)
        await newcomer.wait_for("sync")
        writing, written = asyncio.Event(), asyncio.Event()
        write_seats = host.saving.seats

        async def slow_seats() -> None:
            writing.set()
            await written.wait()
            await write_seats()

        host.saving.seats = slow_seats
        await newcomer.claim(0)
        await writing.wait()  # the claim waits on the disk
        await mover.act(Take(1))
        await mover.wait_for("update")
        written.set()
        await newcomer.wait_for("seated")
        between = []
        while (message := await newcomer.wait_for(("update", "sync")))["type"] == "update":
            between.append(message["seat"])
        assert between == [SPECTATOR] and message["seat"] == 0
        assert newcomer.view == host.table.match.state.view(0)
        await close_all(host, [mover, newcomer])

    run(scenario())


def headless(autosave: Path, seats: str = "lan,lan", timeout: float = 30.0,
             joined: list[Client] | None = None) -> dict:
    """Run the headless host in a thread until ``timeout``; returns its summary."""
    result: dict = {}
    ready = threading.Event()
    port: list[int] = []

    def on_ready(number: int) -> None:
        port.append(number)
        ready.set()

    def serve() -> None:
        try:
            result.update(host_headless("toy", seats, 21, {}, 0, None, autosave,
                                        address="127.0.0.1", announce_to=None,
                                        on_ready=on_ready, timeout=timeout))
        finally:
            ready.set()

    thread = threading.Thread(target=serve)
    thread.start()
    ready.wait(30)
    return {"port": port[0] if port else None, "thread": thread, "summary": result}


def test_a_save_without_its_seat_file_is_resumed_never_restarted(tmp_path):
    autosave = tmp_path / "table.json"
    run(crashed_table(autosave))
    sidecar_path(autosave).unlink()
    steps = len(load_autosave(autosave).match.steps)
    started = headless(autosave, timeout=3.0)

    async def claim() -> None:
        client = Client("Ann")
        await client.connect(LOOPBACK, started["port"])
        await client.claim(1)
        await client.wait_for("seated")
        sync = await client.wait_for("sync")
        assert client.seat == 1 and sync["events"]  # the game as it was, not a new one

        await client.close()

    run(claim())
    started["thread"].join(30)
    assert len(load_autosave(autosave).match.steps) == steps
    assert "table.seats.json is missing: every LAN seat is open to claim, with a new token" \
        in started["summary"]["lost"]


def test_a_save_that_cannot_be_read_is_never_overwritten(tmp_path):
    autosave = tmp_path / "table.json"
    autosave.write_text('{"format": "hexfold-save", "game": "toy", "steps": [')
    with pytest.raises(HexfoldError, match=r"cannot resume table\.json .* kept as it is"):
        host_headless("toy", "lan,lan", 1, {}, 0, None, autosave, address="127.0.0.1",
                      announce_to=None, timeout=1.0)
    assert autosave.read_text() == '{"format": "hexfold-save", "game": "toy", "steps": ['


def test_the_players_are_told_what_the_save_lost(tmp_path):
    """A client saw more than the restarted host's save holds: it is told, and so is
    the table."""
    autosave = tmp_path / "table.json"

    async def scenario():
        players = await crashed_table(autosave)
        match = load_autosave(autosave).match
        short = Match(match.info, match.options, match.seed, match.seats)
        short.play(match.steps[0].seat, match.steps[0].action)
        short.save(autosave)  # the save lost its last step, and its log is gone
        steps_path(autosave).unlink()
        host = Host(Table.resume(autosave), autosave=autosave)
        await host.open(LOOPBACK, 0)
        other = Client("first", token=players[0].token)
        await other.connect(LOOPBACK, host.port)
        await other.wait_for("sync")
        players[1].messages = asyncio.Queue()
        await players[1].connect(LOOPBACK, host.port)  # rejoins with what it saw
        told = await players[1].wait_for("notice")
        assert "events the host's save does not have" in told["text"]
        assert "missing the last moves" in (await other.wait_for("notice"))["text"]
        assert any("ended before the last moves" in note for note in host.lost)
        await close_all(host, [other, players[1]])

    run(scenario())


def test_players_are_told_when_the_host_cannot_save_and_the_summary_says_so(tmp_path):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("")
    started = headless(blocker / "table.json", seats="lan,bot:easy", timeout=20.0)

    async def play() -> list[str]:
        client = Client("Ann")
        await client.connect(LOOPBACK, started["port"])
        await client.claim(0)
        await client.ready(True)
        notice = await client.wait_for("notice")
        await bot_player(client, get_game("toy"))
        await client.close()
        return [notice["text"]]

    told = run(play())
    started["thread"].join(30)
    assert "cannot save this game" in told[0]
    problems = started["summary"]["problems"]
    assert len(problems) == 1 and "cannot write table.json" in problems[0]


def test_the_command_exits_1_when_it_could_not_save_and_logs_it_once(tmp_path):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("")
    done = subprocess.run(
        [sys.executable, "main.py", "--headless", "--host", "--game", "paradox_island",
         "--seats", "bot:easy,bot:easy", "--port", "0", "--announce", "127.255.255.255",
         "--autosave", str(blocker / "table.json")],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["outcome"] is not None and summary["problems"]
    assert done.stderr.count("autosave failed") <= 1, done.stderr[-2000:]


# A terminal's Ctrl+C: the child restores Python's own SIGINT handler, since a test
# worker (pytest-xdist) may run with SIGINT ignored, and children inherit that.
CTRL_C = """
import json, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
import tests.core.toy
from game.net.headless import host_headless

def ready(port):
    sys.stdout.write(json.dumps({"port": port}) + "\\n")
    sys.stdout.flush()

summary = host_headless("toy", "lan,lan", 3, {}, 0, None, None, address="127.0.0.1",
                        announce_to=None, on_ready=ready, timeout=60.0)
sys.stdout.write(json.dumps(summary) + "\\n")
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is how POSIX sends Ctrl+C")
def test_ctrl_c_stops_the_headless_host_cleanly_with_its_summary():
    process = subprocess.Popen([sys.executable, "-c", CTRL_C], cwd=ROOT, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=os.environ | {"PYTHONPATH": str(ROOT)})
    try:
        assert json.loads(process.stdout.readline())["port"]
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    assert process.returncode == 0, err[-2000:]
    assert json.loads(out.splitlines()[-1])["stopped"] == "interrupted"
    assert "Traceback" not in err
