"""Dice-poker odds: the best way to spend Rerolls, by dynamic programming.

A hand is the sorted tuple of five dice (252 of them). With a utility for
each hand category (``utilities[c]``), the value of a hand with ``k`` Rerolls
left is the better of stopping (its utility) and rerolling one die, taking
the mean over the die's six faces of the value with ``k - 1`` left. The
tables are cached by utilities and grow one Reroll at a time.

>>> round(success_chance(target=3, rerolls=0), 3)  # three of a kind or better in one roll
0.244
>>> best_reroll((1, 2, 2, 5, 5), rerolls=4, utilities=ladder(4))[0] in (0,)
True
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from game.games.apocalypse.rules.poker import category

Hand = tuple[int, ...]
HANDS: tuple[Hand, ...] = tuple(combinations_with_replacement(range(1, 7), 5))
CATEGORY: dict[Hand, int] = {h: category(h) for h in HANDS}
#: More Rerolls than this change the odds by little; the tables stop growing here.
DEPTH = 10


def _weight(hand: Hand) -> float:
    """The chance five fresh dice show this hand."""
    ways = factorial(5)
    for value in set(hand):
        ways //= factorial(hand.count(value))
    return ways / 6 ** 5


FIRST_ROLL: dict[Hand, float] = {h: _weight(h) for h in HANDS}


def _replace(hand: Hand, index: int, value: int) -> Hand:
    return tuple(sorted((*hand[:index], value, *hand[index + 1:])))


def ladder(target: int, great: int | None = None, great_bonus: float = 0.5) -> tuple[float, ...]:
    """Utilities: 0 below ``target``, 1 from it, ``1 + great_bonus`` from ``great``."""
    return tuple(0.0 if c < target else (1.0 + great_bonus if great is not None and c >= great
                                         else 1.0) for c in range(8))


@cache
def _tables(utilities: tuple[float, ...]) -> list[dict[Hand, float]]:
    """``tables[k][hand]``: the value with ``k`` Rerolls left (grown by ``values``)."""
    return [{h: utilities[CATEGORY[h]] for h in HANDS}]


def values(utilities: tuple[float, ...], rerolls: int) -> dict[Hand, float]:
    rerolls = min(rerolls, DEPTH)
    tables = _tables(utilities)
    while len(tables) <= rerolls:
        last = tables[-1]
        nxt = {}
        for hand in HANDS:
            best = utilities[CATEGORY[hand]]
            for index in {hand.index(v) for v in hand}:
                mean = sum(last[_replace(hand, index, v)] for v in range(1, 7)) / 6
                best = max(best, mean)
            nxt[hand] = best
        tables.append(nxt)
    return tables[rerolls]


def best_reroll(dice: tuple[int, ...] | list[int], rerolls: int,
                utilities: tuple[float, ...]) -> tuple[int | None, float]:
    """(index in ``dice`` of the die to reroll, or None to stop; the expected value)."""
    hand = tuple(sorted(dice))
    stop = utilities[CATEGORY[hand]]
    if rerolls <= 0:
        return None, stop
    after = values(utilities, rerolls - 1)
    best_value, best_face = stop, None
    for face in sorted(set(hand)):
        index = hand.index(face)
        mean = sum(after[_replace(hand, index, v)] for v in range(1, 7)) / 6
        if mean > best_value + 1e-9:
            best_value, best_face = mean, face
    if best_face is None:
        return None, stop
    return list(dice).index(best_face), best_value


@cache
def expected(utilities: tuple[float, ...], rerolls: int) -> float:
    """The expected utility of a check before its dice are rolled."""
    table = values(utilities, rerolls)
    return sum(w * table[h] for h, w in FIRST_ROLL.items())


def success_chance(target: int, rerolls: int) -> float:
    """The chance to reach ``target`` (a category) with the best play."""
    return expected(ladder(target), rerolls)
