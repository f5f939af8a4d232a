"""Update latency and size over loopback, over a whole long game; and under a hello flood.

The host runs on its own thread and event loop (with its autosave, as in a
real table); the clients share another. One sample is the time from a
client sending a legal action to the arrival of the last update it caused,
at any client. To know that every update has arrived, the mover pings the
host (its pong comes after all updates were written, since a connection's
messages are handled in order), then every other client pings in turn.

``update_latency`` plays one long game of random legal actions (the seed is
the first whose game lasts ``steps``, found by playing the rules alone) and
reports latency and bytes per update per client in the first and the last
tenth of it: a table must not get slower, nor its updates bigger, as the
game grows. ``flood_latency`` measures the same during a flood of
connections that each say hello (``python -m game.net.bench flood``).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.registry import GameInfo, all_games, get_game
from game.core.rng import GameRng
from game.net import protocol
from game.net.client import Client
from game.stats import p50_p95_ms

ADDRESS = "127.0.0.1"
#: Seeds tried for a long random game: a count, not a time, so that every machine, loaded
#: or not, measures the same game.
SEEDS = 60


def update_latency(
    game_id: str, clients: int = 6, steps: int = 1000, autosave: bool = True
) -> dict[str, Any]:
    """Latency (ms) of action → all clients updated, and bytes per update per client,
    over one game of up to ``steps`` random legal actions with ``clients`` on loopback.

    Seats are LAN players (as many as the game takes, up to ``clients``); the other
    clients watch as spectators. The host runs in a process of its own, as on a real
    table (sharing this process would make it wait on the clients' turns at Python's
    interpreter lock), without a rate limit (the clients' barrier pings are many).
    """
    info = get_game(game_id)
    fitting = [n for n in info.seat_counts if n <= clients]
    seats = max(fitting) if fitting else min(info.seat_counts)
    seed = long_seed(info, seats, steps)
    with tempfile.TemporaryDirectory() as folder, HostProcess(
            game_id, seats, seed, Path(folder, "bench.json") if autosave else None) as port:
        samples, sizes = asyncio.run(_measure(port, seats, max(clients, seats), seed, steps))
    return {"game": game_id, "clients": max(clients, seats), "seated": seats,
            "autosave": autosave, "seed": seed, **summary(samples, sizes)}


HOST = """
import asyncio, json, sys
from pathlib import Path
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.net.host import Host
from game.net.table import Table

async def serve(game, seats, seed, save):
    table = Table(get_game(game), {}, [SeatSpec("lan")] * seats, seed)
    host = Host(table, autosave=Path(save) if save else None, rate=1e6, burst=1e6,
                auto_start=True)
    await host.open("127.0.0.1", 0)
    sys.stdout.write(json.dumps({"port": host.port}) + "\\n")
    sys.stdout.flush()
    await asyncio.sleep(900)

asyncio.run(serve(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]))
"""


class HostProcess:
    """A host of LAN seats in a child process, starting the game once every seat is
    ready; the port on entering."""

    def __init__(self, game_id: str, seats: int, seed: int, save: Path | None) -> None:
        self.args = [game_id, str(seats), str(seed), str(save or "")]
        self.process: subprocess.Popen[str] | None = None

    def __enter__(self) -> int:
        root = Path(__file__).resolve().parents[2]
        self.process = subprocess.Popen([sys.executable, "-c", HOST, *self.args], cwd=root,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True)
        assert self.process.stdout is not None
        return int(json.loads(self.process.stdout.readline())["port"])

    def __exit__(self, *exc: object) -> None:
        assert self.process is not None
        self.process.terminate()
        self.process.wait(30)


def long_seed(info: GameInfo, seats: int, steps: int) -> int:
    """The first seed whose random game (as ``_play`` picks) lasts ``steps`` steps, or
    else the one of the first ``SEEDS`` whose game lasts longest (random play ends some
    games sooner: The Now's within about 200 steps, Paradox Island's 600)."""
    best, longest = 1, -1
    for seed in range(1, SEEDS + 1):
        match = Match(info, info.resolve_options({}), seed, ["lan"] * seats)
        rng = GameRng(seed)
        state = match.state
        count = 0
        while count < steps and not state.is_over():
            seat = min(s for s in state.to_move() if state.legal_actions(s))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            count += 1
        if count > longest:
            best, longest = seed, count
        if count >= steps:
            break
    return best


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
    return (f"LAN {game_id}: {result['samples']} steps, action to all {result['clients']} "
            f"clients updated p50/p95 first tenth {first['p50_ms']}/{first['p95_ms']} ms, "
            f"last tenth {last['p50_ms']}/{last['p95_ms']} ms; bytes per update per client "
            f"{sizes['first_tenth']:.0f} → {sizes['last_tenth']:.0f} "
            f"(growth {result['bytes_growth']})")


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


async def _measure(port: int, seats: int, clients: int, seed: int, steps: int,
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
        return await _play(probes[:seats], probes, GameRng(seed), steps)
    finally:
        for probe in probes:
            await probe.client.close()


async def _play(seated: list[_Probe], probes: list[_Probe], rng: GameRng, steps: int,
                ) -> tuple[list[float], list[tuple[int, int]]]:
    """Random legal actions (the lowest seat with a choice moves) until ``steps`` or the
    end; each step's latency and (bytes, updates) received by all clients."""
    samples: list[float] = []
    sizes: list[tuple[int, int]] = []
    while len(samples) < steps and seated[0].client.outcome is None:
        movers = [p for p in seated if p.client.legal]
        if not movers:
            return samples, sizes
        mover = movers[0]
        before = [(p.client.update_bytes, p.client.updates) for p in probes]
        action = rng.choice(mover.client.actions())
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
    seed = long_seed(info, seats, steps)
    with HostProcess(game_id, seats, seed, None) as port:
        samples = asyncio.run(_flooded_game(port, seats, seed, flooders, steps))
    return {"game": game_id, "flooders": flooders, "samples": len(samples),
            **p50_p95_ms(samples)}


async def _flooded_game(port: int, seats: int, seed: int, flooders: int, steps: int,
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
        samples, _ = await _play(probes, probes, GameRng(seed), steps)
        return samples
    finally:
        if flood is not None:
            flood.kill()
            flood.wait(10)
        for probe in probes:
            await probe.client.close()


def main() -> None:
    """``python -m game.net.bench flood [GAME]``: the flood measurement; ``python -m
    game.net.bench lan [GAME...]``: the LAN part of ``--bench`` (every multi-player
    title if none is named), a readable line each; then one JSON line."""
    mode, games = sys.argv[1:2], sys.argv[2:]
    if mode == ["flood"]:
        result: dict[str, Any] = flood_latency(*games[:1])
    elif mode == ["lan"]:
        result = {}
        for game in games or [g.id for g in all_games() if max(g.seat_counts) > 1]:
            result[game] = update_latency(game)
            sys.stdout.write(describe(game, result[game]) + "\n")
            sys.stdout.flush()
    else:
        sys.exit("usage: python -m game.net.bench flood [GAME] | lan [GAME...]")
    sys.stdout.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
