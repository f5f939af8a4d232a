"""Axis Mundi's bots over whole games; the seeded games with every invariant after every
step (``seeded.py``) are played by ``tests/test_every_game.py`` and, by the thousand,
the soak (``python3 tools/dev.py soak --game axis_mundi``)."""

from __future__ import annotations

from collections import Counter

from game.core.registry import get_game
from tests.seeded import Deal, deal_of, play


def test_most_bot_games_end_with_a_winner_not_the_round_limit():
    ends: Counter[str] = Counter()
    for seed in range(100, 112):  # seeds the contract run does not play
        outcome = play("axis_mundi", seed, deal_of("axis_mundi", seed), record=False) \
            .match.state.outcome()
        ends["won" if outcome.winners else "round limit"] += 1
    assert ends["won"] >= ends["round limit"], ends


def test_easy_bots_finish_too():
    easy = get_game("axis_mundi").bot("easy")
    for seed in range(4):
        deal = deal_of("axis_mundi", seed)
        played = play("axis_mundi", seed, Deal(deal.options, [easy] * 3), record=False)
        assert played.match.state.outcome() is not None
