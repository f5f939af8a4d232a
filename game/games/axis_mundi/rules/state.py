"""Axis Mundi's rules state: the core contract around a ``Table``.

``apply`` checks the action against ``legal_actions`` before anything
changes (an ``IllegalAction`` names the book's rule and leaves the state
untouched), then carries it out and runs the game on until someone owes a
decision (``flow.advance``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import IllegalAction
from game.core.rng import GameRng
from game.core.state import GameState, Outcome
from game.core.values import Action, Codec, Event
from game.games.axis_mundi.rules import (
    action_phase,
    decisions,
    flow,
    heaven,
    legal,
    positions,
    views,
)
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import board_for
from game.games.axis_mundi.rules.catalog import CHARACTERS, RECOMMENDED, TREASURES, deck_list
from game.games.axis_mundi.rules.events import EVENTS
from game.games.axis_mundi.rules.mats import PlayerMat
from game.games.axis_mundi.rules.table import Table


def new_table(options: Mapping[str, Any], seed: int, seat_count: int) -> Table:
    """Set up the board, mats, decks, crates and treasure (Game Setup)."""
    if seat_count not in (3, 6):
        raise IllegalAction("Game Setup", "Axis Mundi is played by 3 or 6 players")
    rng = GameRng(seed)
    board = board_for(seat_count, str(options.get("setup", "recommended")), rng)
    if options.get("characters", "recommended") == "random":
        pool = [c for c in CHARACTERS.values() if seat_count in c.players]
        rng.shuffle(pool)
        chosen = [c.id for c in pool[:seat_count]]
    else:
        chosen = list(RECOMMENDED[seat_count])
    mats = [
        PlayerMat(character=c, form="character", hp=10, max_hp=10,
                  pos=board.places[i].warehouse)
        for i, c in enumerate(chosen)
    ]
    t = Table(board, rng, mats, heaven.fall)
    for deck in ("one_time", "permanent"):
        cards = deck_list(deck, seat_count)
        rng.shuffle(cards)
        t.decks[deck] = cards
    for crate in t.crates:
        assert crate is not None
        for deck in ("permanent", "permanent", "one_time", "one_time"):
            crate.append(t.decks[deck].pop())
    treasures = sorted(TREASURES)
    rng.shuffle(treasures)
    t.treasures = dict(zip(board.treasure_spots, treasures, strict=False))
    t.start = rng.below(seat_count)
    t.current = t.start
    order = [(t.start + k) % seat_count for k in range(seat_count)]
    for seat in order:
        t.pending += [{"seat": seat, "kind": "starting_hand"}, {"seat": seat, "kind": "redraw"}]
    t.pending += [{"seat": seat, "kind": "pre_crate"} for seat in order[1:]]
    return t


class AxisMundiState(GameState):
    """The rules of Axis Mundi behind the core contract."""

    game_id = "axis_mundi"
    rules_version = 7  # 4: the second audit (piers, upgrades, shelter, events carry their
    # words); 5: the round_limit option (none where a person plays); 6: no fallback
    # spot (a knock-down, a reappearing) is a pier, the upgrading Savant discards to 5;
    # 7: the independent audit (the Malignant's area repeats by the book's two methods,
    # borrowed hands discard at the turn's end, levitation bumps wound, Hail Anemoi
    # reaches the upgraded familiars' harvest, hits reveal God-Mode's invisible)
    action_codec = Codec(A.ACTIONS)
    event_codec = Codec(EVENTS)

    def __init__(self, table: Table, options: Mapping[str, Any]) -> None:
        self.table = table
        self.options = dict(options)
        if options.get("round_limit", "capped") == "none":
            table.round_limit = None

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> AxisMundiState:
        return cls(new_table(options, seed, seat_count), options)

    def to_move(self) -> list[int]:
        t = self.table
        if t.phase == "over":
            return []
        return [t.pending[0]["seat"]] if t.pending else [t.current]

    def legal_actions(self, seat: int) -> list[Action]:
        return legal.legal_actions(self.table, seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        if action not in self.legal_actions(seat):
            rule = A.RULES.get(action.kind, "Actions")
            raise IllegalAction(rule, f"seat {seat} cannot {action.to_text()} now")
        t = self.table
        t.log = []
        if t.pending:
            decisions.decide(t, seat, t.pending.pop(0), action)
        else:
            action_phase.act(t, seat, action)
        flow.advance(t)
        events, t.log = t.log, []
        return events

    def view(self, seat: int) -> dict[str, Any]:
        return views.view(self.table, seat, self.to_move(), self.outcome())

    def views(self, seats: list[int]) -> list[dict[str, Any]]:
        return views.views(self.table, seats, self.to_move(), self.outcome())

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
        return positions.table_to_json(self.table, self.options)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> AxisMundiState:
        table, options = positions.table_from_json(data)
        return cls(table, options)
