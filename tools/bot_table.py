"""One bot level against another in seeded games, for every registered game.

Usage: python tools/bot_table.py [--game G ...] [--games 100] [--seed 1] [--seats N]
       [--seat S] [--hero hard] [--field normal] [--option name=value] [--jobs 2]

A level is one of the game's bots (easy, normal, hard) or ``random``: a uniformly
random legal action (``tools/random_player.py``), the baseline easy must beat.

In each game one seat (``--seat``, or the seed's turn: seat ``seed % seats``) plays the hero
level and every other seat the field level; the same seeds are also played
with the field level in every seat, so the table shows the hero seat's win
rate beside the same seats' rate without it (and a multi-player game's fair
share, 1 / seats). A solo game compares the two levels on the same seeds.
Decision times (ms) of each level are measured in the same games; the
machine's load average is printed with them, since they depend on it.

How the games ended (each outcome's reason, counted) is in the JSON line's ``ends``,
for the hero's games and the field's.

Generic: it reads only the core registry, ``Match`` and the seats' bot RNGs,
so it works for every registered game. Prints a table and one JSON line per game.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match
from game.core.registry import all_games, get_game
from game.core.seats import bot_rng
from tools.random_player import level_bot

MAX_STEPS = 100_000


def play(game: str, options: dict[str, str], seats: int, seed: int,
         levels: list[str]) -> tuple[list[int], dict[str, list[float]], str]:
    """One seeded game with ``levels[s]`` in seat ``s``: its winners, the decision
    times (ms) of each level and how it ended (the outcome's reason)."""
    info = get_game(game)
    match = Match.create(game, options, seed, ["bot"] * seats)
    rngs = {s: bot_rng(seed, s) for s in range(seats)}
    times: dict[str, list[float]] = {}
    for _ in range(MAX_STEPS):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        bot = level_bot(info, levels[seat])
        started = time.perf_counter()
        action = bot(match.state.view(seat), match.state.legal_actions(seat), rngs[seat])
        times.setdefault(levels[seat], []).append((time.perf_counter() - started) * 1000)
        match.play(seat, action)
    outcome = match.state.outcome()
    if outcome is None:
        return [], times, f"no end after {MAX_STEPS} steps"
    return list(outcome.winners), times, outcome.reason


def _pair(job: tuple[str, dict[str, str], int, int, int, str, str]) -> dict[str, object]:
    """The seed's game with the hero seated, and the same seed with the field only."""
    game, options, seats, seat, seed, hero, field = job
    seat = seed % seats if seat < 0 else seat
    mixed = [field] * seats
    mixed[seat] = hero
    won, times, end = play(game, options, seats, seed, mixed)
    base, base_times, base_end = play(game, options, seats, seed, [field] * seats)
    return {"seed": seed, "seat": seat, "hero_won": seat in won, "field_won": seat in base,
            "hero_ms": times.get(hero, []), "field_ms": base_times.get(field, []),
            "hero_end": end, "field_end": base_end}


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1) if ordered else 0.0


def table(game: str, options: dict[str, str], seats: int, seat: int, seeds: range, hero: str,
          field: str, jobs: int) -> dict[str, object]:
    """Play the seeds and summarise them as one JSON-able row (``seat`` -1: in turn)."""
    work = [(game, options, seats, seat, seed, hero, field) for seed in seeds]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_pair, work))
    else:
        results = []
        for job in work:
            results.append(_pair(job))
            sys.stderr.write(f"{game}: {len(results)}/{len(work)} seeds\n")
            sys.stderr.flush()
    by_seat: dict[int, list[int]] = {}
    for r in results:
        counts = by_seat.setdefault(int(r["seat"]), [0, 0, 0])  # type: ignore[call-overload]
        counts[0] += 1
        counts[1] += bool(r["hero_won"])
        counts[2] += bool(r["field_won"])
    hero_ms = [t for r in results for t in r["hero_ms"]]  # type: ignore[attr-defined]
    field_ms = [t for r in results for t in r["field_ms"]]  # type: ignore[attr-defined]
    count = len(results)
    return {
        "game": game, "options": options, "seats": seats, "games": count,
        "seeds": f"{seeds.start}-{seeds.stop - 1}", "hero": hero, "field": field,
        "hero_wins": sum(bool(r["hero_won"]) for r in results) / count,
        "field_wins_same_seats": sum(bool(r["field_won"]) for r in results) / count,
        "fair_share": 1 / seats,
        "by_seat": {seat: {"games": c[0], "hero_wins": c[1], "field_wins": c[2]}
                    for seat, c in sorted(by_seat.items())},
        "hero_ms_p50": _quantile(hero_ms, 0.5), "hero_ms_p95": _quantile(hero_ms, 0.95),
        "field_ms_p50": _quantile(field_ms, 0.5), "field_ms_p95": _quantile(field_ms, 0.95),
        "ends": {side: dict(Counter(str(r[f"{side}_end"]) for r in results).most_common())
                 for side in ("hero", "field")},
        "load_average": round(os.getloadavg()[0], 1),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", default=[], help="default: every game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=0, help="default: the fewest the game takes")
    parser.add_argument("--seat", type=int, default=-1, help="the hero's seat (default: in turn)")
    parser.add_argument("--hero", default="hard")
    parser.add_argument("--field", default="normal")
    parser.add_argument("--option", action="append", default=[], help="name=value")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    games = args.game or [info.id for info in all_games()]
    for game in games:
        info = get_game(game)
        seats = args.seats or info.seat_counts[0]
        row = table(game, options, seats, args.seat, range(args.seed, args.seed + args.games),
                    args.hero, args.field, args.jobs)
        sys.stderr.write(
            f"{info.title} ({seats} seats): {args.hero} seat wins {row['hero_wins']:.1%}, "
            f"{args.field} in the same seats {row['field_wins_same_seats']:.1%}, "
            f"fair share {row['fair_share']:.1%}; decision ms p50/p95 "
            f"{args.hero} {row['hero_ms_p50']}/{row['hero_ms_p95']}, "
            f"{args.field} {row['field_ms_p50']}/{row['field_ms_p95']} "
            f"(load average {row['load_average']})\n")
        sys.stdout.write(json.dumps(row) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
