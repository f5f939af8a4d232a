"""Axis Mundi: what a bot level does over seeded games, and how it fares against another.

Usage: python tools/axis_mundi_report.py [--games 100] [--players 3,6] [--hero normal]
       [--field easy] [--seed 1] [--characters mixed] [--usage] [--log FILE] [--pooled FILE]

Each game seats one ``--hero`` bot (its seat turns round with the seed, so every seat
is played equally) and ``--field`` bots in the others. Seeds run from --seed upward,
so runs over disjoint seed ranges add up. Options alternate by seed: the recommended
and the random volcano, and (``--characters mixed``) recommended or random characters,
so that the Savant, the Scrounger and the Mischievous also come to 3-player tables.

Prints one line per player count: games, the hero's wins against the fair share 1/n,
and the hero's decision time p50/p95/max (ms). A game the rules leave owing a decision
with no legal action is named on stderr by its seed and left out of the counts.
With ``--log FILE`` each game is appended to FILE as it ends (one JSON line: seed,
win, decision times), and ``--pooled FILE`` prints the lines of every game logged
there, so long runs can go in pieces and stop at any time.

With ``--usage``, a table of what the seats played by the hero level did (every seat
when ``--field`` is the same level): each action kind (a card play or activation by its
card, a treasure or familiar by its use) with the times it was offered (decisions where
it was legal) and taken, the card kinds played or activated, and the cards discarded to
the hand limit.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import get_game
from game.core.seats import bot_rng
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.rules.state import AxisMundiState


def key(action: Action) -> str:
    """The kind of an action, with the card, treasure or purpose that makes it different."""
    if isinstance(action, A.PlayCard | A.Activate):
        return f"{action.kind}:{card_type(action.card)}"
    if isinstance(action, A.SendFamiliar):
        return f"send_familiar:{action.purpose}"
    if isinstance(action, A.UseTreasure):
        return f"use_treasure:{action.treasure}"
    if isinstance(action, A.Levitate):
        return "levitate:hover/walk" if action.to is not None else "levitate:ride"
    return action.kind


class Usage:
    """Counts of what the measured seats were offered and did."""

    def __init__(self) -> None:
        self.offered: Counter[str] = Counter()
        self.taken: Counter[str] = Counter()
        self.cards: Counter[str] = Counter()
        self.hand_limit = {"setup": 0, "play": 0}

    def note(self, view: dict, legal: list[Action], action: Action,
             events: list) -> None:
        self.offered.update({key(a) for a in legal})
        self.taken[key(action)] += 1
        decision = view["you"]["decision"]
        if decision is not None and decision["kind"] == "discard":
            self.hand_limit["play" if view["phase"] == "play" else "setup"] += 1
        for event in events:
            if isinstance(event, E.CardPlayed | E.CardActivated) and event.card \
                    and event.seat == view["seat"]:
                self.cards[card_type(event.card)] += 1

    def table(self) -> str:
        lines = ["| action kind | offered | taken |", "| --- | ---: | ---: |"]
        for name in sorted(self.offered, key=lambda n: (-self.taken[n], n)):
            lines.append(f"| {name} | {self.offered[name]} | {self.taken[name]} |")
        lines += ["", "| card kind | played or activated |", "| --- | ---: |"]
        lines += [f"| {name} | {n} |" for name, n in self.cards.most_common()]
        lines += ["", "cards discarded to the hand limit: "
                  f"{self.hand_limit['play']} in play, {self.hand_limit['setup']} in the setup "
                  "(the pre-game crate card, then down to 5)"]
        return "\n".join(lines)


class DeadEnd(Exception):
    """The rules owe a decision that has no legal action (a rules bug, named by seed)."""


def options_for(seed: int, characters: str) -> dict[str, str]:
    chosen = characters if characters != "mixed" else (
        "random" if seed % 2 else "recommended")
    return {"setup": "random" if seed % 4 >= 2 else "recommended", "characters": chosen}


def play(players: int, seed: int, hero: str, field: str, characters: str,
         usage: Usage | None) -> tuple[bool, list[float]]:
    """One game: whether the hero won, and its decision times (ms)."""
    info = get_game("axis_mundi")
    state = AxisMundiState.new(options_for(seed, characters), seed, players)
    hero_seat = seed % players
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    times = []
    while not state.is_over():
        seat = state.to_move()[0]
        level = hero if seat == hero_seat else field
        view, legal = state.view(seat), state.legal_actions(seat)
        if not legal:
            raise DeadEnd(f"seed {seed}: seat {seat} owes {state.table.pending[:1]} with no "
                          "legal action")
        started = time.perf_counter()
        action = info.bot(level)(view, legal, rngs[seat])
        if seat == hero_seat:
            times.append((time.perf_counter() - started) * 1000)
        events = state.apply(seat, action)
        if usage is not None and level == hero:
            usage.note(view, legal, action, events)
    outcome = state.outcome()
    return outcome is not None and hero_seat in outcome.winners, times


def summary(players: int, played: int, seeds: int, hero: str, field: str, wins: int,
            times: list[float]) -> str:
    """One line: the hero's wins against the fair share, and its decision times."""
    quantiles = statistics.quantiles(times, n=20)
    return (f"{players} players: {played} games (of {seeds} seeds), {hero} in one "
            f"seat against {field}: wins {wins} = {100 * wins / played:.1f}% "
            f"(fair share {100 / players:.1f}%, ratio {wins * players / played:.2f}); "
            f"decision p50 {statistics.median(times):.2f} ms, p95 {quantiles[-1]:.2f} ms, "
            f"max {max(times):.1f} ms")


def pooled(path: Path) -> list[str]:
    """The lines of a ``--log`` file's games, pooled by player count and levels (runs
    over disjoint seed ranges add up; a seed logged twice counts once, the last)."""
    games: dict[tuple[int, str, str], dict[int, dict]] = {}
    for text in path.read_text().splitlines():
        game = json.loads(text)
        games.setdefault((game["players"], game["hero"], game["field"]), {})[game["seed"]] = game
    return [summary(players, len(seen), len(seen), hero, field,
                    sum(g["won"] for g in seen.values()),
                    [t for g in seen.values() for t in g["ms"]])
            for (players, hero, field), seen in sorted(games.items())]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", default="3,6")
    parser.add_argument("--hero", default="normal")
    parser.add_argument("--field", default="easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--characters", default="mixed",
                        choices=("mixed", "recommended", "random"))
    parser.add_argument("--usage", action="store_true")
    parser.add_argument("--log", type=Path, help="append one JSON line per game played")
    parser.add_argument("--pooled", type=Path, help="print the lines of a --log file, pooled")
    args = parser.parse_args(argv)
    if args.pooled is not None:
        sys.stdout.write("".join(line + "\n" for line in pooled(args.pooled)))
        return 0
    levels = get_game("axis_mundi").bots
    for level in (args.hero, args.field):
        if level not in levels:
            parser.error(f"unknown level {level!r}; choose from {sorted(levels)}")
    usage = Usage() if args.usage else None
    for players in (int(p) for p in args.players.split(",")):
        wins, times = 0, []
        played = 0
        for seed in range(args.seed, args.seed + args.games):
            try:
                won, spent = play(players, seed, args.hero, args.field, args.characters, usage)
            except DeadEnd as stop:
                sys.stderr.write(f"stopped: {stop}\n")
                continue
            played += 1
            wins += won
            times += spent
            if args.log is not None:
                with args.log.open("a") as log:
                    log.write(json.dumps({"players": players, "seed": seed, "hero": args.hero,
                                          "field": args.field, "won": won,
                                          "ms": [round(t, 2) for t in spent]}) + "\n")
        sys.stdout.write(summary(players, played, args.games, args.hero, args.field, wins,
                                 times) + "\n")
        sys.stdout.flush()
    if usage is not None:
        sys.stdout.write(usage.table() + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
