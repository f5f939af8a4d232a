"""Loop's rules state: one player, a hex tower, a Placement Tracker and d6s.

Turn: Placement Tracker -> Roll Dice -> Placement -> End Turn (penalty, the
choice to grow the pool when the deepest hex offers more dice, holds).
Owed choices (cross-offs, bridges) are resolved at once, bridges first.

View schema (``LoopState.view(seat)``; open information, never the RNG)::

    level: int (1-3)            death: bool (Level 3 death mode)
    turn: int (1-based)         phase: "placement" | "bridge" | "cross_off" | "grow" | "hold"
                                | "over"
    stage: "tracker" | "placement" | "penalty" | "grow" | "hold" | "over" (where the turn is)
    owed: {"cross_offs": int, "bridges": int, "cause": str}
    pool: int (4-8)             max_hold: int | null (Level 2+ limit for this pool)
    grow_to: int | null (in the grow step: the bigger pool the deepest hex offers)
    dice: [{"index": int, "value": int (1-6), "held": bool (kept from last turn),
            "used": bool (placed this turn), "three": bool (shows a 3)}]
    placements: [{"hex": [q, r], "dice": [int], "op": "single"|"sum"|"diff", "value": int}]
    last: {"hex": [q, r], "value": int} | null  (the hex moved from, for + - =)
    must_place_three: bool (placement stage: a 3 is showing, no die showing 3 placed yet)
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
from typing import Any

from game.core.errors import HexfoldError
from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.state import GameState, Outcome
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import Level, load_level
from game.games.loop.rules.flow import Flow
from game.games.loop.rules.position import make_view, read_position, write_position


class LoopState(Flow, GameState):
    """A game of Loop in progress (see the module docstring for the view).

    What the player may do is in ``legal``, how a turn runs by itself in ``flow``.
    """

    game_id = "loop"
    #: 2: a turn without a hold step holds no die of an earlier hold;
    #: 3: growing the dice pool is the player's choice (a grow step before the holds);
    #: 4: a portal that needs more bridges than the game can still give is cut off.
    rules_version = 4
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
        if phase == "grow":
            return [A.GrowPool(True), A.GrowPool(False)]
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
            self._keep(action.dice)
            events.append(A.DiceHeld(tuple(self.dice[i] for i in action.dice)))
            self._start_turn(events)
        elif isinstance(action, A.GrowPool):
            self._grow(action.grow, events)
        self._advance(events)
        return events

    # Views and positions.

    def view(self, seat: int) -> dict[str, Any]:
        return make_view(self)

    def to_json(self) -> dict[str, Any]:
        return write_position(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LoopState:
        return read_position(cls, data)
