"""Dice poker: the hand five dice show, and what a Difficulty asks for.

Hands from weakest to strongest, with the Difficulty that asks for each
(the board's table): 0 Nothing, 1 One Pair, 2 Two Pairs, 3 Three of a Kind
(3K), 4 Full House (F), 5 Straight (1-5 or 2-6), 6 Four of a Kind (4K), 7 Five
of a Kind (5K). Only categories are compared: any Full House beats any Three
of a Kind, and two Full Houses are equal.

>>> category((1, 2, 2, 5, 5)), category((2, 2, 5, 5, 5))
(2, 4)
>>> category((2, 3, 4, 5, 6)), category((3, 3, 3, 3, 4))
(5, 6)
>>> target(-2), target(9)
(0, 7)
>>> outcome(4, difficulty=3, required="scholar", chosen="mystic")
'success'
"""

from __future__ import annotations

from collections import Counter

HANDS: tuple[str, ...] = (
    "nothing", "one_pair", "two_pairs", "three_of_a_kind", "full_house", "straight",
    "four_of_a_kind", "five_of_a_kind",
)
#: The short codes printed on the cards.
CODES: dict[int, str] = {3: "3K", 4: "F", 6: "4K", 7: "5K"}
STRAIGHTS = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


def category(dice: tuple[int, ...] | list[int]) -> int:
    """The hand five dice show, as its Difficulty number (0-7)."""
    counts = sorted(Counter(dice).values(), reverse=True)
    if counts[0] == 5:
        return 7
    if counts[0] == 4:
        return 6
    if tuple(sorted(dice)) in STRAIGHTS:
        return 5
    if counts[:2] == [3, 2]:
        return 4
    if counts[0] == 3:
        return 3
    if counts[:2] == [2, 2]:
        return 2
    return 1 if counts[0] == 2 else 0


def target(difficulty: int) -> int:
    """The hand a Difficulty asks for: never below Nothing, never above Five of a Kind."""
    return min(max(difficulty, 0), 7)


def outcome(hand: int, difficulty: int, required: str, chosen: str) -> str:
    """"fail", "success" or "great": a Great Success needs the required ability and a
    hand two categories above the target."""
    need = target(difficulty)
    if hand < need:
        return "fail"
    if chosen == required and hand >= need + 2:
        return "great"
    return "success"
