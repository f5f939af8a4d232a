"""Whole games over loopback: every seat a client with a bot behind it."""

from __future__ import annotations

import asyncio

import pytest

from game.core.values import SPECTATOR
from tests.net.helpers import NET_GAMES, bot_player, close_all, join, run, seated_table


@pytest.mark.parametrize("game_id", NET_GAMES)
def test_whole_game_with_bots_behind_clients(game_id):
    async def scenario():
        host, clients = await seated_table(game_id, rate=500.0, burst=500.0)
        watcher = await join(host.port, None, "watcher")
        await watcher.wait_for("sync")
        info = host.table.info
        await asyncio.gather(*(bot_player(c, info, seed=n) for n, c in enumerate(clients)))
        match = host.table.match
        assert match.state.is_over()
        expected = match.state.outcome().to_json()
        for client in clients:
            assert client.outcome == expected
            # No desync: each mirror equals the host's picture for that seat.
            assert client.view == match.state.view(client.seat)
            assert client.events == [e.to_json() for e in match.events_for(client.seat)]
        while watcher.outcome is None:
            await watcher.wait_for("update")
        assert watcher.view == match.state.view(SPECTATOR)
        assert watcher.legal == []
        await close_all(host, [*clients, watcher])

    run(scenario())
