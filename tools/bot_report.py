"""Play seeded games with every bot level and a random player; print win rates.

Usage: python tools/bot_report.py --game loop --games 1000 [--option level=2]
       [--players bot:normal,random]

Every seat is played by the same player kind. Generic: it uses only the core
registry, Match and seats, so it works for any registered game.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match
from game.core.registry import Bot, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action


def random_player(view: dict, legal: list[Action], rng: GameRng) -> Action:
    """The baseline: a uniformly random legal action."""
    return rng.choice(legal)


def play(
    game: str, options: dict[str, str], seed: int, player: Bot
) -> tuple[list[int], list[float]]:
    """One game with ``player`` in every seat: the winners and decision times (ms)."""
    info = get_game(game)
    match = Match.create(game, options, seed, ["bot"] * info.seat_counts[0])
    rngs: dict[int, GameRng] = {}
    times = []
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        rng = rngs.setdefault(seat, bot_rng(seed, seat))
        started = time.perf_counter()
        action = player(match.state.view(seat), match.state.legal_actions(seat), rng)
        times.append((time.perf_counter() - started) * 1000)
        match.play(seat, action)
    outcome = match.state.outcome()
    return (list(outcome.winners) if outcome else []), times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="name=value")
    parser.add_argument("--players", default="", help="e.g. bot:normal,random (default: all)")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    info = get_game(args.game)
    players: dict[str, Bot] = {**{f"bot:{k}": v for k, v in info.bots.items()},
                               "random": random_player}
    if args.players:
        chosen = args.players.split(",")
        unknown = set(chosen) - set(players)
        if unknown:
            parser.error(f"unknown players {sorted(unknown)}; choose from {sorted(players)}")
        players = {name: players[name] for name in chosen}
    label = " ".join(args.option) or "default options"
    sys.stdout.write(f"{info.title} ({label}), {args.games} games per player\n")
    for name, player in players.items():
        wins, times = 0, []
        for n in range(args.games):
            winners, spent = play(args.game, options, args.seed + n, player)
            wins += 0 in winners
            times.extend(spent)
        p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else 0.0
        sys.stdout.write(
            f"  {name:12s} seat-1 wins {wins:5d}/{args.games} = {100 * wins / args.games:5.1f}%"
            f"   decision p95 {p95:6.2f} ms, max {max(times, default=0):6.1f} ms\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
