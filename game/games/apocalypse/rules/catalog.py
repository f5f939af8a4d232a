"""Every printed thing of The Apocalypse as data: characters and the ten decks.

Loaded once from ``levels/apocalypse/*.json`` by the schemas of ``deck_files.py``
(written in the effect language of ``language.py``); a broken card fails at
start-up naming its file, card and field.
A card copy in play is named ``<card id>#<copy>`` (``persistence#2``), so every
physical card can be accounted for.

The rules walk a card's effects by a *reference*: the card (or character, or
place) id and the attributes leading to the list, e.g. ``["first_aid",
"effects"]`` or ``["hiding_from_the_inquisition", "effects", 0, "great"]``
(see ``effects_at``).

>>> card_id("persistence#2")
'persistence'
>>> CARDS["persistence"].deck, CARDS["persistence"].copies
('skill', 2)
>>> CARDS["first_aid"].catastrophe
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.core.content import load_content
from game.core.errors import ContentError
from game.games.apocalypse.rules.deck_files import (
    SCHEMAS,
    CharacterEntry,
    CharacterFile,
    DeckFile,
    Fail,
    PowersSpec,
    WhereSpec,
    read_records,
)
from game.games.apocalypse.rules.language import Mod, On, Use
from game.games.apocalypse.rules.vocabulary import DECKS, Cond
from game.games.apocalypse.rules.world import CITIES, EXOTIC, PLACES

#: deck -> its file under levels/apocalypse
DECK_FILES: dict[str, str] = {deck: f"levels/apocalypse/{deck}.json" for deck in DECKS}
CHARACTER_FILE = "levels/apocalypse/characters.json"

# What the rules use.


@dataclass(frozen=True)
class Where:
    """Where an Adventure can be played: in a City or on a Field, maybe narrowed.

    ``only``/``not_`` name cities (a Field counts as its Exotic City) or, for
    City Adventures, "western" / "exotic".
    """

    kind: str
    only: tuple[str, ...] = ()
    not_: tuple[str, ...] = ()

    def allows(self, place: str | None) -> bool:
        p = PLACES.get(place or "")
        if p is None or p.kind == "unknown" or (self.kind == "city") != p.is_city:
            return False
        names = {p.city} if p.kind == "field" else {p.id, p.kind}
        if self.only and not names & set(self.only):
            return False
        return not names & set(self.not_)


@dataclass(frozen=True)
class Powers:
    """What a card on the table does: steady modifiers, triggers, and uses."""

    modifiers: tuple[Mod, ...] = ()
    triggers: tuple[On, ...] = ()
    uses: tuple[Use, ...] = ()


@dataclass(frozen=True)
class Card:
    """One card (any deck); fields a deck does not use keep their defaults."""

    id: str
    deck: str
    name: str
    text: str
    copies: int = 1
    hook: str = ""  # when a hand card may be played ("adventure", or a language HOOK)
    cond: Cond | None = None  # and on what condition
    adventure: Where | None = None  # Adventure cards (and Plans played as one)
    catastrophe: bool = False  # the Catastrophe mark: playing it moves the Catastrophe
    xp: int = 0
    traits: tuple[str, ...] = ()
    visit: tuple[str, ...] = ()  # Plans: "cairo", or "field:cairo" for any Field of Cairo
    cost: int = 0  # Skills: tokens to learn
    parts: dict[str, Powers] = field(default_factory=dict)  # "table", "continuous", "unknown"
    has_found: bool = False  # Artifacts with a Found part
    has_effects: bool = False


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    title: str
    abilities: dict[str, int]
    text: str
    powers: Powers
    has_setup: bool


def card_id(card: str) -> str:
    """The card id of a copy: ``"first_aid#2"`` -> ``"first_aid"``."""
    return card.partition("#")[0]


def _powers(spec: PowersSpec) -> Powers:
    return Powers(tuple(spec.modifiers), tuple(spec.triggers), tuple(spec.uses))


def _where(spec: WhereSpec | None, fail: Fail) -> Where | None:
    if spec is None:
        return None
    allowed = ("western", "exotic", *CITIES) if spec.kind == "city" else EXOTIC
    for key, names in (("only", spec.only), ("not", spec.not_)):
        for name in names:
            if name not in allowed:
                raise fail(f"adventure.{key}", f"{name!r} is not one of: {', '.join(allowed)}")
    return Where(spec.kind, tuple(spec.only), tuple(spec.not_))


def _card(deck: str, spec: Any, fail: Fail) -> Card:
    kw: dict[str, Any] = {"copies": getattr(spec, "copies", 1), "xp": getattr(spec, "xp", 0)}
    if deck == "skill":
        kw["copies"] = 2  # "There are 2 cards of each Skill"
    timing = getattr(spec, "timing", None)
    if timing is not None:
        kw["hook"], kw["cond"] = timing.hook, timing.cond
    kw["adventure"] = _where(getattr(spec, "adventure", None), fail)
    if kw["adventure"] is not None and deck in ("good_luck", "bad_luck", "plan"):
        if timing is not None:
            raise fail("timing", "an Adventure is played in the Adventure step; it has no timing")
        kw["hook"] = "adventure"
    if deck in ("good_luck", "bad_luck") and not kw.get("hook"):
        raise fail("timing", "a Good or Bad Luck card needs a timing or an adventure")
    if deck == "plan" and not kw.get("hook"):
        kw["hook"] = "any"  # "it can be played at any time during the player's turn"
    if deck in ("city_adventure", "field_adventure") and spec.adventure.kind != deck[:-10]:
        raise fail("adventure.kind", f"a {deck} card is played on a {deck[:-10]}")
    kw["catastrophe"] = getattr(spec, "catastrophe", False)
    kw["has_effects"] = hasattr(spec, "effects")
    if deck == "plan":
        places = (*CITIES, *(f"field:{c}" for c in EXOTIC))
        for place in spec.visit:
            if place not in places:
                raise fail("visit", f"{place!r} is not a City or 'field:<Exotic City>'")
        if len(spec.visit) < 2 or len(set(spec.visit)) != len(spec.visit):
            raise fail("visit", "a Plan lists at least two different places")
        kw["visit"] = tuple(spec.visit)
    if deck == "skill":
        kw["cost"] = spec.cost
    if deck == "rare_item":
        if spec.traits[0] == spec.traits[1]:
            raise fail("traits", "a Rare Item has two different traits")
        kw["traits"] = tuple(spec.traits)
    if deck == "unknown":
        kw["traits"] = (spec.trait,)
    if deck in ("city_adventure", "field_adventure"):
        kw["traits"] = tuple(spec.traits)
    if deck in ("skill", "rare_item"):
        kw["parts"] = {"table": _powers(spec)}
    if deck == "artifact":
        kw["has_found"] = spec.found is not None
        kw["parts"] = {"continuous": _powers(spec.continuous), "unknown": _powers(spec.unknown)}
    return Card(spec.id, deck, spec.name, spec.text, **kw)


def read_deck(deck: str, file: str | None = None) -> dict[str, tuple[Card, Any]]:
    """One deck's cards by id, each with its schema record (for ``effects_at``)."""
    file = file or DECK_FILES[deck]
    cards: dict[str, tuple[Card, Any]] = {}
    records = load_content(file, DeckFile).cards
    for spec, fail in read_records(file, records, SCHEMAS[deck], "cards"):
        if spec.id in cards:
            raise fail("id", f"{spec.id!r} is listed twice")
        cards[spec.id] = (_card(deck, spec, fail), spec)
    return cards


def read_characters(file: str = CHARACTER_FILE) -> dict[str, tuple[Character, Any]]:
    out: dict[str, tuple[Character, Any]] = {}
    for spec, fail in read_records(file, load_content(file, CharacterFile).characters,
                            CharacterEntry, "characters"):
        if spec.id in out:
            raise fail("id", f"{spec.id!r} is listed twice")
        values = {"action": spec.abilities.action, "scholar": spec.abilities.scholar,
                  "mystic": spec.abilities.mystic}
        out[spec.id] = (Character(spec.id, spec.name, spec.title, values, spec.text,
                                  _powers(spec), bool(spec.setup)), spec)
    return out


def check_decks(cards: dict[str, Card]) -> None:
    """Rules the decks keep as a whole."""
    seen: dict[frozenset[str], str] = {}
    for card in cards.values():
        if card.deck == "plan":
            key = frozenset(card.visit)
            if key in seen:
                raise ContentError(DECK_FILES["plan"], f"card {card.id!r}.visit",
                                   f"lists the same places as {seen[key]!r}; no two Plans do")
            seen[key] = card.id
    cheap = sum(c.copies for c in cards.values() if c.deck == "rare_item" and c.xp == 1)
    if cheap < 10:
        raise ContentError(DECK_FILES["rare_item"], "cards",
                           f"setup needs 10 Rare Items worth 1 XP at least, there are {cheap}")
    for deck in ("city_adventure", "field_adventure"):
        if not any(not c.adventure.only and not c.adventure.not_ for c in cards.values()
                   if c.deck == deck and c.adventure is not None):
            raise ContentError(DECK_FILES[deck], "cards", "one card at least is playable anywhere")


@cache
def _load() -> tuple[dict[str, Card], dict[str, Character], dict[str, Any]]:
    cards: dict[str, Card] = {}
    sources: dict[str, Any] = {}
    for deck in DECKS:
        for cid, (card, spec) in read_deck(deck).items():
            if cid in cards or cid in PLACES:
                raise ContentError(DECK_FILES[deck], f"card {cid!r}.id", "the id is used twice")
            cards[cid], sources[cid] = card, spec
    characters: dict[str, Character] = {}
    for cid, (character, spec) in read_characters().items():
        if cid in cards or cid in PLACES:
            raise ContentError(CHARACTER_FILE, f"character {cid!r}.id", "the id is used twice")
        characters[cid], sources[cid] = character, spec
    check_decks(cards)
    return cards, characters, sources


CARDS: dict[str, Card]
CHARACTERS: dict[str, Character]
SOURCES: dict[str, Any]
CARDS, CHARACTERS, SOURCES = _load()


def deck_list(deck: str) -> list[str]:
    """Every copy of one deck's cards, in catalogue order."""
    return [f"{c.id}#{n}" for c in CARDS.values() if c.deck == deck
            for n in range(1, c.copies + 1)]


def card_of(card: str) -> Card:
    return CARDS[card_id(card)]


def name_of(thing: str) -> str:
    """A card copy, character or place as players name it."""
    cid = card_id(thing)
    if cid in CARDS:
        return CARDS[cid].name
    if cid in CHARACTERS:
        return CHARACTERS[cid].name
    return PLACES[cid].name if cid in PLACES else thing


def effects_at(ref: list[Any]) -> Any:
    """What a reference points at: ``["first_aid", "effects"]`` -> that list of ops."""
    node: Any = PLACES[ref[0]] if ref[0] in PLACES else SOURCES[ref[0]]
    for key in ref[1:]:
        node = node[key] if isinstance(key, int) else getattr(node, key)
    return node


@cache
def hooks_of(deck: str) -> frozenset[str]:
    """The hooks at which some card of a hand deck may be played (public knowledge)."""
    return frozenset(c.hook for c in CARDS.values() if c.deck == deck)
