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
from functools import cache

from game.core.content import Node, load_content

DECKS: tuple[str, ...] = ("one_time", "permanent")
TIMINGS: tuple[str, ...] = (
    "action", "free", "choice", "reaction", "with_melee", "with_harvest", "turn_start", "copy",
    "activate",
)
FORMS: tuple[str, ...] = ("character", "upgraded", "angel", "demon")


@dataclass(frozen=True)
class Card:
    """A Power card: which deck, how it is played, copies, and its text."""

    id: str
    name: str
    deck: str
    copies: int
    timing: str
    double: bool  # may be copied by Double Double
    players: tuple[int, ...]
    text: str


@dataclass(frozen=True)
class Treasure:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    colour: str
    players: tuple[int, ...]
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


def card_type(card: str) -> str:
    """The card id of a card copy: ``"salve#3"`` -> ``"salve"``."""
    return card.partition("#")[0]


def _cards(node: Node) -> dict[str, Card]:
    out: dict[str, Card] = {}
    for item in node.items("cards"):
        card = Card(
            id=item.str("id"),
            name=item.str("name"),
            deck=item.str("deck", DECKS),
            copies=item.int("copies", minimum=1),
            timing=item.str("timing", TIMINGS),
            double=bool(item.child("double").data),
            players=tuple(item.int_list("players")),
            text=item.str("text"),
        )
        if card.id in out:
            raise item.fail(f"card {card.id!r} is listed twice", "id")
        out[card.id] = card
    return out


def _treasures(node: Node) -> dict[str, Treasure]:
    return {
        t.str("id"): Treasure(t.str("id"), t.str("name"), t.str("text"))
        for t in node.items("treasures")
    }


def _per_count(node: Node, field: str) -> dict[int, int]:
    child = node.child(field)
    return {n: child.int(str(n), minimum=0) for n in (3, 6)}


def _characters(node: Node) -> tuple[dict[str, Character], dict[int, tuple[str, ...]], dict]:
    chars = {}
    for c in node.items("characters"):
        chars[c.str("id")] = Character(
            c.str("id"), c.str("name"), c.str("colour"), tuple(c.int_list("players")),
            c.str("text"), c.str("upgraded"),
        )
    rec = node.child("recommended")
    recommended = {n: tuple(rec.str_list(str(n), tuple(chars))) for n in (3, 6)}
    mats_node = node.child("mats")
    mats = {}
    for form in ("angel", "demon"):
        m = mats_node.child(form)
        mats[form] = Mat(
            form, m.str("name"), _per_count(m, "hit_points"), _per_count(m, "slots"),
            _per_count(m, "draw"), m.str("text"),
        )
    return chars, recommended, mats


@cache
def _load() -> tuple:
    return (
        _cards(load_content("levels/axis_mundi/cards.json")),
        _treasures(load_content("levels/axis_mundi/treasures.json")),
        *_characters(load_content("levels/axis_mundi/characters.json")),
    )


CARDS: dict[str, Card]
TREASURES: dict[str, Treasure]
CHARACTERS: dict[str, Character]
RECOMMENDED: dict[int, tuple[str, ...]]
MATS: dict[str, Mat]
CARDS, TREASURES, CHARACTERS, RECOMMENDED, MATS = _load()


def deck_list(deck: str, players: int) -> list[str]:
    """Every card copy of one deck for this player count, in catalogue order."""
    return [
        f"{card.id}#{n}"
        for card in CARDS.values()
        if card.deck == deck and players in card.players
        for n in range(1, card.copies + 1)
    ]
