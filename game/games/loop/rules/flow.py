"""How a Loop turn runs by itself between the player's decisions: the tracker
square, the roll, a placement's consequences (paths filled, Level 3 symbols
rolled, cross-offs and bridges owed, portals), the end of the turn, the
pool growth offered, and the ways the game is won or lost.

A mixin of ``LoopState``. Every die of the game is rolled here: the pool's
roll after each tracker square, and a symbol roll for each path filled
towards a blank Level 3 hex.
"""

from __future__ import annotations

from collections import deque

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.state import Outcome
from game.core.values import Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.legal import Legal
from game.games.loop.rules.logic import placement_value


class Flow(Legal):
    """The automatic steps of a turn and their consequences (mixed into ``LoopState``)."""

    rng: GameRng
    turn: int
    square: int
    held: list[bool]
    portals_reached: list[Hex]
    owed_cause: str

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
                if self.growth():
                    self.stage = "grow"
                    return
                self._to_hold(events)
            else:
                return
        self.stage = "over"

    def _to_hold(self, events: list[Event]) -> None:
        """The hold step, or the next turn when the turn allows no choice of holds."""
        holds = self._hold_options()
        if len(holds) > 1:
            self.stage = "hold"
            return
        self._keep(holds[0])  # no choice: hold what the turn allows (nothing)
        self._start_turn(events)

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

    def _keep(self, dice: tuple[int, ...]) -> None:
        """Hold exactly ``dice`` (by index) for the next roll (Dice Hold Rules): a turn
        that skips the hold step holds nothing, so no die of an earlier hold stays."""
        self.held = [i in dice for i in range(len(self.dice))]

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

    def _grow(self, grow: bool, events: list[Event]) -> None:
        """The player's answer to the growth offered (Increasing the # of Dice: "may")."""
        offered = self.growth()
        if grow:
            self.pool = offered
            events.append(A.PoolGrew(offered))
        else:
            events.append(A.PoolKept(self.pool, offered))
        self._to_hold(events)

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
        by filled paths or paths that may still be filled: from a hex never occupied
        (its first placement), else only by a bridge. A portal is cut off when it needs
        more bridges than the game can still give: those owed, the tracker's bridge
        squares ahead and the gray bridge hexes still reachable with those bridges."""
        if self.level.start in self.crossed:
            return False
        cost = self._bridges_needed()
        far = len(self.level.symbols)  # more bridges than any way could need
        ahead = self.owed_bridge + self.level.tracker[self.square + 1:].count("bridge")
        gray_bridges = [cost.get(h, far) for h in self.level.symbols
                        if self.symbol(h) == "bridge" and h not in self.crossed]
        bridges = ahead
        while (more := ahead + sum(c <= bridges for c in gray_bridges)) > bridges:
            bridges = more  # a gray bridge hex within reach gives one bridge more
        return all(cost.get(p, far) <= bridges
                   for p in self.level.portals if p not in self.portals_reached)

    def _bridges_needed(self) -> dict[Hex, int]:
        """The fewest bridges that open a way from the top hex to each hex (0-1 search:
        a path filled, or from a hex never occupied, costs nothing; an unfilled path of
        an occupied hex costs one bridge). Crossed hexes are never entered."""
        start = self.level.start
        cost, todo = {start: 0}, deque([start])
        while todo:
            h = todo.popleft()
            for d, to in self.level.paths(h):
                if to in self.crossed:
                    continue
                step = 0 if (h, d) in self.filled or h not in self.occupied else 1
                if to not in cost or cost[h] + step < cost[to]:
                    cost[to] = cost[h] + step
                    (todo.appendleft if step == 0 else todo.append)(to)
        return cost
