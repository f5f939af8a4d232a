"""What the Loop player may do now: the decision owed, the options it offers, and
the checks an action must pass before anything changes.

A mixin of ``LoopState``, which holds the fields read here. The order of
each list of options is the order of ``legal_actions``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.errors import IllegalAction
from game.core.hexgrid import Hex
from game.core.state import Outcome
from game.core.values import Action
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import Level, depth
from game.games.loop.rules.logic import combos, placement_value, symbol_allows
from game.games.loop.rules.places import SYMBOL_WORDS, where

#: What the player owes now, for refusals ("cannot place now: a cross-off is owed").
NOW = {
    "placement": "dice are being placed", "bridge": "a bridge path is owed",
    "cross_off": "a cross-off is owed", "grow": "first choose whether the dice pool grows",
    "hold": "dice to hold are being chosen", "tracker": "the turn is starting",
    "penalty": "the turn is ending", "over": "the game is over",
}


class Legal:
    """The decision owed, its options and the checks (mixed into ``LoopState``)."""

    level: Level
    death: bool
    pool: int
    dice: list[int]
    used: list[bool]
    placements: list[dict[str, Any]]
    crossed: set[Hex]
    occupied: set[Hex]
    filled: set[tuple[Hex, str]]
    rolled: dict[Hex, str]
    stage: str
    owed_cross: int
    owed_bridge: int
    placement_over: bool
    portal_turn: bool
    result: Outcome | None

    def phase(self) -> str:
        """The decision owed now."""
        if self.result:
            return "over"
        if self.owed_bridge:
            return "bridge"
        if self.owed_cross:
            return "cross_off"
        return self.stage

    # Checking actions (nothing changes before every check passed).

    def _check(self, action: Action) -> None:
        phase = self.phase()
        if isinstance(action, A.Place | A.EndPlacement):
            if phase != "placement":
                raise IllegalAction("Sequence of Play", f"cannot place now: {NOW[phase]}")
            if isinstance(action, A.Place):
                self._check_place(action)
        elif isinstance(action, A.CrossOff):
            if phase != "cross_off":
                raise IllegalAction("Decoherence Rules", f"no cross-off is owed: {NOW[phase]}")
            if action.hex not in self._cross_options():
                raise IllegalAction("Decoherence Rules", self._why_not_cross(action.hex))
        elif isinstance(action, A.FillBridge):
            if phase != "bridge":
                raise IllegalAction("Bridge Hexes", f"no bridge is owed: {NOW[phase]}")
            if (action.hex, action.direction) not in self._bridge_options():
                raise IllegalAction(
                    "Bridge Hexes",
                    f"the {action.direction} path of {where(action.hex)} is not an unfilled path "
                    "of a hex occupied this turn or before",
                )
        elif isinstance(action, A.Hold):
            self._check_hold(action)
        elif isinstance(action, A.GrowPool):
            if phase != "grow":
                raise IllegalAction("Increasing the # of Dice",
                                    f"no bigger dice pool is on offer: {NOW[phase]}")
        else:
            raise IllegalAction("Sequence of Play", f"{action.kind} is not a Loop action")

    def _check_place(self, action: A.Place) -> None:
        rule = "Placement Rules"
        n = len(self.dice)
        if action.op not in ("single", "sum", "diff"):
            raise IllegalAction(rule, f"op must be single, sum or diff, not {action.op!r}")
        if len(action.dice) != (1 if action.op == "single" else 2):
            raise IllegalAction(rule, "place one die (single) or two dice (sum or diff)")
        if len(set(action.dice)) != len(action.dice) or not all(0 <= i < n for i in action.dice):
            raise IllegalAction(rule, f"dice must be distinct indices 0-{n - 1}")
        if any(self.used[i] for i in action.dice):
            raise IllegalAction(rule, "a die already placed this turn cannot be placed again")
        value = placement_value(tuple(self.dice[i] for i in action.dice), action.op)
        if not 1 <= value <= 6:
            raise IllegalAction("Placement Rules: value 1-6", f"value {value} is not 1-6")
        if action.hex not in self._targets():
            raise IllegalAction(
                "Placement Rules: filled paths",
                f"{where(action.hex)} is not reachable: start on the top hex, then follow "
                "a filled path down from the last hex to a hex not crossed off",
            )
        last = self.placements[-1]["value"] if self.placements else None
        symbol = self.symbol(action.hex)
        if not symbol_allows(symbol, value, last):
            rule = "Portal Hexes" if symbol == "portal" else "Placement Rules: + - ="
            raise IllegalAction(
                rule, f"value {value} may not go on the {SYMBOL_WORDS.get(symbol, symbol)} hex"
                + (f" after {last}" if last is not None else ""))

    def _why_not_cross(self, h: Hex) -> str:
        if h not in self.level.symbols:
            return "that hex is not on the board"
        if h in self.crossed:
            return f"{where(h)} is already crossed off"
        if self.symbol(h) == "portal":
            return "a portal is crossed off only by occupying it with a 3"
        return "death mode: only hexes with a symbol may be crossed off"

    def _check_hold(self, action: A.Hold) -> None:
        rule = "Dice Hold Rules"
        if self.phase() != "hold":
            raise IllegalAction(rule, f"holds come at the end of the turn: {NOW[self.phase()]}")
        if len(set(action.dice)) != len(action.dice) or not all(
            0 <= i < len(self.dice) and self.used[i] for i in action.dice
        ):
            raise IllegalAction(rule, "only dice placed on a hex this turn may be held")
        if len(action.dice) > self.max_hold():
            raise IllegalAction("Level 2: # Max Hold", f"hold at most {self.max_hold()} dice")

    # Options.

    def symbol(self, h: Hex) -> str:
        """A hex's symbol now (Level 3 rolled symbols included)."""
        return self.rolled.get(h, self.level.symbols[h])

    def growth(self) -> int:
        """The pool the deepest hex placed on this turn offers, if bigger than the pool
        (Increasing the # of Dice: the player "may" grow to it), else 0."""
        if not self.placements:
            return 0
        deepest = max((p["hex"] for p in self.placements), key=depth)
        dice = self.level.band(deepest).dice
        return dice if dice > self.pool else 0

    def max_hold(self) -> int:
        """How many placed dice may be held (all, except on Level 2 and up)."""
        table = self.level.max_hold
        return self.pool if table is None else table[self.pool]

    def _targets(self) -> list[Hex]:
        if self.placement_over:
            return []
        if not self.placements:
            start = self.level.start
            return [] if start in self.crossed else [start]
        last: Hex = self.placements[-1]["hex"]
        return [
            to for d, to in self.level.paths(last)
            if (last, d) in self.filled and to not in self.crossed
        ]

    def _place_options(self) -> list[A.Place]:
        targets = self._targets()
        if not targets:
            return []
        last = self.placements[-1]["value"] if self.placements else None
        free = [i for i, u in enumerate(self.used) if not u]
        out = []
        for dice, op in combos(free):
            value = placement_value(tuple(self.dice[i] for i in dice), op)
            if 1 <= value <= 6:
                out.extend(
                    A.Place(dice, op, h) for h in targets
                    if symbol_allows(self.symbol(h), value, last)
                )
        return out

    def _cross_options(self) -> list[Hex]:
        return [
            h for h in self.level.symbols
            if h not in self.crossed and self.symbol(h) != "portal"
            and not (self.death and self.symbol(h) == "")
        ]

    def _bridge_options(self) -> list[tuple[Hex, str]]:
        return [
            (h, d) for h in sorted(self.occupied) if h not in self.crossed
            for d, _ in self.level.paths(h) if (h, d) not in self.filled
        ]

    def _hold_options(self) -> list[tuple[int, ...]]:
        if self.portal_turn:
            return [()]
        placed = [i for i, u in enumerate(self.used) if u]
        limit = min(self.max_hold(), len(placed))
        return [c for k in range(limit + 1) for c in combinations(placed, k)]
