"""Every printed thing of The Apocalypse as data: characters and the ten decks.

Loaded once from ``levels/apocalypse/*.json`` into schemas (one per deck)
written in the effect language (``language.py``); a broken card fails at
start-up naming its file, card and field, e.g.
``levels/apocalypse/good_luck.json: cards[0] (first_aid).effects[0].n: expected int, got str``.
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
from typing import Any, Literal

from msgspec import field as schema_field

from game.core.content import load_content
from game.core.errors import ContentError
from game.core.schema import Natural, Positive, Schema, SchemaError, convert
from game.games.apocalypse.rules.language import (
    DECKS,
    OPS,
    Cond,
    Effect,
    ItemTrait,
    Mod,
    MustTravel,
    On,
    Timing,
    Travel,
    UnknownTrait,
    Use,
    walk,
    walk_value,
)
from game.games.apocalypse.rules.world import CITIES, EXOTIC, PLACES

#: deck -> its file under levels/apocalypse
DECK_FILES: dict[str, str] = {deck: f"levels/apocalypse/{deck}.json" for deck in DECKS}
CHARACTER_FILE = "levels/apocalypse/characters.json"

# The files' shapes.


class WhereSpec(Schema, kw_only=True):
    """Where an Adventure can be played (the line at the bottom of the card)."""

    kind: Literal["city", "field"]
    only: list[str] = schema_field(default_factory=list)
    not_: list[str] = schema_field(default_factory=list, name="not")


class PowersSpec(Schema, kw_only=True):
    modifiers: list[Mod] = schema_field(default_factory=list)
    triggers: list[On] = schema_field(default_factory=list)
    uses: list[Use] = schema_field(default_factory=list)


class LuckCard(Schema, kw_only=True):
    """A Good Luck or Bad Luck card (an Adventure if ``adventure`` is given)."""

    id: str
    name: str
    text: str
    effects: list[Effect]
    copies: Positive = 1
    timing: Timing | None = None
    adventure: WhereSpec | None = None
    catastrophe: bool = False
    xp: Natural = 0


class PlanCard(Schema, kw_only=True):
    id: str
    name: str
    text: str
    visit: list[str]
    effects: list[Effect]
    timing: Timing | None = None
    adventure: WhereSpec | None = None
    xp: Natural = 0


class SkillCard(PowersSpec, kw_only=True):
    id: str
    name: str
    text: str
    cost: Positive
    xp: Natural


class RareItemCard(PowersSpec, kw_only=True):
    id: str
    name: str
    text: str
    traits: tuple[ItemTrait, ItemTrait]
    xp: Natural


class UnknownCard(Schema, kw_only=True):
    id: str
    name: str
    text: str
    trait: UnknownTrait
    xp: Natural
    effects: list[Effect]


class ArtifactCard(Schema, kw_only=True):
    id: str
    name: str
    text: str
    xp: Natural
    found: list[Effect] | None = None
    continuous: PowersSpec = schema_field(default_factory=PowersSpec)
    unknown: PowersSpec = schema_field(default_factory=PowersSpec)


class ObstacleCard(Schema, kw_only=True):
    id: str
    name: str
    text: str
    effects: list[Effect]
    copies: Positive = 1


class AdventureCard(Schema, kw_only=True):
    id: str
    name: str
    text: str
    traits: list[str]
    adventure: WhereSpec
    effects: list[Effect]
    xp: Natural = 0


class Abilities(Schema):
    action: Natural
    scholar: Natural
    mystic: Natural


class CharacterEntry(PowersSpec, kw_only=True):
    id: str
    name: str
    title: str
    abilities: Abilities
    text: str
    setup: list[Effect] = schema_field(default_factory=list)


class DeckFile(Schema):
    about: str
    cards: list[dict[str, Any]]  # each converted by its deck's schema, to name the card


class CharacterFile(Schema):
    about: str
    characters: list[dict[str, Any]]


SCHEMAS: dict[str, type[Schema]] = {
    "good_luck": LuckCard, "bad_luck": LuckCard, "plan": PlanCard, "skill": SkillCard,
    "rare_item": RareItemCard, "unknown": UnknownCard, "artifact": ArtifactCard,
    "obstacle": ObstacleCard, "city_adventure": AdventureCard,
    "field_adventure": AdventureCard,
}

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


def _where(spec: WhereSpec | None, fail: Any) -> Where | None:
    if spec is None:
        return None
    allowed = ("western", "exotic", *CITIES) if spec.kind == "city" else EXOTIC
    for key, names in (("only", spec.only), ("not", spec.not_)):
        for name in names:
            if name not in allowed:
                raise fail(f"adventure.{key}", f"{name!r} is not one of: {', '.join(allowed)}")
    return Where(spec.kind, tuple(spec.only), tuple(spec.not_))


def _card(deck: str, spec: Any, fail: Any) -> Card:
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


def _check_places(spec: Any, fail: Any) -> None:
    """Places named inside effects and conditions exist."""
    for item in walk_value(spec):
        if isinstance(item, Travel | MustTravel) and item.to not in (
                *PLACES, "choose", "catastrophe", "random"):
            raise fail("effects", f"{item.to!r} is not a place to travel to")
        if isinstance(item, Cond) and item.location is not None and item.location not in (
                *PLACES, "western", "exotic", "city", "field", "unknown", "marked"):
            raise fail("effects", f"location {item.location!r} is not a place or a kind of place")


def _explain(raw: Any, error: SchemaError) -> str:
    """msgspec's problem in the card's words (which ops and fields exist)."""
    if error.problem.startswith("invalid value") and error.field.endswith(".op"):
        return f"{error.problem.removeprefix('invalid value ')} is not an op; ops: {', '.join(OPS)}"
    if error.problem.endswith("expected one of: "):
        where: Any = raw
        for part in error.field.replace("[", ".").replace("]", "").split(".")[:-1]:
            if part == "":
                continue
            where = where[int(part)] if isinstance(where, list) else where.get(part, {})
        op = OPS.get(where.get("op", "")) if isinstance(where, dict) else None
        if op is not None:
            names = [f.encode_name for f in op.__struct_fields_info__()] if hasattr(
                op, "__struct_fields_info__") else list(op.__struct_encode_fields__)
            return error.problem + ", ".join(["op", *names])
    return error.problem


def _read(file: str, items: list[dict[str, Any]], schema: type[Schema], field_name: str,
          ) -> list[tuple[Any, Any]]:
    """Each item converted, with a ``fail(field, problem)`` that names file and card."""
    out = []
    for i, raw in enumerate(items):
        name = raw.get("id", "?") if isinstance(raw, dict) else "?"

        def fail(where: str, problem: str, i: int = i, name: str = name) -> ContentError:
            return ContentError(file, f"{field_name}[{i}] ({name}).{where}", problem)

        try:
            spec = convert(raw, schema)
        except SchemaError as exc:
            raise fail(exc.field or "(card)", _explain(raw, exc)) from None
        _check_places(spec, fail)
        out.append((spec, fail))
    return out


def read_deck(deck: str, file: str | None = None) -> dict[str, tuple[Card, Any]]:
    """One deck's cards by id, each with its schema record (for ``effects_at``)."""
    file = file or DECK_FILES[deck]
    cards: dict[str, tuple[Card, Any]] = {}
    for spec, fail in _read(file, load_content(file, DeckFile).cards, SCHEMAS[deck], "cards"):
        if spec.id in cards:
            raise fail("id", f"{spec.id!r} is listed twice")
        cards[spec.id] = (_card(deck, spec, fail), spec)
    return cards


def read_characters(file: str = CHARACTER_FILE) -> dict[str, tuple[Character, Any]]:
    out: dict[str, tuple[Character, Any]] = {}
    for spec, fail in _read(file, load_content(file, CharacterFile).characters,
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


def all_ops() -> dict[str, list[str]]:
    """Every op the decks use, with the cards that use it (for coverage reports)."""
    out: dict[str, list[str]] = {}
    for cid, spec in SOURCES.items():
        for item in walk_value(spec):
            if not isinstance(item, Cond):
                out.setdefault(type(item).__struct_config__.tag, []).append(cid)
    for place in PLACES.values():
        for item in walk(list(place.free_time)):
            if not isinstance(item, Cond):
                out.setdefault(type(item).__struct_config__.tag, []).append(place.id)
    return out
