"""Loop's rules state: one player, a hex tower, a Placement Tracker and d6s.

Turn: Placement Tracker -> Roll Dice -> Placement -> End Turn (holds).
Owed choices (cross-offs, bridges) are resolved at once, bridges first.

View schema (``LoopState.view(seat)``; open information, never the RNG)::

    level: int (1-3)            death: bool (Level 3 death mode)
    turn: int (1-based)         phase: "placement" | "bridge" | "cross_off" | "hold" | "over"
    stage: "tracker" | "placement" | "penalty" | "hold" | "over" (where the turn is)
    owed: {"cross_offs": int, "bridges": int, "cause": str}
    pool: int (4-8)             max_hold: int | null (Level 2+ limit for this pool)
    dice: [{"index": int, "value": int (1-6), "held": bool (kept from last turn),
            "used": bool (placed this turn), "three": bool (shows a 3)}]
    placements: [{"hex": [q, r], "dice": [int], "op": "single"|"sum"|"diff", "value": int}]
    last: {"hex": [q, r], "value": int} | null  (the hex moved from, for + - =)
    must_place_three: bool (a 3 is showing and no die showing 3 is placed yet)
    placement_over: bool        portal_this_turn: bool (no holds, no unused-dice penalty)
    portals_reached: [[q, r]]   start: [q, r]   portals: [[q, r], [q, r]]
    hexes: [{"hex": [q, r], "depth": int, "symbol": str ("" plain, or one of + - = blast
             blast2 bridge portal start; Level 3 shows rolled symbols), "blank": bool
             (Level 3 hex still waiting for its symbol roll), "gray": bool,
             "crossed": bool, "occupied": bool (ever placed on), "band": int (# Dice),
             "colour": str (band colour), "paths": {"left"|"middle"|"right":
             "filled" | "empty" (never "none"); directions without a path are absent}}]
    tracker: {"squares": [str], "position": int (0-based square of this turn)}
    roll_map: {"1".."6": [direction]}   symbol_roll: {"1".."6": symbol} | null
    outcome: {"winners": [int], "reason": str, "scores": []} | null

Legal target hexes for the UI are the ``hex`` fields of ``legal_actions(0)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.core.errors import HexfoldError, IllegalAction
from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.state import GameState, Outcome
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import Level, depth, load_level
from game.games.loop.rules.logic import combos, placement_value, symbol_allows
from game.games.loop.rules.position import make_view, read_position, write_position


class LoopState(GameState):
    """A game of Loop in progress (see the module docstring for the view)."""

    game_id = "loop"
    rules_version = 1
    action_codec = A.ACTIONS
    event_codec = A.EVENTS

    def __init__(self, level_no: int, death: bool, rng: GameRng) -> None:
        if level_no not in (1, 2, 3):
            raise HexfoldError(f"loop has levels 1, 2 and 3, not {level_no}")
        if death and level_no < 3:
            raise HexfoldError("death mode is played on Level 3 only (Level 3 (Death mode))")
        self.level_no, self.death, self.rng = level_no, death, rng
        self.level: Level = load_level(level_no)
        self.turn, self.square, self.pool = 0, -1, 4
        self.dice: list[int] = []
        self.held: list[bool] = []
        self.used: list[bool] = []
        self.placements: list[dict[str, Any]] = []
        self.crossed: set[Hex] = set()
        self.occupied: set[Hex] = set()
        self.filled: set[tuple[Hex, str]] = set()
        self.rolled: dict[Hex, str] = {}
        self.portals_reached: list[Hex] = []
        self.stage = "tracker"
        self.owed_cross = self.owed_bridge = 0
        self.owed_cause = ""
        self.placement_over = self.portal_turn = False
        self.result: Outcome | None = None
        self.opening: list[Event] = []  # what new() did: the first turn's tracker and roll

    # Contract.

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> LoopState:
        state = cls(int(options.get("level", 1)), bool(int(options.get("death", 0))), GameRng(seed))
        state._start_turn(state.opening)
        state._advance(state.opening)
        return state

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    def to_move(self) -> list[int]:
        return [] if self.result else [0]

    def outcome(self) -> Outcome | None:
        return self.result

    def turns(self) -> int:
        return self.turn

    def phase(self) -> str:
        """The decision owed now."""
        if self.result:
            return "over"
        if self.owed_bridge:
            return "bridge"
        if self.owed_cross:
            return "cross_off"
        return self.stage

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != 0 or self.result:
            return []
        phase = self.phase()
        if phase == "bridge":
            return [A.FillBridge(h, d) for h, d in self._bridge_options()]
        if phase == "cross_off":
            return [A.CrossOff(h) for h in self._cross_options()]
        if phase == "hold":
            return [A.Hold(d) for d in self._hold_options()]
        return [*self._place_options(), A.EndPlacement()]

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        self._check(action)
        events: list[Event] = []
        if isinstance(action, A.Place):
            self._place(action, events)
        elif isinstance(action, A.EndPlacement):
            self.placement_over = True
            events.append(A.PlacementEnded("the player ended it"))
        elif isinstance(action, A.CrossOff):
            self.owed_cross -= 1
            self._cross(action.hex, "chosen (" + self.owed_cause + ")", events)
        elif isinstance(action, A.FillBridge):
            self.owed_bridge -= 1
            self.filled.add((action.hex, action.direction))
            events.append(A.PathsFilled(action.hex, (action.direction,), "bridge"))
            self._roll_symbols(action.hex, (action.direction,), events)
        elif isinstance(action, A.Hold):
            for i in range(len(self.held)):
                self.held[i] = i in action.dice
            events.append(A.DiceHeld(tuple(self.dice[i] for i in action.dice)))
            self._start_turn(events)
        self._advance(events)
        return events

    # Checking actions (nothing changes before every check passed).

    def _check(self, action: Action) -> None:
        phase = self.phase()
        if isinstance(action, A.Place | A.EndPlacement):
            if phase != "placement":
                raise IllegalAction("Sequence of Play", f"cannot place now: {phase} is owed")
            if isinstance(action, A.Place):
                self._check_place(action)
        elif isinstance(action, A.CrossOff):
            if phase != "cross_off":
                raise IllegalAction("Decoherence Rules", f"no cross-off is owed ({phase} now)")
            if action.hex not in self._cross_options():
                raise IllegalAction("Decoherence Rules", self._why_not_cross(action.hex))
        elif isinstance(action, A.FillBridge):
            if phase != "bridge":
                raise IllegalAction("Bridge Hexes", f"no bridge is owed ({phase} now)")
            if (action.hex, action.direction) not in self._bridge_options():
                raise IllegalAction(
                    "Bridge Hexes",
                    f"the {action.direction} path of ({action.hex}) is not an unfilled path "
                    "of a hex occupied this turn or before",
                )
        elif isinstance(action, A.Hold):
            self._check_hold(action)
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
                f"({action.hex}) is not reachable: start on the top hex, then follow "
                "a filled path down from the last hex to a hex not crossed off",
            )
        last = self.placements[-1]["value"] if self.placements else None
        symbol = self.symbol(action.hex)
        if not symbol_allows(symbol, value, last):
            rule = "Portal Hexes" if symbol == "portal" else "Placement Rules: + - ="
            raise IllegalAction(rule, f"value {value} may not go on a {symbol!r} hex after {last}")

    def _why_not_cross(self, h: Hex) -> str:
        if h not in self.level.symbols:
            return f"({h}) is not on the board"
        if h in self.crossed:
            return f"({h}) is already crossed off"
        if self.symbol(h) == "portal":
            return "a portal is crossed off only by occupying it with a 3"
        return "death mode: only hexes with a symbol may be crossed off"

    def _check_hold(self, action: A.Hold) -> None:
        rule = "Dice Hold Rules"
        if self.phase() != "hold":
            raise IllegalAction(rule, f"holds are chosen at end of turn, not in {self.phase()}")
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

    # Flow.

    def _advance(self, events: list[Event]) -> None:
        """Run the automatic steps until the player owes a decision or the game ends."""
        while not self.result:
            self._check_lost(events)
            if self.result:
                break
            if self.owed_bridge:
                if self._bridge_options():
                    return
                events.append(A.NoBridge())
                self.owed_bridge = 0
            if self.owed_cross:
                return
            if self.stage == "tracker":
                self._roll(events)
                self.stage = "placement"
            elif self.stage == "placement":
                if not self.placement_over and self._place_options():
                    return
                if not self.placement_over:
                    events.append(A.PlacementEnded("no legal placement left"))
                self._end_turn(events)
            elif self.stage == "penalty":
                self._grow(events)
                if len(self._hold_options()) > 1:
                    self.stage = "hold"
                    return
                self._start_turn(events)
            else:
                return
        self.stage = "over"

    def _start_turn(self, events: list[Event]) -> None:
        self.turn += 1
        self.square += 1
        symbol = self.level.tracker[self.square]
        events.append(A.TurnStarted(self.turn, self.square, symbol))
        self.stage = "tracker"
        self.placements, self.used = [], [False] * len(self.dice)
        self.placement_over = self.portal_turn = False
        if symbol == "infinity":
            self._finish(False, "the tracker reached the infinity square", events)
        elif symbol in ("blast", "blast2", "bridge"):
            self._owe(2 if symbol == "blast2" else int(symbol == "blast"),
                      int(symbol == "bridge"), f"tracker {symbol} square", events)

    def _roll(self, events: list[Event]) -> None:
        kept = [v for v, h in zip(self.dice, self.held, strict=True) if h]
        rolled = [self.rng.d6() for _ in range(self.pool - len(kept))]
        self.dice = kept + rolled
        self.held = [True] * len(kept) + [False] * len(rolled)
        self.used = [False] * self.pool
        events.append(A.DiceRolled(tuple(self.dice), tuple(self.held)))

    def _place(self, action: A.Place, events: list[Event]) -> None:
        h = action.hex
        values = tuple(self.dice[i] for i in action.dice)
        value = placement_value(values, action.op)
        for i in action.dice:
            self.used[i] = True
        self.placements.append({"hex": h, "dice": action.dice, "op": action.op, "value": value})
        events.append(A.Placed(h, action.dice, action.op, value))
        if h not in self.occupied:
            self.occupied.add(h)
            dirs = tuple(d for d in self.level.roll_map[value] if self.level.target(h, d))
            self.filled.update((h, d) for d in dirs)
            events.append(A.PathsFilled(h, dirs, f"roll map for {value}"))
            self._roll_symbols(h, dirs, events)
        symbol = self.symbol(h)
        if symbol in ("blast", "blast2"):
            self._owe(2 if symbol == "blast2" else 1, 0, f"{symbol} hex", events)
        elif symbol == "bridge":
            self._owe(0, 1, "bridge hex", events)
            self._cross(h, "bridge hex used", events)
        if symbol == "portal":
            self._cross(h, "portal occupied with a 3", events)
            self.portals_reached.append(h)
            events.append(A.PortalReached(h, len(self.portals_reached)))
            if len(self.portals_reached) == 2:
                self._finish(True, "a 3 placed on the second portal hex", events)
                return
            self.portal_turn = True
            self._owe(1, 0, "portal", events)
            self._end_placement("portal reached", events)
        elif value == 3 or 3 in values:
            if h not in self.crossed:
                self._cross(h, "decoherence: a 3 was placed", events)
            self._end_placement("decoherence", events)
        elif h in self.level.gray:
            self._end_placement("a bottom (gray) hex was reached", events)

    def _end_placement(self, reason: str, events: list[Event]) -> None:
        self.placement_over = True
        events.append(A.PlacementEnded(reason))

    def _roll_symbols(self, h: Hex, dirs: tuple[str, ...], events: list[Event]) -> None:
        table = self.level.symbol_roll
        if table is None:
            return
        for d in dirs:
            to = self.level.target(h, d)
            if to is not None and self.symbol(to) == "":
                roll = self.rng.d6()
                self.rolled[to] = table[roll]
                events.append(A.SymbolRolled(to, roll, table[roll]))

    def _owe(self, cross: int, bridge: int, cause: str, events: list[Event]) -> None:
        self.owed_cross += cross
        self.owed_bridge += bridge
        self.owed_cause = cause
        events.append(A.Owed(cross, bridge, cause))

    def _cross(self, h: Hex, cause: str, events: list[Event]) -> None:
        self.crossed.add(h)
        events.append(A.HexCrossed(h, cause))

    def _end_turn(self, events: list[Event]) -> None:
        threes = [i for i, v in enumerate(self.dice) if v == 3]
        if threes and not any(self.used[i] for i in threes):
            self._finish(False, "a 3 was rolled or held and none was placed", events)
            return
        self.stage = "penalty"
        unused = self.used.count(False)
        if unused and not self.portal_turn:
            self._owe(unused, 0, "unused dice", events)

    def _grow(self, events: list[Event]) -> None:
        if not self.placements:
            return
        deepest = max((p["hex"] for p in self.placements), key=depth)
        dice = self.level.band(deepest).dice
        if dice > self.pool:
            self.pool = dice
            events.append(A.PoolGrew(dice))

    def _check_lost(self, events: list[Event]) -> None:
        if self.level.start in self.crossed:
            self._finish(False, "the top hex was crossed off", events)
        elif not self.portals_open():
            self._finish(False, "the last portal can no longer be reached", events)

    def _finish(self, won: bool, reason: str, events: list[Event]) -> None:
        self.result = Outcome((0,) if won else (), reason)
        self.owed_cross = self.owed_bridge = 0
        self.stage = "over"
        events.append(A.GameOver(won, reason))

    def portals_open(self) -> bool:
        """Every portal not yet reached can still be reached over hexes not crossed off,
        by filled paths or paths that may still be filled (first placement or a bridge)."""
        start = self.level.start
        if start in self.crossed:
            return False
        bridge_left = (
            self.owed_bridge > 0
            or "bridge" in self.level.tracker[self.square + 1:]
            or any(self.symbol(h) == "bridge" and h not in self.crossed for h in self.level.symbols)
        )
        seen, todo = {start}, [start]
        while todo:
            h = todo.pop()
            for d, to in self.level.paths(h):
                if to in seen or to in self.crossed:
                    continue
                if (h, d) in self.filled or h not in self.occupied or bridge_left:
                    seen.add(to)
                    todo.append(to)
        return all(p in seen for p in self.level.portals if p not in self.portals_reached)

    # Views and positions.

    def view(self, seat: int) -> dict[str, Any]:
        return make_view(self)

    def to_json(self) -> dict[str, Any]:
        return write_position(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LoopState:
        return read_position(cls, data)
