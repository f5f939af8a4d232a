"""The Now's printed things as data: event cards, artifacts, items, colours, numbers.

Loaded once from ``levels/the_now`` into schemas (``game.core.schema``); a bad
file raises ``ContentError`` naming the file and the field, e.g.
``levels/the_now/events.json: deck[3].links[1].type: 'cure' is not one of: 'cause', 'hindrance'``.

>>> CARDS["the_origin"].centre
'neutral'
>>> ARTIFACTS["tangle_of_fates"].group
'events'
>>> artifact_kind("collector_module#2")
'collector_module'
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from msgspec import field

from game.core.content import by_id, load_content
from game.core.errors import ContentError
from game.core.schema import Invalid, Meta, Natural, Positive, Schema

LinkType = Literal["cause", "hindrance"]
LinkDir = Literal["forward", "backward"]
Centre = Literal["gain", "lose", "neutral"]
Flexible = Literal["attacking", "supporting", "logistic"]
Group = Literal["movement", "energy", "events"]
ArtifactId = Literal["collapse_generator", "hole_in_the_box", "lachesis_needle",
                     "symmetrical_stabilizer", "collector_module", "tangle_of_fates"]
ItemId = Literal["energy_gun", "shield_generator", "accelerator", "kinetic_storage",
                 "link_amplifier"]
Edge = Annotated[int, Meta(ge=0, le=5)]
Ring = Annotated[int, Meta(ge=1, le=4)]
FLEX_ARC = "?"
GROUPS: tuple[str, ...] = get_args(Group)
ITEM_IDS: tuple[str, ...] = get_args(ItemId)

#: The numbers each artifact needs beside id, name, group and copies.
ARTIFACT_NUMBERS: dict[str, tuple[str, ...]] = {
    "collapse_generator": ("charges",),
    "hole_in_the_box": ("borrow_per_turn", "max_anticharge", "scale"),
    "lachesis_needle": ("pairs", "reach"),
    "symmetrical_stabilizer": ("charges", "impact"),
    "collector_module": ("charges", "least", "most"),
    "tangle_of_fates": ("tokens", "owner_tokens", "fee"),
}
#: The numbers each item level needs beside its price.
ITEM_NUMBERS: dict[str, tuple[str, ...]] = {
    "energy_gun": ("damage", "expense"),
    "shield_generator": ("defense",),
    "accelerator": ("speed",),
    "kinetic_storage": ("capacity",),
    "link_amplifier": ("charges", "per_turn", "max_strength"),
}


class Link(Schema):
    """A link printed on one edge of a card (edge 0-5, as the field's directions)."""

    edge: Edge
    type: LinkType
    dir: LinkDir


class EventCard(Schema, kw_only=True):
    """An event card. ``yes``/``no``: the colour on the check arc (scores when the event
    occurs) and the cross arc (scores when it does not); "?" flexible, None empty."""

    id: str
    name: str
    centre: Centre
    yes: str | None
    no: str | None
    points: Annotated[int, Meta(ge=1, le=5)]
    bonus: Annotated[int, Meta(ge=0, le=5)]
    artifact: bool
    links: tuple[Link, ...]
    radii: tuple[Ring, ...] = (1, 2, 3, 4)
    not_now: bool = False
    flexible: Flexible | None = None
    owner: str | None = None  # the colour dot on a starting card's back

    def __post_init__(self) -> None:
        edges = [link.edge for link in self.links]
        if len(set(edges)) != len(edges):
            raise Invalid("links", "an edge carries two links")
        if not self.radii:
            raise Invalid("radii", "a card needs at least one ring it may be organized on")
        if self.centre == "neutral" and (self.yes or self.no):
            raise Invalid("yes", "a grey card changes nobody's points, so it has no arcs")
        if self.centre != "neutral" and not (self.yes or self.no):
            raise Invalid("yes", "a card that changes points needs at least one arc")
        if (FLEX_ARC in (self.yes, self.no)) != (self.flexible in ("attacking", "supporting")):
            raise Invalid("flexible", "only the Attacking and Supporting events have ? arcs")
        if self.flexible == "logistic" and self.links:
            raise Invalid("links", "the Logistic event's links are laid by its organizer")


class TensionStep(Schema):
    """Anti-charge from..to (inclusive) raises the tension by ``rise`` at the turn's end."""

    start: Natural = field(name="from")
    end: Natural = field(name="to")
    rise: Natural


class ArtifactEntry(Schema, kw_only=True):
    id: ArtifactId
    name: str
    group: Group
    copies: Positive
    charges: Natural | None = None
    borrow_per_turn: Natural | None = None
    max_anticharge: Natural | None = None
    scale: Natural | None = None
    tension: tuple[TensionStep, ...] = ()
    pairs: Natural | None = None
    reach: Natural | None = None
    impact: Natural | None = None
    least: Natural | None = None
    most: Natural | None = None
    tokens: Natural | None = None
    owner_tokens: Natural | None = None
    fee: Natural | None = None
    symbols: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ARTIFACT_NUMBERS[self.id]:
            if getattr(self, name) is None:
                raise Invalid(name, f"the {self.name} needs its {name.replace('_', ' ')}")
        if self.id == "hole_in_the_box":
            expected = 0
            for step in self.tension:
                if step.start != expected or step.end < step.start:
                    raise Invalid("tension", "intervals must cover the anti-charge from 0 "
                                  "without gaps")
                expected = step.end + 1
            if expected != (self.max_anticharge or 0) + 1:
                raise Invalid("tension", "intervals must end at the maximum anti-charge")
        if self.id == "tangle_of_fates" and len(self.symbols) != self.copies:
            raise Invalid("symbols", "each Tangle of Fates needs its own symbol")

    def number(self, name: str) -> int:
        value = getattr(self, name)
        assert isinstance(value, int), name
        return value

    def rise(self, anticharge: int) -> int:
        """How far the tension moves at the end of a turn with this anti-charge."""
        return next(s.rise for s in self.tension if s.start <= anticharge <= s.end)


Artifact = ArtifactEntry


class ItemLevel(Schema, kw_only=True):
    price: Positive
    damage: Natural | None = None
    expense: Natural | None = None
    defense: Natural | None = None
    speed: Natural | None = None
    capacity: Natural | None = None
    charges: Natural | None = None
    per_turn: Natural | None = None
    max_strength: Natural | None = None

    def number(self, name: str) -> int:
        value = getattr(self, name)
        assert isinstance(value, int), name
        return value


class Item(Schema):
    id: ItemId
    name: str
    levels: tuple[ItemLevel, ...]

    def __post_init__(self) -> None:
        if not self.levels:
            raise Invalid("levels", "an item needs at least one level")
        for level in self.levels:
            for name in ITEM_NUMBERS[self.id]:
                if getattr(level, name) is None:
                    raise Invalid("levels", f"every level of the {self.name} needs {name}")


class Colour(Schema):
    id: str
    name: str
    faction: str


class ColoursFile(Schema):
    colours: list[Colour]
    balanced: dict[str, tuple[str, ...]]
    about: str = ""


class EventsFile(Schema):
    origin: EventCard
    starting: list[EventCard]
    deck: list[EventCard]
    about: str = ""


class ArtifactsFile(Schema):
    artifacts: list[ArtifactEntry]
    about: str = ""


class ItemsFile(Schema):
    items: list[Item]
    about: str = ""


class Cost(Schema, kw_only=True):
    activity_units: Natural = 0
    energy: Natural = 0
    impact: Natural = 0


class LinkNumbers(Schema):
    strength: Positive
    max_strength: Positive


class LogisticNumbers(Schema):
    max_total: Positive
    max_link: Positive
    min_backward: Natural


class Numbers(Schema):
    """The numbers of setup and of a turn (``levels/the_now/numbers.json``)."""

    starting_energy: Positive
    hand_size: Positive
    draw: Positive
    draw_with_three_players: Positive
    replacement_draw: Positive
    activity_units: Positive
    base_speed: Positive
    move_cost: Natural
    organize: Cost
    extraction_per_radius: Natural
    extraction: Cost
    weak_impact: Cost
    strong_impact: Cost
    impacts_per_turn: Positive
    discharge: Natural
    link: LinkNumbers
    logistic: LogisticNumbers
    about: str = ""


def artifact_kind(copy: str) -> str:
    """The artifact id of a card copy: ``"lachesis_needle#1"`` -> ``"lachesis_needle"``."""
    return copy.partition("#")[0]


def read_colours(file: str) -> tuple[dict[str, Colour], dict[int, tuple[str, ...]]]:
    """The five colours by id, and the colours dealt by default per player count."""
    loaded = load_content(file, ColoursFile)
    colours = by_id(file, "colours", loaded.colours)
    if len(colours) != 5:
        raise ContentError(file, "colours", "The Now has five colours")
    balanced = {}
    for count in (3, 4, 5):
        chosen = loaded.balanced.get(str(count))
        if chosen is None:
            raise ContentError(file, f"balanced.{count}", "is missing")
        if len(chosen) != count or len(set(chosen)) != count or not set(chosen) <= set(colours):
            raise ContentError(file, f"balanced.{count}", f"needs {count} different colours")
        balanced[count] = chosen
    return colours, balanced


def _check_colours(file: str, where: str, card: EventCard, colours: dict[str, Colour]) -> None:
    for arc in ("yes", "no", "owner"):
        value = getattr(card, arc)
        if value not in (None, FLEX_ARC, *colours):
            raise ContentError(file, f"{where}.{arc}", f"{value!r} is not a colour")


def read_events(file: str, colours: dict[str, Colour]) -> tuple[EventCard, dict[str, EventCard],
                                                                 dict[str, EventCard]]:
    """The Origin printed on the field, the starting events and the deck, by id."""
    loaded = load_content(file, EventsFile)
    starting = by_id(file, "starting", loaded.starting)
    deck = by_id(file, "deck", loaded.deck)
    _check_colours(file, "origin", loaded.origin, colours)
    for i, card in enumerate(loaded.starting):
        _check_colours(file, f"starting[{i}]", card, colours)
        if card.owner is None:
            raise ContentError(file, f"starting[{i}].owner", "a starting card shows its colour")
    for i, card in enumerate(loaded.deck):
        _check_colours(file, f"deck[{i}]", card, colours)
        if card.id in starting or card.id == loaded.origin.id:
            raise ContentError(file, f"deck[{i}].id", f"{card.id!r} is listed twice")
        if card.owner or card.flexible:
            raise ContentError(file, f"deck[{i}].owner", "deck cards have plain backs and arcs")
    for colour in colours:
        kinds = sorted(c.flexible or "plain" for c in starting.values() if c.owner == colour)
        if kinds != ["attacking", "logistic", "plain", "plain", "supporting"]:
            raise ContentError(file, "starting", f"{colour} needs Attacking, Supporting, "
                               f"Logistic and two plain starting events, has {kinds}")
    return loaded.origin, starting, deck


def read_artifacts(file: str) -> dict[str, Artifact]:
    artifacts = by_id(file, "artifacts", load_content(file, ArtifactsFile).artifacts)
    missing = set(ARTIFACT_NUMBERS) - set(artifacts)
    if missing:
        raise ContentError(file, "artifacts", f"missing: {', '.join(sorted(missing))}")
    if [a.id for a in artifacts.values() if a.group == "movement"] != ["collapse_generator"]:
        raise ContentError(file, "artifacts", "the Collapse Generator is the only Movement "
                           "artifact")
    return artifacts


def read_items(file: str) -> dict[str, Item]:
    items = by_id(file, "items", load_content(file, ItemsFile).items)
    missing = set(ITEM_IDS) - set(items)
    if missing:
        raise ContentError(file, "items", f"missing: {', '.join(sorted(missing))}")
    return items


COLOURS, BALANCED = read_colours("levels/the_now/colours.json")
ORIGIN_CARD, STARTING, DECK = read_events("levels/the_now/events.json", COLOURS)
ARTIFACTS = read_artifacts("levels/the_now/artifacts.json")
ITEMS = read_items("levels/the_now/items.json")
NUMBERS = load_content("levels/the_now/numbers.json", Numbers)
#: Every event card by id: the Origin printed on the field, starting cards, the deck.
CARDS: dict[str, EventCard] = {ORIGIN_CARD.id: ORIGIN_CARD, **STARTING, **DECK}


def artifact_copies() -> list[str]:
    """Every artifact card of the deck, in catalogue order (``"tangle_of_fates#2"``)."""
    return [f"{a.id}#{n}" for a in ARTIFACTS.values() for n in range(1, a.copies + 1)]


def starting_cards(colour: str) -> list[str]:
    """The five starting events of a colour, in catalogue order."""
    return [c.id for c in STARTING.values() if c.owner == colour]
