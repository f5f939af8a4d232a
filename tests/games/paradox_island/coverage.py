"""What Paradox Island's seeded games exercise: action kinds, anomalies, power tokens,
bonuses (Theseus' additional ones too), characters and announcements, counted from the
actions taken and the events they made.

The seeded games (``seeded.py``) mix the normal bots with curious players: a random
legal action, picked kind first (a bonus counts as its own kind, by fruit), so that
rare choices come up as often as common ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.rng import GameRng
from game.core.values import Action, Event
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import (
    anomaly_tokens,
    characters,
    extra_boxes,
    power_tokens,
)


def key(action: Action) -> str:
    """The kind of an action; a bonus by its fruit (or box), a token by its name."""
    if isinstance(action, A.UseBonus):
        return f"use_bonus:{action.fruit}"
    if isinstance(action, A.UseExtra):
        return f"use_extra:{action.box}"
    if isinstance(action, A.KeepToken):
        return f"keep_token:{action.token}"
    return action.kind


def curious_player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """A random legal action: a kind first (uniformly), then one action of that kind."""
    kinds = sorted({key(a) for a in legal})
    chosen = rng.choice(kinds)
    return rng.choice([a for a in legal if key(a) == chosen])


def wanted() -> dict[str, tuple[str, ...]]:
    """Everything the rulebook has, by category."""
    bonuses = [b.id for c in characters().values() for b in c.bonuses]
    return {
        "character": tuple(characters()),
        "action": tuple(A.ACTIONS.classes),
        "anomaly": tuple(sorted(anomaly_tokens())),
        "power token": tuple(sorted(power_tokens())),
        "bonus": (*dict.fromkeys(bonuses), *(f"additional {k}" for k in
                                             dict.fromkeys(extra_boxes()))),
        "announcement": tuple(E.EVENTS.classes),
    }


@dataclass
class Coverage:
    """How often each thing of ``wanted()`` occurred."""

    counts: Counter[tuple[str, str]]

    @classmethod
    def empty(cls) -> Coverage:
        return cls(Counter())

    def add(self, match: Match) -> None:
        for step in match.steps:
            self.add_step(step.action, step.events)

    def add_step(self, action: Action, events: Iterable[Event]) -> None:
        self.counts[("action", action.kind)] += 1
        for event in events:
            self.note(event)

    def note(self, event: Event) -> None:
        c = self.counts
        c[("announcement", event.kind)] += 1
        match event:
            case E.CharacterChosen(character=character):
                c[("character", character)] += 1
            case E.AnomalyWorks(token=token):
                c[("anomaly", token)] += 1
            case E.TokenKept(token=token):
                c[("power token", token)] += 1
            case E.BonusUsed(bonus=bonus):
                c[("bonus", bonus)] += 1
            case E.ExtraChanged(bonus=bonus, change="used"):
                c[("bonus", f"additional {bonus}")] += 1

    def missing(self) -> list[str]:
        return [f"{cat}: {name}" for cat, names in wanted().items() for name in names
                if not self.counts[(cat, name)]]

    def table(self, games: int) -> str:
        lines = [f"Paradox Island seeded coverage over {games} games (times each occurred)"]
        for cat, names in wanted().items():
            lines.append(f"  {cat}:")
            lines += [f"    {self.counts[(cat, n)]:6d}  {n}" for n in names]
        return "\n".join(lines)
