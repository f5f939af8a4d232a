"""``--bench`` times every bot level at the same positions (issue 15: decision time per
level per game as ``bots.<game>.<level>``); measured and reported, never asserted."""

from __future__ import annotations

from game.bench_bots import decision_times
from game.core.match import Match
from game.core.registry import get_game
from game.core.seats import bot_rng


def test_every_level_is_timed_at_the_same_positions():
    info = get_game("loop")
    match = Match.create(info.id, {}, 3, ["bot"])
    rng = bot_rng(3, 0)
    actions = []
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        action = info.bot("easy")(match.state.view(seat), match.state.legal_actions(seat), rng)
        actions.append((seat, action))
        match.state.apply(seat, action)
    times = decision_times(info, (3, actions), positions=3)
    assert set(times) == set(info.bots)
    for level in times.values():
        assert set(level) == {"p50_ms", "p95_ms"} and level["p95_ms"] >= level["p50_ms"] >= 0
