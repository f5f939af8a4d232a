"""Paradox Island: win rates of an OP bot against captive bots, per character.

Usage: python tools/paradox_report.py --op normal --captive normal --games 500
       [--characters phil,hempel] [--seed 1] [--round-limit 60] [--seats 2]
       [--table]

Each game seats OP (seat 0) and the captive seats; every captive seat plays
the given character (in the two-player game the captive plays two pieces of
that board). With --table the characters sit at one table instead, one a
captive seat (``--seats 4 --table --characters phil,hempel,theseus``), and
one line reports that table. Seeds run from --seed upward, so a run is reproducible and runs
over disjoint seed ranges can be added up. Prints one line per character:
games, OP wins, captive wins, share of each side, and decision time p50/p95/max
per role (ms).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games.paradox_island  # noqa: F401  (registers the game)
from game.core.registry import Bot, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.rules.state import ParadoxIslandState


def random_player(view: dict, legal: list[Action], rng: GameRng) -> Action:
    """The baseline: a uniformly random legal action."""
    return rng.choice(legal)


def play(character: str, op: Bot, captive: Bot, seed: int, seats: int,
         round_limit: int) -> tuple[bool, dict[str, list[float]], str]:
    """One game; True if OP won, the decision times (ms) of each role, and the winning
    captive's character ("" if OP won). ``character`` may name one per captive seat,
    joined by "+"."""
    chosen = character.split("+")
    state = ParadoxIslandState.new({"island": "random", "round_limit": round_limit}, seed, seats)
    rngs = {seat: bot_rng(seed, seat) for seat in range(seats)}
    times: dict[str, list[float]] = {"op": [], "captive": []}
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if state.phase == "characters":
            state.apply(seat, A.ChooseCharacter(chosen[(seat - 1) % len(chosen)]))
            continue
        bot = op if seat == 0 else captive
        started = time.perf_counter()
        action = bot(state.view(seat), legal, rngs[seat])
        times["op" if seat == 0 else "captive"].append((time.perf_counter() - started) * 1000)
        state.apply(seat, action)
    outcome = state.outcome()
    op_won = bool(outcome and 0 in outcome.winners)
    winner = "" if op_won or not outcome else state.board(outcome.winners[0])["character"]
    return op_won, times, winner


def _p50(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else 0.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op", default="normal")
    parser.add_argument("--captive", default="normal")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--round-limit", type=int, default=60)
    parser.add_argument("--characters", default=",".join(characters()))
    parser.add_argument("--table", action="store_true",
                        help="the characters sit at one table, one per captive seat")
    args = parser.parse_args(argv)
    tables = [args.characters.replace(",", "+")] if args.table else args.characters.split(",")
    bots: dict[str, Bot] = {**get_game("paradox_island").bots, "random": random_player}
    op, captive = bots[args.op], bots[args.captive]
    sys.stdout.write(f"OP {args.op} vs captive {args.captive}, {args.seats} seats, "
                     f"round limit {args.round_limit}, seeds {args.seed}..\n")
    for character in tables:
        op_wins = 0
        times: dict[str, list[float]] = {"op": [], "captive": []}
        by_character = {name: 0 for name in character.split("+")}
        for n in range(args.games):
            won, spent, winner = play(character, op, captive, args.seed + n, args.seats,
                                      args.round_limit)
            op_wins += won
            if winner:
                by_character[winner] += 1
            for role, values in spent.items():
                times[role].extend(values)
        games = args.games
        sys.stdout.write(
            f"{character:10s} games {games:5d}  OP {op_wins:5d} ({100 * op_wins / games:5.1f}%)"
            f"  captive {games - op_wins:5d} ({100 * (games - op_wins) / games:5.1f}%)"
            f"  p50 ms OP {_p50(times['op']):5.2f} captive {_p50(times['captive']):5.2f}"
            f"  p95 ms OP {_p95(times['op']):6.2f} captive {_p95(times['captive']):6.2f}"
            f"  max ms OP {max(times['op'], default=0):6.1f}"
            f" captive {max(times['captive'], default=0):6.1f}\n")
        if args.table:
            sys.stdout.write("  captive wins by character: " + ", ".join(
                f"{name} {wins}" for name, wins in by_character.items()) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
