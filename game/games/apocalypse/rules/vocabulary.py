"""The words of the effect language: abilities, Personalities, decks, traits, the
moments cards are played at (hooks), and conditions.

A condition (``Cond``) is an object with one key - ``{"personality": "bastard"}``,
``{"location": "western"}``, ``{"not": {...}}`` - checked when the decks load; a
``count`` also takes ``min`` and/or ``max``.

>>> from game.core.schema import convert
>>> convert({"count": "research", "min": 2}, Cond).kind()
'count'
>>> PERSONALITY_PAIRS[2]
('saint', 'bastard')
"""

from __future__ import annotations

from typing import Literal, get_args

from msgspec import field

from game.core.schema import Invalid, Schema

Ability = Literal["action", "scholar", "mystic"]
ABILITIES: tuple[str, ...] = get_args(Ability)
ABILITY_NAMES = {"action": "Action Hero", "scholar": "Scholar", "mystic": "Mystic"}
Personality = Literal[
    "passionate", "cold_blooded", "talkative", "antisocial", "saint", "bastard",
    "perfectionist", "impatient",
]
PERSONALITIES: tuple[str, ...] = get_args(Personality)
#: The four double-sided tokens: a character never shows both sides of one.
PERSONALITY_PAIRS: tuple[tuple[str, str], ...] = tuple(
    (PERSONALITIES[i], PERSONALITIES[i + 1]) for i in range(0, 8, 2))
Token = Literal["research", "equipment", "skill", "xp"]
HandDeck = Literal["good_luck", "bad_luck", "skill", "plan"]
HAND_DECKS: tuple[str, ...] = get_args(HandDeck)
Deck = Literal[
    "good_luck", "bad_luck", "skill", "plan", "rare_item", "unknown", "artifact", "obstacle",
    "city_adventure", "field_adventure",
]
DECKS: tuple[str, ...] = get_args(Deck)
ItemTrait = Literal["ancient", "treasure", "charm", "alteration", "high_tech", "social"]
UnknownTrait = Literal["sorrow", "madness", "flesh", "void", "fire", "time", "memory"]

#: When a card may be played or used (its italic line). Own-turn hooks are
#: offered in the player's own step menus; the others open reaction windows.
Hook = Literal[
    "turn_start",           # the start of your turn (your first step of the turn)
    "travel",               # your Travel step, before you move
    "travel_end",           # the end of a player's Travel step
    "unknown",              # a player's Unknown step, before he faces a card
    "research",             # a player's Research step, before the reward
    "free_time",            # your Free Time step
    "expedition",           # your Expedition step, before you decide to roll
    "expedition_roll",      # an Expedition roll is about to be made
    "refresh",              # your Refresh step
    "turn_end",             # the end of a player's turn
    "check_before_roll",    # an ability check: the ability is chosen, the dice not rolled
    "check_after_rerolls",  # an ability check: rerolling is over
    "check_done",           # an ability check's effects are over
    "good_luck_played",     # a Good Luck card was just played (before it acts)
    "bad_luck_played",      # a Bad Luck card was just played on you (before it acts)
    "two_dice_roll",        # you are about to roll two dice outside an ability check
    "after_roll",           # you have just rolled outside an ability check or expedition
    "discarding",           # you are discarding cards from your hand
    "any",                  # any time during your own turn
]
HOOKS: tuple[str, ...] = get_args(Hook)
#: Things a table card answers by itself (no choice, no rotation).
Trigger = Literal[
    "gained",           # you gain this card
    "gain_equipment",   # you gain one or more Equipment tokens
    "find_artifact",    # you find an Artifact
    "bad_luck_on_you",  # a Bad Luck card is played on you ("subject": "other" = its player)
    "free_time",        # you spend your Free Time
    "face_unknown",     # you are about to face an Unknown card
]
Modifier = Literal[
    "ability",      # your ability value ("ability": "all" for all three)
    "difficulty",   # the Difficulty of your checks (of those with that chosen ability)
    "rerolls",      # your Rerolls in checks (with that chosen ability)
    "expedition",   # your Expedition rolls
    "max_health",   # your maximum Health
    "harm",         # each Health loss is this much lower (of Unknown cards of "trait")
]
UseLimit = Literal["refresh", "turn", "check", "visit"]
CheckSource = Literal["adventure", "obstacle", "unknown", "other"]
Count = Literal[
    "research", "equipment", "health", "missing_health", "level", "xp", "rare_items",
    "artifacts", "unknown_cards", "learned_skills", "good_luck", "bad_luck", "plan", "skill",
]
LOCATION_KINDS: tuple[str, ...] = ("western", "exotic", "city", "field", "unknown", "marked")


class Cond(Schema, kw_only=True):
    """A condition: exactly one key (a ``count`` may add ``min`` and ``max``)."""

    personality: Personality | None = None
    location: str | None = None  # a place id or one of LOCATION_KINDS
    count: Count | None = None
    min: int | None = None
    max: int | None = None
    check_ability: Ability | None = None
    check_result: Literal["fail", "success", "great", "passed"] | None = None
    check_source: CheckSource | None = None
    has_aspired: bool | None = None
    obstacle_face_down: bool | None = None
    catastrophe_here: bool | None = None
    starting_player: bool | None = None
    in_unknown: bool | None = None
    more_artifacts_than_player: bool | None = None
    unknown_trait: UnknownTrait | None = None
    not_: Cond | None = field(default=None, name="not")
    all: list[Cond] | None = None
    any: list[Cond] | None = None

    def kind(self) -> str:
        """The one key this condition tests."""
        return next(k for k in _COND_KEYS if getattr(self, k) is not None)

    def __post_init__(self) -> None:
        keys = [k for k in _COND_KEYS if getattr(self, k) is not None]
        if len(keys) != 1:
            raise Invalid(keys[1] if keys else "(condition)", "a condition has exactly one key")
        if (self.min is not None or self.max is not None) != (keys[0] == "count"):
            raise Invalid("count", "a count takes min and/or max (and only a count does)")
        if (self.all is not None and not self.all) or (self.any is not None and not self.any):
            raise Invalid(keys[0], "must list conditions")


_COND_KEYS = tuple(k for k in Cond.__struct_fields__ if k not in ("min", "max"))
