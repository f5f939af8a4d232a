"""The Now: win shares of one bot level against another, by player count.

Usage: python tools/now_report.py [--games 300] [--players 3,4,5] [--hero normal]
       [--field easy] [--seed 1]

Each game seats one ``--hero`` bot and ``--field`` bots in the other seats;
the hero's seat turns round with the seed so that every seat is played
equally. A shared win counts as a share. Seeds run from --seed upward, so a
run is reproducible and runs over disjoint seed ranges add up. Prints one
line per player count: games, the hero's win share against the fair share
1/n, mean points of the hero and of the field, and the hero's decision time
p95 and max (ms).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.seats import bot_rng
from game.games.the_now.bots.levels import BOTS
from game.games.the_now.rules.state import TheNowState


def play(players: int, seed: int, hero: str, field: str) -> tuple[float, float, float, list]:
    """One game: the hero's share of the win, its points, the field's mean, its times."""
    state = TheNowState.new({}, seed, players)
    hero_seat = seed % players
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    times = []
    while not state.is_over():
        seat = state.to_move()[0]
        bot = BOTS[hero if seat == hero_seat else field]
        started = time.perf_counter()
        action = bot(state.view(seat), state.legal_actions(seat), rngs[seat])
        if seat == hero_seat:
            times.append((time.perf_counter() - started) * 1000)
        state.apply(seat, action)
    outcome = state.outcome()
    assert outcome is not None
    share = 1 / len(outcome.winners) if hero_seat in outcome.winners else 0.0
    points = list(outcome.scores)
    hero_points = points.pop(hero_seat)
    return share, hero_points, statistics.mean(points), times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", default="3,4,5")
    parser.add_argument("--hero", default="normal", choices=sorted(BOTS))
    parser.add_argument("--field", default="easy", choices=sorted(BOTS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        wins, hero_points, field_points, times = 0.0, [], [], []
        for seed in range(args.seed, args.seed + args.games):
            share, mine, theirs, spent = play(players, seed, args.hero, args.field)
            wins += share
            hero_points.append(mine)
            field_points.append(theirs)
            times += spent
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
        sys.stdout.write(
            f"{players} players: {args.games} games, {args.hero} wins {wins / args.games:.1%} "
            f"(fair share {1 / players:.1%}); points {statistics.mean(hero_points):.2f} "
            f"vs {args.field} {statistics.mean(field_points):.2f}; decision p95 {p95:.1f} ms, "
            f"max {times[-1] if times else 0:.1f} ms\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
