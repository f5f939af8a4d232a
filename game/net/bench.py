"""Update latency over loopback: action sent → every client updated.

The host runs on its own thread and event loop (with its autosave, as in a
real table); the clients share another. One sample is the time from a
client sending a legal action to the arrival of the last update it caused,
at any client. To know that every update has arrived, the mover pings the
host (its pong comes after all updates were written, since a connection's
messages are handled in order), then every other client pings in turn.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core.registry import GameInfo, get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.net.client import Client, LoopThread
from game.net.host import Host
from game.net.table import Table
from game.stats import p50_p95_ms

ADDRESS = "127.0.0.1"


def update_latency(
    game_id: str, clients: int = 6, actions: int = 200, autosave: bool = True
) -> dict[str, Any]:
    """p50/p95 in ms of action → all clients updated, with ``clients`` on loopback.

    Seats are LAN players (as many as the game takes, up to ``clients``); the
    other clients watch as spectators. Random legal actions are played,
    table after table, until ``actions`` samples are taken.
    """
    info = get_game(game_id)
    fitting = [n for n in info.seat_counts if n <= clients]
    seats = max(fitting) if fitting else min(info.seat_counts)
    runner = LoopThread("hexfold-bench-host")
    try:
        with tempfile.TemporaryDirectory() as folder:
            save = Path(folder, "bench.json") if autosave else None
            samples = asyncio.run(_measure(info, runner, seats, clients, actions, save))
    finally:
        runner.stop()
    return {
        "game": game_id,
        "clients": max(clients, seats),
        "seated": seats,
        "autosave": autosave,
        "samples": len(samples),
        **p50_p95_ms(samples),
    }


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


async def _open_host(table: Table, save: Path | None) -> Host:
    host = Host(table, autosave=save, rate=1e6, burst=1e6)
    await host.open(ADDRESS, 0)
    return host


async def _measure(info: GameInfo, runner: LoopThread, seats: int, clients: int,
                   actions: int, save: Path | None) -> list[float]:
    samples: list[float] = []
    rng = GameRng(1)
    for seed in range(1, actions + 2):  # a table per game; each gives at least one sample
        if len(samples) >= actions:
            break
        table = Table(info, {}, [SeatSpec("lan")] * seats, seed)
        host = await asyncio.wrap_future(runner.submit(_open_host(table, save)))
        probes = [_Probe(f"bench{n}") for n in range(max(clients, seats))]
        try:
            for number, probe in enumerate(probes):
                await probe.client.connect(ADDRESS, host.port)
                if number < seats:
                    await probe.client.claim(number)
                    await probe.client.ready(True)
                    await probe.barrier()
            await asyncio.wrap_future(runner.submit(host.start()))
            for probe in probes:
                await asyncio.wait_for(probe.synced.wait(), 30.0)
            await _play(probes[:seats], probes, rng, samples, actions)
        finally:
            for probe in probes:
                await probe.client.close()
            await asyncio.wrap_future(runner.submit(host.close()))
    return samples


async def _play(seated: list[_Probe], probes: list[_Probe], rng: GameRng,
                samples: list[float], actions: int) -> None:
    while len(samples) < actions:
        movers = [p for p in seated if p.client.legal]
        if not movers or seated[0].client.outcome is not None:
            return
        mover = movers[0]
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
