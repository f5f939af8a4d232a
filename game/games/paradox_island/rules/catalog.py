"""Paradox Island's printed content: characters, anomaly tokens, power tokens.

Loaded once from ``levels/paradox_island/*.json`` and checked; a bad file
fails at start-up naming its file and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal, get_args

from game.core.content import by_id, load_content
from game.core.errors import ContentError
from game.core.schema import Invalid, Meta, Natural, Positive, Schema
from game.games.paradox_island.rules.island import FRUITS, Fruit

Timing = Literal["own_turn", "any_turn"]
Mission = Literal["anomalies", "corners", "scares", "fruits", "portals_oracles", "mirages_knots"]
ExtraKind = Literal["energy", "health", "action"]
AnomalyEffect = Literal[
    "health", "energy", "fruit", "rock", "bush", "wave", "to_fruit", "to_lake", "shove", "fork",
]
TIMINGS: tuple[str, ...] = get_args(Timing)
MISSIONS: tuple[str, ...] = get_args(Mission)
EXTRA_KINDS: tuple[str, ...] = get_args(ExtraKind)
ANOMALY_EFFECTS: tuple[str, ...] = get_args(AnomalyEffect)


class Bonus(Schema):
    """One bonus of a character board: fed by fruits, or by palm-tree ``boxes`` (Hempel)."""

    id: str
    timing: Timing
    text: str
    fruits: tuple[Fruit, ...] = ()
    boxes: Positive = 0  # 0: fed by fruits

    def __post_init__(self) -> None:
        if not self.fruits and not self.boxes:
            raise Invalid("fruits", "a bonus needs fruits or palm-tree boxes")


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    health: int
    energy: int
    jump: int
    mission: str
    mission_count: int
    mission_text: str
    bonuses: tuple[Bonus, ...]

    @property
    def pooled(self) -> bool:
        """Granddead's points are one pool: energy used as health."""
        return self.energy == 0

    def bonus_for(self, fruit: str) -> Bonus | None:
        return next((b for b in self.bonuses if fruit in b.fruits), None)


class AnomalyToken(Schema):
    id: str
    effect: AnomalyEffect
    text: str


class PowerToken(Schema):
    id: str
    name: str
    source: str
    text: str


# The files' shapes, where they differ from the things above.


class MissionEntry(Schema):
    kind: Mission
    count: Positive
    text: str


class CharacterEntry(Schema):
    id: str
    name: str
    health: Positive
    energy: Natural
    jump: Annotated[int, Meta(ge=1, le=2)]
    mission: MissionEntry
    bonuses: list[Bonus]

    def __post_init__(self) -> None:
        fed = sorted(f for b in self.bonuses for f in b.fruits)
        if fed and fed != sorted(FRUITS):
            raise Invalid("bonuses", "the three bonuses must share out all 7 fruits")


class CharactersFile(Schema):
    extra_boxes: list[ExtraKind]
    characters: list[CharacterEntry]
    about: str = ""


class AnomaliesFile(Schema):
    tokens: list[AnomalyToken]
    about: str = ""


class PowerTokensFile(Schema):
    tokens: list[PowerToken]
    about: str = ""


def read_characters(file: str) -> tuple[dict[str, Character], tuple[str, ...]]:
    """The characters by id, and Theseus' additional bonuses left to right."""
    loaded = load_content(file, CharactersFile)
    entries = by_id(file, "characters", loaded.characters)
    chars = {
        cid: Character(cid, c.name, c.health, c.energy, c.jump, c.mission.kind, c.mission.count,
                       c.mission.text, tuple(c.bonuses))
        for cid, c in entries.items()
    }
    return chars, tuple(loaded.extra_boxes)


def read_anomalies(file: str) -> dict[str, AnomalyToken]:
    """The 10 anomaly tokens by id."""
    tokens = by_id(file, "tokens", load_content(file, AnomaliesFile).tokens)
    if len(tokens) != 10:
        raise ContentError(file, "tokens", "there are 10 anomaly tokens")
    return tokens


def read_power_tokens(file: str) -> dict[str, PowerToken]:
    """The 12 power tokens by id."""
    tokens = by_id(file, "tokens", load_content(file, PowerTokensFile).tokens)
    if len(tokens) != 12:
        raise ContentError(file, "tokens", "there are 12 power tokens")
    return tokens


@cache
def _characters() -> tuple[dict[str, Character], tuple[str, ...]]:
    return read_characters("levels/paradox_island/characters.json")


def characters() -> dict[str, Character]:
    return _characters()[0]


def extra_boxes() -> tuple[str, ...]:
    """Theseus' additional bonuses, left to right."""
    return _characters()[1]


@cache
def anomaly_catalog() -> dict[str, AnomalyToken]:
    """Anomaly token id -> the token as printed."""
    return read_anomalies("levels/paradox_island/anomalies.json")


@cache
def anomaly_tokens() -> dict[str, str]:
    """Anomaly token id -> its effect."""
    return {tid: token.effect for tid, token in anomaly_catalog().items()}


@cache
def power_catalog() -> dict[str, PowerToken]:
    """Power token id -> the token as printed."""
    return read_power_tokens("levels/paradox_island/power_tokens.json")


@cache
def power_tokens() -> dict[str, str]:
    """Power token id -> its name."""
    return {tid: token.name for tid, token in power_catalog().items()}
