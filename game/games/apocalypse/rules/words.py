"""Names in players' words for the one-line texts of actions and events.

A value class writes its line as a template (``"{seat} travels to {to:place}"``);
``WORDS.format`` fills it, naming seats, places, cards, abilities and dice as
the table does.

>>> WORDS.format("{0:seat} travels to {1:place}", 1, "cairo_3")
'Player 2 travels to Cairo +3'
>>> WORDS.format("{0:dice}", (1, 2, 2, 5, 5))
'1 2 2 5 5'
"""

from __future__ import annotations

import string
from typing import Any

from game.games.apocalypse.rules.catalog import name_of
from game.games.apocalypse.rules.vocabulary import ABILITY_NAMES
from game.games.apocalypse.rules.world import PLACES


def seat_name(seat: int) -> str:
    return "nobody" if seat < 0 else f"Player {seat + 1}"


def words_of(item: str) -> str:
    """A personality, deck or token id as words: ``cold_blooded`` -> ``Cold Blooded``."""
    return item.replace("_", " ").title()


class Words(string.Formatter):
    """``:seat``, ``:place``, ``:card``, ``:cards``, ``:ability``, ``:dice``, ``:words``."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "seat":
            return seat_name(value)
        if format_spec == "place":
            return PLACES[value].name if value in PLACES else "off the board"
        if format_spec == "card":
            return name_of(value) if value else "a hidden card"
        if format_spec == "cards":
            return ", ".join(name_of(v) for v in value) or "nothing"
        if format_spec == "ability":
            return ABILITY_NAMES.get(value, value)
        if format_spec == "dice":
            return " ".join(str(v) for v in value)
        if format_spec == "words":
            return words_of(value)
        return super().format_field(value, format_spec)


WORDS = Words()
