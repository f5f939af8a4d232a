"""Shared pieces of the LAN tests: tables over loopback, bot players, a recording proxy.

Whole-game and secrets tests run for every installed game with more than one
seat, plus the toy game of ``tests.core.toy`` (hidden dice), so new
multi-player games join the LAN tests by registering themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import tests.core.toy  # noqa: F401  (registers the toy game)
from game.core.registry import GameInfo, all_games, get_game
from game.core.seats import SeatSpec, bot_rng
from game.net.client import Client
from game.net.host import Host
from game.net.table import Table
from tests.net.probes import axis_invisible_stretches

LOOPBACK = "127.0.0.1"
#: Every test's asyncio work ends within this many seconds.
DEADLINE = 45.0
NET_GAMES = [g.id for g in all_games() if max(g.seat_counts) > 1] + ["toy"]


def run(coro: Any, timeout: float = DEADLINE) -> Any:
    """Run a coroutine to the end, or fail after ``timeout`` seconds."""

    async def bounded() -> Any:
        async with asyncio.timeout(timeout):
            return await coro

    return asyncio.run(bounded())


def seat_count(info: GameInfo) -> int:
    return min(n for n in info.seat_counts if n > 1)


def quick_bot(info: GameInfo) -> Any:
    return info.bot("easy" if "easy" in info.bots else next(iter(info.bots)))


async def open_table(game_id: str, kinds: list[str] | None = None, seed: int = 11,
                     password: str | None = None, autosave: Path | None = None,
                     **host_options: Any) -> Host:
    info = get_game(game_id)
    kinds = kinds or ["lan"] * seat_count(info)
    table = Table(info, {}, [SeatSpec(k) for k in kinds], seed)
    host = Host(table, password, autosave, **host_options)
    await host.open(LOOPBACK, 0)
    return host


async def join(port: int, seat: int | None, name: str = "", password: str | None = None,
               ) -> Client:
    """A client connected to ``port`` that claimed ``seat`` and is ready."""
    client = Client(name or f"p{seat}", password)
    await client.connect(LOOPBACK, port)
    if seat is not None:
        await client.claim(seat)
        await client.wait_for("seated")
        await client.ready(True)
    return client


async def seated_table(game_id: str, port_of: Any = None, **options: Any,
                       ) -> tuple[Host, list[Client]]:
    """A started table with a client in every seat (connected through ``port_of``)."""
    host = await open_table(game_id, **options)
    port = host.port if port_of is None else await port_of(host.port)
    clients = [await join(port, n, password=options.get("password"))
               for n in range(len(host.table.seats))]
    await until(lambda: not host.table.missing())
    await host.start()
    for client in clients:
        await client.wait_for("sync")
    return host, clients


async def until(condition: Any, timeout: float = 10.0) -> None:
    """Wait (polling) until ``condition()`` is true."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


async def bot_player(client: Client, info: GameInfo, seed: int = 3, bot: Any = None) -> None:
    """Play ``client``'s seat with the game's bot (or ``bot``) until the game ends.

    Acts at most once per update it answers, so a ``stale`` refusal (another
    seat acted first in a reaction window) is simply answered by the next try;
    whole-game tests give the host a high rate limit, as bots act at once.
    """
    bot, rng = bot or quick_bot(info), bot_rng(seed, client.seat or 0)
    acted_at = None
    while client.outcome is None:
        if client.legal and client.seq != acted_at:
            acted_at = client.seq
            await client.act(bot(client.view, client.actions(), rng))
        message = await client.wait_for(("update", "sync", "error"), 20.0)
        if message["type"] == "error" and message["code"] == "rate_limited":
            await asyncio.sleep(0.25)  # a bot clicks faster than any player: back off
            acted_at = None
        elif message["type"] == "error" and message["code"] != "stale":
            raise AssertionError(f"host refused a bot's action: {message}")


async def close_all(host: Host, clients: list[Client]) -> None:
    for client in clients:
        await client.close()
    await host.close()


class Recorder:
    """A loopback TCP proxy that keeps every byte the host sends through it."""

    def __init__(self, host_port: int) -> None:
        self.host_port = host_port
        self.received: list[bytearray] = []
        self.server: asyncio.Server | None = None
        self.tasks: list[asyncio.Task[None]] = []

    async def open(self) -> int:
        self.server = await asyncio.start_server(self._pipe, LOOPBACK, 0)
        return self.server.sockets[0].getsockname()[1]

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection(LOOPBACK, self.host_port)
        record = bytearray()
        self.received.append(record)
        loop = asyncio.get_running_loop()
        self.tasks += [loop.create_task(_copy(reader, upstream_writer, None)),
                       loop.create_task(_copy(upstream_reader, writer, record))]

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        if self.server is not None:
            self.server.close()


async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                record: bytearray | None) -> None:
    try:
        while data := await reader.read(65536):
            if record is not None:
                record += data
            writer.write(data)
            await writer.drain()
    except ConnectionError:
        pass
    finally:
        with contextlib.suppress(Exception):
            writer.close()


def axis_vanisher(malignant: bool = False) -> Any:
    """An Axis Mundi chooser that turns invisible whenever it can and then walks unseen.

    It draws its starting hand from the 1-Time deck (where the card is), plays "You
    Have Only this Empty Vessel of Yourself" as soon as it is legal, moves while
    invisible (never back onto its token) and ends its turn unseen; otherwise it plays
    like the easy bot. The Malignant vanishes only if ``malignant`` (its infection
    trail is a known leak).
    """
    from game.games.axis_mundi.rules import actions as A
    from game.games.axis_mundi.rules.catalog import card_type

    easy = get_game("axis_mundi").bot("easy")
    walks = (A.Move, A.Run, A.Climb, A.Descend)

    def choose(view: dict[str, Any], legal: list[Any], rng: Any) -> Any:
        me = view["players"][view["seat"]]
        decision = view["you"]["decision"]
        if decision is not None and decision["kind"] == "starting_hand":
            return A.DrawStartingHand(5)
        vanish = [a for a in legal if isinstance(a, A.PlayCard)
                  and card_type(a.card) == "empty_vessel"]
        if vanish and (malignant or me["character"] != "malignant"):
            return vanish[0]
        legal = [a for a in legal if a not in vanish] or legal
        if me["invisible"] and decision is None:
            steps = [a for a in legal if isinstance(a, walks) and a.to.to_json() != me["token"]]
            if steps:
                return rng.choice(steps)
            return next((a for a in legal if isinstance(a, A.EndTurn)), easy(view, legal, rng))
        return easy(view, legal, rng)

    return choose


def vanishing_seed(chooser: Any, seats: int = 3, tries: int = 40, steps: int = 400,
                   host_bots: bool = False) -> int:
    """The first game seed (of ``tries``) whose game, played by ``chooser``, has a
    character move unseen off its token and then a foe's step while still invisible.
    The bots' RNGs are those of ``bot_player`` with seed = seat, or (``host_bots``) those
    the host's ``Table`` gives its bot seats."""
    info = get_game("axis_mundi")
    for seed in range(tries):
        state = info.state_class.new({}, seed, seats)
        rngs = [bot_rng(seed if host_bots else n, n) for n in range(seats)]
        log: list[tuple[int, Any]] = []
        for count in range(1, steps + 1):
            if state.is_over():
                break
            seat = state.to_move()[0]
            action = chooser(state.view(seat), state.legal_actions(seat), rngs[seat])
            log.append((seat, state.apply(seat, action)))
            if count % 25 == 0 and any(
                s["foe_steps"] and s["entered"] and s["entered"][-1] != s["token"]
                for s in axis_invisible_stretches(log)
            ):
                return seed
    raise AssertionError(f"no seed below {tries} turns a character invisible on the move")

