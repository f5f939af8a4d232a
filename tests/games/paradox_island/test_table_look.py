"""The normal OP at a table of several boards looks at its own actions with the core's
paired look, at a smaller budget than the hard OP's (issue 15, items 4 and 5); alone
against one board it plays exactly as before (the two-player balance)."""

from __future__ import annotations

from typing import Any

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Search
from game.core.values import Action
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.paired import OP_PLAN
from game.games.paradox_island.bots.table_look import TABLE_PLAN, planned, quick_bot, table_bot
from game.games.paradox_island.bots.worlds import sample_world
from tests.games.paradox_island.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike


def op_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """OP's own turn with nothing asked of it (p. 15: its actions)."""
    return view["role"] == "op" and view["phase"] == "play" and view["pending"] is None


def test_the_normal_bot_is_the_table_look():
    assert get_game("paradox_island").bot("normal") is table_bot


def test_op_alone_against_one_board_plays_as_the_normal_bot_p15():
    """The two-player game: every decision of OP's is the normal bot's own."""
    for seed in (1, 2):
        for n, (match, seat) in enumerate(positions("paradox_island", seed, 2, {}, op_turn, 6)):
            view, legal = match.state.view(seat), match.state.legal_actions(seat)
            assert table_bot(view, legal, GameRng(n)) == normal_bot(view, legal, GameRng(n))


def test_at_a_table_op_weighs_its_quick_and_its_planned_choice_p15():
    """Four seats: OP's choice valuing each action by itself and its choice with the rest
    of the turn planned (the normal OP's), each played out to the end of OP's turn in
    the same world; the hard OP looks at more."""
    assert TABLE_PLAN.candidates == 2 < OP_PLAN.candidates and TABLE_PLAN.worlds == 1
    looked = 0
    for match, seat in positions("paradox_island", 3, 4, {}, op_turn, 3, skip=30):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        favourite = quick_bot(view, legal, GameRng(1).fork(1))  # as the search asks it
        others = planned(view, legal, favourite)
        assert len(others) == 1 and favourite not in others and set(others) <= set(legal)
        normal = normal_bot(view, legal, GameRng(len(view["notebook"])))
        assert normal in (favourite, *others)
        found = Search(sample_world, quick_bot, paired=TABLE_PLAN).run(view, legal, GameRng(1))
        assert set(found.values) == {favourite, *others} and found.skipped == 0
        assert table_bot(view, legal, GameRng(1)) == found.action
        looked += 1
    assert looked == 3


def test_the_table_look_chooses_without_the_true_state():
    match, seat = next(positions("paradox_island", 5, 4, {}, op_turn, 1, skip=30))
    blind_choice(match, seat, table_bot)


def test_twins_at_a_table_get_the_same_choice():
    compared = 0
    for match, _seat in positions("paradox_island", 4, 4, {}, op_turn, 2, skip=30):
        for watcher in range(16):  # the hook draws the watching seat: until it is OP
            compared += twins_choose_alike("paradox_island", TWINS, match.state, 4, table_bot,
                                           GameRng(watcher), op_turn)
            if compared:
                break
    assert compared
