"""The Now's rules state: the core contract around a ``Table``.

``apply`` checks the action against ``legal_actions`` before anything
changes (an ``IllegalAction`` names the book's section and leaves the state
untouched), then carries it out and runs the game on until someone owes a
decision (``flow.advance``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import IllegalAction
from game.core.state import GameState, Outcome
from game.core.values import Action, Codec, Event
from game.games.the_now.rules import actions as A
from game.games.the_now.rules import flow, legal, positions, views
from game.games.the_now.rules.catalog import BALANCED, COLOURS
from game.games.the_now.rules.events import EVENTS
from game.games.the_now.rules.reasons import why_not
from game.games.the_now.rules.setup import new_table
from game.games.the_now.rules.table import Table


class TheNowState(GameState):
    """The rules of The Now behind the core contract."""

    game_id = "the_now"
    rules_version = 2
    action_codec = Codec(A.ACTIONS)
    event_codec = Codec(EVENTS)

    def __init__(self, table: Table, options: Mapping[str, Any]) -> None:
        self.table = table
        self.options = dict(options)
        self._opening: list[Event] = []

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> TheNowState:
        table = new_table(options, seed, seat_count)
        flow.advance(table)
        state = cls(table, options)
        state._opening, table.log = table.log, []
        return state

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def to_move(self) -> list[int]:
        return legal.to_move(self.table)

    def legal_actions(self, seat: int) -> list[Action]:
        return legal.legal_actions(self.table, seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        if action not in self.legal_actions(seat):
            rule = A.RULES.get(action.kind, "A player's turn")
            raise IllegalAction(rule, f"cannot {action.to_text()}: "
                                f"{why_not(self.table, seat, action)}")
        t = self.table
        t.log = []
        legal.play(t, seat, action)
        events, t.log = t.log, []
        return events

    def view(self, seat: int) -> dict[str, Any]:
        return views.view(self.table, seat, self.to_move(), self.outcome())

    def views(self, seats: list[int]) -> list[dict[str, Any]]:
        return views.views(self.table, seats, self.to_move(), self.outcome())

    def outcome(self) -> Outcome | None:
        t = self.table
        if t.stage != "over":
            return None
        return Outcome(tuple(t.winners), t.end_reason,
                       tuple(float(p.points) for p in t.players))

    def turns(self) -> int:
        return self.table.round

    def to_json(self) -> dict[str, Any]:
        return positions.table_to_json(self.table, self.options)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TheNowState:
        table, options = positions.table_from_json(data)
        return cls(table, options)


def seat_names(count: int, options: Mapping[str, Any], state: GameState | None,
               ) -> tuple[str, ...] | None:
    """The seats named by their colours ("Orange", "Yellow", ...): as a game deals them,
    or by Perfect Balance before it starts; None before a random dealing (the shell's
    "Player n" then)."""
    if isinstance(state, TheNowState):
        return tuple(COLOURS[p.colour].name for p in state.table.players)
    if options.get("colours", "balanced") == "random" or count not in BALANCED:
        return None
    return tuple(COLOURS[c].name for c in BALANCED[count])
