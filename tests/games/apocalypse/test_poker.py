"""Ability Checks (book: "Dice Poker Hands" and the Difficulty table): every hand, how
categories compare, and the limits of the Difficulty."""

from __future__ import annotations

import pytest

from game.games.apocalypse.rules.poker import CODES, HANDS, category, outcome, target

EXAMPLES = [
    ((4, 4, 3, 5, 1), "one_pair"),
    ((2, 2, 4, 4, 6), "two_pairs"),
    ((5, 5, 5, 1, 4), "three_of_a_kind"),
    ((3, 3, 3, 6, 6), "full_house"),
    ((1, 2, 3, 4, 5), "straight"),
    ((2, 3, 4, 5, 6), "straight"),
    ((1, 1, 1, 1, 3), "four_of_a_kind"),
    ((6, 6, 6, 6, 6), "five_of_a_kind"),
    ((1, 2, 3, 4, 6), "nothing"),
    ((6, 1, 4, 3, 5), "nothing"),
]


@pytest.mark.parametrize(("dice", "hand"), EXAMPLES)
def test_every_hand_of_the_book_dice_poker_hands(dice, hand):
    """Dice Poker Hands: the book's example of each hand, both straights, and nothing."""
    assert HANDS[category(dice)] == hand
    assert category(tuple(reversed(dice))) == category(dice)  # order never matters


def test_hands_rank_as_the_difficulty_table_dice_poker_hands():
    """Difficulty table: 0 Nothing ... 4 Full House, 5 Straight, 6 4K, 7 5K."""
    assert HANDS == ("nothing", "one_pair", "two_pairs", "three_of_a_kind", "full_house",
                     "straight", "four_of_a_kind", "five_of_a_kind")
    assert CODES == {3: "3K", 4: "F", 6: "4K", 7: "5K"}
    ranked = [category(d) for d, _ in EXAMPLES[:8]]
    assert ranked == sorted(ranked)


def test_only_categories_compare_ability_checks():
    """"If you roll a lower Category than the necessary Hand...": a full house of ones beats
    three sixes; two full houses are equal."""
    assert category((1, 1, 1, 2, 2)) > category((6, 6, 6, 5, 4))
    assert category((1, 1, 1, 2, 2)) == category((6, 6, 6, 5, 5))
    assert outcome(category((1, 1, 1, 2, 2)), 4, "mystic", "mystic") == "success"
    assert outcome(category((6, 6, 6, 5, 4)), 4, "mystic", "mystic") == "fail"


def test_difficulty_never_below_zero_nor_above_five_of_a_kind_ability_checks():
    """"you can't lower the Difficulty below 0" and "no matter how much the Difficulty is
    above 7, the necessary Hand will remain the Five of a Kind"."""
    assert target(-3) == 0
    assert outcome(category((1, 2, 3, 4, 6)), -3, "action", "action") == "success"
    assert outcome(category((1, 1, 2, 2, 6)), -3, "action", "action") == "great"
    assert target(9) == 7
    assert outcome(7, 9, "action", "action") == "success"
    assert outcome(6, 9, "action", "action") == "fail"


def test_simple_and_great_success_ability_checks():
    """A Great Success needs the required ability and a hand two categories above the
    target; with another ability the best is a Simple Success."""
    assert outcome(5, 3, "scholar", "scholar") == "great"  # straight over 3K
    assert outcome(4, 3, "scholar", "scholar") == "success"  # full house: one above
    assert outcome(6, 3, "scholar", "mystic") == "success"
    assert outcome(2, 3, "scholar", "scholar") == "fail"
    assert outcome(7, 6, "scholar", "scholar") == "success"  # no hand is two above 4K
