"""Small words every screen needs right: counts with their nouns, lists with "and".

For the shell and for every game's screen, so "1 dice" or "1 actions left"
cannot happen:

>>> count(1, "die", "dice"), count(3, "die", "dice"), count(1, "action"), count(0, "bot")
('1 die', '3 dice', '1 action', '0 bots')
>>> count(2, "game", spelled=True), and_list(["OP", "Captive 1", "Captive 2"])
('Two games', 'OP, Captive 1 and Captive 2')
"""

from __future__ import annotations

NUMBERS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")


def count(n: int, noun: str, plural: str | None = None, *, spelled: bool = False) -> str:
    """``n`` and ``noun`` in the right number ("1 die", "2 dice"); ``spelled`` writes the
    numbers up to ten as words, capitalised for the start of a line ("Three games")."""
    word = noun if n == 1 else plural or f"{noun}s"
    number = NUMBERS[n] if spelled and 0 <= n < len(NUMBERS) else str(n)
    return f"{number} {word}"


def and_list(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"
