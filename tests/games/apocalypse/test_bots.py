"""The bots: they see one seat's view, play every decision of the game legally, and the
normal bot beats the easy one."""

from __future__ import annotations

import inspect

from game.games.apocalypse.bots import levels, menus, normal
from game.games.apocalypse.bots.odds import best_reroll, ladder, success_chance
from tests.games.apocalypse.test_bot_games import play_game


def test_normal_beats_easy():
    wins = 0
    for seed in range(12):
        order = ["normal", "easy"] if seed % 2 else ["easy", "normal"]
        state, _ = play_game(2, 500 + seed, order, check=False)
        winners = state.outcome().winners
        wins += bool(winners) and order[winners[0]] == "normal"
    assert wins >= 9


def test_rerolls_by_the_odds():
    """Aiming for a Full House from 1 2 2 5 5, reroll the 1; holding a Full House with a
    Great Success two categories away not worth the risk, stop."""
    die, _ = best_reroll((1, 2, 2, 5, 5), 4, ladder(4))
    assert die == 0
    assert best_reroll((2, 2, 5, 5, 5), 2, ladder(4))[0] is None
    assert success_chance(4, 4) > success_chance(4, 2) > success_chance(4, 0)


def test_bots_see_only_the_view():
    """Bots are (view, legal actions, rng) -> action and import nothing of a state."""
    for bot in levels.BOTS.values():
        assert list(inspect.signature(bot).parameters) == ["view", "legal", "rng"]
    for module in (levels, menus, normal):
        assert "ApocalypseState" not in inspect.getsource(module)
        assert ".table" not in inspect.getsource(module)
