"""The effect language: what a card may say, as schemas checked when the decks load.

A card's effects are a list of steps, each a JSON object naming its ``op``::

    [{"op": "heal", "n": 2},
     {"op": "if", "cond": {"location": "western"}, "then": [{"op": "heal", "full": true}]}]

Every op is a ``Schema`` struct tagged by ``op`` (``Heal``, ``If``, ...), so a
misspelt op or field, a wrong type or an impossible value fails at load
naming the card and the field. Conditions and the other words the ops use are
in ``vocabulary.py``.

"You" in an effect is the player it happens to (the target of a Bad Luck
card); "the player" is whoever played or owns the card.

>>> from game.core.schema import convert
>>> convert([{"op": "heal", "n": 2}], Effects)
[Heal(n=2, full=False)]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

from msgspec import field

from game.core.schema import Invalid, Schema
from game.games.apocalypse.rules.vocabulary import (
    Ability,
    Cond,
    HandDeck,
    Hook,
    ItemTrait,
    Modifier,
    Token,
    Trigger,
    UnknownTrait,
    UseLimit,
)


class Op(Schema, tag_field="op", kw_only=True):
    """One step of an effect."""


def _union(classes: tuple[type, ...]) -> Any:
    """``A | B | ...`` of the op classes (the type of one effect)."""
    out: Any = classes[0]
    for cls in classes[1:]:
        out = out | cls
    return out


# Tokens, health and abilities.


class Gain(Op, tag="gain"):
    what: Token
    n: int


class Lose(Op, tag="lose"):
    what: Literal["research", "equipment", "xp"]
    n: int
    all: bool = False


class Pay(Op, tag="pay"):
    """Discard ``n`` tokens if you have them; otherwise the ``otherwise`` effects."""

    what: Literal["research", "equipment"]
    n: int
    otherwise: list[Effect] = field(default_factory=list)


class Heal(Op, tag="heal"):
    n: int | None = None
    full: bool = False

    def __post_init__(self) -> None:
        if (self.n is None) == (not self.full):
            raise Invalid("n", "heal takes n or full (one of them)")


class Harm(Op, tag="harm"):
    """Lose ``n`` Health, less an ability, your Artifacts, or what you discard or pay."""

    n: int
    minus: Literal["action", "scholar", "mystic", "artifacts", "level"] | None = None
    discard: Literal["good_luck", "bad_luck"] | None = None
    pay: Literal["equipment", "research"] | None = None


class Prevent(Op, tag="prevent"):
    n: int


class AbilityChange(Op, tag="ability"):
    ability: Literal["action", "scholar", "mystic", "choose"]
    n: int


class MaxHealth(Op, tag="max_health"):
    n: int


class ChangePersonality(Op, tag="change_personality"):
    pass


# Cards.


class Draw(Op, tag="draw"):
    """Draw ``n`` (keep ``keep`` of them); a ``trait`` Rare Item; ``alt`` instead of keeping."""

    deck: Literal["good_luck", "bad_luck", "skill", "plan", "rare_item", "unknown"]
    n: int = 1
    keep: int | None = None
    trait: ItemTrait | None = None
    alt: list[Effect] | None = None

    def __post_init__(self) -> None:
        if self.keep is not None and not 1 <= self.keep < self.n:
            raise Invalid("keep", "keep fewer cards than you draw, at least one")
        if self.trait is not None and self.deck != "rare_item":
            raise Invalid("trait", "only Rare Items are drawn by trait")


class Discard(Op, tag="discard"):
    deck: HandDeck
    n: int
    how: Literal["choose", "random"]


class LoseItem(Op, tag="lose_item"):
    how: Literal["choose", "random"]


class RiskItems(Op, tag="risk_items"):
    """Roll a die for each of your Rare Items; discard those that roll one of ``fails``."""

    fails: list[int]


class Tax(Op, tag="tax"):
    """Everyone with more Artifacts than the player lays ``n`` random cards of ``deck``
    on the table; the player keeps ``keep`` of them, the rest are discarded."""

    deck: HandDeck
    n: int
    keep: int


class EachOther(Op, tag="each_other"):
    effects: list[Effect]


class Peek(Op, tag="peek"):
    pass


class LockHand(Op, tag="lock_hand"):
    pass


class Cancel(Op, tag="cancel"):
    pass


class KeepCancelled(Op, tag="keep_cancelled"):
    pass


# Artifacts.


class FindArtifact(Op, tag="find_artifact"):
    pass


class NewAspired(Op, tag="new_aspired"):
    pass


class LoseAspired(Op, tag="lose_aspired"):
    pass


class RevealObstacle(Op, tag="reveal_obstacle"):
    pass


class DiscardObstacle(Op, tag="discard_obstacle"):
    pass


class NotFound(Op, tag="not_found"):
    pass


# The world.


class Catastrophe(Op, tag="catastrophe"):
    to: Literal["roll", "here", "choose"] = "roll"


class Travel(Op, tag="travel"):
    to: str  # a place id, "choose", "catastrophe" or "random" (a rolled Western City)


class MustTravel(Op, tag="must_travel"):
    to: str


class CloseCity(Op, tag="close_city"):
    rounds: int


class MarkCity(Op, tag="mark_city"):
    pass


class FaceUnknown(Op, tag="face_unknown"):
    pass


class Blind(Op, tag="blind"):
    pass


# Ability checks and rolls.


class Bonus(Schema, kw_only=True):
    """``n`` more (Rerolls) if ``cond`` holds."""

    n: int
    cond: Cond | None = None


class Check(Op, tag="check"):
    ability: Ability
    difficulty: int
    rerolls: list[Bonus] = field(default_factory=list)
    fail: list[Effect] = field(default_factory=list)
    success: list[Effect] = field(default_factory=list)
    great: list[Effect] | None = None  # None: a Great Success does what a Success does

    def __post_init__(self) -> None:
        if not 0 <= self.difficulty <= 7:
            raise Invalid("difficulty", "a printed Difficulty is 0 to 7")


class Difficulty(Op, tag="difficulty"):
    n: int


class Rerolls(Op, tag="rerolls"):
    n: int


class CheckAbility(Op, tag="check_ability"):
    n: int


class BumpDie(Op, tag="bump_die"):
    n: int
    by: Literal["you", "player"] = "you"


class ExpeditionBonus(Op, tag="expedition_bonus"):
    n: int


class Result(Schema, kw_only=True):
    at_least: int | None = None
    at_most: int | None = None
    effects: list[Effect] = field(default_factory=list)

    def matches(self, value: int) -> bool:
        return (self.at_least is None or value >= self.at_least) and (
            self.at_most is None or value <= self.at_most)


class Roll(Op, tag="roll"):
    dice: Literal[1, 2]
    results: list[Result]


class Bet(Op, tag="bet"):
    """On your next two-dice roll: if it is ``at_least`` / ``at_most``, the effects happen."""

    effects: list[Effect]
    at_least: int | None = None
    at_most: int | None = None

    def __post_init__(self) -> None:
        if self.at_least is None and self.at_most is None:
            raise Invalid("at_least", "a bet needs at_least or at_most")


class RerollLast(Op, tag="reroll_last"):
    pass


class BonusDiscards(Op, tag="bonus_discards"):
    n: int


# Control.


class If(Op, tag="if"):
    cond: Cond
    then: list[Effect]
    else_: list[Effect] = field(default_factory=list, name="else")


class Option(Schema, kw_only=True):
    label: str
    effects: list[Effect]
    cond: Cond | None = None


class Choose(Op, tag="choose"):
    options: list[Option]

    def __post_init__(self) -> None:
        if len(self.options) < 2:
            raise Invalid("options", "offer at least two options")


_OP_CLASSES = (
    Gain, Lose, Pay, Heal, Harm, Prevent, AbilityChange, MaxHealth, ChangePersonality,
    Draw, Discard, LoseItem, RiskItems, Tax, EachOther, Peek, LockHand, Cancel, KeepCancelled,
    FindArtifact, NewAspired, LoseAspired, RevealObstacle, DiscardObstacle, NotFound,
    Catastrophe, Travel, MustTravel, CloseCity, MarkCity, FaceUnknown, Blind,
    Check, Difficulty, Rerolls, CheckAbility, BumpDie, ExpeditionBonus, Roll, Bet,
    RerollLast, BonusDiscards, If, Choose,
)
Effect = _union(_OP_CLASSES)
Effects = list[Effect]
OPS: dict[str, type[Op]] = {cls.__struct_config__.tag: cls for cls in _OP_CLASSES}


# The parts of table cards: modifiers, triggers, uses; the timing of hand cards.


class Mod(Schema, kw_only=True):
    kind: Modifier
    n: int
    ability: Literal["action", "scholar", "mystic", "all"] | None = None
    cond: Cond | None = None
    trait: UnknownTrait | None = None


class On(Schema, kw_only=True):
    on: Trigger
    effects: list[Effect]
    cond: Cond | None = None
    subject: Literal["you", "other"] = "you"


class Use(Schema, kw_only=True):
    hook: Hook
    effects: list[Effect]
    cond: Cond | None = None
    limit: UseLimit = "refresh"


class Timing(Schema, kw_only=True):
    hook: Hook
    cond: Cond | None = None


# Walking effects (for load checks across cards and for coverage reports).


def walk(effects: list[Any] | None) -> Iterator[Op | Cond]:
    """Every op and condition inside ``effects``, nested ones included."""
    for op in effects or ():
        yield op
        yield from walk_value(op)


def walk_value(value: Any) -> Iterator[Op | Cond]:
    """Every op and condition inside one struct's fields."""
    for name in getattr(value, "__struct_fields__", ()):
        item = getattr(value, name)
        items = item if isinstance(item, list) else [item]
        for inner in items:
            if isinstance(inner, Op | Cond):
                yield inner
                yield from walk_value(inner)
            elif isinstance(inner, Schema):
                yield from walk_value(inner)
