"""The Apocalypse: win shares of normal against easy bots, how games end, card coverage.

Usage: python tools/apocalypse_report.py --games 300 --players 2 [--seed 1]
       [--levels normal,easy] [--option unknown_cards=4]

Seats take the levels in turn (normal, easy, normal, ...), starting one seat later
each game, so every level plays every seat equally often. Prints one block per run:
games, wins by level (share of games, and per seat played), games that end with no
winner (the world ends after the last turn), mean turns, decision time p95/max per
level, and the cards whose effects ran in these games or that lay on a table working
(Skills, Rare Items and Artifacts with steady modifiers); the rest are listed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import engine
from game.games.apocalypse.rules.catalog import CARDS, card_id
from game.games.apocalypse.rules.state import ApocalypseState

RAN: Counter[str] = Counter()
IN_PLAY: set[str] = set()  # cards that worked from a table (steady modifiers have no ops)


def count_effects(handler: Any) -> Any:
    """Wrap the ``ops`` task so every card whose effects start running is counted."""
    def counted(t: Any, task: dict[str, Any]) -> None:
        if task["i"] == 0:
            RAN[card_id(task["ref"][0])] += 1
        handler(t, task)
    return counted


def play(players: int, seed: int, levels: list[str], options: dict[str, Any],
         ) -> tuple[ApocalypseState, dict[str, list[float]]]:
    state = ApocalypseState.new(options, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    times: dict[str, list[float]] = {level: [] for level in levels}
    while not state.is_over():
        for p in state.table.players:
            IN_PLAY.update(card_id(c) for c in (*p.skills, *p.items, *p.artifacts))
        seat = state.to_move()[0]
        started = time.perf_counter()
        action = BOTS[levels[seat]](state.view(seat), state.legal_actions(seat), rngs[seat])
        times[levels[seat]].append((time.perf_counter() - started) * 1000)
        state.apply(seat, action)
    return state, times


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else 0.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="normal,easy")
    parser.add_argument("--option", action="append", default=[], help="name=value")
    args = parser.parse_args(argv)
    options = {k: int(v) if v.isdigit() else v for k, v in
               (o.split("=", 1) for o in args.option)}
    kinds = args.levels.split(",")
    engine.HANDLERS["ops"] = count_effects(engine.HANDLERS["ops"])
    wins: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    turns = []
    times: dict[str, list[float]] = {k: [] for k in kinds}
    for n in range(args.games):
        levels = [kinds[(k + n) % len(kinds)] for k in range(args.players)]
        seats.update(levels)
        state, spent = play(args.players, args.seed + n, levels, options)
        outcome = state.outcome()
        assert outcome is not None
        wins[levels[outcome.winners[0]] if outcome.winners else "no winner"] += 1
        turns.append(state.turns())
        for level, values in spent.items():
            times[level].extend(values)
    games = args.games
    out = [f"The Apocalypse, {args.players} players, {games} games from seed {args.seed}, "
           f"seats {args.levels} in turn {' '.join(args.option)}".rstrip()]
    for level in kinds:
        per_seat = wins[level] / seats[level]
        out.append(f"  {level:7s} wins {wins[level]:4d} ({100 * wins[level] / games:5.1f}% of "
                   f"games; {100 * per_seat:5.1f}% per seat, a fair share is "
                   f"{100 / args.players:4.1f}%)  decision p95 {_p95(times[level]):5.2f} ms, "
                   f"max {max(times[level], default=0):6.1f} ms")
    out.append(f"  no winner (the world ended) {wins['no winner']:4d} "
               f"({100 * wins['no winner'] / games:5.1f}%); mean turns "
               f"{statistics.mean(turns):.1f}")
    never = sorted(c for c in CARDS if not RAN[c] and c not in IN_PLAY)
    out.append(f"  cards whose effects ran (or that worked from a table): "
               f"{len(CARDS) - len(never)} of {len(CARDS)}; never: {', '.join(never) or 'none'}")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
