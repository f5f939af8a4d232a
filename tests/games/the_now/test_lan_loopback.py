"""Speed that does not decay (issue 11): a long game of The Now played through a LAN host on
loopback sends its clients no bigger updates in its last tenth than in its first.

Five LAN seats, each played by the normal bot from the view its client holds, and a
spectator; after every action each client pings the host, so that every update of the
step has arrived before the next one (the host answers a connection's messages in order).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from game.core.registry import get_game
from game.core.seats import SeatSpec, bot_rng
from game.games.the_now.bots.levels import BOTS
from game.net.client import Client
from game.net.host import Host
from game.net.table import Table

SEATS = 5
SEED = 1
#: Bytes per update per client, last tenth over first tenth (issue 11's bound).
GROWTH = 1.5


class _Watch:
    """A client that knows when its sync and its pongs arrive."""

    def __init__(self, name: str) -> None:
        self.client = Client(name, on_message=self._got)
        self.synced = asyncio.Event()
        self.pong = asyncio.Event()

    def _got(self, message: dict[str, Any]) -> None:
        if message["type"] == "sync":
            self.synced.set()
        elif message["type"] == "pong":
            self.pong.set()

    async def barrier(self) -> None:
        self.pong.clear()
        await self.client.send({"type": "ping"})
        await asyncio.wait_for(self.pong.wait(), 30.0)


async def _bytes_per_step(seed: int) -> list[tuple[int, int]]:
    """(bytes, updates) every client received for each step of a bot game on loopback."""
    table = Table(get_game("the_now"), {}, [SeatSpec("lan")] * SEATS, seed)
    host = Host(table, rate=1e6, burst=1e6, auto_start=True)
    await host.open("127.0.0.1", 0)
    watches = [_Watch(f"seat{n}") for n in range(SEATS)] + [_Watch("onlooker")]
    steps: list[tuple[int, int]] = []
    try:
        for number, watch in enumerate(watches):
            await watch.client.connect("127.0.0.1", host.port, 30.0)
            if number < SEATS:
                await watch.client.claim(number)
                await watch.client.ready(True)
                await watch.barrier()
        for watch in watches:
            await asyncio.wait_for(watch.synced.wait(), 30.0)
        rngs = [bot_rng(seed, seat) for seat in range(SEATS)]
        clients = [w.client for w in watches]
        while clients[0].outcome is None:
            seat = next(n for n in range(SEATS) if clients[n].legal)
            before = [(c.update_bytes, c.updates) for c in clients]
            mover = clients[seat]
            await mover.act(BOTS["normal"](mover.view, mover.actions(), rngs[seat]))
            for watch in watches:
                await watch.barrier()
            steps.append((sum(c.update_bytes for c in clients) - sum(b for b, _ in before),
                          sum(c.updates for c in clients) - sum(n for _, n in before)))
    finally:
        for watch in watches:
            await watch.client.close()
        await host.close()
    return steps


@pytest.mark.slow
def test_a_long_game_sends_no_bigger_updates_in_its_last_tenth_than_in_its_first():
    """Issue 11: bytes per update per client in the last tenth of a long game within 1.5x
    of the first tenth's (a ring realized adds to one list of realized nodes, a phase's end
    one row of points: see ``views``)."""
    steps = asyncio.run(_bytes_per_step(SEED))
    tenth = len(steps) // 10

    def per_update(part: list[tuple[int, int]]) -> float:
        return sum(b for b, _ in part) / sum(n for _, n in part)

    early, late = per_update(steps[:tenth]), per_update(steps[-tenth:])
    assert len(steps) > 300, "a long game"
    assert late <= GROWTH * early, (len(steps), round(early), round(late))
