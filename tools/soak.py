"""Soak: seeded bot games by the thousand, with every check the test suites make.

Usage (from the repository root, with the project's Python):

    python -m tools.soak [--games N] [--game G] [--jobs J] [--checks play]

or ``python3 tools/dev.py soak ...``. For every registered title (or only ``G``)
it plays seeds 0..N-1 (default 10,000) as ``tests/seeded.py`` deals and checks
them, the games shared over J processes (default: every core), and prints one
JSON line per title::

    {"game": "loop", "games": 10000, "exceptions": 0, "replay_mismatches": 0,
     "leaks": 0, "seconds": 12.3}

A game counts once, under the first stage that failed: playing it (a broken
contract or invariant, a crash, no end) is an exception, a save that does not
replay to the same hashes or a position that does not round-trip a replay
mismatch, a byte that tells a recipient what it may not know a leak. Each failure
is also written to stderr with its seed, so ``tests.seeded.check_game(G, seed)``
reproduces it. Exit status 1 if any game failed.

``--checks play`` plays and checks every step's contract and the title's invariants
only, with no replay or leak stage (their counters stay 0 and the line says
``"checks": "play"``): about a quarter of the cost, for a thousand-game run of a
title whose replays and leaks are soaked on fewer seeds.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor

from game.core.errors import HexfoldError
from game.core.registry import all_games, get_game
from tests.seeded import check_leaks, check_replay, play

#: The JSON counter each stage's failures go to, in the order the stages run.
STAGES = ("exceptions", "replay_mismatches", "leaks")


def soak_one(game_id: str, seed: int, every_check: bool = True) -> tuple[str, str] | None:
    """Play and check one seeded game: None, or (the counter, what went wrong)."""
    stage = STAGES[0]
    try:
        played = play(game_id, seed, record=every_check)
        if not every_check:
            return None
        stage = STAGES[1]
        check_replay(played)
        stage = STAGES[2]
        check_leaks(played)
    except Exception as exc:  # every failure is counted, none stops the soak
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return stage, f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})"
    return None


def soak(game_id: str, games: int, pool: ProcessPoolExecutor,
         every_check: bool = True) -> dict[str, object]:
    """Soak one title: its JSON summary; failures go to stderr as they are found."""
    started = time.perf_counter()
    counts = dict.fromkeys(STAGES, 0)
    seeds = range(games)
    outcomes = pool.map(soak_one, [game_id] * games, seeds, [every_check] * games)
    for seed, failure in zip(seeds, outcomes, strict=True):
        if failure is not None:
            stage, message = failure
            counts[stage] += 1
            sys.stderr.write(f"{game_id} seed {seed}: {stage}: {message}\n")
    seconds = round(time.perf_counter() - started, 1)
    checks = {} if every_check else {"checks": "play"}
    return {"game": game_id, "games": games, **counts, **checks, "seconds": seconds}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="soak", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="seeded games per title")
    parser.add_argument("--game", help="soak only this title (default: every registered one)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes playing games (default: every core)")
    parser.add_argument("--checks", choices=("all", "play"), default="all",
                        help="'play': the contract and invariants only, no replay or leak stage")
    args = parser.parse_args(argv)
    try:
        titles = [get_game(args.game).id] if args.game else [info.id for info in all_games()]
    except HexfoldError as exc:
        parser.error(str(exc))
    failed = False
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for game_id in titles:
            line = soak(game_id, args.games, pool, every_check=args.checks == "all")
            failed |= any(line[stage] for stage in STAGES)
            sys.stdout.write(json.dumps(line) + "\n")
            sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
