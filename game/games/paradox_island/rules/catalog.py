"""Paradox Island's printed content: characters, anomaly tokens, power tokens.

Loaded once from ``levels/paradox_island/*.json`` and checked; a bad file
fails at start-up naming its file and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.content import load_content
from game.games.paradox_island.rules.island import FRUITS

TIMINGS = ("own_turn", "any_turn")
MISSIONS = ("anomalies", "corners", "scares", "fruits", "portals_oracles", "mirages_knots")
EXTRA_KINDS = ("energy", "health", "action")
ANOMALY_EFFECTS = (
    "health", "energy", "fruit", "rock", "bush", "wave", "to_fruit", "to_lake", "shove", "fork",
)


@dataclass(frozen=True)
class Bonus:
    """One fruit bonus of a character board."""

    id: str
    fruits: tuple[str, ...]
    timing: str
    text: str
    boxes: int = 0


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


@cache
def characters() -> dict[str, Character]:
    root = load_content("levels/paradox_island/characters.json")
    out: dict[str, Character] = {}
    for node in root.items("characters"):
        mission = node.child("mission")
        bonuses = []
        for b in node.items("bonuses"):
            fruits = tuple(b.str_list("fruits", FRUITS)) if b.has("fruits") else ()
            boxes = b.int("boxes", minimum=1) if b.has("boxes") else 0
            if not fruits and not boxes:
                raise b.fail("a bonus needs fruits or palm-tree boxes")
            bonuses.append(Bonus(b.str("id"), fruits, b.str("timing", TIMINGS), b.str("text"),
                                 boxes))
        fed = sorted(f for b in bonuses for f in b.fruits)
        if fed and fed != sorted(FRUITS):
            raise node.fail("the three bonuses must share out all 7 fruits", "bonuses")
        cid = node.str("id")
        out[cid] = Character(
            cid, node.str("name"), node.int("health", minimum=1), node.int("energy", minimum=0),
            node.int("jump", minimum=1, maximum=2), mission.str("kind", MISSIONS),
            mission.int("count", minimum=1), mission.str("text"), tuple(bonuses),
        )
    return out


@cache
def extra_boxes() -> tuple[str, ...]:
    """Theseus' additional bonuses, left to right."""
    root = load_content("levels/paradox_island/characters.json")
    return tuple(root.str_list("extra_boxes", EXTRA_KINDS))


@cache
def anomaly_tokens() -> dict[str, str]:
    """Anomaly token id -> its effect."""
    root = load_content("levels/paradox_island/anomalies.json")
    tokens = {t.str("id"): t.str("effect", ANOMALY_EFFECTS) for t in root.items("tokens")}
    if len(tokens) != 10:
        raise root.fail("there are 10 anomaly tokens", "tokens")
    return tokens


@cache
def power_tokens() -> dict[str, str]:
    """Power token id -> its name."""
    root = load_content("levels/paradox_island/power_tokens.json")
    tokens = {t.str("id"): t.str("name") for t in root.items("tokens")}
    if len(tokens) != 12:
        raise root.fail("there are 12 power tokens", "tokens")
    return tokens
