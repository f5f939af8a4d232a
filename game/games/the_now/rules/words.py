"""The Now in players' words: colours, cards and artifacts by name, signed numbers.

>>> who("orange"), card_name("spilled_tea"), artifact_name("lachesis_needle#2"), signed(3)
('Orange', "'Spilled Tea'", 'the Lachesis Needle', '+3')
"""

from __future__ import annotations

from game.games.the_now.rules.catalog import ARTIFACTS, CARDS, COLOURS, artifact_kind


def who(colour: str) -> str:
    return COLOURS[colour].name if colour in COLOURS else "nobody"


def card_name(card: str) -> str:
    """An event card or a Tangle of Fates by name ("a card" when hidden)."""
    if not card or card == "?":
        return "a card"
    if card in CARDS:
        return f"'{CARDS[card].name}'"
    return artifact_name(card)


def artifact_name(copy: str) -> str:
    kind = artifact_kind(copy.removeprefix("hand:"))
    return f"the {ARTIFACTS[kind].name}" if kind in ARTIFACTS else "an artifact"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)
