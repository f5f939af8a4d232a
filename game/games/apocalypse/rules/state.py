"""The Apocalypse's rules state: the core contract around a ``Table``.

``apply`` checks the action against ``legal_actions`` before anything
changes (an ``IllegalAction`` names the book's rule and leaves the state
untouched), then answers the decision and runs the game on until someone
owes the next one (``engine.advance``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import CorruptSave, IllegalAction
from game.core.rng import GameRng
from game.core.state import GameState, Outcome
from game.core.values import Action, Codec, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events, decide, engine, events, legal, views
from game.games.apocalypse.rules.setup import new_table
from game.games.apocalypse.rules.table import ROUND_LIMIT, Table
from game.games.apocalypse.rules.words import and_list, seat_name

#: The book's rule broken by an action that is not legal now, by decision kind.
RULES: dict[str, str] = {
    "menu": "Game Turn", "window": "Timing and reactions", "adventure": "Adventure",
    "reroll": "Ability Checks", "ability": "Ability Checks", "turn_die": "Ability Checks",
    "hand_limit": "Hand limit", "keep": "Cards", "skill_token": "Skill cards",
    "raise_ability": "Leveling", "personality": "Personality", "lower_ability": "Death",
    "reduce": "The Unknown", "character": "Setup", "personalities": "Setup",
    "start_place": "Setup",
}


class ApocalypseState(GameState):
    """The rules of The Apocalypse behind the core contract."""

    game_id = "apocalypse"
    # 2: the round_limit option (no limit where a person plays; positions carry it)
    # 3: "once per turn" uses wait for the next turn (not turned back in Refresh); the
    #    cards that only heal are not played or used at full Health
    # 5: a check's maker is always asked before the roll ("Roll the dice"), even when
    #    nobody could react (the dice rolled at once after a Hip Flask)
    # 6: setup's choices player by player after the characters (one curtain each)
    # 7: setup's steps 9-13 each done by everyone before the next (the Catastrophe rolled
    #    after all Personalities, the pawns placed after it)
    rules_version = 7
    action_codec = Codec(A.ACTIONS)
    event_codec = Codec([*events.EVENTS, *card_events.EVENTS])

    def __init__(self, table: Table, options: Mapping[str, Any], opening: list[Event]) -> None:
        self.table = table
        self.options = dict(options)
        self._opening = opening

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> ApocalypseState:
        if seat_count not in (2, 3, 4):
            raise IllegalAction("Setup", "The Apocalypse is played by 2 to 4 players")
        goal = 4 if seat_count == 2 and int(options.get("unknown_cards", 3)) == 4 else 3
        table = Table(seat_count, GameRng(seed), goal)
        limit = options.get("round_limit", ROUND_LIMIT)  # absent: the bot-only safety stop
        table.round_limit = None if limit == "none" else int(limit)
        new_table(table)
        engine.advance(table)
        opening, table.log = table.log, []
        return cls(table, options, opening)

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def to_move(self) -> list[int]:
        return legal.to_move(self.table)

    def legal_actions(self, seat: int) -> list[Action]:
        return legal.legal_actions(self.table, seat)

    def require_turn(self, seat: int) -> None:
        """The core's check, its refusal in players' words: who is deciding instead."""
        if seat in self.to_move() or self.is_over():
            super().require_turn(seat)
            return
        deciding = [seat_name(s) for s in self.to_move()]
        verb = "is" if len(deciding) == 1 else "are"
        raise IllegalAction("turn order", f"{seat_name(seat)} has nothing to decide now: "
                                          f"{and_list(deciding)} {verb} deciding")

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        if action not in self.legal_actions(seat):
            kind = (self.table.decision or {}).get("kind", "")
            raise IllegalAction(RULES.get(kind, "Cards and effects"),
                                f"Player {seat + 1} cannot {action.to_text()} now"
                                f"{legal.refusal(self.table, seat, action)}")
        t = self.table
        t.log = []
        decide.answer(t, seat, action)
        t.flush()
        engine.advance(t)
        events, t.log = t.log, []
        return events

    def view(self, seat: int) -> dict[str, Any]:
        return views.view(self.table, seat, self.outcome())

    def outcome(self) -> Outcome | None:
        t = self.table
        if t.phase != "over":
            return None
        winners = () if t.winner is None else (t.winner,)
        scores = tuple(1.0 if s == t.winner else 0.0 for s in range(t.n))
        return Outcome(winners, t.end_reason, scores)

    def turns(self) -> int:
        return self.table.round

    def to_json(self) -> dict[str, Any]:
        return {"options": dict(self.options), **self.table.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ApocalypseState:
        if not isinstance(data, Mapping) or not isinstance(data.get("options"), dict):
            raise CorruptSave("field 'options' is missing or not an object")
        return cls(Table.from_json(dict(data)), data["options"], [])
