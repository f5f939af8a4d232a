"""Increasing the # of Dice: the pool "may" grow, so the player chooses (rules version 3).

The book: "If that # is higher than the current number of dice you are using then
you may increase the total number of dice in your dice pool to that number." The
choice comes in the End Turn phase after the unplaced-dice penalty and before the
holds (End Turn Phase: penalty, "Did you earn more dice", then "Choose the dice to
hold").
"""

from __future__ import annotations

import pytest

from game.core.errors import CorruptSave, IllegalAction
from game.core.match import Match
from game.core.registry import get_game
from game.games.loop.rules import actions as A
from game.games.loop.rules.state import LoopState
from tests.games.loop.helpers import L1, at, example_1_1, filled, hexj, placed, position

START = L1.start


def test_increasing_the_dice_is_offered_when_the_deepest_hex_offers_more():
    """Increasing the # of Dice ("If that # is higher ... you may increase"): pool 5, the
    deepest hex is in the 7-dice band, so the grow step is owed with two answers."""
    s = example_1_1()
    view = s.view(0)
    assert view["phase"] == "grow" and view["grow_to"] == 7 and view["pool"] == 5
    assert s.legal_actions(0) == [A.GrowPool(True), A.GrowPool(False)]


def test_increasing_the_dice_is_not_offered_when_the_number_is_not_higher():
    """Increasing the # of Dice: a band no higher than the pool offers nothing (pool 7 on
    the 7-dice hex; pool 4 on the 4-dice top hex), and the turn goes on to the holds."""
    s = example_1_1(pool=7)
    assert s.phase() == "hold" and s.view(0)["grow_to"] is None and s.pool == 7
    top = position(dice=[4, 1, 2, 5], used=[True, False, False, False],
                   placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                   filled=filled((START, "left"), (START, "right")))
    top.apply(0, A.EndPlacement())
    while top.phase() == "cross_off":
        top.apply(0, top.legal_actions(0)[-1])
    assert top.phase() != "grow" and top.pool == 4


def test_growing_the_pool_takes_the_offered_size():
    """Increasing the # of Dice / Example 1.1: growing makes the pool 7 for the next turn."""
    s = example_1_1()
    events = s.apply(0, A.GrowPool(True))
    assert s.pool == 7 and [e.kind for e in events][:1] == ["pool_grew"]
    assert s.phase() == "hold"
    s.apply(0, A.Hold(()))
    assert len(s.dice) == 7  # the next roll throws 7 dice


def test_keeping_the_pool_rolls_the_same_dice_next_turn():
    """Increasing the # of Dice ("may"): keeping leaves the pool at 5 for the next turn,
    and the log says what was on offer."""
    s = example_1_1()
    events = s.apply(0, A.GrowPool(False))
    assert s.pool == 5 and events[0] == A.PoolKept(5, 7)
    assert "kept at 5 dice" in events[0].to_text()
    s.apply(0, A.Hold(()))
    assert len(s.dice) == 5


def test_a_kept_pool_may_grow_at_a_later_turn():
    """Increasing the # of Dice ("At the end of each turn"): declining once does not
    give the growth up; the next turn that ends as deep offers it again."""
    s = example_1_1()
    s.apply(0, A.GrowPool(False))
    s.apply(0, A.Hold(()))
    while s.phase() == "cross_off":
        s.apply(0, s.legal_actions(0)[-1])
    again = example_1_1(turn=s.turn, square=s.square)
    assert again.phase() == "grow" and again.view(0)["grow_to"] == 7


def test_the_growth_comes_after_the_penalty_and_before_the_holds():
    """End Turn Phase order: unplaced-dice penalty, then "Did you earn more dice", then
    the holds; Level 2's # Max Hold uses the pool as chosen (6 dice hold 4, 5 hold 4)."""
    s = example_1_1()
    assert s.owed_cross == 0 and s.phase() == "grow"
    kept = example_1_1(level=2)
    kept.apply(0, A.GrowPool(True))
    assert kept.max_hold() == 5  # 7 dice hold at most 5 (Level 2 table)
    declined = example_1_1(level=2)
    declined.apply(0, A.GrowPool(False))
    assert declined.max_hold() == 4  # 5 dice hold at most 4


def test_a_portal_turn_offers_the_growth_too():
    """Portal Hexes take away the holds and the penalty, not the # Dice chart: the first
    portal (8-dice row) offers a pool of 8, then the next turn starts at once."""
    parent, portal = at(1, 9), at(1, 11)
    s = position(dice=[2, 3, 1, 5], used=[True, False, False, False],
                 placements=[placed(parent, [0], "single", 2)], occupied=[hexj(parent)],
                 filled=filled((parent, "middle")))
    s.apply(0, A.Place((1,), "single", portal))
    s.apply(0, A.CrossOff(at(-3, 3)))
    assert s.phase() == "grow" and s.view(0)["grow_to"] == 8
    turn = s.turn
    s.apply(0, A.GrowPool(True))
    assert s.turn == turn + 1 and s.pool == 8 and len(s.dice) == 8


def test_an_illegal_answer_changes_nothing():
    """Increasing the # of Dice: answering when no growth is offered, or placing or holding
    while the growth is owed, is refused with the rule and changes nothing."""
    s = position(dice=[4, 1, 2, 5])
    before = s.state_hash()
    with pytest.raises(IllegalAction, match="Increasing the # of Dice"):
        s.apply(0, A.GrowPool(True))
    assert s.state_hash() == before
    g = example_1_1()
    before = g.state_hash()
    with pytest.raises(IllegalAction, match="choose whether the dice pool grows"):
        g.apply(0, A.Place((2,), "single", START))
    with pytest.raises(IllegalAction, match="choose whether the dice pool grows"):
        g.apply(0, A.Hold(()))
    assert g.state_hash() == before and g.phase() == "grow"


def test_a_grow_position_round_trips_and_a_false_one_is_refused():
    """Positions: the grow step saves and loads; a 'grow' stage with nothing on offer is
    a corrupt position, named by its field."""
    s = example_1_1()
    again = LoopState.from_json(s.to_json())
    assert again.state_hash() == s.state_hash() and again.phase() == "grow"
    with pytest.raises(CorruptSave, match="stage"):
        position(dice=[4, 1, 2, 5], stage="grow")


@pytest.mark.parametrize("old", [2, 3])
def test_saves_of_older_rules_versions_are_refused_clearly(old):
    """Rules version 3 (the grow choice) and 4 (a portal cut off when it needs more bridges
    than are left): a game saved before cannot replay, and says so."""
    info = get_game("loop")
    match = Match(info, info.resolve_options({}), 7, ["human"])
    data = match.to_json()
    assert data["rules_version"] == LoopState.rules_version == 4
    data["rules_version"] = old
    with pytest.raises(CorruptSave, match=f"rules version {old}, this build plays version 4"):
        Match.from_json(data)
