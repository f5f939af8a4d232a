"""Axis Mundi's printed things as data: cards, treasures, characters and mats.

Loaded and checked from ``levels/axis_mundi``; a bad file names the file and
field. A card copy in play is named ``<card id>#<copy>`` (e.g.
``suture_kit#2``) so that every physical card can be accounted for.

>>> card_type("suture_kit#2")
'suture_kit'
>>> CARDS["salve"].double
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, TypeVar, get_args

from msgspec import field

from game.core.content import by_id, load_content
from game.core.errors import ContentError
from game.core.schema import Natural, Positive, Schema

T = TypeVar("T")

Deck = Literal["one_time", "permanent"]
Timing = Literal[
    "action", "free", "choice", "reaction", "with_melee", "with_harvest", "turn_start", "copy",
    "activate",
]
PlayerCount = Literal[3, 6]
DECKS: tuple[str, ...] = get_args(Deck)
TIMINGS: tuple[str, ...] = get_args(Timing)
FORMS: tuple[str, ...] = ("character", "upgraded", "angel", "demon")


class Card(Schema):
    """A Power card: which deck, how it is played, copies, and its text."""

    id: str
    name: str
    deck: Deck
    copies: Positive
    timing: Timing
    double: bool  # may be copied by Double Double
    players: tuple[PlayerCount, ...]
    text: str


class Treasure(Schema):
    id: str
    name: str
    text: str


class Character(Schema):
    id: str
    name: str
    colour: str
    players: tuple[PlayerCount, ...]
    text: str
    upgraded: str


@dataclass(frozen=True)
class Mat:
    """The Angel's or Demon's player mat (by player count)."""

    id: str
    name: str
    hit_points: dict[int, int]
    slots: dict[int, int]
    draw: dict[int, int]
    text: str


# The files' shapes, where they differ from the things above.


class PerCount(Schema, Generic[T]):
    """One value for each player count, written ``{"3": ..., "6": ...}``."""

    three: T = field(name="3")
    six: T = field(name="6")

    def by_count(self) -> dict[int, T]:
        return {3: self.three, 6: self.six}


class MatEntry(Schema):
    name: str
    hit_points: PerCount[Natural]
    slots: PerCount[Natural]
    draw: PerCount[Natural]
    text: str


class Mats(Schema):
    angel: MatEntry
    demon: MatEntry


class CardsFile(Schema):
    cards: list[Card]


class TreasuresFile(Schema):
    treasures: list[Treasure]


class CharactersFile(Schema):
    characters: list[Character]
    recommended: PerCount[list[str]]
    mats: Mats


def card_type(card: str) -> str:
    """The card id of a card copy: ``"salve#3"`` -> ``"salve"``."""
    return card.partition("#")[0]


def read_cards(file: str) -> dict[str, Card]:
    """The Power cards by id; a bad file names its file and field."""
    return by_id(file, "cards", load_content(file, CardsFile).cards)


def read_treasures(file: str) -> dict[str, Treasure]:
    return by_id(file, "treasures", load_content(file, TreasuresFile).treasures)


def read_characters(
    file: str,
) -> tuple[dict[str, Character], dict[int, tuple[str, ...]], dict[str, Mat]]:
    """Characters by id, the recommended ones by player count, and the mats by form."""
    loaded = load_content(file, CharactersFile)
    chars = by_id(file, "characters", loaded.characters)
    recommended = {n: tuple(ids) for n, ids in loaded.recommended.by_count().items()}
    for n, ids in recommended.items():
        for i, cid in enumerate(ids):
            if cid not in chars:
                raise ContentError(file, f"recommended.{n}[{i}]",
                                   f"{cid!r} is not one of: {', '.join(chars)}")
    mats = {
        form: Mat(form, m.name, m.hit_points.by_count(), m.slots.by_count(), m.draw.by_count(),
                  m.text)
        for form, m in (("angel", loaded.mats.angel), ("demon", loaded.mats.demon))
    }
    return chars, recommended, mats


CARDS = read_cards("levels/axis_mundi/cards.json")
TREASURES = read_treasures("levels/axis_mundi/treasures.json")
CHARACTERS, RECOMMENDED, MATS = read_characters("levels/axis_mundi/characters.json")


def deck_list(deck: str, players: int) -> list[str]:
    """Every card copy of one deck for this player count, in catalogue order."""
    return [
        f"{card.id}#{n}"
        for card in CARDS.values()
        if card.deck == deck and players in card.players
        for n in range(1, card.copies + 1)
    ]
