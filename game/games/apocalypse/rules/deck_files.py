"""The shapes of The Apocalypse's deck files, and reading them card by card.

Each deck file is ``{"about": ..., "cards": [...]}``; every card is converted on
its own by its deck's schema (``SCHEMAS``), so a problem names the file, the card
and the field: ``levels/apocalypse/plan.json: cards[3] (pilgrimage).effects[0].n:
expected int, got str``. Places named in effects are checked against the map.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from msgspec import field as schema_field

from game.core.errors import ContentError
from game.core.schema import Natural, Positive, Schema, SchemaError, convert
from game.games.apocalypse.rules.language import (
    OPS,
    Effect,
    Mod,
    MustTravel,
    On,
    Timing,
    Travel,
    Use,
    walk_value,
)
from game.games.apocalypse.rules.vocabulary import LOCATION_KINDS, Cond, ItemTrait, UnknownTrait
from game.games.apocalypse.rules.world import PLACES

#: ``fail(field, problem)``: the ContentError naming the file and the card.
Fail = Callable[[str, str], ContentError]

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


def _check_places(spec: Any, fail: Fail) -> None:
    """Places named inside effects and conditions exist."""
    for item in walk_value(spec):
        if isinstance(item, Travel | MustTravel) and item.to not in (
                *PLACES, "choose", "catastrophe", "random"):
            raise fail("effects", f"{item.to!r} is not a place to travel to")
        if isinstance(item, Cond) and item.location is not None and item.location not in (
                *PLACES, *LOCATION_KINDS):
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


def read_records(file: str, items: list[dict[str, Any]], schema: type[Schema], field_name: str,
                 ) -> list[tuple[Any, Fail]]:
    """Each record converted by ``schema``, with a ``fail`` naming its file and card."""
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
