"""Paradox Island's hard bot: OP's turns are the core search over OP's worlds
(``bots/worlds.py``); a captive plays as normal.

The checks every hard bot passes are in ``tests/search_checks.py``: OP's worlds
look exactly like OP's view (the token stack and the dice drawn, the captives'
notebooks read back from OP's), twins get the same choice, and the bot chooses
from a copy of the view once the true state is gone.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.values import Action
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.worlds import evaluate, sample_world
from tests.games.paradox_island.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike, world_shows_the_view


def op_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """OP's own turn with nothing asked of it: where the hard bot searches."""
    return view["role"] == "op" and view["phase"] == "play" and view["pending"] is None


def test_op_worlds_show_op_exactly_its_view_and_its_legal_actions():
    """Two, three and four seats; the whole position but the token stack's order and
    the RNG is OP's to know, so a world's captives hear what they heard."""
    for seed, seats in ((1, 2), (2, 3), (3, 4)):
        for n, (match, seat) in enumerate(positions("paradox_island", seed, seats, {}, op_turn,
                                                    60)):
            if n % 4:
                continue
            world_shows_the_view(match.state, seat, sample_world, draws=1)
            world = sample_world(match.state.view(seat), GameRng(n))
            assert set(world.legal_actions(seat)) == set(match.state.legal_actions(seat))
            for captive in range(1, seats):
                assert world.view(captive)["notebook"] == match.state.view(captive)["notebook"]


def test_twin_worlds_get_the_same_choice():
    """The hard bot's search with a small budget (the registered one's is bigger)."""
    hard = Search(sample_world, normal_bot, evaluate, Budget(iterations=3, depth=3)).bot
    compared = 0
    for match, _seat in positions("paradox_island", 4, 3, {}, op_turn, 3, skip=30):
        for watcher in range(16):  # the hook draws the watching seat: until it is OP
            compared += twins_choose_alike("paradox_island", TWINS, match.state, 3, hard,
                                           GameRng(watcher), op_turn)
            if compared >= 2:
                break
    assert compared >= 2


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("paradox_island", 5, 2, {}, op_turn, 1, skip=20))
    blind_choice(match, seat, get_game("paradox_island").bot("hard"))


def test_a_captive_plays_hard_as_normal():
    match, seat = next(positions("paradox_island", 6, 2, {},
                                 lambda view, legal: view["role"] == "captive", 1, skip=20))
    view, legal = match.state.view(seat), match.state.legal_actions(seat)
    assert get_game("paradox_island").bot("hard")(view, legal, GameRng(2)) == \
        normal_bot(view, legal, GameRng(2))
