"""Ability Checks as dice poker, played through the rules: the book's worked example,
the Rerolls, the dice in the events, and where the Field's number counts."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.registry import get_game
from game.core.rng import GameRng
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import ops as ops_task
from tests.games.apocalypse.helpers import (
    Dice,
    copy_of,
    decision,
    empty_hands,
    give,
    inject,
    pass_windows,
    ready,
)


def lost_library_for_john(rolls: list[int]):
    """John (Scholar 4, Mystic 6) in Cairo faces The Lost Library (Scholar (F)) with the
    Third Eye Amulet; his opponent holds Evil Eye (-2 Mystic in a Mystic check)."""
    s = ready(2, seed=3, characters=("john_dante", "sam_the_seer"))
    t = s.table
    empty_hands(s)
    john, sam = 0, 1
    t.active = john
    t.players[john].place = "cairo"
    give(s, john, "third_eye_amulet")
    give(s, sam, "evil_eye")
    t.rng = Dice(rolls)
    card = copy_of(t, "lost_library")
    t.in_play.append(card)
    inject(s, {"t": "adventure_face", "p": john, "card": card, "player": john})
    return s, john, sam


def test_the_books_ability_check_example():
    """Ability Checks, "Example of an Ability Check": Mystic instead of Scholar, a Bad Luck
    card makes it 6 - 2 = 4 Rerolls, a Rare Item lowers the Difficulty from Full House to
    Three of a Kind, 1 2 2 5 5 rerolled (1 -> 3 -> 5) to a Full House: a Simple Success,
    with 2 Rerolls left unused."""
    s, john, sam = lost_library_for_john([1, 2, 2, 5, 5, 3, 5])
    assert decision(s)["kind"] == "ability"
    options = s.view(john)["you"]["decision"]["options"]
    assert options["mystic"] == {"rerolls": 6, "difficulty": 3}
    assert options["scholar"] == {"rerolls": 4, "difficulty": 4}
    s.apply(john, A.ChooseAbility("mystic"))
    assert s.to_move() == [john, sam]  # John holds no cards: his answer is the roll
    s.apply(sam, A.PlayCard(s.table.players[sam].hand["bad_luck"][0]))
    s.apply(john, A.Pass())  # "He rolls the dice" (rules version 5)
    check = s.view(sam)["check"]
    assert check["rerolls"] == 4 and check["difficulty"] == 3
    assert check["target"] == "three_of_a_kind" and check["dice"] == [1, 2, 2, 5, 5]
    assert check["hand"] == "two_pairs"
    s.apply(john, A.Reroll(0))
    assert s.view(john)["check"]["dice"] == [3, 2, 2, 5, 5]
    events = s.apply(john, A.Reroll(0))
    rerolled = [e for e in events if e.kind == "die_rerolled"]
    assert rerolled[0].dice == (5, 2, 2, 5, 5) and rerolled[0].left == 2
    events = s.apply(john, A.StopRolling())
    result = next(e for e in events if e.kind == "check_resolved")
    assert (result.hand, result.target, result.result) == ("full_house", "three_of_a_kind",
                                                          "success")
    assert s.table.players[john].research == 2  # The Lost Library's Success


def test_a_great_success_needs_the_required_ability_ability_checks():
    """Scholar chosen (the required ability) and a Straight over Full House... is only one
    category: a Simple Success; Four of a Kind over Full House is a Great Success."""
    s, john, _ = lost_library_for_john([3, 3, 3, 3, 1])
    s.apply(john, A.ChooseAbility("scholar"))
    pass_windows(s)
    events = s.apply(john, A.StopRolling()) + pass_windows(s)
    result = next(e for e in events if e.kind == "check_resolved")
    assert result.result == "great" and result.hand == "four_of_a_kind"


def test_rerolls_run_out_and_then_no_more_ability_checks():
    """"once you have reached it [the Reroll limit], you must stop"."""
    s, john, sam = lost_library_for_john([1, 1, 2, 3, 4] + [6] * 10)
    s.table.players[john].abilities["scholar"] = 2
    s.apply(john, A.ChooseAbility("scholar"))
    pass_windows(s)
    s.apply(john, A.Reroll(2))
    s.apply(john, A.Reroll(3))
    assert s.to_move() == [sam] and decision(s)["hook"] == "check_after_rerolls"
    pass_windows(s)
    assert s.table.checks == []  # no Rerolls left: the check was resolved at once
    with pytest.raises(IllegalAction):
        s.apply(john, A.Reroll(0))


def test_any_ability_may_be_used_ability_checks():
    """"You can choose to use any Ability in any Check": the three are offered."""
    s, john, _ = lost_library_for_john([])
    assert s.legal_actions(john) == [A.ChooseAbility(a) for a in ("action", "scholar",
                                                                    "mystic")]


def test_the_field_number_raises_an_adventures_difficulty_expedition_fields():
    """"The Number on the Field modifies ... the Difficulty of any Adventure the Character
    faces there" (The Competitors near Bangkok +1: 3K becomes Full House)."""
    s = ready(2, seed=4)
    t = s.table
    t.active = 0
    t.players[0].place = "bangkok_1"
    card = copy_of(t, "the_competitors")
    t.in_play.append(card)
    inject(s, {"t": "adventure_face", "p": 0, "card": card, "player": 0})
    s.apply(0, A.ChooseAbility("scholar"))
    assert s.table.checks[-1]["field"] == 1
    assert s.view(1)["check"]["difficulty"] == 4


def test_an_obstacle_check_on_a_field_is_not_raised_expedition_fields():
    """Only Adventures are harder on a Field: an Obstacle's check keeps its Difficulty."""
    s = ready(2, seed=4)
    t = s.table
    t.active = 0
    t.players[0].place = "bangkok_3"
    card = copy_of(t, "riddle_door")
    t.in_play.append(card)
    inject(s, ops_task(["riddle_door", "effects"], {"you": 0, "player": 0, "card": card,
                                                    "source": "obstacle"}))
    s.apply(0, A.ChooseAbility("scholar"))
    assert s.view(0)["check"]["difficulty"] == 4


def test_every_die_is_in_the_events_for_the_dice_tray():
    """The screen's dice tray: the five dice, each reroll and the result reach every seat."""
    s, john, sam = lost_library_for_john([6, 6, 1, 2, 3, 4])
    s.apply(john, A.ChooseAbility("scholar"))
    events = pass_windows(s)
    rolled = next(e for e in events if e.kind == "dice_rolled")
    assert rolled.for_seat(sam).dice == (6, 6, 1, 2, 3)
    events = s.apply(john, A.Reroll(2))
    assert next(e for e in events if e.kind == "die_rerolled").for_seat(sam).value == 4


def test_the_check_shows_what_its_difficulty_and_rerolls_are_made_of():
    """The book's example again, as the table shows it: Difficulty 3 = Full House (4)
    printed, -1 from the Third Eye Amulet; Rerolls 4 = Mystic 6, -2 from Evil Eye
    (playtest: the panel only listed cards played, never the Field or lasting bonuses)."""
    s, john, sam = lost_library_for_john([1, 2, 2, 5, 5, 3, 5])
    s.apply(john, A.ChooseAbility("mystic"))
    evil_eye = s.table.players[sam].hand["bad_luck"][0]
    s.apply(sam, A.PlayCard(evil_eye))
    parts = s.view(sam)["check"]["parts"]
    assert parts["difficulty"][0] == ["printed", 4]
    assert [n for _, n in parts["difficulty"][1:]] == [-1]
    assert parts["difficulty"][1][0].startswith("third_eye_amulet")
    assert parts["rerolls"] == [["printed", 6], [evil_eye, -2]]


def test_the_parts_add_up_to_the_totals_in_seeded_games():
    """Every check of twelve seeded bot games: the parts sum to the Difficulty and the
    Rerolls the rules use (never below 0)."""
    info, seen = get_game("apocalypse"), 0
    for seed in range(12):
        state = ApocalypseState.new(info.resolve_options({}, False), seed, 2 + seed % 3)
        bot, rng = info.bot("normal"), GameRng(seed)
        for _ in range(3000):
            if state.is_over():
                break
            seat = state.to_move()[0]
            check = state.view(seat).get("check")
            if check and check["chosen"]:
                parts = check["parts"]
                assert max(0, sum(n for _, n in parts["difficulty"])) == check["difficulty"]
                assert max(0, sum(n for _, n in parts["rerolls"])) == check["rerolls"]
                seen += 1
            state.apply(seat, bot(state.view(seat), state.legal_actions(seat), rng))
    assert seen > 50
