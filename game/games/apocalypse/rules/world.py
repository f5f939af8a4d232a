"""The world map of The Apocalypse, loaded from ``levels/apocalypse/world.json``.

Every place a pawn can stand is a ``Place`` with an id: a Western City
(``"london"``, numbered 2-12 for a two-dice roll), an Exotic City
(``"cairo"``), one of an Exotic City's four Expedition Fields
(``"cairo_3"``, numbered 1-4) or The Unknown (``"unknown"``).

>>> PLACES["cairo_3"].number, PLACES["cairo_3"].city
(3, 'cairo')
>>> WESTERN_BY_NUMBER[5]
'london'
>>> PLACES["london"].research, PLACES["cairo"].research
('research', 'equipment')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated

from game.core.content import HexPair, load_content
from game.core.errors import ContentError
from game.core.hexgrid import Hex
from game.core.schema import Meta, Schema
from game.games.apocalypse.rules.language import Effect

WORLD_FILE = "levels/apocalypse/world.json"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Place:
    """A city, a field or The Unknown: where it lies and what it gives."""

    id: str
    name: str
    kind: str  # "western", "exotic", "field" or "unknown"
    hex: Hex
    number: int = 0  # a Western City's 2-12, a Field's 1-4
    city: str = ""  # the Exotic City a Field belongs to
    research: str = ""  # the Research step's token ("research" or "equipment")
    free_time: tuple[Effect, ...] = ()  # the Free Time reward, as effects

    @property
    def is_city(self) -> bool:
        return self.kind in ("western", "exotic")


# The file's shape.


class FieldEntry(Schema):
    number: Annotated[int, Meta(ge=1, le=4)]
    hex: HexPair


class WesternEntry(Schema):
    id: str
    name: str
    number: Annotated[int, Meta(ge=2, le=12)]
    hex: HexPair
    free_time: list[Effect]


class ExoticEntry(Schema):
    id: str
    name: str
    hex: HexPair
    free_time: list[Effect]
    fields: list[FieldEntry]


class UnknownEntry(Schema):
    id: str
    name: str
    hex: HexPair


class WorldFile(Schema):
    about: str
    western: list[WesternEntry]
    exotic: list[ExoticEntry]
    unknown: UnknownEntry


def read_world(file: str = WORLD_FILE) -> dict[str, Place]:
    """Every place by id; a bad file names the file and the field."""
    world = load_content(file, WorldFile)
    places: dict[str, Place] = {}

    def add(place: Place, where: str) -> None:
        if place.id in places:
            raise ContentError(file, f"{where}.id", f"{place.id!r} is listed twice")
        if any(p.hex == place.hex for p in places.values()):
            raise ContentError(file, f"{where}.hex", f"{list(place.hex.to_json())} is taken twice")
        places[place.id] = place

    for i, w in enumerate(world.western):
        add(Place(w.id, w.name, "western", Hex(*w.hex), w.number, research="research",
                  free_time=tuple(w.free_time)), f"western[{i}]")
    if sorted(w.number for w in world.western) != list(range(2, 13)):
        raise ContentError(file, "western", "the Western Cities are numbered 2 to 12, each once")
    for i, x in enumerate(world.exotic):
        add(Place(x.id, x.name, "exotic", Hex(*x.hex), research="equipment",
                  free_time=tuple(x.free_time)), f"exotic[{i}]")
        if sorted(f.number for f in x.fields) != [1, 2, 3, 4]:
            raise ContentError(file, f"exotic[{i}].fields",
                               "an Exotic City has four Fields numbered 1 to 4")
        chain = Hex(*x.hex)
        for j, f in enumerate(sorted(x.fields, key=lambda f: f.number)):
            here = Hex(*f.hex)
            if here.distance(chain) != 1:
                raise ContentError(file, f"exotic[{i}].fields[{j}].hex",
                                   "a Field touches the one before it (the first, its city)")
            chain = here
            add(Place(f"{x.id}_{f.number}", f"{x.name} +{f.number}", "field", here,
                      number=f.number, city=x.id), f"exotic[{i}].fields[{j}]")
    u = world.unknown
    if u.id != UNKNOWN:
        raise ContentError(file, "unknown.id", f"must be {UNKNOWN!r}")
    add(Place(UNKNOWN, u.name, "unknown", Hex(*u.hex)), "unknown")
    return places


@cache
def _load() -> dict[str, Place]:
    return read_world()


PLACES: dict[str, Place] = _load()
CITIES: tuple[str, ...] = tuple(p.id for p in PLACES.values() if p.is_city)
WESTERN: tuple[str, ...] = tuple(p.id for p in PLACES.values() if p.kind == "western")
EXOTIC: tuple[str, ...] = tuple(p.id for p in PLACES.values() if p.kind == "exotic")
FIELDS: tuple[str, ...] = tuple(p.id for p in PLACES.values() if p.kind == "field")
WESTERN_BY_NUMBER: dict[int, str] = {PLACES[c].number: c for c in WESTERN}
