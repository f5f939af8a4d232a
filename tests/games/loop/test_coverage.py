"""The seeded games exercise the whole rulebook: every level, action kind, placement op,
symbol placed on (and rolled on Level 3), tracker square, event, end of a placement
phase, hold case (turns without a hold step and portal turns included), rule case and
way to win or lose occurs at least once.

The seeded games are those the contract run plays (``seeded.deal``: random players, the
bots, bots with a random player mixed in, edge walkers and a scripted opening), and the
scripted openings of ``scenes`` add what those players meet too seldom to count on. The
coverage table goes to the test report (``conftest.py``). ``LOOP_COVERAGE_GAMES`` sets
how many seeded games are counted (default 32, the contract run's).
"""

from __future__ import annotations

import os

from tests.games.loop.coverage import Coverage
from tests.games.loop.scenes import SCENES, play_scene
from tests.seeded import play

#: The last coverage table, for the test report.
REPORT: list[str] = []


def games() -> int:
    return int(os.environ.get("LOOP_COVERAGE_GAMES", 32))


def test_seeded_games_exercise_the_whole_rulebook():
    coverage = Coverage.empty()
    for seed in range(games()):
        coverage.add_match(play("loop", seed, record=False).match)
    for i, scene in enumerate(SCENES):
        assert play_scene(scene, 10_000 + i, coverage).outcome() is not None, scene.name
    REPORT[:] = [coverage.table()]
    assert not coverage.missing(), f"never occurred: {coverage.missing()}"
