"""Names in players' words for the one-line texts of actions and events.

A value class writes its line as a template (``"{seat} travels to {to:place}"``);
``WORDS.format`` fills it, naming seats, places, cards, abilities and dice as
the table does.

>>> WORDS.format("{0:seat} travels to {1:place}", 1, "cairo_3")
'Player 2 travels to Cairo +3'
>>> WORDS.format("{0:dice}", (1, 2, 2, 5, 5))
'1 2 2 5 5'
>>> WORDS.format("{0:an_ability} check, {1:hand}", "action", "three_of_a_kind")
'an Action Hero check, Three of a Kind (3K)'
>>> WORDS.format("{0:a_card}, {1:rerolls}", "unknown", 1)
'an Unknown card, 1 Reroll'
"""

from __future__ import annotations

import string
from typing import Any

from game.games.apocalypse.rules.catalog import name_of
from game.games.apocalypse.rules.poker import CODES, HANDS
from game.games.apocalypse.rules.vocabulary import ABILITY_NAMES
from game.games.apocalypse.rules.world import PLACES

_SMALL = {"of", "a", "an", "the", "and", "to", "for", "in", "on"}
_AS_WRITTEN = {"xp": "XP"}
#: Why dice are rolled (the roll task's purpose), as the end of "Player 1 rolls 3 4 ...".
PURPOSES = {
    "ability check": "", "expedition": "for the Expedition",
    "the Catastrophe": "to move the Catastrophe", "a card's roll": "for a card",
    "risk an item": "for a Rare Item at risk",
    "a random Western City": "for a random Western City",
}
RESULTS = {"fail": "Failure", "success": "Simple Success", "great": "Great Success"}
TOKENS = {"skill": "Skill token", "xp": "XP"}


def seat_name(seat: int) -> str:
    return "nobody" if seat < 0 else f"Player {seat + 1}"


def words_of(item: str) -> str:
    """A personality, deck, hand or token id as words: ``cold_blooded`` -> ``Cold Blooded``,
    ``three_of_a_kind`` -> ``Three of a Kind``, ``xp`` -> ``XP``."""
    if item in _AS_WRITTEN:
        return _AS_WRITTEN[item]
    words = item.replace("_", " ").split(" ")
    return " ".join(w if k and w in _SMALL else w[:1].upper() + w[1:]
                    for k, w in enumerate(words))


def with_article(words: str) -> str:
    """``words`` after "a" or "an", as it is spoken (an Action Hero, an Unknown card)."""
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def hand_words(hand: str) -> str:
    """A dice-poker hand with the short code the cards print: ``Full House (F)``."""
    code = CODES.get(HANDS.index(hand)) if hand in HANDS else None
    return words_of(hand) + (f" ({code})" if code else "")


def purpose_words(purpose: str) -> str:
    """Why a roll was made, to follow its dice ("" for the ability check's own roll)."""
    base, again = (purpose[:-8], True) if purpose.endswith(" (again)") else (purpose, False)
    words = PURPOSES.get(base, f"for {base}")
    return words + (" again" if again else "")


def and_list(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return " and ".join([", ".join(items[:-1]), items[-1]]) if len(items) > 1 else "".join(items)


class Words(string.Formatter):
    """``:seat``, ``:place``, ``:card``, ``:cards``, ``:ability``, ``:an_ability``, ``:dice``,
    ``:words``, ``:hand``, ``:a_card`` (a deck as "a Good Luck card"), ``:rerolls``,
    ``:result`` (of a check), ``:token``."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "seat":
            return seat_name(value)
        if format_spec == "place":
            return PLACES[value].name if value in PLACES else "off the board"
        if format_spec == "card":
            return name_of(value) if value else "a face-down card"
        if format_spec == "cards":
            return and_list([name_of(v) for v in value]) or "nothing"
        if format_spec == "ability":
            return ABILITY_NAMES.get(value, value)
        if format_spec == "an_ability":
            return with_article(ABILITY_NAMES.get(value, value))
        if format_spec == "hand":
            return hand_words(value)
        if format_spec == "a_card":
            return with_article(words_of(value) + " card")
        if format_spec == "result":
            return RESULTS.get(value, words_of(value))
        if format_spec == "token":
            return TOKENS.get(value, words_of(value))
        if format_spec == "rerolls":
            return f"{value} Reroll{'' if value == 1 else 's'}"
        if format_spec == "dice":
            return " ".join(str(v) for v in value)
        if format_spec == "words":
            return words_of(value)
        return super().format_field(value, format_spec)


WORDS = Words()
