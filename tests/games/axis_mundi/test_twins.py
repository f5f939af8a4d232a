"""Axis Mundi's twin worlds on purpose-built positions: an invisible character whose
familiar fetched a treasure before it vanished (reviewers saw ``treasure_taken``
broadcast with ``at`` = the invisible owner's hex at the end of its turn)."""

from __future__ import annotations

import pytest

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.state import canonical_json
from game.games.axis_mundi.rules import flow
from game.games.axis_mundi.rules.actions import SendFamiliar
from game.games.axis_mundi.rules.table import Table
from tests.games.axis_mundi.twins import TWINS, familiar, table_of
from tests.twins import TwinLeak, Twins, World, bot_game, positions, run

INFO = get_game("axis_mundi")


def fetching_twins(wanted: int) -> list[Twins]:
    """Familiar twins from the sample games' positions, each watched by the next seat."""
    found: list[Twins] = []
    for n in range(6):
        match = bot_game(INFO, TWINS, n)
        rng = GameRng(n)
        for state in positions(match, 40, rng):
            x = table_of(state).current
            seat = (x + 1) % 3
            twins = familiar(state, seat, [s for s in range(3) if s != seat], rng)
            if twins is not None:
                found.append(twins)
            if len(found) == wanted:
                return found
    raise AssertionError(f"only {len(found)} positions for a familiar twin in 6 games")


def test_an_invisible_owners_fetched_treasure_names_no_hex_of_it():
    """The familiar's treasure arrives at the end of its owner's turn, the owner now
    invisible: no seat may tell where the owner stands (the worlds part only when it
    reappears at its next turn or earlier)."""
    for number, twins in enumerate(fetching_twins(4)):
        report = run(INFO, twins, 3, GameRng(number))
        assert report.steps >= 1


def test_a_fetched_treasure_is_not_taken_back():
    """The familiar's treasure shows in its owner's view as soon as it is sent for, so
    the fetch cannot be undone (found by the treasure twins: undo was offered)."""
    match = bot_game(INFO, TWINS, 0)
    for state in positions(match, 60, GameRng(2)):
        seat = table_of(state).current
        fetches = [a for a in state.legal_actions(seat) if isinstance(a, SendFamiliar)
                   and a.purpose == "fetch"]
        if fetches:
            break
    else:
        raise AssertionError("no position to fetch from")
    before = canonical_json(state.view(seat))
    seen, _ = World(INFO, state, 3).play(seat, fetches[0], seat)
    assert '"fetching":["' in seen["view"] and seen["view"] != before and not seen["undo"]


def old_end_turn(t: Table, original=flow.end_turn) -> None:
    """The end of a turn as reviewers saw it: the treasure taken "at" the owner's hex."""
    t.turn.fetched_from = [t.mats[t.current].pos.to_json() for _ in t.turn.fetched_from]
    original(t)


def test_the_engine_catches_treasure_taken_at_the_invisible_owners_hex(monkeypatch):
    monkeypatch.setattr(flow, "end_turn", old_end_turn)
    with pytest.raises(TwinLeak, match=r"events differs .*\n.*\"treasure_taken\""):
        for number, twins in enumerate(fetching_twins(4)):
            run(INFO, twins, 3, GameRng(number))
