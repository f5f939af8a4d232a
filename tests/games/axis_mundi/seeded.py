"""Axis Mundi's seeded games for ``tests/seeded.py``: 3 players, and 6 on two seeds in
eight (a 6-player game costs about five 3-player ones, so the two get about even time),
the recommended and random volcano and characters, normal bots, and one seed in
five with curious players (``coverage.curious_player``) in every other seat, so that the
rare actions, cards and forced movements meet the replay and leak checks too; after every step
no two visible characters share a hex, hit points and wounds stay in bounds, nobody
stands off the board, every card is somewhere exactly once, the rings have turned once
a round, and the heavenly holder is who the table says."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.state import GameState
from game.core.values import Event
from game.games.axis_mundi.rules.catalog import deck_list
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.coverage import mixed_players
from tests.seeded import Deal, Invariants, Title


def deal(seed: int) -> Deal:
    """Seeds 3 and 6 of every eight seat six players, the others three; odd seeds a random
    volcano, every third seed random characters; seeds 4, 9, 14, ... mix in curious
    players."""
    players = 6 if seed % 8 in (3, 6) else 3
    options: dict[str, str | int] = {
        "setup": "random" if seed % 2 else "recommended",
        "characters": "random" if seed % 3 == 0 else "recommended",
    }
    if seed % 5 == 4:
        return Deal(options, mixed_players(seed, players))
    return Deal(options, [get_game("axis_mundi").bot("normal")] * players)


class AxisInvariants(Invariants):
    def start(self, state: GameState) -> None:
        assert isinstance(state, AxisMundiState)
        players = len(state.table.mats)
        self.every_card = sorted(deck_list("one_time", players) + deck_list("permanent", players))

    def step(self, state: GameState, events: list[Event]) -> None:
        assert isinstance(state, AxisMundiState)
        t = state.table
        seen = [m.pos for m in t.mats if not m.invisible]
        assert len(seen) == len(set(seen)), "two characters on one hex"
        for mat in t.mats:
            assert 1 <= mat.hp <= mat.max_hp, "hit points out of bounds"
            assert 0 <= mat.wounds < 4
            assert t.terrain(mat.pos) not in ("", "inaccessible"), "standing off the board"
        assert sorted(t.all_cards()) == self.every_card, "a card went missing or doubled"
        if t.phase == "play":
            walking = any(d["kind"] == "wander" for d in t.pending)  # turned, round not yet over
            done = t.round if walking else t.round - 1  # rotations so far
            assert t.turns == [(level * done) % 6 for level in range(len(t.turns))]
        assert t.holder == t.heavenly()


TITLE = Title(deal=deal, invariants=AxisInvariants)
