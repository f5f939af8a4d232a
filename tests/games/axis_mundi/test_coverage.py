"""The seeded games exercise the whole rulebook: every action kind, every card, every
character power (upgraded ones too) and every forced movement occurs at least once.

Seeded games with curious players mixed in (``coverage.mixed_players``) and the scripted
openings of ``scenes``; every step keeps the invariants (``coverage.check_invariants``) and shows no
one the hex of an invisible character (``coverage.hidden_hex_kept``). The coverage table
goes to the test report (``conftest.py``). ``AXIS_MUNDI_COVERAGE_GAMES`` sets how many
mixed games are played (default 40: with the scenes, the first 32 reach every item, the
last of them Desperate Measures at seed 31, so 40 leave a margin; the seeded suite checks
the invariants on its own games too).
"""

from __future__ import annotations

import os

from game.core.values import Event
from game.games.axis_mundi.rules.catalog import deck_list
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.coverage import (
    Coverage,
    Stepper,
    check_invariants,
    hidden_hex_kept,
    mixed_players,
)
from tests.games.axis_mundi.scenes import SCENES

#: The last coverage table, for the test report.
REPORT: list[str] = []


def games() -> int:
    return int(os.environ.get("AXIS_MUNDI_COVERAGE_GAMES", 40))


def stepper(state: AxisMundiState, coverage: Coverage) -> Stepper:
    players = state.table.n
    every_card = sorted(deck_list("one_time", players) + deck_list("permanent", players))

    def check(state: AxisMundiState, events: list[Event]) -> None:
        check_invariants(state, every_card)
        hidden_hex_kept(state, events)

    return Stepper(state, coverage, check)


def test_seeded_games_exercise_the_whole_rulebook():
    coverage = Coverage.empty()
    for seed in range(games()):
        players = 3 if seed % 4 < 2 else 6
        options = {"setup": "random" if seed % 2 else "recommended",
                   "characters": "random" if seed % 3 == 0 else "recommended"}
        step = stepper(AxisMundiState.new(options, seed, players), coverage)
        assert step.play(mixed_players(seed, players), seed).outcome() is not None
    for i, scene in enumerate(SCENES):
        seed = 10_000 + i
        state = AxisMundiState.new({"setup": "recommended", "characters": "recommended"},
                                   seed, scene.players)
        step = stepper(state, coverage)
        players = mixed_players(seed, scene.players)
        step.play(players, seed, until_play=True)
        scene.prepare(step)
        assert step.play(players, seed).outcome() is not None, scene.name
    REPORT[:] = [coverage.table()]
    assert not coverage.missing(), f"never occurred: {coverage.missing()}"
