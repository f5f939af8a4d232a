"""The seeded games exercise the whole rulebook: every action kind, anomaly, power token,
bonus (Theseus' additional ones too), character and announcement occurs at least once.

The games are the seeded suite's own (``seeded.py`` deals them for ``tests/seeded.py``,
which checks them step by step in ``tests/test_every_game.py`` and the soak); here they
are played again without the checks, only to count, plus the scripted openings of
``scenes`` for the bonuses that fire at rare moments. The coverage table goes to the
test report (``conftest.py``) and to ``tests/_artifacts/paradox_island_coverage.txt``.
``PARADOX_COVERAGE_GAMES`` sets how many seeded games are counted (default 24: with the
scenes, the first 14 reach every item, the last of them Rally at seed 13).
"""

from __future__ import annotations

import os
from pathlib import Path

from game.core.match import Match
from game.core.seats import bot_rng
from tests.games.paradox_island.coverage import Coverage
from tests.games.paradox_island.scenes import SCENES
from tests.games.paradox_island.seeded import ParadoxInvariants
from tests.seeded import deal_of, play

GAME = "paradox_island"
ARTIFACT = Path(__file__).parents[2] / "_artifacts" / "paradox_island_coverage.txt"
#: The last coverage table, for the test report.
REPORT: list[str] = []


def games() -> int:
    return int(os.environ.get("PARADOX_COVERAGE_GAMES", 24))


def seeded_match(seed: int) -> Match:
    """Seed ``seed`` of the seeded suite, as ``tests.seeded.play`` plays it: the same deal,
    the same players and the same bot RNGs, the same first mover each step."""
    deal = deal_of(GAME, seed)
    match = Match.create(GAME, deal.options, seed, ["bot"] * len(deal.players))
    rngs = [bot_rng(seed, seat) for seat in range(len(deal.players))]
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, deal.players[seat](state.view(seat), state.legal_actions(seat),
                                            rngs[seat]))
    return match


def test_the_counted_games_are_the_seeded_suites_games():
    seed = 7
    assert seeded_match(seed).state.state_hash() == \
        play(GAME, seed, record=False).match.state.state_hash()


def play_scene(number: int, coverage: Coverage) -> None:
    """A scripted opening (each of its actions legal), then the seeded players to the end,
    the seeded suite's invariants kept after every step."""
    scene = SCENES[number]
    seed = 1 + number
    state, script = scene.opening(seed)
    invariants = ParadoxInvariants()
    invariants.start(state)
    for seat, action in script:
        assert action in state.legal_actions(seat), f"{scene.name}: {action.to_text()}"
        events = state.apply(seat, action)
        coverage.add_step(action, events)
        invariants.step(state, events)
    players = deal_of(GAME, 4 * seed + 1).players  # a curious captive's seed
    rngs = [bot_rng(seed, seat) for seat in range(state.seats)]
    while not state.is_over():
        seat = state.to_move()[0]
        player = players[seat] if seat < len(players) else players[-1]
        action = player(state.view(seat), state.legal_actions(seat), rngs[seat])
        events = state.apply(seat, action)
        coverage.add_step(action, events)
        invariants.step(state, events)
    invariants.end(state)


def test_seeded_games_exercise_the_whole_rulebook():
    coverage = Coverage.empty()
    for seed in range(games()):
        coverage.add(seeded_match(seed))
    for number in range(len(SCENES)):
        play_scene(number, coverage)
    table = coverage.table(games()) + f"\n  and {len(SCENES)} scripted openings: " + \
        "; ".join(scene.name for scene in SCENES)
    REPORT.append(table)
    ARTIFACT.parent.mkdir(parents=True, exist_ok=True)
    ARTIFACT.write_text(table + "\n", encoding="utf-8")
    assert not coverage.missing(), f"never occurred: {coverage.missing()}\n{table}"
