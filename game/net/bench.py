"""Update latency and size over loopback, over a whole long game; and under a hello flood.

The host runs on its own thread and event loop (with its autosave, as in a
real table); the clients share another. One sample is the time from a
client sending a legal action to the arrival of the last update it caused,
at any client. To know that every update has arrived, the mover pings the
host (its pong comes after all updates were written, since a connection's
messages are handled in order), then every other client pings in turn.

``update_latency`` plays one long game and reports latency and bytes per
update per client in the first and the last tenth of it: a table must not get
slower, nor its updates bigger, as the game grows. It reports the host's CPU
time an action as well (``host_cpu``), which a loaded machine stretches far
less than the wall-clock latency. The game is the normal
bots' (``play="bots"``, every seat's bot with its seeded RNG, as a table of
people plays it: random actions end The Now's game within about 200 steps,
every sphere stopped by round 6, and a last step that plays out 14 empty
rounds) or random legal actions (``play="random"``); either way it is played
by the rules alone first (``long_game``: the first seed whose game lasts
``steps``, else the longest of the first few), then its actions are sent
through the clients, so every run of a title plays the same game.
``flood_latency`` measures the same during a flood of connections that each
say hello (``python -m game.net.bench flood``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.registry import GameInfo, all_games, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action
from game.net import protocol
from game.net.client import Client
from game.stats import p50_p95_ms

ADDRESS = "127.0.0.1"
#: Seeds tried for a long game, by what plays it: a count, not a time, so that every
#: machine, loaded or not, measures the same game.
SEEDS = {"random": 60, "bots": 5}
#: What plays the measured game: ``update_latency``'s ``play``.
PLAYS = tuple(SEEDS)

#: A game to send through the clients: (seat, action) each step.
Script = list[tuple[int, Action]]


def update_latency(
    game_id: str, clients: int = 6, steps: int = 1000, autosave: bool = True,
    play: str = "bots", seats: int | None = None,
) -> dict[str, Any]:
    """Latency (ms) of action → all clients updated, and bytes per update per client,
    over one game of up to ``steps`` steps (``play``: see ``long_game``) with ``clients``
    on loopback.

    Seats are LAN players (``seats``, or as many as the game takes up to ``clients``);
    the other clients watch as spectators. The host runs in a process of its own, as on
    a real table (sharing this process would make it wait on the clients' turns at
    Python's interpreter lock), without a rate limit (the clients' barrier pings are
    many).
    """
    info = get_game(game_id)
    if seats is None:
        fitting = [n for n in info.seat_counts if n <= clients]
        seats = max(fitting) if fitting else min(info.seat_counts)
    seed, script = long_game(info, seats, steps, play)
    with tempfile.TemporaryDirectory() as folder:
        host = HostProcess(game_id, seats, seed,
                           Path(folder, "bench.json") if autosave else None)
        with host as port:
            samples, sizes = asyncio.run(_measure(port, seats, max(clients, seats), script))
    result = {"game": game_id, "clients": max(clients, seats), "seated": seats,
              "autosave": autosave, "play": play, "seed": seed, **summary(samples, sizes)}
    if host.cpu is not None and len(host.cpu) == len(samples):
        tenth = max(1, len(samples) // 10)
        result["host_cpu"] = {"first_tenth": p50_p95_ms(host.cpu[:tenth]),
                              "last_tenth": p50_p95_ms(host.cpu[-tenth:])}
    return result


HOST = """
import asyncio, json, sys, time
from pathlib import Path
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.net.host import Host
from game.net.table import Table

class TimedHost(Host):
    cpu = []

    async def _action(self, conn, message):
        start = time.process_time()
        try:
            await super()._action(conn, message)
        finally:
            self.cpu.append(time.process_time() - start)

async def serve(game, seats, seed, save):
    table = Table(get_game(game), {}, [SeatSpec("lan")] * seats, seed)
    host = TimedHost(table, autosave=Path(save) if save else None, rate=1e6, burst=1e6,
                     auto_start=True)
    await host.open("127.0.0.1", 0)
    sys.stdout.write(json.dumps({"port": host.port}) + "\\n")
    sys.stdout.flush()
    await asyncio.to_thread(sys.stdin.readline)
    sys.stdout.write(json.dumps({"cpu": host.cpu}) + "\\n")
    sys.stdout.flush()

asyncio.run(serve(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]))
"""


class HostProcess:
    """A host of LAN seats in a child process, starting the game once every seat is
    ready; the port on entering. On leaving, ``cpu`` holds the host process's CPU time
    (seconds) for each action it was sent, from its arrival to its updates written (the
    host's own work, which a loaded machine does not stretch as it does the wall-clock
    latency), or None if the host did not say."""

    def __init__(self, game_id: str, seats: int, seed: int, save: Path | None) -> None:
        self.args = [game_id, str(seats), str(seed), str(save or "")]
        self.process: subprocess.Popen[str] | None = None
        self.cpu: list[float] | None = None

    def __enter__(self) -> int:
        root = Path(__file__).resolve().parents[2]
        self.process = subprocess.Popen([sys.executable, "-c", HOST, *self.args], cwd=root,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        assert self.process.stdout is not None
        return int(json.loads(self.process.stdout.readline())["port"])

    def __exit__(self, *exc: object) -> None:
        process = self.process
        assert process is not None and process.stdin and process.stdout
        try:
            process.stdin.write("stop\n")
            process.stdin.flush()
            self.cpu = json.loads(process.stdout.readline())["cpu"]
        except (OSError, ValueError, KeyError):
            self.cpu = None
        process.terminate()
        process.wait(30)


def long_game(info: GameInfo, seats: int, steps: int, play: str = "bots",
              ) -> tuple[int, Script]:
    """The first seed whose game lasts ``steps`` steps, or else the one of the first
    ``SEEDS[play]`` whose game lasts longest, and that game's first ``steps`` actions,
    played by the rules alone. ``play``: "bots" (the normal bot of every seat, with the
    seat's seeded RNG, sees its view and chooses) or "random" (a random legal action);
    the lowest seat with a choice moves."""
    if play not in SEEDS:
        raise ValueError(f"play is one of {', '.join(PLAYS)}, not {play!r}")
    best: tuple[int, Script] = (1, [])
    for seed in range(1, SEEDS[play] + 1):
        script = _game(info, seats, steps, play, seed)
        if len(script) > len(best[1]):
            best = (seed, script)
        if len(script) >= steps:
            break
    return best


def _game(info: GameInfo, seats: int, steps: int, play: str, seed: int) -> Script:
    state = Match(info, info.resolve_options({}), seed, ["lan"] * seats).state
    rng, rngs = GameRng(seed), [bot_rng(seed, n) for n in range(seats)]
    bot = info.bot("normal")
    script: Script = []
    while len(script) < steps and not state.is_over():
        seat = min(s for s in state.to_move() if state.legal_actions(s))
        legal = state.legal_actions(seat)
        action = rng.choice(legal) if play == "random" else bot(state.view(seat), legal,
                                                                 rngs[seat])
        state.apply(seat, action)
        script.append((seat, action))
    return script


def summary(samples: list[float], sizes: list[tuple[int, int]]) -> dict[str, Any]:
    """p50/p95 overall and in the first and last tenth; bytes per update per client."""
    tenth = max(1, len(samples) // 10)

    def per_update(part: list[tuple[int, int]]) -> float:
        sent, updates = sum(b for b, _ in part), sum(n for _, n in part)
        return round(sent / updates, 1) if updates else 0.0

    early, late = per_update(sizes[:tenth]), per_update(sizes[-tenth:])
    return {
        "samples": len(samples),
        **p50_p95_ms(samples),
        "first_tenth": p50_p95_ms(samples[:tenth]),
        "last_tenth": p50_p95_ms(samples[-tenth:]),
        "bytes_per_update": {"first_tenth": early, "last_tenth": late},
        "bytes_growth": round(late / early, 2) if early else 0.0,
    }


def describe(game_id: str, result: dict[str, Any]) -> str:
    """One readable line for ``--bench``."""
    first, last = result["first_tenth"], result["last_tenth"]
    sizes = result["bytes_per_update"]
    line = (f"LAN {game_id}: {result['samples']} steps, action to all {result['clients']} "
            f"clients updated p50/p95 first tenth {first['p50_ms']}/{first['p95_ms']} ms, "
            f"last tenth {last['p50_ms']}/{last['p95_ms']} ms; bytes per update per client "
            f"{sizes['first_tenth']:.0f} → {sizes['last_tenth']:.0f} "
            f"(growth {result['bytes_growth']})")
    if "host_cpu" in result:
        cpu = result["host_cpu"]
        line += (f"; the host's CPU an action p50/p95 first tenth {cpu['first_tenth']['p50_ms']}"
                 f"/{cpu['first_tenth']['p95_ms']} ms, last tenth "
                 f"{cpu['last_tenth']['p50_ms']}/{cpu['last_tenth']['p95_ms']} ms")
    return line


class _Probe:
    """A client that notes when its last update arrived and answers ping barriers."""

    def __init__(self, name: str) -> None:
        self.client = Client(name, on_message=self._got)
        self.updated = 0.0
        self.pong = asyncio.Event()
        self.synced = asyncio.Event()

    def _got(self, message: dict[str, Any]) -> None:
        if message["type"] == "update":
            self.updated = time.perf_counter()
        elif message["type"] == "sync":
            self.synced.set()
        elif message["type"] == "pong":
            self.pong.set()

    async def barrier(self) -> None:
        self.pong.clear()
        await self.client.send({"type": "ping"})
        await asyncio.wait_for(self.pong.wait(), 30.0)


async def _measure(port: int, seats: int, clients: int, script: Script,
                   ) -> tuple[list[float], list[tuple[int, int]]]:
    probes = [_Probe(f"bench{n}") for n in range(clients)]
    try:
        for number, probe in enumerate(probes):
            await probe.client.connect(ADDRESS, port, 30.0)
            if number < seats:
                await probe.client.claim(number)
                await probe.client.ready(True)
                await probe.barrier()
        for probe in probes:  # the headless host starts once every seat is ready
            await asyncio.wait_for(probe.synced.wait(), 30.0)
        return await _play(probes[:seats], probes, script)
    finally:
        for probe in probes:
            await probe.client.close()


async def _play(seated: list[_Probe], probes: list[_Probe], script: Script,
                ) -> tuple[list[float], list[tuple[int, int]]]:
    """``script``'s actions, each sent by its seat's client; each step's latency and
    (bytes, updates) received by all clients. A game that goes otherwise than the script
    (it never should: the host plays the same seed) stops with an error."""
    samples: list[float] = []
    sizes: list[tuple[int, int]] = []
    for seat, action in script:
        mover = seated[seat]
        if action not in mover.client.actions():
            raise RuntimeError(f"the host's game went otherwise at step {len(samples) + 1}")
        before = [(p.client.update_bytes, p.client.updates) for p in probes]
        start = time.perf_counter()
        await mover.client.act(action)
        await mover.barrier()
        for probe in probes:
            if probe is not mover:
                await probe.barrier()
        arrivals = [p.updated for p in probes if p.updated >= start]
        if arrivals:
            samples.append(max(arrivals) - start)
            pairs = list(zip(probes, before, strict=True))
            sizes.append((sum(p.client.update_bytes - b for p, (b, _) in pairs),
                          sum(p.client.updates - n for p, (_, n) in pairs)))
    return samples, sizes


# A flood of hellos.

FLOODER = """
import asyncio, json, sys, time
port, count, seconds, version = (int(a) for a in sys.argv[1:5])

async def one(n):
    hello = json.dumps({"type": "hello", "version": version, "name": f"flood{n}"}) + "\\n"
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(hello.encode())
            while time.monotonic() < end and await asyncio.wait_for(reader.read(4096), 10):
                pass
            writer.close()
        except (OSError, asyncio.TimeoutError):
            await asyncio.sleep(0.05)

async def main():
    await asyncio.gather(*(one(n) for n in range(count)))

asyncio.run(main())
"""


def flood_latency(game_id: str = "paradox_island", flooders: int = 1000, steps: int = 300,
                  ) -> dict[str, Any]:
    """Latency of an honest game, its seats taken, while ``flooders`` connections keep
    saying hello (from a process of their own, reconnecting whenever the host refuses or
    drops them)."""
    info = get_game(game_id)
    seats = max(n for n in info.seat_counts if n <= 6)
    seed, script = long_game(info, seats, steps)
    with HostProcess(game_id, seats, seed, None) as port:
        samples = asyncio.run(_flooded_game(port, seats, script, flooders))
    return {"game": game_id, "flooders": flooders, "samples": len(samples),
            **p50_p95_ms(samples)}


async def _flooded_game(port: int, seats: int, script: Script, flooders: int,
                        ) -> list[float]:
    probes = [_Probe(f"honest{n}") for n in range(seats)]
    flood = None
    try:
        for number, probe in enumerate(probes):
            await probe.client.connect(ADDRESS, port, 30.0)
            await probe.client.claim(number)
            await probe.client.ready(True)
            await probe.barrier()
        for probe in probes:
            await asyncio.wait_for(probe.synced.wait(), 30.0)
        flood = subprocess.Popen([sys.executable, "-c", FLOODER, str(port), str(flooders),
                                  "600", str(protocol.PROTOCOL_VERSION)])
        await asyncio.sleep(3.0)  # let the flood build up
        samples, _ = await _play(probes, probes, script)
        return samples
    finally:
        if flood is not None:
            flood.kill()
            flood.wait(10)
        for probe in probes:
            await probe.client.close()


def lan(games: list[str] | None = None, play: str = "bots", seats: int | None = None,
        report: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The LAN part of ``--bench``: ``update_latency`` of each of ``games`` (every
    multi-player title if None), with a readable line each to ``report``."""
    result = {}
    for game in games or [g.id for g in all_games() if max(g.seat_counts) > 1]:
        result[game] = update_latency(game, play=play, seats=seats)
        (report or _say)(describe(game, result[game]))
    return result


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> None:
    """``python -m game.net.bench flood [GAME]``: the flood measurement; ``python -m
    game.net.bench lan [GAME...] [--play random] [--seats N]``: the LAN part of
    ``--bench`` (every multi-player title if none is named), a readable line each; then
    one JSON line."""
    parser = argparse.ArgumentParser(prog="python -m game.net.bench")
    parser.add_argument("mode", choices=("lan", "flood"))
    parser.add_argument("games", nargs="*", metavar="GAME")
    parser.add_argument("--play", choices=PLAYS, default="bots",
                        help="who plays the measured game (default: the normal bots)")
    parser.add_argument("--seats", type=int, default=None,
                        help="seats at the table (default: as many as fit 6 clients)")
    args = parser.parse_args(argv)
    if args.mode == "flood":
        result: dict[str, Any] = flood_latency(*args.games[:1])
    else:
        result = lan(args.games, args.play, args.seats)
    sys.stdout.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
