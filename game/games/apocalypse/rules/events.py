"""What happened in The Apocalypse, and who may see it.

Every event counts as revealing for undo (``reveals``) unless it is marked
otherwise. What happens to cards (and who may see them) is in ``card_events.py``.

Dice are public: a check's five dice, every reroll (die and new value) and
its result, the Expedition roll and every other roll carry their values, so
a screen can show them roll by roll.

>>> Travelled(0, "oslo", "london").to_text()
'Player 1 travels from Oslo to London'
>>> CheckStarted(2, "action", 8, "ambush#1", "adventure").to_text()
'Player 3 makes an Action Hero check for Ambush, Difficulty 8: Five of a Kind (5K) or better'
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.core.values import Event
from game.games.apocalypse.rules.catalog import CHARACTERS, card_id
from game.games.apocalypse.rules.poker import HANDS, target
from game.games.apocalypse.rules.words import WORDS, purpose_words


class Happened(Event):
    """An event with a line in players' words (a sentence: its first letter a capital);
    revealing unless marked otherwise."""

    line: ClassVar[str] = ""
    reveals = True

    def to_text(self) -> str:
        return self.say(self.line)

    def say(self, line: str, **extra: Any) -> str:
        """``line`` filled with this event's fields (and ``extra``), as a sentence."""
        values: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]
        words = WORDS.format(line, **values, **extra)
        return words[:1].upper() + words[1:]


def is_character(card: str) -> bool:
    return card_id(card) in CHARACTERS


# Setting up and the turn.


@dataclass(frozen=True)
class StartingPlayer(Happened):
    kind = "starting_player"
    line = "{seat:seat} is the Starting Player"
    seat: int


@dataclass(frozen=True)
class CharacterChosen(Happened):
    kind = "character_chosen"
    line = "{seat:seat} plays {character:card}"
    seat: int
    character: str


@dataclass(frozen=True)
class PersonalitiesChosen(Happened):
    kind = "personalities_chosen"
    line = "{seat:seat} is {first:words} and {second:words}"
    seat: int
    first: str
    second: str


@dataclass(frozen=True)
class RoundBegan(Happened):
    kind = "round_began"
    line = "Turn {round} begins; {start:seat} is the Starting Player"
    round: int
    start: int
    token_active: bool
    reveals = False

    def to_text(self) -> str:
        if self.token_active:
            return super().to_text()
        return self.say("Turn {round} begins; {start:seat} stays the Starting Player while "
                        "someone is inside The Unknown")


@dataclass(frozen=True)
class StepBegan(Happened):
    kind = "step_began"
    line = "{seat:seat}: {step:words} step"
    step: str
    seat: int
    reveals = False


@dataclass(frozen=True)
class Travelled(Happened):
    kind = "travelled"
    line = "{seat:seat} travels from {frm:place} to {to:place}"
    seat: int
    frm: str
    to: str
    reveals = False

    def to_text(self) -> str:
        if not self.frm:  # at the start, or back from death: the pawn comes onto the board
            return self.say("{seat:seat} puts their pawn in {to:place}")
        return super().to_text()


@dataclass(frozen=True)
class Stayed(Happened):
    """The Travel step taken without moving: the log says so (a choice as open as a trip)."""

    kind = "stayed"
    line = "{seat:seat} stays in {place:place}"
    seat: int
    place: str
    reveals = False


@dataclass(frozen=True)
class CatastropheMoved(Happened):
    kind = "catastrophe_moved"
    line = "the Catastrophe strikes {to:place}"
    to: str
    frm: str
    how: str


@dataclass(frozen=True)
class CityClosed(Happened):
    kind = "city_closed"
    line = "no one may enter {city:place} until the end of turn {until}"
    city: str
    until: int


@dataclass(frozen=True)
class MustTravel(Happened):
    kind = "must_travel"
    line = "{seat:seat} must travel to {place:place} next"
    seat: int
    place: str


@dataclass(frozen=True)
class VisitedPlaced(Happened):
    kind = "visited_placed"
    line = "{seat:seat} places a Visited token in {place:place}"
    seat: int
    place: str
    frm: str  # "supply" or the place it was taken from
    reveals = False

    def to_text(self) -> str:
        if self.frm == "supply":
            return super().to_text()
        return self.say(self.line + " (moved from {frm:place})")


@dataclass(frozen=True)
class VisitedRemoved(Happened):
    kind = "visited_removed"
    line = "{seat:seat}'s Visited token in {place:place} is removed"
    seat: int
    place: str


# Tokens, health, abilities.


@dataclass(frozen=True)
class TokensChanged(Happened):
    kind = "tokens_changed"
    line = "{seat:seat}: {change:+d} {what:token} (now {total})"
    seat: int
    what: str
    change: int
    total: int

    def to_text(self) -> str:
        plural = "s" if self.what == "skill" and abs(self.change) != 1 else ""
        return self.say("{seat:seat}: {change:+d} {what:token}" + plural + " (now {total})")


@dataclass(frozen=True)
class HealthChanged(Happened):
    kind = "health_changed"
    line = "{seat:seat}: {change:+d} Health (now {health})"
    seat: int
    change: int
    health: int
    prevented: int = 0


@dataclass(frozen=True)
class AbilityChanged(Happened):
    kind = "ability_changed"
    line = "{seat:seat}: {change:+d} {ability:ability} (now {value})"
    seat: int
    ability: str
    change: int
    value: int


@dataclass(frozen=True)
class MaxHealthChanged(Happened):
    kind = "max_health_changed"
    line = "{seat:seat}: maximum Health {change:+d}"
    seat: int
    change: int


@dataclass(frozen=True)
class LevelGained(Happened):
    kind = "level_gained"
    line = "{seat:seat} reaches Level {level}"
    seat: int
    level: int


@dataclass(frozen=True)
class PersonalityChanged(Happened):
    kind = "personality_changed"
    line = "{seat:seat} becomes {new:words} instead of {old:words}"
    seat: int
    old: str
    new: str


@dataclass(frozen=True)
class Died(Happened):
    kind = "died"
    line = "{seat:seat} dies: off the board until turn {back}"
    seat: int
    back: int


@dataclass(frozen=True)
class SkillTokenPlaced(Happened):
    kind = "skill_token_placed"
    line = "{seat:seat} studies {skill:card} ({tokens} of {cost} Skill tokens)"
    seat: int
    skill: str
    tokens: int
    cost: int

    def to_text(self) -> str:
        if self.tokens == 0:  # the studies lost at death
            return self.say("{seat:seat} loses the Skill tokens on {skill:card}; the card goes "
                            "back to the hand")
        return super().to_text()


@dataclass(frozen=True)
class SkillLearned(Happened):
    kind = "skill_learned"
    line = "{seat:seat} learns {skill:card}"
    seat: int
    skill: str


# Dice and ability checks.


@dataclass(frozen=True)
class DiceRolled(Happened):
    kind = "dice_rolled"
    line = "{seat:seat} rolls {dice:dice}"
    seat: int
    purpose: str
    dice: tuple[int, ...]

    def to_text(self) -> str:
        why = purpose_words(self.purpose)
        if self.seat < 0:  # a roll of the setup, nobody's
            return self.say("The dice are rolled {why}: {dice:dice}", why=why)
        return self.say(self.line + (f" {why}" if why else ""))


@dataclass(frozen=True)
class CheckStarted(Happened):
    kind = "check_started"
    line = "{seat:seat} makes {required:an_ability} check"
    seat: int
    required: str
    difficulty: int
    card: str
    source: str

    def to_text(self) -> str:
        by = "'s ability" if is_character(self.card) else ""
        line = self.line + (" for {card:card}" + by if self.card else "")
        return self.say(line + ", Difficulty {difficulty}: {need:hand} or better",
                        need=HANDS[target(self.difficulty)])


@dataclass(frozen=True)
class AbilityChosen(Happened):
    kind = "ability_chosen"
    line = "{seat:seat} uses {ability:ability}: {rerolls:rerolls}"
    seat: int
    ability: str
    rerolls: int


@dataclass(frozen=True)
class CheckModified(Happened):
    kind = "check_modified"
    line = "{card:card}: {what:words} {n:+d}"
    seat: int
    what: str
    n: int
    card: str

    def to_text(self) -> str:
        source = ("{card:card}'s ability" if is_character(self.card) else "{card:card}"
                  ) if self.card else "a card"
        if self.what == "rerolls":
            return self.say(source + ": {n:+d} Rerolls")
        if self.what == "ability":
            return self.say(source + ": {n:+d} to the ability used (its Rerolls)")
        if self.what == "expedition roll":
            return self.say(source + ": {n:+d} to the Expedition roll")
        return self.say(source + ": {what:words} {n:+d}")


@dataclass(frozen=True)
class DieRerolled(Happened):
    kind = "die_rerolled"
    line = "{seat:seat} rerolls a die: {dice:dice} ({left:rerolls} left)"
    seat: int
    die: int
    value: int
    dice: tuple[int, ...]
    left: int


@dataclass(frozen=True)
class DieTurned(Happened):
    kind = "die_turned"
    line = "{seat:seat} turns a die: {dice:dice}"
    seat: int
    die: int
    value: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class CheckResolved(Happened):
    kind = "check_resolved"
    line = "{seat:seat}'s check: {dice:dice}, {hand:hand} against {target:hand}: {result:result}"
    seat: int
    dice: tuple[int, ...]
    hand: str
    target: str
    result: str


# The Unknown and the end.


@dataclass(frozen=True)
class UnknownFaced(Happened):
    kind = "unknown_faced"
    line = "{seat:seat} faces {card:card}, {whence} (card {count} of this visit)"
    seat: int
    card: str
    from_collection: bool
    count: int

    def to_text(self) -> str:
        return self.say(self.line, whence="from their collection" if self.from_collection
                        else "drawn from the deck")


@dataclass(frozen=True)
class VisitEnded(Happened):
    kind = "visit_ended"
    line = "{seat:seat}'s visit to The Unknown is over"
    seat: int


@dataclass(frozen=True)
class GameEnded(Happened):
    kind = "game_ended"
    line = "The game ends: {reason}"
    winner: int
    reason: str


EVENTS: tuple[type[Event], ...] = (
    StartingPlayer, CharacterChosen, PersonalitiesChosen, RoundBegan, StepBegan, Travelled,
    Stayed, CatastropheMoved, CityClosed, MustTravel, VisitedPlaced, VisitedRemoved, TokensChanged,
    HealthChanged, AbilityChanged, MaxHealthChanged, LevelGained, PersonalityChanged, Died,
    SkillTokenPlaced, SkillLearned, DiceRolled, CheckStarted, AbilityChosen, CheckModified,
    DieRerolled, DieTurned, CheckResolved, UnknownFaced, VisitEnded, GameEnded,
)
