"""A LAN table without a window: ``python main.py --headless --host``.

See ``host_headless`` for the README paragraph.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError
from game.core.registry import get_game
from game.core.seats import parse_seats
from game.net.autosave import steps_path
from game.net.discovery import BROADCAST, DISCOVERY_PORT, Announcer, announcement
from game.net.host import Host
from game.net.table import Table

log = logging.getLogger(__name__)

#: Seconds the host lingers after the last update so clients can read it.
FAREWELL = 0.5


def host_headless(
    game_id: str,
    seats_text: str,
    seed: int,
    options: dict[str, str],
    port: int,
    password: str | None,
    autosave: Path | None,
    stop_after_game: bool = True,
    *,
    address: str = "0.0.0.0",
    announce_to: str | None = BROADCAST,
    discovery_port: int = DISCOVERY_PORT,
    bot_on_drop: float | None = 60.0,
    on_ready: Callable[[int], None] | None = None,
    timeout: float | None = None,
) -> dict[str, Any]:
    """Host a LAN table without a window until its game ends; return a summary.

    ``python main.py --headless --host --game paradox --seats lan,lan,bot:hard
    [--port 47810] [--password PW] [--autosave table.json] [--seed N]
    [--option NAME=VALUE]`` opens a table on TCP ``port`` (47810 by default;
    0 picks a free one) and announces it on the LAN by UDP broadcast, so it
    shows in the app's Join list. ``lan`` seats are claimed by players who
    join (the password, if any, is asked for); ``bot`` seats are played by the
    host; ``human`` seats need a window and are refused here. The game starts
    by itself once every LAN seat is taken and ready. A player who drops can
    rejoin their seat; after ``bot_on_drop`` seconds a bot plays for them
    until they are back. With ``--autosave FILE`` the match is saved after
    every action (a step log beside it, ``FILE``'s ``.steps.jsonl``, and the
    seat tokens in its ``.seats.json``, so the save itself stays shareable);
    running the same command again after a crash resumes from that file and
    the players rejoin their seats. An existing ``FILE`` is never overwritten
    by a new game: it is resumed (with its seat file lost, every LAN seat is
    open to claim with a new token) or, if it cannot be read, the host stops
    with the reason. When the game ends, or on Ctrl+C, the host prints one
    JSON line (game, options, seats, outcome, steps, final state hash, how it
    stopped, what resuming lost and what went wrong with saving) and exits,
    unless ``stop_after_game`` is off, when it keeps the table open until
    ``timeout`` or Ctrl+C. If the autosave could not be written the summary's
    ``problems`` say so (and ``main.py`` exits with status 1).

    Tests pass ``address="127.0.0.1"``, ``port=0``, ``on_ready`` (called with
    the port once listening), ``announce_to="127.255.255.255"`` or None, and
    a ``timeout`` in seconds after which the host closes regardless.
    """
    table = _table(game_id, seats_text, seed, options, autosave)
    resumed = table.started
    held: dict[str, Host] = {}
    try:
        stopped = asyncio.run(_serve(table, held, port, password, autosave, stop_after_game,
                                     address, announce_to, discovery_port, bot_on_drop,
                                     on_ready, timeout))
    except KeyboardInterrupt:  # asyncio.run closed the host (and saved) on its way out
        log.info("headless host: stopped by Ctrl+C")
        stopped = "interrupted"
    return _summary(table, held.get("host"), resumed, stopped)


def _table(game_id: str, seats_text: str, seed: int, options: dict[str, str],
           autosave: Path | None) -> Table:
    info = get_game(game_id)
    if autosave is not None and steps_path(autosave).exists() and not autosave.exists():
        raise HexfoldError(f"{steps_path(autosave).name} is there without its save "
                           f"{autosave.name}: move it away to start a new game")
    if autosave is not None and autosave.exists():
        try:
            table = Table.resume(autosave, lan_only=True)
        except HexfoldError as exc:
            raise HexfoldError(f"cannot resume {autosave.name} ({exc}); it is kept as it is: "
                               "move it away or pick another --autosave to start a new "
                               "game") from None
        if table.info.id != info.id:
            raise HexfoldError(f"{autosave.name} is a {table.info.id} game, not {info.id}; "
                               "it is kept as it is")
        log.info("resuming %s from %s at step %d", info.id, autosave.name, table.steps())
        return table
    seats = parse_seats(seats_text)
    if any(s.kind == "human" for s in seats):
        raise HexfoldError("a headless host has no screen: seats must be 'lan' or 'bot'")
    return Table(info, options, seats, seed)


async def _serve(table: Table, held: dict[str, Host], port: int, password: str | None,
                 autosave: Path | None, stop_after_game: bool, address: str,
                 announce_to: str | None, discovery_port: int, bot_on_drop: float | None,
                 on_ready: Callable[[int], None] | None, timeout: float | None) -> str:
    """Serve until the game ends (or ``timeout``); how it stopped."""
    host = held["host"] = Host(table, password, autosave, bot_on_drop=bot_on_drop,
                               auto_start=True)
    await host.open(address, port)
    stopped = "game over"
    announcer = None
    if announce_to is not None:
        name = f"{table.info.title} (headless)"
        announcer = Announcer(lambda: announcement(host.lobby(), name, host.port),
                              announce_to, discovery_port)
        announcer.start()
    if on_ready is not None:
        on_ready(host.port)
    try:
        async with asyncio.timeout(timeout):
            await host.finished.wait()
            await asyncio.sleep(FAREWELL)
            if not stop_after_game:
                await asyncio.Event().wait()
    except TimeoutError:
        log.info("headless host: stopping after %s s", timeout)
        stopped = "timeout"
    finally:
        if announcer is not None:
            await announcer.stop()
        await host.close("the game is over" if table.over else "the host stopped")
    return stopped


def _summary(table: Table, host: Host | None, resumed: bool, stopped: str) -> dict[str, Any]:
    match = table.match
    outcome = match.state.outcome() if match else None
    return {
        "game": table.info.id,
        "options": table.options,
        "seats": [{"seat": s.number, "kind": s.kind, "name": s.name} for s in table.seats],
        "port": host.port if host else None,
        "resumed": resumed,
        "stopped": stopped,
        "outcome": outcome.to_json() if outcome else None,
        "steps": table.steps(),
        "turns": match.state.turns() if match else 0,
        "hash": match.state.state_hash() if match else None,
        "lost": host.lost if host else table.notes,
        "problems": host.saving.problems if host else [],
    }
