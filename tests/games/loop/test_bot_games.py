"""Loop's bots over whole games; the seeded games with the invariants after every step
(``seeded.py``) are played by ``tests/test_every_game.py`` and the soak."""

from __future__ import annotations

import pytest

from game.core.registry import get_game
from game.core.rng import GameRng
from game.games.loop.rules.state import LoopState
from tests.seeded import Deal, check_replay, play


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_strong_bots_win_sometimes(level):
    """The normal and hard bots play whole games (invariants checked) and win some.

    Their decision time is measured by ``main.py --bench``, not asserted here.
    """
    bot = get_game("loop").bot(level)
    wins = 0
    for seed in range(6):
        played = play("loop", seed, Deal({"level": 1}, [bot]), record=False)
        check_replay(played)
        wins += bool(played.match.state.outcome().winners)
    assert wins >= 1


def test_bots_only_read_the_view():
    """Bots get (view, legal, rng); the same view gives the same choice."""
    s = LoopState.new({"level": 1}, 11, 1)
    for name in ("easy", "normal", "hard"):
        bot = get_game("loop").bot(name)
        a = bot(s.view(0), s.legal_actions(0), GameRng(3))
        b = bot(s.clone().view(0), s.legal_actions(0), GameRng(3))
        assert a == b and a in s.legal_actions(0)
